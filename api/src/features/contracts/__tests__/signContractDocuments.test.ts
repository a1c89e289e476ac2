/** @jest-environment ./api/src/__tests__/helpers/pgliteEnvironment.js */
import { CONSENT_REQUIRED_MESSAGE, OfferStatus, SignerStatus } from '@offerdesk/shared/domain';
import { SIGN_TABLES, signingApp, typed } from '../../../__tests__/helpers/signingWorld';
import { tablesFingerprint } from '../../../__tests__/helpers/harness';
import { ENGINES } from '../../../__tests__/helpers/testDb';
import { agreeToSign } from '../../../__tests__/helpers/signingConsent';

// Sharing renders each document and signing stamps and seals it: slow on a busy machine.
jest.setTimeout(120_000);

/**
 * The agent signs the contract's documents as its own party from the workspace
 * (`/sign-contract-documents/{contractId}/{partyId}`): the party routes take the party id with the
 * bearer of the agent who is that party, instead of the mailed token.
 */
describe.each(ENGINES)('an agent signs as its own party on %s', (engine) => {
  const { t, linksTo, partyQuery, sign, shareOffer, withOwnerParty } = signingApp(engine);
  const db = () => t.testDb.db;

  const resolve = (who: 'owner' | 'stranger' | 'receiver', contractId: number, partyId: number) =>
    t.as(who, { url: `/offer/GetContractSignSetForParty/${contractId}/${partyId}` });
  const asParty = (signSetId: number, partyId: number) => `signSetId=${signSetId}&partyId=${partyId}`;

  it('finds the set waiting for the agent, and lets it read, view and sign it in its turn with its bearer only', async () => {
    const o = await withOwnerParty('w1');
    // Nothing shared yet: no set.
    expect((await resolve('owner', o.contractId, o.agentParty)).json()).toEqual({ signSetId: null });
    const shared = await shareOffer(o, [o.first, o.agentParty]);
    expect(shared.statusCode).toBe(200);
    const { signSetId } = (await resolve('owner', o.contractId, o.agentParty)).json() as { signSetId: number };
    expect(signSetId).toBe(shared.json().id);

    const q = asParty(signSetId, o.agentParty);
    const view = await t.as('owner', { url: `/offer/GetSignSetByToken?${q}` });
    expect(view.statusCode).toBe(200);
    expect(view.json().party).toMatchObject({ partyId: o.agentParty, signStatus: SignerStatus.NotSigned, isTurn: false });
    // Not its turn yet (the buyer signs first): refused, nothing written.
    const early = await t.as('owner', { method: 'POST', url: `/offer/SignDocumentsByParty?${q}`, payload: typed('Olivia Owner') });
    expect(early.statusCode).toBe(409);

    const [buyer] = await linksTo('lukasz.w1@example.test');
    expect((await sign(buyer, typed('Łukasz One'))).statusCode).toBe(200);
    const docs = await t.as('owner', { url: `/offer/GetSignSetDocumentsByParty?${q}` });
    expect(docs.statusCode).toBe(200);
    const documents = docs.json() as Array<{ documentId: number; holders: unknown[] }>;
    expect(documents[0].holders.length).toBeGreaterThan(0);
    const pdf = await t.as('owner', { url: `/offer/DownloadSignSetDocumentByParty?${q}&documentId=${documents[0].documentId}` });
    expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect((await t.as('owner', { method: 'PUT', url: `/offer/SetViewedOnByParty?${q}` })).statusCode).toBe(200);

    // Without consent to sign electronically the signature is refused; the page asks for it first.
    const unconsented = await t.as('owner', { method: 'POST', url: `/offer/SignDocumentsByParty?${q}`, payload: typed('Olivia Owner') });
    expect([unconsented.statusCode, unconsented.json().message]).toEqual([409, CONSENT_REQUIRED_MESSAGE]);
    expect(await agreeToSign((o) => t.as('owner', o), q)).toBe(200);
    const signed = await t.as('owner', { method: 'POST', url: `/offer/SignDocumentsByParty?${q}`, payload: typed('Olivia Owner') });
    expect(signed.statusCode).toBe(200);
    expect(signed.json().party.signStatus).toBe(SignerStatus.Signed);
    // The set completes (and moves the offer) once the signatures are stamped.
    expect(await t.stampSigned(signSetId)).toEqual([signSetId]);
    const actor = await db().one<{ partyId: number; ua: string }>(
      `select actor_party_id as "partyId", details->>'userAgent' as ua from activities where offer_id = $1 and action = 'signSet.signed' order by id desc limit 1`,
      [o.offerId],
    );
    expect(actor!.partyId).toBe(o.agentParty);
    const status = await db().one<{ s: number }>('select status_id as s from offers where id = $1', [o.offerId]);
    expect(status!.s).toBe(OfferStatus.buyerSigned);
    // Once signed, the resolver still answers the set (the page shows it signed).
    expect((await resolve('owner', o.contractId, o.agentParty)).json()).toEqual({ signSetId });
  });

  it('refuses anyone who is not that party: no bearer, another agent, another party, a wrong set — 404 and nothing written', async () => {
    const o = await withOwnerParty('w2');
    const shared = await t.as('owner', {
      method: 'POST',
      url: '/offer/shareDocuments',
      payload: { offerId: o.offerId, contractId: o.contractId, documents: o.documents, parties: [{ partyId: o.agentParty }] },
    });
    expect(shared.statusCode).toBe(200);
    const signSetId = shared.json().id as number;

    for (const who of ['stranger', 'receiver'] as const) expect((await resolve(who, o.contractId, o.agentParty)).statusCode).toBe(404);
    // The owner is not the buyer client's person.
    expect((await resolve('owner', o.contractId, o.first)).statusCode).toBe(404);

    const before = await tablesFingerprint(db(), SIGN_TABLES);
    const attempts = [
      t.app.inject({ method: 'POST', url: `/offer/SignDocumentsByParty?${asParty(signSetId, o.agentParty)}`, payload: typed('X Y') }),
      t.as('stranger', { method: 'POST', url: `/offer/SignDocumentsByParty?${asParty(signSetId, o.agentParty)}`, payload: typed('X Y') }),
      t.as('owner', { method: 'POST', url: `/offer/SignDocumentsByParty?${asParty(signSetId, o.first)}`, payload: typed('X Y') }),
      t.as('owner', {
        method: 'POST',
        url: `/offer/SignDocumentsByParty?${asParty(signSetId + 1000, o.agentParty)}`,
        payload: typed('X Y'),
      }),
      t.as('stranger', { url: `/offer/GetSignSetByToken?${asParty(signSetId, o.agentParty)}` }),
      t.app.inject({ url: `/offer/GetSignSetDocumentsByParty?${asParty(signSetId, o.agentParty)}` }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect([res.statusCode, res.json().message]).toEqual([404, 'Sign set not found.']);
      expect(res.body).not.toMatch(/Owner|Łukasz/);
    }
    // A token with another party's id: the token's signer is not that party.
    const mail = await db().one<{ text: string }>(
      `select text_body as text from outbox_emails where to_address = 'olivia.owner@fixture.example' and text_body like $1 order by id desc limit 1`,
      [`%/sign-documents/%/${signSetId}%`],
    );
    const [, signToken] = /\/sign-documents\/([A-Za-z0-9_-]{43})\//.exec(mail!.text)!;
    const link = { signSetId, signToken };
    expect((await t.app.inject({ url: `/offer/GetSignSetByToken?${partyQuery(link)}` })).statusCode).toBe(200);
    const mismatch = await t.app.inject({ url: `/offer/GetSignSetByToken?${partyQuery(link)}&partyId=${o.first}` });
    expect(mismatch.statusCode).toBe(404);
    expect(await tablesFingerprint(db(), SIGN_TABLES)).toEqual(before);
  });
});
