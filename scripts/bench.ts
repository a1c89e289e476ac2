import { benchBundle, printBundle } from './bench/bundle';
import { benchLcp, printLcp } from './bench/lcp';

/** `npm run bench`: prints the benchmark figures (ratios against their targets); `npm run bench -- load` the load benchmark. */
async function main() {
  const only = process.argv[2];
  if (!only || only === 'bundle') printBundle(await benchBundle());
  if (!only || only === 'lcp') printLcp(await benchLcp());
  if (!only || only === 'api') {
    const { runOffersListBench } = await import('../api/bench/offersList');
    await runOffersListBench();
    const { runMlsSearchBench } = await import('../api/bench/mlsSearch');
    await runMlsSearchBench();
  }
  if (!only || only === 'pdf') {
    const { runPdfUploadBench } = await import('../api/bench/pdfUpload');
    await runPdfUploadBench();
  }
  if (!only || only === 'stamping') {
    const { runStampingBench } = await import('../api/bench/stamping');
    await runStampingBench();
  }
  // Only when asked: it needs PostgreSQL and runs for minutes (docs/benchmarks.md).
  if (only === 'load') {
    const { runLoadBench } = await import('../api/bench/load');
    await runLoadBench(process.argv.slice(3));
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
