import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contract, type TokenRequest } from '@offerdesk/shared/contract';
import { AppError } from '../http/errors';
import { route } from '../http/route';
import { passwordGrant } from '../services/loginService';
import type { RouteDeps } from './deps';

/** Default sign-in attempts per minute per caller address and user name. */
export const LOGIN_ATTEMPTS_PER_MINUTE = 10;

/** Rate-limit key: caller address plus the user name tried. */
const loginKey = (request: FastifyRequest) => {
  const body = request.body as Partial<TokenRequest> | undefined;
  return `${request.ip}|${String(body?.username ?? '').trim().toLowerCase()}`;
};

export function tokenRoutes(app: FastifyInstance, deps: RouteDeps): void {
  route(
    app,
    contract.auth.token,
    async (request) => {
      const { grant_type: grantType, username, password } = request.body;
      if (grantType !== 'password') {
        throw new AppError(400, 'unsupported_grant_type', "grant_type must be 'password'.", {
          grant_type: "must be 'password'",
        }, 'unsupported_grant_type');
      }
      return passwordGrant(deps.db, deps.tokenSecret, deps.tokenTtlSeconds, username, password);
    },
    {
      config: {
        rateLimit: {
          max: deps.loginAttemptsPerMinute ?? LOGIN_ATTEMPTS_PER_MINUTE,
          timeWindow: 60_000,
          hook: 'preHandler',
          keyGenerator: loginKey,
          errorResponseBuilder: (_req, ctx) => ({
            statusCode: 429,
            message: `Too many sign-in attempts. Try again in ${ctx.after}.`,
          }),
        },
      },
    },
  );
}
