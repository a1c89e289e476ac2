import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serveStatic, type RunningServer } from '../../scripts/serve';
import { getText, pointRemote } from './agent';
import { openBrowser, type BrowserSession } from './browser';
import { RELEASE_PORT, SHELL_URL } from './ports';

const root = path.resolve(__dirname, '../..');
const RELEASE_ORIGIN = `http://localhost:${RELEASE_PORT}`;

/**
 * Builds one app again, alone, with test-only build flags (scripts/webpack/appConfig.ts), into its
 * own folder: the suite's regular dist/ and the shell stay untouched, as in a remote's own release.
 */
function buildRelease(app: string, outDir: string, flags: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-r', '@swc-node/register', 'scripts/build.ts', app], {
      cwd: root,
      env: { ...process.env, ...flags, OFFERDESK_BUILD_OUT_DIR: outDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout.on('data', (d: Buffer) => (log += d));
    child.stderr.on('data', (d: Buffer) => (log += d));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${app} build failed (${code}):\n${log.slice(-3000)}`))));
  });
}

export interface Release {
  /** The folder the release was built into. */
  readonly dir: string;
  /** Where remotes.json must point to serve it. */
  readonly location: { entry: string; routes: string };
  /** The browser of the current test. */
  readonly b: BrowserSession;
  /** The shell's index.html before the release: it must not change. */
  readonly shellPage: string;
  /** Stops serving the release (an origin that cannot be reached), and serves it again. */
  stop(): Promise<void>;
  serve(): Promise<void>;
}

/**
 * For the tests of the calling `describe`: builds `app` alone with test-only flags, serves it beside
 * the suite (RELEASE_PORT) and opens a fresh browser per test; afterwards the suite's remotes.json
 * points at the suite's own build of `remote` again.
 */
export function releasedBeside(app: string, remote: string, flags: Record<string, string>): Release {
  let server: RunningServer | null = null;
  const r = {
    dir: '',
    location: { entry: `${RELEASE_ORIGIN}/remoteEntry.js`, routes: `${RELEASE_ORIGIN}/routes.json` },
    b: null as unknown as BrowserSession,
    shellPage: '',
  };
  const release: Release = Object.assign(r, {
    async stop() {
      await server?.close();
      server = null;
    },
    async serve() {
      server = await serveStatic({ dir: r.dir, port: RELEASE_PORT });
    },
  });
  beforeAll(async () => {
    r.shellPage = (await getText(`${SHELL_URL}/index.html`)).text;
    r.dir = fs.mkdtempSync(path.join(os.tmpdir(), `offerdesk-${app}-release-`));
    await buildRelease(app, r.dir, flags);
    await release.serve();
  }, 300_000);
  afterAll(async () => {
    await pointRemote(remote, null).catch(() => undefined);
    await release.stop();
    if (r.dir) fs.rmSync(r.dir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    r.b = await openBrowser();
  });
  afterEach(async () => {
    await r.b.close();
  });
  return release;
}
