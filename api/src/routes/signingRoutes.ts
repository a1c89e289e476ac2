import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contract } from '@offerdesk/shared/contract';
import { route } from '../http/route';
import { disposition } from './documentRoutes';
import { declineAsParty, signAsParty, type ClientFacts } from '../services/partySigningService';
import { certificateOf, signSetPdf } from '../services/signSetFilesService';
import { allDocumentsPdf, contractParties, partyContractIds } from '../services/offerSigningReadsService';
import { signerDocumentPdf, signerDocuments } from '../services/signerDocumentsService';
import { assignField, documentFields, markDocumentAssigned } from '../services/documentFieldsService';
import { bearerAgent } from './bearer';
import {
  contractSignSetForParty,
  setViewedOn,
  shareDocuments,
  signerView,
  signingSessions,
  voidDocuments,
} from '../services/signingService';
import type { RouteDeps } from './deps';

const { signing, documentFields: fields, partySigning, partySigningDocuments, signSetFiles, offerSigningReads: reads } = contract;

/** A PDF answer: never cached, named for the browser (ASCII name, UTF-8 name beside it). */
const sendPdf = (reply: FastifyReply, file: { name: string; pdf: Uint8Array }) => {
  reply
    .type('application/pdf')
    .header('Cache-Control', 'private, no-store')
    .header('Content-Disposition', disposition(file.name))
    .send(Buffer.from(file.pdf));
};

const clientOf = (request: FastifyRequest): ClientFacts => ({
  ip: request.ip,
  userAgent: String(request.headers['user-agent'] ?? '').slice(0, 500),
});

/** The agent's signing routes: holder assignment, share, void and the contract's sign sets. */
export function signingRoutes(app: FastifyInstance, { db, linkBaseUrl }: RouteDeps): void {
  route(app, signing.shareDocuments, (request) => shareDocuments(db, request.agent, request.body, linkBaseUrl));
  route(app, signing.voidDocuments, (request) => voidDocuments(db, request.agent, request.body));
  route(app, signing.signingSessions, (request) => signingSessions(db, request.agent, request.params.contractId));
  route(app, signing.contractSignSetForParty, (request) =>
    contractSignSetForParty(db, request.agent, request.params.contractId, request.params.partyId),
  );
  route(app, fields.documentFields, (request) => documentFields(db, request.agent, request.params.contractId));
  route(app, fields.assignField, (request) => assignField(db, request.agent, request.body));
  route(app, signSetFiles.certificate, async (request, reply) => sendPdf(reply, await certificateOf(db, request.agent, request.params.id)));
  route(app, signSetFiles.signSetPdf, async (request, reply) => sendPdf(reply, await signSetPdf(db, request.agent, request.params.id)));
  route(app, fields.markAssigned, (request) => markDocumentAssigned(db, request.agent, request.body));
  route(app, reads.downloadAllDocuments, async (request, reply) =>
    sendPdf(reply, await allDocumentsPdf(db, request.agent, request.params.offerId)),
  );
  route(app, reads.contractParties, (request) => contractParties(db, request.agent, request.params.contractId));
}

/**
 * The signer's routes: reached with the sign set id and the signer's capability token, no sign-in —
 * or with the party id and the bearer of the agent who is that party (`/sign-contract-documents`).
 */
export function signerRoutes(app: FastifyInstance, { db, sealKey, linkBaseUrl, tokenSecret }: RouteDeps): void {
  const noStore = { 'cache-control': 'private, no-store' };
  /** The query's credentials with the caller's bearer agent, if any. */
  const as = <Q extends object>(request: FastifyRequest & { query: Q }) => ({ ...request.query, agent: bearerAgent(request, tokenSecret) });
  route(app, signing.signerView, async (request, reply) => reply.headers(noStore).send(await signerView(db, as(request))));
  route(app, signing.setViewedOn, (request) => setViewedOn(db, as(request)));
  route(app, partySigning.sign, (request) => signAsParty(db, sealKey, as(request), request.body, clientOf(request), linkBaseUrl));
  route(app, reads.partyContractIds, async (request, reply) =>
    reply.headers(noStore).send(await partyContractIds(db, request.params, request.query)),
  );
  route(app, partySigning.decline, (request) => declineAsParty(db, as(request), request.body.reason, clientOf(request)));
  route(app, partySigningDocuments.signerDocuments, async (request, reply) =>
    reply.headers(noStore).send(await signerDocuments(db, as(request))),
  );
  route(app, partySigningDocuments.signerDocumentPdf, async (request, reply) => sendPdf(reply, await signerDocumentPdf(db, as(request))));
}
