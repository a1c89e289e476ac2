import { contract } from '@offerdesk/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { answer, fail, server, startApiServer } from '../../testing/api';
import { LINK_TOKEN, portalOfferExample } from '../../testing/portalOffer';
import { renderAt } from '../../testing/renderPage';

let offer = portalOfferExample();
startApiServer(() => [answer(contract.portal.getOfferByParty, () => HttpResponse.json(offer))]);
beforeEach(() => {
  offer = portalOfferExample();
});

const send = async () => {
  renderAt(`/counter-offer/41/10?t=${LINK_TOKEN}`);
  await userEvent.type(await screen.findByLabelText('Counter Price'), '450000');
  await userEvent.click(screen.getByRole('button', { name: 'Forward to Agent' }));
};

describe('a refused counter offer (issue 37 §1)', () => {
  it('names what happened when the offer moved on (409), never "try again", and leaves no form to fill', async () => {
    const moved = 'This offer is Rejected and cannot be countered.';
    server.use(
      answer(contract.portal.createCounterOffer, () => {
        offer = portalOfferExample({ statusId: 216, rejectedOn: '2026-11-25T04:00:00.000Z' });
        return fail({ status: 409, code: 'invalid_state', message: moved });
      }),
    );
    await send();
    const said = await screen.findByText(new RegExp(`^The counter offer was not sent: ${moved}`));
    expect(said).toHaveTextContent('This offer was rejected: it can no longer be accepted or countered.');
    expect(said).not.toHaveTextContent(/try again/i);
    expect(screen.queryByLabelText('Counter Price')).toBeNull();
    expect(screen.getByRole('button', { name: 'Back to the offer' })).toBeInTheDocument();
  });

  it('keeps the form and says to try again when the server failed', async () => {
    server.use(answer(contract.portal.createCounterOffer, () => fail({ status: 500, code: 'internal', message: 'Internal error' })));
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent('The counter offer could not be sent. Please try again.');
    expect(screen.getByLabelText('Counter Price')).toBeInTheDocument();
  });
});
