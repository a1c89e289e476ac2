/**
 * What an audit-trail export leaves out for a caller (docs/domain/audit.md#what-each-caller-reads): the
 * export gives only what the caller may read elsewhere. An entry whose details hold something the caller
 * may not read is exported without it and names what it lacks in `withheld`; its hash stays as stored,
 * so the links of the chain still check while that entry's own content cannot be recomputed.
 */
import type { AuditEntry } from '@offerdesk/shared/contract';

/**
 * Detail keys only the offer's owner reads elsewhere. `reviewerEmail` (offer.sentForReview and the
 * reviewer's accept and reject): every other read shows the reviewer to the owner and the reviewer's
 * own link only (PortalOffer, docs/domain/portal.md).
 */
const OWNER_ONLY_DETAILS: readonly string[] = ['reviewerEmail'];

/** The entry as the caller may read it: unchanged for the owner, without the owner-only details for anyone else. */
export function entryForCaller(entry: AuditEntry, caller: { isOwner: boolean }): AuditEntry {
  const details = entry.details;
  if (caller.isOwner || !details || typeof details !== 'object' || Array.isArray(details)) return entry;
  const hidden = OWNER_ONLY_DETAILS.filter((key) => Object.hasOwn(details, key));
  if (!hidden.length) return entry;
  const shown = Object.fromEntries(Object.entries(details).filter(([key]) => !hidden.includes(key)));
  return { ...entry, details: shown, withheld: hidden.map((key) => `details.${key}`) };
}
