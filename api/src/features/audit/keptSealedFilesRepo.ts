/** Which kept sealed file of a completed sign set has this SHA-256: a sealed document copy, the sealed package or the certificate. */
import { DocumentState } from '@offerdesk/shared/domain';
import type { Db } from '../../db/db';

export interface KeptSealedFile {
  kind: 'signedDocument' | 'certificate';
  name: string;
  signSetId: number;
  offerId: number;
}

export const keptSealedFile = (db: Db, sha256: string) =>
  db.one<KeptSealedFile>(
    `select * from (
       select 'certificate' as kind, 'Certificate of Completion' as name, s.id as "signSetId", s.offer_id as "offerId"
         from sign_sets s join stored_files f on f.id = s.certificate_file_id where f.sha256 = $1
       union all
       select 'signedDocument', 'Sign set ' || s.id, s.id, s.offer_id
         from sign_sets s join stored_files f on f.id = s.sealed_file_id where f.sha256 = $1 and s.status_id = $2
       union all
       select 'signedDocument', o.name, s.id, s.offer_id
         from sign_set_documents d join sign_sets s on s.id = d.sign_set_id join offer_documents o on o.id = d.offer_document_id
         join stored_files f on f.id = d.file_id where f.sha256 = $1 and s.status_id = $2
     ) kept order by "signSetId" limit 1`,
    [sha256, DocumentState.Signed],
  );
