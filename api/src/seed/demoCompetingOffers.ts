/**
 * A listing of Alex's with four competing offers (docs/domain/compare.md): Jordan, Casey and Sam sent
 * them to Alex as the seller agent, each with its own price, earnest money, financing, down payment,
 * seller concessions, close of escrow, inspection period, home warranty and deadline, so that the comparison has something to weigh.
 */
import { OfferStatus, PartyRole, Side } from '@offerdesk/shared/domain';
import type { Db } from '../db/db';
import { ARIZONA, daysAgo } from './demoData';
import type { DemoCast } from './demoOffers';
import { insertOffer, insertParty, type OfferSeed } from './writers';

/** The listing's MLS number. */
export const COMPETING_MLS_NUMBER = '6120451';

type Terms = Pick<
  OfferSeed,
  | 'offerPrice'
  | 'earnestMoneyDeposit'
  | 'typeOfFinancingId'
  | 'downPayment'
  | 'sellerConcessions'
  | 'closingDate'
  | 'inspectionDaysFromCOE'
  | 'isHomeWarrantyOrdered'
  | 'homeWarrantyPaidById'
  | 'costNotToExceed'
  | 'acceptanceDeadlineDate'
  | 'acceptanceDeadlineTime'
  | 'additionalTerms'
>;

/**
 * Buyer agent (demo user) and the terms of each offer. Financing: 1 Conventional, 2 FHA, 3 VA, 5 Cash (the
 * whole price down); warranty paid by 2 Seller.
 */
const COMPETING: ReadonlyArray<[buyerAgent: string, terms: Terms]> = [
  [
    'jordan.lee',
    {
      offerPrice: 612_000,
      earnestMoneyDeposit: 10_000,
      typeOfFinancingId: 1,
      downPayment: 122_400,
      sellerConcessions: 6_000,
      closingDate: '2027-01-15',
      inspectionDaysFromCOE: 10,
      isHomeWarrantyOrdered: true,
      homeWarrantyPaidById: 2,
      costNotToExceed: 650,
      acceptanceDeadlineDate: '2026-12-04',
      acceptanceDeadlineTime: '17:00',
      additionalTerms: 'Appraisal contingency; sale of buyer’s home not required.',
    },
  ],
  [
    'casey.nguyen',
    {
      offerPrice: 598_500,
      earnestMoneyDeposit: 25_000,
      typeOfFinancingId: 5,
      downPayment: 598_500,
      sellerConcessions: 2_500,
      closingDate: '2026-12-22',
      inspectionDaysFromCOE: 5,
      isHomeWarrantyOrdered: false,
      acceptanceDeadlineDate: '2026-12-02',
      acceptanceDeadlineTime: '12:00',
      additionalTerms: 'Cash, no appraisal or loan contingency.',
    },
  ],
  [
    'sam.rivera',
    {
      offerPrice: 620_000,
      earnestMoneyDeposit: 6_000,
      typeOfFinancingId: 2,
      downPayment: 21_700,
      sellerConcessions: 12_000,
      closingDate: '2027-01-29',
      inspectionDaysFromCOE: 15,
      isHomeWarrantyOrdered: true,
      homeWarrantyPaidById: 2,
      costNotToExceed: 800,
      acceptanceDeadlineDate: '2026-12-05',
      acceptanceDeadlineTime: '18:00',
      additionalTerms: 'Loan and appraisal contingencies; seller to repair roof leak before close.',
    },
  ],
  [
    'jordan.lee',
    {
      offerPrice: 605_000,
      earnestMoneyDeposit: 12_000,
      typeOfFinancingId: 3,
      downPayment: 30_250,
      sellerConcessions: 9_000,
      closingDate: '2027-01-08',
      inspectionDaysFromCOE: 10,
      isHomeWarrantyOrdered: false,
      acceptanceDeadlineDate: '2026-12-03',
      acceptanceDeadlineTime: '17:00',
      additionalTerms: 'VA loan; appraisal contingency.',
    },
  ],
];

export async function seedCompetingOffers(db: Db, cast: DemoCast): Promise<void> {
  const alex = cast.agents['alex.morgan'];
  for (const [k, [login, terms]] of COMPETING.entries()) {
    const owner = cast.agents[login];
    const offerId = await insertOffer(db, {
      ownerUserId: owner.userId,
      brokerageId: owner.brokerageId,
      statusId: OfferStatus.forwardedToSellerAgent,
      streetNumber: '4821',
      street: 'Palo Verde',
      designatorId: 9,
      city: 'Scottsdale',
      stateId: ARIZONA,
      zipCode: '85251',
      mlsNumber: COMPETING_MLS_NUMBER,
      yearBuilt: 1998,
      imageBlobLocation: '/media/listing/12.svg',
      createdOn: daysAgo(1, 6 - k),
      ...terms,
    });
    const sameBrokerage = owner.brokerageId === alex.brokerageId;
    await insertParty(db, { offerId, personId: owner.personId, roleId: PartyRole.InhouseAgent, sideId: Side.buyer });
    await insertParty(db, { offerId, personId: cast.clients[(k + 5) % cast.clients.length], roleId: PartyRole.Client, sideId: Side.buyer });
    await insertParty(db, {
      offerId,
      personId: alex.personId,
      roleId: sameBrokerage ? PartyRole.InhouseAgent : PartyRole.OutsideAgent,
      sideId: Side.seller,
      viewedOn: new Date(daysAgo(1).getTime() + 3_600_000),
    });
  }
}
