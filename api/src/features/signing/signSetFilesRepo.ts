/**
 * The files of sign sets: each document's copy in its set (as shared, stamped so far, sealed once
 * every signer has signed), the sealed package, the kept certificate and what the certificate prints.
 */
import { DocumentState } from '@offerdesk/shared/domain';
import type { Db } from '../../db/db';
import type { AddressParts } from '../offers/offerAddress';
import { ownOrContact } from '../parties/partiesRepo';

export interface SetDocumentCopy {
  documentId: number;
  name: string;
  fileId: number;
  sha256: string;
}

/** The set's documents in their order, each with its copy and the copy's SHA-256. */
export const setDocumentCopies = (db: Db, signSetId: number) =>
  db.query<SetDocumentCopy>(
    `select d.offer_document_id as "documentId", o.name, d.file_id as "fileId", f.sha256
       from sign_set_documents d join offer_documents o on o.id = d.offer_document_id join stored_files f on f.id = d.file_id
      where d.sign_set_id = $1 order by d.sort_order`,
    [signSetId],
  );

/** Puts a new copy of one document in its set (a signer's stamps, the seal). */
export const replaceDocumentCopy = (db: Db, signSetId: number, documentId: number, fileId: number) =>
  db.query('update sign_set_documents set file_id = $3 where sign_set_id = $1 and offer_document_id = $2', [signSetId, documentId, fileId]);

/**
 * The copy of the newest sign set holding the document, with that set's state — none when the
 * document was marked signed or its signed copy uploaded (its own file is then the signed one).
 */
export const newestSetCopy = (db: Db, documentId: number) =>
  db.one<{ fileId: number; setStatusId: number }>(
    `select d.file_id as "fileId", s.status_id as "setStatusId"
       from sign_set_documents d join sign_sets s on s.id = d.sign_set_id join offer_documents od on od.id = d.offer_document_id
      where d.offer_document_id = $1 and od.signed_on is null
      order by s.id desc limit 1`,
    [documentId],
  );

/** The sealed package and the kept certificate of a set (null until completed). */
export const setSealedFiles = (db: Db, signSetId: number, lock = false) =>
  db.one<{ packageFileId: number | null; certificateFileId: number | null }>(
    `select sealed_file_id as "packageFileId", certificate_file_id as "certificateFileId" from sign_sets where id = $1${lock ? ' for update' : ''}`,
    [signSetId],
  );

export const keepCertificateFile = (db: Db, signSetId: number, fileId: number) =>
  db.query('update sign_sets set certificate_file_id = $2 where id = $1', [signSetId, fileId]);

/** Completed sets without a kept certificate (completed before certificates were kept). */
export const completedSetsWithoutCertificate = async (db: Db) =>
  (
    await db.query<{ id: number }>('select id from sign_sets where status_id = $1 and certificate_file_id is null order by id', [
      DocumentState.Signed,
    ])
  ).map((r) => r.id);

/** The set's offer address parts and completion time. */
export const certificateHeading = (db: Db, signSetId: number) =>
  db.one<AddressParts & { completedOn: Date | null }>(
    `select o.street_number as "streetNumber", o.direction_id as "directionId", o.street, o.designator_id as "designatorId",
            o.suffix_id as "suffixId", o.unit_number as "unitNumber", o.unit_type_id as "unitTypeId", o.city,
            o.state_id as "stateId", o.zip_code as "zipCode", s.completed_on as "completedOn"
       from sign_sets s join offers o on o.id = s.offer_id where s.id = $1`,
    [signSetId],
  );

/** The e-mail of each party of the offer (its override for this offer, else the person's or vendor's). */
export const partyEmails = async (db: Db, offerId: number) =>
  new Map(
    (
      await db.query<{ partyId: number; email: string | null }>(
        `select p.id as "partyId", ${ownOrContact('email', 'coalesce(pe.email, v.email)')} as email from offer_parties p
           left join persons pe on pe.id = p.person_id left join vendors v on v.id = p.vendor_id where p.offer_id = $1`,
        [offerId],
      )
    ).map((r) => [r.partyId, r.email]),
  );

/** Every signing event of the set, oldest first, with the user who acted when no party did. */
export const setEvents = (db: Db, offerId: number, signSetId: number) =>
  db.query<{ at: Date; action: string; partyId: number | null; userName: string | null; details: Record<string, unknown> }>(
    `select a.created_on as at, a.action, a.actor_party_id as "partyId",
            nullif(trim(concat_ws(' ', pe.first_name, pe.last_name)), '') as "userName", a.details
       from activities a left join users u on u.id = a.actor_user_id left join persons pe on pe.id = u.person_id
      where a.offer_id = $1 and a.action like 'signSet.%'
        and (a.details ->> 'signSetId' = $2 or a.details -> 'signSetIds' @> to_jsonb($3::int))
      order by a.created_on, a.id`,
    [offerId, String(signSetId), signSetId],
  );
