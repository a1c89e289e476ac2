import { envelope, hostStore, type HostConfig } from '@offerdesk/runtime';
import { contract, renderRoutesAt } from '@offerdesk/shared/testing';
import type { SignerDocument, SignerView } from '@offerdesk/shared/contract';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { answer, sent, server, startApiServer } from '../../testing/api';
import { routes } from '../../routes';
import { NOT_YOUR_PARTY_TEXT, NOTHING_TO_SIGN_TEXT } from '../signer/SignContractDocumentsPage';
import * as T from '../signer/signerState';
import { signerViewOf } from './signerFixtures';

jest.mock('../pdf/loadPdfjs', () => jest.requireActual<typeof import('./pdfStub')>('./pdfStub').pdfStub());
jest.setTimeout(60000);

const URL_ = '/sign-contract-documents/3/21';

/** The agent's party's view of a set in which a buyer (party 22) has still to sign after it. */
const viewOf = (signStatus = 1): SignerView => {
  const v = signerViewOf({ partyId: 21, name: 'Olivia Owner', roleId: 4, sideId: 1, signStatus });
  const buyer = { ...v.signSet.parties[0], partyId: 22, name: 'Rosa Buyer', roleId: 1, signOrder: 2, signStatus: 1 };
  return { ...v, signSet: { ...v.signSet, parties: [...v.signSet.parties, buyer] } };
};
const documents: SignerDocument[] = [
  {
    documentId: 11,
    name: 'Purchase Agreement',
    holders: [{ name: 'Signature.BuyerAgent1', kind: 'Signature', page: 1, x: 72, y: 100, width: 200, height: 30 }],
  },
];

startApiServer(() => [
  answer(contract.signing.contractSignSetForParty, () => HttpResponse.json({ signSetId: 5 })),
  answer(contract.signing.signerView, () => HttpResponse.json(viewOf())),
  answer(contract.signing.setViewedOn, () => HttpResponse.json({ viewedOn: '2026-11-25T04:00:00.000Z' })),
  answer(contract.partySigningDocuments.signerDocuments, () => HttpResponse.json(documents)),
  answer(
    contract.partySigningDocuments.signerDocumentPdf,
    () => new HttpResponse(new Uint8Array([37, 80, 68, 70]), { headers: { 'Content-Type': 'application/pdf' } }),
  ),
]);

const withSigningService = (url: string | undefined) =>
  hostStore.getState().configure({ parentOrigin: null, signingServiceUrl: url } as Partial<HostConfig> & { signingServiceUrl?: string });
beforeEach(() => withSigningService(undefined));

const query = (r: Request | undefined) => Object.fromEntries(new URL(r!.url).searchParams);

