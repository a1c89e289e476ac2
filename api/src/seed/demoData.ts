/** Fixed material of the demo seed: Arizona addresses, clients and outside agents. */
export const STREETS: ReadonlyArray<[name: string, designatorId: number]> = [
  ['Camelback', 6],
  ['Saguaro', 5],
  ['Mesquite', 4],
  ['Palo Verde', 9],
  ['Desert Willow', 10],
  ['Ocotillo', 6],
  ['Cactus Wren', 5],
  ['Sonoran', 3],
  ['Mountain View', 4],
  ['Canyon Ridge', 13],
  ['Juniper', 7],
  ['Mariposa', 2],
  ['Granite Reef', 6],
  ['Coronado', 1],
  ['Las Palmas', 8],
  ['Sunrise', 11],
];

export const CITIES: ReadonlyArray<[city: string, zip: string]> = [
  ['Phoenix', '85016'],
  ['Scottsdale', '85251'],
  ['Tempe', '85281'],
  ['Mesa', '85201'],
  ['Chandler', '85224'],
  ['Gilbert', '85234'],
  ['Glendale', '85301'],
  ['Peoria', '85345'],
];

export const ARIZONA = 3;
export const CALIFORNIA = 5;

export const CLIENT_NAMES: ReadonlyArray<[string, string]> = [
  ['Emily', 'Carter'],
  ['Michael', 'Thompson'],
  ['Sofia', 'Martinez'],
  ['Daniel', 'Kim'],
  ['Olivia', 'Johnson'],
  ['Ethan', 'Williams'],
  ['Ava', 'Garcia'],
  ['Noah', 'Davis'],
  ['Mia', 'Robinson'],
  ['Liam', 'Walker'],
];

export const OUTSIDE_AGENTS: ReadonlyArray<[string, string]> = [
  ['Taylor', 'Brooks'],
  ['Riley', 'Patel'],
  ['Jamie', 'Foster'],
];

export const VENDOR_NAMES: Record<number, string> = {
  1: 'Grand Canyon Title & Escrow',
  2: 'Copper State Title',
  3: 'Valley Escrow Services',
  4: 'Precision Appraisals',
  5: 'HomeShield Warranty',
  6: 'Thorough Home Inspections',
  7: 'Saguaro Insurance Agency',
  8: 'Sunbelt Mortgage',
  9: 'Desert Termite Control',
  10: 'Reyes & Clark Law',
  11: 'PostRight Sign Company',
  12: 'Metro Utilities Connect',
  13: 'Handy Services Co.',
  14: 'AdvanceNow Commissions',
  15: 'Signature Signs',
  16: 'Golden Hour Photography',
};

/** A deterministic spread of values for item i. */
export const priceFor = (i: number) => 285_000 + ((i * 37_500) % 640_000);
export const daysAgo = (days: number, hours = 0) => new Date(Date.UTC(2026, 10, 20, 15, 0, 0) - (days * 24 + hours) * 3_600_000);
