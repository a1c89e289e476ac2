/**
 * Documents: stored PDF bytes (with their SHA-256), the document templates of the form templates,
 * the documents assigned to an offer's contract and the Form Info values of an offer.
 */
export default `
create table stored_files (
  id serial primary key,
  content_type text not null,
  byte_size int not null,
  sha256 text not null,
  bytes bytea not null,
  created_on timestamptz(3) not null default now()
);

create table document_templates (
  id serial primary key,
  code text not null unique,
  name text not null,
  document_type_id int not null,
  -- null: offered for every property type
  property_type_ids int[],
  file_id int not null references stored_files(id),
  -- the Form Info items of this document (rows of custom fields, checkboxes and their trigger rules)
  form_layout jsonb not null default '[]'::jsonb,
  created_on timestamptz(3) not null default now()
);

create table form_template_documents (
  form_template_id int not null references form_templates(id) on delete cascade,
  document_template_id int not null references document_templates(id),
  is_required boolean not null default true,
  sort_order int not null default 0,
  primary key (form_template_id, document_template_id)
);
create index form_template_documents_document on form_template_documents (document_template_id);

create table offer_documents (
  id serial primary key,
  contract_id int not null references contracts(id),
  -- 'Required', 'Additional' or 'MLS'
  type text not null,
  name text not null,
  document_type_id int,
  document_template_id int references document_templates(id),
  form_template_id int references form_templates(id) on delete set null,
  use_customized_template boolean not null default false,
  -- MLS object id of an MLS document
  external_id text,
  -- the uploaded or downloaded PDF; null for a template document (built from its template on download)
  file_id int references stored_files(id),
  created_by_user_id int references users(id),
  created_on timestamptz(3) not null default now()
);
create index offer_documents_contract on offer_documents (contract_id);
create unique index offer_documents_template on offer_documents (contract_id, document_template_id) where document_template_id is not null;
create unique index offer_documents_mls on offer_documents (contract_id, external_id) where external_id is not null;

create table offer_custom_fields (
  offer_id int not null references offers(id),
  key text not null,
  -- 'merge' (text of a merge or custom field), 'checkbox' (true/false), 'multi' (the chosen option of a group)
  kind text not null,
  value text,
  updated_on timestamptz(3) not null default now(),
  primary key (offer_id, key)
);
`;
