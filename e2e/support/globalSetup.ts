import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildStale } from '../../scripts/build';
import { CHROMIUM_PATH } from '../../scripts/chromium';
import { BASE_OFFSET, controlPortOf, portalOriginOf, suiteOffset } from './ports';

const root = path.resolve(__dirname, '../..');

/** What the teardown stops: every suite this run started. */
export const stateFile = () => path.join(os.tmpdir(), `offerdesk-e2e-${BASE_OFFSET}.json`);
export interface SuiteState {
  pid: number;
  dataDir: string;
  logFile: string;
}

async function waitFor(url: string, timeoutMs: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The suite exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`The suite did not come up within ${timeoutMs / 1000} s`);
}

/** Starts one suite as `npm start` does (the apps already built), on a fresh PGlite data folder and its own ports. */
function startSuite(offset: number): { state: SuiteState; child: ChildProcess } {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'offerdesk-e2e-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    OFFERDESK_SKIP_BUILD: '1',
    OFFERDESK_DATA_DIR: dataDir,
    OFFERDESK_PORT_OFFSET: String(offset),
    OFFERDESK_CONTROL_PORT: String(controlPortOf(offset)),
    OFFERDESK_PARENT_ORIGIN: portalOriginOf(offset),
    // Every journey signs in; the sign-in rate limit itself is covered by the API tests.
    OFFERDESK_LOGIN_ATTEMPTS_PER_MINUTE: '1000',
    OFFERDESK_LOGIN_ATTEMPTS_PER_ACCOUNT_PER_HOUR: '10000',
    OFFERDESK_LOGIN_ATTEMPTS_PER_ADDRESS_PER_MINUTE: '1000',
    // The webhook journey's receiver listens on this machine.
    OFFERDESK_WEBHOOKS_ALLOW_PRIVATE: 'true',
  };
  delete env.DATABASE_URL; // the journeys change data: always a fresh embedded database
  // Mail stays in the local outbox, read in the mailbox page; party links open this suite's shell.
  delete env.SMTP_URL;
  delete env.OFFERDESK_LINK_BASE_URL;
  const logFile = path.join(dataDir, 'suite.log');
  const out = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, ['-r', '@swc-node/register', 'scripts/start.ts'], { cwd: root, env, stdio: ['ignore', out, out] });
  return { state: { pid: child.pid!, dataDir, logFile }, child };
}

/**
 * Builds the apps that changed, once, while one suite per jest worker starts and seeds (journeys on
 * two workers then share no data, mailbox or setting): worker n drives the suite at suiteOffset(n − 1).
 */
export default async function globalSetup(globalConfig: { maxWorkers: number }): Promise<void> {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error('Chromium is missing: install it with `apt-get install -y chromium` (the CI script does).');
  }
  const count = Math.max(1, globalConfig.maxWorkers);
  const suites = Array.from({ length: count }, (_v, i) => ({ offset: suiteOffset(i), ...startSuite(suiteOffset(i)) }));
  fs.writeFileSync(stateFile(), JSON.stringify(suites.map((s) => s.state)));
  try {
    // A fresh clone builds all six apps first (two at a time) while the suites seed.
    await Promise.all([buildStale(), ...suites.map((s) => waitFor(`http://127.0.0.1:${controlPortOf(s.offset)}/urls`, 600_000, s.child))]);
  } catch (e) {
    for (const s of suites) s.child.kill('SIGTERM');
    const logs = suites.map((s) => `suite at offset ${s.offset}:\n${fs.readFileSync(s.state.logFile, 'utf8').slice(-3000)}`);
    throw new Error(`${(e as Error).message}\n${logs.join('\n')}`, { cause: e });
  }
}
