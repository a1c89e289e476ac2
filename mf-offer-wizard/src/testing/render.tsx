import { ThemeProvider } from '@mui/material';
import { COUNTRIES, offerDeskTheme, ScreenRoutes, type OfferLookupData } from '@offerdesk/shared';
import { APPRAISALS_PAID_BY, DESIGNATORS, DIRECTIONS, EARNEST_MONEY_DEPOSITS, FINANCING_TYPES, FORM_OF_EARNEST_MONEY_TYPES, HOME_WARRANTY_PAID_BY, HOME_WARRANTY_PLAN_TO_BE_ORDERED_BY, LEAD_BASED_PAINT_DISCLOSURES, PROPERTY_TYPES, PRORATION_OF_ASSESSMENTS_AND_FEES, STATES, SUFFIXES, UNIT_TYPES, WASTE_WATER_TREATMENTS } from '@offerdesk/shared/forms';
import { render } from '@testing-library/react';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { routes } from '../routes';

export const LOOKUPS: OfferLookupData = {
  propertyTypes: [...PROPERTY_TYPES],
  states: [...STATES],
  countries: COUNTRIES.map((c) => ({ ...c })),
  directions: [...DIRECTIONS],
  designators: [...DESIGNATORS],
  suffixes: [...SUFFIXES],
  unitTypes: [...UNIT_TYPES],
  formOfEarnestMoneyTypes: [...FORM_OF_EARNEST_MONEY_TYPES],
  financingTypes: [...FINANCING_TYPES],
  appraisalsPaidBy: [...APPRAISALS_PAID_BY],
  prorationOfAssessmentsAndFees: [...PRORATION_OF_ASSESSMENTS_AND_FEES],
  leadBasedPaintDisclosures: [...LEAD_BASED_PAINT_DISCLOSURES],
  wasteWaterTreatments: [...WASTE_WATER_TREATMENTS],
  earnestMoneyDeposits: [...EARNEST_MONEY_DEPOSITS],
  homeWarrantyPaidBy: [...HOME_WARRANTY_PAID_BY],
  homeWarrantyPlanToBeOrderedBy: [...HOME_WARRANTY_PLAN_TO_BE_ORDERED_BY],
  defaultState: null,
};

function WhereAmI() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/** Renders this remote's routes at `path` (a real BrowserRouter on jsdom's history). */
export function renderAt(path: string) {
  window.history.replaceState({}, '', path);
  return render(
    <ThemeProvider theme={offerDeskTheme}>
      <BrowserRouter>
        <ScreenRoutes routes={routes} />
        <WhereAmI />
      </BrowserRouter>
    </ThemeProvider>,
  );
}

export const currentLocation = () => document.querySelector('[data-testid="location"]')?.textContent ?? '';
