/**
 * The offer's life after sending, as its parties act on it: forward between the agents and to the
 * clients, add sellers, counter, accept, reject. Every status change is a step of OFFER_FLOW moved
 * by moveOfferStatus (allowed-from checked and written in one statement, with its activity); every
 * recipient gets its own portal link by mail in the same transaction.
 */
import type {
  AcceptOfferResult,
  AddSellerBody,
  CounterOfferCreateBody,
  CounterOfferCreated,
  ForwardToBuyerAgentBody,
  ForwardToBuyerBody,
  ForwardToSellerAgentBody,
  ForwardToSellerBody,
  OfferPartyBody,
  OpenSigningResult,
  PortalActionResult,
  RejectOfferQuery,
  SellersAdded,
} from '@offerdesk/shared/contract';
import { DEFAULT_PARTY_LINK_DAYS } from '@offerdesk/shared/contract';
import {
  CounterOfferStatus,
  DocumentState,
  forwardedMessage,
  isClientRole,
  isOpenCounter,
  newCounterStatus,
  offerTextFor,
  OFFER_FLOW,
  OfferStatus,
  offerStatusLabel,
  rejectStep,
  counterStep,
  Side,
  type FlowStepName,
  type ForwardTarget,
} from '@offerdesk/shared/domain';
import { sellerListSchema, validateWith } from '@offerdesk/shared/schemas';
import { DEFAULT_LINK_BASES, type LinkBases } from '../../config';
import type { Db } from '../../db/db';
import { invalidState, notFound } from '../../http/errors';
import { enqueueMail } from '../../mail/enqueueMail';
import { insertPerson } from '../parties/contactsRepo';
import { insertCounterOffer, setCounterOfferStatus } from './counterOffersRepo';
import { insertSellerParty, markOfferAccepted, markOfferRejected, offerDocumentIdsAmong, openSetWaitingForParty } from './offerFlowRepo';
import { findOfferRow } from './offersRepo';
import { partiesOfOffer, type OfferPartyRow } from '../parties/partiesRepo';
import { formatAddress } from './offerAddress';
import { lockOpenOffer } from './closedOffer';
import { moveOfferStatus } from './offerTransition';
import { refused } from '../parties/partyAccess';
import { actingParty, isAgentRole, issuePartyLink, offerIdOfDisplayId, type ActingParty, type PortalCaller } from '../portal/partyLinks';
import { counterOffersOf, listingAgentsPending, partyName, toPortalCounter } from '../portal/portalOfferService';
import { counterValueErrors } from './counterValues';
import { issueSignToken } from '../signing/signingService';
import { seatSellers } from '../signing/sellerSignSet';
import { partiesInOpenSets } from '../signing/signSetsRepo';

export const NOT_YOURS_MESSAGE = 'This action is not available to you.';
export const REJECTED_MESSAGE = 'Successfully Rejected';
export const COUNTER_SENT_MESSAGE = 'Counter Offer Sent';
export const COUNTER_ACCEPTED_MESSAGE = 'Counter Offer Accepted';
export const SIGN_NEXT_MESSAGE = 'Please sign the documents to accept the offer.';
export const NOTHING_TO_SIGN_MESSAGE = 'There are no documents waiting for your signature.';
export const LISTING_AGENTS_SIGNING_MESSAGE = 'All listing agents have to complete the documents signing before forwarding to seller.';
export const SELLER_AGENT_EMAIL_MISSING = 'Seller agent email is missing.';
export const BUYER_AGENT_EMAIL_MISSING = 'Buyer agent email is missing.';
export const BUYER_EMAIL_MISSING = 'Buyer email is missing';
export const SELLERS_MISSING = 'Seller information is required';
export const SELLER_ALREADY_ADDED = 'This seller has already been added.';
export const SELLERS_ADDED_MESSAGE = 'Offer Sent to Seller';
export const UNKNOWN_DOCUMENT_MESSAGE = 'Unknown document.';

