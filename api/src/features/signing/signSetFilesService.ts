/**
 * The files of a sign set for the offer's owner or parties: its documents in one PDF (every
 * signature stamped so far; the sealed package once complete) and, once every signer has signed,
 * the sealed certificate of completion kept with the set (signSetSealing.ts).
 */
import { DocumentState } from '@offerdesk/shared/domain';
import type { TokenSubject } from '../../auth/token';
import type { Db } from '../../db/db';
import { databaseDocumentStore as store } from '../../files/documentStore';
import { pdfWork } from '../../pdf/pdfPool';
import { invalidState, notFound } from '../../http/errors';
import { requireOfferAccess } from '../offers/offerAccess';
import { setDocumentCopies, setSealedFiles } from './signSetFilesRepo';
import { signSetSummaries } from './signSetsRepo';

async function readableSet(db: Db, agent: TokenSubject, signSetId: number) {
  const [set] = await signSetSummaries(db, { id: signSetId });
  const setNotFound = () => notFound('Sign set not found.');
  if (!set) throw setNotFound();
  await requireOfferAccess(db, agent, set.offerId, { need: 'anySide', notFound: setNotFound });
  return set;
}

/** GET /offer/DownloadOfferSignSet/{id}: the sealed package once complete, else the documents as stamped so far. */
export async function signSetPdf(db: Db, agent: TokenSubject, signSetId: number): Promise<{ name: string; pdf: Uint8Array }> {
  await readableSet(db, agent, signSetId);
  const sealed = await setSealedFiles(db, signSetId);
  if (sealed?.packageFileId) return { name: `Sign set ${signSetId}`, pdf: (await store.get(db, sealed.packageFileId))! };
  return { name: `Sign set ${signSetId}`, pdf: await mergedSetPdf(db, signSetId) };
}

/** The set's documents in one PDF, in their order, as stamped so far (sealed copies once complete). */
export async function mergedSetPdf(db: Db, signSetId: number): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  for (const file of await setDocumentCopies(db, signSetId)) parts.push((await store.get(db, file.fileId))!);
  return pdfWork('mergePdfs', parts, `Sign set ${signSetId}`);
}

/** GET /offer/DownloadOfferCertificate/{id}: the sealed certificate kept when the last signer signed. */
export async function certificateOf(db: Db, agent: TokenSubject, signSetId: number): Promise<{ name: string; pdf: Uint8Array }> {
  const set = await readableSet(db, agent, signSetId);
  const fileId = (await setSealedFiles(db, signSetId))?.certificateFileId;
  if (set.status !== DocumentState.Signed || !fileId)
    throw invalidState('The certificate of completion comes once every signer has signed.');
  return { name: `Certificate of Completion ${signSetId}`, pdf: (await store.get(db, fileId))! };
}
