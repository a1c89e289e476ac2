/** @jest-environment ./api/src/__tests__/helpers/pgliteEnvironment.js */
/*
 * A stop (SIGTERM, as a deployment ends an instance) while a client holds a connection that is not
 * idle — half a request sent, a client that stopped reading — ends within the shutdown grace
 * (SHUTDOWN_GRACE_MS), not when the server's own request timeouts (a minute) would drop it.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SHUTDOWN_GRACE_MS } from '../../server';
import { startApiProcess, type ApiProcess } from '../helpers/apiProcess';
import { createTestApp } from '../helpers/testApp';

jest.setTimeout(180_000);

describe('stopping the API while a connection is held open', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'offerdesk-fault-stop-'));
  let api: ApiProcess | undefined;
  afterAll(async () => {
    await api?.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('closes the held connection after the grace and exits', async () => {
    await (await createTestApp('pglite', { pgliteDir: path.join(dataDir, 'pglite') })).close();
    api = await startApiProcess({ OFFERDESK_DATA_DIR: dataDir });
    const { hostname, port } = new URL(api.url);
    const socket = net.connect(Number(port), hostname);
    await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
    // Half a request: the headers never end, so the server counts this connection as busy.
    socket.write(`GET /health HTTP/1.1\r\nHost: ${hostname}\r\n`);
    const closedByServer = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now())));
    await new Promise((r) => setTimeout(r, 300));
    const stoppedAt = Date.now();
    await api.stop();
    const exitedAfter = Date.now() - stoppedAt;
    expect((await closedByServer) - stoppedAt).toBeGreaterThanOrEqual(SHUTDOWN_GRACE_MS - 500);
    // Within the grace and the workers' own stop, far below the minute of the server's header timeout.
    expect(exitedAfter).toBeLessThan(SHUTDOWN_GRACE_MS + 20_000);
    expect(api.output()).toMatch(/SIGTERM: closing/);
  });
});
