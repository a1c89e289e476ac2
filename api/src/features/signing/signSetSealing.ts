/**
 * What a sign set keeps once every signer has signed: each document's copy sealed (it replaces the
 * stamped copy, so every route that serves the document serves the sealed file) and the certificate
 * of completion, made then, listing the SHA-256 of each sealed copy, and sealed itself.
 */
import { SignerStatus } from '@offerdesk/shared/domain';
import type { Db } from '../../db/db';
import type { CertificateFacts } from '../../pdf/certificatePdf';
import { databaseDocumentStore as store } from '../../files/documentStore';
import { pdfWork } from '../../pdf/pdfPool';
import type { SealKey } from '../../pdf/sealPdf';
import {
  certificateHeading,
  completedSetsWithoutCertificate,
  keepCertificateFile,
  partyEmails,
  replaceDocumentCopy,
  setDocumentCopies,
  setEvents,
  setSealedFiles,
} from './signSetFilesRepo';
import { signSetSummaries } from './signSetsRepo';
import { formatAddress } from '../offers/offerAddress';
import { latestConsents, type ConsentRow } from './signingConsentsRepo';

/** A signer's consent to do business electronically as the certificate prints it. */
const consentLine = (c: ConsentRow | undefined) =>
  c && !c.withdrawnOn ? `${new Date(c.givenOn).toISOString()} · version ${c.textVersion} · ${c.ip}` : null;

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
  'signSet.stamped': 'Signature stamped into the documents',
  'signSet.declined': 'Declined',
  'signSet.consented': 'Consented to do business electronically',
  'signSet.consentWithdrawn': 'Withdrew consent to do business electronically',
  'signSet.voided': 'Voided',
  'signSet.completed': 'Completed by every signer',
};

/** Seals each document's copy in the set (in the caller's transaction); the sealed copy becomes the set's copy. */
export async function sealDocumentCopies(tx: Db, signSetId: number, key: SealKey): Promise<void> {
  for (const copy of await setDocumentCopies(tx, signSetId)) {
    const sealed = await store.put(tx, await pdfWork('sealPdf', (await store.get(tx, copy.fileId))!, key), 'application/pdf');
    await replaceDocumentCopy(tx, signSetId, copy.documentId, sealed.id);
  }
}

/** What the certificate of a completed set prints: the full property address, each copy's SHA-256, the signers, every event. */
export async function certificateFacts(db: Db, signSetId: number): Promise<CertificateFacts> {
  const [set] = await signSetSummaries(db, { id: signSetId });
  const heading = (await certificateHeading(db, signSetId))!;
  const emails = await partyEmails(db, set.offerId);
  const names = new Map(set.parties.map((p) => [p.partyId, p.name]));
  const consents = await latestConsents(
    db,
    set.parties.map((p) => p.partyId),
  );
  const iso = (d: Date | string) => new Date(d).toISOString();
  return {
    signSetId,
    offerAddress: formatAddress(heading).fullAddress,
    completedOn: heading.completedOn ? iso(heading.completedOn) : null,
    documents: (await setDocumentCopies(db, signSetId)).map((f) => ({ name: f.name, sha256: f.sha256 })),
    signers: set.parties.map((p) => ({
      name: p.name,
      email: emails.get(p.partyId) ?? null,
      role: `signer ${p.signOrder || '-'}`,
      status: SIGNER_STATUS_NAMES[p.signStatus] ?? String(p.signStatus),
      viewedOn: p.viewedOn,
      signedOn: p.signedOn,
      consent: consentLine(consents.get(p.partyId)),
    })),
    events: (await setEvents(db, set.offerId, signSetId)).map((e) => ({
      at: iso(e.at),
      what: EVENT_NAMES[e.action] ?? e.action,
      who: (e.partyId ? names.get(e.partyId) : e.userName) ?? 'OfferDesk',
      ip: typeof e.details.ip === 'string' ? e.details.ip : null,
      userAgent: typeof e.details.userAgent === 'string' ? e.details.userAgent : null,
    })),
  };
}

/** Makes the certificate of the completed set, seals it and keeps it with the set (in the caller's transaction). */
export async function keepCertificate(tx: Db, signSetId: number, key: SealKey): Promise<void> {
  const pdf = await pdfWork('certificatePdf', await certificateFacts(tx, signSetId));
  const file = await store.put(tx, await pdfWork('sealPdf', pdf, key, 'Certificate of completion issued by OfferDesk'), 'application/pdf');
  await keepCertificateFile(tx, signSetId, file.id);
}

/**
 * Sets completed before certificates were kept: their copies sealed and their certificate made,
 * one set per transaction (the set's row locked, so two API instances starting together seal it once).
 * Answers the ids of the sets sealed.
 */
export async function sealEarlierCompletedSets(db: Db, key: SealKey): Promise<number[]> {
  const sealed: number[] = [];
  for (const id of await completedSetsWithoutCertificate(db)) {
    await db.tx(async (tx) => {
      if ((await setSealedFiles(tx, id, true))?.certificateFileId) return;
      await sealDocumentCopies(tx, id, key);
      await keepCertificate(tx, id, key);
      sealed.push(id);
    });
  }
  return sealed;
}
