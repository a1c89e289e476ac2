import type { PortalOffer } from '@offerdesk/shared';

const TOKEN = 'A'.repeat(43);
export const LINK_TOKEN = TOKEN;

/** A complete wire PortalOffer: the buyer client's view of an offer the seller countered (Forwarded To Buyer). */
export function portalOfferExample(patch: Partial<PortalOffer> = {}): PortalOffer {
  return {
    id: 41, displayId: 'OD-41', statusId: 232, statusLabel: 'Forwarded To Buyer', statusCompleted: false, canEdit: false, isAccepted: false,
    offerPrice: 425000, displayedPrice: 440000, listingPrice: 450000, propertyTypeId: 1, fullAddress: '4410 Saguaro Dr, Tempe, AZ 85281',
    streetAndCityAddress: '4410 Saguaro Dr, Tempe', unitNumber: null, city: 'Tempe', mlsNumber: '6612345', yearBuilt: 1996, imageBlobLocation: null,
    saleId: null, saleFileNumber: null, contractId: 7,
    counterOffers: [
      { id: 3, number: 1, statusId: 229, partyId: 12, partySideId: 2, documentId: null, counterPrice: 440000, counterEarnestMoney: 6000, counterFinancingId: 1, counterFinancing: 'Conventional', counterCOE: '2026-12-20', counterAcceptanceDeadLine: '2026-12-05T17:00:00.000Z', counterTerms: 'Seller keeps the fridge', createdOn: '2026-11-24T10:00:00.000Z' },
    ],
    documents: [
      { id: 21, name: 'Residential Purchase Agreement', documentType: 1, isSigned: true },
      { id: 22, name: 'Lender Pre-Approval', documentType: 2, isSigned: false },
    ],
    parties: [
      { partyId: 10, name: 'Emily Carter', firstName: 'Emily', lastName: 'Carter', roleId: 1, role: 'Client', sideId: 1, side: 'Buyer', dualSide: false, hasEmail: true, viewedOn: null },
      { partyId: 11, name: 'Alex Morgan', firstName: 'Alex', lastName: 'Morgan', roleId: 4, role: 'Inhouse Agent', sideId: 1, side: 'Buyer', dualSide: false, hasEmail: true, viewedOn: null },
      { partyId: 12, name: 'Sam Rivera', firstName: 'Sam', lastName: 'Rivera', roleId: 3, role: 'Outside Agent', sideId: 2, side: 'Seller', dualSide: false, hasEmail: true, viewedOn: null },
      { partyId: 13, name: 'Desert Title', firstName: null, lastName: null, roleId: 5, role: 'Title/Escrow', sideId: 1, side: 'Buyer', dualSide: false, hasEmail: true, viewedOn: null },
    ],
    sendReminder: false, remindTime: null, reminderInDays: null, earnestMoneyDeposit: 5000, typeOfFinancingId: 2, typeOfFinancing: 'FHA',
    closingDate: '2026-12-15', additionalTerms: 'As is', acceptanceDeadline: '2026-12-01T17:30:00.000Z', acceptanceDeadlineDate: '2026-12-01',
    acceptanceDeadlineTime: '17:30', rejectedOn: null, acceptedOn: null, franchiseId: 1,
    party: { partyId: 10, roleId: 1, sideId: 1, side: 'Buyer', name: 'Emily Carter', isOwner: false },
    sharedBy: { name: 'Alex Morgan', company: 'Summit Realty Group', photo: null, addressLine1: null, workPhone: '(602) 555-0100', mobilePhone: null, homePhone: null, email: 'alex.morgan@summit.example', sideId: 1, clients: ['Emily Carter'] },
    reviewerFirstName: null, reviewerLastName: null, reviewerEmail: null, reviewerMessage: null, isHomeWarrantyOrdered: false, homeWarrantyOrderedById: null,
    ...patch,
  };
}
