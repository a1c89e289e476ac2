import type { FastifyInstance } from 'fastify';
import { unauthorized } from '../http/errors';
import { errorResponses } from '../http/schemas';
import { findAgentByUserId } from '../repositories/usersRepo';
import type { RouteDeps } from './deps';

const nStr = { type: ['string', 'null'] } as const;

export function accountRoutes(app: FastifyInstance, deps: RouteDeps): void {
  app.get(
    '/account/GetAuthenticatedAgentResult',
    {
      schema: {
        summary: 'The signed-in agent',
        tags: ['account'],
        response: {
          200: {
            type: 'object',
            properties: {
              userId: { type: 'integer' },
              personId: { type: 'integer' },
              userName: { type: 'string' },
              firstName: { type: 'string' },
              lastName: { type: 'string' },
              name: { type: 'string' },
              email: nStr,
              brokerageId: { type: 'integer' },
              brokerageName: { type: 'string' },
              isInhouseAgent: { type: 'boolean' },
              photo: nStr,
            },
          },
          ...errorResponses(),
        },
      },
    },
    async (request) => {
      const agent = await findAgentByUserId(deps.db, request.agent.userId);
      if (!agent) throw unauthorized('The account no longer exists.');
      return { ...agent, name: `${agent.firstName} ${agent.lastName}` };
    },
  );
}
