import type { FastifyError, FastifyInstance } from 'fastify';
import { DatabaseUnavailableError } from '../db/db';
import { AppError, type ErrorBody } from './errors';
import { installFailureLog } from './logging';

interface AjvError {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

/**
 * Ajv errors to `{ field: message }` (nested paths joined with dots). An error about the whole
 * part of the request (a body that is not an object) is named after that part: `body`, `querystring`.
 */
export function fieldsFromValidation(errors: readonly AjvError[], part = 'body'): Record<string, string> {
  // A Map, not an object: a field named like an object member ("constructor") must still be named.
  const fields = new Map<string, string>();
  for (const e of errors) {
    const base = e.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const extra = (e.params.missingProperty ?? e.params.additionalProperty ?? e.params.propertyName) as string | undefined;
    const name = [base, extra].filter(Boolean).join('.') || part;
    const message = e.keyword === 'required' ? 'is required' : (e.message ?? 'is invalid');
    if (!fields.has(name)) fields.set(name, message);
  }
  return Object.fromEntries(fields);
}

function toBody(error: FastifyError): { status: number; body: ErrorBody } {
  if (error instanceof AppError) return { status: error.statusCode, body: error.toBody() };
  if (error instanceof DatabaseUnavailableError) {
    return { status: 503, body: { code: 'unavailable', message: 'The service is briefly unavailable. Try again in a moment.' } };
  }
  if (error.validation) {
    const fields = fieldsFromValidation(error.validation as AjvError[], error.validationContext ?? 'body');
    const list = Object.entries(fields).map(([k, v]) => `${k} ${v}`);
    return { status: 400, body: { code: 'validation', message: `Invalid request: ${list.join('; ')}.`, fields } };
  }
  const status = error.statusCode ?? 500;
  if (status === 429) return { status, body: { code: 'rate_limited', message: error.message } };
  if (status === 404) return { status, body: { code: 'not_found', message: 'Not found.' } };
  if (status >= 400 && status < 500) return { status, body: { code: 'bad_request', message: error.message } };
  return { status: 500, body: { code: 'internal', message: 'Something went wrong.' } };
}

export function installErrorHandling(app: FastifyInstance): void {
  installFailureLog(app);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = toBody(error);
    if (status >= 500) request.failure = error;
    return reply.status(status).send(body);
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ code: 'not_found', message: `Route ${request.method} ${request.url} not found.` }),
  );
}
