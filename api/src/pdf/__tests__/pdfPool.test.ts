import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { closePdfPool, pdfWork } from '../pdfPool';
import { samplePdf } from '../../__tests__/helpers/pdfSamples';

const ROOT = path.resolve(__dirname, '../../../..');

/** Checks a one-page PDF in the pool and prints what came back. */
const SCRIPT = `
const { PDFDocument } = require('pdf-lib');
const { pdfWork, closePdfPool } = require('./api/src/pdf/pdfPool.ts');
(async () => {
  const doc = await PDFDocument.create();
  doc.addPage();
  const check = await pdfWork('checkUploadedPdf', await doc.save(), 5);
  process.stdout.write(JSON.stringify({ ok: check.ok, pages: check.pages }));
  await closePdfPool();
})().catch((e) => { console.error(e); process.exit(1); });
`;

describe('the PDF worker pool', () => {
  afterAll(() => closePdfPool());

  it('runs in the API as `npm start` runs it: node -r @swc-node/register (the workers inherit the loader)', () => {
    const run = spawnSync(process.execPath, ['-r', '@swc-node/register', '-e', SCRIPT], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
    expect([run.status, run.stderr]).toEqual([0, '']);
    expect(JSON.parse(run.stdout)).toEqual({ ok: true, pages: 1 });
  });

  it('runs where the loader was registered in code, not given to node (the worker registers it itself), and under jest', async () => {
    const run = spawnSync(process.execPath, ['-e', `require('@swc-node/register');${SCRIPT}`], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect([run.status, run.stderr]).toEqual([0, '']);
    expect(JSON.parse(run.stdout)).toEqual({ ok: true, pages: 1 });
    // jest's own process: the test's modules are jest's, the worker's TypeScript comes from @swc-node/register.
    expect(await pdfWork('checkUploadedPdf', await samplePdf(), 5)).toMatchObject({ ok: true, pages: 1 });
  });

  it('answers a task that throws in the worker as a rejected promise, and keeps working', async () => {
    await expect(pdfWork('readHolders', new Uint8Array([1, 2, 3]))).rejects.toThrow();
    expect(await pdfWork('checkUploadedPdf', await samplePdf(), 5)).toMatchObject({ ok: true });
  });
});
