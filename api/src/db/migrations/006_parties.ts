/** Parties: who created a brokerage, undeliverable e-mail flags, and the merge fields saved with an offer's parties. */
export default `
alter table brokerages add column created_by_user_id int references users(id);

create table offer_merge_fields (
  offer_id int not null references offers(id),
  key text not null,
  value text not null,
  primary key (offer_id, key)
);

create index offer_parties_vendor on offer_parties (vendor_id) where vendor_id is not null;
create index persons_created_by on persons (created_by_user_id);
`;
