/**
 * What the contract documents list and the document viewer offer for a document or a selection:
 * the status labels, each row's menu, which bulk actions show (and are enabled) and where Share
 * leads. One source for the screens and their tests; the API enforces the same rules
 * (delete: Draft or Shared; void: an unsigned, unvoided session) on its side.
 */

import { PartyRole, Side } from './parties';

/** A document's state name as the API answers it. */
export type DocumentStatusName = 'Draft' | 'Shared' | 'Signed' | 'NotSigned' | 'PendingSignature' | 'DeclinedToSign' | 'Voided';

export const DOCUMENT_STATUS_LABELS: Record<DocumentStatusName, string> = {
  Draft: 'Draft',
  Shared: 'Sent for Signature',
  PendingSignature: 'Signing In Progress',
  Signed: 'Signing Completed',
  NotSigned: 'Not Signed',
  DeclinedToSign: 'Declined to Sign',
  Voided: 'Voided',
};
export const documentStatusLabel = (status: string) => DOCUMENT_STATUS_LABELS[status as DocumentStatusName] ?? status;

/** What the rules read of a document. */
export interface ActionDocument {
  id: number;
  status: string;
  documentType: 'Template' | 'PDF';
  /** The current user uploaded or added it (externalUserId equals the user's person id). */
  isOwner: boolean;
  /** The newest signing session holding it, with that session's state; null when never shared. */
  signSetId: number | null;
  signSetStatus: string | null;
}

/** Who is looking: the buyer agent (the offer's in-house buyer-side agent) may act on every document. */
export interface ActionContext {
  isBuyerAgent: boolean;
  /** The offer may be edited (sent offers; received offers are not). */
  canEdit: boolean;
  /** The offer is accepted: its buyer agent shares its signed documents (docs/domain/offers.md, "Sharing completed documents"). */
  offerAccepted?: boolean;
}

export const ROW_ACTIONS = [
  'View',
  'Share',
  'Download',
  'Upload Signed Document',
  'Delete',
  'Void Document',
  'Certificate',
  'Mark as Signed',
  'Add Signatures',
] as const;
export type RowAction = (typeof ROW_ACTIONS)[number];

const isDraft = (d: ActionDocument) => d.status === 'Draft';
const mayManage = (d: ActionDocument, c: ActionContext) => d.isOwner || c.isBuyerAgent;
/** Its session exists and is neither signed nor voided. */
export const isInOpenSession = (d: ActionDocument) => d.signSetId !== null && d.signSetStatus !== 'Signed' && d.signSetStatus !== 'Voided';
export const mayDelete = (d: ActionDocument, c: ActionContext) => mayManage(d, c) && (d.status === 'Draft' || d.status === 'Shared');
export const mayVoid = (d: ActionDocument, c: ActionContext) => mayManage(d, c) && isInOpenSession(d);
export const mayMarkSigned = (d: ActionDocument) => isDraft(d) && d.documentType === 'PDF';

/** The row menu of a document, in menu order. */
export function rowActions(d: ActionDocument, c: ActionContext): RowAction[] {
  const out: RowAction[] = [];
  const ownDraft = mayManage(d, c) && isDraft(d);
  if (ownDraft) out.push('View', 'Share');
  out.push('Download');
  if (d.status !== 'Signed') out.push('Upload Signed Document');
  if (mayDelete(d, c)) out.push('Delete');
  if (mayVoid(d, c)) out.push('Void Document');
  if (d.status === 'Signed' && d.signSetId !== null && d.signSetStatus === 'Signed') out.push('Certificate');
  if (mayMarkSigned(d)) out.push('Mark as Signed');
  if (isDraft(d)) out.push('Add Signatures');
  return out;
}

export interface BulkAction {
  visible: boolean;
  enabled: boolean;
}
export interface BulkActions {
  share: BulkAction;
  download: BulkAction;
  prepare: BulkAction;
  void: BulkAction;
  delete: BulkAction;
}

/** Which bulk actions show for a selection and whether they may be used. */
export function bulkActions(selected: readonly ActionDocument[], c: ActionContext): BulkActions {
  const any = selected.length > 0;
  const allOwned = any && selected.every((d) => d.isOwner);
  const show = (visible: boolean, enabled = visible): BulkAction => ({ visible, enabled: visible && enabled });
  // Only the buyer agent shares the accepted offer's signed documents (the share-completed dialog).
  const completedShare = !!c.offerAccepted && c.isBuyerAgent && any && selected.every((d) => d.status === 'Signed');
  return {
    share: show(selected.some(isDraft) || completedShare, completedShare || c.canEdit || allOwned),
    download: show(any),
    prepare: show(allOwned && selected.every(isDraft)),
    delete: show(selected.some((d) => mayDelete(d, c))),
    void: show(selected.some((d) => mayVoid(d, c)) && selected.every((d) => d.signSetId !== null && d.signSetStatus !== 'Draft')),
  };
}

