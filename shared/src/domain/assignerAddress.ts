/**
 * The signing service's assigner page as every agent screen opens it (docs/domain/signing.md, "The assigner's
 * address"): `/sign-assigner/{contractId}/{documentId}` unbranded (`brand=no`), naming the agent's own party
 * (`partyId`, `email`, `partyName`) when it has one, in review-tab mode with several documents.
 */

/** The signed-in agent's own party on the offer, as the assigner's address names it. */
export interface AssignerParty {
  partyId: number;
  email: string | null;
  name: string | null;
}

/** The agent's own party among the offer's parties (`party` is the caller's, as `GET /offer/GetById` answers it). */
export function ownAssignerParty(offer: {
  party?: { partyId: number } | null;
  parties?: ReadonlyArray<{ partyId: number; email?: string | null; name?: string | null }> | null;
}): AssignerParty | null {
  const own = offer.party ? offer.parties?.find((p) => p.partyId === offer.party?.partyId) : undefined;
  return own ? { partyId: own.partyId, email: own.email ?? null, name: own.name ?? null } : null;
}

/**
 * The assigner for a document of the contract; the no-documents page when there is none. `returnTo`: the in-app page
 * that opened it full-page (the wizard's Document Review), which its '< Back' link returns to.
 */
export function assignerUrl(contractId: number, documentId: number | null, party?: AssignerParty | null, returnTo?: string): string {
  if (documentId === null) return '/no-documents';
  const q = new URLSearchParams({ brand: 'no' });
  if (party) {
    q.set('partyId', String(party.partyId));
    if (party.email) q.set('email', party.email);
    if (party.name) q.set('partyName', party.name);
  }
  q.set('isReviewTab', 'true');
  q.set('displayMultipleDocuments', 'true');
  if (returnTo) q.set('returnTo', returnTo);
  return `/sign-assigner/${contractId}/${documentId}?${q.toString()}`;
}

/** The read-only preview of the contract's documents as they stand (a draft's, before any sign set). */
export const documentPreviewPath = (contractId: number) => `/document-preview/${contractId}`;
