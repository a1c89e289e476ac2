/** The embedded MLS: offices, agents, listings and their documents (generated once, deterministically). */
export default `
create table mls_offices (
  id serial primary key,
  org_id text not null,
  office_mls_id text not null,
  name text not null,
  license_number text,
  address text,
  city text,
  state_id int,
  zip_code text,
  phone text,
  unique (org_id, office_mls_id)
);

create table mls_agents (
  id serial primary key,
  office_id int not null references mls_offices(id),
  agent_mls_id text not null,
  first_name text not null,
  last_name text not null,
  license_number text,
  cell_phone text,
  home_phone text,
  office_phone text,
  email text
);
create index mls_agents_office on mls_agents (office_id);

create table mls_listings (
  id serial primary key,
  mls_id text not null,
  org_id text not null,
  street_number text not null,
  direction_id int,
  street_name text not null,
  designator_id int,
  suffix_id int,
  unit text,
  unit_type_id int,
  city text not null,
  state_id int not null,
  zip_code text not null,
  county text,
  country_id int not null,
  property_type_id int not null,
  year_built int,
  price numeric(14, 2),
  status text not null,
  legal_description text,
  public_remarks text,
  photo_n int,
  office_id int not null references mls_offices(id),
  listing_agent_id int not null references mls_agents(id),
  coordinator_id int references mls_agents(id),
  -- lower-cased, punctuation-free "number direction street designator suffix unit city state zip": prefix and word search
  search_key text not null,
  unique (org_id, mls_id)
);
create index mls_listings_mls_id on mls_listings (mls_id text_pattern_ops);
create index mls_listings_street_number on mls_listings (street_number text_pattern_ops, search_key);
create index mls_listings_search_prefix on mls_listings (search_key text_pattern_ops);
create index mls_listings_search_trgm on mls_listings using gin (search_key gin_trgm_ops);

create table mls_listing_documents (
  id serial primary key,
  listing_id int not null references mls_listings(id),
  object_id text not null unique,
  content_desc text not null,
  position int not null default 0
);
create index mls_listing_documents_listing on mls_listing_documents (listing_id, position);
`;