const OPEN_SETS: readonly number[] = [DocumentState.Shared, DocumentState.PendingSignature];
const notYours = () => invalidState(NOT_YOURS_MESSAGE);

/** Moves the offer by a flow step (a step that keeps the status still checks where it may start), recording who did it. */
async function runStep(tx: Db, step: FlowStepName, actor: ActingParty, details?: Record<string, unknown>): Promise<number> {
  const s = OFFER_FLOW[step];
  // An accepted or sold offer takes no more steps: checked under the offer's row lock, in this transaction.
  const statusId = await lockOpenOffer(tx, actor.offerId, step);
  const to = s.to ?? statusId;
  await moveOfferStatus(tx, {
    offerId: actor.offerId,
    from: s.from,
    to,
    action: `offer.${step}`,
    what: s.what,
    actorUserId: actor.userId,
    actorPartyId: actor.partyId,
    details,
  });
  return to;
}

/** Mails each recipient its own link to the offer (once per party, only those with an e-mail). */
export async function mailLinks(
  tx: Db,
  offerId: number,
  recipients: readonly OfferPartyRow[],
  subject: string,
  message: string | null | undefined,
  from: string,
  linkBaseUrl: LinkBases,
  segments?: ReadonlyArray<string | number>,
) {
  const seen = new Set<number>();
  for (const r of recipients) {
    if (!r.email || seen.has(r.partyId)) continue;
    seen.add(r.partyId);
    const days = linkBaseUrl.partyLinkDays ?? DEFAULT_PARTY_LINK_DAYS;
    const link = await issuePartyLink(tx, { offerId, partyId: r.partyId, segments, days });
    await enqueueMail(tx, {
      to: r.email,
      subject,
      text:
        `${message ? `${message}\n\n` : ''}${from} sent you an offer. Open it: ${linkBaseUrl.portal}${link}\n\n` +
        `This link works for ${days} days and only until a newer one is sent to you; then ask ${from} for a new link.`,
      offerId,
      key: `portal:${offerId}:${r.partyId}:${link.slice(-16)}`,
    });
  }
}

const agentsOf = (parties: readonly OfferPartyRow[], side: number) => parties.filter((p) => p.sideId === side && isAgentRole(p.roleId));
const clientsOf = (parties: readonly OfferPartyRow[], side: number) => parties.filter((p) => p.sideId === side && isClientRole(p.roleId));
const chosen = (parties: readonly OfferPartyRow[], ids: readonly number[] | undefined) => {
  const byId = new Map(parties.map((p) => [p.partyId, p]));
  for (const id of ids ?? [])
    if (!byId.has(id)) throw refused('validation', 'Unknown recipient.', { optionalRecipients: 'Unknown recipient.' });
  return (ids ?? []).map((id) => byId.get(id)!);
};

/** The caller's party on the offer, required to be of the given side and an agent. */
export async function actingAgentOn(tx: Db, caller: PortalCaller, offerId: number, agentId: number | null | undefined, side: number) {
  const actor = await actingParty(tx, caller, offerId, agentId);
  if (!isAgentRole(actor.roleId) || actor.sideId !== side) throw notYours();
  return actor;
}

/** The caller's party on the offer with this display id, required to be of the given side and an agent. */
const actingAgent = async (tx: Db, caller: PortalCaller, displayId: string, agentId: number | null | undefined, side: number) =>
  actingAgentOn(tx, caller, await offerIdOfDisplayId(tx, displayId), agentId, side);

/** The counter offer a forward carries: one of the offer's. */
async function carriedCounter(tx: Db, offerId: number, ref: { id: number } | null | undefined) {
  if (!ref) return null;
  const found = (await counterOffersOf(tx, offerId)).find((c) => c.id === ref.id);
  if (!found) throw notFound('Counter offer not found.');
  return found.id;
}

