import { publishedRoutePaths } from '../../../scripts/webpack/routeManifestAsset';
import mf from '../../module-federation.config';
import { routes } from '../routes';

describe('mf-documents routes', () => {
  it('exposes exactly the patterns of the route manifest its build publishes', () => {
    expect(routes.map((r) => r.path)).toEqual(publishedRoutePaths(mf.name, mf.routeManifest));
  });
  it('marks the signing links public (no agent session)', () => {
    expect(mf.routeManifest!.routes.filter((r) => r.public).map((r) => r.path)).toEqual([
      '/sign-documents/:signToken/:signSetId',
      '/document-preview/:contractId/:signSetId?',
      '/no-documents',
    ]);
  });
});
