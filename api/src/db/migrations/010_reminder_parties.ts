/**
 * Customised reminder e-mails: the subject and message each party of an offer gets when a
 * reminder goes out (`PUT /offer/saveCustomizedReminders`). A party without a row gets the
 * defaults ('Reminder: You have documents to sign' / 'Please respond to this email.').
 * The schedule itself (send_reminder, reminder_in_days, remind_time) lives on the offer.
 */
export default `
create table offer_reminder_parties (
  offer_id int not null references offers(id),
  party_id int not null references offer_parties(id) on delete cascade,
  reminder_subject text not null,
  reminder_message text not null,
  updated_on timestamptz(3) not null default now(),
  primary key (offer_id, party_id)
);
`;
