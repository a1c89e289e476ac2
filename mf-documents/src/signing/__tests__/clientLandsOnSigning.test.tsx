import { ROTATE_MESSAGE } from '@offerdesk/shared';
import { contract, renderRoutesAt } from '@offerdesk/shared/testing';
import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { answer, startApiServer } from '../../testing/api';
import { routes } from '../../routes';
import { ACCOUNT_EXPLAINED } from '../signer/SignerNotice';
import { signerViewOf } from './signerFixtures';

jest.mock('../pdf/loadPdfjs', () => jest.requireActual<typeof import('./pdfStub')>('./pdfStub').pdfStub());

const TOKEN = 'A'.repeat(43);
// A return address on the page's own origin (redirects.ts allows no other here).
const ACCOUNT = `${window.location.origin}/client/register/7/21`;
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const ua = jest.spyOn(window.navigator, 'userAgent', 'get');
const viewport = (innerWidth: number, innerHeight: number) => Object.assign(window, { innerWidth, innerHeight });

startApiServer(() => [
  answer(contract.signing.signerView, () =>
    HttpResponse.json(signerViewOf({ partyId: 21, name: 'Ana Buyer', roleId: 1, sideId: 1, signStatus: 2 }, { isTurn: false })),
  ),
  answer(contract.signing.setViewedOn, () => HttpResponse.json({ viewedOn: '2026-11-25T04:00:00.000Z' })),
  answer(contract.partySigningDocuments.signerDocuments, () => HttpResponse.json([])),
]);

beforeEach(() => {
  ua.mockReturnValue('jsdom');
  viewport(1280, 800);
});

describe('a client landing on the signing page (issue 37 §1)', () => {
  it("tells a buyer client who signed what 'Go to your account' is and what happens next", async () => {
    renderRoutesAt(routes, `/sign-documents/${TOKEN}/5?accounturl=${encodeURIComponent(ACCOUNT)}`);
    const link = await screen.findByRole('link', { name: 'Go to your account' });
    expect(link).toHaveAttribute('href', ACCOUNT);
    expect(link).toHaveAccessibleDescription(ACCOUNT_EXPLAINED);
  });

  it('asks a phone held sideways to rotate, wherever the mailed sign link opens', () => {
    ua.mockReturnValue(IPHONE);
    viewport(844, 390);
    renderRoutesAt(routes, `/sign-documents/${TOKEN}/5`);
    expect(screen.getByRole('alert')).toHaveTextContent(ROTATE_MESSAGE);
  });
});
