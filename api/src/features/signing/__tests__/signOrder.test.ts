import { DocumentState, SignerStatus, SigningOrder } from '@offerdesk/shared/domain';
import { isSignersTurn, signOrders } from '../signingService';

const { NotSigned, Signed, Declined, ViewOnly } = SignerStatus;

describe('sign order', () => {
  it('numbers signers one by one in the order given, all together on one turn, view-only parties on none', () => {
    const parties = [{}, { viewOnly: true }, {}, {}];
    expect(signOrders(parties, SigningOrder.OneByOne)).toEqual([1, 0, 2, 3]);
    expect(signOrders(parties, SigningOrder.AllTogether)).toEqual([1, 0, 1, 1]);
  });

  it('gives a one-by-one signer its turn only once every earlier signer has signed', () => {
    const open = { status: DocumentState.Shared, signingOrder: SigningOrder.OneByOne };
    const signers = [
      { signStatus: Signed, signOrder: 1 },
      { signStatus: NotSigned, signOrder: 2 },
      { signStatus: NotSigned, signOrder: 3 },
      { signStatus: ViewOnly, signOrder: 0 },
    ];
    expect(signers.map((s) => isSignersTurn(open, s, signers))).toEqual([false, true, false, false]);
    const declinedFirst = [
      { signStatus: Declined, signOrder: 1 },
      { signStatus: NotSigned, signOrder: 2 },
    ];
    expect(isSignersTurn(open, declinedFirst[1], declinedFirst)).toBe(false);
  });

  it('gives every unsigned signer its turn at once all together, and nobody a turn in a closed set', () => {
    const signers = [
      { signStatus: NotSigned, signOrder: 1 },
      { signStatus: NotSigned, signOrder: 1 },
    ];
    expect(
      signers.map((s) => isSignersTurn({ status: DocumentState.PendingSignature, signingOrder: SigningOrder.AllTogether }, s, signers)),
    ).toEqual([true, true]);
    for (const status of [DocumentState.Voided, DocumentState.Signed, DocumentState.DeclinedToSign]) {
      expect(isSignersTurn({ status, signingOrder: SigningOrder.AllTogether }, signers[0], signers)).toBe(false);
    }
  });
});
