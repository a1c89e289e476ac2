/**
 * Mail through the durable queue: each outbox message has a unique key (queuing the same key
 * twice keeps one message), the Message-ID derived from it, and what the sender did with it
 * (the pg-boss job that sends it, when sending started, attempts, the last error, sent_on).
 * Reminders remember the last due slot they were sent for, so a slot is never sent twice.
 */
export default `
alter table outbox_emails
  add column mail_key text,
  add column message_id text,
  add column queue_job_id uuid,
  add column send_started_on timestamptz(3),
  add column attempts int not null default 0,
  add column last_error text;
update outbox_emails set mail_key = 'outbox:' || id, message_id = '<outbox-' || id || '@offerdesk.mail>' where mail_key is null;
alter table outbox_emails alter column mail_key set not null, alter column message_id set not null;
create unique index outbox_emails_key on outbox_emails (mail_key);
create index outbox_emails_unsent on outbox_emails (id) where sent_on is null;
`;
