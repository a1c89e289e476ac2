/**
 * A signer signs or declines its sign set through its link. The set's row is locked for the
 * whole change, so two signers signing at once both land, one after the other, each stamping
 * onto the other's result. Signing again after signing changes nothing; a voided set, a declined
 * signer or a signer whose turn has not come is refused. Each event is recorded with its time,
 * the caller's address and user agent.
 */
import type { SignBody, SignatureMark, SignerView } from '@offerdesk/shared/contract';
import { DocumentState, SignerStatus, SigningOrder } from '@offerdesk/shared/domain';
import type { Db } from '../../db/db';
import { DEFAULT_LINK_BASES, type LinkBases } from '../../config';
import { databaseDocumentStore as store } from '../../files/documentStore';
import { pngOfDataUrl } from '../../pdf/signatureImage';
import { pdfWork } from '../../pdf/pdfPool';
import type { SealKey } from '../../pdf/sealPdf';
import type { Mark } from '../../pdf/stampSignatures';
import { mergedSetPdf } from './signSetFilesService';
import { keepCertificate, sealDocumentCopies } from './signSetSealing';
import { signatureSlot } from './signatureSlots';
import { badField, invalidState } from '../../http/errors';
import { recordActivity } from '../offers/activitiesRepo';
import { partiesOfOffer } from '../parties/partiesRepo';
import { replaceDocumentCopy } from './signSetFilesRepo';
import {
  documentsToStamp,
  lockSignSetForSigning,
  markSignerDeclined,
  markSignerSigned,
  markSignSetCompleted,
  setSignSetStatus,
  signersOfSet,
  type LockedSignSet,
} from './signingRepo';
import { queueCompletionNotices } from '../../mail/completionNotice';
import { askParty, isSignersTurn, signerOf, signerView, type SignerCredentials } from './signingService';
import { moveOfferOnCompletedSet } from './signSetCompletion';
import { requireConsent } from './signingConsent';

export const TYPED_MARK_MAX = 100;
export const VOIDED_MESSAGE = 'These documents were voided and can no longer be signed.';
export const DECLINED_MESSAGE = 'You declined to sign these documents.';
export const NOT_YOUR_TURN_MESSAGE = 'The documents are not ready for your signature yet.';

export interface ClientFacts {
  ip: string;
  userAgent: string;
}

function markOf(mark: SignatureMark, field: string): Mark {
  if (mark.type === 'drawn') return { type: 'drawn', png: pngOfDataUrl(mark.value, `${field}.value`) };
  const text = mark.value.trim();
  if (!text || text.length > TYPED_MARK_MAX) throw badField(`${field}.value`, `A typed ${field} has 1 to ${TYPED_MARK_MAX} characters.`);
  return { type: 'typed', text };
}

/** The date printed into date holders: MM/DD/YYYY of the signing day (UTC). */
export const signingDate = (at: Date) =>
  `${String(at.getUTCMonth() + 1).padStart(2, '0')}/${String(at.getUTCDate()).padStart(2, '0')}/${at.getUTCFullYear()}`;

/** The signer and its locked set, refused unless it may act now. */
async function actingSigner(tx: Db, credentials: SignerCredentials) {
  const signer = await signerOf(tx, credentials);
  const set = await lockSignSetForSigning(tx, signer.signSetId);
  const signers = await signersOfSet(tx, set.id);
  const me = signers.find((s) => s.partyId === signer.partyId)!;
  return { signer, set, signers, me };
}

function refuseUnlessTurn(
  set: LockedSignSet,
  me: { signStatus: number; signOrder: number },
  signers: ReadonlyArray<{ signStatus: number; signOrder: number }>,
) {
  if (set.status === DocumentState.Voided) throw invalidState(VOIDED_MESSAGE);
  if (me.signStatus === SignerStatus.Declined) throw invalidState(DECLINED_MESSAGE);
  if (!isSignersTurn(set, me, signers)) throw invalidState(NOT_YOUR_TURN_MESSAGE);
}

/** POST /offer/SignDocumentsByParty, once one of this process's signature slots is free (docs/domain/signing.md#signatures-at-a-time). */
export const signAsParty = (...args: Parameters<typeof signNow>) => signatureSlot(() => signNow(...args));

