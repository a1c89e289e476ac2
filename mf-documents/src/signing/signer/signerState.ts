import type { SignerView } from '@offerdesk/shared/contract';
import { DocumentState, SignerStatus } from '@offerdesk/shared';

export const VOIDED_TEXT = 'These documents were voided and can no longer be signed.';
export const DECLINED_TEXT = 'You declined to sign these documents.';
export const OTHER_DECLINED_TEXT = 'Signing was stopped: another signer declined to sign these documents.';
export const NOT_YOUR_TURN_TEXT = 'The documents are not ready for your signature yet.';
export const NOT_YOUR_TURN_DETAIL = 'You will receive an e-mail with your link when it is your turn to sign.';
export const SIGNED_TEXT = 'You have signed these documents.';
export const SIGNED_DETAIL = 'The other parties are still signing. You can close this page.';
/** The same, in the workspace's frame: the agent cannot close a frame; the framing page has Back above it. */
export const WORKSPACE_SIGNED_DETAIL =
  'Your signing is complete. The other parties are still signing. Select Back above to return to OfferDesk.';
export const COMPLETED_TEXT = 'Every party has signed these documents.';
/** Every party signed, the set not completed yet: its signatures are being stamped and sealed (docs/domain/signing.md#stamping-after-the-signature). */
export const COMPLETING_DETAIL = 'Every party has signed. The documents are being completed. You can close this page.';
export const WORKSPACE_COMPLETING_DETAIL =
  'Every party has signed. The documents are being completed. Select Back above to return to OfferDesk.';
export const VIEW_ONLY_TEXT = 'These documents are shared with you to view. You do not sign them.';
export const NOT_FOUND_TEXT = 'Sign set not found.';
export const NOT_FOUND_DETAIL = 'This link does not open any documents. Check that you opened the whole link from your e-mail.';

export type SignerPageState = 'sign' | 'not-your-turn' | 'signed' | 'completed' | 'declined' | 'other-declined' | 'voided' | 'view-only';

/** What the signer's page shows for the set and the signer as the server answers them. */
export function signerPageState({ signSet, party }: SignerView): SignerPageState {
  if (signSet.status === DocumentState.Voided) return 'voided';
  if (party.signStatus === SignerStatus.Declined) return 'declined';
  if (signSet.status === DocumentState.DeclinedToSign) return 'other-declined';
  if (signSet.status === DocumentState.Signed) return 'completed';
  if (party.signStatus === SignerStatus.Signed) return 'signed';
  if (party.signStatus === SignerStatus.ViewOnly) return 'view-only';
  return party.isTurn ? 'sign' : 'not-your-turn';
}

/** Every party signed and the set is being completed (its signatures stamped, then sealed): the page asks again until it is. */
export const isCompleting = (view: SignerView) =>
  signerPageState(view) === 'signed' &&
  view.signSet.parties.every((p) => p.signStatus === SignerStatus.Signed || p.signStatus === SignerStatus.ViewOnly);

/** How often the signer's page asks again while its set is being completed (ms). */
export const COMPLETING_REFRESH_MS = 1000;

/** The detail under 'You have signed these documents.': others still signing, or every party signed and the set being completed. */
export function signedDetail(view: SignerView, inWorkspaceFrame: boolean): string {
  if (isCompleting(view)) return inWorkspaceFrame ? WORKSPACE_COMPLETING_DETAIL : COMPLETING_DETAIL;
  return inWorkspaceFrame ? WORKSPACE_SIGNED_DETAIL : SIGNED_DETAIL;
}
