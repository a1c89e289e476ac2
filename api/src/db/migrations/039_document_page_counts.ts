/**
 * The page count of each stored PDF (docs/domain/documents.md, "Page count"): written when a document
 * is uploaded or downloaded from the MLS; a file stored before this column (a template, a generated
 * copy) is counted the first time a document list reads it and kept. Null: not counted yet.
 */
export default `
alter table stored_files add column page_count int check (page_count > 0);
`;
