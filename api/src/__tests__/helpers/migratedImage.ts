import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate } from '../../db/migrate';
import { MIGRATIONS } from '../../db/migrations';
import { pgliteImage } from '../../db/pgliteDb';

/** The PGlite build in use: an image made by another build is made again. */
function pgliteBuild(): string {
  const main = require.resolve('@electric-sql/pglite');
  const { size, mtimeMs } = fs.statSync(main);
  return `${main}:${size}:${mtimeMs}`;
}

/**
 * A migrated, empty PGlite database as an image, made once per set of migrations on this machine
 * (in the temp folder, written whole or not at all) and opened as a copy by every API test: a new
 * in-memory database otherwise spends most of its start in initdb. `migrate` still runs on each copy.
 */
export async function migratedImage(): Promise<Uint8Array> {
  const key = createHash('sha256').update(JSON.stringify(MIGRATIONS)).update(pgliteBuild()).digest('hex').slice(0, 16);
  const dir = path.join(os.tmpdir(), 'offerdesk-pglite-images');
  const file = path.join(dir, `migrated-${key}.tar`);
  if (fs.existsSync(file)) return new Uint8Array(fs.readFileSync(file));
  const image = await pgliteImage(migrate);
  fs.mkdirSync(dir, { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  fs.writeFileSync(partial, image);
  fs.renameSync(partial, file);
  return image;
}
