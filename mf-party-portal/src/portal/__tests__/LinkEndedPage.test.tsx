import { PARTY_LINK_GONE, PARTY_LINK_HEADER } from '@offerdesk/shared';
import { contract } from '@offerdesk/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { answer, fail, sent, server, startApiServer } from '../../testing/api';
import { LINK_TOKEN } from '../../testing/portalOffer';
import { currentLocation, renderAt } from '../../testing/renderPage';
import { LINK_ENDED_TITLE, REQUEST_NEW_LINK_LABEL } from '../LinkEndedPage';

jest.setTimeout(30000);

const agent = { name: 'Olivia Owner', email: 'olivia@harbor.example', phone: '4805551200' };
startApiServer(() => [
  answer(contract.portal.getOfferByParty, () => fail({ status: 410, code: 'link_expired', message: PARTY_LINK_GONE.link_expired })),
  answer(contract.partyLinks.status, () => HttpResponse.json({ state: 'link_expired', message: PARTY_LINK_GONE.link_expired, agent })),
  answer(contract.partyLinks.requestNew, () =>
    HttpResponse.json({ message: 'Your request was sent. The agent will e-mail you a new link.' }),
  ),
]);

describe('the page of a link that no longer opens the offer', () => {
  beforeEach(() => sessionStorage.clear());

  it('says why, names the agent to ask with their contact, and asks them by mail', async () => {
    renderAt(`/view-offer/41/10?t=${LINK_TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: LINK_ENDED_TITLE })).toBeInTheDocument();
    expect(screen.getByText(PARTY_LINK_GONE.link_expired)).toBeInTheDocument();
    expect(await screen.findByText('Olivia Owner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'olivia@harbor.example' })).toHaveAttribute('href', 'mailto:olivia@harbor.example');
    expect(screen.getByRole('link', { name: '(480) 555-1200' })).toHaveAttribute('href', 'tel:4805551200');
    await userEvent.click(screen.getByRole('button', { name: REQUEST_NEW_LINK_LABEL }));
    expect(
      (await screen.findByText('Your request was sent. The agent will e-mail you a new link.')).closest('[role="status"]'),
    ).not.toBeNull();
    expect(screen.queryByRole('button', { name: REQUEST_NEW_LINK_LABEL })).toBeNull();
    // Every call carried the token in its header and none in its address.
    const calls = [...sent(contract.portal.getOfferByParty), ...sent(contract.partyLinks.status), ...sent(contract.partyLinks.requestNew)];
    expect(calls).toHaveLength(3);
    for (const call of calls) {
      expect(call.url).not.toContain(LINK_TOKEN);
      expect(call.headers.get(PARTY_LINK_HEADER)).toBe(LINK_TOKEN);
    }
  });

  it('takes the token out of the address, and still opens the offer from session storage on reload', async () => {
    const first = renderAt(`/view-offer/41/10?t=${LINK_TOKEN}`);
    await screen.findByRole('heading', { level: 1, name: LINK_ENDED_TITLE });
    await waitFor(() => expect(currentLocation()).toBe('/view-offer/41/10'));
    expect(window.location.href).not.toContain(LINK_TOKEN);
    first.unmount();
    renderAt('/view-offer/41/10');
    await screen.findByRole('heading', { level: 1, name: LINK_ENDED_TITLE });
    expect(sent(contract.portal.getOfferByParty).at(-1)!.headers.get(PARTY_LINK_HEADER)).toBe(LINK_TOKEN);
  });

  it('says plainly whom to ask, with no button, when the offer names no agent', async () => {
    server.use(
      answer(contract.partyLinks.status, () =>
        HttpResponse.json({ state: 'link_revoked', message: PARTY_LINK_GONE.link_revoked, agent: null }),
      ),
    );
    renderAt(`/view-offer/41/10?t=${LINK_TOKEN}`);
    expect(await screen.findByText('Ask the agent who sent it for a new link.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: REQUEST_NEW_LINK_LABEL })).toBeNull();
  });
});
