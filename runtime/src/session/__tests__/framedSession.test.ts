import { sessionStore } from '../sessionStore';
import { foreignParent, MemoryStorage } from './memoryStorage';

/**
 * The session store in a shell that a brokerage portal frames (frames.md#framed-sessions): the page's
 * global object is such a frame, with a local storage that another tab of OfferDesk shares.
 */
const localStorage = new MemoryStorage();
const sessionStorage = new MemoryStorage();
Object.assign(globalThis, { parent: foreignParent, location: { origin: 'https://offers.example.com' }, localStorage, sessionStorage });
const OTHER_TAB = JSON.stringify({ accessToken: 'tok-x', userName: 'x', name: 'X', expiresAt: Date.now() + 60_000 });

describe('a framed session', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it("is kept in the frame's session storage: another tab of OfferDesk never reads the portal's agent", () => {
    localStorage.setItem('offerdesk.session', OTHER_TAB);
    sessionStore.getState().signIn({ access_token: 'tok-y', expires_in: 3600, userName: 'y' });
    expect(JSON.parse(sessionStorage.getItem('offerdesk.session')!).accessToken).toBe('tok-y');
    expect(localStorage.getItem('offerdesk.session')).toBe(OTHER_TAB);
  });

  it("ends without signing another tab out: the origin's local storage keeps its session", () => {
    localStorage.setItem('offerdesk.session', OTHER_TAB);
    localStorage.setItem('offerdesk.wizard', '{}');
    sessionStore.getState().signIn({ access_token: 'tok-y', expires_in: 3600, userName: 'y' });
    sessionStore.getState().logout('user');
    expect(sessionStore.getState().session).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect([localStorage.getItem('offerdesk.session'), localStorage.getItem('offerdesk.wizard')]).toEqual([OTHER_TAB, '{}']);
  });
});
