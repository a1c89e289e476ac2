/** @jest-environment ./api/src/__tests__/helpers/pgliteEnvironment.js */
import { PARTY_LINK_HEADER } from '@offerdesk/shared/contract';
import { DocumentState, OfferStatus, offerStatusLabel, PartyRole, Side, SignerStatus } from '@offerdesk/shared/domain';
import { insertParty } from '../../../seed/writers';
import { NOTHING_TO_SIGN_MESSAGE, SELLER_SIGNED_SUBJECT } from '../../offers/offerFlowService';
import { seatSellers, SIGN_SET_CLOSED_MESSAGE, SIGN_SET_COMPLETING_MESSAGE } from '../sellerSignSet';
import { signingApp, typed, type ReadyOffer, type SignerLink } from '../../../__tests__/helpers/signingWorld';
import { ENGINES } from '../../../__tests__/helpers/testDb';

// Sharing renders each document and signing stamps and seals it.
jest.setTimeout(240_000);

/** A portal link in a mail: /view-offer/{offerId}/{partyId}[/{contractId}/{signSetId}/{signToken}]?t= */
const PORTAL_LINK = /\/view-offer\/(\d+)\/(\d+)(?:\/(\d+)\/(\d+)\/([A-Za-z0-9_-]{43}))?\?t=([A-Za-z0-9_-]{43})/;

interface MailedLink {
  subject: string;
  partyId: number;
  t: string;
  /** The sign set the link carries (its contract, set and sign token), when it does. */
  signing: (SignerLink & { contractId: number }) | null;
}

