import { hostStore } from '@offerdesk/runtime';
import { contract, renderRoutesAt } from '@offerdesk/shared/testing';
import type { SignerDocument, SignerView } from '@offerdesk/shared/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { answer, sent, server, startApiServer } from '../../testing/api';
import { routes } from '../../routes';
import * as T from '../signer/signerState';
import { signerViewOf } from './signerFixtures';

jest.mock('../pdf/loadPdfjs', () => jest.requireActual<typeof import('./pdfStub')>('./pdfStub').pdfStub());

const TOKEN = 'A'.repeat(43);
const URL_ = `/sign-documents/${TOKEN}/5`;

const viewOf = (o: { status?: number; signStatus?: number; isTurn?: boolean; voidReason?: string | null } = {}): SignerView =>
  signerViewOf({ partyId: 21, name: 'Ana Buyer', roleId: 1, sideId: 1, signStatus: o.signStatus ?? 1 }, { isTurn: true, ...o });
const documents: SignerDocument[] = [
  {
    documentId: 11,
    name: 'Purchase Agreement',
    holders: [
      { name: 'Signature.Buyer1', kind: 'Signature', page: 1, x: 72, y: 100, width: 200, height: 30 },
      { name: 'Initials.Buyer1.P1', kind: 'Initials', page: 1, x: 500, y: 40, width: 60, height: 24 },
      { name: 'Date.Buyer1', kind: 'Date', page: 1, x: 300, y: 100, width: 100, height: 20 },
    ],
  },
];

let view = viewOf();
startApiServer(() => [
  answer(contract.signing.signerView, () => HttpResponse.json(view)),
  answer(contract.signing.setViewedOn, () => HttpResponse.json({ viewedOn: '2026-11-25T04:00:00.000Z' })),
  answer(contract.partySigningDocuments.signerDocuments, () => HttpResponse.json(documents)),
  answer(
    contract.partySigningDocuments.signerDocumentPdf,
    () => new HttpResponse(new Uint8Array([37, 80, 68, 70]), { headers: { 'Content-Type': 'application/pdf' } }),
  ),
]);

beforeEach(() => {
  view = viewOf();
  hostStore.getState().configure({ parentOrigin: null });
});

describe('/sign-documents', () => {
  it('signs with a typed signature: adopt once, apply to each holder, Finish', async () => {
    server.use(answer(contract.partySigning.sign, () => HttpResponse.json(viewOf({ signStatus: 2 }))));
    renderRoutesAt(routes, URL_);
    expect(await screen.findByText('2 of 2 fields left to sign')).toBeInTheDocument();
    await waitFor(() => expect(sent(contract.signing.setViewedOn)).toHaveLength(1));
    expect(screen.getByLabelText(/^Date, filled in when you finish/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Sign here (signature)' }));
    await userEvent.click(await screen.findByRole('tab', { name: 'Type' }));
    expect(screen.getByLabelText('Full name')).toHaveValue('Ana Buyer');
    expect(screen.getByLabelText('Initials')).toHaveValue('AB');
    await userEvent.click(screen.getByRole('button', { name: 'Adopt and Sign' }));
    expect(await screen.findByText('1 of 2 fields left to sign')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Initial here (initials)' }));
    expect(await screen.findByText('Every field is signed. Select Finish.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));

    expect(await screen.findByText(T.SIGNED_TEXT)).toBeInTheDocument();
    const [request] = sent(contract.partySigning.sign);
    expect(new URL(request!.url).searchParams.get('signSetId')).toBe('5');
    expect(await request!.json()).toEqual({ signature: { type: 'typed', value: 'Ana Buyer' }, initials: { type: 'typed', value: 'AB' } });
  });

  it('the last signature: signed while the set is being completed, then the completion without reloading', async () => {
    server.use(answer(contract.partySigning.sign, () => HttpResponse.json(viewOf({ signStatus: 2, status: 5 }))));
    renderRoutesAt(routes, URL_);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign here (signature)' }));
    await userEvent.click(await screen.findByRole('tab', { name: 'Type' }));
    await userEvent.click(screen.getByRole('button', { name: 'Adopt and Sign' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Initial here (initials)' }));
    // The server completes the set (stamps and seals) after it answered.
    view = viewOf({ signStatus: 2, status: 3 });
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByText(T.SIGNED_TEXT)).toBeInTheDocument();
    expect(screen.getByText(T.COMPLETING_DETAIL)).toBeInTheDocument();
    expect(await screen.findByText(T.COMPLETED_TEXT, undefined, { timeout: 3000 })).toBeInTheDocument();
  });

  it('Finish with fields left goes to the next field instead of signing', async () => {
    renderRoutesAt(routes, URL_);
    await userEvent.click(await screen.findByRole('button', { name: 'Finish' }));
    expect(sent(contract.partySigning.sign)).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Sign here (signature)' })).toHaveFocus();
  });

  it('declines with a reason', async () => {
    server.use(answer(contract.partySigning.decline, () => HttpResponse.json(viewOf({ signStatus: 3, status: 6 }))));
    renderRoutesAt(routes, URL_);
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Decline to sign' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Decline' }));
    expect(await dialog.findByText('Enter the reason for declining.')).toBeInTheDocument();
    await userEvent.type(dialog.getByLabelText(/Reason for declining/), 'The price is wrong');
    await userEvent.click(dialog.getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText(T.DECLINED_TEXT)).toBeInTheDocument();
    expect(await sent(contract.partySigning.decline)[0]!.json()).toEqual({ reason: 'The price is wrong' });
  });

  it.each([
    ['voided, with the reason', viewOf({ status: 7, voidReason: 'Price changed' }), [T.VOIDED_TEXT, 'Reason: Price changed']],
    ['not your turn yet', viewOf({ isTurn: false }), [T.NOT_YOUR_TURN_TEXT]],
    ['already signed', viewOf({ signStatus: 2, status: 5 }), [T.SIGNED_TEXT]],
    ['declined', viewOf({ signStatus: 3, status: 6 }), [T.DECLINED_TEXT]],
    ['completed', viewOf({ signStatus: 2, status: 3 }), [T.COMPLETED_TEXT]],
  ])('shows the state: %s', async (_label, v, texts) => {
    view = v;
    renderRoutesAt(routes, URL_);
    for (const text of texts) expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Finish' })).not.toBeInTheDocument();
  });

  it('answers a malformed link with Sign set not found, asking nothing', async () => {
    renderRoutesAt(routes, '/sign-documents/short/5');
    expect(await screen.findByText(T.NOT_FOUND_TEXT)).toBeInTheDocument();
    expect(sent(contract.signing.signerView)).toHaveLength(0);
  });
});
