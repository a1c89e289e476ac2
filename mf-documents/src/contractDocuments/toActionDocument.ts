import type { ContractDocument } from '@offerdesk/shared/contract';
import type { ActionDocument } from '@offerdesk/shared/features';

/** What the action rules read of a listed document. */
export const toActionDocument = (d: ContractDocument): ActionDocument => ({
  id: d.id,
  status: d.status,
  documentType: d.documentType,
  isOwner: d.isOwner,
  signSetId: d.sharedSignSet,
  signSetStatus: d.sharedSignSetStatus,
});
