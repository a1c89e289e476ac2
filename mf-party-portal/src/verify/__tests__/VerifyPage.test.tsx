import { File as NodeFile } from 'node:buffer';
import type { VerifyResult } from '@offerdesk/shared/contract';
import { contract } from '@offerdesk/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { answer, startApiServer } from '../../testing/api';
import { renderAt } from '../../testing/renderPage';

jest.setTimeout(30000);

let result: VerifyResult;
/** An error answer instead of the result. */
let refusal: { status: number; code: string; message: string } | null = null;
let uploaded: string | null = null;
startApiServer(() => [
  answer(contract.audit.verifyDocument, async ({ request }) => {
    uploaded = /filename="([^"]+)"/.exec(await request.text())?.[1] ?? null;
    if (refusal) return HttpResponse.json({ code: refusal.code, message: refusal.message }, { status: refusal.status });
    return HttpResponse.json(result);
  }),
]);

const intact: VerifyResult = {
  verdict: 'intact',
  message: 'Sealed by this OfferDesk and unchanged since it was sealed.',
  sealedBy: 'CN=OfferDesk document seal, O=OfferDesk',
  sealedOn: '2026-11-27T16:05:00.000Z',
  appendedBytes: 0,
  document: {
    kind: 'certificate',
    name: 'Certificate of Completion',
    offerId: 41,
    offerAddress: '12 Oak St, Springfield, IL 62701',
    signSetId: 7,
    completedOn: '2026-11-27T16:04:00.000Z',
    signers: [
      { name: 'Łukasz Buyera', role: 'signer 1', signedOn: '2026-11-27T16:01:00.000Z' },
      { name: 'Maria Buyera', role: 'signer 2', signedOn: '2026-11-27T16:03:00.000Z' },
    ],
  },
};

async function upload(name: string) {
  const user = userEvent.setup();
  renderAt('/verify');
  await user.upload(
    await screen.findByLabelText('PDF to verify'),
    new NodeFile(['%PDF-1.7'], name, { type: 'application/pdf' }) as unknown as File,
  );
}

describe('the verify page', () => {
  it('sends the chosen PDF and shows an intact seal with its offer, sign set and when each signer signed', async () => {
    result = intact;
    await upload('certificate.pdf');
    const section = await screen.findByRole('region', { name: 'Result for certificate.pdf' });
    expect(uploaded).toBe('certificate.pdf');
    expect(within(section).getByRole('heading', { name: 'Intact' })).toBeInTheDocument();
    expect(section).toHaveTextContent('CN=OfferDesk document seal');
    expect(section).toHaveTextContent('Offer 41 · 12 Oak St, Springfield, IL 62701');
    expect(section).toHaveTextContent('Sign set 7');
    const signers = within(within(section).getByRole('list', { name: 'Signers' })).getAllByRole('listitem');
    expect(signers.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^Łukasz Buyera \(signer 1\) · signed /),
      expect.stringMatching(/^Maria Buyera/),
    ]);
  });

  it('says a changed file is changed, and shows nothing of any offer', async () => {
    result = {
      ...intact,
      verdict: 'changed',
      message: 'This PDF was sealed by this OfferDesk, but 8 bytes were added after the seal.',
      appendedBytes: 8,
      document: null,
    };
    await upload('changed.pdf');
    const section = await screen.findByRole('region', { name: 'Result for changed.pdf' });
    expect(within(section).getByRole('heading', { name: 'Changed' })).toBeInTheDocument();
    expect(section).toHaveTextContent('8 bytes were added after the seal');
    expect(section).not.toHaveTextContent('Offer 41');
  });

  it('says a PDF OfferDesk did not seal is not ours', async () => {
    result = {
      verdict: 'notOurs',
      message: 'This PDF carries no seal of this OfferDesk: it was not sealed by OfferDesk.',
      sealedBy: null,
      sealedOn: null,
      appendedBytes: null,
      document: null,
    };
    await upload('random.pdf');
    const section = await screen.findByRole('region', { name: 'Result for random.pdf' });
    expect(within(section).getByRole('heading', { name: 'Not sealed by OfferDesk' })).toBeInTheDocument();
    expect(section).not.toHaveTextContent('Sealed by');
  });

  it('says so when the API could not check the file within its time budget (422), and shows no verdict', async () => {
    const message =
      'OfferDesk could not check this file within 20 seconds and stopped: it cannot say whether OfferDesk sealed it. ' +
      'A file OfferDesk sealed is checked in well under a second.';
    refusal = { status: 422, code: 'check_too_long', message };
    try {
      await upload('crafted.pdf');
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(screen.queryByRole('region', { name: 'Result for crafted.pdf' })).not.toBeInTheDocument();
    } finally {
      refusal = null;
    }
  });
});
