import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contract, LIVE_STREAM_TYPE } from '@offerdesk/shared/contract';
import type { Db } from '../../db/db';
import { offerNotFound } from '../../http/errors';
import { linkTokenOf } from '../../http/linkCaller';
import { route } from '../../http/route';
import type { LiveHub } from './liveHub';
import { lastActivityId } from './liveRepo';
import { agentReader, lastEventIdOf, partyReader, requireEventStream } from './liveService';
import { serveLiveStream, type LiveReader } from './liveStream';

export interface LiveDeps {
  db: Db;
  hub: LiveHub;
  heartbeatMs: number;
  retryMs: number;
}

async function stream(request: FastifyRequest, reply: FastifyReply, deps: LiveDeps, reader: () => Promise<LiveReader>) {
  // The credential first: a stranger learns nothing from the other checks.
  const live = await reader();
  requireEventStream(request);
  const lastEventId = lastEventIdOf(request);
  if (request.method === 'HEAD') return reply.header('content-type', LIVE_STREAM_TYPE).send();
  await serveLiveStream(reply, deps.hub, live, {
    newest: await lastActivityId(deps.db),
    lastEventId,
    heartbeatMs: deps.heartbeatMs,
    retryMs: deps.retryMs,
    onError: (error) => request.log.error({ err: error }, 'live stream'),
  });
  return reply;
}

/** The signed-in agent's stream (bearer). */
export function liveAgentRoutes(app: FastifyInstance, deps: LiveDeps): void {
  route(app, contract.live.agent, (request, reply) => stream(request, reply, deps, async () => agentReader(deps.db, request.agent)));
}

/** A party link's stream (X-Party-Link header; a bearer does not count). */
export function livePartyRoutes(app: FastifyInstance, deps: LiveDeps): void {
  route(app, contract.live.party, (request, reply) =>
    stream(request, reply, deps, () => {
      const token = linkTokenOf(request);
      if (!token) throw offerNotFound();
      return partyReader(deps.db, token);
    }),
  );
}
