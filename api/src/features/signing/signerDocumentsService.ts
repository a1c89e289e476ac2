/**
 * What the signer's page renders: the set's documents (its own copies, stamped so far) and, in
 * each, the signer's holders still to fill with where they sit. Reached only through the signer's token.
 */
import type { SignerDocument } from '@offerdesk/shared/contract';
import type { Db } from '../../db/db';
import { databaseDocumentStore as store } from '../../files/documentStore';
import { pdfWork } from '../../pdf/pdfPool';
import { setDocumentCopies } from './signSetFilesRepo';
import { openHoldersOfSigner } from './signingRepo';
import { notFound } from '../../http/errors';
import { signerOf, type SignerCredentials } from './signingService';

/** GET /offer/GetSignSetDocumentsByParty */
export async function signerDocuments(db: Db, credentials: SignerCredentials): Promise<SignerDocument[]> {
  const signer = await signerOf(db, credentials);
  const open = await openHoldersOfSigner(db, signer.signSetId, signer.partyId);
  const out: SignerDocument[] = [];
  for (const doc of await setDocumentCopies(db, signer.signSetId)) {
    const mine = new Set(open.filter((f) => f.documentId === doc.documentId).map((f) => f.fieldName));
    const holders = mine.size ? (await pdfWork('readHolders', (await store.get(db, doc.fileId))!)).filter((h) => mine.has(h.name)) : [];
    out.push({
      documentId: doc.documentId,
      name: doc.name,
      holders: holders.map(({ name, kind, page, x, y, width, height }) => ({ name, kind, page, x, y, width, height })),
    });
  }
  return out;
}

/** GET /offer/DownloadSignSetDocumentByParty: one document of the set as stamped so far (its sealed copy once every signer signed). */
export async function signerDocumentPdf(
  db: Db,
  query: SignerCredentials & { documentId: number },
): Promise<{ name: string; pdf: Uint8Array }> {
  const signer = await signerOf(db, query);
  const doc = (await setDocumentCopies(db, signer.signSetId)).find((d) => d.documentId === query.documentId);
  if (!doc) throw notFound('Document not found.');
  return { name: doc.name, pdf: (await store.get(db, doc.fileId))! };
}
