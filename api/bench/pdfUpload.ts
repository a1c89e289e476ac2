/**
 * PDF upload benchmark: `npm run bench -- pdf` (scripts/bench.ts). A 20,000-page PDF (the size of the
 * one that stalled the API) is checked as an upload is — parsed, its pages counted, refused over the
 * page limit — once on the event loop (as before the worker pool) and once in the pool, while a
 * 10 ms timer stands in for other requests. Prints the parse time, the longest the event loop was
 * held (monitorEventLoopDelay) and the timer's worst lateness, with the ratio to the 100 ms target.
 */
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { PDFDocument } from 'pdf-lib';
import { closePdfPool, pdfWork } from '../src/pdf/pdfPool';
import { checkUploadedPdf } from '../src/pdf/uploadedPdf';

const PAGES = 20_000;
const TARGET_MS = 100;

async function manyPages(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  for (let i = 0; i < PAGES; i++) pdf.addPage([612, 792]);
  return pdf.save({ useObjectStreams: false });
}

/** Runs `work` while measuring the event loop: its longest delay and a 10 ms timer's worst lateness. */
async function measured(work: () => Promise<unknown>) {
  const loop = monitorEventLoopDelay({ resolution: 5 });
  let late = 0;
  let expected = performance.now() + 10;
  const timer = setInterval(() => {
    late = Math.max(late, performance.now() - expected);
    expected = performance.now() + 10;
  }, 10);
  loop.enable();
  const started = performance.now();
  await work();
  const took = performance.now() - started;
  loop.disable();
  clearInterval(timer);
  return { took, held: loop.max / 1e6, late };
}

export async function runPdfUploadBench() {
  const bytes = await manyPages();
  // The pool's thread started first, as in a running API.
  await pdfWork('checkUploadedPdf', await (await PDFDocument.create()).save(), 1);
  const inline = await measured(() => checkUploadedPdf(bytes, 500));
  const pooled = await measured(() => pdfWork('checkUploadedPdf', bytes, 500));
  await closePdfPool();
  const row = (name: string, r: { took: number; held: number; late: number }) =>
    console.log(
      `  ${name.padEnd(22)} parse ${r.took.toFixed(0).padStart(6)} ms   event loop held ${r.held.toFixed(1).padStart(7)} ms   timer late ${r.late.toFixed(1).padStart(7)} ms`,
    );
  console.log(`PDF upload: ${PAGES.toLocaleString('en-US')} pages, ${(bytes.byteLength / 1e6).toFixed(1)} MB, refused over 500 pages`);
  row('on the event loop', inline);
  row('in the worker pool', pooled);
  const ratio = Math.max(pooled.held, pooled.late) / TARGET_MS;
  console.log(
    `  ratio ${ratio.toFixed(2)} of the ${TARGET_MS} ms target ${ratio <= 1 ? 'ok' : 'OVER'} (on the event loop: ${(Math.max(inline.held, inline.late) / TARGET_MS).toFixed(2)})`,
  );
  return { inline, pooled, ratio };
}
