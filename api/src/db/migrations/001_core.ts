/** Brokerages, people, agents (users), vendors and favourites. */
export default `
create table brokerages (
  id serial primary key,
  name text not null,
  is_inhouse boolean not null default false,
  ein text,
  email text,
  work_phone text,
  fax_phone text,
  address_line1 text,
  address_line2 text,
  city text,
  state_id int,
  zip_code text,
  country_id int not null default 1,
  email_required_for_brokerage boolean not null default true,
  phone_required_for_brokerage boolean not null default false,
  email_required_for_outside boolean not null default true,
  phone_required_for_outside boolean not null default false,
  created_on timestamptz(3) not null default now()
);
create index brokerages_name_trgm on brokerages using gin (lower(name) gin_trgm_ops);

create table persons (
  id serial primary key,
  first_name text not null,
  last_name text not null,
  email text,
  mobile_phone text,
  work_phone text,
  home_phone text,
  fax_phone text,
  gender_id int not null default 1,
  dob date,
  personal_url text,
  address_type_id int not null default 5,
  address_line1 text,
  address_line2 text,
  city text,
  state_id int,
  zip_code text,
  country_id int not null default 1,
  business_address_line1 text,
  business_address_line2 text,
  business_city text,
  business_state_id int,
  business_zip_code text,
  business_country_id int,
  company_name text,
  tax_entity_type_id int,
  -- agents (in-house and outside) belong to a brokerage
  brokerage_id int references brokerages(id),
  mls_id text,
  license_number text,
  photo_url text,
  created_by_user_id int,
  created_on timestamptz(3) not null default now()
);
create index persons_brokerage on persons (brokerage_id);
create index persons_email on persons (lower(email));
create index persons_name_trgm on persons using gin (lower(first_name || ' ' || last_name) gin_trgm_ops);

-- in-house agents who sign in
create table users (
  id serial primary key,
  person_id int not null unique references persons(id),
  brokerage_id int not null references brokerages(id),
  username text not null,
  password_hash text not null,
  is_active boolean not null default true,
  created_on timestamptz(3) not null default now()
);
create unique index users_username on users (lower(username));

create table vendors (
  id serial primary key,
  name text not null,
  vendor_type_id int not null,
  ein text,
  email text,
  work_phone text,
  fax_phone text,
  address_line1 text,
  address_line2 text,
  city text,
  state_id int,
  zip_code text,
  country_id int not null default 1,
  is_approved boolean not null default false,
  is_affiliate boolean not null default false,
  created_by_user_id int references users(id),
  created_on timestamptz(3) not null default now()
);
create index vendors_type on vendors (vendor_type_id);
create index vendors_name_trgm on vendors using gin (lower(name) gin_trgm_ops);

create table vendor_contacts (
  id serial primary key,
  vendor_id int not null references vendors(id),
  person_id int not null references persons(id),
  unique (vendor_id, person_id)
);
create index vendor_contacts_person on vendor_contacts (person_id);

create table favourites (
  id serial primary key,
  user_id int not null references users(id),
  person_id int references persons(id),
  vendor_id int references vendors(id),
  created_on timestamptz(3) not null default now(),
  check (person_id is not null or vendor_id is not null)
);
create unique index favourites_unique on favourites (user_id, coalesce(person_id, 0), coalesce(vendor_id, 0));
`;
