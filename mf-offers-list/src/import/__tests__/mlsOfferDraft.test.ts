import { Country, type MlsData } from '@offerdesk/shared';
import { mlsDataToOfferDraft } from '../mlsOfferDraft';
import { assignDocumentsPath } from '../importPaths';
import { LOOKUPS } from '../../testing/imports';

const MLS: MlsData = {
  streetNumber: '1200',
  streetName: 'Camelback',
  direction: 'E',
  designator: { id: 6, name: 'Rd' },
  suffix: 'NW',
  unit: '4B',
  unitType: 'Unit',
  city: 'Phoenix',
  state: { id: 3 },
  zipCode: '85014',
  county: 'Maricopa',
  yearBuilt: 1975,
  price: 515000.25,
  mlsNumber: '00112233',
  legalDescription: 'Lot 4, Block 2',
  propertyType: { id: 2 },
  listingAgent: { listingAgentFullName: 'Sam Seller' },
};

describe('MLS data → createoffer payload', () => {
  it('maps every MLS field to its offer draft field, with the choices, id -1 and fromMlsData', () => {
    const draft = mlsDataToOfferDraft(MLS, LOOKUPS, { propertyTypeId: 1, formTemplateId: 11 });
    expect(draft).toMatchObject({
      id: -1,
      fromMlsData: true,
      propertyTypeId: 1,
      formTemplateIds: [11],
      streetNumber: '1200',
      street: 'Camelback',
      directionId: 3, // E
      designatorId: 6,
      suffixId: 6, // NW
      unitNumber: '4B',
      unitTypeId: 2, // Unit
      city: 'Phoenix',
      state: 3,
      countryId: Country.US,
      zipCode: '85014',
      county: 'Maricopa',
      yearBuilt: 1975,
      offerPrice: 515000.25,
      mlsNumber: '00112233',
      legalDescription: 'Lot 4, Block 2',
      listingAgent: { listingAgentFullName: 'Sam Seller' },
    });
    // Nothing else is made up.
    expect(draft).toMatchObject({ earnestMoneyDeposit: null, closingDate: null, typeOfFinancingId: null, leadBasedPaintDisclosureId: null });
  });

  it('takes the country from a Canadian province, upper-cases the postal code, and sends no template when none is chosen', () => {
    const bc = LOOKUPS.states.find((s) => s.abbreviation === 'BC')!;
    const draft = mlsDataToOfferDraft({ ...MLS, state: { id: bc.id }, zipCode: 'v6b 1a1' }, LOOKUPS, { propertyTypeId: 2, formTemplateId: null });
    expect(draft).toMatchObject({ state: bc.id, countryId: Country.CA, zipCode: 'V6B 1A1', formTemplateIds: [] });
  });

  it('leaves unknown or missing parts empty (and defaults the country to the US)', () => {
    const draft = mlsDataToOfferDraft({ streetName: 'Elm', direction: 'Sideways', price: 'n/a', yearBuilt: '19' }, LOOKUPS, { propertyTypeId: 4, formTemplateId: null });
    expect(draft).toMatchObject({ street: 'Elm', directionId: null, offerPrice: null, yearBuilt: null, state: null, countryId: Country.US, streetNumber: null, propertyTypeId: 4 });
  });

  it('reads listing_price / mls_id of a search result when the MLS data has no price / mlsNumber', () => {
    const draft = mlsDataToOfferDraft({ mls_id: '777', listing_price: 250000 } as MlsData, LOOKUPS, { propertyTypeId: 1, formTemplateId: null });
    expect(draft).toMatchObject({ mlsNumber: '777', offerPrice: 250000 });
  });
});

describe('paths', () => {
  it('opens Add Documents for the new offer', () => {
    expect(assignDocumentsPath(42)).toBe('/assign-documents?offerId=42');
  });
});
