import {
  bulkActions,
  isCompletedShareRecipient,
  mayShareInViewer,
  documentStatusLabel,
  filesSelectedLabel,
  isReadyInViewer,
  viewerReadyLabel,
  completedShareProblem,
  rowActions,
  shareDecision,
  SELECT_DOCUMENTS_MESSAGE,
  SHARE_MIXED_MESSAGE,
  SHARE_ONE_SET_MESSAGE,
  SHARE_ONLY_COMPLETED_MESSAGE,
  type ActionDocument,
} from '../documentActions';
import { PartyRole, Side } from '../parties';

const doc = (over: Partial<ActionDocument> = {}): ActionDocument => ({
  id: 1,
  status: 'Draft',
  documentType: 'PDF',
  isOwner: true,
  signSetId: null,
  signSetStatus: null,
  ...over,
});
const shared = (over: Partial<ActionDocument> = {}) => doc({ status: 'Shared', signSetId: 7, signSetStatus: 'Shared', ...over });
const signed = (over: Partial<ActionDocument> = {}) => doc({ status: 'Signed', signSetId: 7, signSetStatus: 'Signed', ...over });
const owner = { isBuyerAgent: false, canEdit: true };
const buyerAgent = { isBuyerAgent: true, canEdit: false };
const other = { isBuyerAgent: false, canEdit: false };

describe('document status labels', () => {
  it.each([
    ['Draft', 'Draft'],
    ['Shared', 'Sent for Signature'],
    ['PendingSignature', 'Signing In Progress'],
    ['Signed', 'Signing Completed'],
    ['DeclinedToSign', 'Declined to Sign'],
    ['Voided', 'Voided'],
    ['Unknown', 'Unknown'],
  ])('%s reads %s', (status, label) => expect(documentStatusLabel(status)).toBe(label));
});

describe('row menu', () => {
  it('offers View and Share only to the owner of a draft', () => {
    expect(rowActions(doc(), owner)).toEqual([
      'View',
      'Share',
      'Download',
      'Upload Signed Document',
      'Delete',
      'Mark as Signed',
      'Add Signatures',
    ]);
    expect(rowActions(doc({ isOwner: false }), other)).not.toContain('View');
    expect(rowActions(doc({ isOwner: false }), other)).not.toContain('Share');
    expect(rowActions(shared(), owner)).not.toContain('Share');
  });
  it('always offers Download', () => {
    for (const d of [doc(), shared(), signed(), doc({ isOwner: false })]) expect(rowActions(d, other)).toContain('Download');
  });
  it('offers Upload Signed Document unless Signed', () => {
    expect(rowActions(shared(), owner)).toContain('Upload Signed Document');
    expect(rowActions(signed(), owner)).not.toContain('Upload Signed Document');
  });
  it('offers Delete to the owner or buyer agent while Draft or Shared', () => {
    expect(rowActions(shared(), owner)).toContain('Delete');
    expect(rowActions(shared({ isOwner: false }), buyerAgent)).toContain('Delete');
    expect(rowActions(shared({ isOwner: false }), other)).not.toContain('Delete');
    expect(rowActions(signed(), owner)).not.toContain('Delete');
    expect(rowActions(doc({ status: 'PendingSignature', signSetId: 7, signSetStatus: 'PendingSignature' }), owner)).not.toContain('Delete');
  });
  it('offers Void Document to the owner while the session is neither signed nor voided', () => {
    expect(rowActions(shared(), owner)).toContain('Void Document');
    expect(rowActions(doc({ status: 'PendingSignature', signSetId: 7, signSetStatus: 'PendingSignature' }), owner)).toContain(
      'Void Document',
    );
    expect(rowActions(shared({ isOwner: false }), other)).not.toContain('Void Document');
    expect(rowActions(signed(), owner)).not.toContain('Void Document');
    expect(rowActions(doc({ status: 'Voided', signSetId: 7, signSetStatus: 'Voided' }), owner)).not.toContain('Void Document');
    expect(rowActions(doc(), owner)).not.toContain('Void Document');
  });
  it('offers Certificate when signed by all', () => {
    expect(rowActions(signed(), other)).toContain('Certificate');
    expect(rowActions(shared(), owner)).not.toContain('Certificate');
    expect(rowActions(doc({ status: 'Signed' }), owner)).not.toContain('Certificate');
  });
  it('offers Mark as Signed for draft PDFs and Add Signatures for drafts', () => {
    expect(rowActions(doc({ documentType: 'Template' }), owner)).toEqual(expect.arrayContaining(['Add Signatures']));
    expect(rowActions(doc({ documentType: 'Template' }), owner)).not.toContain('Mark as Signed');
    expect(rowActions(shared(), owner)).not.toContain('Mark as Signed');
    expect(rowActions(shared(), owner)).not.toContain('Add Signatures');
  });
});

