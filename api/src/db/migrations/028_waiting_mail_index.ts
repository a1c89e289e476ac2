/** The offer page lists the offer's mails still waiting to be sent (docs/domain/mail.md#mails-still-waiting). */
export default `
create index outbox_emails_waiting_by_offer on outbox_emails (offer_id, created_on, id) where sent_on is null;
`;