export const SELECT_DOCUMENTS_MESSAGE = 'Please select any document(s).';
export const SHARE_ONLY_COMPLETED_MESSAGE = 'You can only share a document once signing has been completed by all parties.';
export const SHARE_MIXED_MESSAGE = "You can't share completed documents and documents in draft together.";
/** OfferDesk's own wording (the seed shows none) for documents of several signing sessions. */
export const SHARE_ONE_SET_MESSAGE = 'Choose documents of one signing session to share them together.';

export type ShareDecision =
  { kind: 'message'; message: string } | { kind: 'shareForSignature' } | { kind: 'shareCompleted'; signSetId: number };

/**
 * Where Share leads for a selection: drafts go to the share-for-signature dialog, documents
 * signed by all in one session to the share-completed dialog; anything else is a message.
 */
export function shareDecision(selected: readonly ActionDocument[]): ShareDecision {
  if (!selected.length) return { kind: 'message', message: SELECT_DOCUMENTS_MESSAGE };
  const drafts = selected.filter(isDraft).length;
  if (drafts === selected.length) return { kind: 'shareForSignature' };
  if (drafts > 0) return { kind: 'message', message: SHARE_MIXED_MESSAGE };
  if (!selected.every((d) => d.status === 'Signed')) return { kind: 'message', message: SHARE_ONLY_COMPLETED_MESSAGE };
  const sets = new Set(selected.map((d) => d.signSetId));
  if (sets.size !== 1 || selected[0].signSetId === null) return { kind: 'message', message: SHARE_ONE_SET_MESSAGE };
  return { kind: 'shareCompleted', signSetId: selected[0].signSetId };
}

/**
 * Whether documents may be e-mailed by a party from its link (the party portal's Share Documents): only
 * documents signed by every party; drafts and completed ones never together. The problem's message, or null.
 */
export function completedShareProblem(selected: ReadonlyArray<{ isSigned: boolean; isDraft: boolean }>): string | null {
  if (!selected.length) return SELECT_DOCUMENTS_MESSAGE;
  if (selected.every((d) => d.isSigned)) return null;
  return selected.some((d) => d.isSigned) && selected.some((d) => d.isDraft) ? SHARE_MIXED_MESSAGE : SHARE_ONLY_COMPLETED_MESSAGE;
}

/**
 * Who may receive completed documents (docs/domain/offers.md, "Sharing completed documents"): everyone but buyer-side
 * outside agents and transaction coordinators. One rule for the offer page's dialog, the portal and the API.
 */
export const isCompletedShareRecipient = (p: { roleId: number; sideId: number | null }) =>
  p.roleId !== PartyRole.TransactionCoordinator && !(p.roleId === PartyRole.OutsideAgent && p.sideId === Side.buyer);
export const NOT_COMPLETED_SHARE_RECIPIENT_MESSAGE =
  'Buyer-side outside agents and transaction coordinators do not receive completed documents.';

/** The parties holding a signature field in the chosen documents: only they can be asked to sign (docs/domain/offers.md, "Share"). */
export function signersOf(
  fields: ReadonlyArray<{ documentId: number; fields: ReadonlyArray<{ kind: string; partyId: number | null }> }>,
  documentIds: readonly number[],
): Set<number> {
  const chosen = new Set(documentIds);
  return new Set(
    fields
      .filter((d) => chosen.has(d.documentId))
      .flatMap((d) => d.fields.filter((f) => f.kind === 'Signature' && f.partyId !== null).map((f) => f.partyId!)),
  );
}

/**
 * Whether the viewer offers Share (docs/domain/offers.md, "Document viewer"): the offer is editable, the user owns every selected document, or the
 * user is the offer's buyer agent (the in-house buyer-side agent whose e-mail matches).
 */
export const mayShareInViewer = (selected: ReadonlyArray<{ isOwner: boolean }>, c: ActionContext) =>
  c.canEdit || c.isBuyerAgent || (selected.length > 0 && selected.every((d) => d.isOwner));

/** The viewer's ready check: green when the document is ready for sharing or no longer a draft. */
export const isReadyInViewer = (d: { status: string; requiredFields: number | null }) => d.status !== 'Draft' || d.requiredFields === 0;

/**
 * What the viewer's ready column says (docs/domain/documents.md, "Viewer": each row's required-field count and ready check). A draft is
 * Ready only once its count is known to be 0: while the counts load (null) it is 'Checking fields…', never Ready.
 */
export function viewerReadyLabel(d: { status: string; requiredFields: number | null }): string {
  if (isReadyInViewer(d)) return 'Ready';
  if (d.requiredFields === null) return 'Checking fields…';
  return `${d.requiredFields} required field${d.requiredFields === 1 ? '' : 's'}`;
}

/** '{n} files selected' */
export const filesSelectedLabel = (n: number) => `${n} files selected`;
