/**
 * The sale page and the contracts page: a sale with the terms its offer was accepted on, and the
 * agent's contracts. Readers are the agents who may see the offer (its owner or a party); anyone
 * else gets the 404 of a missing sale or contract.
 */
import type { AcceptedTerms, AgentContract, Sale } from '@offerdesk/shared/contract';
import { CounterOfferStatus, offerStatusLabel } from '@offerdesk/shared/domain';
import type { TokenSubject } from '../../auth/token';
import type { Db } from '../../db/db';
import { notFound } from '../../http/errors';
import { agentContractRows, type AgentContractRow } from './agentContractsRepo';
import { findOfferRow } from '../offers/offersRepo';
import { requireOfferAccess } from '../offers/offerAccess';
import { findSale } from './salesRepo';
import { LOOKUP_INDEX, nameOf } from '../lookups/lookupIndex';
import { formatAddress } from '../offers/offerAddress';
import { contractIdIfAny } from '../documents/documentService';
import { counterOffersOf, type CounterRow } from '../portal/portalOfferService';

export const SALE_NOT_FOUND = 'Sale not found.';
export const CONTRACT_NOT_FOUND = 'Contract not found.';

type OfferTerms = Pick<
  NonNullable<Awaited<ReturnType<typeof findOfferRow>>>,
  'offerPrice' | 'earnestMoneyDeposit' | 'typeOfFinancingId' | 'closingDate' | 'additionalTerms' | 'acceptedOn'
>;

/** The latest counter offer's terms where it was approved (its empty values fall back to the offer's), else the offer's own. */
export function acceptedTerms(offer: OfferTerms, counters: readonly CounterRow[]): AcceptedTerms {
  const last = counters[counters.length - 1];
  const c = last?.statusId === CounterOfferStatus.approved ? last : undefined;
  return {
    price: c?.counterPrice ?? offer.offerPrice,
    earnestMoneyDeposit: c?.counterEarnestMoney ?? offer.earnestMoneyDeposit,
    typeOfFinancing: nameOf(LOOKUP_INDEX.financingTypes, c?.counterFinancingId ?? offer.typeOfFinancingId),
    closingDate: c?.counterCOE ?? offer.closingDate,
    additionalTerms: c?.counterTerms || offer.additionalTerms,
    acceptedOn: offer.acceptedOn,
    counterOfferNumber: c ? counters.length : null,
  };
}

/** GET /offer/GetSaleById/{saleId} */
export async function saleById(db: Db, agent: TokenSubject, saleId: number): Promise<Sale> {
  const sale = await findSale(db, saleId);
  const saleNotFound = () => notFound(SALE_NOT_FOUND);
  if (!sale) throw saleNotFound();
  await requireOfferAccess(db, agent, sale.offerId, { need: 'anySide', notFound: saleNotFound });
  const offer = (await findOfferRow(db, sale.offerId, agent.personId))!;
  return {
    saleId: sale.saleId,
    fileNumber: sale.fileNumber,
    createdOn: new Date(sale.createdOn).toISOString(),
    offerId: sale.offerId,
    contractId: (await contractIdIfAny(db, sale.offerId)) || null,
    terms: acceptedTerms(offer, await counterOffersOf(db, sale.offerId)),
  };
}

const toAgentContract = (r: AgentContractRow): AgentContract => {
  const status = offerStatusLabel(r);
  return {
    contractId: r.contractId,
    offerId: r.offerId,
    fullAddress: formatAddress(r).fullAddress,
    statusLabel: status.label,
    statusCompleted: status.completed,
    offerTypeId: r.isOwner ? 1 : 2,
    documentCount: r.documentCount,
    draftCount: r.draftCount,
    saleId: r.saleId,
    saleFileNumber: r.saleFileNumber,
    updatedOn: new Date(r.updatedOn).toISOString(),
  };
};

/** GET /contract/GetAgentContracts */
export const agentContracts = async (db: Db, agent: TokenSubject): Promise<AgentContract[]> =>
  (await agentContractRows(db, agent.userId, agent.personId)).map(toAgentContract);

/** GET /contract/GetAgentContract/{contractId} */
export async function agentContract(db: Db, agent: TokenSubject, contractId: number): Promise<AgentContract> {
  const [row] = await agentContractRows(db, agent.userId, agent.personId, contractId);
  if (!row) throw notFound(CONTRACT_NOT_FOUND);
  return toAgentContract(row);
}
