/**
 * The offer as the portal shows it to a party (or the reviewer): its own party, the sharing
 * agent's card, the counter offers numbered from the oldest, the terms. Other parties appear
 * without e-mail or phone; reviewer fields only for the owner and the reviewer.
 */
import type { PortalCounterOffer, PortalDocument, PortalOffer, PortalParty, SharedByAgent } from '@offerdesk/shared/contract';
import {
  displayedPrice,
  DocumentSource,
  PartyRole,
  DocumentState,
  isOfferAccepted,
  OfferStatus,
  offerStatusLabel,
  PARTY_ROLE_NAMES,
  Side,
  SIDE_NAMES,
  type PartyRoleId,
} from '@offerdesk/shared/domain';
import type { Db } from '../../db/db';
import { offerNotFound } from '../../http/errors';
import { clientUserOfParty } from './clientUsersRepo';
import { counterOffersOf, type CounterRow } from '../offers/counterOffersRepo';
import { listContractDocuments } from '../documents/offerDocumentsRepo';
import { agentCardOf, brokerageAndListingPrice } from './offerPortalRepo';
import { findOfferRow } from '../offers/offersRepo';
import { partiesOfOffer, type OfferPartyRow } from '../parties/partiesRepo';
import { partySigningState, sideAgentsPending } from '../signing/signSetsRepo';
import { LOOKUP_INDEX, nameOf } from '../lookups/lookupIndex';
import { formatAddress } from '../offers/offerAddress';
import type { UrlResolver } from '../offers/offerMapper';
import { isAgentRole, type ActingParty } from './partyLinks';

export { counterOffersOf, type CounterRow };

export const toPortalCounter = (c: CounterRow, index: number): PortalCounterOffer => ({
  ...c,
  number: index + 1,
  counterFinancing: nameOf(LOOKUP_INDEX.financingTypes, c.counterFinancingId),
  createdOn: new Date(c.createdOn).toISOString(),
});

/** Sign sets in which signers may still sign (Shared, PendingSignature). */
const OPEN_SETS: readonly number[] = [DocumentState.Shared, DocumentState.PendingSignature];

/** A seller-side agent still has to sign an open sign set of the offer: the sellers wait (docs/domain/offers.md). */
export const listingAgentsPending = (db: Db, offerId: number) =>
  sideAgentsPending(db, {
    offerId,
    sideId: Side.seller,
    agentRoles: [PartyRole.InhouseAgent, PartyRole.OutsideAgent],
    openStatuses: OPEN_SETS,
  });

/** The viewer's own signing and registration (docs/domain/portal.md, "Sign first, registration at signing"). */
async function selfState(db: Db, offerId: number, self: OfferPartyRow) {
  const isBuyerClient = self.roleId === PartyRole.Client && self.sideId === Side.buyer;
  const [signing, client] = await Promise.all([
    partySigningState(db, offerId, self.partyId, OPEN_SETS),
    isBuyerClient ? clientUserOfParty(db, self.partyId) : null,
  ]);
  return { ...signing, isRegistered: isBuyerClient && !!client };
}

export const partyName = (p: Pick<OfferPartyRow, 'firstName' | 'lastName' | 'company'>) =>
  [p.firstName, p.lastName].filter(Boolean).join(' ') || p.company || '';
const sideName = (sideId: number) => SIDE_NAMES[sideId as 1 | 2] ?? '';
const roleName = (roleId: number) => PARTY_ROLE_NAMES[roleId as PartyRoleId] ?? '';

const toPortalParty = (p: OfferPartyRow): PortalParty => ({
  partyId: p.partyId,
  name: partyName(p),
  firstName: p.firstName,
  lastName: p.lastName,
  roleId: p.roleId,
  role: roleName(p.roleId),
  sideId: p.sideId,
  side: sideName(p.sideId),
  dualSide: p.dualSide,
  hasEmail: !!p.email,
  viewedOn: p.viewedOn ? new Date(p.viewedOn).toISOString() : null,
});

/** The agent who shared the offer with the viewer: the other side's agent for an agent, the own side's for a client (the buyer agent for the reviewer). */
async function sharedByOf(db: Db, parties: OfferPartyRow[], viewer: ActingParty | null): Promise<SharedByAgent | null> {
  const side =
    viewer && isAgentRole(viewer.roleId) ? (viewer.sideId === Side.buyer ? Side.seller : Side.buyer) : (viewer?.sideId ?? Side.buyer);
  const agent = parties.find((p) => p.sideId === side && isAgentRole(p.roleId) && p.personId !== null);
  if (!agent) return null;
  const card = await agentCardOf(db, agent.personId);
  return {
    name: partyName(agent),
    company: agent.company,
    photo: card?.photo ?? null,
    addressLine1: card?.addressLine1 ?? null,
    workPhone: card?.workPhone ?? null,
    mobilePhone: agent.mobilePhone,
    homePhone: card?.homePhone ?? null,
    email: agent.email,
    sideId: agent.sideId,
    clients: parties.filter((p) => p.sideId === side && p.roleId === 1).map(partyName),
  };
}

