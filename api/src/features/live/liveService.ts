import type { FastifyRequest } from 'fastify';
import { LAST_EVENT_ID_HEADER, LAST_EVENT_ID_MESSAGE, LIVE_STREAM_TYPE, NOT_AN_EVENT_STREAM_MESSAGE } from '@offerdesk/shared/contract';
import type { TokenSubject } from '../../auth/token';
import type { Db } from '../../db/db';
import { AppError, badField } from '../../http/errors';
import { resolvePartyLink } from '../portal/partyLinks';
import { agentEventsAfter, offerEventsAfter } from './liveRepo';
import type { LiveReader } from './liveStream';

const LAST_EVENT_ID = /^\d{1,15}$/;

/** 406 unless the caller asks for an event stream (EventSource and the live client always do). */
export function requireEventStream(request: FastifyRequest): void {
  const accept = request.headers.accept ?? '';
  if (!accept.split(',').some((part) => part.split(';')[0].trim().toLowerCase() === LIVE_STREAM_TYPE))
    throw new AppError(406, 'not_acceptable', NOT_AN_EVENT_STREAM_MESSAGE);
}

/** The Last-Event-ID header as an activity id; undefined when absent; 400 naming the header for anything else. */
export function lastEventIdOf(request: FastifyRequest): number | undefined {
  const value = request.headers[LAST_EVENT_ID_HEADER.toLowerCase()];
  if (value === undefined) return undefined;
  const text = Array.isArray(value) ? value[0] : value;
  if (!LAST_EVENT_ID.test(text)) throw badField(LAST_EVENT_ID_HEADER, LAST_EVENT_ID_MESSAGE);
  return Number(text);
}

/** A signed-in agent's stream: every offer offerAccess's `anySide` lets the agent read. */
export const agentReader = (db: Db, agent: TokenSubject): LiveReader => ({
  caller: `agent:${agent.userId}`,
  eventsAfter: (afterId, limit) => agentEventsAfter(db, agent, afterId, limit),
  stillOpen: async () => true,
});

/** A party link's stream: the one offer the link opens, while it opens it (404 for any other token, 410 for a dead link). */
export async function partyReader(db: Db, token: string): Promise<LiveReader> {
  const party = await resolvePartyLink(db, token);
  return {
    caller: `party:${party.offerId}:${party.partyId}`,
    offerId: party.offerId,
    eventsAfter: (afterId, limit) => offerEventsAfter(db, party.offerId, afterId, limit),
    stillOpen: () =>
      resolvePartyLink(db, token).then(
        () => true,
        () => false,
      ),
  };
}
