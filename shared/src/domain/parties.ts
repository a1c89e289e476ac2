/** Sides of a transaction: 0 means both (an assignment to both sides). */
export const Side = { both: 0, buyer: 1, seller: 2 } as const;
export type SideId = (typeof Side)[keyof typeof Side];
export const SIDE_NAMES: Record<1 | 2, string> = { 1: 'Buyer', 2: 'Seller' };

/** Party roles on an offer. */
export const PartyRole = {
  Client: 1,
  Referral: 2,
  OutsideAgent: 3,
  InhouseAgent: 4,
  TitleEscrow: 5,
  Title: 6,
  Escrow: 7,
  Appraiser: 8,
  HomeWarranty: 9,
  HomeInspection: 10,
  Insurance: 11,
  Mortgage: 12,
  Termite: 13,
  Attorney: 14,
  SignPostCompany: 15,
  Utilities: 16,
  Other: 17,
  Entity: 18,
  CommissionAdvance: 19,
  TransactionCoordinator: 20,
  Signs: 21,
  Photographer: 22,
  AllVendor: 999,
} as const;
export type PartyRoleId = (typeof PartyRole)[keyof typeof PartyRole];

export const PARTY_ROLE_NAMES: Record<PartyRoleId, string> = {
  1: 'Client',
  2: 'Referral',
  3: 'Outside Agent',
  4: 'Inhouse Agent',
  5: 'Title/Escrow',
  6: 'Title',
  7: 'Escrow',
  8: 'Appraiser',
  9: 'Home Warranty',
  10: 'Home Inspection',
  11: 'Insurance',
  12: 'Mortgage',
  13: 'Termite',
  14: 'Attorney',
  15: 'Sign Post Company',
  16: 'Utilities',
  17: 'Other',
  18: 'Entity',
  19: 'Commission Advance',
  20: 'Transaction Coordinator',
  21: 'Signs',
  22: 'Photographer',
  999: 'All Vendor',
};

/** Vendor types a party of kind vendor can be. */
export const VENDOR_TYPES = [
  { id: 1, name: 'Title/Escrow' },
  { id: 2, name: 'Title' },
  { id: 3, name: 'Escrow' },
  { id: 4, name: 'Appraiser' },
  { id: 5, name: 'Home Warranty' },
  { id: 6, name: 'Home Inspection' },
  { id: 7, name: 'Insurance' },
  { id: 8, name: 'Mortgage' },
  { id: 9, name: 'Termite' },
  { id: 10, name: 'Attorney' },
  { id: 11, name: 'Sign Post Company' },
  { id: 12, name: 'Utilities' },
  { id: 13, name: 'Other' },
  { id: 14, name: 'Commission Advance' },
  { id: 15, name: 'Signs' },
  { id: 16, name: 'Photographer' },
] as const;

/** The vendor types Create Vendor Contact offers for a new vendor company, in the order it lists them. */
export const NEW_VENDOR_TYPES = [
  { id: 1, name: 'Title/Escrow' },
  { id: 8, name: 'Mortgage' },
  { id: 10, name: 'Attorney' },
  { id: 6, name: 'Home Inspection' },
  { id: 7, name: 'Insurance' },
] as const;

/** Genders; the default is 1 (Undisclosed). */
export const GENDERS = [
  { id: 1, name: 'Undisclosed' },
  { id: 2, name: 'Male' },
  { id: 3, name: 'Female' },
] as const;
export const DEFAULT_GENDER_ID = 1;

/** Countries an address can be in; the default is the United States. */
export const COUNTRIES = [
  { id: 1, code: 'US', name: 'United States' },
  { id: 2, code: 'CA', name: 'Canada' },
] as const;
export const Country = { US: 1, CA: 2 } as const;
export const DEFAULT_COUNTRY_ID = Country.US;

/** A party's sign status as the lists show it (0: signing does not apply). */
export const PartySignStatus = { NA: 0, NotSigned: 1, Signed: 2, Declined: 3, ViewOnly: 4 } as const;

/** Which contact details an agent party needs unless the server settings say otherwise: an email, not a phone. */
export const DEFAULT_PARTY_REQUIREMENTS = {
  emailRequiredForBrokerage: true,
  phoneRequiredForBrokerage: false,
  emailRequiredForOutside: true,
  phoneRequiredForOutside: false,
} as const;

export const DEFAULT_ADDRESS_TYPE_ID = 5;
export const PARTY_STATUS_ACTIVE = { id: 1, name: 'Active' } as const;