interface ForwardPlan {
  step: FlowStepName;
  target: ForwardTarget;
  recipients: (parties: readonly OfferPartyRow[]) => OfferPartyRow[];
  /** The refusal when no recipient has an e-mail. */
  missing: () => Error;
}

const FORWARDS: Record<'toSellerAgent' | 'toBuyerAgent' | 'toSeller' | 'toBuyer', ForwardPlan & { side: number }> = {
  toSellerAgent: {
    side: Side.buyer,
    step: 'forwardToSellerAgent',
    target: 'sellerAgent',
    recipients: (p) => agentsOf(p, Side.seller),
    missing: () => notFound(SELLER_AGENT_EMAIL_MISSING),
  },
  toBuyerAgent: {
    side: Side.seller,
    step: 'forwardToBuyerAgent',
    target: 'buyerAgent',
    recipients: (p) => agentsOf(p, Side.buyer),
    missing: () => notFound(BUYER_AGENT_EMAIL_MISSING),
  },
  toSeller: {
    side: Side.seller,
    step: 'forwardToSeller',
    target: 'seller',
    recipients: (p) => clientsOf(p, Side.seller),
    missing: () => invalidState(SELLERS_MISSING),
  },
  toBuyer: {
    side: Side.buyer,
    step: 'forwardToBuyer',
    target: 'buyer',
    recipients: (p) => clientsOf(p, Side.buyer),
    missing: () => invalidState(BUYER_EMAIL_MISSING),
  },
};

interface ForwardBody {
  offerDisplayId: string;
  agentId?: number | null;
  message?: string | null;
  optionalRecipients?: number[];
  counterOfferViewModel?: { id: number } | null;
}

/** One forward: the caller's agent party of the right side, the step, and the links mailed. */
async function forward(
  db: Db,
  caller: PortalCaller,
  kind: ForwardKind,
  body: ForwardBody,
  details: Record<string, unknown> = {},
  linkBaseUrl: LinkBases = DEFAULT_LINK_BASES,
  check?: (tx: Db, offerId: number) => Promise<void>,
): Promise<PortalActionResult> {
  return db.tx(async (tx) => {
    const actor = await actingAgent(tx, caller, body.offerDisplayId, body.agentId, FORWARDS[kind].side);
    await check?.(tx, actor.offerId);
    return forwardAs(tx, actor, kind, body, details, linkBaseUrl);
  });
}

export type ForwardKind = keyof typeof FORWARDS;

/** A forward's mail subject: to the seller agent the offer text ('You have an offer to purchase your listing at {address}'). */
async function forwardSubject(tx: Db, offerId: number, kind: ForwardKind) {
  if (kind !== 'toSellerAgent') return 'An offer was forwarded to you';
  const offer = await findOfferRow(tx, offerId, 0);
  return offer ? offerTextFor(formatAddress(offer).fullAddress) : 'An offer was forwarded to you';
}

/**
 * A forward by an agent party already known to act (inside the caller's transaction): the step by
 * moveOfferStatus and each recipient's link by enqueueMail. `only` narrows the plan's recipients
 * (auto-forward: the seller agents who chose it).
 */
export async function forwardAs(
  tx: Db,
  actor: ActingParty,
  kind: ForwardKind,
  body: Omit<ForwardBody, 'offerDisplayId' | 'agentId'>,
  details: Record<string, unknown>,
  linkBaseUrl: LinkBases,
  only: (p: OfferPartyRow) => boolean = () => true,
): Promise<PortalActionResult> {
  const plan = FORWARDS[kind];
  const parties = await partiesOfOffer(tx, actor.offerId);
  const targets = plan.recipients(parties).filter(only);
  const recipients = [...targets, ...chosen(parties, body.optionalRecipients)];
  if (!targets.some((p) => p.email)) throw plan.missing();
  if (kind === 'toSeller' && (await listingAgentsPending(tx, actor.offerId))) throw invalidState(LISTING_AGENTS_SIGNING_MESSAGE);
  const counterOfferId = await carriedCounter(tx, actor.offerId, body.counterOfferViewModel);
  const statusId = await runStep(tx, plan.step, actor, { ...details, counterOfferId, recipients: recipients.map((r) => r.partyId) });
  const from = partyName(parties.find((p) => p.partyId === actor.partyId)!);
  await mailLinks(tx, actor.offerId, recipients, await forwardSubject(tx, actor.offerId, kind), body.message, from, linkBaseUrl);
  return { message: forwardedMessage(plan.target), statusId };
}

