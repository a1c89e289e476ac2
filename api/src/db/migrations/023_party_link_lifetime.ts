/**
 * Party links get a lifetime and an end. `expires_on`: when the link stops opening the offer (set
 * at issue from the configured lifetime; links issued before this migration get 14 days from their
 * issue). `ended_on`/`ended_reason`: the link was ended before it expired — 'revoked' by the buyer
 * agent (Parties tab), or 'resent' when a newer link was mailed to the same party.
 */
export default `
alter table offer_party_links add column expires_on timestamptz(3);
update offer_party_links set expires_on = created_on + interval '14 days';
alter table offer_party_links alter column expires_on set not null;
alter table offer_party_links add column ended_on timestamptz(3);
alter table offer_party_links add column ended_reason text check (ended_reason in ('revoked', 'resent'));
alter table offer_party_links add constraint offer_party_links_ended check ((ended_on is null) = (ended_reason is null));
`;
