import type { DocumentFields, OfferDocument } from '@offerdesk/shared/contract';

export const INCOMPLETE_TITLE = 'Incomplete Document(s)';
/** One document still has fields to complete or assign (the seed's text). */
export const incompleteOneMessage = (documentName: string) =>
  `You must complete or assign any remaining fields in the ${documentName} document before you can move to the next step.`;
/** Several documents: OfferDesk's own general message (the seed gives none). */
export const INCOMPLETE_SEVERAL_MESSAGE =
  'You must complete or assign any remaining fields in the documents listed below before you can move to the next step.';

export interface ReviewDocument {
  id: number;
  name: string;
  contractId: number;
  /** Fields still to assign (total minus assigned). */
  requiredFields: number;
}

/** The draft documents of the contract in their order, each with its count of fields still to assign. */
export function reviewDocuments(documents: readonly OfferDocument[], fields: readonly DocumentFields[]): ReviewDocument[] {
  const counts = new Map(fields.map((f) => [f.documentId, f.requiredFields]));
  return documents
    .filter((d) => d.status === 'Draft')
    .map((d) => ({ id: d.id, name: d.name, contractId: d.contractId, requiredFields: counts.get(d.id) ?? 0 }));
}

export const incompleteMessage = (incomplete: readonly ReviewDocument[]) =>
  incomplete.length === 1 ? incompleteOneMessage(incomplete[0].name) : INCOMPLETE_SEVERAL_MESSAGE;
