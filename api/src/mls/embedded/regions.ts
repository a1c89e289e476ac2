/** Fixed material of the embedded MLS: one MLS per state or province, its cities, counties and zip prefixes. */
export interface City {
  name: string;
  county: string;
  /** US: the first 3 zip digits; Canada: the forward sortation areas (FSA) used. */
  zip: readonly string[];
}

export interface Region {
  state: string;
  org: string;
  /** Relative share of the listings. */
  weight: number;
  /** Canadian quadrant-style addresses (Calgary) carry a post-direction. */
  quadrantSuffix?: boolean;
  /** Phoenix-style grid addresses carry a pre-direction more often. */
  gridDirections?: boolean;
  cities: readonly City[];
  areaCodes: readonly string[];
}

export const REGIONS: readonly Region[] = [
  {
    state: 'AZ', org: 'ARMLS', weight: 18, gridDirections: true, areaCodes: ['480', '602', '623'],
    cities: [
      { name: 'Phoenix', county: 'Maricopa', zip: ['850'] }, { name: 'Scottsdale', county: 'Maricopa', zip: ['852'] },
      { name: 'Tempe', county: 'Maricopa', zip: ['852'] }, { name: 'Mesa', county: 'Maricopa', zip: ['852'] },
      { name: 'Chandler', county: 'Maricopa', zip: ['852'] }, { name: 'Gilbert', county: 'Maricopa', zip: ['852'] },
      { name: 'Tucson', county: 'Pima', zip: ['857'] }, { name: 'Flagstaff', county: 'Coconino', zip: ['860'] },
    ],
  },
  {
    state: 'CA', org: 'CRMLS', weight: 16, areaCodes: ['213', '619', '949', '951'],
    cities: [
      { name: 'Los Angeles', county: 'Los Angeles', zip: ['900'] }, { name: 'San Diego', county: 'San Diego', zip: ['921'] },
      { name: 'Irvine', county: 'Orange', zip: ['926'] }, { name: 'Riverside', county: 'Riverside', zip: ['925'] },
      { name: 'Pasadena', county: 'Los Angeles', zip: ['911'] }, { name: 'Anaheim', county: 'Orange', zip: ['928'] },
    ],
  },
  {
    state: 'TX', org: 'HAR', weight: 14, areaCodes: ['713', '281', '832'],
    cities: [
      { name: 'Houston', county: 'Harris', zip: ['770'] }, { name: 'Katy', county: 'Harris', zip: ['774'] },
      { name: 'Sugar Land', county: 'Fort Bend', zip: ['774'] }, { name: 'The Woodlands', county: 'Montgomery', zip: ['773'] },
      { name: 'Pasadena', county: 'Harris', zip: ['775'] },
    ],
  },
  {
    state: 'FL', org: 'Stellar MLS', weight: 12, areaCodes: ['407', '813', '727'],
    cities: [
      { name: 'Orlando', county: 'Orange', zip: ['328'] }, { name: 'Tampa', county: 'Hillsborough', zip: ['336'] },
      { name: 'St. Petersburg', county: 'Pinellas', zip: ['337'] }, { name: 'Sarasota', county: 'Sarasota', zip: ['342'] },
    ],
  },
  {
    state: 'IL', org: 'MRED', weight: 10, areaCodes: ['312', '773', '630'],
    cities: [
      { name: 'Chicago', county: 'Cook', zip: ['606'] }, { name: 'Evanston', county: 'Cook', zip: ['602'] },
      { name: 'Naperville', county: 'DuPage', zip: ['605'] }, { name: 'Aurora', county: 'Kane', zip: ['605'] },
    ],
  },
  {
    state: 'CO', org: 'REcolorado', weight: 8, areaCodes: ['303', '720'],
    cities: [
      { name: 'Denver', county: 'Denver', zip: ['802'] }, { name: 'Aurora', county: 'Arapahoe', zip: ['800'] },
      { name: 'Lakewood', county: 'Jefferson', zip: ['802'] }, { name: 'Boulder', county: 'Boulder', zip: ['803'] },
    ],
  },
  {
    state: 'WA', org: 'NWMLS', weight: 8, areaCodes: ['206', '425', '253'],
    cities: [
      { name: 'Seattle', county: 'King', zip: ['981'] }, { name: 'Bellevue', county: 'King', zip: ['980'] },
      { name: 'Tacoma', county: 'Pierce', zip: ['984'] }, { name: 'Everett', county: 'Snohomish', zip: ['982'] },
    ],
  },
  {
    state: 'ON', org: 'TREB', weight: 7, areaCodes: ['416', '647', '905'],
    cities: [
      { name: 'Toronto', county: 'Toronto', zip: ['M4C', 'M5V', 'M6P', 'M4L'] }, { name: 'Mississauga', county: 'Peel', zip: ['L5B', 'L5M'] },
      { name: 'Brampton', county: 'Peel', zip: ['L6T', 'L6Y'] }, { name: 'Markham', county: 'York', zip: ['L3R', 'L6C'] },
    ],
  },
  {
    state: 'BC', org: 'GVR', weight: 4, areaCodes: ['604', '778'],
    cities: [
      { name: 'Vancouver', county: 'Metro Vancouver', zip: ['V5K', 'V6B', 'V5L'] }, { name: 'Burnaby', county: 'Metro Vancouver', zip: ['V5H', 'V5G'] },
      { name: 'Richmond', county: 'Metro Vancouver', zip: ['V6X', 'V6Y'] },
    ],
  },
  {
    state: 'AB', org: 'CREB', weight: 3, quadrantSuffix: true, areaCodes: ['403', '587'],
    cities: [
      { name: 'Calgary', county: 'Calgary', zip: ['T2P', 'T3A', 'T2E'] }, { name: 'Airdrie', county: 'Rocky View County', zip: ['T4B', 'T4A'] },
    ],
  },
];

