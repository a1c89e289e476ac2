/** The one generic insert: a row from named values, the table's defaults for those left undefined. */
import type { Db, SqlParam } from './db';

type Value = SqlParam | undefined;

/** Inserts the row (undefined values are left out, so the table's defaults apply); answers its id. */
export async function insertRow(db: Db, table: string, row: Record<string, Value>): Promise<number> {
  const entries = Object.entries(row).filter(([, v]) => v !== undefined);
  const cols = entries.map(([k]) => k).join(', ');
  const marks = entries.map((_, i) => `$${i + 1}`).join(', ');
  const result = await db.one<{ id: number }>(
    `insert into ${table} (${cols}) values (${marks}) returning id`,
    entries.map(([, v]) => v as SqlParam),
  );
  return result!.id;
}

/** The columns of fields named in camelCase: `columns` maps each field to its column; fields it does not name are left out. */
export const columnsOf = <F extends object>(columns: { readonly [K in keyof F]-?: string }, fields: F): Record<string, Value> =>
  Object.fromEntries(
    Object.entries(fields)
      .filter(([k]) => Object.hasOwn(columns, k))
      .map(([k, v]) => [columns[k as keyof F], v as Value]),
  );