describe('/sign-contract-documents', () => {
  it("opens the set waiting for the agent's party on the guided signing page and signs it with the session, no token", async () => {
    server.use(answer(contract.partySigning.sign, () => HttpResponse.json(viewOf(2))));
    renderRoutesAt(routes, URL_);
    expect(await screen.findByText('1 of 1 fields left to sign')).toBeInTheDocument();
    expect(sent(contract.signing.contractSignSetForParty)).toHaveLength(1);
    await waitFor(() => expect(sent(contract.signing.setViewedOn)).toHaveLength(1));
    expect(query(sent(contract.signing.signerView)[0])).toEqual({ signSetId: '5', partyId: '21' });

    await userEvent.click(screen.getByRole('button', { name: 'Sign here (signature)' }));
    await userEvent.click(await screen.findByRole('tab', { name: 'Type' }));
    expect(screen.getByLabelText('Full name')).toHaveValue('Olivia Owner');
    await userEvent.click(screen.getByRole('button', { name: 'Adopt and Sign' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Finish' }));
    expect(await screen.findByText(T.SIGNED_TEXT)).toBeInTheDocument();
    expect(query(sent(contract.partySigning.sign)[0])).toEqual({ signSetId: '5', partyId: '21' });
    expect(screen.getByText(/^< Back/)).toBeInTheDocument();
    expect(screen.getByText(T.SIGNED_DETAIL)).toBeInTheDocument();
    expect(screen.queryByText(T.WORKSPACE_SIGNED_DETAIL)).toBeNull();
  });

  it('framed (the workspace frames the signing service), it leaves Back to the framing page and says signing is complete, not to close the page', async () => {
    const framed = jest.spyOn(window, 'self', 'get').mockReturnValue({} as Window & typeof globalThis);
    server.use(answer(contract.partySigning.sign, () => HttpResponse.json(viewOf(2))));
    try {
      renderRoutesAt(routes, URL_);
      expect(await screen.findByText('1 of 1 fields left to sign')).toBeInTheDocument();
      expect(screen.queryByText(/^< Back/)).toBeNull();

      await userEvent.click(screen.getByRole('button', { name: 'Sign here (signature)' }));
      await userEvent.click(await screen.findByRole('tab', { name: 'Type' }));
      await userEvent.click(screen.getByRole('button', { name: 'Adopt and Sign' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Finish' }));
      expect(await screen.findByText(T.SIGNED_TEXT)).toBeInTheDocument();
      expect(screen.getByText(T.WORKSPACE_SIGNED_DETAIL)).toBeInTheDocument();
      expect(screen.queryByText(/close this page/)).toBeNull();
    } finally {
      framed.mockRestore();
    }
  });

  it('says so when nothing of the contract waits for the party', async () => {
    server.use(answer(contract.signing.contractSignSetForParty, () => HttpResponse.json({ signSetId: null })));
    renderRoutesAt(routes, URL_);
    expect(await screen.findByText(NOTHING_TO_SIGN_TEXT)).toBeInTheDocument();
    expect(sent(contract.signing.signerView)).toHaveLength(0);
  });

  it('a party that is not the agent (404) reads as not yours, and nothing else is asked', async () => {
    server.use(
      answer(contract.signing.contractSignSetForParty, () =>
        HttpResponse.json({ code: 'not_found', message: 'Contract not found.' }, { status: 404 }),
      ),
    );
    renderRoutesAt(routes, URL_);
    expect(await screen.findByText(NOT_YOUR_PARTY_TEXT)).toBeInTheDocument();
    expect(sent(contract.signing.signerView)).toHaveLength(0);
  });

  it('frames the signing service on its own origin without a token and hands it a grant to sign as that party, to that origin only', async () => {
    const SIGNING = 'https://sign.offerdesk.test';
    withSigningService(SIGNING);
    server.use(answer(contract.signingGrants.issue, () => HttpResponse.json({ grant: 'G'.repeat(43), expiresIn: 300 })));
    renderRoutesAt(routes, URL_);
    const frame = (await screen.findByTitle('Signing')) as HTMLIFrameElement;
    expect(frame.src).toBe(`${SIGNING}${URL_}`);
    expect(sent(contract.signing.contractSignSetForParty)).toHaveLength(0);
    const post = jest.spyOn(frame.contentWindow!, 'postMessage').mockImplementation(() => undefined);
    const ready = (origin: string, source: MessageEventSource | null) =>
      act(() => {
        window.dispatchEvent(new MessageEvent('message', { data: envelope({ type: 'signing-ready' }), origin, source }));
      });
    ready(window.location.origin, frame.contentWindow);
    ready(SIGNING, window);
    await new Promise((r) => setTimeout(r, 50));
    expect(sent(contract.signingGrants.issue)).toHaveLength(0);
    ready(SIGNING, frame.contentWindow);
    await waitFor(() => expect(post).toHaveBeenCalledWith(envelope({ type: 'signing-grant', grant: 'G'.repeat(43) }), SIGNING));
    expect(await sent(contract.signingGrants.issue)[0].json()).toEqual({ contractId: 3, partyId: 21, purpose: 'sign' });
  });
});
