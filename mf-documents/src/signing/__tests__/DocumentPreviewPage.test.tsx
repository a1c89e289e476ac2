import { PARTY_LINK_HEADER } from '@offerdesk/shared';
import { envelope, sessionStore } from '@offerdesk/runtime';
import { contract, renderRoutesAt } from '@offerdesk/shared/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { answer, sent, startApiServer } from '../../testing/api';
import { routes } from '../../routes';

jest.mock('../pdf/loadPdfjs', () => jest.requireActual<typeof import('./pdfStub')>('./pdfStub').pdfStub());

const LINK = 'L'.repeat(43);

startApiServer(() => [
  answer(
    contract.portal.printOffer,
    () => new HttpResponse(new Uint8Array([37, 80, 68, 70]), { headers: { 'Content-Type': 'application/pdf' } }),
  ),
  answer(contract.portal.reviewerDocuments, () =>
    HttpResponse.json([
      { id: 21, name: 'Residential Purchase Agreement' },
      { id: 22, name: 'Lender Pre-Approval' },
    ]),
  ),
  answer(contract.documents.byContract, () => HttpResponse.json([{ id: 41, name: 'Purchase Agreement' }])),
  answer(
    contract.documents.download,
    () => new HttpResponse(new Uint8Array([37, 80, 68, 70]), { headers: { 'Content-Type': 'application/pdf' } }),
  ),
  answer(
    contract.portal.reviewerDocument,
    () => new HttpResponse(new Uint8Array([37, 80, 68, 70]), { headers: { 'Content-Type': 'application/pdf' } }),
  ),
]);

beforeEach(() => sessionStore.setState({ session: null }));

describe('/document-preview framed by the party portal', () => {
  it("reads the offer's documents with the portal party's own link (no agent session, no sign set)", async () => {
    renderRoutesAt(routes, `/document-preview/7?offerId=12&partyId=34&t=${LINK}`);
    expect(await screen.findByRole('img', { name: 'Offer documents, page 1' })).toBeInTheDocument();
    const [request] = sent(contract.portal.printOffer);
    expect([new URL(request.url).search, request.headers.get(PARTY_LINK_HEADER)]).toEqual(['', LINK]);
    expect(await request.clone().json()).toEqual({ contractId: 7, offerId: 12, signSetId: null, externalPartyId: 34 });
  });

  it("shows the reviewer each of the offer's documents by name, read with the reviewer's own link, not a printed summary", async () => {
    renderRoutesAt(routes, `/document-preview/7?offerId=12&t=${LINK}`);
    expect(await screen.findByRole('region', { name: 'Residential Purchase Agreement' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Lender Pre-Approval' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Lender Pre-Approval, page 1' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Residential Purchase Agreement, page 1' })).toBeInTheDocument();
    expect(new URL(sent(contract.portal.reviewerDocuments)[0].url).pathname).toBe('/offer/GetOfferDocumentsForReview/12');
    const calls = sent(contract.portal.reviewerDocument);
    const reads = calls.map((r) => new URL(r.url));
    expect(reads.map((u) => u.pathname).sort()).toEqual([
      '/offer/DownloadOfferDocumentForReview/12/21',
      '/offer/DownloadOfferDocumentForReview/12/22',
    ]);
    expect(reads.every((u) => u.search === '')).toBe(true);
    expect(calls.every((r) => r.headers.get(PARTY_LINK_HEADER) === LINK)).toBe(true);
    expect(sent(contract.portal.printOffer)).toHaveLength(0);
  });

  it("shows a signed-in agent the contract's documents as they stand, read-only, before any sign set (Document Review's Preview Documents)", async () => {
    sessionStore.setState({ session: { accessToken: 't', userName: 'u', name: 'U', expiresAt: Date.now() + 60_000 } });
    renderRoutesAt(routes, '/document-preview/7');
    expect(await screen.findByRole('img', { name: 'Purchase Agreement, page 1' })).toBeInTheDocument();
    expect(Object.fromEntries(new URL(sent(contract.documents.byContract)[0].url).searchParams)).toEqual({ contractId: '7' });
  });

  it('asks to sign in for a link that is malformed, and reads nothing', async () => {
    renderRoutesAt(routes, '/document-preview/7?offerId=12&partyId=34&t=short');
    expect(await screen.findByText('Sign in to preview these documents, or open the link from your e-mail.')).toBeInTheDocument();
    expect(sent(contract.portal.printOffer)).toHaveLength(0);
  });

  it('opened top-level (not framed), it reads no message at all, even one of its own origin', async () => {
    renderRoutesAt(routes, `/document-preview/7?offerId=12&partyId=34&t=${LINK}`);
    await screen.findByRole('img', { name: 'Offer documents, page 1' });
    await act(async () => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: window.location.origin,
          data: envelope({ type: 'counter-offer', values: { counterPrice: '425000' } }),
        }),
      );
    });
    await waitFor(() => expect(screen.queryByText(/425000|425,000/)).not.toBeInTheDocument());
  });
});
