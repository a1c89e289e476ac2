/** Liveness, readiness and the drawn listing photos. */
import { Type } from '@sinclair/typebox';
import { defineRoute, fileResponses } from './route';

const Check = Type.Union([Type.Literal('ok'), Type.Literal('unreachable')]);
const Readiness = Type.Object({ ready: Type.Boolean(), database: Check, queue: Check });

export const systemRoutes = {
  health: defineRoute({
    method: 'GET',
    url: '/health',
    auth: 'public',
    summary: 'Liveness',
    tags: ['system'],
    schema: { response: { 200: Type.Object({ ok: Type.Boolean() }) } },
  }),
  ready: defineRoute({
    method: 'GET',
    url: '/ready',
    auth: 'public',
    summary: 'Readiness: the database and the job queue answer (503 names what does not)',
    tags: ['system'],
    schema: { response: { 200: Readiness, 503: Readiness } },
  }),
  listingPhoto: defineRoute({
    method: 'GET',
    url: '/media/listing/:n.svg',
    auth: 'public',
    summary: 'Drawn listing photo n (public, cacheable)',
    tags: ['media'],
    produces: 'image/svg+xml',
    schema: {
      params: Type.Object({ n: Type.Integer({ minimum: 0, maximum: 1000000 }) }),
      response: fileResponses(400),
    },
  }),
};
