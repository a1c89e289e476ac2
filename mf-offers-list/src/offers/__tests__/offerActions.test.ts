import { OfferStatus, type OfferTab } from '@offerdesk/shared';
import { offerActions, type OfferAction } from '../offerActions';

const S = OfferStatus;

describe('offerActions', () => {
  // [tab, status, archived, expected actions]
  const table: [OfferTab, keyof typeof S, boolean, OfferAction[]][] = [
    ['sent', 'draft', false, ['view', 'complete', 'archive']],
    ['sent', 'reviewerRejected', false, ['view', 'complete', 'archive']],
    ['sent', 'draft', true, ['view', 'complete']],
    ['sent', 'reviewerRejected', true, ['view', 'complete']],
    ['sent', 'sentForSignatures', false, ['view', 'archive']],
    ['sent', 'signingInProgress', false, ['view', 'archive']],
    ['sent', 'signingComplete', false, ['view', 'archive']],
    ['sent', 'accepted', false, ['view', 'archive']],
    ['sent', 'rejected', false, ['view', 'archive']],
    ['sent', 'buyerSigned', false, ['view', 'archive']],
    ['sent', 'sellerSigned', false, ['view', 'archive']],
    ['sent', 'forwardedToSellerAgent', false, ['view', 'archive']],
    ['sent', 'forwardedToBuyerAgent', false, ['view', 'archive']],
    ['sent', 'forwardedToSeller', false, ['view', 'archive']],
    ['sent', 'forwardedToBuyer', false, ['view', 'archive']],
    ['sent', 'sentForReview', false, ['view', 'archive']],
    ['sent', 'voided', false, ['view', 'archive']],
    ['sent', 'cancelled', false, ['view', 'archive']],
    ['sent', 'accepted', true, ['view']],
    ['sent', 'voided', true, ['view']],
    ['received', 'draft', false, ['view']],
    ['received', 'reviewerRejected', false, ['view']],
    ['received', 'forwardedToSellerAgent', false, ['view']],
    ['received', 'accepted', false, ['view']],
    ['received', 'forwardedToSellerAgent', true, ['view']],
  ];

  it.each(table)('%s offer in %s (archived %s) → %j', (tab, status, isArchived, expected) => {
    expect(offerActions({ statusId: S[status], isArchived }, tab)).toEqual(expected);
  });

  it('offers View on every status of either tab', () => {
    for (const tab of ['sent', 'received'] as const)
      for (const statusId of [...Object.values(S), 999]) expect(offerActions({ statusId, isArchived: false }, tab)).toContain('view');
  });
});
