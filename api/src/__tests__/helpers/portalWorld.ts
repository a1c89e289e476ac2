import { PARTY_LINK_HEADER } from '@offerdesk/shared/contract';
import { CounterOfferStatus, OfferStatus, PartyRole, Side } from '@offerdesk/shared/domain';
import type { InjectOptions } from 'fastify';
import { issuePartyLink, issueReviewerLink } from '../../features/portal/partyLinks';
import { insertCounterOffer, insertOffer, insertParty, insertPerson } from '../../seed/writers';
import type { TestApp } from './testApp';

/** The routes of the offer flow's steps a party link (or an agent party's bearer) takes: counter, reject, accept, forwards, add seller. */
export const FLOW_STEP_URLS = [
  '/offer/RejectOffer',
  '/offer/AcceptOffer',
  '/offer/CreateCounterOfferPublic',
  '/offer/AddSeller',
  '/offer/ForwardToSellerAgent',
  '/offer/forwardToBuyerAgent',
  '/offer/ForwardToSeller',
  '/offer/ForwardToBuyer',
];

/** An offer with a party of every kind, each with its own link token. */
export interface PortalOfferWorld {
  offerId: number;
  displayId: string;
  parties: { buyerAgent: number; buyer: number; sellerAgent: number; seller: number };
  tokens: { buyerAgent: string; buyer: string; sellerAgent: string; seller: string; reviewer: string };
}

export const tokenOf = (path: string) => new URL(path, 'http://x').searchParams.get('t')!;

let serial = 0;
/** A fresh offer in `statusId`: the owner as buyer agent, a buyer, the receiver as seller agent, a seller, a reviewer. */
export async function portalOffer(t: TestApp, statusId: number = OfferStatus.forwardedToSellerAgent): Promise<PortalOfferWorld> {
  const db = t.testDb.db;
  const { owner, receiver } = t.world.agents;
  const n = ++serial;
  const offerId = await insertOffer(db, {
    ownerUserId: owner.userId,
    brokerageId: owner.brokerageId,
    statusId,
    streetNumber: String(100 + n),
    street: 'Portal Way',
    city: 'Linkton',
    stateId: 3,
    zipCode: '85001',
    offerPrice: 500_000,
    earnestMoneyDeposit: 5_000,
  });
  await db.query(`update offers set reviewer_first_name = 'Rita', reviewer_last_name = 'Review', reviewer_email = $2 where id = $1`, [
    offerId,
    `rita.${n}@review.example`,
  ]);
  const person = (firstName: string) =>
    insertPerson(db, { firstName, lastName: `P${n}`, email: `${firstName.toLowerCase()}.${n}@portal.example` });
  const parties = {
    buyerAgent: await insertParty(db, { offerId, personId: owner.personId, roleId: PartyRole.InhouseAgent, sideId: Side.buyer }),
    buyer: await insertParty(db, { offerId, personId: await person('Bea'), roleId: PartyRole.Client, sideId: Side.buyer }),
    sellerAgent: await insertParty(db, { offerId, personId: receiver.personId, roleId: PartyRole.InhouseAgent, sideId: Side.seller }),
    seller: await insertParty(db, { offerId, personId: await person('Sol'), roleId: PartyRole.Client, sideId: Side.seller }),
  };
  const link = async (partyId: number) => tokenOf(await issuePartyLink(db, { offerId, partyId }));
  const tokens = {
    buyerAgent: await link(parties.buyerAgent),
    buyer: await link(parties.buyer),
    sellerAgent: await link(parties.sellerAgent),
    seller: await link(parties.seller),
    reviewer: tokenOf(await issueReviewerLink(db, offerId)),
  };
  const { displayId } = (await db.one<{ displayId: string }>('select display_id as "displayId" from offers where id = $1', [offerId]))!;
  return { offerId, displayId, parties, tokens };
}

export const setStatus = (t: TestApp, offerId: number, statusId: number) =>
  t.testDb.db.query('update offers set status_id = $2 where id = $1', [offerId, statusId]);
export const statusOf = async (t: TestApp, offerId: number) =>
  (await t.testDb.db.one<{ s: number }>('select status_id as s from offers where id = $1', [offerId]))!.s;
export const resetCounters = (t: TestApp, offerId: number) =>
  t.testDb.db.query('delete from counter_offers where offer_id = $1', [offerId]);
export const addCounter = (
  t: TestApp,
  offerId: number,
  side: number,
  statusId: number = side === Side.seller ? CounterOfferStatus.active : CounterOfferStatus.pending,
) => insertCounterOffer(t.testDb.db, { offerId, partySideId: side, statusId, counterPrice: 490_000 });

/** The seller agent's Add Seller of one new seller with this e-mail. */
export const addSellerRequest = (w: PortalOfferWorld, email: string): InjectOptions => ({
  method: 'POST',
  url: '/offer/AddSeller',
  payload: {
    offerId: w.offerId,
    sellerAgentPartyId: w.parties.sellerAgent,
    sellers: [{ firstName: 'New', lastName: 'Seller', email }],
  },
});

/**
 * Fresh links for every party of the world: a step that mails a party a new link ends its older one
 * (docs/domain/portal.md), so a test taking one step after another gives each its live link.
 */
export async function relink(t: TestApp, w: PortalOfferWorld): Promise<void> {
  for (const party of ['buyerAgent', 'buyer', 'sellerAgent', 'seller'] as const)
    w.tokens[party] = tokenOf(await issuePartyLink(t.testDb.db, { offerId: w.offerId, partyId: w.parties[party] }));
}

/** A portal call with a link token (in the X-Party-Link header, as the portal sends it). */
export const withLink = (t: TestApp, token: string, options: InjectOptions) =>
  t.app.inject({ ...options, headers: { ...options.headers, [PARTY_LINK_HEADER]: token } });