export const STREET_NAMES: readonly string[] = [
  'Main', 'Oak', 'Maple', 'Cedar', 'Pine', 'Elm', 'Washington', 'Lake', 'Hill', 'Sunset', 'Park', 'Highland', 'Camelback',
  'Indian School', 'Broadway', 'Lincoln', 'Jefferson', 'Madison', 'Franklin', 'Church', 'Spring', 'Ridge', 'Willow', 'Meadow',
  'Forest', 'River', 'Canyon', 'Mesa', 'Palm', 'Ocean', 'Bay', 'Harbor', 'Valley', 'Mountain View', 'Cherry', 'Walnut',
  'Chestnut', 'Birch', 'Aspen', 'Juniper', 'Saguaro', 'Ocotillo', 'Magnolia', 'Dogwood', 'Sycamore', 'Hickory', 'Laurel',
  'Bluebonnet', 'Cypress', 'Heritage', 'Prairie', 'Summit', 'Granite', 'Silver', 'Golden', 'Evergreen', 'Orchard', 'Vista',
  '1st', '2nd', '3rd', '4th', '7th', '12th', '16th', '24th', '32nd', '44th', '56th',
];

export const FIRST_NAMES: readonly string[] = [
  'James', 'Mary', 'Robert', 'Patricia', 'John', 'Jennifer', 'Michael', 'Linda', 'David', 'Elizabeth', 'William', 'Barbara',
  'Richard', 'Susan', 'Joseph', 'Jessica', 'Thomas', 'Sarah', 'Carlos', 'Karen', 'Daniel', 'Lisa', 'Matthew', 'Nancy',
  'Anthony', 'Sandra', 'Mark', 'Ashley', 'Priya', 'Emily', 'Wei', 'Sofia', 'Andrew', 'Grace', 'Omar', 'Hannah',
];
export const LAST_NAMES: readonly string[] = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Hernandez',
  'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee', 'Perez', 'Thompson',
  'White', 'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson', 'Walker', 'Young', 'Allen', 'Nguyen', 'Patel', 'Chen',
];
export const OFFICE_WORDS: readonly [readonly string[], readonly string[]] = [
  ['Summit', 'Keystone', 'Blue Sky', 'Cornerstone', 'Golden Gate', 'Lakeside', 'Pinnacle', 'Heritage', 'Evergreen', 'Sunrise', 'Landmark', 'True North'],
  ['Realty', 'Properties', 'Real Estate Group', 'Homes', 'Realty Partners', 'Brokerage'],
];

export const DOCUMENT_KINDS: readonly string[] = [
  "Seller's Property Disclosure Statement", 'Lead-Based Paint Disclosure', 'HOA Addendum', 'Property Survey',
  'Preliminary Title Report', 'Home Inspection Report', 'Floor Plan',
];
