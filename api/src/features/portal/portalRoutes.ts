import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contract } from '@offerdesk/shared/contract';
import { route } from '../../http/route';
import { linkOnlyCaller, linkTokenOf, portalCallerOf } from '../../http/linkCaller';
import { disposition } from '../documents/documentRoutes';
import { urlResolverFor, type RouteDeps } from '../../http/deps';
import { registerClient } from './clientRegistrationService';
import {
  acceptOffer,
  addSellers,
  createCounterOffer,
  forwardToBuyer,
  forwardToBuyerAgent,
  forwardToSeller,
  forwardToSellerAgent,
  openSigning,
  rejectOffer,
} from '../offers/offerFlowService';
import { actingParty, isReviewerToken, offerIdOfDisplayId } from './partyLinks';
import { portalOffer } from './portalOfferService';
import { setViewedFromLink } from './partyViewed';
import { printOffer } from '../offers/printOfferService';
import { shareSelectedDocuments } from '../contracts/contractSharingService';
import { reviewDocumentPdf, reviewDocuments } from '../documents/reviewDocumentsService';
import { reviewerAccept, reviewerReject } from '../sharing/reviewerService';

const { portal } = contract;
const noStore = { 'cache-control': 'private, no-store' };

/** The party portal's routes: reached with a party link token (X-Party-Link header) or, where the contract says so, an agent party's bearer. */
export function portalRoutes(app: FastifyInstance, { db, tokenSecret, linkBaseUrl, stampPendingOfOffer }: RouteDeps): void {
  const caller = (request: FastifyRequest) => portalCallerOf(request, tokenSecret);
  const send = async <T>(reply: FastifyReply, answer: Promise<T>) => reply.headers(noStore).send(await answer);

  route(app, portal.getOfferByParty, async (request, reply) => {
    const { offerId, partyId } = request.params;
    const viewer = await actingParty(db, caller(request), offerId, partyId);
    return send(reply, portalOffer(db, offerId, viewer, urlResolverFor(request)));
  });
  route(app, portal.getOfferByDisplayId, async (request, reply) => {
    const offerId = await offerIdOfDisplayId(db, request.params.id);
    const who = caller(request);
    if (who.kind === 'link' && (await isReviewerToken(db, who.token, offerId)))
      return send(reply, portalOffer(db, offerId, null, urlResolverFor(request), true));
    return send(reply, portalOffer(db, offerId, await actingParty(db, who, offerId), urlResolverFor(request)));
  });
  route(app, portal.setViewedByParty, (request) =>
    setViewedFromLink(db, linkOnlyCaller(request), request.params.offerId, request.params.partyId),
  );
  route(app, portal.rejectOffer, (request) => rejectOffer(db, caller(request), request.query));
  route(app, portal.acceptOffer, (request) => acceptOffer(db, linkOnlyCaller(request), request.body, stampPendingOfOffer));
  route(app, portal.openSigning, (request) => openSigning(db, caller(request), request.body));
  route(app, portal.createCounterOffer, (request) => createCounterOffer(db, caller(request), request.body, linkBaseUrl));
  route(app, portal.addSeller, (request) => addSellers(db, caller(request), request.body, linkBaseUrl, stampPendingOfOffer));
  route(app, portal.forwardToSellerAgent, (request) => forwardToSellerAgent(db, caller(request), request.body, linkBaseUrl));
  route(app, portal.forwardToBuyerAgent, (request) => forwardToBuyerAgent(db, caller(request), request.body, linkBaseUrl));
  route(app, portal.forwardToSeller, (request) => forwardToSeller(db, caller(request), request.body, linkBaseUrl));
  route(app, portal.forwardToBuyer, (request) => forwardToBuyer(db, caller(request), request.body, linkBaseUrl));
  route(app, portal.reviewerAccept, (request) =>
    reviewerAccept(db, linkTokenOf(request), request.params.offerId, request.params.contractId, linkBaseUrl),
  );
  route(app, portal.reviewerReject, (request) => reviewerReject(db, linkTokenOf(request), request.query.offerDisplayId, linkBaseUrl));
  route(app, portal.reviewerDocuments, (request, reply) => send(reply, reviewDocuments(db, linkTokenOf(request), request.params.offerId)));
  route(app, portal.reviewerDocument, async (request, reply) => {
    const file = await reviewDocumentPdf(db, linkTokenOf(request), request.params.offerId, request.params.documentId);
    reply.type('application/pdf').headers(noStore).header('Content-Disposition', disposition(file.name)).send(file.pdf);
  });
  route(app, portal.registerClient, (request) => registerClient(db, linkTokenOf(request), request.body));
  route(app, contract.contractDocuments.shareSelected, (request) => shareSelectedDocuments(db, caller(request), request.body));
  route(app, portal.printOffer, async (request, reply) => {
    const file = await printOffer(db, caller(request), request.body);
    reply.type('application/pdf').headers(noStore).header('Content-Disposition', disposition(file.name)).send(Buffer.from(file.pdf));
  });
}
