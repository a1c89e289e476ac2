/**
 * Signing: the agent's assignments of signing holders, sign sets (the documents of a contract shared for signature with their signers and
 * order), each signer's capability token (only its SHA-256 is kept), sign status and viewed time.
 */
export default `
-- the agent's own assignments of signing holders; a holder without a row goes to the party its role names
create table offer_document_fields (
  offer_document_id int not null references offer_documents(id) on delete cascade,
  field_name text not null,
  -- null: the agent left the holder out of signing
  party_id int references offer_parties(id) on delete cascade,
  assigned_by_user_id int references users(id),
  assigned_on timestamptz(3) not null default now(),
  primary key (offer_document_id, field_name)
);
create table sign_sets (
  id serial primary key,
  offer_id int not null references offers(id),
  contract_id int not null references contracts(id),
  -- 1 one by one, 2 all together
  signing_order int not null check (signing_order in (1, 2)),
  -- document state ids: 2 Shared, 3 Signed, 5 PendingSignature, 6 DeclinedToSign, 7 Voided
  status_id int not null,
  category text not null default 'Offer',
  message text,
  void_reason text,
  voided_on timestamptz(3),
  completed_on timestamptz(3),
  -- the completed package: every document with every signature, sealed
  sealed_file_id int references stored_files(id),
  created_by_user_id int references users(id),
  created_on timestamptz(3) not null default now()
);
create index sign_sets_contract on sign_sets (contract_id, id);
create index sign_sets_offer on sign_sets (offer_id, id);

create table sign_set_documents (
  sign_set_id int not null references sign_sets(id),
  offer_document_id int not null references offer_documents(id),
  sort_order int not null,
  -- the document as shared, then with every signature stamped so far
  file_id int not null references stored_files(id),
  primary key (sign_set_id, offer_document_id)
);
create index sign_set_documents_document on sign_set_documents (offer_document_id);

create table sign_set_parties (
  id serial primary key,
  sign_set_id int not null references sign_sets(id),
  party_id int not null references offer_parties(id),
  -- 1-based turn in a one-by-one set; every signer has turn 1 in an all-together set
  sign_order int not null,
  -- hex SHA-256 of the party's capability token (the token itself is never stored); null until the party is asked
  token_hash text unique,
  -- signer status: 1 not signed, 2 signed, 3 declined, 4 view only
  sign_status int not null check (sign_status between 1 and 4),
  viewed_on timestamptz(3),
  signed_on timestamptz(3),
  declined_on timestamptz(3),
  decline_reason text,
  unique (sign_set_id, party_id)
);

-- the holders each signer fills in this set, as assigned when the set was shared
create table sign_set_fields (
  sign_set_id int not null references sign_sets(id),
  offer_document_id int not null references offer_documents(id),
  field_name text not null,
  kind text not null check (kind in ('Signature', 'Initials', 'Date')),
  party_id int not null references offer_parties(id),
  filled_on timestamptz(3),
  primary key (sign_set_id, offer_document_id, field_name)
);
create index sign_set_fields_party on sign_set_fields (sign_set_id, party_id);
`;
