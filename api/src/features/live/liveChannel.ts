import type { Db } from '../../db/db';

/** The NOTIFY channel of the live events: one per database schema (the job queue's schema names it), lower-case. */
export const liveChannelOf = (db: Db) => `live_${db.jobSchema}`.toLowerCase();
