/**
 * Consent to do business electronically (docs/domain/signing.md, "Consent to sign electronically"):
 * the brokerage's own text (null: OfferDesk's), and each party's consents — the text version it read,
 * when, from where — with the time it withdrew one.
 */
export default `
alter table brokerages add column signing_consent_text text;

create table signing_consents (
  id serial primary key,
  party_id int not null references offer_parties(id),
  offer_id int not null references offers(id),
  sign_set_id int not null references sign_sets(id),
  text_version text not null,
  text text not null,
  given_on timestamptz(3) not null default now(),
  ip text not null,
  user_agent text not null,
  withdrawn_on timestamptz(3)
);
create index signing_consents_party on signing_consents (party_id, id desc);
`;
