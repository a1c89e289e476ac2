import { publishedRoutePaths } from '../../../scripts/webpack/routeManifestAsset';
import mf from '../../module-federation.config';
import { routes } from '../routes';

describe('mf-party-portal routes', () => {
  it('exposes exactly the patterns of the route manifest its build publishes', () => {
    expect(routes.map((r) => r.path)).toEqual(publishedRoutePaths(mf.name, mf.routeManifest));
  });
  it('serves only public party-link pages', () => {
    expect(mf.routeManifest!.routes.every((r) => r.public)).toBe(true);
  });
});
