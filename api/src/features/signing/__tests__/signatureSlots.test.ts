/** @jest-environment ./api/src/__tests__/helpers/pgliteEnvironment.js */
import { randomBytes } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import type { Db } from '../../../db/db';
import { openPgPool } from '../../../db/pgPoolDb';
import { configurePdfWork, pdfWork } from '../../../pdf/pdfPool';
import { concurrencyLimit } from '../signatureSlots';
import { signingWorld, typed } from '../../../__tests__/helpers/signingWorld';
import { createTestApp, type TestApp } from '../../../__tests__/helpers/testApp';

// One PDF thread whatever the machine: two signature slots, fewer than the test pool's four connections.
configurePdfWork({ threads: 1 });
jest.setTimeout(180_000);

describe('concurrencyLimit', () => {
  it('runs at most its limit at once and the others in arrival order, and frees the slot of a work that fails', async () => {
    const limit = concurrencyLimit(() => 2);
    let running = 0;
    let peak = 0;
    const finished: number[] = [];
    const work = (i: number) =>
      limit(async () => {
        peak = Math.max(peak, ++running);
        await new Promise((resolve) => setTimeout(resolve, 10));
        running--;
        finished.push(i);
        if (i === 1) throw new Error('failed');
        return i;
      });
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map(work));
    expect(peak).toBe(2);
    expect(finished).toEqual([1, 2, 3, 4, 5]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'fulfilled', 'fulfilled', 'fulfilled']);
  });
});

// The pool of many connections is PostgreSQL's: PGlite has one, which every transaction holds anyway.
(process.env.DATABASE_URL ? describe : describe.skip)('signatures at once on PostgreSQL', () => {
  // Only this test's connections are counted: they carry this application_name.
  const applicationName = `offerdesk-test-${randomBytes(4).toString('hex')}`;
  let app: TestApp | undefined;
  // Counts on a connection of its own, never one of the app's pool.
  let admin: Db | undefined;
  beforeAll(async () => {
    app = await createTestApp('postgres', { formTemplates: true, pg: { applicationName } });
    admin = openPgPool(process.env.DATABASE_URL!, { max: 1, applicationName: `${applicationName}-admin` });
  }, 240_000);
  afterAll(async () => {
    await admin?.close();
    await app?.close();
  });
  const { t, readyOffer, share, linksTo, sign } = signingWorld(() => app!);
  const idleInTransaction = async () =>
    (await admin!.one<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity where application_name = $1 and state = 'idle in transaction'`,
      [applicationName],
    ))!.n;

  it('answer without the PDF thread, and their stampings leave connections to the other requests while they wait for it: the offers list answers while six stampings wait', async () => {
    const suffixes = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'];
    for (const suffix of suffixes) expect((await share(await readyOffer(suffix))).statusCode).toBe(200);
    const links = await Promise.all(suffixes.map(async (suffix) => (await linksTo(`lukasz.${suffix}@example.test`))[0]));
    // The one PDF thread busy with a long parse: the signatures wait for it inside their transactions.
    const many = await PDFDocument.create();
    for (let i = 0; i < 10_000; i++) many.addPage([612, 792]);
    const answered: string[] = [];
    const busy = pdfWork('checkUploadedPdf', await many.save({ useObjectStreams: false }), 500).finally(() =>
      answered.push('PDF thread free'),
    );
    // The signatures answer while the PDF thread is busy: they do no PDF work.
    const signed = await Promise.all(links.map((link) => sign(link, typed('Łukasz Żółć'))));
    expect(signed.map((r) => r.statusCode)).toEqual(suffixes.map(() => 200));
    expect(answered).toEqual([]);
    // Their stampings wait for the thread inside their transactions.
    const stamping = links.map((link) => app!.stampSigned(link.signSetId));
    const until = Date.now() + 10_000;
    while ((await idleInTransaction()) < 2 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
    const list = await t.as('owner', { url: '/offer/getAll' }).finally(() => answered.push('list'));
    await busy;
    expect(await Promise.all(stamping)).toEqual(links.map((link) => [link.signSetId]));
    expect(list.statusCode).toBe(200);
    expect(answered).toEqual(['list', 'PDF thread free']);
  });
});
