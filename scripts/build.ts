import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import { appConfig, type AppBuild } from './webpack/appConfig';
import { checkFirstPaintFiles, firstPaintConfig } from './webpack/firstPaintConfig';
import { hashTestBuildFlags, hashTree } from './webpack/treeHash';
import { APPS } from './webpack/apps';

const root = path.resolve(__dirname, '..');
const HASH_FILE = '.build-hash';

/** A fingerprint of everything that goes into an app's build: its sources, shared, the runtime, the build scripts, the lock file. */
export function sourceHash(app: AppBuild): string {
  const h = crypto.createHash('sha256');
  for (const p of [
    path.join(app.dir, 'src'),
    path.join(app.dir, 'public'),
    path.join(app.dir, 'module-federation.config.ts'),
    path.join(root, 'shared/src'),
    path.join(root, 'shared/used-exports.json'),
    path.join(root, 'runtime/src'),
    path.join(root, 'runtime/package.json'),
    path.join(root, 'scripts/webpack'),
    path.join(root, 'package-lock.json'),
  ]) {
    hashTree(p, h);
  }
  // A build with a test-only flag is another build.
  hashTestBuildFlags(h);
  return h.digest('hex');
}

export function isBuildFresh(app: AppBuild): boolean {
  const file = path.join(app.dir, 'dist', HASH_FILE);
  return fs.existsSync(file) && fs.readFileSync(file, 'utf8') === sourceHash(app);
}

function compile(name: string, config: Configuration): Promise<void> {
  return new Promise((resolve, reject) => {
    webpack(config, (err, stats) => {
      if (err || !stats || stats.hasErrors())
        reject(err ?? new Error(`${name}: ${stats?.toString({ all: false, errors: true, colors: false })}`));
      else resolve();
    });
  });
}

async function buildOne(app: AppBuild): Promise<void> {
  const started = Date.now();
  const config = appConfig(app, 'production');
  checkFirstPaintFiles(app);
  await compile(app.name, config);
  // After the app's own build, which empties the folder first.
  if (app.firstPaint) await compile(`${app.name} first paint`, firstPaintConfig(app, config.output!.path!));
  fs.writeFileSync(path.join(config.output!.path!, HASH_FILE), sourceHash(app));
  console.log(`  built ${path.basename(app.dir)} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Builds the given apps two at a time (two cores). */
export async function buildApps(apps: AppBuild[], parallel = 2): Promise<void> {
  const queue = [...apps];
  const workers = Array.from({ length: Math.min(parallel, queue.length) }, async () => {
    for (let app = queue.shift(); app; app = queue.shift()) await buildOne(app);
  });
  await Promise.all(workers);
}

export async function buildStale(): Promise<void> {
  const stale = APPS.filter((a) => !isBuildFresh(a));
  if (!stale.length) return;
  console.log(`Building ${stale.map((a) => path.basename(a.dir)).join(', ')} …`);
  await buildApps(stale);
}

if (require.main === module) {
  const only = process.argv.slice(2);
  const apps = only.length ? APPS.filter((a) => only.includes(path.basename(a.dir)) || only.includes(a.name)) : APPS;
  buildApps(apps).catch((e) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  });
}
