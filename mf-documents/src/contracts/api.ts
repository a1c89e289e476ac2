/** The contracts pages' calls (contract: sales). */
import { contract, type ApiClient } from '@offerdesk/shared';

/** GET /contract/GetAgentContracts: the caller's contracts. */
export const getAgentContracts = (api: ApiClient, signal?: AbortSignal) => api.send(contract.sales.agentContracts, { signal });

/** GET /contract/GetAgentContract/{contractId}: one of the caller's contracts. */
export const getAgentContract = (api: ApiClient, contractId: number, signal?: AbortSignal) =>
  api.send(contract.sales.agentContract, { signal, params: { contractId } });
