import type { FastifyInstance, FastifySchema } from 'fastify';

/** One registered route as Fastify knows it: method, path pattern (with prefix) and its JSON schema. */
export interface RegisteredRoute {
  method: string;
  url: string;
  schema?: FastifySchema;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered on this app, in registration order (filled by an onRoute hook). */
    registeredRoutes: readonly RegisteredRoute[];
  }
}

/** Records every route registered after this call, in any plugin, so that harnesses cover each one. */
export function installRouteRegistry(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url ?? route.path, schema: route.schema });
  });
}