/** PUT /offer/ForwardToSellerAgent */
export async function forwardToSellerAgent(db: Db, caller: PortalCaller, body: ForwardToSellerAgentBody, linkBaseUrl?: LinkBases) {
  const documentIds = body.accessibleDocumentIds ?? [];
  /** The documents sent along are the offer's own, else 400 naming the field (checked once the caller is known to be the buyer agent). */
  const checkDocuments = async (tx: Db, offerId: number) => {
    const known = await offerDocumentIdsAmong(tx, offerId, documentIds);
    if (known.length !== documentIds.length)
      throw refused('validation', UNKNOWN_DOCUMENT_MESSAGE, { accessibleDocumentIds: UNKNOWN_DOCUMENT_MESSAGE });
  };
  return forward(
    db,
    caller,
    'toSellerAgent',
    body,
    { signSetId: body.signSetId ?? null, signingParties: body.signingParties ?? [], accessibleDocumentIds: documentIds },
    linkBaseUrl,
    checkDocuments,
  );
}
/** PUT /offer/forwardToBuyerAgent */
export const forwardToBuyerAgent = (db: Db, caller: PortalCaller, body: ForwardToBuyerAgentBody, linkBaseUrl?: LinkBases) =>
  forward(db, caller, 'toBuyerAgent', body, {}, linkBaseUrl);
/** PUT /offer/ForwardToSeller */
export const forwardToSeller = (db: Db, caller: PortalCaller, body: ForwardToSellerBody, linkBaseUrl?: LinkBases) =>
  forward(db, caller, 'toSeller', body, {}, linkBaseUrl);
/** PUT /offer/ForwardToBuyer */
export const forwardToBuyer = (db: Db, caller: PortalCaller, body: ForwardToBuyerBody, linkBaseUrl?: LinkBases) =>
  forward(db, caller, 'toBuyer', body, {}, linkBaseUrl);

/**
 * Brings the offer's stamping up to date (signStamping.ts `stampPendingOfOffer`, wired as a route
 * dep): run before a transaction that seats sellers, so a set whose signers all signed is completed
 * first and the sellers get a new set of its signed copies instead of joining it.
 */
export type StampPendingOfOffer = (offerId: number) => Promise<void>;

