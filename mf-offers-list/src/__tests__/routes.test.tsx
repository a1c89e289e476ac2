import { publishedRoutePaths } from '../../../scripts/webpack/routeManifestAsset';
import mf from '../../module-federation.config';
import { routes } from '../routes';
import { OffersPage } from '../offers/OffersPage';

describe('mf-offers-list routes', () => {
  it('exposes exactly the patterns of the route manifest its build publishes', () => {
    expect(routes.map((r) => r.path)).toEqual(publishedRoutePaths(mf.name, mf.routeManifest));
  });

  it('shows the Offers page for both list patterns', () => {
    const byPath = Object.fromEntries(routes.map((r) => [r.path, r.Component]));
    expect(byPath['/home/:showImportModal?']).toBe(OffersPage);
    expect(byPath['/offers']).toBe(OffersPage);
    expect(byPath['/import-data']).not.toBe(OffersPage);
  });
});
