import type { FastifyInstance } from 'fastify';
import { contract } from '@offerdesk/shared/contract';
import { signInRateLimit } from '../../auth/signInLimits';
import { AppError } from '../../http/errors';
import { route } from '../../http/route';
import { passwordGrant } from './loginService';
import type { RouteDeps } from '../../http/deps';

export function tokenRoutes(app: FastifyInstance, deps: RouteDeps): void {
  route(
    app,
    contract.auth.token,
    async (request) => {
      const { grant_type: grantType, username, password } = request.body;
      if (grantType !== 'password') {
        throw new AppError(
          400,
          'unsupported_grant_type',
          "grant_type must be 'password'.",
          {
            grant_type: "must be 'password'",
          },
          'unsupported_grant_type',
        );
      }
      return passwordGrant(deps.db, deps.tokenSecret, deps.tokenTtlSeconds, username, password);
    },
    {
      preHandler: signInRateLimit(deps.db, deps.signInLimits),
    },
  );
}
