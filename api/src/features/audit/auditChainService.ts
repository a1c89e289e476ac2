/**
 * Chaining an offer's activities (docs/domain/audit.md). `chainOfferActivities` runs in the
 * transaction that wrote them: it takes the offer's row lock, so two API instances writing activities
 * of the same offer chain them one after the other, and writes of different offers never wait.
 */
import type { Db } from '../../db/db';
import { checkTrail, hashOf, type TrailCheck } from './auditChain';
import {
  chainActivity,
  chainedActivities,
  chainHead,
  lockChainHead,
  moveChainHead,
  offersWithUnchainedActivities,
  unchainedActivities,
} from './auditChainRepo';

/** Links every activity of the offer this transaction wrote (and any left unchained) after the chain's head. */
export async function chainOfferActivities(db: Db, offerId: number): Promise<void> {
  const head = await lockChainHead(db, offerId);
  if (!head) return;
  let { seq, hash } = head;
  for (const row of await unchainedActivities(db, offerId)) {
    const content = { ...row, seq: seq + 1, prevHash: hash };
    const entry = { ...content, hash: hashOf(content) };
    await chainActivity(db, entry);
    ({ seq, hash } = entry);
  }
  if (seq !== head.seq) await moveChainHead(db, offerId, { seq, hash });
}

/** At start-up: chains the activities written before the chain existed, offer by offer. */
export async function chainEarlierActivities(db: Db): Promise<void> {
  for (const offerId of await offersWithUnchainedActivities(db)) await db.tx((t) => chainOfferActivities(t, offerId));
}

/** The offer's trail in chain order and its head. */
export async function offerTrail(db: Db, offerId: number) {
  const entries = await chainedActivities(db, offerId);
  const head = await chainHead(db, offerId);
  return { entries, head: head ?? { seq: 0, hash: null } };
}

/** The check of the trail as the database holds it now. */
export async function checkOfferTrail(db: Db, offerId: number): Promise<TrailCheck> {
  const { entries, head } = await offerTrail(db, offerId);
  return checkTrail(entries, head);
}
