import type { FastifyInstance } from 'fastify';
import { contract } from '@offerdesk/shared/contract';
import { route } from './route';
import { houseSvg } from '../media/houseSvg';

export function publicRoutes(app: FastifyInstance): void {
  route(app, contract.system.health, async () => ({ ok: true }));
  route(app, contract.system.listingPhoto, async (request, reply) =>
    reply.type('image/svg+xml').header('Cache-Control', 'public, max-age=86400, immutable').send(houseSvg(request.params.n)),
  );
}
