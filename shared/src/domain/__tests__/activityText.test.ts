import { activityText, isContractActivity } from '../activityText';

describe('activity texts', () => {
  it('writes who did what from the action and its details', () => {
    expect(activityText({ action: 'offer.convertedToSale', details: { fileNumber: 'S-000007' }, actorName: 'Olivia Owner' })).toBe(
      'Olivia Owner converted the offer to sale S-000007',
    );
    expect(activityText({ action: 'offer.documentsAdded', details: { added: [1, 2] }, actorName: 'Olivia Owner' })).toBe(
      'Olivia Owner added 2 documents',
    );
    expect(activityText({ action: 'signSet.shared', details: { documents: [5] }, actorName: 'Olivia Owner' })).toBe(
      'Olivia Owner shared 1 document for signature',
    );
    expect(activityText({ action: 'signSet.declined', details: { reason: 'Wrong price' }, actorName: 'Ann Buyer' })).toBe(
      'Ann Buyer declined to sign: Wrong price',
    );
    expect(activityText({ action: 'signSet.completed', details: {}, actorName: null })).toBe('Signing completed by all parties');
    expect(activityText({ action: 'offer.created', actorName: null })).toBe('Created the offer');
  });
  it('turns an action it does not know into words', () => {
    expect(activityText({ action: 'offer.forwardedToSellerAgent', actorName: 'Olivia Owner' })).toBe(
      'Olivia Owner forwarded to seller agent',
    );
    expect(activityText({ action: 'party.side_changed', actorName: 'A' })).toBe("A changed a party's side");
  });
  it("tells contract activities (documents, Form Info, signing) from the offer's own", () => {
    expect(
      ['signSet.signed', 'document.assigned', 'offer.documentsAdded', 'offer.customFieldsSaved', 'document.submittedForReview'].map(
        isContractActivity,
      ),
    ).toEqual([true, true, true, true, true]);
    expect(['offer.created', 'offer.convertedToSale', 'party.added', 'offer.viewed'].map(isContractActivity)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});
