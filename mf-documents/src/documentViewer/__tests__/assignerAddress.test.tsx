import { hostStore } from '@offerdesk/runtime';
import { contract, exampleContractDocument, exampleOfferDetail, exampleOfferParty, renderRoutesAt } from '@offerdesk/shared/testing';
import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { answer, startApiServer } from '../../testing/api';
import { routes } from '../../routes';
import { assignerUrl } from '@offerdesk/shared/features';

/**
 * Seed 001 §1: '/sign-assigner/{contractId}[/{documentId}], with query brand=no, partyId, email, partyName,
 * isReviewTab=true, displayMultipleDocuments=true' — the viewer frames the assigner unbranded and names the signed-in
 * agent's own party of the offer.
 */
const alex = exampleOfferParty({ partyId: 31, name: 'Alex Morgan', email: 'alex@summit.example' });

startApiServer(() => [
  answer(contract.offers.getById, () =>
    HttpResponse.json(
      exampleOfferDetail({ id: 7, contractId: 77, parties: [alex], party: { partyId: 31, roleId: 4, sideId: 1, side: 'Buyer' } }),
    ),
  ),
  answer(contract.contractDocuments.bySale, () => HttpResponse.json([exampleContractDocument({ id: 1, name: 'Inspection Report' })])),
  answer(contract.documentFields.documentFields, () =>
    HttpResponse.json([{ documentId: 1, name: '', total: 0, assigned: 0, requiredFields: 0, fields: [] }]),
  ),
  answer(contract.parties.ofOffer, () => HttpResponse.json([])),
]);

beforeEach(() => hostStore.getState().configure({}, jest.fn()));

describe("the assigner's address", () => {
  it('names the party, its e-mail and name between brand=no and the review-tab flags', () => {
    expect(assignerUrl(77, 1, { partyId: 31, email: 'alex@summit.example', name: 'Alex Morgan' })).toBe(
      '/sign-assigner/77/1?brand=no&partyId=31&email=alex%40summit.example&partyName=Alex+Morgan&isReviewTab=true&displayMultipleDocuments=true',
    );
    expect(assignerUrl(77, 1, null)).toBe('/sign-assigner/77/1?brand=no&isReviewTab=true&displayMultipleDocuments=true');
    expect(assignerUrl(77, null, null)).toBe('/no-documents');
    // Opened full-page from Document Review, it carries the way back.
    expect(assignerUrl(77, 1, null, '/document-review/9')).toBe(
      '/sign-assigner/77/1?brand=no&isReviewTab=true&displayMultipleDocuments=true&returnTo=%2Fdocument-review%2F9',
    );
  });

  it("is framed by the offer's viewer with the signed-in agent's own party", async () => {
    renderRoutesAt(routes, '/document-viewer/7?documents=1');
    const frame = await screen.findByTitle('Signing');
    expect(new URL(frame.getAttribute('src')!, 'http://signing').searchParams.toString()).toBe(
      'brand=no&partyId=31&email=alex%40summit.example&partyName=Alex+Morgan&isReviewTab=true&displayMultipleDocuments=true',
    );
  });
});
