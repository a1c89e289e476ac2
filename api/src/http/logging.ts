import { randomUUID } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';

/** Where the API writes its log and from which level (default: errors only, to stderr). */
export interface LogOptions {
  level?: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Default: standard error. */
  stream?: { write(line: string): void };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The error the error handler answered for, logged when the response is a 5xx. */
    failure: FastifyError | null;
  }
}

/**
 * A request is logged by method, route pattern and caller address only: no headers (bearer
 * tokens), no body (passwords), no raw URL (a path may carry a link token, a query a search).
 */
const requestFields = (request: FastifyRequest) => ({
  method: request.method,
  route: request.routeOptions?.url ?? null,
  remoteAddress: request.ip,
});

/**
 * The error by kind, code, message and stack, and the message of its cause (why an upstream
 * failed); never its detail or parameters (they may echo stored data).
 */
const errorFields = (error: FastifyError & { code?: string }) => ({
  type: error.name,
  code: error.code,
  message: error.message,
  ...(error.cause instanceof Error ? { cause: `${error.cause.name}: ${error.cause.message}` } : {}),
  stack: error.stack,
});

/** Fastify logger and request-id options: every request gets a random id (`reqId` in the log), sent back in `x-request-id`. */
export function loggerOptions(log: LogOptions = {}): Pick<FastifyServerOptions, 'logger' | 'genReqId'> {
  return {
    logger: {
      level: log.level ?? 'error',
      ...(log.stream ? { stream: log.stream } : {}),
      serializers: {
        req: requestFields as never,
        res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
        err: errorFields as never,
      },
    },
    genReqId: () => randomUUID(),
  };
}

/** Logs every 5xx answer with its request id, whatever answered it (error handler or a route). */
export function installFailureLog(app: FastifyInstance): void {
  app.decorateRequest('failure', null);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode < 500) return;
    request.log.error(
      { statusCode: reply.statusCode, request: requestFields(request), ...(request.failure ? { err: request.failure } : {}) },
      'request failed',
    );
  });
}
