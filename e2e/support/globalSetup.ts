import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_PATH } from '../../scripts/chromium';
import { CONTROL_PORT, CONTROL_URL, PORTAL_ORIGIN, PORT_OFFSET } from './ports';

const root = path.resolve(__dirname, '../..');

async function waitFor(url: string, timeoutMs: number, child: { exitCode: number | null }): Promise<void> {
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

/** Starts the suite exactly as `npm start` does, on a fresh PGlite data folder and shifted ports. */
export default async function globalSetup(): Promise<void> {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error('Chromium is missing: install it with `apt-get install -y chromium` (the CI script does).');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'offerdesk-e2e-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    OFFERDESK_DATA_DIR: dataDir,
    OFFERDESK_PORT_OFFSET: String(PORT_OFFSET),
    OFFERDESK_CONTROL_PORT: String(CONTROL_PORT),
    OFFERDESK_PARENT_ORIGIN: PORTAL_ORIGIN,
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
  const child = spawn(process.execPath, ['-r', '@swc-node/register', 'scripts/start.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', out, out],
    detached: false,
  });
  fs.writeFileSync(path.join(os.tmpdir(), `offerdesk-e2e-${PORT_OFFSET}.json`), JSON.stringify({ pid: child.pid, dataDir, logFile }));
  try {
    // A fresh clone builds all six apps first (two at a time on two cores).
    await waitFor(`${CONTROL_URL}/urls`, 600_000, child);
  } catch (e) {
    child.kill('SIGTERM');
    throw new Error(`${(e as Error).message}\n${fs.readFileSync(logFile, 'utf8').slice(-4000)}`, { cause: e });
  }
}
