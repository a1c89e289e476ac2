/**
 * The one formatter of activity rows (`activities`: action + details) into the text the offer page
 * shows, and the rule of which rows are about the contract (its documents and signing) rather than
 * the offer as a whole.
 */
export interface ActivityRowLike {
  action: string;
  details?: Record<string, unknown> | null;
  /** Who did it: the user's or the party's name; null for the system. */
  actorName?: string | null;
}

const count = (details: Record<string, unknown>, key: string): number => {
  const v = details[key];
  return Array.isArray(v) ? v.length : typeof v === 'number' ? v : 0;
};
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/** What happened, without who, by action. */
const DESCRIBE: Record<string, (d: Record<string, unknown>) => string> = {
  'offer.created': () => 'created the offer',
  'offer.updated': () => 'updated the offer information',
  'offer.savedIncomplete': () => 'saved the offer as incomplete',
  'offer.cancelled': () => 'cancelled the offer',
  'offer.archived': () => 'archived the offer',
  'offer.viewed': () => 'viewed the offer',
  'offer.sentForReview': () => 'sent the offer for review',
  'offer.shared': () => 'sent the offer for signature',
  'offer.sellerSigned': () => 'signed the offer as seller',
  'offer.convertedToSale': (d) => `converted the offer to sale ${text(d.fileNumber)}`.trim(),
  'offer.documentsAdded': (d) => `added ${plural(count(d, 'added'), 'document')}`,
  'offer.documentsRemoved': (d) => `removed ${plural(count(d, 'documentIds'), 'document')}`,
  'offer.documentUploaded': () => 'uploaded a document',
  'offer.formTemplateChanged': () => 'changed the form template',
  'offer.formTemplatesChanged': () => 'changed the form templates',
  'offer.customFieldsSaved': (d) => `saved ${plural(count(d, 'count'), 'Form Info value')}`,
  'party.added': () => 'added a party',
  'party.removed': () => 'removed a party',
  'party.edited': () => "edited a party's details",
  'party.side_changed': () => "changed a party's side",
  'parties.merge_fields_saved': () => 'saved the parties',
  'partyLink.revoked': () => "revoked a party's link",
  'partyLink.resent': () => 'sent a party a new link',
  'partyLink.requested': () => 'asked for a new link',
  'document.fieldAssigned': () => 'assigned a signing field',
  'document.assigned': () => 'prepared a document for signing',
  'document.submittedForReview': (d) => `submitted ${text(d.documentName) || 'a document'} to the broker for review`,
  'signSet.shared': (d) => `shared ${plural(count(d, 'documents'), 'document')} for signature`,
  'signSet.sellersAdded': (d) => `added ${plural(count(d, 'parties'), 'seller')} to the signing session`,
  'signSet.viewed': () => 'viewed the documents',
  'signSet.signed': () => 'signed the documents',
  'signSet.declined': (d) => (text(d.reason) ? `declined to sign: ${text(d.reason)}` : 'declined to sign'),
  'signSet.voided': (d) => (text(d.reason) ? `voided the signing session: ${text(d.reason)}` : 'voided the signing session'),
  'signSet.completed': () => 'Signing completed by all parties',
  'offer.signedByBuyers': () => 'Every buyer signed the offer',
  'offer.signedBySellers': () => 'Every seller signed the offer',
  'offer.signedByBothSides': () => 'Every buyer and seller signed the offer',
  'offer.forwardToSellerAgent': (d) =>
    d.automatic === true
      ? 'forwarded the offer to the seller agent automatically after the buyers signed'
      : fallback('forwardToSellerAgent'),
};

/** Actions that read as a sentence without an actor (the system did them). */
const SYSTEM_ACTIONS = new Set(['signSet.completed', 'offer.signedByBuyers', 'offer.signedBySellers', 'offer.signedByBothSides']);

/** The words of an unknown action: 'offer.forwardedToSellerAgent' → 'forwarded to seller agent'. */
function fallback(action: string): string {
  const verb = action.split('.').pop() ?? action;
  return verb
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
}

const capitalise = (s: string) => (s ? s[0].toUpperCase() + s.slice(1) : s);

/** The human text of one activity row: '{actor} {what happened}' ('Olivia Owner added 2 documents'). */
export function activityText(row: ActivityRowLike): string {
  const details = row.details ?? {};
  const what = (DESCRIBE[row.action] ?? (() => fallback(row.action)))(details);
  if (SYSTEM_ACTIONS.has(row.action)) return what;
  return row.actorName ? `${row.actorName} ${what}` : capitalise(what);
}

const CONTRACT_ACTIONS = new Set([
  'offer.documentsAdded',
  'offer.documentsRemoved',
  'offer.documentUploaded',
  'offer.formTemplateChanged',
  'offer.formTemplatesChanged',
  'offer.customFieldsSaved',
]);

/** Whether an activity is about the contract (its documents, Form Info and signing) rather than the offer as a whole. */
export const isContractActivity = (action: string): boolean =>
  action.startsWith('document.') || action.startsWith('signSet.') || CONTRACT_ACTIONS.has(action);
