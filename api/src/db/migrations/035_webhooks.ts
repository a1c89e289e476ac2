/**
 * Webhooks (docs/domain/webhooks.md): a brokerage's endpoints, the delivery of each event to each
 * endpoint (also its queue: a pending row is tried when its time comes and no earlier delivery of
 * the same offer to the same endpoint is pending), and who may manage them.
 */
export default `
alter table users add column is_brokerage_admin boolean not null default false;

create table webhook_endpoints (
  id serial primary key,
  brokerage_id int not null references brokerages(id),
  url text not null,
  description text not null default '',
  events text[] not null,
  secret text not null,
  active boolean not null default true,
  created_by int references users(id),
  created_on timestamptz(3) not null default now()
);
create index webhook_endpoints_brokerage on webhook_endpoints (brokerage_id) where active;

create table webhook_deliveries (
  id serial primary key,
  endpoint_id int not null references webhook_endpoints(id) on delete cascade,
  offer_id int references offers(id),
  event text not null,
  payload jsonb not null,
  state text not null default 'pending' check (state in ('pending', 'delivered', 'failed')),
  attempts int not null default 0,
  next_attempt_on timestamptz(3) not null default now(),
  lease_until timestamptz(3),
  last_status int,
  last_error text,
  created_on timestamptz(3) not null default now(),
  delivered_on timestamptz(3)
);
create index webhook_deliveries_due on webhook_deliveries (next_attempt_on, id) where state = 'pending';
create index webhook_deliveries_lane on webhook_deliveries (endpoint_id, offer_id, id) where state = 'pending';
create index webhook_deliveries_log on webhook_deliveries (endpoint_id, id desc);
`;
