/** The signed-in agent's own party on the offer, as the assigner's address names it (seed 001 §1: partyId, email, partyName). */
export interface AssignerParty {
  partyId: number;
  email: string | null;
  name: string | null;
}

/**
 * The assigner the viewer frames: review-tab mode with several documents, unbranded (`brand=no`), naming the agent's own
 * party when it has one; or the no-documents page.
 */
export function assignerUrl(contractId: number, documentId: number | null, party?: AssignerParty | null): string {
  if (documentId === null) return '/no-documents';
  const q = new URLSearchParams({ brand: 'no' });
  if (party) {
    q.set('partyId', String(party.partyId));
    if (party.email) q.set('email', party.email);
    if (party.name) q.set('partyName', party.name);
  }
  q.set('isReviewTab', 'true');
  q.set('displayMultipleDocuments', 'true');
  return `/sign-assigner/${contractId}/${documentId}?${q.toString()}`;
}

/** OfferDesk's wording of the 'Incomplete Document(s)' message (the seed shows none): one document named, several in general. */
export const incompleteMessage = (names: readonly string[]) =>
  names.length === 1
    ? `${names[0]} has fields that are not assigned to a signer yet. Choose Ok to assign them now, or Go Back to review the document.`
    : 'Some documents have fields that are not assigned to a signer yet. Choose Ok to assign them now, or Go Back to review the documents.';
