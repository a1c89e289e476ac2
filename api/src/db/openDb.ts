import path from 'node:path';
import fs from 'node:fs';
import type { Db } from './db';
import { openPglite } from './pgliteDb';
import { openPgPool } from './pgPoolDb';

/** PostgreSQL when a URL is given, else PGlite file-backed in `<dataDir>/pglite`. */
export async function openDb(options: { databaseUrl?: string; dataDir: string }): Promise<Db> {
  if (options.databaseUrl) return openPgPool(options.databaseUrl);
  const dir = path.join(options.dataDir, 'pglite');
  fs.mkdirSync(dir, { recursive: true });
  return openPglite(dir);
}
