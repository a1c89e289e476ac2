/**
 * Sales: an accepted offer converted to a sale (`POST /offer/ConvertToSale/{offerId}`) gets one
 * row with its file number; the offer keeps the sale's id and file number for its page and lists.
 * A signed document of an offer with a sale can be submitted to the broker for review
 * (`PUT /offer/SubmitDocumentForReview/...`): submitted_on is when.
 */
export default `
create table sales (
  id serial primary key,
  offer_id int not null unique references offers(id),
  file_number text not null unique,
  created_by_user_id int references users(id),
  created_on timestamptz(3) not null default now()
);
alter table offers add column sale_id int references sales(id);
alter table offers add column sale_file_number text;
alter table offer_documents add column submitted_on timestamptz(3);
alter table offer_documents add column submitted_by_user_id int references users(id);
`;
