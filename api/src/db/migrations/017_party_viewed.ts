/**
 * Viewed is one fact per party (docs/domain/signing.md, "Viewed"): offer_parties.viewed_on,
 * the first time the party opened the offer — its portal link, its signing page, or (a receiving agent)
 * the offer in its own list. The per-signer copy in sign_set_parties goes; its earliest time moves onto
 * the party where it came first.
 */
export default `
update offer_parties p set viewed_on = least(p.viewed_on, s.first_viewed)
  from (select party_id, min(viewed_on) as first_viewed from sign_set_parties where viewed_on is not null group by party_id) s
 where s.party_id = p.id;
alter table sign_set_parties drop column viewed_on;
`;
