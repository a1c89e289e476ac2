/**
 * A signer signs or declines its sign set through its link. The set's row is locked for the
 * change, so two signers signing at once both land, one after the other. A signature checks what
 * can be refused now, records the signer as signed, keeps its marks and queues their stamping
 * (signStamping.ts, docs/domain/signing.md#stamping-after-the-signature): it answers without waiting
 * for any PDF. Signing again after signing changes nothing; a voided set, a declined signer or a
 * signer whose turn has not come is refused. Each event is recorded with its time, the caller's
 * address and user agent.
 */
import type { SignBody, SignatureMark, SignerView } from '@offerdesk/shared/contract';
import { DocumentState, SignerStatus, SigningOrder } from '@offerdesk/shared/domain';
import { formatDay } from '@offerdesk/shared/format';
import type { Db } from '../../db/db';
import { DEFAULT_LINK_BASES, type LinkBases } from '../../config';
import { pngOfDataUrl, readablePng } from '../../pdf/signatureImage';
import type { Mark } from '../../pdf/stampSignatures';
import { badField, invalidState } from '../../http/errors';
import { recordActivity } from '../offers/activitiesRepo';
import { partiesOfOffer } from '../parties/partiesRepo';
import { QUEUES, sendJob } from '../../jobs/jobQueue';
import { keepSignerMarks } from './signSetMarksRepo';
import {
  lockSignSetForSigning,
  markSignerDeclined,
  markSignerSigned,
  setSignSetStatus,
  signersOfSet,
  type LockedSignSet,
} from './signingRepo';
import { askParty, isSignersTurn, signerOf, signerView, type SignerCredentials } from './signingService';
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
  // A drawn mark is refused now when it could not be stamped later (pdf-lib could not read it).
  if (mark.type === 'drawn') return { type: 'drawn', png: readablePng(pngOfDataUrl(mark.value, `${field}.value`), `${field}.value`) };
  const text = mark.value.trim();
  if (!text || text.length > TYPED_MARK_MAX) throw badField(`${field}.value`, `A typed ${field} has 1 to ${TYPED_MARK_MAX} characters.`);
  return { type: 'typed', text };
}

/** The date printed into date holders: MM/DD/YY of the signing day in UTC (docs/domain/offers.md, "How dates and times are shown"). */
export const signingDate = (at: Date) => formatDay(at.toISOString());

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

/** POST /offer/SignDocumentsByParty: the signature recorded and its stamping queued; the caller kicks the stamping once this answered. */
export async function signAsParty(
  db: Db,
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

    await markSignerSigned(tx, set.id, signer.partyId, at);
    await keepSignerMarks(tx, set.id, signer.partyId, marks, at);
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
      },
    });
    await sendJob(tx, QUEUES.stamp, { signSetId: set.id });
    // The set is complete only once its stamping completes it (the job); until then it waits.
    await setSignSetStatus(tx, set.id, DocumentState.PendingSignature);
    const waiting = signers.filter((s) => s.signStatus === SignerStatus.NotSigned && s.partyId !== signer.partyId);
    if (waiting.length && set.signingOrder === SigningOrder.OneByOne) await askNextTurn(tx, set, waiting, linkBaseUrl);
  });
  return signerView(db, credentials);
}

/** One by one: the signers of the next turn not asked yet get their link. */
async function askNextTurn(
  tx: Db,
  set: LockedSignSet,
  waiting: ReadonlyArray<{ partyId: number; signOrder: number; asked: boolean }>,
  linkBaseUrl: LinkBases,
) {
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
