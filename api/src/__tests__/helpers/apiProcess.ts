/**
 * The API as it runs in production, in a child process started with its real entry
 * (`api/src/main.ts`, the same `startApi` as `npm start`): the fault tests kill it with SIGKILL,
 * start it again on the same data, and put a cut database or mail server behind it.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { TEST_SECRET, TEST_SIGNING_SECRET } from './testApp';

const REPO_ROOT = path.resolve(__dirname, '../../../..');
const LISTENING = /OfferDesk API listening on (http:\/\/\S+)/;

export interface ApiProcess {
  url: string;
  /** Everything the process wrote so far (stdout and stderr). */
  output(): string;
  /** Resolves once the process writes text matching `pattern`, looking from `since` (an earlier `output().length`; default 0). */
  waitForOutput(pattern: RegExp, ms?: number, since?: number): Promise<void>;
  /** SIGKILL: no handler runs, nothing is closed or flushed; resolves when the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM: the API closes as on a normal stop; resolves when the process is gone. */
  stop(): Promise<void>;
}

/**
 * Starts the API with `env` on a free port and waits until it listens. The agents' and signing
 * sessions' secrets are the test app's, so `TestApp.token()` works against it; DATABASE_URL and
 * SMTP_URL come only from `env`.
 */
export async function startApiProcess(env: NodeJS.ProcessEnv, ms = 120_000): Promise<ApiProcess> {
  const base = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(DATABASE_URL|SMTP_URL|PORT|OFFERDESK_)/.test(k)));
  const child = spawn(process.execPath, ['-r', '@swc-node/register', 'api/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...base,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      OFFERDESK_TOKEN_SECRET: TEST_SECRET.toString('utf8'),
      OFFERDESK_SIGNING_SECRET: TEST_SIGNING_SECRET.toString('utf8'),
      OFFERDESK_MLS_LISTINGS: '20',
      OFFERDESK_PDF_THREADS: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const listeners = new Set<() => void>();
  const take = (chunk: Buffer) => {
    out += chunk.toString('utf8');
    for (const l of listeners) l();
  };
  child.stdout.on('data', take);
  child.stderr.on('data', take);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let gone = false;
  void exited.then(() => {
    gone = true;
    for (const l of listeners) l();
  });

  const waitForOutput = (pattern: RegExp, timeout = ms, since = 0) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => done(new Error(`No output matching ${pattern} within ${timeout} ms:\n${out.slice(-3000)}`)), timeout);
      const check = () => {
        if (pattern.test(out.slice(since))) done();
        else if (gone) done(new Error(`The API exited before writing ${pattern}:\n${out.slice(-3000)}`));
      };
      function done(error?: Error) {
        clearTimeout(timer);
        listeners.delete(check);
        if (error) reject(error);
        else resolve();
      }
      listeners.add(check);
      check();
    });
  const end = async (signal: NodeJS.Signals) => {
    if (!gone) child.kill(signal);
    await exited;
  };

  try {
    await waitForOutput(LISTENING, ms);
  } catch (error) {
    await end('SIGKILL');
    throw error;
  }
  return {
    url: LISTENING.exec(out)![1],
    output: () => out,
    waitForOutput,
    kill: () => end('SIGKILL'),
    stop: () => end('SIGTERM'),
  };
}
