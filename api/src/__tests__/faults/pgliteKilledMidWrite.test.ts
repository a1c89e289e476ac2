/** @jest-environment ./api/src/__tests__/helpers/pgliteEnvironment.js */
/*
 * PGlite killed with kill -9 while the API writes (docs/deployment.md#faults): the next start opens
 * the same folder, and every write that was answered 200 is there as it was answered.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startApiProcess, type ApiProcess } from '../helpers/apiProcess';
import { VALID_DRAFT } from '../helpers/drafts';
import { createTestApp, type TestApp } from '../helpers/testApp';

jest.setTimeout(240_000);

describe('PGlite killed with kill -9 in the middle of writes', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'offerdesk-fault-pglite-'));
  let api: ApiProcess | undefined;
  afterAll(async () => {
    await api?.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('opens the same data on the next start with every write that was answered 200', async () => {
    const t: TestApp = await createTestApp('pglite', { pgliteDir: path.join(dataDir, 'pglite') });
    const bearer = `Bearer ${t.token('owner')}`;
    await t.close();

    api = await startApiProcess({ OFFERDESK_DATA_DIR: dataDir });
    const url = api.url;
    const answered: Array<{ id: number; offerPrice: number }> = [];
    let n = 0;
    let killed = false;
    // Four agents save new drafts as fast as the API answers, until the process is killed under them.
    const writer = async () => {
      while (!killed) {
        const offerPrice = 100_000 + n++;
        try {
          const res = await fetch(`${url}/offer/createoffer`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: bearer },
            body: JSON.stringify({ ...VALID_DRAFT, offerPrice }),
          });
          if (res.status === 200) answered.push({ id: ((await res.json()) as { id: number }).id, offerPrice });
        } catch {
          // Killed before it answered: this write may or may not be there.
        }
      }
    };
    const writers = Array.from({ length: 4 }, writer);
    while (answered.length < 20) await new Promise((r) => setTimeout(r, 20));
    await api.kill();
    killed = true;
    await Promise.all(writers);
    expect(n).toBeGreaterThan(answered.length);

    api = await startApiProcess({ OFFERDESK_DATA_DIR: dataDir });
    for (const { id, offerPrice } of answered) {
      const res = await fetch(`${api.url}/offer/GetById/${id}`, { headers: { authorization: bearer } });
      expect({ id, status: res.status }).toEqual({ id, status: 200 });
      expect(((await res.json()) as { offerPrice: number }).offerPrice).toBe(offerPrice);
    }
    // The reopened database takes writes again.
    const again = await fetch(`${api.url}/offer/createoffer`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: bearer },
      body: JSON.stringify(VALID_DRAFT),
    });
    expect(again.status).toBe(200);
    await api.stop();
  });
});
