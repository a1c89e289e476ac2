import { CounterOfferStatus, OfferStatus, PartyRole, Side } from '@offerdesk/shared/domain';
import type { Db } from '../../db/db';
import { hashPassword } from '../../auth/password';
import { insertAgentUser, insertBrokerage, insertCounterOffer, insertOffer, insertParty, type OfferSeed } from '../../seed/writers';

export const FIXTURE_PASSWORD = 'Fixture!234';
export type AgentKey = 'owner' | 'receiver' | 'stranger' | 'other';
export interface FixtureAgent {
  userId: number;
  personId: number;
  brokerageId: number;
  userName: string;
}

/** A small world: an owner with offers in many states, a receiving agent, an outsider and a stranger. */
export interface World {
  agents: Record<AgentKey, FixtureAgent>;
  offers: {
    draft: number;
    reviewerRejected: number;
    countered: number;
    cancelled: number;
    pending: number;
    archived: number;
    /** owned by `other`, received by `receiver` (outside agent), unviewed */
    receivedUnviewed: number;
    /** owned by `owner`, received by `receiver` (in-house agent), viewed */
    receivedViewed: number;
    /** owned by `other`, receiver on seller side, but a draft: hidden from the received tab */
    receivedDraft: number;
  };
}

const base = (owner: FixtureAgent, statusId: number, n: number): OfferSeed => ({
  ownerUserId: owner.userId,
  brokerageId: owner.brokerageId,
  statusId,
  streetNumber: String(100 + n),
  street: ['Maple', 'Oak', 'Cedar', 'Birch', 'Willow'][n % 5],
  designatorId: 1,
  city: ['Springfield', 'Riverton', 'Lakeside'][n % 3],
  stateId: 14,
  zipCode: `6270${n % 10}`,
  mlsNumber: `MLS${1000 + n}`,
  offerPrice: 300_000 + n * 1000,
  imageBlobLocation: n % 2 ? `/media/listing/${n}.svg` : null,
  createdOn: new Date(Date.UTC(2026, 0, 1 + n)),
});

export async function buildWorld(db: Db): Promise<World> {
  const passwordHash = await hashPassword(FIXTURE_PASSWORD);
  const home = await insertBrokerage(db, { name: 'Fixture Realty', isInhouse: true, stateId: 14 });
  const away = await insertBrokerage(db, { name: 'Away Homes', isInhouse: true, stateId: 5 });
  const agent = async (userName: string, brokerageId: number): Promise<FixtureAgent> => {
    const [firstName, lastName] = userName.split('.');
    const ids = await insertAgentUser(db, {
      firstName,
      lastName,
      email: `${userName}@fixture.example`,
      brokerageId,
      username: userName,
      passwordHash,
    });
    return { ...ids, brokerageId, userName };
  };
  const agents = {
    owner: await agent('olivia.owner', home),
    receiver: await agent('rita.receiver', home),
    stranger: await agent('sid.stranger', home),
    other: await agent('bea.other', away),
  };
  let n = 0;
  const offer = async (owner: FixtureAgent, statusId: number, extra: Partial<OfferSeed> = {}) => {
    const id = await insertOffer(db, { ...base(owner, statusId, ++n), ...extra });
    await insertParty(db, { offerId: id, personId: owner.personId, roleId: PartyRole.InhouseAgent, sideId: Side.buyer });
    return id;
  };
  const received = async (offerId: number, roleId: number, viewedOn: Date | null) =>
    insertParty(db, { offerId, personId: agents.receiver.personId, roleId, sideId: Side.seller, viewedOn });

  const offers = {
    draft: await offer(agents.owner, OfferStatus.draft),
    reviewerRejected: await offer(agents.owner, OfferStatus.reviewerRejected),
    countered: await offer(agents.owner, OfferStatus.forwardedToBuyerAgent),
    cancelled: await offer(agents.owner, OfferStatus.cancelled),
    pending: await offer(agents.owner, OfferStatus.pending),
    archived: await offer(agents.owner, OfferStatus.accepted, { isArchived: true }),
    receivedUnviewed: await offer(agents.other, OfferStatus.forwardedToSellerAgent, { city: 'Harborview', mlsNumber: 'ZZ777' }),
    receivedViewed: await offer(agents.owner, OfferStatus.forwardedToSeller),
    receivedDraft: await offer(agents.other, OfferStatus.draft),
  };
  await insertCounterOffer(db, {
    offerId: offers.countered,
    partySideId: Side.seller,
    statusId: CounterOfferStatus.active,
    counterPrice: 333_000,
  });
  await insertCounterOffer(db, {
    offerId: offers.countered,
    partySideId: Side.buyer,
    statusId: CounterOfferStatus.pending,
    counterPrice: 320_000,
  });
  await received(offers.receivedUnviewed, PartyRole.OutsideAgent, null);
  await received(offers.receivedViewed, PartyRole.InhouseAgent, new Date(Date.UTC(2026, 1, 1)));
  await received(offers.receivedDraft, PartyRole.OutsideAgent, null);
  return { agents, offers };
}
