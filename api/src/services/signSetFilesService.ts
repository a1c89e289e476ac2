/**
 * The files of a sign set for the offer's owner or parties: its documents in one PDF (every
 * signature stamped so far) and, once every signer has signed, the certificate of completion.
 */
import { SignerStatus, DocumentState } from '@offerdesk/shared/domain';
import { PDFDocument } from 'pdf-lib';
import type { TokenSubject } from '../auth/token';
import type { Db } from '../db/db';
import { certificatePdf } from '../documents/certificatePdf';
import { databaseDocumentStore as store } from '../documents/documentStore';
import { invalidState, notFound } from '../http/errors';
import { findOfferAccess } from '../repositories/offersRepo';
import { ownOrContact } from '../repositories/partiesRepo';
import { signSetSummaries } from '../repositories/signSetsRepo';

const SIGNER_STATUS_NAMES: Record<number, string> = {
  [SignerStatus.NotSigned]: 'Not signed',
  [SignerStatus.Signed]: 'Signed',
  [SignerStatus.Declined]: 'Declined',
  [SignerStatus.ViewOnly]: 'View only',
};
const EVENT_NAMES: Record<string, string> = {
  'signSet.shared': 'Shared for signature',
  'signSet.viewed': 'Viewed',
  'signSet.signed': 'Signed',
  'signSet.declined': 'Declined',
  'signSet.voided': 'Voided',
  'signSet.completed': 'Completed by every signer',
};

async function readableSet(db: Db, agent: TokenSubject, signSetId: number) {
  const [set] = await signSetSummaries(db, { id: signSetId });
  if (!set || !(await findOfferAccess(db, set.offerId, agent.userId, agent.personId))) throw notFound('Sign set not found.');
  return set;
}

const setFiles = (db: Db, signSetId: number) =>
  db.query<{ name: string; fileId: number; sha256: string }>(
    `select o.name, d.file_id as "fileId", f.sha256 from sign_set_documents d join offer_documents o on o.id = d.offer_document_id
       join stored_files f on f.id = d.file_id where d.sign_set_id = $1 order by d.sort_order`,
    [signSetId],
  );

/** GET /offer/DownloadOfferSignSet/{id}: the sealed package once complete, else the documents as stamped so far. */
export async function signSetPdf(db: Db, agent: TokenSubject, signSetId: number): Promise<{ name: string; pdf: Uint8Array }> {
  await readableSet(db, agent, signSetId);
  const sealed = await db.one<{ fileId: number | null }>('select sealed_file_id as "fileId" from sign_sets where id = $1', [signSetId]);
  if (sealed?.fileId) return { name: `Sign set ${signSetId}`, pdf: (await store.get(db, sealed.fileId))! };
  return { name: `Sign set ${signSetId}`, pdf: await mergedSetPdf(db, signSetId) };
}

/** The set's documents in one PDF, in their order, as stamped so far. */
export async function mergedSetPdf(db: Db, signSetId: number): Promise<Uint8Array> {
  const out = await PDFDocument.create();
  out.setTitle(`Sign set ${signSetId}`);
  for (const file of await setFiles(db, signSetId)) {
    const doc = await PDFDocument.load((await store.get(db, file.fileId))!);
    for (const page of await out.copyPages(doc, doc.getPageIndices())) out.addPage(page);
  }
  return out.save();
}

/** GET /offer/DownloadOfferCertificate/{id} */
export async function certificateOf(db: Db, agent: TokenSubject, signSetId: number): Promise<{ name: string; pdf: Uint8Array }> {
  const set = await readableSet(db, agent, signSetId);
  if (set.status !== DocumentState.Signed) throw invalidState('The certificate of completion comes once every signer has signed.');
  const facts = (await db.one<{ address: string; completedOn: Date }>(
    `select concat_ws(', ', nullif(concat_ws(' ', o.street_number, o.street), ''), o.city, o.zip_code) as address, s.completed_on as "completedOn"
       from sign_sets s join offers o on o.id = s.offer_id where s.id = $1`,
    [signSetId],
  ))!;
  const emails = new Map(
    (
      await db.query<{ partyId: number; email: string | null }>(
        `select p.id as "partyId", ${ownOrContact('email', 'coalesce(pe.email, v.email)')} as email from offer_parties p
       left join persons pe on pe.id = p.person_id left join vendors v on v.id = p.vendor_id where p.offer_id = $1`,
        [set.offerId],
      )
    ).map((r) => [r.partyId, r.email]),
  );
  const names = new Map(set.parties.map((p) => [p.partyId, p.name]));
  const events = await db.query<{
    at: Date;
    action: string;
    partyId: number | null;
    userName: string | null;
    details: Record<string, unknown>;
  }>(
    `select a.created_on as at, a.action, a.actor_party_id as "partyId",
            nullif(trim(concat_ws(' ', pe.first_name, pe.last_name)), '') as "userName", a.details
       from activities a left join users u on u.id = a.actor_user_id left join persons pe on pe.id = u.person_id
      where a.offer_id = $1 and a.action like 'signSet.%'
        and (a.details ->> 'signSetId' = $2 or a.details -> 'signSetIds' @> to_jsonb($3::int))
      order by a.created_on, a.id`,
    [set.offerId, String(signSetId), signSetId],
  );
  const iso = (d: Date | string) => new Date(d).toISOString();
  const pdf = await certificatePdf({
    signSetId,
    offerAddress: facts.address,
    completedOn: facts.completedOn ? iso(facts.completedOn) : null,
    documents: (await setFiles(db, signSetId)).map((f) => ({ name: f.name, sha256: f.sha256 })),
    signers: set.parties.map((p) => ({
      name: p.name,
      email: emails.get(p.partyId) ?? null,
      role: `signer ${p.signOrder || '-'}`,
      status: SIGNER_STATUS_NAMES[p.signStatus] ?? String(p.signStatus),
      viewedOn: p.viewedOn,
      signedOn: p.signedOn,
    })),
    events: events.map((e) => ({
      at: iso(e.at),
      what: EVENT_NAMES[e.action] ?? e.action,
      who: (e.partyId ? names.get(e.partyId) : e.userName) ?? 'OfferDesk',
      ip: typeof e.details.ip === 'string' ? e.details.ip : null,
      userAgent: typeof e.details.userAgent === 'string' ? e.details.userAgent : null,
    })),
  });
  return { name: `Certificate of Completion ${signSetId}`, pdf };
}
