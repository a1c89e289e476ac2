/**
 * The seller's costs of a listing, kept by its seller agent for the offer comparison
 * (docs/domain/compare.md): one row per agent and MLS number.
 */
export default `
create table listing_costs (
  user_id int not null references users(id),
  mls_number text not null,
  commission_percent numeric(6, 3) not null,
  closing_costs numeric(14, 2) not null,
  payoff numeric(14, 2) not null,
  updated_on timestamptz(3) not null default now(),
  primary key (user_id, mls_number)
);
`;
