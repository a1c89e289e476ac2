/**
 * Party links: the portal's capability tokens (only their SHA-256 is kept). A `party` link opens
 * one (offer, party); a `reviewer` link opens one offer's review while the offer's reviewer
 * e-mail is still the one it was issued to. Client users: buyers who registered from their link.
 */
export default `
create table offer_party_links (
  id serial primary key,
  offer_id int not null references offers(id),
  party_id int references offer_parties(id) on delete cascade,
  kind text not null check (kind in ('party', 'reviewer')),
  reviewer_email text,
  token_hash text not null unique,
  created_on timestamptz(3) not null default now(),
  check ((kind = 'party') = (party_id is not null)),
  check ((kind = 'reviewer') = (reviewer_email is not null))
);
create index offer_party_links_offer on offer_party_links (offer_id, party_id);

create table client_users (
  id serial primary key,
  person_id int not null references persons(id),
  offer_id int not null references offers(id),
  party_id int references offer_parties(id) on delete set null,
  username text not null,
  password_hash text not null,
  created_on timestamptz(3) not null default now()
);
create unique index client_users_username on client_users (lower(username));
create unique index client_users_party on client_users (party_id) where party_id is not null;
`;
