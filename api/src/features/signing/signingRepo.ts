/** Signing a sign set: its signers, their holders, what each signature and decline writes, and what completes the set. */
import { DocumentState, SignerStatus } from '@offerdesk/shared/domain';
import type { Db } from '../../db/db';
import { ownPartyOf } from '../offers/agentPartySql';

export interface LockedSignSet {
  id: number;
  offerId: number;
  status: number;
  signingOrder: number;
  message: string | null;
}

/** A sign set, row-locked for the change a signer makes. */
export const lockSignSetForSigning = async (db: Db, id: number) =>
  (await db.one<LockedSignSet>(
    `select id, offer_id as "offerId", status_id as status, signing_order as "signingOrder", message from sign_sets where id = $1 for update`,
    [id],
  ))!;

/** The signers of a set in their turns. */
export const signersOfSet = (db: Db, signSetId: number) =>
  db.query<{ partyId: number; signStatus: number; signOrder: number; asked: boolean }>(
    `select party_id as "partyId", sign_status as "signStatus", sign_order as "signOrder", token_hash is not null as asked
       from sign_set_parties where sign_set_id = $1 order by sign_order, id`,
    [signSetId],
  );

/** The set's documents in their order, each with its copy and the holders the party signs in it. */
export const documentsToStamp = (db: Db, signSetId: number, partyId: number) =>
  db.query<{ documentId: number; fileId: number; fields: string[] }>(
    `select d.offer_document_id as "documentId", d.file_id as "fileId",
            coalesce(array_agg(f.field_name) filter (where f.field_name is not null), '{}') as fields
       from sign_set_documents d
       left join sign_set_fields f on f.sign_set_id = d.sign_set_id and f.offer_document_id = d.offer_document_id and f.party_id = $2
      where d.sign_set_id = $1 group by d.offer_document_id, d.file_id, d.sort_order order by d.sort_order`,
    [signSetId, partyId],
  );

/** The party's holders of the set are filled, and the party has signed. */
export async function markSignerSigned(db: Db, signSetId: number, partyId: number, at: Date): Promise<void> {
  await db.query('update sign_set_fields set filled_on = $3 where sign_set_id = $1 and party_id = $2', [signSetId, partyId, at]);
  await db.query(`update sign_set_parties set sign_status = $3, signed_on = $4 where sign_set_id = $1 and party_id = $2`, [
    signSetId,
    partyId,
    SignerStatus.Signed,
    at,
  ]);
}

/** The party declined to sign the set, with its reason. */
export const markSignerDeclined = (db: Db, signSetId: number, partyId: number, at: Date, reason: string) =>
  db.query(`update sign_set_parties set sign_status = $3, declined_on = $4, decline_reason = $5 where sign_set_id = $1 and party_id = $2`, [
    signSetId,
    partyId,
    SignerStatus.Declined,
    at,
    reason,
  ]);

/** Every signer signed: the set is Signed, with its sealed package. */
export const markSignSetCompleted = (db: Db, signSetId: number, at: Date, sealedFileId: number) =>
  db.query('update sign_sets set status_id = $2, completed_on = $3, sealed_file_id = $4 where id = $1', [
    signSetId,
    DocumentState.Signed,
    at,
    sealedFileId,
  ]);

export const setSignSetStatus = (db: Db, signSetId: number, statusId: number) =>
  db.query('update sign_sets set status_id = $2 where id = $1', [signSetId, statusId]);

/** A completed set's offer and category, the offer's row locked for its move. */
export const lockOfferOfSignSet = (db: Db, signSetId: number) =>
  db.one<{ offerId: number; category: string; statusId: number }>(
    `select s.offer_id as "offerId", s.category, o.status_id as "statusId"
       from sign_sets s join offers o on o.id = s.offer_id where s.id = $1 for update of o`,
    [signSetId],
  );

/** The side and role of each party that signs the set (not those who only view it). */
export const signingPartiesOfSet = (db: Db, signSetId: number) =>
  db.query<{ sideId: number; roleId: number }>(
    `select p.side_id as "sideId", p.role_id as "roleId" from sign_set_parties sp join offer_parties p on p.id = sp.party_id
      where sp.sign_set_id = $1 and sp.sign_status <> $2`,
    [signSetId, SignerStatus.ViewOnly],
  );

