import type { Page } from 'playwright-core';
import { ALEX, apiToken, signIn } from '../support/agent';
import { expectAccessible } from '../support/accessible';
import { openBrowser, screenshot, type BrowserSession } from '../support/browser';
import { portalLog, portalSignedIn, portalSignInWithForm } from '../support/brokeragePortal';
import { PORTAL_ORIGIN, SHELL_URL, STRANGER_ORIGIN, STRANGER_PORT } from '../support/ports';
import { startStranger, type StrangerPage } from '../support/stranger';

/** The shell's frame inside the portal page. */
const shellFrame = (page: Page) => page.frames().find((f) => f.url().startsWith(SHELL_URL))!;

/** Polls until `read` answers `expected` (or 10 s pass) and answers the last reading. */
async function settle<T>(read: () => Promise<T>, expected: T): Promise<T> {
  const deadline = Date.now() + 10_000;
  let last = await read();
  while (JSON.stringify(last) !== JSON.stringify(expected) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 200));
    last = await read();
  }
  return last;
}

interface Seen {
  origin: string;
  data: { type?: string; source?: string };
}

/**
 * The shell framed by the example brokerage portal (examples/brokerage-portal, served by the suite on
 * the local parent origin); brokeragePortal.e2e.ts drives its sign-in and mounted mode.
 */
