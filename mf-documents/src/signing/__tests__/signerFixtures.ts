import type { SignerView, SigningConsentView } from '@offerdesk/shared/contract';

type Signer = SignerView['signSet']['parties'][number];

/** A signer's view of sign set 5 (contract 3, offer 7, one document) with one signer, for the signing page's tests. */
export const signerViewOf = (
  signer: Pick<Signer, 'partyId' | 'name' | 'roleId' | 'sideId' | 'signStatus'>,
  o: { status?: number; isTurn?: boolean; voidReason?: string | null; consent?: Partial<SigningConsentView> } = {},
): SignerView => ({
  signSet: {
    id: 5,
    contractId: 3,
    offerId: 7,
    category: 'Offer',
    signingOrder: 1,
    status: o.status ?? 2,
    voidReason: o.voidReason ?? null,
    createdOn: '2026-11-20T10:00:00.000Z',
    documents: [{ id: 11, name: 'Purchase Agreement' }],
    parties: [{ ...signer, signOrder: 1, viewedOn: null, signedOn: null }],
  },
  party: { partyId: signer.partyId, name: signer.name, signStatus: signer.signStatus, isTurn: o.isTurn ?? signer.signStatus === 1 },
  consent: {
    text: CONSENT_TEXT,
    version: '0123456789abcdef',
    given: true,
    givenOn: '2026-11-20T10:05:00.000Z',
    withdrawn: false,
    ...o.consent,
  },
});

export const CONSENT_TEXT = 'You agree to receive and sign the documents of this transaction electronically.';
