/** The export of an offer's audit trail (docs/domain/audit.md#export): JSON with every hash and the check, or a readable PDF. */
import { AUDIT_TRAIL_FORMAT, type AuditTrail } from '@offerdesk/shared/contract';
import { activityText } from '@offerdesk/shared/domain';
import type { Db } from '../../db/db';
import { pdfWork } from '../../pdf/pdfPool';
import { formatAddress } from '../offers/offerAddress';
import { activitiesOfOffer } from '../offers/offerActivitiesRepo';
import { checkTrail, describeCheck } from './auditChain';
import { offerAddressParts } from './auditChainRepo';
import { offerTrail } from './auditChainService';
import { entryForCaller } from './auditTrailWithheld';

/**
 * GET /offer/DownloadAuditTrail/{id}: the whole trail in chain order, as the database holds it, with the check
 * of its chain (made on the whole trail), each entry as the caller may read it (auditTrailWithheld.ts).
 */
export async function auditTrailOf(db: Db, offerId: number, caller: { isOwner: boolean }): Promise<AuditTrail> {
  const { entries, head } = await offerTrail(db, offerId);
  const shown = new Map((await activitiesOfOffer(db, offerId)).map((a) => [a.id, a]));
  const address = await offerAddressParts(db, offerId);
  const check = checkTrail(entries, head);
  return {
    format: AUDIT_TRAIL_FORMAT,
    offerId,
    offerAddress: address ? formatAddress(address).fullAddress : '',
    exportedOn: new Date().toISOString(),
    head,
    check: { intact: check.intact, message: describeCheck(check) },
    entries: entries.map((e) => {
      const row = shown.get(e.id);
      return entryForCaller({ ...e, actorName: row?.actorName ?? null, activity: row ? activityText(row) : e.action }, caller);
    }),
  };
}

/** GET /offer/DownloadAuditTrailPdf/{id}: the same trail for a person to read. */
export async function auditTrailPdfOf(db: Db, offerId: number, caller: { isOwner: boolean }): Promise<{ name: string; pdf: Uint8Array }> {
  return { name: `Audit trail offer ${offerId}`, pdf: await pdfWork('auditTrailPdf', await auditTrailOf(db, offerId, caller)) };
}
