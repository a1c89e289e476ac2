import type { FastifyInstance } from 'fastify';
import { contract } from '@offerdesk/shared/contract';
import { unauthorized } from '../../http/errors';
import { route } from '../../http/route';
import { findAgentByUserId } from './usersRepo';
import type { RouteDeps } from '../../http/deps';

export function accountRoutes(app: FastifyInstance, deps: RouteDeps): void {
  route(app, contract.auth.authenticatedAgent, async (request) => {
    const agent = await findAgentByUserId(deps.db, request.agent.userId);
    if (!agent) throw unauthorized('The account no longer exists.');
    return { ...agent, name: `${agent.firstName} ${agent.lastName}` };
  });
}
