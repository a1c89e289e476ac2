/**
 * Signing grants: one-time hand-offs from the workspace to its framed signing page on another origin
 * (only the grant's SHA-256 is kept). A grant names the agent who asked, one contract, the purpose
 * and, to sign, one party; it is exchanged at most once (`used_on`), within five minutes.
 */
export default `
create table signing_grants (
  id serial primary key,
  token_hash text not null unique,
  contract_id int not null references contracts(id),
  party_id int references offer_parties(id) on delete cascade,
  purpose text not null check (purpose in ('assign', 'sign')),
  user_id int not null references users(id),
  person_id int not null,
  brokerage_id int not null,
  created_on timestamptz(3) not null default now(),
  expires_on timestamptz(3) not null,
  used_on timestamptz(3),
  check ((purpose = 'sign') = (party_id is not null))
);
create index signing_grants_expires on signing_grants (expires_on);
`;
