/** @jest-environment ./api/src/__tests__/helpers/pgliteEnvironment.js */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AuditTrail } from '@offerdesk/shared/contract';
import { pdfText } from '../../../../../scripts/pdfText';
import { signingApp, typed, type ReadyOffer } from '../../../__tests__/helpers/signingWorld';
import { ENGINES } from '../../../__tests__/helpers/testDb';
import { PartyRole, Side } from '@offerdesk/shared/domain';
import { insertParty } from '../../../seed/writers';
import { recordActivity } from '../../offers/activitiesRepo';
import { checkAuditTrailFile } from '../auditChain';
import { checkOfferTrail } from '../auditChainService';

jest.setTimeout(120_000);

const ROOT = path.resolve(__dirname, '../../../../..');

/** `npm run verify-audit -- FILE` as a person runs it: its exit code and what it printed. */
function verifyAudit(file: string): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    execFile('npm', ['run', '--silent', 'verify-audit', '--', file], { cwd: ROOT }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, out: `${stdout}${stderr}` }),
    );
  });
}

/** The shell procedure of docs/domain/audit.md, run as written on `trail.json` in `dir`. */
function documentedProcedure(dir: string): Promise<{ code: number; out: string }> {
  const doc = fs.readFileSync(path.join(ROOT, 'docs/domain/audit.md'), 'utf8');
  const script = /```sh\n([\s\S]*?)```/.exec(doc)![1];
  return new Promise((resolve) => {
    execFile('bash', ['-e', '-o', 'pipefail', '-c', script], { cwd: dir }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, out: `${stdout}${stderr}` }),
    );
  });
}

