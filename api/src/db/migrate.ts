import type { Db } from './db';
import { MIGRATIONS } from './migrations';
import { ensureJobQueue } from '../jobs/jobQueue';

/** Installs pg_trgm (shared by every schema), applies the pending migrations, each in a transaction, and sets up the job queue. */
export async function migrate(db: Db): Promise<string[]> {
  await ensureExtension(db);
  await db.exec(`create table if not exists schema_migrations (
    id text primary key, applied_on timestamptz(3) not null default now())`);
  const done = new Set((await db.query<{ id: string }>('select id from schema_migrations')).map((r) => r.id));
  const applied: string[] = [];
  for (const m of MIGRATIONS) {
    if (done.has(m.id)) continue;
    await db.tx(async (t) => {
      await t.exec(m.sql);
      await t.query('insert into schema_migrations (id) values ($1)', [m.id]);
    });
    applied.push(m.id);
  }
  // The durable job queue (pg-boss) keeps its own schema and versions beside ours.
  await ensureJobQueue(db);
  return applied;
}

async function ensureExtension(db: Db): Promise<void> {
  const found = await db.one("select 1 from pg_extension where extname = 'pg_trgm'");
  if (found) return;
  try {
    await db.exec('create extension if not exists pg_trgm with schema public');
  } catch (error) {
    // Two processes may race to create it; the loser sees a duplicate.
    if (!(await db.one("select 1 from pg_extension where extname = 'pg_trgm'"))) throw error;
  }
}
