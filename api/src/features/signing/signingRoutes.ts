import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contract } from '@offerdesk/shared/contract';
import { route } from '../../http/route';
import { disposition } from '../documents/documentRoutes';
import { declineAsParty, signAsParty, type ClientFacts } from './partySigningService';
import { giveConsent, readBrokerageConsent, updateBrokerageConsent, withdrawConsent } from './signingConsentService';
import { certificateOf, signSetPdf } from './signSetFilesService';
import { allDocumentsPdf, contractParties, partyContractIds } from './offerSigningReadsService';
import { signerDocumentPdf, signerDocuments } from './signerDocumentsService';
import { assignField, documentFields, markDocumentAssigned } from '../documents/documentFieldsService';
import { signingScope } from '../../auth/signingAuth';
import { documentPdf } from '../documents/currentDocument';
import { exchangeSigningGrant, issueSigningGrant } from './signingGrantService';
import { signerAgent } from '../../http/bearer';
import { contractSignSetForParty, setViewedOn, shareDocuments, signerView, signingSessions, voidDocuments } from './signingService';
import type { RouteDeps } from '../../http/deps';

const {
  signing,
  signingGrants,
  documents,
  documentFields: fields,
  partySigning,
  partySigningDocuments,
  signSetFiles,
  offerSigningReads: reads,
} = contract;

/** A PDF answer: never cached, named for the browser (ASCII name, UTF-8 name beside it). */
export const sendPdf = (reply: FastifyReply, file: { name: string; pdf: Uint8Array }) => {
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
  route(app, signSetFiles.certificate, async (request, reply) => sendPdf(reply, await certificateOf(db, request.agent, request.params.id)));
  route(app, signSetFiles.signSetPdf, async (request, reply) => sendPdf(reply, await signSetPdf(db, request.agent, request.params.id)));
  route(app, reads.downloadAllDocuments, async (request, reply) =>
    sendPdf(reply, await allDocumentsPdf(db, request.agent, request.params.offerId)),
  );
  route(app, signingGrants.issue, (request) => issueSigningGrant(db, request.agent, request.body));
  route(app, contract.signingConsent.read, (request) => readBrokerageConsent(db, request.agent));
  route(app, contract.signingConsent.update, (request) => updateBrokerageConsent(db, request.agent, request.body));
}

/**
 * The routes a framed signing page calls (`auth: 'signing'`): with the agent's bearer, or with a
 * signing session of the contract each names (assign) or of the party it names (sign).
 */
export function signingSessionRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  const assigning = (contractId: (r: FastifyRequest) => number) => signingScope('assign', (r) => ({ contractId: contractId(r) }));
  const params = (r: FastifyRequest) => r.params as { contractId: number; partyId: number };
  const inParams = assigning((r) => params(r).contractId);
  const inBody = assigning((r) => (r.body as { contractId: number }).contractId);
  const inQuery = assigning((r) => (r.query as { contractId: number }).contractId);
  route(app, fields.documentFields, (request) => documentFields(db, request.agent, request.params.contractId), inParams);
  route(app, fields.assignField, (request) => assignField(db, request.agent, request.body), inBody);
  route(app, fields.markAssigned, (request) => markDocumentAssigned(db, request.agent, request.body), inBody);
  route(app, reads.contractParties, (request) => contractParties(db, request.agent, request.params.contractId), inParams);
  route(
    app,
    documents.download,
    async (request, reply) => {
      const { contractId, documentId } = request.query;
      sendPdf(reply, await documentPdf(db, request.agent, contractId, documentId));
    },
    inQuery,
  );
  route(
    app,
    signing.contractSignSetForParty,
    (request) => contractSignSetForParty(db, request.agent, request.params.contractId, request.params.partyId),
    signingScope('sign', (r) => params(r)),
  );
}

/**
 * The signer's routes: reached with the sign set id and the signer's capability token, no sign-in —
 * or with the party id and the bearer of the agent who is that party (`/sign-contract-documents`).
 */
export function signerRoutes(app: FastifyInstance, { db, linkBaseUrl, tokenSecret, signingSecret, stampSoon }: RouteDeps): void {
  const noStore = { 'cache-control': 'private, no-store' };
  /** The query's credentials with the caller's bearer agent (or signing session to sign as the party it names), if any. */
  const as = <Q extends { partyId?: number }>(request: FastifyRequest & { query: Q }) => ({
    ...request.query,
    ...signerAgent(request, request.query.partyId, tokenSecret, signingSecret),
  });
  route(app, signing.signerView, async (request, reply) => reply.headers(noStore).send(await signerView(db, as(request))));
  route(app, signing.setViewedOn, (request) => setViewedOn(db, as(request)));
  route(app, partySigning.sign, async (request) => {
    const view = await signAsParty(db, as(request), request.body, clientOf(request), linkBaseUrl);
    // Committed: the marks are stamped now, in this process, beside the answer (the queued job is the backup).
    stampSoon(view.signSet.id);
    return view;
  });
  route(app, reads.partyContractIds, async (request, reply) =>
    reply.headers(noStore).send(await partyContractIds(db, request.params, request.query)),
  );
  route(app, partySigning.giveConsent, (request) => giveConsent(db, as(request), request.body.version, clientOf(request)));
  route(app, partySigning.withdrawConsent, (request) => withdrawConsent(db, as(request), clientOf(request)));
  route(app, partySigning.decline, (request) => declineAsParty(db, as(request), request.body.reason, clientOf(request)));
  route(app, partySigningDocuments.signerDocuments, async (request, reply) =>
    reply.headers(noStore).send(await signerDocuments(db, as(request))),
  );
  route(app, partySigningDocuments.signerDocumentPdf, async (request, reply) => sendPdf(reply, await signerDocumentPdf(db, as(request))));
  route(app, signingGrants.exchange, async (request, reply) =>
    reply.headers(noStore).send(await exchangeSigningGrant(db, signingSecret, request.body.grant)),
  );
}
