import { createViewerChannel, envelope, parseViewerMessage, readViewerMessage, type ParentToViewerMessage } from '../..';

const allowed = 'https://portal.example.com';
const counter = envelope({ type: 'counter-offer' as const, values: { offerPrice: 510000, closeOfEscrow: '12/30/2026', terms: null } });

describe('readViewerMessage', () => {
  it('accepts a well-formed counter-offer from the allowed origin', () => {
    expect(readViewerMessage({ origin: allowed, data: counter }, allowed)).toEqual({
      type: 'counter-offer',
      values: { offerPrice: 510000, closeOfEscrow: '12/30/2026', terms: null },
    });
  });
  it.each([
    ['another origin', 'https://evil.example.com'],
    ['a lookalike origin', 'https://portal.example.com.evil.test'],
    ['the null origin', 'null'],
  ])('ignores %s', (_label, origin) => expect(readViewerMessage({ origin, data: counter }, allowed)).toBeNull());
  it('ignores everything when no parent origin is allowed', () =>
    expect(readViewerMessage({ origin: allowed, data: counter }, null)).toBeNull());
  it('ignores a message from another window of the allowed origin', () => {
    const parent = {};
    expect(readViewerMessage({ origin: allowed, data: counter, source: {} }, allowed, parent)).toBeNull();
    expect(readViewerMessage({ origin: allowed, data: counter, source: parent }, allowed, parent)).not.toBeNull();
  });
});

describe('parseViewerMessage', () => {
  it.each<[string, unknown, ParentToViewerMessage | null]>([
    ['filter-documents', envelope({ type: 'filter-documents', documentIds: [3, 4] }), { type: 'filter-documents', documentIds: [3, 4] }],
    [
      'include-in-documents',
      envelope({ type: 'include-in-documents', documentIds: [] }),
      { type: 'include-in-documents', documentIds: [] },
    ],
    ['change-document', envelope({ type: 'change-document', documentId: 9 }), { type: 'change-document', documentId: 9 }],
    [
      'contract-data',
      envelope({
        type: 'contract-data',
        transactionContractId: 7,
        mlsNumber: 'ML1',
        propertyType: 'Residential',
        transactionParties: [{ partyId: 1, name: 'Ana', role: 'Buyer' }],
      }),
      {
        type: 'contract-data',
        transactionContractId: 7,
        mlsNumber: 'ML1',
        propertyType: 'Residential',
        transactionParties: [{ partyId: 1, name: 'Ana', role: 'Buyer' }],
      },
    ],
    ['no envelope', { type: 'change-document', documentId: 9 }, null],
    ['a wrong protocol version', { ...envelope({ type: 'change-document', documentId: 9 }), version: 2 }, null],
    ['an unknown type', envelope({ type: 'auth-token', token: 'x' }), null],
    ['a string id', envelope({ type: 'change-document', documentId: '9' }), null],
    ['a negative id', envelope({ type: 'filter-documents', documentIds: [-1] }), null],
    ['an object counter value', envelope({ type: 'counter-offer', values: { price: { a: 1 } } }), null],
    ['counter values as an array', envelope({ type: 'counter-offer', values: [1] }), null],
    [
      'a party without a name',
      envelope({ type: 'contract-data', transactionContractId: 7, transactionParties: [{ partyId: 1, role: 'Buyer' }] }),
      null,
    ],
    ['null', null, null],
  ])('%s', (_label, data, expected) => expect(parseViewerMessage(data)).toEqual(expected));
});

describe('createViewerChannel', () => {
  const target = () => ({ postMessage: jest.fn() });
  const self = () => {
    const listeners = new Set<(e: MessageEvent) => void>();
    return {
      addEventListener: (_: 'message', l: (e: MessageEvent) => void) => listeners.add(l),
      removeEventListener: (_: 'message', l: (e: MessageEvent) => void) => listeners.delete(l),
      dispatch: (e: Partial<MessageEvent>) => listeners.forEach((l) => l(e as MessageEvent)),
      size: () => listeners.size,
    };
  };

  it('posts in the envelope to the allowed origin only, never to *', () => {
    const parent = target();
    const channel = createViewerChannel({ self: self(), parent, allowedOrigin: allowed });
    expect(channel.post({ type: 'sign-documents-success', signSetId: 1, partyId: 2, completed: false })).toBe(true);
    expect(parent.postMessage).toHaveBeenCalledWith(
      { type: 'sign-documents-success', signSetId: 1, partyId: 2, completed: false, source: 'offerdesk', version: 1 },
      allowed,
    );
  });
  it('posts nothing when no origin is allowed or the page is not framed', () => {
    const parent = target();
    expect(createViewerChannel({ self: self(), parent, allowedOrigin: null }).post({ type: 'loading-documents', loading: true })).toBe(
      false,
    );
    expect(
      createViewerChannel({ self: self(), parent: null, allowedOrigin: allowed }).post({ type: 'loading-documents', loading: true }),
    ).toBe(false);
    expect(parent.postMessage).not.toHaveBeenCalled();
  });
  it('hands on only checked messages of the parent, and stops listening', () => {
    const parent = target();
    const win = self();
    const seen: ParentToViewerMessage[] = [];
    const stop = createViewerChannel({ self: win, parent, allowedOrigin: allowed }).listen((m) => seen.push(m));
    win.dispatch({ origin: 'https://evil.example.com', data: counter, source: parent as unknown as MessageEventSource });
    win.dispatch({ origin: allowed, data: counter, source: parent as unknown as MessageEventSource });
    expect(seen).toHaveLength(1);
    stop();
    expect(win.size()).toBe(0);
  });
});
