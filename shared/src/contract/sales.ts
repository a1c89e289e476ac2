/**
 * Sales and the agent's contracts (OfferDesk's own reads; the seed names the pages, not their
 * calls): a sale with the price and terms its offer was accepted on, the contracts the agent may
 * open (each offer's contract, with its sale if any) and one of them by its id. Who may read: the
 * agents who may see the offer (its owner or an agent party); anyone else gets 404.
 */
import { Type, type Static } from '@sinclair/typebox';
import { defineRoute, responses } from './route';
import { Id, NInt, NNum, NStr, Timestamp } from './schema';

const tags = ['sales and contracts'];

/** The terms the offer was accepted on: the latest counter offer's where it was approved, else the offer's own. */
export const AcceptedTerms = Type.Object({
  price: NNum(),
  earnestMoneyDeposit: NNum(),
  typeOfFinancing: NStr(),
  closingDate: NStr(),
  additionalTerms: NStr(),
  acceptedOn: NStr(),
  /** The approved counter offer's number (from the oldest, 1-based) whose terms these are; null for the offer's own. */
  counterOfferNumber: NInt(),
});
export type AcceptedTerms = Static<typeof AcceptedTerms>;

export const Sale = Type.Object({
  saleId: Type.Integer(),
  fileNumber: Type.String(),
  createdOn: Timestamp(),
  offerId: Type.Integer(),
  contractId: NInt(),
  terms: AcceptedTerms,
});
export type Sale = Static<typeof Sale>;

/** One contract the agent may open: the offer's address and status, its documents' counts and its sale. */
export const AgentContract = Type.Object({
  contractId: Type.Integer(),
  offerId: Type.Integer(),
  fullAddress: Type.String(),
  statusLabel: Type.String(),
  statusCompleted: Type.Boolean(),
  /** 1 sent (the caller owns the offer), 2 received. */
  offerTypeId: Type.Integer(),
  documentCount: Type.Integer(),
  draftCount: Type.Integer(),
  saleId: NInt(),
  saleFileNumber: NStr(),
  updatedOn: Timestamp(),
});
export type AgentContract = Static<typeof AgentContract>;

export const saleRoutes = {
  saleById: defineRoute({
    method: 'GET',
    url: '/offer/GetSaleById/:saleId',
    auth: 'agent',
    summary: 'A sale: file number, its offer and contract, and the terms the offer was accepted on',
    tags,
    schema: { params: Type.Object({ saleId: Id() }), response: responses(Sale, 400, 401, 404) },
  }),
  agentContracts: defineRoute({
    method: 'GET',
    url: '/contract/GetAgentContracts',
    auth: 'agent',
    summary: "The contracts of the caller's offers (owned or as an agent party), sales first then newest; cancelled offers left out",
    tags,
    schema: { response: responses(Type.Array(AgentContract), 401) },
  }),
  agentContract: defineRoute({
    method: 'GET',
    url: '/contract/GetAgentContract/:contractId',
    auth: 'agent',
    summary: 'One contract of the caller by its id, as the contracts list answers it',
    tags,
    schema: { params: Type.Object({ contractId: Id() }), response: responses(AgentContract, 400, 401, 404) },
  }),
};