describe('bulk actions', () => {
  it('shows nothing for an empty selection', () => {
    const b = bulkActions([], owner);
    expect(Object.values(b).some((a) => a.visible)).toBe(false);
  });
  it('shows Share for a selection with a draft, enabled when the offer is editable or all are owned', () => {
    expect(bulkActions([doc(), shared()], owner).share).toEqual({ visible: true, enabled: true });
    expect(bulkActions([doc(), doc({ isOwner: false })], other).share).toEqual({ visible: true, enabled: false });
    expect(bulkActions([doc()], other).share).toEqual({ visible: true, enabled: true });
    expect(bulkActions([shared()], owner).share.visible).toBe(false);
  });
  it("shows Share for the accepted offer's signed documents to its buyer agent only (the share-completed dialog)", () => {
    expect(bulkActions([signed(), signed({ id: 2 })], { ...buyerAgent, offerAccepted: true }).share).toEqual({
      visible: true,
      enabled: true,
    });
    expect(bulkActions([signed()], { ...other, offerAccepted: true }).share.visible).toBe(false);
    expect(bulkActions([signed()], buyerAgent).share.visible).toBe(false);
    expect(bulkActions([signed(), shared()], { ...buyerAgent, offerAccepted: true }).share.visible).toBe(false);
  });
  it('shows Download for any selection', () => expect(bulkActions([signed()], other).download.visible).toBe(true));
  it('shows Prepare For Signing only when all are owned drafts', () => {
    expect(bulkActions([doc(), doc({ id: 2 })], owner).prepare.visible).toBe(true);
    expect(bulkActions([doc(), shared()], owner).prepare.visible).toBe(false);
    expect(bulkActions([doc(), doc({ isOwner: false })], buyerAgent).prepare.visible).toBe(false);
  });
  it('shows Delete when an owned selected document is Draft or Shared', () => {
    expect(bulkActions([signed(), shared()], owner).delete.visible).toBe(true);
    expect(bulkActions([signed()], owner).delete.visible).toBe(false);
    expect(bulkActions([doc({ isOwner: false })], other).delete.visible).toBe(false);
  });
  it('shows Void when an owned document is in an open session and none lack a session or are in a draft one', () => {
    expect(bulkActions([shared()], owner).void.visible).toBe(true);
    expect(bulkActions([shared(), signed()], owner).void.visible).toBe(true);
    expect(bulkActions([shared(), doc()], owner).void.visible).toBe(false);
    expect(bulkActions([shared(), shared({ signSetStatus: 'Draft' })], owner).void.visible).toBe(false);
    expect(bulkActions([signed()], owner).void.visible).toBe(false);
    expect(bulkActions([shared({ isOwner: false })], other).void.visible).toBe(false);
  });
});

