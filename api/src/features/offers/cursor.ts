import { badField } from '../../http/errors';

/** Largest row id the database stores (int4). */
const MAX_ID = 2 ** 31 - 1;
/** A cursor's timestamp is one this API wrote: a four-digit year in ISO form. */
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** Opaque keyset cursor: the (created_on, id) of the last row of a page. */
export const encodeCursor = (row: { createdOn: Date; id: number }) =>
  Buffer.from(JSON.stringify([row.createdOn.toISOString(), row.id])).toString('base64url');

const isIdValue = (id: unknown): id is number => Number.isInteger(id) && (id as number) > 0 && (id as number) <= MAX_ID;

/** Decodes a cursor; anything this API could not have written (tampered, out of range) is a 400 on `cursor`. */
export function decodeCursor(cursor: string): { createdOn: Date; id: number } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  if (Array.isArray(parsed) && parsed.length === 2) {
    const [iso, id] = parsed as [unknown, unknown];
    if (typeof iso === 'string' && ISO_TIMESTAMP.test(iso) && isIdValue(id)) {
      const createdOn = new Date(iso);
      const year = createdOn.getUTCFullYear();
      if (!Number.isNaN(createdOn.getTime()) && createdOn.toISOString() === iso && year >= 1) return { createdOn, id };
    }
  }
  throw badField('cursor', 'is not a cursor returned by the previous page');
}
