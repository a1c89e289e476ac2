import type { FastifyInstance } from 'fastify';
import { contract } from '@offerdesk/shared/contract';
import { route } from '../../http/route';
import {
  customizedReminders,
  deleteReviewer,
  saveCustomizedReminders,
  saveReviewer,
  sendOfferForReview,
  shareOffer,
} from './offerSharingService';
import { offerRoute } from '../offers/offerAccess';
import type { RouteDeps } from '../../http/deps';

const { sharing } = contract;

/** The end of the wizard: share, send for review, the reviewer and the reminders. */
export function sharingRoutes(app: FastifyInstance, { db, linkBaseUrl }: RouteDeps): void {
  route(app, sharing.shareOffer, (request) => shareOffer(db, request.agent, request.body, linkBaseUrl));
  route(app, sharing.sendForReview, (request) => sendOfferForReview(db, request.agent, request.body, linkBaseUrl));
  route(app, sharing.saveReviewer, (request) => saveReviewer(db, request.agent, request.body));
  route(app, sharing.deleteReviewer, (request) => deleteReviewer(db, request.agent, request.query.offerId));
  route(app, sharing.saveReminders, (request) => saveCustomizedReminders(db, request.agent, request.body));
  offerRoute(app, db, sharing.reminders, { need: 'owner', offerId: (r) => r.params.offerId }, (_r, access) =>
    customizedReminders(db, access.id),
  );
}
