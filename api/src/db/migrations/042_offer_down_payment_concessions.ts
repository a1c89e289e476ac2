/**
 * The offer's down payment and seller concessions (docs/domain/offers.md): optional money the buyer
 * agent may state on Offer Information; the offer comparison shows them and nets the concessions.
 */
export default `
alter table offers add column down_payment numeric(14, 2);
alter table offers add column seller_concessions numeric(14, 2);
`;
