/** OfferDesk's wording of the 'Incomplete Document(s)' message (the seed shows none): one document named, several in general. */
export const incompleteMessage = (names: readonly string[]) =>
  names.length === 1
    ? `${names[0]} has fields that are not assigned to a signer yet. Choose Ok to assign them now, or Go Back to review the document.`
    : 'Some documents have fields that are not assigned to a signer yet. Choose Ok to assign them now, or Go Back to review the documents.';

/** A document's page count under its name ('4 pages', '1 page'; '— pages' when the file could not be counted). */
export const pagesText = (count: number | null | undefined) => (count == null ? '— pages' : `${count} page${count === 1 ? '' : 's'}`);
