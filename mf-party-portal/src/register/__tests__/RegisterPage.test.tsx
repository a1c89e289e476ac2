import { contract } from '@offerdesk/shared/testing';
import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { answer, startApiServer } from '../../testing/api';
import { LINK_TOKEN, portalOfferExample } from '../../testing/portalOffer';
import { renderAt } from '../../testing/renderPage';
import { REGISTRATION_BUYERS_ONLY } from '../RegisterPage';

jest.setTimeout(30000);

let offer = portalOfferExample();
startApiServer(() => [answer(contract.portal.getOfferByParty, () => HttpResponse.json(offer))]);

describe('the client registration page', () => {
  it('offers a buyer client the form, with its name filled in', async () => {
    offer = portalOfferExample();
    renderAt(`/client/register/41/10?t=${LINK_TOKEN}`);
    expect(await screen.findByRole('button', { name: 'Register' })).toBeInTheDocument();
  });

  it('tells anyone else plainly, with the way back, instead of a form it could not send', async () => {
    const buyerClient = portalOfferExample().party!;
    offer = portalOfferExample({ party: { ...buyerClient, roleId: 4, side: 'Seller', sideId: 2 } });
    renderAt(`/client/register/41/10?t=${LINK_TOKEN}`);
    expect(await screen.findByText(REGISTRATION_BUYERS_ONLY)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the offer' })).toHaveAttribute('href', `/view-offer/41/10?t=${LINK_TOKEN}`);
  });
});
