import type { MlsListing } from '@offerdesk/shared/contract';
import { Country } from '@offerdesk/shared';
import { assignDocumentsPath, mlsDataToOfferDraft } from '../mlsOfferDraft';
import { LOOKUPS } from '../../testing/imports';
import { exampleMlsListing } from '@offerdesk/shared/testing';

const MLS: MlsListing = exampleMlsListing({
  streetNumber: '1200',
  streetName: 'Camelback',
  direction: 'E',
  directionId: 3,
  designator: 'Rd',
  designatorId: 6,
  suffix: 'NW',
  suffixId: 6,
  unit: '4B',
  unitType: 'Unit',
  unitTypeId: 2,
  city: 'Phoenix',
  stateId: 3,
  countryId: Country.US,
  zip: '85014',
  county: 'Maricopa',
  yearBuilt: 1975,
  price: 515000.25,
  mlsNumber: '00112233',
  legalDescription: 'Lot 4, Block 2',
  propertyTypeId: 2,
  listingAgent: { listingAgentFullName: 'Sam Seller' },
});

describe('MLS data → createoffer payload', () => {
  it('maps every MLS field to its offer draft field, with the choices, id -1 and fromMlsData', () => {
    const draft = mlsDataToOfferDraft(MLS, { propertyTypeId: 1, formTemplateId: 11 });
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
    expect(draft).toMatchObject({
      earnestMoneyDeposit: null,
      closingDate: null,
      typeOfFinancingId: null,
      leadBasedPaintDisclosureId: null,
    });
  });

  it('takes the country the listing gives, upper-cases the postal code, and sends no template when none is chosen', () => {
    const bc = LOOKUPS.states.find((s) => s.abbreviation === 'BC')!;
    const draft = mlsDataToOfferDraft(
      { ...MLS, stateId: bc.id, countryId: Country.CA, zip: 'v6b 1a1' },
      { propertyTypeId: 2, formTemplateId: null },
    );
    expect(draft).toMatchObject({ state: bc.id, countryId: Country.CA, zipCode: 'V6B 1A1', formTemplateIds: [] });
  });

  it('leaves missing parts empty (and defaults the country to the US)', () => {
    const bare = exampleMlsListing({
      streetNumber: null,
      streetName: 'Elm',
      directionId: null,
      price: null,
      yearBuilt: null,
      stateId: null,
      countryId: null,
      propertyTypeId: null,
    });
    const draft = mlsDataToOfferDraft(bare, { propertyTypeId: 4, formTemplateId: null });
    expect(draft).toMatchObject({
      street: 'Elm',
      directionId: null,
      offerPrice: null,
      yearBuilt: null,
      state: null,
      countryId: Country.US,
      streetNumber: null,
      propertyTypeId: 4,
    });
  });
});

describe('paths', () => {
  it('opens Add Documents for the new offer', () => {
    expect(assignDocumentsPath(42)).toBe('/assign-documents?offerId=42');
  });
});