/** The contract's documents as the portal lists them: template (1) or PDF (2), and whether they are signed. */
async function portalDocuments(db: Db, contractId: number): Promise<PortalDocument[]> {
  return (await listContractDocuments(db, contractId)).map((d) => ({
    id: d.id,
    name: d.name,
    documentType: d.documentTemplateId === null ? DocumentSource.PDF : DocumentSource.Template,
    isSigned: d.signSetStatusId === DocumentState.Signed,
    isDraft: d.signSetStatusId === null,
  }));
}

/** The portal's offer for a viewer (a party, or null for the reviewer), resolving stored paths with `resolveUrl`. */
export async function portalOffer(
  db: Db,
  offerId: number,
  viewer: ActingParty | null,
  resolveUrl: UrlResolver,
  asReviewer = false,
): Promise<PortalOffer> {
  const row = await findOfferRow(db, offerId, 0);
  // A cancelled offer can no longer be opened, from a link either.
  if (!row || row.statusId === OfferStatus.cancelled) throw offerNotFound();
  const [counterRows, parties] = await Promise.all([counterOffersOf(db, offerId), partiesOfOffer(db, offerId)]);
  const counterOffers = counterRows.map(toPortalCounter);
  const self = viewer ? parties.find((p) => p.partyId === viewer.partyId) : undefined;
  const address = formatAddress(row);
  const showReviewer = asReviewer || !!viewer?.isOwner;
  // What is left depends only on the offer row and its parties: read at once, not one after another.
  const [franchise, own, documents, agentsPending, sharedBy] = await Promise.all([
    brokerageAndListingPrice(db, offerId),
    self && viewer ? selfState(db, offerId, self) : null,
    row.contractId ? portalDocuments(db, row.contractId) : [],
    listingAgentsPending(db, offerId),
    sharedByOf(db, parties, viewer),
  ]);
  const statusLabel = offerStatusLabel({ statusId: row.statusId, counterOffers });
  const deadline = row.acceptanceDeadlineDate ? `${row.acceptanceDeadlineDate}T${row.acceptanceDeadlineTime ?? '00:00'}:00.000Z` : null;
  return {
    id: row.id,
    displayId: row.displayId,
    statusId: row.statusId,
    statusLabel: statusLabel.label,
    statusCompleted: statusLabel.completed,
    canEdit: false,
    isAccepted: isOfferAccepted({ statusId: row.statusId, counterOffers }),
    offerPrice: row.offerPrice,
    displayedPrice: displayedPrice({ statusId: row.statusId, offerPrice: row.offerPrice, counterOffers }),
    listingPrice: franchise?.listingPrice ?? null,
    propertyTypeId: row.propertyTypeId,
    fullAddress: address.fullAddress,
    streetAndCityAddress: address.streetAndCityAddress,
    unitNumber: row.unitNumber,
    city: row.city,
    mlsNumber: row.mlsNumber,
    yearBuilt: row.yearBuilt,
    imageBlobLocation: row.imageBlobLocation ? resolveUrl(row.imageBlobLocation) : null,
    saleId: null,
    saleFileNumber: null,
    contractId: row.contractId,
    counterOffers,
    documents,
    parties: parties.map(toPortalParty),
    sendReminder: row.sendReminder,
    remindTime: row.remindTime,
    reminderInDays: row.reminderInDays,
    earnestMoneyDeposit: row.earnestMoneyDeposit,
    typeOfFinancingId: row.typeOfFinancingId,
    typeOfFinancing: nameOf(LOOKUP_INDEX.financingTypes, row.typeOfFinancingId),
    closingDate: row.closingDate,
    additionalTerms: row.additionalTerms,
    acceptanceDeadline: deadline,
    acceptanceDeadlineDate: row.acceptanceDeadlineDate,
    acceptanceDeadlineTime: row.acceptanceDeadlineTime,
    rejectedOn: row.rejectedOn,
    acceptedOn: row.acceptedOn,
    franchiseId: franchise!.brokerageId,
    party:
      self && viewer
        ? {
            partyId: self.partyId,
            roleId: self.roleId,
            sideId: self.sideId,
            side: sideName(self.sideId),
            name: partyName(self),
            isOwner: viewer.isOwner,
            hasSigned: own!.hasSigned,
            hasPendingSignature: own!.hasPendingSignature,
            isRegistered: own!.isRegistered,
          }
        : null,
    listingAgentsPending: agentsPending,
    sharedBy,
    reviewerFirstName: showReviewer ? row.reviewerFirstName : null,
    reviewerLastName: showReviewer ? row.reviewerLastName : null,
    reviewerEmail: showReviewer ? row.reviewerEmail : null,
    reviewerMessage: showReviewer ? row.reviewerMessage : null,
    isHomeWarrantyOrdered: row.isHomeWarrantyOrdered,
    homeWarrantyOrderedById: row.homeWarrantyOrderedById,
  };
}