/** POST /offer/AddSeller: the seller agent adds the sellers (seller-side clients) and forwards the offer to them. */
export async function addSellers(
  db: Db,
  caller: PortalCaller,
  body: AddSellerBody,
  linkBaseUrl: LinkBases,
  stampPending: StampPendingOfOffer,
): Promise<SellersAdded> {
  const errors = await validateWith(sellerListSchema, { sellers: body.sellers });
  if (Object.keys(errors).length) throw refused('validation', Object.values(errors)[0], errors);
  // Seated in the named set: its pending stamping first (a party of the offer only).
  if (body.signSetId != null) {
    await actingParty(db, caller, body.offerId, body.sellerAgentPartyId);
    await stampPending(body.offerId);
  }
  const sellers = body.sellers.map((s) => ({
    firstName: s.firstName.trim(),
    lastName: s.lastName.trim(),
    email: s.email.trim(),
    message: s.message?.trim() || null,
  }));
  return db.tx(async (tx) => {
    const actor = await actingParty(tx, caller, body.offerId, body.sellerAgentPartyId);
    if (!isAgentRole(actor.roleId) || actor.sideId !== Side.seller) throw notYours();
    const parties = await partiesOfOffer(tx, body.offerId);
    const known = new Set(
      clientsOf(parties, Side.seller)
        .map((p) => p.email?.toLowerCase())
        .filter(Boolean),
    );
    const dupes: Record<string, string> = {};
    sellers.forEach((s, i) => {
      const email = s.email.toLowerCase();
      if (known.has(email)) dupes[`sellers[${i}].email`] = SELLER_ALREADY_ADDED;
      known.add(email);
    });
    if (Object.keys(dupes).length) throw refused('validation', SELLER_ALREADY_ADDED, dupes);
    if (await listingAgentsPending(tx, body.offerId)) throw invalidState(LISTING_AGENTS_SIGNING_MESSAGE);
    const added: SellersAdded['sellers'] = [];
    for (const s of sellers) {
      const personId = await insertPerson(tx, {
        firstName: s.firstName,
        lastName: s.lastName,
        email: s.email,
        createdByUserId: actor.userId,
      });
      const partyId = await insertSellerParty(tx, { offerId: body.offerId, personId, message: s.message });
      added.push({ partyId, name: `${s.firstName} ${s.lastName}`, email: s.email });
    }
    // The sellers join the set the seller agent's link names; otherwise a seller is seated when it accepts.
    const seated =
      body.signSetId == null
        ? null
        : await seatSellers(tx, {
            offerId: body.offerId,
            signSetId: body.signSetId,
            sellers: added.map((a) => a.partyId),
            message: sellers.find((s) => s.message)?.message ?? null,
            actorPartyId: actor.partyId,
            actorUserId: actor.userId,
          });
    const statusId = await runStep(tx, 'addSeller', actor, {
      sellers: added.map((a) => a.partyId),
      signSetId: body.signSetId ?? null,
      franchiseId: body.franchiseId ?? null,
    });
    const from = partyName(parties.find((p) => p.partyId === actor.partyId)!);
    // One mail each: the landing page, carrying the seller's sign set and token once its turn came (Accept opens signing).
    for (const [i, a] of added.entries()) {
      const signs = seated?.turnCame.has(a.partyId)
        ? [seated.contractId, seated.signSetId, await issueSignToken(tx, seated.signSetId, a.partyId)]
        : [];
      await mailLinks(
        tx,
        body.offerId,
        [{ partyId: a.partyId, email: a.email } as OfferPartyRow],
        'An offer for you to review',
        sellers[i].message,
        from,
        linkBaseUrl,
        [body.offerId, a.partyId, ...signs],
      );
    }
    return { message: SELLERS_ADDED_MESSAGE, statusId, sellers: added };
  });
}

/** The mail the seller agents get once every seller signed: the status' own words (docs/domain/offers.md, "Status ids and labels"). */
export const SELLER_SIGNED_SUBJECT = offerStatusLabel({ statusId: OfferStatus.sellerSigned }).label;

/** Once the sellers' set is complete (Seller Signed and Forwarded to Seller Agent): each seller-side agent gets its own link, from the last seller who signed. */
export async function mailSellerAgentsSellersSigned(tx: Db, offerId: number, lastSignerPartyId: number, linkBaseUrl: LinkBases) {
  const parties = await partiesOfOffer(tx, offerId);
  const from = partyName(parties.find((p) => p.partyId === lastSignerPartyId)!);
  await mailLinks(tx, offerId, agentsOf(parties, Side.seller), SELLER_SIGNED_SUBJECT, null, from, linkBaseUrl);
}

/** The caller's party on the offer named by display id and party id. */
async function actingByDisplayId(tx: Db, caller: PortalCaller, body: OfferPartyBody) {
  const offerId = await offerIdOfDisplayId(tx, body.offerDisplayId);
  return actingParty(tx, caller, offerId, body.partyId);
}

