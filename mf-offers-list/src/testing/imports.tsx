import { CssBaseline, ThemeProvider } from '@mui/material';
import { offerDeskTheme, type FormTemplate, type MlsSearchResult, type OfferLookupData } from '@offerdesk/shared';
import { DESIGNATORS, DIRECTIONS, PROPERTY_TYPES, STATES, SUFFIXES, UNIT_TYPES } from '@offerdesk/shared/forms';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';

/** The lookups the import needs (the rest of the offer lookups are empty). */
export const LOOKUPS = {
  propertyTypes: [...PROPERTY_TYPES],
  states: [...STATES],
  countries: [
    { id: 1, code: 'US', name: 'United States' },
    { id: 2, code: 'CA', name: 'Canada' },
  ],
  directions: [...DIRECTIONS],
  designators: [...DESIGNATORS],
  suffixes: [...SUFFIXES],
  unitTypes: [...UNIT_TYPES],
  formOfEarnestMoneyTypes: [],
  financingTypes: [],
  appraisalsPaidBy: [],
  prorationOfAssessmentsAndFees: [],
  leadBasedPaintDisclosures: [],
  wasteWaterTreatments: [],
  earnestMoneyDeposits: [],
  homeWarrantyPaidBy: [],
  homeWarrantyPlanToBeOrderedBy: [],
} satisfies OfferLookupData;

/** Residential is 1, Condominium/Townhome 2 (PROPERTY_TYPES). */
export const TEMPLATES: FormTemplate[] = [
  { id: 11, name: 'My Residential Sale', isAgentTemplate: true, transactionTypeId: 2, propertyTypeId: 1 },
  { id: 12, name: 'My Condo Sale', isAgentTemplate: true, transactionTypeId: 2, propertyTypeId: 2 },
  { id: 13, name: 'My Residential Listing', isAgentTemplate: true, transactionTypeId: 1, propertyTypeId: 1 },
  { id: 21, name: 'Broker Standard Purchase', isAgentTemplate: false, transactionTypeId: 2, propertyTypeId: 1 },
  { id: 22, name: 'Broker Land Purchase', isAgentTemplate: false, transactionTypeId: 2, propertyTypeId: 4 },
  { id: 23, name: 'Broker Listing Agreement', isAgentTemplate: false, transactionTypeId: 1, propertyTypeId: 1 },
];

let n = 0;
/** An MLS search result as the API answers it. */
export function makeListing(patch: Partial<MlsSearchResult> = {}): MlsSearchResult {
  n += 1;
  return {
    mls_id: `${6000000 + n}`,
    org_id: 'ARMLS',
    address: `${100 + n} N Elm St`,
    city: 'Phoenix',
    state: 'AZ',
    zip: '85004',
    type: 'Residential',
    courtesy: 'Desert Realty',
    price: 425000.6,
    status: 'Active',
    photo: null,
    ...patch,
  };
}

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <div data-testid="location">{pathname + search}</div>;
}

/** Renders `element` at `path` (matched by `pattern`), with a probe that shows where the router went. */
export function renderAt(path: string, pattern: string, element: ReactNode) {
  window.history.replaceState({}, '', path);
  return render(
    <ThemeProvider theme={offerDeskTheme}>
      <CssBaseline />
      <BrowserRouter>
        <Routes>
          <Route path={pattern} element={element} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </BrowserRouter>
    </ThemeProvider>,
  );
}