describe('share decision', () => {
  it('asks for a selection', () => expect(shareDecision([])).toEqual({ kind: 'message', message: SELECT_DOCUMENTS_MESSAGE }));
  it('sends drafts to the share-for-signature dialog', () =>
    expect(shareDecision([doc(), doc({ id: 2 })])).toEqual({ kind: 'shareForSignature' }));
  it('refuses drafts mixed with other documents', () => {
    expect(shareDecision([doc(), signed()])).toEqual({ kind: 'message', message: SHARE_MIXED_MESSAGE });
  });
  it('shares completed documents only once signed by all', () => {
    expect(shareDecision([signed(), shared()])).toEqual({ kind: 'message', message: SHARE_ONLY_COMPLETED_MESSAGE });
    expect(shareDecision([signed({ id: 1 }), signed({ id: 2 })])).toEqual({ kind: 'shareCompleted', signSetId: 7 });
  });
  it('shares completed documents of one signing session only', () => {
    expect(shareDecision([signed(), signed({ id: 2, signSetId: 8 })])).toEqual({ kind: 'message', message: SHARE_ONE_SET_MESSAGE });
    expect(shareDecision([doc({ status: 'Signed' })])).toEqual({ kind: 'message', message: SHARE_ONE_SET_MESSAGE });
  });
});

describe('viewer', () => {
  it('is ready when no field is left or no longer a draft', () => {
    expect(isReadyInViewer({ status: 'Draft', requiredFields: 0 })).toBe(true);
    expect(isReadyInViewer({ status: 'Draft', requiredFields: 2 })).toBe(false);
    expect(isReadyInViewer({ status: 'Signed', requiredFields: 2 })).toBe(true);
    expect(isReadyInViewer({ status: 'Draft', requiredFields: null })).toBe(false);
    expect(viewerReadyLabel({ status: 'Draft', requiredFields: null })).toBe('Checking fields…');
    expect(viewerReadyLabel({ status: 'Draft', requiredFields: 1 })).toBe('1 required field');
    expect(viewerReadyLabel({ status: 'Draft', requiredFields: 3 })).toBe('3 required fields');
    expect(viewerReadyLabel({ status: 'Draft', requiredFields: 0 })).toBe('Ready');
    expect(viewerReadyLabel({ status: 'Signed', requiredFields: null })).toBe('Ready');
  });
  it('counts selected files', () => expect(filesSelectedLabel(3)).toBe('3 files selected'));
});

describe('who shares where (seed 001 §6)', () => {
  it('leaves buyer-side outside agents and transaction coordinators out of completed shares', () => {
    expect(isCompletedShareRecipient({ roleId: PartyRole.OutsideAgent, sideId: Side.buyer })).toBe(false);
    expect(isCompletedShareRecipient({ roleId: PartyRole.TransactionCoordinator, sideId: Side.seller })).toBe(false);
    expect(isCompletedShareRecipient({ roleId: PartyRole.OutsideAgent, sideId: Side.seller })).toBe(true);
    expect(isCompletedShareRecipient({ roleId: PartyRole.Client, sideId: Side.buyer })).toBe(true);
  });
  it("offers the viewer's Share when the offer is editable, to the buyer agent, or for the user's own documents only", () => {
    expect(mayShareInViewer([{ isOwner: false }], owner)).toBe(true);
    expect(mayShareInViewer([{ isOwner: false }], buyerAgent)).toBe(true);
    expect(mayShareInViewer([{ isOwner: false }, { isOwner: true }], other)).toBe(false);
    expect(mayShareInViewer([{ isOwner: true }], other)).toBe(true);
    expect(mayShareInViewer([], other)).toBe(false);
  });
});

describe('completedShareProblem (the party portal e-mail share)', () => {
  const signed = { isSigned: true, isDraft: false };
  const draft = { isSigned: false, isDraft: true };
  const pending = { isSigned: false, isDraft: false };
  it('lets only documents signed by all go, with the seed messages otherwise', () => {
    expect(completedShareProblem([signed, signed])).toBeNull();
    expect(completedShareProblem([])).toBe(SELECT_DOCUMENTS_MESSAGE);
    expect(completedShareProblem([signed, draft])).toBe(SHARE_MIXED_MESSAGE);
    expect(completedShareProblem([draft])).toBe(SHARE_ONLY_COMPLETED_MESSAGE);
    expect(completedShareProblem([signed, pending])).toBe(SHARE_ONLY_COMPLETED_MESSAGE);
  });
});
