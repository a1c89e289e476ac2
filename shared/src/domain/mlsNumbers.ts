/**
 * What an MLS number looks like, for the API's validation and for the clients' choice between the
 * MLS-number search and the address search: one word of letters, digits and dashes with at least one
 * digit ('00112233', 'OC24012345', 'W-1234'). A street number alone ('5292') is one too: the
 * MLS-number search also finds listings by street number.
 */
export const MLS_NUMBER_PATTERN = /^(?=[A-Za-z0-9-]*\d)[A-Za-z0-9-]{1,20}$/;

/** The key that opens one listing: an MLS number or the listing key of a RESO MLS (a UUID and the like). */
export const MLS_LISTING_KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/;

/** Input that goes to the MLS-number search (anything else goes to the address search). */
export const isMlsNumberQuery = (input: string): boolean => MLS_NUMBER_PATTERN.test(input.trim());
