/** Liveness and the drawn listing photos. */
import { Type } from '@sinclair/typebox';
import { defineRoute, fileResponses } from './route';

export const systemRoutes = {
  health: defineRoute({
    method: 'GET',
    url: '/health',
    auth: 'public',
    summary: 'Liveness',
    tags: ['system'],
    schema: { response: { 200: Type.Object({ ok: Type.Boolean() }) } },
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
