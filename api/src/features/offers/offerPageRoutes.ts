import type { FastifyInstance } from 'fastify';
import { contract } from '@offerdesk/shared/contract';
import { route } from '../../http/route';
import {
  contractActivities,
  convertToSale,
  offerActivities,
  offerContract,
  offerContractByDisplayId,
  submitDocumentForReview,
  waitingMails,
} from './offerPageService';
import type { RouteDeps } from '../../http/deps';

const { offerPage } = contract;

/** The agent's offer page: activities, the contract, convert to sale, submit a signed document for review, mails still waiting. */
export function offerPageRoutes(app: FastifyInstance, deps: RouteDeps): void {
  route(app, offerPage.offerActivities, (request) => offerActivities(deps.db, request.agent, request.params.id));
  route(app, offerPage.contractActivities, (request) => contractActivities(deps.db, request.agent, request.params.id));
  route(app, offerPage.contractByExternalId, (request) => offerContract(deps.db, request.agent, request.params.id));
  route(app, offerPage.contractByDisplayId, (request) => offerContractByDisplayId(deps.db, request.agent, request.params.id));
  route(app, offerPage.convertToSale, (request) => convertToSale(deps.db, request.agent, request.params.offerId));
  route(app, offerPage.waitingMails, (request) => waitingMails(deps.db, request.agent, request.params.id));
  route(app, offerPage.submitDocumentForReview, (request) => submitDocumentForReview(deps.db, request.agent, request.params));
}
