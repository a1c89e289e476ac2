import type { FastifyInstance } from 'fastify';
import { contract } from '@offerdesk/shared/contract';
import { route } from '../../http/route';
import { offerNotFound } from '../../http/errors';
import { offerOfContract } from './partiesRepo';
import { addParty, changePartySide, removeParty, saveMergeFields, searchParties, toggleFavourite } from './partyAssignmentService';
import {
  getContact,
  getOfferParty,
  saveBrokerage,
  saveClient,
  saveOfferParty,
  saveOutsideAgent,
  saveVendor,
  saveVendorContact,
  searchBrokerages,
  searchVendors,
  updateParty,
  updatePartyEmail,
} from './partyContactService';
import { offerRoute } from '../offers/offerAccess';
import { PARTY_WRITE, partiesOf } from './partyAccess';
import type { RouteDeps } from '../../http/deps';

const { parties } = contract;

export function partyRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db, emailCheck: check } = deps;
  /** The offer a contract belongs to (404 as for a missing offer). */
  const offerOf = async (contractId: number) => {
    const offerId = await offerOfContract(db, contractId);
    if (!offerId) throw offerNotFound();
    return offerId;
  };
  route(app, parties.search, (r) => searchParties(db, r.agent, r.query.q, r.query.r, r.query.recs));
  offerRoute(app, db, parties.add, { ...PARTY_WRITE, offerId: (r) => r.body.offerId }, (r) => addParty(db, r.agent, r.body));
  offerRoute(app, db, parties.remove, { ...PARTY_WRITE, offerId: (r) => r.query.offerId }, (r) =>
    removeParty(db, r.agent, r.query.offerId, r.query.partyId),
  );
  offerRoute(app, db, parties.ofOffer, { need: 'anySide', offerId: (r) => r.query.offerId }, (r, access) =>
    partiesOf(db, r.agent, access.id),
  );
  offerRoute(app, db, parties.changeSide, { ...PARTY_WRITE, offerId: (r) => r.query.offerId }, (r) =>
    changePartySide(db, r.agent, r.query.offerId, r.query.partyId, r.query.partySideId),
  );
  route(app, parties.favourite, (r) => toggleFavourite(db, r.agent, r.query));
  route(app, parties.saveClient, (r) => saveClient(db, check, r.agent, r.body));
  route(app, parties.searchBrokerages, (r) => searchBrokerages(db, r.query.q));
  route(app, parties.saveBrokerage, (r) => saveBrokerage(db, check, r.agent, r.body));
  route(app, parties.saveAgent, (r) => saveOutsideAgent(db, check, r.agent, r.body));
  route(app, parties.searchVendors, (r) => searchVendors(db, r.agent, r.query.q));
  route(app, parties.saveVendor, (r) => saveVendor(db, r.agent, r.body));
  route(app, parties.saveVendorContact, (r) => saveVendorContact(db, check, r.agent, r.body));
  route(app, parties.offerParty, (r) => getOfferParty(db, r.agent, r.params.id));
  route(app, parties.getParty, (r) => getContact(db, r.agent, r.query));
  route(app, parties.update, (r) => updateParty(db, check, r.agent, r.body));
  route(app, parties.saveOfferParty, (r) => saveOfferParty(db, check, r.agent, r.body));
  route(app, parties.updateEmail, (r) => updatePartyEmail(db, check, r.agent, r.query.id, r.query.email));
  offerRoute(app, db, parties.setParties, { ...PARTY_WRITE, offerId: (r) => r.body.externalId }, (r) =>
    saveMergeFields(db, r.agent, r.body.externalId),
  );
  offerRoute(app, db, parties.contractAdd, { ...PARTY_WRITE, offerId: (r) => offerOf(r.body.contractId) }, (r, access) => {
    const { partyId: _ignored, ...ref } = r.body.party;
    return addParty(db, r.agent, { offerId: access.id, party: ref, dualSide: r.body.dualSide });
  });
  offerRoute(app, db, parties.contractRemove, { ...PARTY_WRITE, offerId: (r) => offerOf(r.body.contractId) }, (r, access) =>
    removeParty(db, r.agent, access.id, r.body.party.partyId),
  );
}
