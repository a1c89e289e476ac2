import { ROUTE_TABLE } from '@offerdesk/shared';
import { routes } from '../routes';
import { OfferInformationPage } from '../offerInformation/OfferInformationPage';

describe('mf-offer-wizard routes', () => {
  it('exposes exactly the patterns the route table gives this remote', () => {
    expect(routes.map((r) => r.path)).toEqual(ROUTE_TABLE.mfOfferWizard.map((r) => r.path));
  });
  it('shows Offer Information at /create-offer/:offerId?', () => {
    expect(routes.find((r) => r.path === '/create-offer/:offerId?')?.Component).toBe(OfferInformationPage);
  });
});
