import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { CONTROL_URL, RESO_STAND_IN_PORT } from './ports';

const root = path.resolve(__dirname, '../..');

/** Sends one change to the running suite's control port; throws on a refusal. */
async function controlMls(method: 'PUT' | 'DELETE', body?: string): Promise<void> {
  const res = await fetch(`${CONTROL_URL}/mls-reso`, { method, body });
  if (!res.ok) throw new Error(`${method} /mls-reso: ${res.status} ${await res.text()}`);
}

/**
 * The RESO Data Dictionary 2.0 stand-in (`npm run reso-stand-in`) on its own port with client
 * credentials of this run, made the running suite's MLS: the suite restarts its API on the same data
 * (no second seed). `stop()` puts the embedded MLS back and ends the stand-in.
 */
export async function useResoStandIn(): Promise<{ stop(): Promise<void> }> {
  const client = { clientId: 'offerdesk-e2e', clientSecret: randomUUID() };
  const child: ChildProcess = spawn(process.execPath, ['-r', '@swc-node/register', 'api/scripts/reso-stand-in.ts'], {
    cwd: root,
    env: {
      ...process.env,
      OFFERDESK_RESO_CLIENT_ID: client.clientId,
      OFFERDESK_RESO_CLIENT_SECRET: client.clientSecret,
      OFFERDESK_RESO_STAND_IN_PORT: String(RESO_STAND_IN_PORT),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${RESO_STAND_IN_PORT}`;
  const deadline = Date.now() + 60_000;
  const up = () =>
    fetch(`${url}/odata/$metadata`).then(
      (r) => r.status === 401,
      () => false,
    );
  while (!(await up())) {
    if (child.exitCode !== null) throw new Error(`The RESO stand-in exited with code ${child.exitCode}`);
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error('The RESO stand-in did not come up within 60 s');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await controlMls('PUT', JSON.stringify({ url: `${url}/odata`, tokenUrl: `${url}/token`, ...client }));
  return {
    async stop() {
      try {
        await controlMls('DELETE');
      } finally {
        child.kill('SIGTERM');
      }
    },
  };
}
