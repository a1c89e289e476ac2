import { lint, type Case } from './lint';

const RULE = 'offerdesk/sql-in-repositories';

/** SQL or a database module outside the repositories (*Repo.ts): each must be refused, with a word of the message. */
const BAD: (Case & { name: string; says: RegExp })[] = [
  {
    name: 'a service runs a query on its Db parameter',
    filePath: 'api/src/features/offers/x.ts',
    code: "import type { Db } from '../../db/db';\nexport const f = (db: Db, sql: string) => db.query(sql);\n",
    says: /query run outside the repositories \(\*Repo\.ts\)/,
  },
  {
    name: 'a service runs a statement on the transaction its tx callback receives',
    filePath: 'api/src/features/offers/x.ts',
    code: "import type { Db } from '../../db/db';\nexport const f = (db: Db, text: string) => db.tx(async (t) => t.one(text));\n",
    says: /query run outside the repositories \(\*Repo\.ts\)/,
  },
  {
    name: 'a route runs exec on deps.db',
    filePath: 'api/src/features/offers/xRoutes.ts',
    code: 'export const f = (deps: { db: { exec(s: string): Promise<void> } }, s: string) => deps.db.exec(s);\n',
    says: /query run outside the repositories \(\*Repo\.ts\)/,
  },
  {
    name: 'a mail module holds a select statement',
    filePath: 'api/src/mail/x.ts',
    code: "export const SQL = 'select email from persons where id = $1';\n",
    says: /SQL outside the repositories \(\*Repo\.ts\)/,
  },
  {
    name: 'the seed holds an update statement in a template',
    filePath: 'api/src/seed/x.ts',
    code: 'export const sql = (t: string) => `update ${t} set status_id = $2 where id = $1`;\n',
    says: /SQL outside the repositories \(\*Repo\.ts\)/,
  },
  {
    name: 'a document module holds an insert and a delete',
    filePath: 'api/src/pdf/x.ts',
    code: "export const a = 'insert into stored_files (bytes) values ($1)';\nexport const b = `delete from stored_files where id = $1`;\n",
    says: /SQL outside the repositories \(\*Repo\.ts\)/,
  },
  {
    name: 'a service opens the database',
    filePath: 'api/src/features/offers/x.ts',
    code: "import { openDb } from '../../db/openDb';\nexport default openDb;\n",
    says: /'openDb' from the database modules/,
  },
  {
    name: 'a service reaches the PGlite engine',
    filePath: 'api/src/features/offers/x.ts',
    code: "import { openPglite } from '../../db/pgliteDb';\nexport default openPglite;\n",
    says: /'openPglite' from the database modules/,
  },
  {
    name: 'a use case names a database type other than Db',
    filePath: 'api/src/features/drafts/x.ts',
    code: "import type { Db, SqlParam } from '../../db/db';\nexport const f = (db: Db, p: SqlParam) => [db, p];\n",
    says: /'SqlParam' from the database modules/,
  },
  {
    name: 'a use case inserts through the generic insert',
    filePath: 'api/src/features/parties/x.ts',
    code: "import { insertRow } from '../../db/insertRow';\nexport default insertRow;\n",
    says: /'insertRow' from the database modules/,
  },
  {
    name: 'a use case takes the database error class',
    filePath: 'api/src/features/signing/x.ts',
    code: "import { DatabaseUnavailableError } from '../../db/db';\nexport default DatabaseUnavailableError;\n",
    says: /'DatabaseUnavailableError' from the database modules/,
  },
];

/** What stays allowed: the repositories, the type of the handle, a transaction, regular expressions, words. */
const GOOD: Case[] = [
  {
    filePath: 'api/src/features/offers/offersRepo.ts',
    code: "import type { Db } from '../../db/db';\nexport const f = (db: Db, id: number) => db.one('select id from offers where id = $1', [id]);\n",
  },
  {
    filePath: 'api/src/features/offers/x.ts',
    code: "import type { Db } from '../../db/db';\nimport { f } from './xRepo';\nexport const g = (db: Db) => db.tx((t) => f(t, 1));\n",
  },
  {
    filePath: 'api/src/auth/x.ts',
    code: 'const BEARER = /^Bearer\\s+(\\S+)$/i;\nexport const token = (h: string) => BEARER.exec(h)?.[1] ?? null;\n',
  },
  {
    filePath: 'api/src/features/offers/x.ts',
    code: "export const HINT = 'Select the documents to share, then update the parties.';\n",
  },
  {
    filePath: 'api/src/http/errorHandler.ts',
    code: "import { DatabaseUnavailableError } from '../db/db';\nexport default DatabaseUnavailableError;\n",
  },
  {
    filePath: 'api/src/server.ts',
    code: "import { migrate } from './db/migrate';\nimport { openDb } from './db/openDb';\nexport default [migrate, openDb];\n",
  },
  {
    filePath: 'api/src/features/offers/offerListSql.ts',
    code: "export const SELECT = 'select o.id from offers o where o.owner_user_id = $1';\n",
  },
  {
    filePath: 'api/src/seed/x.ts',
    code: "import type { Db } from '../db/db';\nimport { insertRow } from '../db/insertRow';\nexport const f = (db: Db) => insertRow(db, 'offers', {});\n",
  },
  { filePath: 'api/src/__tests__/x.test.ts', code: "export const SQL = 'select 1 from offers where id = $1';\n" },
];

jest.setTimeout(120_000);

describe('lint keeps SQL in the repositories (*Repo.ts)', () => {
  const results = lint([...BAD, ...GOOD]);

  it.each(BAD.map((c, i) => [c.name, i] as const))('refuses: %s', (_name, i) => {
    const hits = results[i].filter((f) => f.ruleId === RULE);
    expect(hits.map((h) => h.message).join('\n')).toMatch(BAD[i].says);
  });

  it('lets the repositories query, and the rest pass the handle, name it as a type and use regular expressions', () => {
    expect(results.slice(BAD.length).map((r) => r.filter((f) => f.ruleId === RULE))).toEqual(GOOD.map(() => []));
  });
});
