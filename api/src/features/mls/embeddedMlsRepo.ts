/** The embedded MLS's bulk writes (mls/embedded/generator.ts): offices, agents, listings and their documents. */
import type { Db } from '../../db/db';

export type EmbeddedMlsTable = 'mls_offices' | 'mls_agents' | 'mls_listings' | 'mls_listing_documents';

const BATCH = 5000;

/** Inserts the rows (objects keyed by column, all of the same columns) in batches of 5000, as JSON. */
export async function insertMlsRows(db: Db, table: EmbeddedMlsTable, rows: readonly object[]): Promise<void> {
  if (!rows.length) return;
  const cols = Object.keys(rows[0]).join(', ');
  for (let first = 0; first < rows.length; first += BATCH) {
    await db.query(`insert into ${table} (${cols}) select ${cols} from json_populate_recordset(null::${table}, $1::json)`, [
      JSON.stringify(rows.slice(first, first + BATCH)),
    ]);
  }
}

/** The id sequences of offices, agents and listings continue after the ids written. */
export async function advanceMlsSequences(db: Db): Promise<void> {
  for (const table of ['mls_offices', 'mls_agents', 'mls_listings'] as const) {
    await db.query(`select setval(pg_get_serial_sequence('${table}', 'id'), greatest((select max(id) from ${table}), 1))`);
  }
}

/** Fresh planner statistics after the bulk write. */
export const analyzeMlsTables = (db: Db) =>
  db.exec('analyze mls_offices; analyze mls_agents; analyze mls_listings; analyze mls_listing_documents');

export const hasMlsOffice = async (db: Db) => !!(await db.one('select 1 from mls_offices limit 1'));
