/** Offers, their parties and counter offers. */
export default `
create table offers (
  id serial primary key,
  display_id text not null unique,
  owner_user_id int not null references users(id),
  brokerage_id int not null references brokerages(id),
  status_id int not null,
  transaction_type_id int not null default 2,
  property_type_id int not null default 1,
  street_number text,
  direction_id int,
  street text,
  designator_id int,
  suffix_id int,
  unit_number text,
  unit_type_id int,
  city text,
  state_id int,
  county text,
  zip_code text,
  country_id int not null default 1,
  mls_number text,
  assessors_number text,
  legal_description text,
  year_built int,
  waste_water_treatment_id int,
  is_home_located_in_hoa boolean,
  lead_based_paint_disclosure_id int,
  offer_price numeric(14, 2),
  earnest_money_deposit numeric(14, 2),
  earnest_money_deposited_id int,
  form_of_earnest_money_id int,
  form_of_earnest_money_other_desc text,
  type_of_financing_id int,
  type_of_financing_other_desc text,
  appraisal_paid_by_id int,
  appraisal_paid_by_other_desc text,
  proration_of_assessment_and_fee_id int,
  proration_of_assessment_and_fee_other_desc text,
  closing_date date,
  possession_date date,
  acceptance_deadline_date date,
  acceptance_deadline_time time,
  inspection_days_from_coe int,
  additional_terms text,
  is_home_warranty_ordered boolean,
  home_warranty_ordered_by_id int,
  home_warranty_paid_by_id int,
  optional_coverage text,
  cost_not_to_exceed numeric(14, 2),
  home_warranty_company_id int references vendors(id),
  home_warranty_company_name text,
  from_mls_data boolean not null default false,
  listing_agent jsonb,
  form_template_ids int[] not null default '{}',
  image_blob_location text,
  wizard_step text,
  is_archived boolean not null default false,
  accepted_on timestamptz(3),
  rejected_on timestamptz(3),
  send_reminder boolean not null default false,
  remind_time time,
  reminder_in_days int,
  reviewer_first_name text,
  reviewer_last_name text,
  reviewer_email text,
  reviewer_message text,
  -- lower-cased address, state abbreviation, zip and MLS number: the offers-list search
  search_text text not null default '',
  created_on timestamptz(3) not null default now(),
  updated_on timestamptz(3) not null default now()
);
create index offers_owner_created on offers (owner_user_id, created_on desc, id desc);
create index offers_search_trgm on offers using gin (search_text gin_trgm_ops);

create table offer_parties (
  id serial primary key,
  offer_id int not null references offers(id),
  person_id int references persons(id),
  vendor_id int references vendors(id),
  role_id int not null,
  side_id int not null check (side_id in (1, 2)),
  dual_side boolean not null default false,
  status_id int not null default 1,
  viewed_on timestamptz(3),
  message text,
  is_default_party_message boolean not null default true,
  auto_forward_after_buyer_sign boolean not null default false,
  -- edits made "for this transaction only"
  overrides jsonb not null default '{}',
  created_on timestamptz(3) not null default now(),
  check (person_id is not null or vendor_id is not null)
);
create index offer_parties_offer on offer_parties (offer_id);
create index offer_parties_person on offer_parties (person_id, side_id, role_id, offer_id);
create unique index offer_parties_person_side on offer_parties (offer_id, side_id, person_id) where person_id is not null;
create unique index offer_parties_vendor_side on offer_parties (offer_id, side_id, vendor_id) where person_id is null;

create table counter_offers (
  id serial primary key,
  offer_id int not null references offers(id),
  party_id int references offer_parties(id),
  party_side_id int not null check (party_side_id in (1, 2)),
  status_id int not null,
  document_id int,
  counter_price numeric(14, 2),
  counter_earnest_money numeric(14, 2),
  counter_financing_id int,
  counter_coe date,
  counter_acceptance_deadline timestamptz(3),
  counter_terms text,
  created_on timestamptz(3) not null default now()
);
create index counter_offers_offer on counter_offers (offer_id, id);
`;
