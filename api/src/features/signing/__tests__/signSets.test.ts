/** @jest-environment ./api/src/__tests__/helpers/pgliteEnvironment.js */
import { DocumentState, OfferStatus, SignerStatus, SigningOrder } from '@offerdesk/shared/domain';
import { signTokenHash } from '../../../auth/signToken';
import { EMAIL_MISSING_MESSAGE } from '../signingService';
import { tablesFingerprint } from '../../../__tests__/helpers/harness';
import { signingWorld } from '../../../__tests__/helpers/signingWorld';
import { createTestApp, type TestApp } from '../../../__tests__/helpers/testApp';
import { ENGINES } from '../../../__tests__/helpers/testDb';

const SIGN_TABLES = ['sign_sets', 'sign_set_documents', 'sign_set_parties', 'outbox_emails', 'offers', 'activities'];

// Sharing renders each document and signing stamps it: slower than a plain request on a busy machine.
jest.setTimeout(60_000);

describe.each(ENGINES)('sign sets on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { formTemplates: true });
  }, 90_000);
  afterAll(() => t.close());

  const { readyOffer: sharedOffer, share, linksTo: linkTo, view } = signingWorld(() => t);

  it('shares documents one by one: a sign set with its signers in order, the first asked at once, the offer Sent for Signature, only token hashes stored', async () => {
    const o = await sharedOffer('a');
    const res = await share(o);
    expect(res.statusCode).toBe(200);
    const set = res.json();
    expect(set).toMatchObject({
      offerId: o.offerId,
      contractId: o.contractId,
      signingOrder: SigningOrder.OneByOne,
      status: DocumentState.Shared,
      voidReason: null,
    });
    expect(set.documents.map((d: { id: number }) => d.id)).toEqual(o.documents);
    expect(
      set.parties.map((p: { partyId: number; signOrder: number; signStatus: number; name: string }) => [
        p.partyId,
        p.signOrder,
        p.signStatus,
        p.name,
      ]),
    ).toEqual([
      [o.first, 1, SignerStatus.NotSigned, 'Łukasz Buyera'],
      [o.second, 2, SignerStatus.NotSigned, 'Maria Buyera'],
    ]);
    expect(JSON.stringify(set)).not.toMatch(/[A-Za-z0-9_-]{43}/);
    const [first] = await linkTo('lukasz.a@example.test');
    expect(first.signSetId).toBe(set.id);
    expect(await linkTo('maria.a@example.test')).toEqual([]);
    const stored = await t.testDb.db.query<{ hash: string }>('select token_hash as hash from sign_set_parties where sign_set_id = $1', [
      set.id,
    ]);
    expect(stored.map((s) => s.hash)).toContain(signTokenHash(first.signToken));
    expect(stored.map((s) => s.hash)).not.toContain(first.signToken);
    const offer = await t.testDb.db.one<{ statusId: number }>('select status_id as "statusId" from offers where id = $1', [o.offerId]);
    expect(offer!.statusId).toBe(OfferStatus.sentForSignatures);
    const activity = await t.testDb.db.one<{ n: number }>(
      `select count(*)::int as n from activities where offer_id = $1 and action = 'signSet.shared'`,
      [o.offerId],
    );
    expect(activity!.n).toBe(1);
  });

  it("shows a signer its own sign set and whose turn it is; all together every signer's turn at once", async () => {
    const o = await sharedOffer('b');
    expect((await share(o)).statusCode).toBe(200);
    const [first] = await linkTo('lukasz.b@example.test');
    const res = await view(first);
    expect([res.statusCode, res.headers['cache-control']]).toEqual([200, 'private, no-store']);
    expect(res.json().party).toEqual({ partyId: o.first, name: 'Łukasz Buyerb', signStatus: SignerStatus.NotSigned, isTurn: true });

    const together = await sharedOffer('c');
    expect((await share(together, { signingOrder: SigningOrder.AllTogether })).statusCode).toBe(200);
    const [maria] = await linkTo('maria.c@example.test');
    const seen = (await view(maria)).json();
    expect(seen.party).toMatchObject({ partyId: together.second, isTurn: true });
    expect(seen.signSet.parties.map((p: { signOrder: number }) => p.signOrder)).toEqual([1, 1]);
  });

  it('answers 404 with nothing revealed to a wrong token, a token of another sign set, and 400 naming a malformed token', async () => {
    const a = await sharedOffer('d');
    const b = await sharedOffer('e');
    const setA = (await share(a)).json();
    expect((await share(b)).statusCode).toBe(200);
    const [tokenB] = await linkTo('lukasz.e@example.test');
    const before = await tablesFingerprint(t.testDb.db, SIGN_TABLES);
    for (const attempt of [
      { signSetId: setA.id, signToken: tokenB.signToken },
      { signSetId: setA.id, signToken: 'A'.repeat(43) },
      { signSetId: 999999, signToken: tokenB.signToken },
    ]) {
      for (const res of [
        await view(attempt),
        await t.app.inject({
          method: 'PUT',
          url: `/offer/SetViewedOnByParty?signSetId=${attempt.signSetId}&signToken=${attempt.signToken}`,
        }),
      ]) {
        expect([res.statusCode, res.json()]).toEqual([404, { code: 'not_found', message: 'Sign set not found.' }]);
      }
    }
    const malformed = await view({ signSetId: setA.id, signToken: 'short' });
    expect([malformed.statusCode, Object.keys(malformed.json().fields)]).toEqual([400, ['signToken']]);
    expect(await tablesFingerprint(t.testDb.db, SIGN_TABLES)).toEqual(before);
  });

  it('records the first viewed time once (an activity), later openings keep it', async () => {
    const o = await sharedOffer('f');
    expect((await share(o)).statusCode).toBe(200);
    const [link] = await linkTo('lukasz.f@example.test');
    const put = () =>
      t.app.inject({ method: 'PUT', url: `/offer/SetViewedOnByParty?signSetId=${link.signSetId}&signToken=${link.signToken}` });
    const first = await put();
    expect(first.statusCode).toBe(200);
    const again = await put();
    expect(again.json().viewedOn).toBe(first.json().viewedOn);
    const seen = (await view(link)).json().signSet.parties.find((p: { partyId: number }) => p.partyId === o.first);
    expect(seen.viewedOn).toBe(first.json().viewedOn);
    const n = await t.testDb.db.one<{ n: number }>(
      `select count(*)::int as n from activities where offer_id = $1 and action = 'signSet.viewed'`,
      [o.offerId],
    );
    expect(n!.n).toBe(1);
  });

  it('refuses a share that names a stranger party, a foreign document, a party without e-mail, only view-only parties, or documents already out — writing nothing', async () => {
    const o = await sharedOffer('g');
    const other = await sharedOffer('h');
    const before = await tablesFingerprint(t.testDb.db, SIGN_TABLES);
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ parties: [{ partyId: other.first }] }, { parties: 'Unknown party.' }],
      [{ documents: other.documents }, { documents: 'Unknown document.' }],
      [{ parties: [{ partyId: o.first }, { partyId: o.noEmail }] }, { parties: EMAIL_MISSING_MESSAGE }],
      [{ parties: [{ partyId: o.first, viewOnly: true }] }, { parties: 'Choose at least one signer.' }],
      [{ parties: [{ partyId: o.first }, { partyId: o.first }] }, { parties: 'A party is listed twice.' }],
    ];
    for (const [extra, fields] of cases) {
      const res = await share(o, extra);
      expect([res.statusCode, res.json().fields]).toEqual([400, fields]);
    }
    expect((await share(o, { contractId: other.contractId })).statusCode).toBe(404);
    expect(
      (
        await t.as('other', {
          method: 'POST',
          url: '/offer/shareDocuments',
          payload: { offerId: o.offerId, contractId: o.contractId, documents: o.documents, parties: [{ partyId: o.first }] },
        })
      ).statusCode,
    ).toBe(404);
    expect(await tablesFingerprint(t.testDb.db, SIGN_TABLES)).toEqual(before);
    expect((await share(o)).statusCode).toBe(200);
    const twice = await share(o);
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'invalid_state']);
  });

  it('voids the open set with its reason: the signer still sees it, Voided and not its turn; the documents may be shared again', async () => {
    const o = await sharedOffer('i');
    expect((await share(o)).statusCode).toBe(200);
    const [link] = await linkTo('lukasz.i@example.test');
    const stranger = await t.as('stranger', {
      method: 'PUT',
      url: '/offer/voidDocuments',
      payload: { externalId: o.offerId, documentIds: o.documents, message: 'Wrong price' },
    });
    expect(stranger.statusCode).toBe(404);
    const res = await t.as('owner', {
      method: 'PUT',
      url: '/offer/voidDocuments',
      payload: { externalId: o.offerId, documentIds: [o.documents[0]], message: 'Wrong price' },
    });
    expect([res.statusCode, res.json()]).toEqual([200, { voided: 1 }]);
    const seen = (await view(link)).json();
    expect([seen.signSet.status, seen.signSet.voidReason, seen.party.isTurn]).toEqual([DocumentState.Voided, 'Wrong price', false]);
    const again = await t.as('owner', {
      method: 'PUT',
      url: '/offer/voidDocuments',
      payload: { externalId: o.offerId, documentIds: o.documents, message: 'Again' },
    });
    expect(again.statusCode).toBe(409);
    expect((await share(o)).statusCode).toBe(200);
    const sessions = (await t.as('owner', { url: `/offer/getOfferSigningSessions/${o.contractId}` })).json();
    expect(sessions.map((s: { status: number }) => s.status)).toEqual([DocumentState.Shared, DocumentState.Voided]);
    expect((await t.as('other', { url: `/offer/getOfferSigningSessions/${o.contractId}` })).statusCode).toBe(404);
  });
});
