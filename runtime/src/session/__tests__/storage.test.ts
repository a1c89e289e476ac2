import { scopeSessionToFrame } from '../frameSession';
import { clearProductStorage, framesBelowAnotherOrigin, productStorage } from '../storage';
import { foreignParent, suitePage } from './memoryStorage';

describe('where the product keeps what it stores (frames.md#framed-sessions)', () => {
  it("is the origin's local storage for a page opened top-level or framed by its own origin", () => {
    const top = suitePage(null);
    const framedBySuite = suitePage(top);
    expect(framesBelowAnotherOrigin(top)).toBeNull();
    expect(framesBelowAnotherOrigin(framedBySuite)).toBeNull();
    expect(productStorage(top)).toBe(top.localStorage);
    expect(productStorage(framedBySuite)).toBe(framedBySuite.localStorage);
  });

  it("is the frame's session storage when a page of another origin frames it, directly or further up", () => {
    const shell = suitePage(foreignParent);
    const nested = suitePage(shell, shell);
    expect(framesBelowAnotherOrigin(shell)).toBe(0);
    expect(framesBelowAnotherOrigin(nested)).toBe(1);
    expect(productStorage(shell)).toBe(shell.sessionStorage);
    expect(productStorage(nested)).toBe(shell.sessionStorage);
    // A readable parent of another origin counts as another origin too.
    expect(framesBelowAnotherOrigin(suitePage({ location: { origin: 'https://portal.example.com' } }))).toBe(0);
  });

  it("clears only the product's keys of that storage", () => {
    const shell = suitePage(foreignParent);
    shell.localStorage.setItem('offerdesk.session', 'the agent who opened OfferDesk');
    shell.sessionStorage.setItem('offerdesk.session', "the portal's agent");
    shell.sessionStorage.setItem('someone-else', 'kept');
    clearProductStorage(shell);
    expect(shell.sessionStorage.getItem('offerdesk.session')).toBeNull();
    expect(shell.sessionStorage.getItem('someone-else')).toBe('kept');
    expect(shell.localStorage.getItem('offerdesk.session')).toBe('the agent who opened OfferDesk');
  });
});

describe('scopeSessionToFrame', () => {
  it("drops an earlier frame's session when the frame starts and its own when the frame goes", () => {
    const shell = suitePage(foreignParent);
    shell.sessionStorage.setItem('offerdesk.session', 'an earlier frame in this tab');
    shell.localStorage.setItem('offerdesk.session', 'the agent who opened OfferDesk');
    expect(scopeSessionToFrame(shell)).toBe(true);
    expect(shell.sessionStorage.getItem('offerdesk.session')).toBeNull();
    shell.sessionStorage.setItem('offerdesk.session', 'this frame');
    shell.pagehide.forEach((listener) => listener());
    expect(shell.sessionStorage.getItem('offerdesk.session')).toBeNull();
    expect(shell.localStorage.getItem('offerdesk.session')).toBe('the agent who opened OfferDesk');
  });

  it('leaves a page opened top-level, and a page the framed shell frames on its own origin, alone', () => {
    const top = suitePage(null);
    top.localStorage.setItem('offerdesk.session', 'kept');
    expect(scopeSessionToFrame(top)).toBe(false);
    const shell = suitePage(foreignParent);
    const nested = suitePage(shell, shell);
    shell.sessionStorage.setItem('offerdesk.session', "the frame's");
    expect(scopeSessionToFrame(nested)).toBe(false);
    expect([top.localStorage.getItem('offerdesk.session'), shell.sessionStorage.getItem('offerdesk.session')]).toEqual([
      'kept',
      "the frame's",
    ]);
    expect([top.pagehide, nested.pagehide]).toEqual([[], []]);
  });
});
