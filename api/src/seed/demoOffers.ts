import { CounterOfferStatus, OFFER_STATUS_IDS, OfferStatus, PartyRole, Side } from '@offerdesk/shared/domain';
import type { Db } from '../db/db';
import { ARIZONA, CITIES, daysAgo, priceFor, STREETS } from './demoData';
import { insertCounterOffer, insertOffer, insertParty, type OfferSeed } from './writers';

export interface DemoCast {
  agents: Record<string, { userId: number; personId: number; brokerageId: number }>;
  outsideAgents: number[];
  /** Casey (Harbor Homes) as an outside-agent contact: the seller agent of Alex's offers sent to the seller agent. */
  harborContact: number;
  clients: number[];
  titleEscrowVendor: number;
}

/** Counter-offer histories (oldest first) that make the counter-offer labels show. */
const COUNTERS: Partial<Record<number, Array<[side: number, status: number]>>> = {
  [OfferStatus.forwardedToBuyerAgent]: [[Side.seller, CounterOfferStatus.active]],
  [OfferStatus.buyerSigned]: [[Side.seller, CounterOfferStatus.approved]],
  [OfferStatus.forwardedToSellerAgent]: [
    [Side.seller, CounterOfferStatus.active],
    [Side.buyer, CounterOfferStatus.pending],
  ],
};

/** Received offers for Alex: statuses visible on the received tab. */
const RECEIVED_STATUSES = [
  OfferStatus.forwardedToSellerAgent,
  OfferStatus.forwardedToSeller,
  OfferStatus.sellerSigned,
  OfferStatus.signingInProgress,
  OfferStatus.signingComplete,
  OfferStatus.accepted,
  OfferStatus.rejected,
  OfferStatus.forwardedToBuyerAgent,
  OfferStatus.forwardedToBuyer,
  OfferStatus.voided,
  OfferStatus.sentForReview,
  OfferStatus.reviewerRejected,
  OfferStatus.forwardedToSellerAgent,
  OfferStatus.forwardedToSeller,
  OfferStatus.accepted,
];

function property(i: number, owner: { userId: number; brokerageId: number }, statusId: number, created: Date): OfferSeed {
  const [street, designatorId] = STREETS[i % STREETS.length];
  const [city, zipCode] = CITIES[(i * 3) % CITIES.length];
  return {
    ownerUserId: owner.userId,
    brokerageId: owner.brokerageId,
    statusId,
    propertyTypeId: (i % 5) + 1,
    streetNumber: String(1200 + ((i * 137) % 8800)),
    street,
    designatorId,
    directionId: i % 4 === 0 ? (i % 8) + 1 : undefined,
    unitNumber: i % 9 === 4 ? String(100 + i) : undefined,
    unitTypeId: i % 9 === 4 ? 1 : undefined,
    city,
    stateId: ARIZONA,
    zipCode,
    mlsNumber: i % 6 === 5 ? null : String(6000000 + i * 7919),
    offerPrice: priceFor(i),
    earnestMoneyDeposit: Math.round(priceFor(i) * 0.01),
    typeOfFinancingId: (i % 5) + 1,
    yearBuilt: 1965 + ((i * 7) % 58),
    imageBlobLocation: i % 7 === 3 ? null : `/media/listing/${i}.svg`,
    isArchived: statusId === OfferStatus.archived,
    createdOn: created,
  };
}

async function addCounters(db: Db, offerId: number, statusId: number, price: number, created: Date) {
  for (const [k, [side, status]] of (COUNTERS[statusId] ?? []).entries()) {
    const createdOn = new Date(created.getTime() + (k + 1) * 86_400_000);
    await insertCounterOffer(db, {
      offerId,
      partySideId: side,
      statusId: status,
      counterPrice: price + (side === Side.seller ? 15_000 : 5_000) * (k + 1),
      createdOn,
    });
  }
}

/** Statuses of Alex's offers whose seller agent is Casey of Harbor Homes (he finds them under his Received Offers). */
const SENT_TO_HARBOR: readonly number[] = [OfferStatus.forwardedToSellerAgent, OfferStatus.forwardedToSeller, OfferStatus.sellerSigned];