describe.each(ENGINES)('sellers sign from the mailed links on %s', (engine) => {
  const { t, readyOffer, share, shareOffer, linksTo, sign, signAndStamp: signWith, assignSignature } = signingApp(engine);
  const db = () => t.testDb.db;

  /** The portal links mailed to an address, oldest first. */
  async function portalMails(email: string): Promise<MailedLink[]> {
    const rows = await db().query<{ subject: string; text: string }>(
      'select subject, text_body as text from outbox_emails where to_address = $1 order by id',
      [email],
    );
    return rows
      .map((r) => ({ subject: r.subject, m: PORTAL_LINK.exec(r.text) }))
      .filter((r) => r.m)
      .map(({ subject, m }) => ({
        subject,
        partyId: Number(m![2]),
        t: m![6],
        signing: m![3] ? { contractId: Number(m![3]), signSetId: Number(m![4]), signToken: m![5] } : null,
      }));
  }
  const statusOf = async (offerId: number) =>
    (await db().one<{ s: number }>('select status_id as s from offers where id = $1', [offerId]))!.s;

  /**
   * The seed's first leg through the real calls: the buyer signs the buyer agent's share, the buyer
   * agent forwards to the seller agent (the receiving agent, its mail the only link it has).
   */
  async function forwardedToSellerAgent(suffix: string, beforeShare?: (o: ReadyOffer, sellerAgent: number) => Promise<void>) {
    const o = await readyOffer(suffix);
    const sellerAgent = await insertParty(db(), {
      offerId: o.offerId,
      personId: t.world.agents.receiver.personId,
      roleId: PartyRole.InhouseAgent,
      sideId: Side.seller,
    });
    await beforeShare?.(o, sellerAgent);
    // The owner is the offer's buyer agent: it forwards.
    await insertParty(db(), {
      offerId: o.offerId,
      personId: t.world.agents.owner.personId,
      roleId: PartyRole.InhouseAgent,
      sideId: Side.buyer,
    });
    expect((await shareOffer(o, [o.first])).statusCode).toBe(200);
    const [buyerLink] = await linksTo(`lukasz.${suffix}@example.test`);
    expect((await signWith(buyerLink, typed('Łukasz Buyer'))).statusCode).toBe(200);
    expect(await statusOf(o.offerId)).toBe(OfferStatus.buyerSigned);
    const displayId = (await db().one<{ d: string }>('select display_id as d from offers where id = $1', [o.offerId]))!.d;
    const forwarded = await t.as('owner', {
      method: 'PUT',
      url: '/offer/ForwardToSellerAgent',
      payload: { offerDisplayId: displayId, message: 'Please review.' },
    });
    expect(forwarded.statusCode).toBe(200);
    const agentEmail = (await db().one<{ email: string }>('select email from persons where id = $1', [t.world.agents.receiver.personId]))!
      .email;
    const mailed = (await portalMails(agentEmail)).filter((m) => m.partyId === sellerAgent);
    // The mailed link carries no sign set: the seller agent never signed anything.
    expect(mailed.at(-1)!.signing).toBeNull();
    return { o, sellerAgent, agentEmail, agentToken: mailed.at(-1)!.t, displayId };
  }

  /** POST /offer/AddSeller with the seller agent's link, into the sign set `signSetId` when given. */
  const addSellers = (
    o: ReadyOffer,
    sellerAgent: number,
    token: string,
    sellers: Array<{ firstName: string; lastName: string; email: string }>,
    signSetId?: number,
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/offer/AddSeller',
      headers: { [PARTY_LINK_HEADER]: token },
      payload: { offerId: o.offerId, sellerAgentPartyId: sellerAgent, sellers, ...(signSetId ? { signSetId } : {}) },
    });

  it("seats a seller added from the seller agent's mailed link in a sign set of the buyer-signed documents when it accepts from its mail; it signs, the offer is Seller Signed, the seller agent is told", async () => {
    const { o, sellerAgent, agentEmail, agentToken, displayId } = await forwardedToSellerAgent('s1');
    const sellers = [
      { firstName: 'Sol', lastName: 'Seller', email: 'sol.s1@seller.example' },
      { firstName: 'Sky', lastName: 'Coseller', email: 'sky.s1@seller.example' },
      { firstName: 'Sid', lastName: 'Third', email: 'sid.s1@seller.example' },
    ];
    const added = await addSellers(o, sellerAgent, agentToken, sellers);
    expect([added.statusCode, added.json().message, added.json().statusId]).toEqual([
      200,
      'Offer Sent to Seller',
      OfferStatus.forwardedToSeller,
    ]);
    const [sol, sky, sid] = added.json().sellers as Array<{ partyId: number }>;
    // One mail each with its landing link; no set yet (a seller who counters never gets one), nobody got a sign link.
    const mails = await Promise.all(sellers.map(async (x) => (await portalMails(x.email))[0]));
    expect(mails.map((m) => [m.subject, m.partyId, m.signing])).toEqual([
      ['An offer for you to review', sol.partyId, null],
      ['An offer for you to review', sky.partyId, null],
      ['An offer for you to review', sid.partyId, null],
    ]);
    expect(await db().query('select id from sign_sets where offer_id = $1', [o.offerId])).toHaveLength(1);
    expect(await linksTo(sellers[0].email)).toEqual([]);

    // Accept from the mailed link (the seed's Accept → signing site): the seller is seated in a new set and gets its sign token.
    const accept = (partyId: number, token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/offer/AcceptOffer',
        headers: { [PARTY_LINK_HEADER]: token },
        payload: { offerDisplayId: displayId, partyId },
      });
    const accepted = await accept(sol.partyId, mails[0].t);
    expect([accepted.statusCode, accepted.json()]).toEqual([
      200,
      expect.objectContaining({ next: 'sign', contractId: o.contractId, signSetId: expect.any(Number), signToken: expect.any(String) }),
    ]);
    const solLink: SignerLink = { signSetId: accepted.json().signSetId, signToken: accepted.json().signToken };

    // The set: the documents of the buyers' completed set, on their signed copies; the accepting seller first, then the others holding a field.
    const buyerSet = (await db().one<{ id: number }>('select id from sign_sets where offer_id = $1 and status_id = $2', [
      o.offerId,
      DocumentState.Signed,
    ]))!.id;
    const sellerSet = (await db().one<{ id: number; status: number; category: string }>(
      'select id, status_id as status, category from sign_sets where offer_id = $1 and id <> $2',
      [o.offerId, buyerSet],
    ))!;
    expect([sellerSet.id, sellerSet.status, sellerSet.category]).toEqual([solLink.signSetId, DocumentState.Shared, 'Offer']);
    const files = (id: number) =>
      db().query<{ doc: number; file: number }>(
        'select offer_document_id as doc, file_id as file from sign_set_documents where sign_set_id = $1 order by sort_order',
        [id],
      );
    expect(await files(sellerSet.id)).toEqual(await files(buyerSet));
    expect(
      await db().query(
        'select party_id as "partyId", sign_order as "signOrder", sign_status as "signStatus" from sign_set_parties where sign_set_id = $1 order by sign_order',
        [sellerSet.id],
      ),
    ).toEqual([
      { partyId: sol.partyId, signOrder: 1, signStatus: SignerStatus.NotSigned },
      { partyId: sky.partyId, signOrder: 2, signStatus: SignerStatus.NotSigned },
    ]);
    // Each signs the holders its role names (the ones left out while the offer had no seller), nothing of the buyers'.
    const held = await db().query<{ partyId: number; fieldName: string }>(
      'select party_id as "partyId", field_name as "fieldName" from sign_set_fields where sign_set_id = $1',
      [sellerSet.id],
    );
    expect(held.filter((h) => h.partyId === sol.partyId).length).toBeGreaterThan(0);
    expect(held.every((h) => (h.partyId === sol.partyId ? /\.Seller1(\.|$)/ : /\.Seller2(\.|$)/).test(h.fieldName))).toBe(true);
    // A seller holding no signing field has nothing waiting; accepting again opens the same set.
    const sidAccept = await accept(sid.partyId, mails[2].t);
    expect([sidAccept.statusCode, sidAccept.json().message]).toEqual([409, NOTHING_TO_SIGN_MESSAGE]);
    const again = await accept(sol.partyId, mails[0].t);
    expect(again.json().signSetId).toBe(sellerSet.id);
    solLink.signToken = again.json().signToken;

    expect((await signWith(solLink, typed('Sol Seller'))).statusCode).toBe(200);
    expect(await statusOf(o.offerId)).toBe(OfferStatus.forwardedToSeller);
    // The second seller's turn came: its request arrives by mail, and its signature completes the set.
    const [skyLink] = await linksTo(sellers[1].email);
    expect(skyLink.signSetId).toBe(sellerSet.id);
    expect((await signWith(skyLink, typed('Sky Coseller'))).statusCode).toBe(200);

    const statusId = await statusOf(o.offerId);
    expect([statusId, offerStatusLabel({ statusId }).label]).toEqual([
      OfferStatus.sellerSigned,
      'Seller Signed and Forwarded to Seller Agent',
    ]);
    const told = (await portalMails(agentEmail)).filter((m) => m.subject === SELLER_SIGNED_SUBJECT);
    expect(told.map((m) => m.partyId)).toEqual([sellerAgent]);
    expect(SELLER_SIGNED_SUBJECT).toBe('Seller Signed and Forwarded to Seller Agent');
    // The seller agent's new link opens the offer: it forwards to the buyer agent from there.
    const view = await t.app.inject({
      url: `/offer/GetOfferByParty/${o.offerId}/${sellerAgent}`,
      headers: { [PARTY_LINK_HEADER]: told[0].t },
    });
    expect([view.statusCode, view.json().statusLabel]).toEqual([200, 'Seller Signed and Forwarded to Seller Agent']);
  });

  it("sellers join the open set the seller agent's link names after everyone in it; one added without a set joins the offer's open set when it accepts; a named set must still be open", async () => {
    // The seller agent's signature is assigned to it while the offer is a draft.
    const { o, sellerAgent, agentEmail, agentToken, displayId } = await forwardedToSellerAgent('s2', (d, agent) =>
      assignSignature(d, /SellerAgent/, agent),
    );
    // The buyer agent shares with the seller agent, then the second buyer, one by one; the seller agent signs at once.
    const shared = await share(o, { parties: [{ partyId: sellerAgent }, { partyId: o.second }], signingOrder: 1 });
    expect(shared.statusCode).toBe(200);
    const open = shared.json().id as number;
    const agentLink = (await linksTo(agentEmail)).filter((l) => l.signSetId === open).at(-1)!;
    expect((await signWith(agentLink, typed('Rita Receiver'))).statusCode).toBe(200);

    const named = await addSellers(
      o,
      sellerAgent,
      agentToken,
      [{ firstName: 'Ann', lastName: 'One', email: 'ann.s2@seller.example' }],
      open,
    );
    expect(named.statusCode).toBe(200);
    const later = await addSellers(o, sellerAgent, agentToken, [{ firstName: 'Ben', lastName: 'Two', email: 'ben.s2@seller.example' }]);
    expect(later.statusCode).toBe(200);
    const [ann, ben] = [named.json().sellers[0].partyId, later.json().sellers[0].partyId];
    // Added without a set, the second seller joins the offer's open set when it accepts.
    const benMail = (await portalMails('ben.s2@seller.example'))[0];
    const benAccept = await t.app.inject({
      method: 'POST',
      url: '/offer/AcceptOffer',
      headers: { [PARTY_LINK_HEADER]: benMail.t },
      payload: { offerDisplayId: displayId, partyId: ben },
    });
    expect([benAccept.statusCode, benAccept.json().signSetId]).toEqual([200, open]);
    expect(
      await db().query(
        'select party_id as "partyId", sign_order as "signOrder" from sign_set_parties where sign_set_id = $1 order by sign_order',
        [open],
      ),
    ).toEqual([
      { partyId: sellerAgent, signOrder: 1 },
      { partyId: o.second, signOrder: 2 },
      { partyId: ann, signOrder: 3 },
      { partyId: ben, signOrder: 4 },
    ]);
    expect(await db().query('select id from sign_sets where offer_id = $1', [o.offerId])).toHaveLength(2);
    // Not their turn yet: their landing links carry no sign set; the second buyer's signature asks the first of them.
    expect((await portalMails('ann.s2@seller.example'))[0].signing).toBeNull();
    expect(await linksTo('ann.s2@seller.example')).toEqual([]);
    const [maria] = await linksTo('maria.s2@example.test');
    expect((await signWith(maria, typed('Maria Two'))).statusCode).toBe(200);
    expect((await linksTo('ann.s2@seller.example')).map((l) => l.signSetId)).toEqual([open]);

    const buyerSet = (await db().one<{ id: number }>('select id from sign_sets where offer_id = $1 and status_id = $2', [
      o.offerId,
      DocumentState.Signed,
    ]))!.id;
    const closed = await addSellers(
      o,
      sellerAgent,
      agentToken,
      [{ firstName: 'Cy', lastName: 'Late', email: 'cy.s2@seller.example' }],
      buyerSet,
    );
    expect([closed.statusCode, closed.json().message]).toEqual([409, 'The sign set is no longer open for signing.']);
    expect(
      await db().query('select id from offer_parties where offer_id = $1 and side_id = $2 and role_id = $3', [
        o.offerId,
        Side.seller,
        PartyRole.Client,
      ]),
    ).toHaveLength(2);
  });
  /**
   * Forwarded to the seller agent, the buyer agent shares again with the second buyer, who signs; the
   * stamping its signature queued has not run yet (the test app does not stamp by itself): every
   * signer of that set signed, the set is still open.
   */
  async function allSignedStampingPending(suffix: string) {
    const ready = await forwardedToSellerAgent(suffix);
    const shared = await share(ready.o, { parties: [{ partyId: ready.o.second }] });
    expect(shared.statusCode).toBe(200);
    const open = shared.json().id as number;
    const [maria] = await linksTo(`maria.${suffix}@example.test`);
    expect((await sign(maria, typed('Maria Two'))).statusCode).toBe(200);
    expect([DocumentState.Shared, DocumentState.PendingSignature]).toContain(await setStatus(open));
    expect(await db().query('select id from sign_set_marks where sign_set_id = $1 and stamped_on is null', [open])).toHaveLength(1);
    return { ...ready, open };
  }
  const setStatus = async (id: number) => (await db().one<{ s: number }>('select status_id as s from sign_sets where id = $1', [id]))!.s;
  const signersOf = (id: number) =>
    db().query<{ partyId: number }>('select party_id as "partyId" from sign_set_parties where sign_set_id = $1 order by sign_order, id', [
      id,
    ]);

  it("a seller who accepts while the open set's signers all signed and its stamping is pending gets a new set of that set's signed copies once it is completed, not the old set", async () => {
    const { o, sellerAgent, agentToken, displayId, open } = await allSignedStampingPending('s3');
    const added = await addSellers(o, sellerAgent, agentToken, [{ firstName: 'Bo', lastName: 'Late', email: 'bo.s3@seller.example' }]);
    expect(added.statusCode).toBe(200);
    const bo = added.json().sellers[0].partyId as number;
    const boMail = (await portalMails('bo.s3@seller.example'))[0];
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/offer/AcceptOffer',
      headers: { [PARTY_LINK_HEADER]: boMail.t },
      payload: { offerDisplayId: displayId, partyId: bo },
    });
    expect([accepted.statusCode, accepted.json().next]).toEqual([200, 'sign']);
    const seated = accepted.json().signSetId as number;
    // The set everyone signed was stamped and completed first; the seller signs a new set made of its signed copies.
    expect(seated).not.toBe(open);
    expect(await setStatus(open)).toBe(DocumentState.Signed);
    expect(await db().query('select id from sign_set_marks where sign_set_id = $1 and stamped_on is null', [open])).toEqual([]);
    expect(await setStatus(seated)).toBe(DocumentState.Shared);
    expect(await signersOf(open)).toEqual([{ partyId: o.second }]);
    expect(await signersOf(seated)).toEqual([{ partyId: bo }]);
    const files = (id: number) =>
      db().query<{ doc: number; file: number }>(
        'select offer_document_id as doc, file_id as file from sign_set_documents where sign_set_id = $1 order by sort_order',
        [id],
      );
    expect(await files(seated)).toEqual(await files(open));
  });

  it('an open set whose signers all signed is not joined while its completion is pending: 409, nothing seated; Add Seller naming it stamps it first and finds it closed', async () => {
    const { o, sellerAgent, agentToken, open } = await allSignedStampingPending('s4');
    const added = await addSellers(o, sellerAgent, agentToken, [{ firstName: 'Di', lastName: 'Race', email: 'di.s4@seller.example' }]);
    expect(added.statusCode).toBe(200);
    const di = added.json().sellers[0].partyId as number;
    // A signature that came in after the caller's stamping: the seating's own guard.
    for (const signSetId of [undefined, open]) {
      await expect(
        db().tx((tx) =>
          seatSellers(tx, { offerId: o.offerId, signSetId, sellers: [di], message: null, actorPartyId: sellerAgent, actorUserId: null }),
        ),
      ).rejects.toMatchObject({ statusCode: 409, message: SIGN_SET_COMPLETING_MESSAGE });
    }
    expect(await signersOf(open)).toEqual([{ partyId: o.second }]);
    expect(await db().query('select id from sign_sets where offer_id = $1', [o.offerId])).toHaveLength(2);

    const named = await addSellers(
      o,
      sellerAgent,
      agentToken,
      [{ firstName: 'Ed', lastName: 'Named', email: 'ed.s4@seller.example' }],
      open,
    );
    expect([named.statusCode, named.json().message]).toEqual([409, SIGN_SET_CLOSED_MESSAGE]);
    expect(await setStatus(open)).toBe(DocumentState.Signed);
  });
});