describe('the shell framed by a brokerage portal on another origin', () => {
  let b: BrowserSession;
  let stranger: StrangerPage;
  beforeAll(async () => {
    stranger = await startStranger(STRANGER_PORT, SHELL_URL);
  });
  afterAll(async () => {
    await stranger.close();
  });
  beforeEach(async () => {
    b = await openBrowser();
  });
  afterEach(async () => {
    await b.close();
  });

  it('signs in with the token the parent posts, hides the header and reports offers-frame-loaded', async () => {
    const { page } = b;
    await portalSignedIn(page, await apiToken());
    await page.goto(`${PORTAL_ORIGIN}/framed`);
    const frame = page.frameLocator('#offerdesk');
    await frame.getByRole('tab', { name: /Sent Offers/ }).waitFor({ timeout: 30_000 });
    expect(await frame.getByRole('button', { name: 'Logout' }).count()).toBe(0);
    expect(await frame.locator('header').count()).toBe(0);
    expect((await portalLog(page)).slice(0, 2)).toEqual(['from OfferDesk: offers-frame-loaded', 'to OfferDesk: auth-token']);
    await screenshot(page, 'frame-signed-in');
    await expectAccessible(shellFrame(page), 'framed shell, offers list');
  });

  it('ignores a token posted from an origin that is not the allowed parent', async () => {
    const { page } = b;
    const token = await apiToken();
    await portalSignedIn(page, token);
    // The portal never hears offers-frame-loaded, so it holds the token back; a frame of another origin posts it instead.
    await page.addInitScript(() =>
      window.addEventListener('message', (e) => (e.data?.type === 'offers-frame-loaded' ? e.stopImmediatePropagation() : undefined), true),
    );
    await page.goto(`${PORTAL_ORIGIN}/framed`);
    const frame = page.frameLocator('#offerdesk');
    await frame.getByText('Signing in…').waitFor({ timeout: 30_000 });
    await expectAccessible(shellFrame(page), 'framed shell, signing in');
    const message = {
      source: 'offerdesk',
      version: 1,
      type: 'auth-token',
      token: token.access_token,
      expiresIn: token.expires_in,
      userName: token.userName,
    };
    // The portal's policy frames nothing of another origin: the stranger is a window it opened, posting to the shell's frame.
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.evaluate((url) => void window.open(url), `${STRANGER_ORIGIN}/blank`),
    ]);
    await popup.waitForLoadState();
    await popup.evaluate((m) => window.opener.frames[0].postMessage(m, '*'), message);
    await page.waitForTimeout(1500);
    expect(await frame.getByRole('tab', { name: /Sent Offers/ }).count()).toBe(0);
    await frame.getByText('Signing in…').waitFor();
    // The same token from the allowed parent, to the shell's exact origin, signs in.
    await page.evaluate(
      ([m, origin]) => (document.getElementById('offerdesk') as HTMLIFrameElement).contentWindow!.postMessage(m, origin),
      [message, new URL(SHELL_URL).origin] as const,
    );
    await frame.getByRole('tab', { name: /Sent Offers/ }).waitFor({ timeout: 30_000 });
  });

  it('cannot be framed by a page of another origin at all (frame-ancestors)', async () => {
    const { page } = b;
    await page.goto(`${STRANGER_ORIGIN}/`);
    await page.waitForTimeout(3000);
    expect(await page.frameLocator('#offers').getByText('Signing in…').count()).toBe(0);
    const seen = (await page.evaluate(() => (window as unknown as { __messages: Seen[] }).__messages)) as Seen[];
    expect(seen.filter((m) => m.data?.source === 'offerdesk')).toEqual([]);
  });

  it('sends the parent to its login when the token is refused', async () => {
    const { page } = b;
    const token = await apiToken();
    await portalSignedIn(page, { ...token, access_token: `${token.access_token}x` });
    await page.goto(`${PORTAL_ORIGIN}/framed`);
    await page.waitForURL(`${PORTAL_ORIGIN}/sign-in?expired=1**`, { timeout: 30_000 });
    await page.getByRole('alert').filter({ hasText: 'Your session ended. Please sign in again.' }).waitFor();
    await expectAccessible(page, 'Brokerage portal sign-in after the session ended');
  });

  it("tells the parent offer-success once no unsaved changes remain: fields put back, then 'Yes, Go Back'", async () => {
    const { page } = b;
    await portalSignedIn(page, await apiToken());
    await page.goto(`${PORTAL_ORIGIN}/framed?route=${encodeURIComponent('/create-offer')}`);
    const frame = page.frameLocator('#offerdesk');
    const form = frame.getByRole('form', { name: 'Offer Information' });
    await form.waitFor({ timeout: 30_000 });
    await expectAccessible(shellFrame(page), 'framed shell, Offer Information');
    const offerEvents = async () =>
      (await portalLog(page))
        .map((l) => /^from OfferDesk: (create-offer|offer-success|offer-cancelled)/.exec(l)?.[1])
        .filter((t): t is string => !!t);
    const city = form.getByRole('textbox', { name: /^City/ });

    await city.fill('Mesa');
    expect(await settle(offerEvents, ['create-offer'])).toEqual(['create-offer']);
    // Every field back to its initial value: nothing unsaved remains.
    await city.fill('');
    expect(await settle(offerEvents, ['create-offer', 'offer-success'])).toEqual(['create-offer', 'offer-success']);

    await city.fill('Tempe');
    expect(await settle(offerEvents, ['create-offer', 'offer-success', 'create-offer'])).toEqual([
      'create-offer',
      'offer-success',
      'create-offer',
    ]);
    await frame.getByRole('button', { name: 'Back' }).click();
    await frame.getByRole('dialog', { name: 'Return to Search/Import Screen?' }).getByRole('button', { name: 'Yes, Go Back' }).waitFor();
    await expectAccessible(shellFrame(page), 'framed shell, return to search confirm dialog');
    await frame.getByRole('dialog', { name: 'Return to Search/Import Screen?' }).getByRole('button', { name: 'Yes, Go Back' }).click();
    await frame.getByRole('textbox', { name: 'MLS Number or Property Address' }).waitFor({ timeout: 30_000 });
    await expectAccessible(shellFrame(page), 'framed shell, MLS import dialog');
    expect(await settle(offerEvents, ['create-offer', 'offer-success', 'create-offer', 'offer-success'])).toEqual([
      'create-offer',
      'offer-success',
      'create-offer',
      'offer-success',
    ]);
    expect(b.errors).toEqual([]);
  });

  it("ends at the parent's sign-out: the frame says so and keeps no session", async () => {
    const { page } = b;
    await portalSignedIn(page, await apiToken());
    await page.goto(`${PORTAL_ORIGIN}/framed`);
    const frame = page.frameLocator('#offerdesk');
    await frame.getByRole('tab', { name: /Sent Offers/ }).waitFor({ timeout: 30_000 });
    const shell = shellFrame(page);
    expect(await shell.evaluate(() => !!sessionStorage.getItem('offerdesk.session') && !localStorage.getItem('offerdesk.session'))).toBe(
      true,
    );
    await page.evaluate(
      ([m, origin]) => (document.getElementById('offerdesk') as HTMLIFrameElement).contentWindow!.postMessage(m, origin),
      [{ source: 'offerdesk', version: 1, type: 'sign-out' }, new URL(SHELL_URL).origin] as const,
    );
    await frame.getByRole('heading', { name: 'Signed out' }).waitFor({ timeout: 10_000 });
    expect(await frame.getByRole('tab', { name: /Sent Offers/ }).count()).toBe(0);
    expect(await shell.evaluate(() => [sessionStorage.getItem('offerdesk.session'), localStorage.getItem('offerdesk.session')])).toEqual([
      null,
      null,
    ]);
    // The shell answers, and the portal's log shows it.
    expect(await settle(async () => (await portalLog(page)).includes('from OfferDesk: signed-out'), true)).toBe(true);
    await expectAccessible(shell, 'framed shell, signed out by the portal');
    expect(b.errors).toEqual([]);
  });

  it("tells the shell at the portal's Sign out; the shell opened directly then shows its sign-in, not the portal's agent", async () => {
    const { page, context } = b;
    // What the framed shell hears from the portal, kept outside the frame (which goes with the portal's page).
    const heard: string[] = [];
    await page.exposeFunction('__offerdeskHeard', (type: string) => heard.push(type));
    await page.addInitScript(
      ([shellOrigin, portalOrigin]) => {
        if (location.origin !== shellOrigin) return;
        window.addEventListener('message', (e) => {
          if (e.origin === portalOrigin && e.data?.source === 'offerdesk')
            (window as unknown as { __offerdeskHeard(type: string): void }).__offerdeskHeard(String(e.data.type));
        });
      },
      [new URL(SHELL_URL).origin, PORTAL_ORIGIN] as const,
    );
    await portalSignInWithForm(page, ALEX.userName);
    await page
      .frameLocator('#offerdesk')
      .getByRole('tab', { name: /Sent Offers/ })
      .waitFor({ timeout: 30_000 });
    await expectAccessible(page, 'Brokerage portal, framed shell signed in through its form');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${PORTAL_ORIGIN}/sign-in`);
    await expectAccessible(page, 'Brokerage portal sign-in after Sign out');

    // The shell's address opened directly in the same browser: another tab, then this one.
    const direct = await context.newPage();
    for (const tab of [direct, page]) {
      await tab.goto(`${SHELL_URL}/offers`);
      await tab.getByRole('button', { name: 'Sign In' }).waitFor({ timeout: 30_000 });
      expect(await tab.getByTestId('agent-name').count()).toBe(0);
    }
    await expectAccessible(direct, 'shell opened directly after the portal signed out: sign-in');
    // And the framed shell heard the portal's Sign out.
    expect(await settle(async () => heard, ['auth-token', 'sign-out'])).toEqual(['auth-token', 'sign-out']);
    expect(b.errors).toEqual([]);
  });

  it("never switches another tab of OfferDesk to the portal's agent, nor signs it out", async () => {
    const { page, context } = b;
    const other = await context.newPage();
    const agentOf = async (tab: Page) => {
      const name = tab.getByTestId('agent-name');
      await name.waitFor({ timeout: 30_000 });
      return (await name.textContent())?.trim();
    };
    await signIn(other, '/offers', 'jordan.lee');
    await other.getByRole('tab', { name: /Sent Offers/ }).waitFor({ timeout: 30_000 });
    expect(await settle(() => agentOf(other), 'Jordan Lee')).toBe('Jordan Lee');
    await expectAccessible(other, 'shell opened directly, signed in as another agent');

    await portalSignInWithForm(page, ALEX.userName);
    await page
      .frameLocator('#offerdesk')
      .getByRole('tab', { name: /Sent Offers/ })
      .waitFor({ timeout: 30_000 });
    await expectAccessible(shellFrame(page), "framed shell, signed in as the portal's agent beside another tab");
    // The framed sign-in reached no other tab: reloaded, and opened anew, the shell is still Jordan's.
    await other.reload();
    expect(await settle(() => agentOf(other), 'Jordan Lee')).toBe('Jordan Lee');
    const fresh = await context.newPage();
    await fresh.goto(`${SHELL_URL}/offers`);
    expect(await settle(() => agentOf(fresh), 'Jordan Lee')).toBe('Jordan Lee');
    await fresh.close();

    // Nor does the portal's Sign out sign it out.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${PORTAL_ORIGIN}/sign-in`);
    await other.reload();
    expect(await settle(() => agentOf(other), 'Jordan Lee')).toBe('Jordan Lee');
    await other.getByRole('tab', { name: /Sent Offers/ }).waitFor({ timeout: 30_000 });
    await expectAccessible(other, 'shell opened directly, still the other agent after the portal signed out');
  });
});
