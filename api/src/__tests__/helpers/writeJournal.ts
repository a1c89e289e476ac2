import type { Db } from '../../db/db';

/**
 * Tables a refused request may change by design: the sign-in throttle counts every attempt, a
 * stranger's included (docs/deployment.md, "More than one API instance").
 */
export const COUNTER_TABLES = ['sign_in_attempts'];

const JOURNAL = 'test_write_journal';

/**
 * Proof that nothing was written, at the cost of one statement: a row trigger on every watched table
 * notes each inserted, updated or deleted row (and each truncate) in a journal table, and `take()`
 * empties the journal and answers the tables it named. A rolled-back write leaves no entry (the
 * journal is written in the writer's own transaction); a write of the same values is still a write.
 */
export interface WriteJournal {
  /** The tables written since the last call (each once, sorted); empties the journal. */
  take(): Promise<string[]>;
}

/** The base tables of the test's schema a refused request must not change: all but the counters. */
async function watchedTables(db: Db): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`,
  );
  return rows.map((r) => r.name).filter((name) => name !== JOURNAL && !COUNTER_TABLES.includes(name));
}

/** Installs the journal on the given tables (default: every table but the counters) of a test database. */
export async function openWriteJournal(db: Db, tables?: readonly string[]): Promise<WriteJournal> {
  const watched = tables ?? (await watchedTables(db));
  const triggers = watched
    .map(
      (name) =>
        `create trigger ${JOURNAL} after insert or update or delete on "${name}" for each row execute function ${JOURNAL}_note();
         create trigger ${JOURNAL}_truncate after truncate on "${name}" for each statement execute function ${JOURNAL}_note();`,
    )
    .join('\n');
  await db.exec(
    `create table ${JOURNAL} (id bigserial primary key, table_name text not null);
     create function ${JOURNAL}_note() returns trigger language plpgsql as $$
       begin insert into ${JOURNAL} (table_name) values (tg_table_name); return null; end $$;
     ${triggers}`,
  );
  return {
    take: async () =>
      (
        await db.query<{ name: string }>(
          `with taken as (delete from ${JOURNAL} returning table_name) select distinct table_name as name from taken order by 1`,
        )
      ).map((r) => r.name),
  };
}
