/**
 * Who holds a message being sent (docs/domain/mail.md#the-send-lease): the run that claimed it writes a
 * random holder id, renews `send_started_on` while it works, and only that holder renews or releases it.
 */
export default `
alter table outbox_emails add column send_holder uuid;
`;
