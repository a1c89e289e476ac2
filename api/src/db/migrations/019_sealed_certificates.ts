/**
 * The certificate of completion kept with its sign set: made and sealed once, when the last signer
 * signs (sets completed before this migration get theirs when the API starts). From then on each
 * `sign_set_documents.file_id` of a completed set is that document's sealed copy, whose SHA-256 the
 * certificate lists.
 */
export default `
alter table sign_sets add column certificate_file_id int references stored_files(id);
`;
