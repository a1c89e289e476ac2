import type { FastifyInstance } from 'fastify';
import { contract } from '@offerdesk/shared/contract';
import { route } from '../../http/route';
import {
  addContractDocument,
  contractDocuments,
  contractDocumentsOfOffer,
  markSigned,
  removeContractDocuments,
  reorderDocument,
  uploadSignedDocument,
} from './contractDocumentsService';
import { resendRequest, shareCompletedDocuments, shareContractDocuments, voidContractDocuments } from './contractSharingService';
import type { RouteDeps } from '../../http/deps';
import { readUpload } from '../documents/documentRoutes';

const { contractDocuments: routes } = contract;

/**
 * The contract documents list and viewer (registered after documentRoutes, which brings multipart).
 * ShareSelectedOfferDocuments is a party route (an agent's bearer or a party link): portalRoutes.
 */
export function contractDocumentRoutes(app: FastifyInstance, { db, linkBaseUrl }: RouteDeps): void {
  route(app, routes.bySale, (request) => contractDocuments(db, request.agent, request.params.contractId));
  route(app, routes.byExternalId, (request) => contractDocumentsOfOffer(db, request.agent, request.params.id));
  route(app, routes.reorder, (request) => reorderDocument(db, request.agent, request.query));
  route(app, routes.markSigned, (request) => markSigned(db, request.agent, request.query));
  route(app, routes.uploadSigned, (request) => uploadSignedDocument(db, request.agent, request.query, () => readUpload(request)));
  route(app, routes.addDocument, (request) =>
    addContractDocument(db, request.agent, request.query.externalContractId, () => readUpload(request, 'postedFileTemplate')),
  );
  route(app, routes.resendOffer, (request) => resendRequest(db, request.agent, request.body, linkBaseUrl));
  route(app, routes.resendSmartDoc, (request) => resendRequest(db, request.agent, request.body, linkBaseUrl));
  route(app, routes.shareCompleted, (request) => shareCompletedDocuments(db, request.agent, request.body));
  route(app, routes.shareSmart, (request) => shareContractDocuments(db, request.agent, request.body, linkBaseUrl));
  route(app, routes.voidSmart, (request) => voidContractDocuments(db, request.agent, request.body));
  route(app, routes.removeSmart, (request) =>
    removeContractDocuments(db, request.agent, request.body.contractId, request.body.documentIds),
  );
}
