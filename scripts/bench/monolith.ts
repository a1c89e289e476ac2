import webpack from 'webpack';
import { serveStatic } from '../serve';
import type { Suite } from '../suite';
import { monolithConfig } from '../webpack/monolithConfig';

/**
 * The monolith: the same pages built as one webpack build without federation
 * (scripts/webpack/monolithConfig.ts), which the benches measure beside the federated suite so that
 * a ratio says what federation alone costs on this machine at this load.
 */
export function buildMonolith(outDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    webpack(monolithConfig(outDir), (err, stats) => {
      if (err || !stats || stats.hasErrors())
        return reject(err ?? new Error(`monolith: ${stats?.toString({ all: false, errors: true, colors: false })}`));
      console.log(`  built the monolith in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      resolve();
    });
  });
}

/**
 * Runs `measure` with the monolith served in the shell's place (same origin, so the API lets it in,
 * with the suite's config.json), then serves the shell again.
 */
export async function inShellsPlace<T>(suite: Suite, monolithDir: string, measure: () => Promise<T>): Promise<T> {
  const config = await (await fetch(`${suite.shellUrl}/config.json`)).text();
  const shellPort = Number(new URL(suite.shellUrl).port);
  await suite.stopApp('shell');
  const server = await serveStatic({ dir: monolithDir, port: shellPort, host: '127.0.0.1', overrides: { '/config.json': config } });
  try {
    return await measure();
  } finally {
    await server.close();
    await suite.startApp('shell');
  }
}
