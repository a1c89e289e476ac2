/** GET /ready (contract) and GET /metrics (Prometheus text, not a contract route): docs/deployment.md#what-an-operator-watches. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contract } from '@offerdesk/shared/contract';
import type { Db } from '../../db/db';
import { requestPathMatches } from '../../http/requestPath';
import { route } from '../../http/route';
import type { AppMetrics } from './appMetrics';
import { metricsAccess } from './metricsAccess';
import { readiness } from './readiness';

export const METRICS_PATH = '/metrics';
const METRICS_ADDRESS = /^\/+metrics(?:\/|$)/i;

/** Whether a request is for the metrics (no origin may read them: they answer no CORS request, preflight included). */
export const isMetricsRequest = (request: FastifyRequest) => requestPathMatches(request, METRICS_ADDRESS);

export function readyRoutes(app: FastifyInstance, db: Db): void {
  route(app, contract.system.ready, async (_request, reply) => {
    const answer = await readiness(db);
    return reply.code(answer.ready ? 200 : 503).send(answer);
  });
}

export function metricsRoutes(app: FastifyInstance, metrics: AppMetrics, token: string | undefined): void {
  app.get(METRICS_PATH, async (request, reply) => {
    const access = metricsAccess(request, token);
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'no-store');
    if (access === 'hidden') return reply.code(404).send('Not found');
    if (access === 'unauthorized') return reply.code(401).header('WWW-Authenticate', 'Bearer').send('Unauthorized');
    const { contentType, text } = await metrics.render();
    return reply.type(contentType).send(text);
  });
}