/** The latest counter, when it is an open one of the other side. */
async function openCounterOfOtherSide(tx: Db, actor: ActingParty) {
  const counters = await counterOffersOf(tx, actor.offerId);
  const latest = counters[counters.length - 1];
  return latest && latest.partySideId !== actor.sideId && isOpenCounter(latest) ? latest : undefined;
}

/** A rejection by a party already known to act (inside the caller's transaction): the party's reject step and `rejected_on`. */
export async function rejectAs(tx: Db, actor: ActingParty, details?: Record<string, unknown>): Promise<number> {
  const step = rejectStep(actor.roleId, actor.sideId);
  if (!step) throw notYours();
  const statusId = await runStep(tx, step, actor, details);
  await markOfferRejected(tx, actor.offerId);
  return statusId;
}

/** PUT /offer/RejectOffer */
export async function rejectOffer(db: Db, caller: PortalCaller, query: RejectOfferQuery): Promise<PortalActionResult> {
  return db.tx(async (tx) => {
    const actor = await actingByDisplayId(tx, caller, query);
    return { message: REJECTED_MESSAGE, statusId: await rejectAs(tx, actor) };
  });
}

/** 'Your offer on {address} was declined': the mail each buyer agent of a declined offer gets (docs/domain/compare.md). */
export const declinedSubject = (address: string) => `Your offer on ${address} was declined`;

/** Each buyer-side agent of the offer the seller agent declined gets its own link to it, from the seller agent. */
export async function mailBuyerAgentsDeclined(tx: Db, actor: ActingParty, message: string | null | undefined, linkBaseUrl: LinkBases) {
  const parties = await partiesOfOffer(tx, actor.offerId);
  const offer = await findOfferRow(tx, actor.offerId, 0);
  const subject = declinedSubject(offer ? formatAddress(offer).fullAddress : 'your listing');
  const from = partyName(parties.find((p) => p.partyId === actor.partyId)!);
  await mailLinks(tx, actor.offerId, agentsOf(parties, Side.buyer), subject, message, from, linkBaseUrl);
}

/** The newest open sign set still waiting for the party's signature. */
const openSetWaitingFor = (tx: Db, actor: ActingParty) => openSetWaitingForParty(tx, actor.offerId, actor.partyId, OPEN_SETS);

/**
 * A seller who accepts with no set waiting for it is seated (sellerSignSet.ts): it signs first, the
 * offer's other sellers not yet seated after it, in the order they were added.
 */
async function seatAcceptingSeller(tx: Db, actor: ActingParty) {
  const parties = await partiesOfOffer(tx, actor.offerId);
  const seated = new Set(await partiesInOpenSets(tx, actor.offerId, OPEN_SETS));
  const others = clientsOf(parties, Side.seller).filter((p) => p.partyId !== actor.partyId && !seated.has(p.partyId));
  const seat = await seatSellers(tx, {
    offerId: actor.offerId,
    sellers: [actor.partyId, ...others.map((p) => p.partyId)],
    message: null,
    actorPartyId: actor.partyId,
    actorUserId: actor.userId,
  });
  return seat && (await openSetWaitingFor(tx, actor));
}

