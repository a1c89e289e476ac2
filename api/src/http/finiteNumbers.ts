import type { FastifyInstance } from 'fastify';
import { badField } from './errors';

const MAX_DEPTH = 64;

/** The path of the first non-finite number in a value, or null ("" for the value itself). */
function nonFinitePath(value: unknown, path: string, depth: number): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : path;
  if (depth >= MAX_DEPTH || value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    const found = nonFinitePath(inner, path ? `${path}.${key}` : key, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Ajv coerces a digit string too long for a double ("999…9", "1e400") to Infinity and then lets
 * it pass `integer` and `maximum`: no such number may reach a handler. 400 naming the field.
 */
export function refuseNonFiniteNumbers(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const path = nonFinitePath(part, '', 0);
      if (path !== null) throw badField(path || 'body', 'must be a finite number');
    }
  });
}
