/**
 * POST /verify/document (docs/domain/audit.md#verify-page): what a dropped PDF proves. The seal is checked
 * as pdfsig checks it; only a file that is intact and is, byte for byte, a file this OfferDesk keeps
 * names its offer, sign set and signers: the holder of that file already holds all of it. The file
 * is not stored.
 */
import type { VerifyResult } from '@offerdesk/shared/contract';
import { createHash } from 'node:crypto';
import type { Db } from '../../db/db';
import type { SealKey } from '../../pdf/sealPdf';
import { sealCertificate } from '../../pdf/sealSigner';
import { verifySeal } from '../../pdf/verifySeal';
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

export async function verifyDocument(db: Db, sealKey: SealKey, bytes: Uint8Array): Promise<VerifyResult> {
  const file = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const check = verifySeal(file, sealCertificate(sealKey));
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