describe.each(ENGINES)('the audit trail on %s', (engine) => {
  const { t, readyOffer, share, linksTo, signAndStamp: sign } = signingApp(engine);
  const db = () => t.testDb.db;
  const trailOf = async (offerId: number, agent: 'owner' | 'other' = 'owner') =>
    t.as(agent, { url: `/offer/DownloadAuditTrail/${offerId}` });
  const activityIds = async (offerId: number) =>
    (await db().query<{ id: number }>('select id::int as id from activities where offer_id = $1 order by seq', [offerId])).map((r) => r.id);

  /** An offer shared and signed by both buyers: a trail of a dozen activities with names such as Łukasz. */
  async function signedOffer(suffix: string): Promise<ReadyOffer> {
    const o = await readyOffer(suffix);
    expect((await share(o)).statusCode).toBe(200);
    const [first] = await linksTo(`lukasz.${suffix}@example.test`);
    expect((await sign(first, typed('Łukasz Żółć'))).statusCode).toBe(200);
    const [second] = await linksTo(`maria.${suffix}@example.test`);
    expect((await sign(second, typed('Maria Buyera'))).statusCode).toBe(200);
    return o;
  }

  let o: ReadyOffer;
  beforeAll(async () => {
    o = await signedOffer('audit');
  });

  it('chains every activity of the offer and its sign sets: places 1…n, each linked to the one before, intact; the export names each activity', async () => {
    const res = await trailOf(o.offerId);
    expect(res.statusCode).toBe(200);
    const trail = res.json() as AuditTrail;
    const count = (await db().one<{ n: number }>('select count(*)::int as n from activities where offer_id = $1', [o.offerId]))!.n;
    expect(trail.entries).toHaveLength(count);
    expect(trail.entries.map((e) => e.seq)).toEqual(Array.from({ length: count }, (_v, i) => i + 1));
    expect(trail.entries[0].prevHash).toBeNull();
    for (let i = 1; i < count; i++) expect(trail.entries[i].prevHash).toBe(trail.entries[i - 1].hash);
    expect(trail.head).toEqual({ seq: count, hash: trail.entries[count - 1].hash });
    expect(trail.check).toEqual({ intact: true, message: `Intact: ${count} activities, each linked to the one before it.` });
    expect(trail.entries.map((e) => e.action)).toEqual(expect.arrayContaining(['signSet.shared', 'signSet.signed', 'signSet.completed']));
    expect(trail.entries.some((e) => e.activity.includes('Łukasz'))).toBe(true);
  });

  it('refuses a stranger the JSON and the PDF with the 404 of a missing offer', async () => {
    for (const url of [`/offer/DownloadAuditTrail/${o.offerId}`, `/offer/DownloadAuditTrailPdf/${o.offerId}`]) {
      const res = await t.as('other', { url });
      expect([res.statusCode, res.json().message]).toEqual([404, 'Offer not found.']);
    }
  });

  it('prints the trail as a readable PDF in a font that has Ł', async () => {
    const res = await t.as('owner', { url: `/offer/DownloadAuditTrailPdf/${o.offerId}` });
    expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'application/pdf']);
    const text = (await pdfText(res.rawPayload)).pages.join('\n');
    expect(text).toContain('Audit trail');
    expect(text).toContain('Intact:');
    expect(text).toContain('Łukasz');
    expect(text).toContain((await trailOf(o.offerId)).json().head.hash);
  });

  it('chains activities written at the same moment by separate connections one after the other', async () => {
    const fresh = await readyOffer('together');
    await Promise.all(
      Array.from({ length: 6 }, (_v, i) =>
        db().tx((tx) => recordActivity(tx, { offerId: fresh.offerId, action: 'offer.viewed', details: { i } })),
      ),
    );
    expect(await checkOfferTrail(db(), fresh.offerId)).toMatchObject({ intact: true });
  });

  it('names a row edited in the database', async () => {
    const x = await signedOffer('edited');
    const ids = await activityIds(x.offerId);
    const target = ids[3];
    await db().query(`update activities set details = jsonb_set(details, '{note}', '"changed"') where id = $1`, [target]);
    const trail = (await trailOf(x.offerId)).json() as AuditTrail;
    expect(trail.check.intact).toBe(false);
    expect(trail.check.message).toMatch(new RegExp(`^Broken at activity ${target} \\(.*, place 4\\): its content was changed\\.$`));
  });

  it('names the row after a removed one, and a removed last row', async () => {
    const x = await signedOffer('removed');
    const ids = await activityIds(x.offerId);
    await db().query('delete from activities where id = $1', [ids[2]]);
    const check = (await trailOf(x.offerId)).json().check;
    expect(check.message).toContain(`activity ${ids[3]} (`);
    expect(check.message).toContain('place 3 is missing before it (removed)');

    const y = await signedOffer('lastremoved');
    const last = (await activityIds(y.offerId)).at(-1);
    await db().query('delete from activities where id = $1', [last!]);
    expect((await trailOf(y.offerId)).json().check.message).toMatch(/its last activities were removed or changed/);
  });

  it('names two rows whose order was swapped', async () => {
    const x = await signedOffer('swapped');
    const ids = await activityIds(x.offerId);
    await db().tx(async (tx) => {
      await tx.query('update activities set seq = -seq where id in ($1, $2)', [ids[4], ids[5]]);
      await tx.query('update activities set seq = 6 where id = $1', [ids[4]]);
      await tx.query('update activities set seq = 5 where id = $1', [ids[5]]);
    });
    const check = (await trailOf(x.offerId)).json().check;
    expect(check.intact).toBe(false);
    expect(check.message).toContain(`activity ${ids[5]} (`);
    expect(check.message).toContain('place 5): its link to the activity before it does not match (removed or reordered)');
  });

  it("gives the other side's agent of another brokerage only what it reads elsewhere: not the reviewer's e-mail", async () => {
    const x = await readyOffer('reviewed');
    const reviewerEmail = 'robin.hale@review-desk.example';
    const owner = t.world.agents.owner;
    await db().tx((tx) =>
      recordActivity(tx, { offerId: x.offerId, actorUserId: owner.userId, action: 'offer.sentForReview', details: { reviewerEmail } }),
    );
    await db().tx((tx) =>
      recordActivity(tx, { offerId: x.offerId, action: 'offer.reviewerAccept', details: { reviewerEmail, contractId: 7 } }),
    );
    // Bea of Away Homes (another brokerage) is the seller's agent of the offer: she may read it.
    const other = t.world.agents.other;
    expect(other.brokerageId).not.toBe(owner.brokerageId);
    await insertParty(db(), { offerId: x.offerId, personId: other.personId, roleId: PartyRole.OutsideAgent, sideId: Side.seller });

    const asOwner = (await trailOf(x.offerId)).json() as AuditTrail;
    expect(JSON.stringify(asOwner)).toContain(reviewerEmail);
    expect(asOwner.entries.some((e) => e.withheld)).toBe(false);

    const res = await trailOf(x.offerId, 'other');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(reviewerEmail);
    expect(res.body).not.toContain('review-desk');
    const trail = res.json() as AuditTrail;
    expect(trail.entries).toHaveLength(asOwner.entries.length);
    const reviewed = trail.entries.filter((e) => e.withheld);
    expect(reviewed.map((e) => [e.action, e.details, e.withheld])).toEqual([
      ['offer.sentForReview', {}, ['details.reviewerEmail']],
      ['offer.reviewerAccept', { contractId: 7 }, ['details.reviewerEmail']],
    ]);
    // The hashes are the stored ones: the chain still links through the withheld entries.
    expect(trail.entries.map((e) => e.hash)).toEqual(asOwner.entries.map((e) => e.hash));
    expect(trail.check.intact).toBe(true);

    const pdf = await t.as('other', { url: `/offer/DownloadAuditTrailPdf/${x.offerId}` });
    expect(pdf.statusCode).toBe(200);
    const text = (await pdfText(pdf.rawPayload)).pages.join('\n');
    expect(text).not.toContain('review-desk');
    expect(text).toContain('withheld from this export: details.reviewerEmail');

    // Her export checks: by `npm run verify-audit`'s check (saying what it could not recompute) and by the documented procedure.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'offerdesk-audit-'));
    try {
      fs.writeFileSync(path.join(dir, 'trail.json'), res.body);
      expect(checkAuditTrailFile(res.body)).toEqual({
        readable: true,
        intact: true,
        message: `Intact: ${trail.entries.length} activities, each linked to the one before it; 2 with details withheld from this export: their hashes link, their content is not recomputed.`,
      });
      const procedure = await documentedProcedure(dir);
      expect([procedure.code, procedure.out]).toEqual([0, expect.stringContaining('every hash matches its content')]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('`npm run verify-audit` says intact of an export, names the first broken link of a tampered one, and refuses a file that is no export', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'offerdesk-audit-'));
    try {
      const trail = (await trailOf(o.offerId)).json() as AuditTrail;
      const file = path.join(dir, 'trail.json');
      fs.writeFileSync(file, JSON.stringify(trail, null, 2));
      const intact = await verifyAudit(file);
      expect(intact.code).toBe(0);
      expect(intact.out).toContain(`Intact: ${trail.entries.length} activities`);

      const procedure = await documentedProcedure(dir);
      expect([procedure.code, procedure.out]).toEqual([0, expect.stringContaining('every hash matches its content')]);

      const tampered = structuredClone(trail);
      tampered.entries[2].createdOn = new Date(Date.parse(tampered.entries[2].createdOn) + 1000).toISOString();
      fs.writeFileSync(file, JSON.stringify(tampered));
      const broken = await verifyAudit(file);
      expect(broken.code).toBe(1);
      expect(broken.out).toContain(
        `Broken at activity ${trail.entries[2].id} (${trail.entries[2].action}, place 3): its content was changed.`,
      );

      expect((await documentedProcedure(dir)).code).not.toBe(0);

      const dropped = structuredClone(trail);
      dropped.entries.splice(1, 1);
      fs.writeFileSync(file, JSON.stringify(dropped));
      expect((await verifyAudit(file)).out).toContain(
        `activity ${trail.entries[2].id} (${trail.entries[2].action}, place 3): place 2 is missing`,
      );

      fs.writeFileSync(file, '{"not": "a trail"}');
      const junk = await verifyAudit(file);
      expect([junk.code, junk.out]).toEqual([2, expect.stringContaining('not an audit trail export')]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
