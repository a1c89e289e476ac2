import type { FastifyInstance } from 'fastify';

/**
 * Every answer of the API depends on who asks (a bearer, a party link in X-Party-Link), so none may
 * be kept by a browser or a proxy unless its route says otherwise (the listing placeholder image,
 * the embedded MLS's document PDFs). Errors matter most: Chromium keeps a 410 that carries no cache
 * headers without end, by address alone, so a party who opened an old link and then the newer one
 * mailed to the same address would be shown the old link's "no longer opens" answer again.
 */
export function installNoStoreDefault(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
