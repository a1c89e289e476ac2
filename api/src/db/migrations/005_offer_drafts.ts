/** Form templates, one contract per offer, and the save-as-incomplete flag of a draft. */
export default `
create table form_templates (
  id serial primary key,
  name text not null,
  brokerage_id int not null references brokerages(id),
  -- null: a broker template of the brokerage; else the agent's own template
  owner_user_id int references users(id),
  transaction_type_id int not null default 2,
  property_type_id int,
  created_on timestamptz(3) not null default now()
);
create index form_templates_brokerage on form_templates (brokerage_id) where owner_user_id is null;
create index form_templates_owner on form_templates (owner_user_id) where owner_user_id is not null;

create table contracts (
  id serial primary key,
  external_id int not null unique references offers(id),
  created_on timestamptz(3) not null default now()
);

alter table offers add column is_incomplete boolean not null default false;
`;
