import { fork } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
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

/** Runs one compilation; `progress` (the main build's only, not the first paint's) reports every tenth of the way. */
function compile(name: string, config: Configuration, progress?: (line: string) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const compiler = webpack(config);
    if (progress) {
      let shown = -1;
      // Applied to this compiler only: the shared fallback compilations Module Federation derives
      // from the configuration's plugins report their own lines ("Shared … compilation succeeded").
      new webpack.ProgressPlugin((pct, msg) => {
        const tenth = Math.floor(pct * 10);
        // Forward only: webpack's share of modules built falls back as it finds more modules.
        if (tenth <= shown || tenth === 10) return;
        shown = tenth;
        progress(`${String(tenth * 10).padStart(3)}% ${msg}`);
      }).apply(compiler);
    }
    compiler.run((err, stats) => {
      compiler.close((closeErr) => {
        if (err || closeErr || !stats || stats.hasErrors())
          reject(err ?? closeErr ?? new Error(`${name}: ${stats?.toString({ all: false, errors: true, colors: false })}`));
        else resolve();
      });
    });
  });
}

/** Builds one app in this process: its bundle, then its first paint script, then the fingerprint that marks it fresh. */
async function buildOne(app: AppBuild): Promise<void> {
  const config = appConfig(app, 'production');
  checkFirstPaintFiles(app);
  await compile(app.name, config, (line) => console.log(line));
  // After the app's own build, which empties the folder first.
  if (app.firstPaint) await compile(`${app.name} first paint`, firstPaintConfig(app, config.output!.path!));
  fs.writeFileSync(path.join(config.output!.path!, HASH_FILE), sourceHash(app));
}

/**
 * A build process of its own (webpack's work is single-threaded: two processes use both cores). It
 * builds the apps it is given one after the other, its output lines prefixed with the app's folder.
 */
class BuildProcess {
  private readonly child = fork(__filename, ['--serve'], {
    cwd: root,
    execArgv: ['-r', '@swc-node/register'],
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  private label = '';
  private pending: { resolve: () => void; reject: (e: Error) => void } | null = null;

  constructor() {
    for (const stream of [this.child.stdout!, this.child.stderr!])
      readline.createInterface({ input: stream }).on('line', (line) => console.log(`  ${this.label} ${line}`));
    this.child.on('message', (m: { error?: string }) => {
      const p = this.pending;
      this.pending = null;
      if (m.error) p?.reject(new Error(`${this.label.trim()}: ${m.error}`));
      else p?.resolve();
    });
    this.child.on('exit', (code) => this.pending?.reject(new Error(`${this.label.trim()}: the build process exited (${code})`)));
  }

  async build(app: AppBuild): Promise<void> {
    this.label = path.basename(app.dir).padEnd(16);
    const started = Date.now();
    await new Promise<void>((resolve, reject) => {
      this.pending = { resolve, reject };
      this.child.send(path.basename(app.dir));
    });
    console.log(`  ${this.label} built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }

  close(): void {
    this.child.disconnect();
  }
}

/** The build process side: builds each app it is sent, answering with the outcome. */
function serveBuilds(): void {
  // `npm start` stopped, or the build failed elsewhere: no build goes on alone.
  process.on('disconnect', () => process.exit(0));
  process.on('message', (name: string) => {
    Promise.resolve(name)
      .then((n) => buildOne(appsNamed([n])[0]))
      .then(
        () => process.send!({}),
        (e: unknown) => process.send!({ error: e instanceof Error ? e.message : String(e) }),
      );
  });
}

/** Builds the given apps two at a time (two cores), in two processes. */
export async function buildApps(apps: AppBuild[], parallel = 2): Promise<void> {
  const queue = [...apps];
  const workers = Array.from({ length: Math.min(parallel, queue.length) }, async () => {
    const processOfItsOwn = new BuildProcess();
    try {
      for (let app = queue.shift(); app; app = queue.shift()) await processOfItsOwn.build(app);
    } finally {
      processOfItsOwn.close();
    }
  });
  await Promise.all(workers);
}

export async function buildStale(): Promise<void> {
  const stale = APPS.filter((a) => !isBuildFresh(a));
  if (!stale.length) return;
  console.log(`Building ${stale.map((a) => path.basename(a.dir)).join(', ')} (two at a time) …`);
  await buildApps(stale);
}

function appsNamed(names: string[]): AppBuild[] {
  if (!names.length) return APPS;
  const apps = APPS.filter((a) => names.includes(path.basename(a.dir)) || names.includes(a.name));
  if (!apps.length) throw new Error(`No app named ${names.join(', ')}`);
  return apps;
}

if (require.main === module) {
  const args = process.argv.slice(2);
  if (args[0] === '--serve') serveBuilds();
  else
    buildApps(appsNamed(args)).catch((e) => {
      console.error(e instanceof Error ? e.message : e);
      process.exit(1);
    });
}
