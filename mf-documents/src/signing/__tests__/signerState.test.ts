import { DocumentState, SignerStatus } from '@offerdesk/shared';
import * as T from '../signer/signerState';
import { signerViewOf } from './signerFixtures';

describe('the signed notice', () => {
  const signed = signerViewOf(
    { partyId: 21, name: 'Ana Buyer', roleId: 1, sideId: 1, signStatus: SignerStatus.Signed },
    { status: DocumentState.PendingSignature },
  );
  const withOther = (signStatus: number) => ({
    ...signed,
    signSet: {
      ...signed.signSet,
      parties: [...signed.signSet.parties, { ...signed.signSet.parties[0], partyId: 22, name: 'Ben Buyer', signOrder: 2, signStatus }],
    },
  });

  it('says the others are still signing while one is', () => {
    const view = withOther(SignerStatus.NotSigned);
    expect(T.signerPageState(view)).toBe('signed');
    expect(T.signedDetail(view, false)).toBe(T.SIGNED_DETAIL);
    expect(T.signedDetail(view, true)).toBe(T.WORKSPACE_SIGNED_DETAIL);
    expect(T.isCompleting(view)).toBe(false);
  });

  it('says every party signed and the documents are being completed while the set waits for its stamping', () => {
    for (const other of [SignerStatus.Signed, SignerStatus.ViewOnly]) {
      const view = withOther(other);
      expect(view.signSet.status).toBe(DocumentState.PendingSignature);
      expect(T.signerPageState(view)).toBe('signed');
      expect(T.signedDetail(view, false)).toBe(T.COMPLETING_DETAIL);
      expect(T.signedDetail(view, true)).toBe(T.WORKSPACE_COMPLETING_DETAIL);
      expect(T.isCompleting(view)).toBe(true);
    }
    // Completed, the page says so instead.
    expect(
      T.signerPageState({
        ...withOther(SignerStatus.Signed),
        signSet: { ...withOther(SignerStatus.Signed).signSet, status: DocumentState.Signed },
      }),
    ).toBe('completed');
  });
});
