/**
 * The one offer-access policy (docs/domain/offers.md, "Who sees an offer"). A route declares what it
 * needs with `offerRoute`; the handler receives the resolved access. A use case that writes inside a
 * transaction asks again with `requireOfferAccess(t, …, { lock: true })`: the row lock and the status
 * it checks hold until the transaction ends.
 *
 * Every refusal of a caller who may not see the offer is the 404 of a missing offer (or the
 * route's own 404, e.g. 'Contract not found.'), so a stranger learns nothing about which ids exist.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RouteDef } from '@offerdesk/shared/contract';
import type { TokenSubject } from '../../auth/token';
import type { Db } from '../../db/db';
import { type AppError, invalidState, notFound, offerNotFound } from '../../http/errors';
import { route, type ContractHandler } from '../../http/route';
import { EDITABLE_STATUSES, findOfferAccess, type OfferAccess } from './offersRepo';

/**
 * What a route needs of the caller:
 * - `anySide`: the owner or one of the offer's parties (a seller-side agent party included);
 * - `owner`: the agent who made the offer;
 * - `ownerOfDraft`: the owner, and the offer still a draft or reviewer-rejected (else 409 `notEditable`);
 * - `buyerAgent`: the offer's buyer agent;
 * - `receiver`: a seller-side agent party of an offer someone else made (a received offer).
 */
export type OfferAccessNeed = 'anySide' | 'owner' | 'ownerOfDraft' | 'buyerAgent' | 'receiver';

export interface OfferAccessRule {
  need: OfferAccessNeed;
  /** The 404 for a caller who may not see the offer (default: 'Offer not found.'). */
  notFound?: () => AppError;
  /** The 409 message of `ownerOfDraft` when the offer left draft. */
  notEditable?: string;
  /** Row-lock the offer (inside a transaction). */
  lock?: boolean;
}

/** The 404 of a route that names the offer by its contract (or a contract of another offer). */
export const missingContract = () => notFound('Contract not found.');

const MEETS: Record<OfferAccessNeed, (access: OfferAccess) => boolean> = {
  anySide: () => true,
  owner: (a) => a.isOwner,
  ownerOfDraft: (a) => a.isOwner,
  buyerAgent: (a) => a.isBuyerAgent,
  receiver: (a) => a.isReceiver,
};

/** The caller's access to the offer when it meets the rule, else the rule's 404 (or 409 for a write once the offer left draft). */
export async function requireOfferAccess(db: Db, agent: TokenSubject, offerId: number, rule: OfferAccessRule): Promise<OfferAccess> {
  const access = await findOfferAccess(db, offerId, agent.userId, agent.personId, rule.lock ?? false);
  if (!access || !MEETS[rule.need](access)) throw (rule.notFound ?? offerNotFound)();
  if (rule.need === 'ownerOfDraft' && !EDITABLE_STATUSES.includes(access.statusId))
    throw invalidState(rule.notEditable ?? 'Only a draft or reviewer-rejected offer can change.');
  return access;
}

/** The caller's access to the offer, or undefined when the caller may not see it (for a use case that decides between rules itself). */
export const readOfferAccess = (db: Db, agent: TokenSubject, offerId: number): Promise<OfferAccess | undefined> =>
  findOfferAccess(db, offerId, agent.userId, agent.personId);

/** The request of a contract route, typed from its schema. */
export type ContractRequest<R extends RouteDef> = Parameters<ContractHandler<R>>[0];

/** The access an `offerRoute`'s preHandler resolved for its request. */
const resolved = new WeakMap<FastifyRequest, OfferAccess>();

/**
 * Registers a contract route behind the offer-access policy: its preHandler (after the request is
 * validated) finds the offer the request names (`offerId`, which may throw its own 404, e.g. for a
 * contract id) and refuses a caller who does not meet `rule`; the handler receives the access.
 */
export function offerRoute<R extends RouteDef>(
  app: FastifyInstance,
  db: Db,
  def: R,
  rule: OfferAccessRule & { offerId: (request: ContractRequest<R>) => number | Promise<number> },
  handler: (request: ContractRequest<R>, access: OfferAccess, reply: FastifyReply) => unknown,
): void {
  const preHandler = async (request: FastifyRequest) => {
    const req = request as unknown as ContractRequest<R>;
    resolved.set(request, await requireOfferAccess(db, request.agent, await rule.offerId(req), rule));
  };
  const routeHandler = function (this: FastifyInstance, request: ContractRequest<R>, reply: FastifyReply) {
    return handler(request, resolved.get(request as unknown as FastifyRequest)!, reply);
  };
  route(app, def, routeHandler as unknown as ContractHandler<R>, { preHandler });
}
