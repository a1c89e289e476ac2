import type { FastifyInstance } from 'fastify';
import { contract } from '@offerdesk/shared/contract';
import { route } from '../../http/route';
import { agentContract, agentContracts, saleById } from './salesService';
import type { RouteDeps } from '../../http/deps';

const { sales } = contract;

/** The sale page and the contracts page: a sale, the agent's contracts, one contract. */
export function saleRoutes(app: FastifyInstance, deps: RouteDeps): void {
  route(app, sales.saleById, (request) => saleById(deps.db, request.agent, request.params.saleId));
  route(app, sales.agentContracts, (request) => agentContracts(deps.db, request.agent));
  route(app, sales.agentContract, (request) => agentContract(deps.db, request.agent, request.params.contractId));
}
