import { PartyRole, Side } from '@offerdesk/shared/domain';

/**
 * Which offer parties are the signed-in agent's, as SQL over an `offer_parties` row aliased `p` and a
 * parameter holding the agent's person id (from its verified token, never from the request).
 *
 * Agents are matched by e-mail (docs/domain/parties.md, "Agents matched by e-mail: the outside seller agent who uses OfferDesk"): a
 * seller agent of another brokerage is on the offer as an
 * outside-agent contact of the buyer agent's brokerage (a person row of its own), not as the user who
 * signs in. So a seller-side agent party (in-house or outside) is the agent's when it is the agent's
 * own person or when its person's e-mail equals the agent's e-mail, case-insensitively. Every other
 * party is the agent's only when it is the agent's own person.
 */

/** The agent-party rows that make an offer "received": seller-side in-house or outside agent. */
export const RECEIVED_PARTY_CONDITION = `p.side_id = ${Side.seller} and p.role_id in (${PartyRole.InhouseAgent}, ${PartyRole.OutsideAgent})`;

/** Ids of the persons whose e-mail is that of person `me` (case-insensitive); none when it has no e-mail. */
const personsWithEmailOf = (me: string) =>
  `select same.id from persons me join persons same on lower(same.email) = lower(me.email) where me.id = ${me}`;

/** Party `p` is a seller-side agent party that is the agent (person `me`): itself or by its e-mail. */
export const receivedPartyOf = (me: string) =>
  `(${RECEIVED_PARTY_CONDITION} and (p.person_id = ${me} or p.person_id in (${personsWithEmailOf(me)})))`;

/**
 * Party `p` is the offer's buyer agent and that buyer agent is the agent (person `me`): the in-house agent party
 * on the buyer side whose e-mail matches the agent's (its own person included), docs/domain/offers.md.
 */
export const buyerAgentPartyOf = (me: string) =>
  `(p.side_id = ${Side.buyer} and p.role_id = ${PartyRole.InhouseAgent} and (p.person_id = ${me} or p.person_id in (${personsWithEmailOf(me)})))`;

/**
 * The agent (user `userId`, person `me`) is the buyer agent of offer `o`: it is the in-house buyer-side agent party by
 * e-mail, or it owns the offer and the offer names no in-house buyer-side agent yet (a draft still being put together).
 */
export const isBuyerAgentOf = (userId: string, me: string) =>
  `(exists (select 1 from offer_parties p where p.offer_id = o.id and ${buyerAgentPartyOf(me)})
    or (o.owner_user_id = ${userId} and not exists (select 1 from offer_parties p where p.offer_id = o.id
          and p.side_id = ${Side.buyer} and p.role_id = ${PartyRole.InhouseAgent})))`;

/** Party `p` is the agent's own (person `me`): its person, or a seller-side agent party or the buyer agent party matched by e-mail. */
export const ownPartyOf = (me: string) => `(p.person_id = ${me} or ${receivedPartyOf(me)} or ${buyerAgentPartyOf(me)})`;

/** The agent (user `userId`, person `me`) may read offer `o` (offerAccess.ts `anySide`): it owns the offer or one of its parties is the agent's. */
export const agentReadsOffer = (userId: string, me: string) =>
  `(o.owner_user_id = ${userId} or exists (select 1 from offer_parties p where p.offer_id = o.id and ${ownPartyOf(me)}))`;
