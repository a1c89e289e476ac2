import type { OfferDetail } from '@offerdesk/shared/contract';

/** The Add Documents step is completed once documents are assigned to an offer not built from MLS data. */
export function documentsStepCompleted(offer: Pick<OfferDetail, 'fromMlsData'>, assignedCount: number): boolean {
  return assignedCount > 0 && !offer.fromMlsData;
}
