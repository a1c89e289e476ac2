/**
 * The marks each signer signed with (docs/domain/signing.md, "Stamping after the signature"): kept
 * by the signature's transaction, stamped into the set's copies afterwards by the stamping job,
 * which sets `stamped_on`. A drawn mark keeps its PNG (base64), a typed one its text.
 */
export default `
create table sign_set_marks (
  id serial primary key,
  sign_set_id int not null references sign_sets(id),
  party_id int not null references offer_parties(id),
  signature jsonb not null,
  initials jsonb not null,
  date_text text not null,
  signed_on timestamptz(3) not null,
  stamped_on timestamptz(3),
  unique (sign_set_id, party_id)
);
create index sign_set_marks_unstamped on sign_set_marks (sign_set_id, id) where stamped_on is null;
`;
