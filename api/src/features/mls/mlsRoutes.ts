import type { FastifyInstance } from 'fastify';
import { contract } from '@offerdesk/shared/contract';
import { route } from '../../http/route';
import { getListing, searchByAddress, searchByNumber } from './mlsService';
import { mlsDocumentPdf } from './mlsDocumentService';
import { urlResolverFor, type RouteDeps } from '../../http/deps';

const { mls } = contract;

export function mlsRoutes(app: FastifyInstance, deps: RouteDeps): void {
  route(app, mls.byAddress, (request) => searchByAddress(deps.mls, request.query.address, urlResolverFor(request)));
  route(app, mls.byNumber, (request) => searchByNumber(deps.mls, request.query.keywords, urlResolverFor(request)));
  route(app, mls.listing, (request) => getListing(deps.mls, request.query.mlsId, request.query.mlsName, urlResolverFor(request)));
}

/** Public: the PDFs of the embedded MLS's documents (content_url of GetMlsListing). */
export function mlsDocumentRoutes(app: FastifyInstance, deps: RouteDeps): void {
  route(app, mls.document, async (request, reply) =>
    reply
      .type('application/pdf')
      .header('Cache-Control', 'public, max-age=86400')
      .header('Content-Disposition', `inline; filename="${request.params.objectId}.pdf"`)
      .send(await mlsDocumentPdf(deps.db, request.params.objectId)),
  );
}
