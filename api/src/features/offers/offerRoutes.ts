import type { FastifyInstance } from 'fastify';
import { contract } from '@offerdesk/shared/contract';
import { route } from '../../http/route';
import { saveAsIncomplete, saveDraft } from '../drafts/offerDraftService';
import { archiveOffer, cancelOffer, getOffer, loadOffer, markReceivedOfferViewed } from './offerActionsService';
import { offerRoute } from './offerAccess';
import { urlResolverFor, type RouteDeps } from '../../http/deps';

const { offers } = contract;

export function offerRoutes(app: FastifyInstance, deps: RouteDeps): void {
  route(app, offers.saveDraft, async (request) => {
    const offerId = await saveDraft(deps.db, deps.mls, request.agent, request.body);
    return loadOffer(deps.db, request.agent, offerId, urlResolverFor(request));
  });
  route(app, offers.saveAsIncomplete, async (request) => {
    const { offerId, ...extra } = request.body;
    await saveAsIncomplete(deps.db, request.agent, offerId, extra);
    return loadOffer(deps.db, request.agent, offerId, urlResolverFor(request));
  });
  offerRoute(app, deps.db, offers.getById, { need: 'anySide', offerId: (r) => r.params.id }, (request, access) =>
    getOffer(deps.db, request.agent, access, urlResolverFor(request)),
  );
  offerRoute(app, deps.db, offers.markViewed, { need: 'receiver', offerId: (r) => r.query.offerId }, (request) =>
    markReceivedOfferViewed(deps.db, request.agent, request.query.offerId),
  );
  offerRoute(app, deps.db, offers.cancel, { need: 'owner', offerId: (r) => r.params.id }, async (request) => {
    await cancelOffer(deps.db, request.agent, request.params.id);
    return loadOffer(deps.db, request.agent, request.params.id, urlResolverFor(request));
  });
  offerRoute(app, deps.db, offers.archive, { need: 'owner', offerId: (r) => r.params.id }, (request) =>
    archiveOffer(deps.db, request.agent, request.params.id),
  );
}
