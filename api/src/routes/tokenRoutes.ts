import type { FastifyInstance } from 'fastify';
import { signInRateLimit } from '../auth/signInLimits';
import { AppError } from '../http/errors';
import { errorSchema } from '../http/schemas';
import { passwordGrant } from '../services/loginService';
import type { RouteDeps } from './deps';

interface TokenBody {
  grant_type: string;
  client_id?: string;
  username: string;
  password: string;
}

export function tokenRoutes(app: FastifyInstance, deps: RouteDeps): void {
  app.post<{ Body: TokenBody }>(
    '/Token',
    {
      preHandler: signInRateLimit(app, deps.signInLimits),
      schema: {
        summary: 'Sign in (OAuth password grant, form-encoded)',
        tags: ['auth'],
        consumes: ['application/x-www-form-urlencoded'],
        body: {
          type: 'object',
          properties: {
            grant_type: { type: 'string', minLength: 1 },
            client_id: { type: 'string' },
            username: { type: 'string', minLength: 1, maxLength: 200 },
            password: { type: 'string', minLength: 1, maxLength: 500 },
          },
          required: ['grant_type', 'username', 'password'],
        },
        response: {
          200: {
            type: 'object',
            properties: {
              access_token: { type: 'string' },
              token_type: { type: 'string' },
              expires_in: { type: 'integer' },
              userName: { type: 'string' },
              firstName: { type: 'string' },
              lastName: { type: 'string' },
            },
          },
          400: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request) => {
      const { grant_type: grantType, username, password } = request.body;
      if (grantType !== 'password') {
        throw new AppError(400, 'unsupported_grant_type', "grant_type must be 'password'.", {
          grant_type: "must be 'password'",
        }, 'unsupported_grant_type');
      }
      return passwordGrant(deps.db, deps.tokenSecret, deps.tokenTtlSeconds, username, password);
    },
  );
}
