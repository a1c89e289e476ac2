/** The sale page's call (contract: sales). */
import { contract, type ApiClient } from '@offerdesk/shared';

/** GET /offer/GetSaleById/{saleId}: the sale, its offer and contract ids and the accepted terms. */
export const getSale = (api: ApiClient, saleId: number, signal?: AbortSignal) =>
  api.send(contract.sales.saleById, { signal, params: { saleId } });
