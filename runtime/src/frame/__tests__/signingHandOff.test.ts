import { envelope, isSigningReady, parseViewerMessage, postSigningGrant, readSigningGrant } from '../..';

const signing = 'https://sign.offerdesk.example';
const workspace = 'https://app.offerdesk.example';
const grant = 'g'.repeat(43);
const grantMessage = envelope({ type: 'signing-grant' as const, grant });
const ready = envelope({ type: 'signing-ready' as const });

describe('readSigningGrant (the framed page)', () => {
  const parent = {};
  it('takes the grant from the allowed parent origin and the parent window', () =>
    expect(readSigningGrant({ origin: workspace, data: grantMessage, source: parent }, workspace, parent)).toBe(grant));
  it.each([
    ['another origin', { origin: 'https://evil.example', data: grantMessage, source: parent }],
    ['a lookalike origin', { origin: `${workspace}.evil.test`, data: grantMessage, source: parent }],
    ['another window of the allowed origin', { origin: workspace, data: grantMessage, source: {} }],
    ['no window at all', { origin: workspace, data: grantMessage, source: null }],
    ['a malformed grant', { origin: workspace, data: envelope({ type: 'signing-grant', grant: 'short' }), source: parent }],
    ['no envelope', { origin: workspace, data: { type: 'signing-grant', grant }, source: parent }],
    ['another message', { origin: workspace, data: envelope({ type: 'change-document', documentId: 1 }), source: parent }],
  ])('ignores %s', (_label, event) => expect(readSigningGrant(event, workspace, parent)).toBeNull());
  it('ignores everything when no parent origin is allowed', () =>
    expect(readSigningGrant({ origin: workspace, data: grantMessage, source: parent }, null, parent)).toBeNull());
  it('is a typed viewer message', () => expect(parseViewerMessage(grantMessage)).toEqual({ type: 'signing-grant', grant }));
});

describe('isSigningReady (the workspace)', () => {
  const frame = {};
  it("accepts signing-ready from its frame's window on the signing origin", () =>
    expect(isSigningReady({ origin: signing, data: ready, source: frame }, signing, frame)).toBe(true));
  it.each([
    ['another origin', { origin: 'https://evil.example', data: ready, source: frame }],
    ['another window of the signing origin', { origin: signing, data: ready, source: {} }],
    ['no window', { origin: signing, data: ready, source: null }],
    ['another message', { origin: signing, data: envelope({ type: 'assignComplete', documentId: 1 }), source: frame }],
    ['no envelope', { origin: signing, data: { type: 'signing-ready' }, source: frame }],
  ])('ignores %s', (_label, event) => expect(isSigningReady(event, signing, frame)).toBe(false));
});

describe('postSigningGrant', () => {
  it("posts to the frame's origin only", () => {
    const postMessage = jest.fn();
    expect(postSigningGrant({ postMessage }, signing, grant)).toBe(true);
    expect(postMessage).toHaveBeenCalledWith(grantMessage, signing);
  });
  it.each([['*'], [''], [null], [`${signing}/path`]])('posts nothing to %p', (origin) => {
    const postMessage = jest.fn();
    expect(postSigningGrant({ postMessage }, origin, grant)).toBe(false);
    expect(postMessage).not.toHaveBeenCalled();
  });
});
