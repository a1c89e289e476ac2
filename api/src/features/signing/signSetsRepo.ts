import type { SignSetParty, SignSetSummary } from '@offerdesk/shared/contract';
import { SignerStatus } from '@offerdesk/shared/domain';
import type { Db } from '../../db/db';
import { ownPartyOf } from '../offers/agentPartySql';

export interface NewSignSet {
  offerId: number;
  contractId: number;
  signingOrder: number;
  statusId: number;
  category: string;
  message: string | null;
  createdByUserId: number | null;
}

export async function insertSignSet(db: Db, s: NewSignSet): Promise<number> {
  const row = await db.one<{ id: number }>(
    `insert into sign_sets (offer_id, contract_id, signing_order, status_id, category, message, created_by_user_id)
     values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [s.offerId, s.contractId, s.signingOrder, s.statusId, s.category, s.message, s.createdByUserId],
  );
  return row!.id;
}

export async function insertSignSetDocuments(
  db: Db,
  signSetId: number,
  documents: ReadonlyArray<{ id: number; fileId: number }>,
): Promise<void> {
  await db.query(
    `insert into sign_set_documents (sign_set_id, offer_document_id, sort_order, file_id)
     select $1, d.id, d.ord, d.file from unnest($2::int[], $3::int[]) with ordinality as d(id, file, ord)`,
    [signSetId, documents.map((d) => d.id), documents.map((d) => d.fileId)],
  );
}

export async function insertSignSetParty(
  db: Db,
  p: { signSetId: number; partyId: number; signOrder: number; tokenHash: string | null; signStatus: number },
) {
  await db.query(`insert into sign_set_parties (sign_set_id, party_id, sign_order, token_hash, sign_status) values ($1, $2, $3, $4, $5)`, [
    p.signSetId,
    p.partyId,
    p.signOrder,
    p.tokenHash,
    p.signStatus,
  ]);
}

/** Gives the party a new capability token (the old link stops working). */
export const setTokenHash = (db: Db, signSetId: number, partyId: number, tokenHash: string) =>
  db.query('update sign_set_parties set token_hash = $3 where sign_set_id = $1 and party_id = $2', [signSetId, partyId, tokenHash]);

/** The documents among `documentIds` that an open (shared, pending) sign set already holds. */
export const documentsInOpenSets = async (db: Db, documentIds: readonly number[], openStatuses: readonly number[]) =>
  (
    await db.query<{ id: number }>(
      `select distinct d.offer_document_id as id from sign_set_documents d join sign_sets s on s.id = d.sign_set_id
        where d.offer_document_id = any($1::int[]) and s.status_id = any($2::int[])`,
      [documentIds, openStatuses],
    )
  ).map((r) => r.id);

export interface SignerRow {
  signerId: number;
  signSetId: number;
  offerId: number;
  contractId: number;
  partyId: number;
  signStatus: number;
  signOrder: number;
}

const SIGNER_COLUMNS = `sp.id as "signerId", sp.sign_set_id as "signSetId", s.offer_id as "offerId", s.contract_id as "contractId", sp.party_id as "partyId",
            sp.sign_status as "signStatus", sp.sign_order as "signOrder"`;

/** The signer a token opens within its sign set (row-locked inside a transaction when asked), else undefined. */
export const findSignerByToken = (db: Db, signSetId: number, tokenHash: string, lock = false) =>
  db.one<SignerRow>(
    `select ${SIGNER_COLUMNS}
       from sign_set_parties sp join sign_sets s on s.id = sp.sign_set_id
      where sp.token_hash = $2 and sp.sign_set_id = $1
      ${lock ? 'for update of sp' : ''}`,
    [signSetId, tokenHash],
  );

/** The signer of the set that is this party when the party is the agent's own (an agent signing as its own party), else undefined. */
export const findSignerOfPersonParty = (db: Db, signSetId: number, partyId: number, personId: number, lock = false) =>
  db.one<SignerRow>(
    `select ${SIGNER_COLUMNS}
       from sign_set_parties sp join sign_sets s on s.id = sp.sign_set_id join offer_parties p on p.id = sp.party_id
      where sp.sign_set_id = $1 and sp.party_id = $2 and ${ownPartyOf('$3')}
      ${lock ? 'for update of sp' : ''}`,
    [signSetId, partyId, personId],
  );

const PARTY_NAME = `coalesce(nullif(trim(concat_ws(' ', pe.first_name, pe.last_name)), ''), v.name, '')`;

/** Sign sets with their documents and signers: one set by id, or every set of a contract (newest first). */
export async function signSetSummaries(db: Db, where: { id: number } | { contractId: number }): Promise<SignSetSummary[]> {
  const byId = 'id' in where;
  const sets = await db.query<Omit<SignSetSummary, 'documents' | 'parties' | 'createdOn'> & { createdOn: Date }>(
    `select id, contract_id as "contractId", offer_id as "offerId", category, signing_order as "signingOrder", status_id as status,
            void_reason as "voidReason", created_on as "createdOn"
       from sign_sets where ${byId ? 'id' : 'contract_id'} = $1 order by id desc`,
    [byId ? where.id : where.contractId],
  );
  if (!sets.length) return [];
  const ids = sets.map((s) => s.id);
  const documents = await db.query<{ signSetId: number; id: number; name: string }>(
    `select d.sign_set_id as "signSetId", o.id, o.name from sign_set_documents d join offer_documents o on o.id = d.offer_document_id
      where d.sign_set_id = any($1::int[]) order by d.sort_order`,
    [ids],
  );
  const parties = await db.query<SignSetParty & { signSetId: number }>(
    `select sp.sign_set_id as "signSetId", sp.party_id as "partyId", ${PARTY_NAME} as name, p.role_id as "roleId", p.side_id as "sideId",
            sp.sign_order as "signOrder", sp.sign_status as "signStatus", p.viewed_on as "viewedOn", sp.signed_on as "signedOn"
       from sign_set_parties sp join offer_parties p on p.id = sp.party_id
       left join persons pe on pe.id = p.person_id left join vendors v on v.id = p.vendor_id
      where sp.sign_set_id = any($1::int[]) order by sp.sign_order, sp.id`,
    [ids],
  );
  const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
  return sets.map((s) => ({
    ...s,
    createdOn: iso(s.createdOn)!,
    documents: documents.filter((d) => d.signSetId === s.id).map(({ id, name }) => ({ id, name })),
    parties: parties
      .filter((p) => p.signSetId === s.id)
      .map(({ signSetId: _s, viewedOn, signedOn, ...p }) => ({ ...p, viewedOn: iso(viewedOn), signedOn: iso(signedOn) })),
  }));
}

/** Voids the open sets of an offer holding any of the documents; answers their ids. */
export const voidOpenSets = async (
  db: Db,
  offerId: number,
  documentIds: readonly number[],
  openStatuses: readonly number[],
  voidedStatus: number,
  reason: string,
) =>
  (
    await db.query<{ id: number }>(
      `update sign_sets s set status_id = $4, void_reason = $5, voided_on = now()
        where s.offer_id = $1 and s.status_id = any($3::int[])
          and exists (select 1 from sign_set_documents d where d.sign_set_id = s.id and d.offer_document_id = any($2::int[]))
        returning s.id`,
      [offerId, documentIds, openStatuses, voidedStatus, reason],
    )
  ).map((r) => r.id);

/** Snapshots the holders each signer fills in the set. */
export async function insertSignSetFields(
  db: Db,
  signSetId: number,
  fields: ReadonlyArray<{ documentId: number; fieldName: string; kind: string; partyId: number }>,
) {
  if (!fields.length) return;
  await db.query(
    `insert into sign_set_fields (sign_set_id, offer_document_id, field_name, kind, party_id)
     select $1, f.doc, f.name, f.kind, f.party from unnest($2::int[], $3::text[], $4::text[], $5::int[]) as f(doc, name, kind, party)`,
    [signSetId, fields.map((f) => f.documentId), fields.map((f) => f.fieldName), fields.map((f) => f.kind), fields.map((f) => f.partyId)],
  );
}

/** Whether any sign set of the offer is in one of the states. */
export const offerHasSetIn = async (db: Db, offerId: number, statuses: readonly number[]) =>
  !!(await db.one('select 1 from sign_sets where offer_id = $1 and status_id = any($2::int[]) limit 1', [offerId, [...statuses]]));
/** A sign set the offer's new sellers join. */
export interface JoinableSignSet {
  id: number;
  contractId: number;
  signingOrder: number;
  statusId: number;
  message: string | null;
}
const JOINABLE_COLUMNS = `id, contract_id as "contractId", signing_order as "signingOrder", status_id as "statusId", message`;

/** One sign set of the offer, row-locked. */
export const lockSignSetOfOffer = (db: Db, offerId: number, signSetId: number) =>
  db.one<JoinableSignSet>(`select ${JOINABLE_COLUMNS} from sign_sets where id = $1 and offer_id = $2 for update`, [signSetId, offerId]);

/** The offer's newest sign set of a category in one of `statuses`, row-locked. */
export const newestSignSetOfOffer = (db: Db, offerId: number, category: string, statuses: readonly number[]) =>
  db.one<JoinableSignSet>(
    `select ${JOINABLE_COLUMNS} from sign_sets where offer_id = $1 and category = $2 and status_id = any($3::int[])
      order by id desc limit 1 for update`,
    [offerId, category, statuses],
  );

/** The set's documents in their order, each with its copy as stamped so far. */
export const signSetDocumentCopies = (db: Db, signSetId: number) =>
  db.query<{ id: number; fileId: number }>(
    'select offer_document_id as id, file_id as "fileId" from sign_set_documents where sign_set_id = $1 order by sort_order',
    [signSetId],
  );

/** The holders a set already gives to a signer: `${documentId}:${fieldName}`. */
export const heldFieldKeys = async (db: Db, signSetId: number) =>
  new Set(
    (
      await db.query<{ key: string }>(`select offer_document_id || ':' || field_name as key from sign_set_fields where sign_set_id = $1`, [
        signSetId,
      ])
    ).map((r) => r.key),
  );

/** The last turn of a set (0 when it has no signer). */
export const lastSignOrder = async (db: Db, signSetId: number) =>
  (await db.one<{ last: number }>('select coalesce(max(sign_order), 0)::int as last from sign_set_parties where sign_set_id = $1', [
    signSetId,
  ]))!.last;

/** The parties the offer's open sign sets hold. */
export const partiesInOpenSets = async (db: Db, offerId: number, openStatuses: readonly number[]) =>
  (
    await db.query<{ partyId: number }>(
      `select distinct sp.party_id as "partyId" from sign_set_parties sp join sign_sets s on s.id = sp.sign_set_id
        where s.offer_id = $1 and s.status_id = any($2::int[])`,
      [offerId, openStatuses],
    )
  ).map((r) => r.partyId);

/** Whether the party has signed any set of the offer, and whether an open set still waits for its signature. */
export const partySigningState = async (db: Db, offerId: number, partyId: number, openStatuses: readonly number[]) =>
  (await db.one<{ hasSigned: boolean; hasPendingSignature: boolean }>(
    `select coalesce(bool_or(sp.sign_status = $4), false) as "hasSigned",
            coalesce(bool_or(sp.sign_status = $5 and s.status_id = any($3::int[])), false) as "hasPendingSignature"
       from sign_set_parties sp join sign_sets s on s.id = sp.sign_set_id
      where s.offer_id = $1 and sp.party_id = $2`,
    [offerId, partyId, openStatuses, SignerStatus.Signed, SignerStatus.NotSigned],
  ))!;

/** An agent party of the side (roles given) still has to sign an open set of the offer. */
export const sideAgentsPending = async (
  db: Db,
  p: { offerId: number; sideId: number; agentRoles: readonly number[]; openStatuses: readonly number[] },
) =>
  !!(
    await db.one<{ pending: boolean }>(
      `select exists (select 1 from sign_sets s join sign_set_parties sp on sp.sign_set_id = s.id join offer_parties op on op.id = sp.party_id
                       where s.offer_id = $1 and s.status_id = any($2::int[]) and sp.sign_status = $5 and op.side_id = $3
                         and op.role_id = any($4::int[])) as pending`,
      [p.offerId, p.openStatuses, p.sideId, p.agentRoles, SignerStatus.NotSigned],
    )
  )?.pending;
