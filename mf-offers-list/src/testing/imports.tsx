import { CssBaseline, ThemeProvider } from '@mui/material';
import type { FormTemplate, MlsListing, MlsSearchResult, OfferLookupData } from '@offerdesk/shared/contract';
import { offerDeskTheme } from '@offerdesk/shared';
import { createQueryClient, QueryClientProvider } from '@offerdesk/runtime';
import { contract, exampleMlsListing, exampleMlsSearchResult, exampleOfferLookupData } from '@offerdesk/shared/testing';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { HttpResponse } from 'msw';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { answer, sent, server } from './api';

/** The offer lookups as the API answers them. */
export const LOOKUPS: OfferLookupData = exampleOfferLookupData();

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
/** An MLS search result as the API answers it, each with its own MLS number and address (mlsNumber: the mls_id unless given). */
export function makeListing(patch: Partial<MlsSearchResult> = {}): MlsSearchResult {
  n += 1;
  const mlsId = patch.mls_id ?? `${6000000 + n}`;
  return exampleMlsSearchResult({
    mls_id: mlsId,
    mlsNumber: mlsId,
    org_id: 'ARMLS',
    mlsName: 'ARMLS',
    address: `${100 + n} N Elm St`,
    streetNumber: `${100 + n}`,
    direction: 'N',
    directionId: 1,
    courtesy: 'Desert Realty',
    price: 425000.6,
    listing_price: 425000.6,
    ...patch,
  });
}

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <div data-testid="location">{pathname + search}</div>;
}

/** Renders `element` at `path` (matched by `pattern`) with a fresh server-state cache, and a probe that shows where the router went. */
export function renderAt(path: string, pattern: string, element: ReactNode) {
  window.history.replaceState({}, '', path);
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ThemeProvider theme={offerDeskTheme}>
        <CssBaseline />
        <BrowserRouter>
          <Routes>
            <Route path={pattern} element={element} />
            <Route path="*" element={null} />
          </Routes>
          <LocationProbe />
        </BrowserRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

/** The next MLS search (by number or by address) answers with `resolver`; later ones get the test file's defaults. */
export function nextSearch(resolver: () => Response | Promise<Response>) {
  let used = false;
  const once = () => {
    if (used) return undefined;
    used = true;
    return resolver();
  };
  server.use(answer(contract.mls.byNumber, once), answer(contract.mls.byAddress, once));
}

/** The MLS search requests sent so far: by number, then by address. */
export const searchRequests = () => [...sent(contract.mls.byNumber), ...sent(contract.mls.byAddress)];

/** The texts searched so far (the MLS number or the address sent). */
export const searchedFor = () =>
  searchRequests().map((r) => {
    const q = new URL(r.url).searchParams;
    return q.get('keywords') ?? q.get('address');
  });

/** Answers the listing route with the MLS data of the listing asked for (its MLS number and MLS), `patch` applied. */
export const listingAnswer =
  (patch: Partial<MlsListing>) =>
  ({ request }: { request: Request }) => {
    const q = new URL(request.url).searchParams;
    const mlsId = q.get('mlsId') ?? '';
    return HttpResponse.json(exampleMlsListing({ ...patch, mls_id: mlsId, mlsNumber: mlsId, org_id: q.get('mlsName') ?? '' }));
  };

/** The listings fetched so far, as `{ mlsId, mlsName }`. */
export const listingsFetched = () => sent(contract.mls.listing).map((r) => Object.fromEntries(new URL(r.url).searchParams));
