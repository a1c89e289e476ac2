/** Audit trail, durable job queue and the e-mail outbox. */
export default `
create table activities (
  id bigserial primary key,
  offer_id int references offers(id),
  actor_user_id int references users(id),
  actor_party_id int references offer_parties(id),
  action text not null,
  details jsonb not null default '{}',
  created_on timestamptz(3) not null default now()
);
create index activities_offer on activities (offer_id, created_on);

create table jobs (
  id bigserial primary key,
  kind text not null,
  payload jsonb not null default '{}',
  status text not null default 'queued' check (status in ('queued', 'running', 'done', 'failed')),
  run_at timestamptz(3) not null default now(),
  attempts int not null default 0,
  max_attempts int not null default 5,
  locked_until timestamptz(3),
  last_error text,
  created_on timestamptz(3) not null default now(),
  done_on timestamptz(3)
);
create index jobs_due on jobs (run_at) where status in ('queued', 'running');

create table outbox_emails (
  id bigserial primary key,
  to_address text not null,
  subject text not null,
  text_body text not null,
  html_body text,
  offer_id int references offers(id),
  job_id bigint references jobs(id),
  created_on timestamptz(3) not null default now(),
  sent_on timestamptz(3)
);
create index outbox_emails_created on outbox_emails (created_on desc);
`;
