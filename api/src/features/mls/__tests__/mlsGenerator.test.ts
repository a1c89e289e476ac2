import { CA_POSTAL_PATTERN, US_ZIP_PATTERN } from '@offerdesk/shared/schemas';
import { generateListing, generateOffices, mlsNumberOf } from '../embedded/generator';
import { REGIONS } from '../embedded/regions';

describe('embedded MLS generator', () => {
  const { offices, agents } = generateOffices();
  const listings = Array.from({ length: 3000 }, (_, i) => generateListing(i, offices, agents));

  it('is deterministic and starts with 00112233, the MLS number the import screens give as their example', () => {
    expect(generateListing(0, offices, agents)).toEqual(listings[0]);
    expect(generateListing(2999, generateOffices().offices, generateOffices().agents)).toEqual(listings[2999]);
    expect(listings[0].listing.mls_id).toBe('00112233');
    expect(new Set(Array.from({ length: 100_000 }, (_, i) => mlsNumberOf(i))).size).toBe(100_000);
    expect(listings.every(({ listing }) => /^\d{8}$/.test(listing.mls_id))).toBe(true);
  });

  it('spreads listings over every state and province with valid zip and postal codes', () => {
    expect(new Set(listings.map((l) => l.listing.org_id))).toEqual(new Set(REGIONS.map((r) => r.org)));
    for (const { listing } of listings) {
      expect(listing.zip_code).toMatch(listing.country_id === 2 ? CA_POSTAL_PATTERN : US_ZIP_PATTERN);
    }
    expect(listings.filter((l) => (l.listing.year_built ?? 9999) <= 1978).length).toBeGreaterThan(300);
    expect(new Set(listings.map((l) => l.listing.property_type_id)).size).toBe(7);
    expect(new Set(listings.map((l) => l.listing.status))).toEqual(
      new Set(['Active', 'Active Under Contract', 'Pending', 'Coming Soon', 'Hold']),
    );
    expect(listings.filter((l) => l.listing.unit).length).toBeGreaterThan(300);
    expect(listings.filter((l) => l.documents.length).length).toBe(1000);
    expect(listings.filter((l) => l.listing.coordinator_id).length).toBeGreaterThan(500);
  });
});