/** POST /offer/AcceptOffer: a client accepts the other side's open counter, or is sent to sign. */
export async function acceptOffer(
  db: Db,
  caller: PortalCaller,
  body: OfferPartyBody,
  stampPending: StampPendingOfOffer,
): Promise<AcceptOfferResult> {
  // A seller may be seated: the offer's pending stamping first.
  const who = await actingByDisplayId(db, caller, body);
  if (isClientRole(who.roleId) && who.sideId === Side.seller) await stampPending(who.offerId);
  return db.tx(async (tx) => {
    const actor = await actingByDisplayId(tx, caller, body);
    if (!isClientRole(actor.roleId)) throw notYours();
    const counter = await openCounterOfOtherSide(tx, actor);
    const buyer = actor.sideId === Side.buyer;
    if (counter) {
      const statusId = await runStep(tx, buyer ? 'acceptCounterByBuyer' : 'acceptCounterBySeller', actor, { counterOfferId: counter.id });
      await setCounterOfferStatus(tx, counter.id, CounterOfferStatus.approved);
      await markOfferAccepted(tx, actor.offerId);
      return { next: 'accepted', message: COUNTER_ACCEPTED_MESSAGE, statusId, counterOfferId: counter.id };
    }
    const statusId = await runStep(tx, buyer ? 'acceptBySigningBuyer' : 'acceptBySigningSeller', actor);
    const set = (await openSetWaitingFor(tx, actor)) ?? (buyer ? undefined : await seatAcceptingSeller(tx, actor));
    if (!set) throw invalidState(NOTHING_TO_SIGN_MESSAGE);
    const signToken = await issueSignToken(tx, set.signSetId, actor.partyId);
    return { next: 'sign', message: SIGN_NEXT_MESSAGE, statusId, ...set, signToken };
  });
}

/**
 * POST /offer/OpenSigning: an agent party goes to sign its open sign set — the seller agent who has not
 * signed yet signs before adding sellers, then comes back to add-seller (docs/domain/portal.md,
 * "Sign first, registration at signing"). A new sign token of its own for that set (an earlier one stops working).
 */
export async function openSigning(db: Db, caller: PortalCaller, body: OfferPartyBody): Promise<OpenSigningResult> {
  return db.tx(async (tx) => {
    const actor = await actingByDisplayId(tx, caller, body);
    if (!isAgentRole(actor.roleId)) throw notYours();
    const set = await openSetWaitingFor(tx, actor);
    if (!set) throw invalidState(NOTHING_TO_SIGN_MESSAGE);
    return { ...set, signToken: await issueSignToken(tx, set.signSetId, actor.partyId) };
  });
}

/** POST /offer/CreateCounterOfferPublic */
export async function createCounterOffer(
  db: Db,
  caller: PortalCaller,
  body: CounterOfferCreateBody,
  linkBaseUrl: LinkBases = DEFAULT_LINK_BASES,
  now = new Date(),
): Promise<CounterOfferCreated> {
  return db.tx(async (tx) => {
    const actor = await actingByDisplayId(tx, caller, body);
    const step = counterStep(actor.roleId, actor.sideId);
    if (!step) throw notYours();
    const errors = counterValueErrors(body, isAgentRole(actor.roleId), now);
    if (Object.keys(errors).length) throw refused('validation', Object.values(errors)[0], errors);
    const statusId = await runStep(tx, step, actor);
    const id = await insertCounterOffer(tx, {
      offerId: actor.offerId,
      partyId: actor.partyId,
      partySideId: actor.sideId,
      statusId: newCounterStatus(actor.sideId),
      counterPrice: body.counterPrice ?? null,
      counterEarnestMoney: body.counterEarnestMoney ?? null,
      counterFinancingId: body.counterFinancingId ?? null,
      counterCOE: body.counterCOE ?? null,
      counterAcceptanceDeadLine: body.counterAcceptanceDeadLine ?? null,
      counterTerms: body.counterTerms?.trim() || null,
    });
    const counters = await counterOffersOf(tx, actor.offerId);
    const index = counters.findIndex((c) => c.id === id);
    // A client's counter goes back to its own agent.
    if (isClientRole(actor.roleId)) {
      const parties = await partiesOfOffer(tx, actor.offerId);
      await mailLinks(
        tx,
        actor.offerId,
        agentsOf(parties, actor.sideId),
        'A counter offer for you to review',
        null,
        partyName(parties.find((p) => p.partyId === actor.partyId)!),
        linkBaseUrl,
      );
    }
    return { message: COUNTER_SENT_MESSAGE, statusId, counterOffer: toPortalCounter(counters[index], index) };
  });
}