/** The parties a set holds (signers and viewers). */
export const partyIdsOfSet = async (db: Db, signSetId: number) =>
  (await db.query<{ partyId: number }>('select party_id as "partyId" from sign_set_parties where sign_set_id = $1', [signSetId])).map(
    (r) => r.partyId,
  );

/** The names of a set's documents, in the order they were added to the offer. */
export const documentNamesOfSet = async (db: Db, signSetId: number) =>
  (
    await db.query<{ name: string }>(
      'select od.name from sign_set_documents d join offer_documents od on od.id = d.offer_document_id where d.sign_set_id = $1 order by od.id',
      [signSetId],
    )
  ).map((d) => d.name);

/** The holders of the set the party has still to fill. */
export const openHoldersOfSigner = (db: Db, signSetId: number, partyId: number) =>
  db.query<{ documentId: number; fieldName: string }>(
    `select offer_document_id as "documentId", field_name as "fieldName" from sign_set_fields
      where sign_set_id = $1 and party_id = $2 and filled_on is null`,
    [signSetId, partyId],
  );

/** How many holders of the set the party signs. */
export const holderCountOfParty = async (db: Db, signSetId: number, partyId: number) =>
  (await db.one<{ n: number }>('select count(*)::int as n from sign_set_fields where sign_set_id = $1 and party_id = $2', [
    signSetId,
    partyId,
  ]))!.n;

/** The offer's completed (Signed) sets, oldest first. */
export const signedSetIdsOfOffer = async (db: Db, offerId: number) =>
  (
    await db.query<{ id: number }>('select id from sign_sets where offer_id = $1 and status_id = $2 order by id', [
      offerId,
      DocumentState.Signed,
    ])
  ).map((r) => r.id);

/** Each party's status in the newest sign set of the contract holding it. */
export const newestSignStatusesOfContract = async (db: Db, contractId: number) =>
  new Map(
    (
      await db.query<{ partyId: number; signStatus: number }>(
        `select distinct on (sp.party_id) sp.party_id as "partyId", sp.sign_status as "signStatus"
           from sign_set_parties sp join sign_sets s on s.id = sp.sign_set_id
          where s.contract_id = $1 order by sp.party_id, s.id desc`,
        [contractId],
      )
    ).map((r) => [r.partyId, r.signStatus]),
  );

/** Whether the sign set belongs to that offer and contract. */
export const isSignSetOf = async (db: Db, signSetId: number, offerId: number, contractId: number) =>
  !!(await db.one('select id from sign_sets where id = $1 and offer_id = $2 and contract_id = $3', [signSetId, offerId, contractId]));

/** Whether party `partyId` of the contract's offer is the agent's own (person `personId`). */
export const isOwnPartyOfContract = async (db: Db, contractId: number, partyId: number, personId: number) =>
  !!(await db.one(
    `select 1 from contracts c join offer_parties p on p.offer_id = c.external_id where c.id = $1 and p.id = $2 and ${ownPartyOf('$3')}`,
    [contractId, partyId, personId],
  ));

/** Whether party `partyId` of the offer is the agent's own (person `personId`). */
export const isOwnPartyOfOffer = async (db: Db, offerId: number, partyId: number | null, personId: number) =>
  !!(await db.one(`select 1 from offer_parties p where p.id = $1 and p.offer_id = $2 and ${ownPartyOf('$3')}`, [
    partyId,
    offerId,
    personId,
  ]));

/**
 * The sign set of the contract the party's signing opens: one open where it has still to sign first,
 * then one where it signs (rather than views), the newest first.
 */
export const signSetForPartyOfContract = async (
  db: Db,
  contractId: number,
  partyId: number,
  openStates: readonly number[],
): Promise<number | null> =>
  (
    await db.one<{ id: number }>(
      `select s.id from sign_sets s join sign_set_parties sp on sp.sign_set_id = s.id
        where s.contract_id = $1 and sp.party_id = $2
        order by (s.status_id = any($3::int[]) and sp.sign_status = $4) desc, (sp.sign_status <> $5) desc, s.id desc limit 1`,
      [contractId, partyId, openStates, SignerStatus.NotSigned, SignerStatus.ViewOnly],
    )
  )?.id ?? null;
