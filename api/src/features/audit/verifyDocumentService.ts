/**
 * POST /verify/document (docs/domain/audit.md#verify-page): what a dropped PDF proves. The seal is checked
 * as pdfsig checks it; only a file that is intact and is, byte for byte, a file this OfferDesk keeps
 * names its offer, sign set and signers: the holder of that file already holds all of it. The file
 * is not stored. The check runs in the PDF worker pool within the check budget; past it the caller
 * gets a 422 saying the file could not be checked in time.
 */
import type { VerifyResult } from '@offerdesk/shared/contract';
import { createHash } from 'node:crypto';
import type { Db } from '../../db/db';
import { AppError } from '../../http/errors';
import { PdfCheckTooLong, pdfCheckWithin } from '../../pdf/pdfPool';
import type { SealKey } from '../../pdf/sealPdf';
import type { SealCheck } from '../../pdf/verifySeal';
import { certificateFacts } from '../signing/signSetSealing';
import { keptSealedFile } from './keptSealedFilesRepo';

const answer = (verdict: VerifyResult['verdict'], message: string, more: Partial<VerifyResult> = {}): VerifyResult => ({
  verdict,
  message,
  sealedBy: null,
  sealedOn: null,
  appendedBytes: null,
  document: null,
  ...more,
});

async function keptDocument(db: Db, bytes: Uint8Array): Promise<VerifyResult['document']> {
  const kept = await keptSealedFile(db, createHash('sha256').update(bytes).digest('hex'));
  if (!kept) return null;
  const facts = await certificateFacts(db, kept.signSetId);
  return {
    ...kept,
    offerAddress: facts.offerAddress,
    completedOn: facts.completedOn,
    signers: facts.signers.map((s) => ({ name: s.name, role: s.role, signedOn: s.signedOn })),
  };
}

export const checkTooLongMessage = (seconds: number) =>
  `OfferDesk could not check this file within ${seconds} seconds and stopped: it cannot say whether OfferDesk sealed it. ` +
  'A file OfferDesk sealed is checked in well under a second.';

/** The seal check of `bytes`, off the event loop and within the budget. */
async function sealCheck(sealKey: SealKey, bytes: Uint8Array): Promise<SealCheck> {
  try {
    return await pdfCheckWithin('verifyAgainstSeal', bytes, sealKey);
  } catch (error) {
    if (!(error instanceof PdfCheckTooLong)) throw error;
    const message = checkTooLongMessage(error.seconds);
    throw new AppError(422, 'check_too_long', message, { file: message });
  }
}

export async function verifyDocument(db: Db, sealKey: SealKey, bytes: Uint8Array): Promise<VerifyResult> {
  const check = await sealCheck(sealKey, bytes);
  switch (check.kind) {
    case 'notPdf':
      return answer('notOurs', 'This file is not a PDF, so OfferDesk did not seal it.');
    case 'unsealed':
      return answer('notOurs', 'This PDF carries no seal of this OfferDesk: it was not sealed by OfferDesk.');
    case 'otherSeal':
      return answer('notOurs', `This PDF is sealed by someone else${check.subject ? ` (${check.subject})` : ''}, not by this OfferDesk.`);
    case 'changed':
      return answer('changed', 'This PDF was sealed by this OfferDesk but its content was changed since: it is a different file now.', {
        sealedBy: check.subject,
        sealedOn: check.sealedOn,
      });
    case 'sealed':
      if (check.appendedBytes > 0)
        return answer('changed', `This PDF was sealed by this OfferDesk, but ${check.appendedBytes} bytes were added after the seal.`, {
          sealedBy: check.subject,
          sealedOn: check.sealedOn,
          appendedBytes: check.appendedBytes,
        });
      return answer('intact', 'Sealed by this OfferDesk and unchanged since it was sealed.', {
        sealedBy: check.subject,
        sealedOn: check.sealedOn,
        appendedBytes: 0,
        document: await keptDocument(db, bytes),
      });
  }
}
