import { hostStore } from '@offerdesk/runtime';
import { contract, renderRoutesAt } from '@offerdesk/shared/testing';
import type { SignerView } from '@offerdesk/shared/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { answer, sent, server, startApiServer } from '../../testing/api';
import { routes } from '../../routes';
import { CONSENT_AGREE_LABEL, CONSENT_TICK_FIRST, CONSENT_TITLE, CONSENT_WITHDRAWN_NOTICE } from '../signer/ConsentStep';
import { CONSENT_TEXT, signerViewOf } from './signerFixtures';

jest.mock('../pdf/loadPdfjs', () => jest.requireActual<typeof import('./pdfStub')>('./pdfStub').pdfStub());

const URL_ = `/sign-documents/${'A'.repeat(43)}/5`;
const viewOf = (consent: Partial<SignerView['consent']>): SignerView =>
  signerViewOf({ partyId: 21, name: 'Ana Buyer', roleId: 1, sideId: 1, signStatus: 1 }, { isTurn: true, consent });

let view = viewOf({ given: false, givenOn: null });
startApiServer(() => [
  answer(contract.signing.signerView, () => HttpResponse.json(view)),
  answer(contract.signing.setViewedOn, () => HttpResponse.json({ viewedOn: '2026-11-25T04:00:00.000Z' })),
  answer(contract.partySigningDocuments.signerDocuments, () =>
    HttpResponse.json([
      {
        documentId: 11,
        name: 'Purchase Agreement',
        holders: [{ name: 'Signature.Buyer1', kind: 'Signature', page: 1, x: 72, y: 100, width: 200, height: 30 }],
      },
    ]),
  ),
  answer(
    contract.partySigningDocuments.signerDocumentPdf,
    () => new HttpResponse(new Uint8Array([37, 80, 68, 70]), { headers: { 'Content-Type': 'application/pdf' } }),
  ),
]);

beforeEach(() => {
  view = viewOf({ given: false, givenOn: null });
  hostStore.getState().configure({ parentOrigin: null });
});

describe('consent to do business electronically on /sign-documents', () => {
  it('shows the text before the first signature; Agree and Continue waits for the box, then records the version read and opens signing', async () => {
    server.use(answer(contract.partySigning.giveConsent, () => HttpResponse.json(viewOf({ given: true }))));
    renderRoutesAt(routes, URL_);
    const region = await screen.findByRole('region', { name: CONSENT_TITLE });
    expect(within(region).getByText(CONSENT_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('toolbar', { name: 'Signing' })).not.toBeInTheDocument();
    const agree = within(region).getByRole('button', { name: 'Agree and Continue' });
    expect(agree).toBeDisabled();
    expect(agree.parentElement).toHaveAttribute('title', CONSENT_TICK_FIRST);

    await userEvent.click(within(region).getByRole('checkbox', { name: CONSENT_AGREE_LABEL }));
    await userEvent.click(agree);
    expect(await screen.findByRole('toolbar', { name: 'Signing' })).toBeInTheDocument();
    const [request] = sent(contract.partySigning.giveConsent);
    expect(await request!.json()).toEqual({ version: '0123456789abcdef' });
  });

  it('withdraws before signing after confirming: the page says the agent was told and asks again', async () => {
    view = viewOf({ given: true });
    server.use(
      answer(contract.partySigning.withdrawConsent, () => HttpResponse.json(viewOf({ given: false, givenOn: null, withdrawn: true }))),
    );
    renderRoutesAt(routes, URL_);
    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw consent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw consent?' });
    expect(sent(contract.partySigning.withdrawConsent)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw consent' }));
    const region = await screen.findByRole('region', { name: CONSENT_TITLE });
    expect(within(region).getByText(CONSENT_WITHDRAWN_NOTICE)).toBeInTheDocument();
    await waitFor(() => expect(sent(contract.partySigning.withdrawConsent)).toHaveLength(1));
  });

  it("shows the API's refusal on the consent step", async () => {
    server.use(
      answer(contract.partySigning.giveConsent, () =>
        HttpResponse.json({ message: 'The consent text has changed since it was shown. Read it again.' }, { status: 409 }),
      ),
    );
    renderRoutesAt(routes, URL_);
    const region = await screen.findByRole('region', { name: CONSENT_TITLE });
    await userEvent.click(within(region).getByRole('checkbox'));
    await userEvent.click(within(region).getByRole('button', { name: 'Agree and Continue' }));
    expect(await within(region).findByText('The consent text has changed since it was shown. Read it again.')).toBeInTheDocument();
  });
});
