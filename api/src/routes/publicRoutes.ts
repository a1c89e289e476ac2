import type { FastifyInstance } from 'fastify';
import { errorSchema } from '../http/schemas';
import { houseSvg } from '../media/houseSvg';

export function publicRoutes(app: FastifyInstance): void {
  app.get(
    '/health',
    { schema: { summary: 'Liveness', tags: ['system'], response: { 200: { type: 'object', properties: { ok: { type: 'boolean' } } } } } },
    async () => ({ ok: true }),
  );
  app.get<{ Params: { n: number } }>(
    '/media/listing/:n.svg',
    {
      schema: {
        summary: 'Drawn listing photo n (public, cacheable)',
        tags: ['media'],
        params: { type: 'object', properties: { n: { type: 'integer', minimum: 0, maximum: 1000000 } }, required: ['n'] },
        response: { 400: errorSchema },
      },
    },
    async (request, reply) =>
      reply
        .type('image/svg+xml')
        .header('Cache-Control', 'public, max-age=86400, immutable')
        .send(houseSvg(request.params.n)),
  );
}
