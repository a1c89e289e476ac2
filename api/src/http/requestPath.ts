import type { FastifyRequest } from 'fastify';

/** Whether a request is for an address: its route, or (a preflight matches no route) its path as written or decoded. */
export function requestPathMatches(request: FastifyRequest, address: RegExp): boolean {
  if (address.test(request.routeOptions.url ?? '')) return true;
  const path = request.url.split('?')[0];
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // An undecodable path is matched as written.
  }
  return address.test(path) || address.test(decoded);
}
