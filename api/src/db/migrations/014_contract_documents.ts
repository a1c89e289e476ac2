/**
 * The contract documents list: each document's place in its group (`display_order`, 1-based,
 * renumbered by `PUT /offer/ReorderOfferDocuments`; null until the first reorder, then the
 * creation order), when it was marked signed or its signed copy uploaded (a document with
 * `signed_on` reads Signed), and the files an e-mail carries (the documents shared by e-mail).
 */
export default `
alter table offer_documents add column display_order int;
alter table offer_documents add column signed_on timestamptz(3);
alter table offer_documents add column signed_by_user_id int references users(id);

create table outbox_email_attachments (
  outbox_email_id bigint not null references outbox_emails(id),
  file_id int not null references stored_files(id),
  file_name text not null,
  sort_order int not null,
  primary key (outbox_email_id, sort_order)
);
`;
