import { contract, type ApiClient } from '@offerdesk/shared';

/** GET /offer/GetSaleById/{saleId}: the sale, its offer and contract ids and the accepted terms. */
export const getSale = (api: ApiClient, saleId: number, signal?: AbortSignal) =>
  api.send(contract.sales.saleById, { signal, params: { saleId } });

/** GET /contract/GetAgentContracts: the caller's contracts. */
export const getAgentContracts = (api: ApiClient, signal?: AbortSignal) => api.send(contract.sales.agentContracts, { signal });

/** GET /contract/GetAgentContract/{contractId}: one of the caller's contracts. */
export const getAgentContract = (api: ApiClient, contractId: number, signal?: AbortSignal) =>
  api.send(contract.sales.agentContract, { signal, params: { contractId } });