/** Alex's sent offers: every status at least twice, some archived, with buyer and seller parties. */
async function seedSent(db: Db, cast: DemoCast) {
  const alex = cast.agents['alex.morgan'];
  const statuses = [
    ...OFFER_STATUS_IDS,
    ...OFFER_STATUS_IDS,
    OfferStatus.draft,
    OfferStatus.forwardedToSellerAgent,
    OfferStatus.accepted,
    OfferStatus.sentForSignatures,
  ];
  for (const [i, statusId] of statuses.entries()) {
    const created = daysAgo(i * 3, i % 11);
    const seed = property(i, alex, statusId, created);
    if (i % 13 === 7) seed.isArchived = true;
    const offerId = await insertOffer(db, seed);
    await insertParty(db, { offerId, personId: alex.personId, roleId: PartyRole.InhouseAgent, sideId: Side.buyer });
    await insertParty(db, { offerId, personId: cast.clients[i % cast.clients.length], roleId: PartyRole.Client, sideId: Side.buyer });
    await insertParty(db, { offerId, vendorId: cast.titleEscrowVendor, roleId: PartyRole.TitleEscrow, sideId: Side.buyer });
    await insertParty(db, {
      offerId,
      personId: SENT_TO_HARBOR.includes(statusId) ? cast.harborContact : cast.outsideAgents[i % cast.outsideAgents.length],
      roleId: PartyRole.OutsideAgent,
      sideId: Side.seller,
    });
    await addCounters(db, offerId, statusId, seed.offerPrice, created);
  }
}

/** Offers Jordan (same brokerage) and Casey (Harbor Homes) sent to Alex as the seller's agent. */
async function seedReceived(db: Db, cast: DemoCast) {
  const alex = cast.agents['alex.morgan'];
  for (const [k, statusId] of RECEIVED_STATUSES.entries()) {
    const i = 100 + k;
    const sameBrokerage = k % 3 === 0;
    const owner = sameBrokerage ? cast.agents['jordan.lee'] : cast.agents['casey.nguyen'];
    const created = daysAgo(k * 2, k % 7);
    const seed = property(i, owner, statusId, created);
    if (k === 9) seed.isArchived = true;
    const offerId = await insertOffer(db, seed);
    await insertParty(db, { offerId, personId: owner.personId, roleId: PartyRole.InhouseAgent, sideId: Side.buyer });
    await insertParty(db, { offerId, personId: cast.clients[(k + 3) % cast.clients.length], roleId: PartyRole.Client, sideId: Side.buyer });
    await insertParty(db, {
      offerId,
      personId: alex.personId,
      roleId: sameBrokerage ? PartyRole.InhouseAgent : PartyRole.OutsideAgent,
      sideId: Side.seller,
      viewedOn: k % 3 === 1 ? null : new Date(created.getTime() + 3_600_000),
    });
    await addCounters(db, offerId, statusId, seed.offerPrice, created);
  }
}

/** Sam's own offers, which Alex must never see. */
async function seedOthers(db: Db, cast: DemoCast) {
  const sam = cast.agents['sam.rivera'];
  for (let k = 0; k < 4; k++) {
    const seed = property(
      200 + k,
      sam,
      [OfferStatus.draft, OfferStatus.forwardedToSellerAgent, OfferStatus.accepted, OfferStatus.sentForReview][k],
      daysAgo(k * 5),
    );
    const offerId = await insertOffer(db, seed);
    await insertParty(db, { offerId, personId: sam.personId, roleId: PartyRole.InhouseAgent, sideId: Side.buyer });
    await insertParty(db, { offerId, personId: cast.clients[k], roleId: PartyRole.Client, sideId: Side.buyer });
  }
}

export async function seedDemoOffers(db: Db, cast: DemoCast): Promise<void> {
  await seedSent(db, cast);
  await seedReceived(db, cast);
  await seedOthers(db, cast);
}
