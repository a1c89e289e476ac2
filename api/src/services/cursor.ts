import { badField } from '../http/errors';

/** Opaque keyset cursor: the (created_on, id) of the last row of a page. */
export const encodeCursor = (row: { createdOn: Date; id: number }) =>
  Buffer.from(JSON.stringify([row.createdOn.toISOString(), row.id])).toString('base64url');

export function decodeCursor(cursor: string): { createdOn: Date; id: number } {
  try {
    const [iso, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [unknown, unknown];
    const createdOn = new Date(String(iso));
    if (typeof iso === 'string' && !Number.isNaN(createdOn.getTime()) && Number.isInteger(id) && (id as number) > 0) {
      return { createdOn, id: id as number };
    }
  } catch {
    // fall through
  }
  throw badField('cursor', 'is not a cursor returned by the previous page');
}
