import {
  createViewerChannel,
  envelope,
  hasSameOriginParent,
  resolvePartyPortalOrigin,
  resolveSigningParent,
  type FramedWindow,
} from '../..';

const SUITE = 'https://offers.example.com';
const PORTAL = 'https://portal.example.com';
const BROKERAGE = 'https://brokerage.example.com';

/** A window framed by a parent of `parentOrigin` (reading a cross-origin parent's location throws, as in a browser). */
function framedBy(parentOrigin: string | null, opts: { ancestors?: string[]; referrer?: string } = {}): FramedWindow {
  const top = {};
  const parent =
    parentOrigin === SUITE
      ? { location: { origin: SUITE } }
      : {
          get location(): never {
            throw new DOMException('Blocked a frame with origin', 'SecurityError');
          },
        };
  const self = {};
  return {
    self,
    top: parentOrigin === null ? self : top,
    parent: parentOrigin === null ? self : parent,
    location: { origin: SUITE, ancestorOrigins: opts.ancestors ?? (parentOrigin ? [parentOrigin] : []) },
    document: { referrer: opts.referrer ?? '' },
  };
}

describe('resolveSigningParent', () => {
  const allowed = [BROKERAGE, `${PORTAL}/`];
  it('is null for a page that is not framed', () => expect(resolveSigningParent(framedBy(null), allowed)).toBeNull());
  it('is the own origin under a parent of the same origin (the agent workspace), with nothing configured', () => {
    expect(hasSameOriginParent(framedBy(SUITE))).toBe(true);
    expect(resolveSigningParent(framedBy(SUITE), [])).toBe(SUITE);
  });
  it('is the allowed parent origin of a cross-origin parent (party portal, brokerage portal)', () => {
    expect(hasSameOriginParent(framedBy(PORTAL))).toBe(false);
    expect(resolveSigningParent(framedBy(PORTAL), allowed)).toBe(PORTAL);
    expect(resolveSigningParent(framedBy(BROKERAGE), allowed)).toBe(BROKERAGE);
  });
  it.each([
    ['another origin', 'https://evil.example'],
    ['a lookalike origin', 'https://portal.example.com.evil.test'],
    ['another port of the portal', 'https://portal.example.com:8443'],
  ])('is null for %s', (_label, origin) => expect(resolveSigningParent(framedBy(origin), allowed)).toBeNull());
  it('reads the referrer where the browser has no ancestorOrigins, and ignores a missing or opaque one', () => {
    expect(resolveSigningParent(framedBy(PORTAL, { ancestors: [], referrer: `${PORTAL}/counter-offer/1/2?t=x` }), allowed)).toBe(PORTAL);
    expect(resolveSigningParent(framedBy(PORTAL, { ancestors: [], referrer: '' }), allowed)).toBeNull();
    expect(resolveSigningParent(framedBy(PORTAL, { ancestors: ['null'] }), [...allowed, 'null'])).toBeNull();
  });
});

describe('a signing page framed by the party portal (both ways origin-checked)', () => {
  function page(parentOrigin: string) {
    const parent = { postMessage: jest.fn() };
    const self = new EventTarget() as unknown as Window;
    const channel = createViewerChannel({ self, parent, allowedOrigin: resolveSigningParent(framedBy(parentOrigin), [PORTAL]) });
    // jsdom's MessageEvent takes no plain-object source: the parent-window check is covered in viewerMessages.test.ts.
    const deliver = (origin: string, data: unknown) => self.dispatchEvent(new MessageEvent('message', { data, origin }));
    return { parent, channel, deliver };
  }
  const counter = envelope({ type: 'counter-offer' as const, values: { counterPrice: '425000' } });

  it('posts only to the portal origin and reads the counter values only from it', () => {
    const { parent, channel, deliver } = page(PORTAL);
    const heard = jest.fn();
    const stop = channel.listen(heard);
    expect(channel.post({ type: 'loading-documents', loading: false })).toBe(true);
    expect(parent.postMessage).toHaveBeenCalledWith(envelope({ type: 'loading-documents', loading: false }), PORTAL);
    deliver('https://evil.example', counter);
    expect(heard).not.toHaveBeenCalled();
    deliver(PORTAL, counter);
    expect(heard).toHaveBeenCalledWith({ type: 'counter-offer', values: { counterPrice: '425000' } });
    stop();
  });

  it('framed by a stranger: posts nothing and hears nothing', () => {
    const { parent, channel, deliver } = page('https://evil.example');
    const heard = jest.fn();
    channel.listen(heard);
    expect(channel.post({ type: 'loading-documents', loading: true })).toBe(false);
    deliver('https://evil.example', counter);
    expect(parent.postMessage).not.toHaveBeenCalled();
    expect(heard).not.toHaveBeenCalled();
  });
});

describe('resolvePartyPortalOrigin', () => {
  const envs = [
    { name: 'local', hosts: ['localhost'], parentOrigin: 'http://localhost:4199', partyPortalOrigin: 'http://localhost:4105/' },
    { name: 'beta', hosts: ['offers.beta.example.com'], parentOrigin: 'https://portal.beta.example.com' },
  ];
  it("is the party portal of the host's environment, as an origin", () =>
    expect(resolvePartyPortalOrigin('localhost', envs)).toBe('http://localhost:4105'));
  it('is null where the environment names none, or for an unknown host', () => {
    expect(resolvePartyPortalOrigin('offers.beta.example.com', envs)).toBeNull();
    expect(resolvePartyPortalOrigin('evil.example', envs)).toBeNull();
  });
});
