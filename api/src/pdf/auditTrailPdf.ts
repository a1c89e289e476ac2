/** An offer's audit trail for a person to read: the check of the chain, then every activity with who, when, its details and hashes. */
import type { AuditTrail } from '@offerdesk/shared/contract';
import { textPdf } from './textPdf';

export async function auditTrailPdf(trail: AuditTrail): Promise<Uint8Array> {
  const { line, gap, save } = await textPdf(`Audit trail - offer ${trail.offerId}`);
  line('Audit trail', 18);
  gap();
  line(`Offer ${trail.offerId} · ${trail.offerAddress}`, 10);
  line(`Exported: ${trail.exportedOn} · ${trail.entries.length} activities`, 10);
  line(trail.check.message, 10);
  line(`Chain head: place ${trail.head.seq} · SHA-256 ${trail.head.hash ?? '-'}`, 8);
  gap(12);
  for (const e of trail.entries) {
    line(`${e.seq}. ${e.createdOn} · ${e.activity} · ${e.actorName ?? 'OfferDesk'}`, 9);
    const withheld = e.withheld?.length ? ` · withheld from this export: ${e.withheld.join(', ')}` : '';
    line(`${e.action} · activity ${e.id} · ${JSON.stringify(e.details)}${withheld}`, 7, 14);
    line(`SHA-256 ${e.hash} · previous ${e.prevHash ?? '-'}`, 7, 14);
    gap(4);
  }
  return save();
}
