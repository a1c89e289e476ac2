import { CssBaseline, ThemeProvider } from '@mui/material';
import type { OfferListItem } from '@offerdesk/shared/contract';
import { offerDeskTheme, OfferStatus, OfferType } from '@offerdesk/shared';
import { createQueryClient, QueryClientProvider } from '@offerdesk/runtime';
import { exampleOfferListItem } from '@offerdesk/shared/testing';
import { render } from '@testing-library/react';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { OffersPage } from '../offers/OffersPage';

let nextId = 1;

/** An offer as the list API returns it (the wire example, each with its own id and address). */
export function makeOffer(patch: Partial<OfferListItem> = {}): OfferListItem {
  const id = patch.id ?? nextId++;
  return exampleOfferListItem({
    id,
    displayId: `OD-${id}`,
    offerTypeId: OfferType.sent,
    statusId: OfferStatus.draft,
    counterOffers: [],
    offerPrice: 425000,
    propertyTypeId: 1,
    propertyType: 'Single Family',
    streetNumber: String(100 + id),
    street: 'Elm St',
    unitNumber: null,
    city: 'Phoenix',
    state: 'AZ',
    zipCode: '85004',
    streetAndCityAddress: `${100 + id} Elm St, Phoenix`,
    stateAndZip: 'AZ 85004',
    fullAddress: `${100 + id} Elm St, Phoenix, AZ 85004`,
    mlsNumber: `MLS${id}`,
    imageBlobLocation: null,
    createdOn: '2026-03-07T09:05:00',
    isArchived: false,
    isViewed: true,
    canEdit: true,
    ...patch,
  });
}

function LocationProbe() {
  const { pathname } = useLocation();
  return <div data-testid="location">{pathname}</div>;
}

/** The Offers page at a path with a fresh server-state cache, and a probe that shows where the router went. */
export function renderOffersPage(path = '/offers') {
  window.history.replaceState({}, '', path);
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ThemeProvider theme={offerDeskTheme}>
        <CssBaseline />
        <BrowserRouter>
          <OffersPage />
          <LocationProbe />
        </BrowserRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}
