import { ROUTE_TABLE } from '@offerdesk/shared';
import { routes } from '../routes';
import { OffersPage } from '../offers/OffersPage';

describe('mf-offers-list routes', () => {
  it('exposes exactly the patterns the route table gives this remote', () => {
    expect(routes.map((r) => r.path)).toEqual(ROUTE_TABLE.mfOffersList.map((r) => r.path));
  });

  it('shows the Offers page for both list patterns', () => {
    const byPath = Object.fromEntries(routes.map((r) => [r.path, r.Component]));
    expect(byPath['/home/:showImportModal?']).toBe(OffersPage);
    expect(byPath['/offers']).toBe(OffersPage);
    expect(byPath['/import-data']).not.toBe(OffersPage);
  });
});
