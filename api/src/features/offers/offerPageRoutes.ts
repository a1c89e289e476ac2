import type { FastifyInstance } from 'fastify';
import { contract } from '@offerdesk/shared/contract';
import {
  contractActivities,
  convertToSale,
  offerActivities,
  offerContract,
  offerOfDisplayId,
  submitDocumentForReview,
  waitingMails,
} from './offerPageService';
import { offerRoute } from './offerAccess';
import type { RouteDeps } from '../../http/deps';

const { offerPage } = contract;

/** The agent's offer page: activities, the contract, convert to sale, submit a signed document for review, mails still waiting. */
export function offerPageRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;
  const anySide = { need: 'anySide', offerId: (r: { params: { id: number } }) => r.params.id } as const;
  const buyerAgent = { need: 'buyerAgent', offerId: (r: { params: { offerId: number } }) => r.params.offerId } as const;
  offerRoute(app, db, offerPage.offerActivities, anySide, (_r, access) => offerActivities(db, access.id));
  offerRoute(app, db, offerPage.contractActivities, anySide, (_r, access) => contractActivities(db, access.id));
  offerRoute(app, db, offerPage.contractByExternalId, anySide, (_r, access) => offerContract(db, access.id));
  offerRoute(app, db, offerPage.contractByDisplayId, { need: 'anySide', offerId: (r) => offerOfDisplayId(db, r.params.id) }, (_r, access) =>
    offerContract(db, access.id),
  );
  offerRoute(app, db, offerPage.convertToSale, buyerAgent, (r) => convertToSale(db, r.agent, r.params.offerId));
  offerRoute(app, db, offerPage.waitingMails, anySide, (_r, access) => waitingMails(db, access));
  offerRoute(app, db, offerPage.submitDocumentForReview, buyerAgent, (r) => submitDocumentForReview(db, r.agent, r.params));
}
