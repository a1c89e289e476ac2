/**
 * Live status (docs/domain/live.md): a server-sent event stream per signed-in agent and per party
 * link. The caller's credential travels in a header (Authorization or X-Party-Link), never in the
 * address, so the browser reads the stream with fetch, not EventSource. Each event is one offer
 * activity the caller may read; its SSE `id` is the activity id, sent back as Last-Event-ID to
 * replay what a dropped stream missed.
 */
import { defineRoute, fileResponses } from './route';

export const LIVE_STREAM_TYPE = 'text/event-stream';
export const LAST_EVENT_ID_HEADER = 'Last-Event-ID';

/** status: the offer's status changed; signing: a party signed, declined or a sign set completed; activity: anything else. */
export const LIVE_EVENT_KINDS = ['status', 'signing', 'activity'] as const;
export type LiveEventKind = (typeof LIVE_EVENT_KINDS)[number];

/** The `data` of one event (JSON). */
export interface LiveEvent {
  /** The activity id, also the event's SSE id. */
  id: number;
  offerId: number;
  action: string;
  kind: LiveEventKind;
  /** The offer's status when the event was read. */
  statusId: number;
  at: string;
}

export const LAST_EVENT_ID_MESSAGE = 'The last event id is a whole number from a stream of this API.';
export const NOT_AN_EVENT_STREAM_MESSAGE = 'This route answers only Accept: text/event-stream.';
export const TOO_MANY_STREAMS_MESSAGE = 'Too many live streams are open for you; close a tab and try again.';

const tags = ['live'];

export const liveRoutes = {
  agent: defineRoute({
    method: 'GET',
    url: '/live/offers',
    auth: 'agent',
    summary: 'Live events of every offer the signed-in agent may read (server-sent events)',
    description: 'Accept: text/event-stream; Last-Event-ID replays the events after it. Other Accept: 406.',
    tags,
    produces: LIVE_STREAM_TYPE,
    schema: { response: fileResponses(400, 401, 406, 429) },
  }),
  party: defineRoute({
    method: 'GET',
    url: '/live/party',
    auth: 'party',
    summary: 'Live events of the offer a party link opens (server-sent events)',
    description: 'Party link token in the X-Party-Link header; any other token: 404, a link that no longer opens its offer: 410.',
    tags,
    produces: LIVE_STREAM_TYPE,
    schema: { response: fileResponses(400, 404, 406, 410, 429) },
  }),
};
