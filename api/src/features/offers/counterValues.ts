/**
 * The rules of a counter offer's values (docs/domain/portal.md, "Counter values"): money in whole US dollars,
 * close of escrow a calendar date, a known financing type, the acceptance deadline set by agents
 * only, in the future and on a 15-minute step. Answers the messages by field name (empty: valid).
 */
import type { CounterOfferCreateBody } from '@offerdesk/shared/contract';
import { LOOKUP_INDEX } from '../lookups/lookupIndex';

export const COUNTER_MESSAGES = {
  priceRequired: 'Counter price is required',
  priceWhole: 'Counter price must be a whole dollar amount',
  earnestWhole: 'Counter earnest money must be a whole dollar amount',
  coeDate: 'Close of escrow must be a valid date',
  financing: 'Unknown financing type',
  deadlineAgentsOnly: 'Only agents set the acceptance deadline',
  deadlineStep: 'The acceptance deadline is set in 15-minute steps',
  deadlinePast: 'The acceptance deadline must be in the future',
} as const;

const isCalendarDate = (text: string) => {
  const d = new Date(`${text}T00:00:00.000Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
};

export function counterValueErrors(body: CounterOfferCreateBody, byAgent: boolean, now: Date): Record<string, string> {
  const M = COUNTER_MESSAGES;
  const out: Record<string, string> = {};
  if (body.counterPrice == null) out.counterPrice = M.priceRequired;
  else if (!Number.isInteger(body.counterPrice)) out.counterPrice = M.priceWhole;
  if (body.counterEarnestMoney != null && !Number.isInteger(body.counterEarnestMoney)) out.counterEarnestMoney = M.earnestWhole;
  if (body.counterCOE != null && !isCalendarDate(body.counterCOE)) out.counterCOE = M.coeDate;
  if (body.counterFinancingId != null && !LOOKUP_INDEX.financingTypes.has(body.counterFinancingId)) out.counterFinancingId = M.financing;
  const deadline = body.counterAcceptanceDeadLine;
  if (deadline != null) {
    const at = new Date(deadline);
    if (!byAgent) out.counterAcceptanceDeadLine = M.deadlineAgentsOnly;
    else if (Number.isNaN(at.getTime()) || at.getTime() % (15 * 60_000) !== 0) out.counterAcceptanceDeadLine = M.deadlineStep;
    else if (at <= now) out.counterAcceptanceDeadLine = M.deadlinePast;
  }
  return out;
}
