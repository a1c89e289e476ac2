/**
 * The lookup lists of the offer form (each entry has an id and a name). The ids are OfferDesk's own:
 * the API serves them as they are and the offer stores them, so an id never changes meaning.
 */
import { Country } from './parties';

export interface Lookup {
  id: number;
  name: string;
}
export interface StateLookup extends Lookup {
  abbreviation: string;
  countryId: number;
}

const list = (...names: string[]): Lookup[] => names.map((name, i) => ({ id: i + 1, name }));

export const PROPERTY_TYPES: readonly Lookup[] = list(
  'Residential',
  'Condominium/Townhome',
  'Multi-Family (2-4 Units)',
  'Vacant Land',
  'Manufactured/Mobile Home',
  'Farm and Ranch',
  'Commercial',
);

const US_STATES: ReadonlyArray<[string, string]> = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
];
const CA_PROVINCES: ReadonlyArray<[string, string]> = [
  ['AB', 'Alberta'],
  ['BC', 'British Columbia'],
  ['MB', 'Manitoba'],
  ['NB', 'New Brunswick'],
  ['NL', 'Newfoundland and Labrador'],
  ['NT', 'Northwest Territories'],
  ['NS', 'Nova Scotia'],
  ['NU', 'Nunavut'],
  ['ON', 'Ontario'],
  ['PE', 'Prince Edward Island'],
  ['QC', 'Quebec'],
  ['SK', 'Saskatchewan'],
  ['YT', 'Yukon'],
];

/** US states and DC have ids 1-51 (alphabetical by name); Canadian provinces and territories 101-113. */
export const STATES: readonly StateLookup[] = [
  ...US_STATES.map(([abbreviation, name], i) => ({ id: i + 1, name, abbreviation, countryId: Country.US })),
  ...CA_PROVINCES.map(([abbreviation, name], i) => ({ id: 101 + i, name, abbreviation, countryId: Country.CA })),
];
/** Default state of the offer form when the brokerage has none (Arizona). */
export const DEFAULT_STATE_ID = 3;

const DIRECTION_NAMES = ['N', 'S', 'E', 'W', 'NE', 'NW', 'SE', 'SW'];
/** Pre-directional of a street (N Main St). */
export const DIRECTIONS: readonly Lookup[] = list(...DIRECTION_NAMES);
/** Street type (Main St). */
export const DESIGNATORS: readonly Lookup[] = list(
  'St',
  'Ave',
  'Blvd',
  'Dr',
  'Ln',
  'Rd',
  'Ct',
  'Pl',
  'Way',
  'Cir',
  'Pkwy',
  'Ter',
  'Trl',
  'Hwy',
  'Loop',
  'Sq',
);
/** Post-directional of a street (Main St NW). */
export const SUFFIXES: readonly Lookup[] = list(...DIRECTION_NAMES);
export const UNIT_TYPES: readonly Lookup[] = list('Apt', 'Unit', 'Suite', 'Lot', 'Bldg', 'Floor', 'Space', 'Room');

export const FORM_OF_EARNEST_MONEY_TYPES: readonly Lookup[] = list(
  'Personal Check',
  "Cashier's Check",
  'Wire Transfer',
  'Cash',
  'Promissory Note',
  'Other',
);
export const FINANCING_TYPES: readonly Lookup[] = list(
  'Conventional',
  'FHA',
  'VA',
  'USDA',
  'Cash',
  'Seller Financing',
  'Loan Assumption',
  'Other',
);
export const APPRAISALS_PAID_BY: readonly Lookup[] = list('Buyer', 'Seller', 'Split Equally', 'Other');
export const PRORATION_OF_ASSESSMENTS_AND_FEES: readonly Lookup[] = list(
  'Prorated to Close of Escrow',
  'Paid by Buyer',
  'Paid by Seller',
  'Other',
);

/** Ids of the 'other' options: choosing one makes its description required. */
export const OTHER_OPTION_IDS = {
  formOfEarnestMoney: 6,
  financing: 8,
  appraisalPaidBy: 4,
  prorationOfAssessmentsAndFees: 4,
} as const;

export const LEAD_BASED_PAINT_DISCLOSURES: readonly Lookup[] = list(
  'Disclosure Attached',
  'Disclosure to Be Provided',
  'Buyer Waives Inspection Period',
  'Not Applicable (Built After 1978)',
);
export const WASTE_WATER_TREATMENTS: readonly Lookup[] = list('Public Sewer', 'Septic System', 'Alternative System', 'Cesspool', 'Unknown');
/** Where the earnest money is deposited. */
export const EARNEST_MONEY_DEPOSITS: readonly Lookup[] = list('Title/Escrow Company', 'Listing Brokerage', "Buyer's Brokerage", 'Attorney');
export const HOME_WARRANTY_PAID_BY: readonly Lookup[] = list('Buyer', 'Seller', 'Split Equally');

/** Who orders the home warranty plan (ordered by the seller, the parties step shows an optional seller home warranty slot). */
export const HOME_WARRANTY_ORDERED_BY = { buyer: 1, seller: 2, nobody: 3 } as const;
export const HOME_WARRANTY_PLAN_TO_BE_ORDERED_BY: readonly Lookup[] = [
  { id: HOME_WARRANTY_ORDERED_BY.buyer, name: 'Buyer' },
  { id: HOME_WARRANTY_ORDERED_BY.seller, name: 'Seller' },
  { id: HOME_WARRANTY_ORDERED_BY.nobody, name: 'Nobody' },
];

/** Address types; id 5 (Primary) is the default. */
export const ADDRESS_TYPES: readonly Lookup[] = list('Home', 'Business', 'Mailing', 'Billing', 'Primary');
export const TAX_ENTITY_TYPES: readonly Lookup[] = list(
  'Individual/Sole Proprietor',
  'C Corporation',
  'S Corporation',
  'Partnership',
  'Trust/Estate',
  'LLC',
  'Other',
);
/** Vendor types every side must have (Title/Escrow). */
export const REQUIRED_VENDOR_TYPES: readonly Lookup[] = [{ id: 1, name: 'Title/Escrow' }];
export const TRANSACTION_TYPES: readonly Lookup[] = list('Listing', 'Sale', 'Rental', 'Referral');

/** Yes/no of the HOA question: the form holds the id, 1 or 2, not a boolean. */
export const YES_NO: readonly Lookup[] = list('Yes', 'No');