async function signNow(
  db: Db,
  sealKey: () => SealKey,
  credentials: SignerCredentials,
  body: SignBody,
  client: ClientFacts,
  linkBaseUrl: LinkBases = DEFAULT_LINK_BASES,
  at = new Date(),
): Promise<SignerView> {
  const marks = { signature: markOf(body.signature, 'signature'), initials: markOf(body.initials, 'initials'), date: signingDate(at) };
  await db.tx(async (tx) => {
    const { signer, set, signers, me } = await actingSigner(tx, credentials);
    if (me.signStatus === SignerStatus.Signed) return;
    refuseUnlessTurn(set, me, signers);
    await requireConsent(tx, signer.partyId);

    const documents = await documentsToStamp(tx, set.id, signer.partyId);
    const stamped: Array<{ documentId: number; sha256: string }> = [];
    for (const doc of documents.filter((d) => d.fields.length)) {
      const bytes = await store.get(tx, doc.fileId);
      let pdf: Uint8Array;
      try {
        pdf = await pdfWork('stampSignatures', bytes!, doc.fields, marks);
      } catch (error) {
        // pdf-lib refuses a PNG it cannot decode: the caller's drawing is at fault.
        if (/png/i.test((error as Error).message)) throw badField('signature.value', 'The drawn signature is not a readable PNG image.');
        throw error;
      }
      const file = await store.put(tx, pdf, 'application/pdf');
      await replaceDocumentCopy(tx, set.id, doc.documentId, file.id);
      stamped.push({ documentId: doc.documentId, sha256: file.sha256 });
    }
    await markSignerSigned(tx, set.id, signer.partyId, at);
    await recordActivity(tx, {
      offerId: set.offerId,
      actorPartyId: signer.partyId,
      action: 'signSet.signed',
      details: {
        signSetId: set.id,
        ip: client.ip,
        userAgent: client.userAgent,
        signature: body.signature.type,
        initials: body.initials.type,
        documents: stamped,
      },
    });

    const after = signers.map((s) => (s.partyId === signer.partyId ? { ...s, signStatus: SignerStatus.Signed } : s));
    const waiting = after.filter((s) => s.signStatus === SignerStatus.NotSigned);
    if (!waiting.length) {
      // Each document sealed (the copy every download serves), then the package of them all, sealed over the whole file.
      await sealDocumentCopies(tx, set.id, sealKey());
      const sealed = await store.put(tx, await pdfWork('sealPdf', await mergedSetPdf(tx, set.id), sealKey()), 'application/pdf');
      await markSignSetCompleted(tx, set.id, at, sealed.id);
      await recordActivity(tx, {
        offerId: set.offerId,
        action: 'signSet.completed',
        details: { signSetId: set.id, sealedSha256: sealed.sha256 },
      });
      // The certificate lists the sealed copies and every event up to the completion, and is sealed too.
      await keepCertificate(tx, set.id, sealKey());
      await moveOfferOnCompletedSet(tx, set.id, signer.partyId, linkBaseUrl);
      await queueCompletionNotices(tx, set.id, set.offerId);
      return;
    }
    await setSignSetStatus(tx, set.id, DocumentState.PendingSignature);
    if (set.signingOrder === SigningOrder.OneByOne) {
      const emails = new Map((await partiesOfOffer(tx, set.offerId)).map((p) => [p.partyId, p.email]));
      const nextTurn = Math.min(...waiting.map((s) => s.signOrder));
      for (const next of waiting.filter((s) => s.signOrder === nextTurn && !s.asked)) {
        await askParty(tx, {
          signSetId: set.id,
          offerId: set.offerId,
          partyId: next.partyId,
          email: emails.get(next.partyId)!,
          viewOnly: false,
          message: set.message,
          linkBaseUrl,
        });
      }
    }
  });
  return signerView(db, credentials);
}

/** POST /offer/DeclineSignSetByParty: the set stops (Declined to Sign) and the event is recorded. */
export async function declineAsParty(
  db: Db,
  credentials: SignerCredentials,
  reason: string,
  client: ClientFacts,
  at = new Date(),
): Promise<SignerView> {
  await db.tx(async (tx) => {
    const { signer, set, signers, me } = await actingSigner(tx, credentials);
    if (me.signStatus === SignerStatus.Signed) throw invalidState('You already signed these documents.');
    if (me.signStatus === SignerStatus.Declined) return;
    refuseUnlessTurn(set, me, signers);
    await markSignerDeclined(tx, set.id, signer.partyId, at, reason);
    await setSignSetStatus(tx, set.id, DocumentState.DeclinedToSign);
    await recordActivity(tx, {
      offerId: set.offerId,
      actorPartyId: signer.partyId,
      action: 'signSet.declined',
      details: { signSetId: set.id, reason, ip: client.ip, userAgent: client.userAgent },
    });
  });
  return signerView(db, credentials);
}
