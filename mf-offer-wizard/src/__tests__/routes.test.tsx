import { publishedRoutePaths } from '../../../scripts/webpack/routeManifestAsset';
import mf from '../../module-federation.config';
import { routes } from '../routes';
import { OfferInformationPage } from '../offerInformation/OfferInformationPage';

describe('mf-offer-wizard routes', () => {
  it('exposes exactly the patterns of the route manifest its build publishes', () => {
    expect(routes.map((r) => r.path)).toEqual(publishedRoutePaths(mf.name, mf.routeManifest));
  });
  it('shows Offer Information at /create-offer/:offerId?', () => {
    expect(routes.find((r) => r.path === '/create-offer/:offerId?')?.Component).toBe(OfferInformationPage);
  });
});
