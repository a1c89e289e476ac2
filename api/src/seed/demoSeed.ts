import { VENDOR_TYPES } from '@offerdesk/shared/domain';
import type { Db } from '../db/db';
import { hasBrokerage, lockForSeeding } from './seedRepo';
import { hashPassword } from '../auth/password';
import { ARIZONA, CALIFORNIA, CLIENT_NAMES, OUTSIDE_AGENTS, VENDOR_NAMES } from './demoData';
import { seedDemoOffers, type DemoCast } from './demoOffers';
import { seedCompetingOffers } from './demoCompetingOffers';
import { DEMO_PASSWORD, DEMO_USERS, type DemoUser } from './demoUsers';
import { insertAgentUser, insertBrokerage, insertPerson, insertVendor, insertVendorContact } from './writers';

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '');
/** Harbor Homes: an in-house brokerage of its own, and an outside brokerage in Summit's contacts. */
const HARBOR_HOMES = {
  name: 'Harbor Homes',
  city: 'San Diego',
  stateId: CALIFORNIA,
  zipCode: '92101',
  addressLine1: '600 W Broadway',
  email: 'hello@harborhomes.example',
  workPhone: '6195550142',
};
/** The Harbor Homes agent Alex sends offers to as their seller agent. */
const CASEY = 'casey.nguyen';
const outsideAgentOf = (u: DemoUser) => ({
  firstName: u.firstName,
  lastName: u.lastName,
  email: u.email,
  mobilePhone: '6195551242',
  mlsId: 'CA41003',
  licenseNumber: 'SA660003',
});

async function seedPeople(db: Db): Promise<DemoCast> {
  const summit = await insertBrokerage(db, {
    name: 'Summit Realty Group',
    isInhouse: true,
    city: 'Scottsdale',
    stateId: ARIZONA,
    zipCode: '85251',
    addressLine1: '7014 E Camelback Rd',
    email: 'office@summitrealty.example',
    workPhone: '4805550100',
  });
  const harbor = await insertBrokerage(db, { ...HARBOR_HOMES, isInhouse: true, phoneRequiredForBrokerage: true });
  const outside = await insertBrokerage(db, {
    name: 'Desert Sun Properties',
    city: 'Phoenix',
    stateId: ARIZONA,
    zipCode: '85004',
    addressLine1: '2 N Central Ave',
    email: 'team@desertsun.example',
    workPhone: '6025550177',
  });
  const agents: Record<string, { userId: number; personId: number; brokerageId: number }> = {};
  for (const [i, u] of DEMO_USERS.entries()) {
    const brokerageId = u.brokerage === 'Harbor Homes' ? harbor : summit;
    const ids = await insertAgentUser(db, {
      ...u,
      username: u.userName,
      brokerageId,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      mobilePhone: `480555${String(1200 + i)}`,
      mlsId: `AZ${31000 + i}`,
      licenseNumber: `SA${660000 + i}`,
    });
    agents[u.userName] = { ...ids, brokerageId };
  }
  const outsideAgents: number[] = [];
  for (const [i, [firstName, lastName]] of OUTSIDE_AGENTS.entries()) {
    outsideAgents.push(
      await insertPerson(db, {
        firstName,
        lastName,
        brokerageId: outside,
        email: `${slug(firstName)}.${slug(lastName)}@desertsun.example`,
        mobilePhone: `602555${3300 + i}`,
        mlsId: `AZ${52000 + i}`,
        licenseNumber: `BR${770000 + i}`,
      }),
    );
  }
  // Casey of Harbor Homes as Summit's agents know him: an outside-agent contact (a person of its own)
  // with his e-mail, so the offers Alex sends him show in Casey's own Received Offers (docs/domain/parties.md, "Agents matched by e-mail:
  // the outside seller agent who uses OfferDesk").
  const harborContact = await insertPerson(db, {
    ...outsideAgentOf(DEMO_USERS.find((u) => u.userName === CASEY)!),
    brokerageId: await insertBrokerage(db, HARBOR_HOMES),
  });
  await insertBrokerage(db, {
    name: 'Cactus Country Realty',
    city: 'Tucson',
    stateId: ARIZONA,
    zipCode: '85701',
    addressLine1: '45 E Congress St',
    email: 'office@cactuscountry.example',
    workPhone: '5205550133',
  });
  // Clients belong to the brokerage of the agent who created them; the last two are Harbor Homes'.
  const clients: number[] = [];
  const creators = [...Object.values(agents)];
  const harborAgent = creators.find((a) => a.brokerageId === harbor) ?? creators[0];
  for (const [i, [firstName, lastName]] of CLIENT_NAMES.entries()) {
    clients.push(
      await insertPerson(db, {
        firstName,
        lastName,
        email: `${slug(firstName)}.${slug(lastName)}@mail.example`,
        mobilePhone: `480555${4400 + i}`,
        addressLine1: `${100 + i * 11} W Elm St`,
        city: 'Phoenix',
        stateId: ARIZONA,
        zipCode: '85013',
        createdByUserId: i >= CLIENT_NAMES.length - 2 ? harborAgent.userId : creators[0].userId,
      }),
    );
  }
  // A client without an e-mail: assigning it opens Missing Information.
  await insertPerson(db, {
    firstName: 'Grace',
    lastName: 'Nolan',
    mobilePhone: '4805554499',
    addressLine1: '77 N 7th St',
    city: 'Phoenix',
    stateId: ARIZONA,
    zipCode: '85004',
    createdByUserId: creators[0].userId,
  });
  const vendors: Record<number, number> = {};
  for (const type of VENDOR_TYPES) {
    const name = VENDOR_NAMES[type.id];
    const vendorId = await insertVendor(db, {
      name,
      vendorTypeId: type.id,
      email: `contact@${slug(name)}.example`,
      workPhone: `480555${5500 + type.id}`,
      faxPhone: `480555${6600 + type.id}`,
      addressLine1: `${200 + type.id} E Main St`,
      city: 'Mesa',
      stateId: ARIZONA,
      zipCode: '85201',
      isApproved: true,
      isAffiliate: type.id === 1,
    });
    const contact = await insertPerson(db, {
      firstName: 'Pat',
      lastName: `${type.name.split(/\W/)[0]} Desk`,
      email: `desk@${slug(name)}.example`,
    });
    await insertVendorContact(db, vendorId, contact);
    vendors[type.id] = vendorId;
  }
  await insertVendor(db, {
    name: 'Desert Oasis Title Agency',
    vendorTypeId: 1,
    email: 'orders@desertoasistitle.example',
    workPhone: '4805555599',
    faxPhone: '4805556699',
    addressLine1: '88 N Scottsdale Rd',
    city: 'Scottsdale',
    stateId: ARIZONA,
    zipCode: '85251',
    isApproved: true,
  });
  return { agents, outsideAgents, harborContact, clients, titleEscrowVendor: vendors[1] };
}

/** Seeds the demo data once, in one transaction, when the database has no brokerage yet. */
export async function seedDemoIfEmpty(db: Db): Promise<boolean> {
  return db.tx(async (t) => {
    await lockForSeeding(t, 'brokerages');
    if (await hasBrokerage(t)) return false;
    const cast = await seedPeople(t);
    await seedDemoOffers(t, cast);
    await seedCompetingOffers(t, cast);
    return true;
  });
}
