import { OFFER_STATUS_IDS } from '@offerdesk/shared/domain';
import type { Db, SqlParam } from '../src/db/db';
import { hashPassword } from '../src/auth/password';
import { migrate } from '../src/db/migrate';
import { openDb } from '../src/db/openDb';
import { seedDemoIfEmpty } from '../src/seed/demoSeed';
import { searchTextOf } from '../src/features/offers/offerAddress';
import { CITIES, STREETS } from '../src/seed/demoData';
import { insertAgentUser, insertBrokerage, newDisplayId } from '../src/seed/writers';

const COLUMNS = [
  'display_id',
  'owner_user_id',
  'brokerage_id',
  'status_id',
  'street_number',
  'street',
  'designator_id',
  'city',
  'state_id',
  'zip_code',
  'mls_number',
  'offer_price',
  'image_blob_location',
  'search_text',
  'created_on',
  'is_archived',
];
const BATCH = 1000;

/** The sign-in of the agent seedBenchOffers makes. */
export const BENCH_AGENT = { userName: 'bench.agent', password: 'bench' };

/**
 * One agent owning `total` offers spread over every status and three years: BENCH_AGENT of a new
 * brokerage, or (`as`) another user name in a brokerage already made.
 */
export async function seedBenchOffers(db: Db, total: number, as?: { userName: string; brokerageId: number; passwordHash: string }) {
  const brokerageId = as?.brokerageId ?? (await insertBrokerage(db, { name: 'Bench Realty', isInhouse: true, stateId: 3 }));
  const agent = await insertAgentUser(db, {
    firstName: 'Bench',
    lastName: as ? as.userName : 'Agent',
    brokerageId,
    username: as?.userName ?? BENCH_AGENT.userName,
    passwordHash: as?.passwordHash ?? (await hashPassword(BENCH_AGENT.password)),
  });
  const start = Date.UTC(2024, 0, 1);
  for (let first = 0; first < total; first += BATCH) {
    const params: SqlParam[] = [];
    const rows: string[] = [];
    for (let i = first; i < Math.min(total, first + BATCH); i++) {
      const [street, designatorId] = STREETS[i % STREETS.length];
      const [city, zipCode] = CITIES[(i * 7) % CITIES.length];
      const address = {
        streetNumber: String(100 + (i % 9900)),
        directionId: null,
        street,
        designatorId,
        suffixId: null,
        unitNumber: null,
        unitTypeId: null,
        city,
        stateId: 3,
        zipCode,
        mlsNumber: String(7000000 + i),
      };
      const values: SqlParam[] = [
        newDisplayId(),
        agent.userId,
        brokerageId,
        OFFER_STATUS_IDS[i % OFFER_STATUS_IDS.length],
        address.streetNumber,
        street,
        designatorId,
        city,
        3,
        zipCode,
        address.mlsNumber,
        200000 + (i % 500) * 1000,
        i % 5 ? `/media/listing/${i % 200}.svg` : null,
        searchTextOf(address),
        new Date(start + i * 900_000).toISOString(),
        i % 10 === 0,
      ];
      rows.push(`(${values.map((v) => `$${params.push(v)}`).join(', ')})`);
    }
    await db.query(`insert into offers (${COLUMNS.join(', ')}) values ${rows.join(', ')}`, params);
  }
  await db.exec('analyze offers');
  return { ...agent, brokerageId };
}

/** A data folder for a suite run by a benchmark: the demo data plus BENCH_AGENT with `total` offers. */
export async function prepareBenchDataDir(dataDir: string, total: number): Promise<void> {
  const db = await openDb({ dataDir });
  try {
    await migrate(db);
    await seedDemoIfEmpty(db);
    await seedBenchOffers(db, total);
  } finally {
    await db.close();
  }
}
