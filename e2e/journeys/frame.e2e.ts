import type { Page } from 'playwright-core';
import { apiToken } from '../support/agent';
import { expectAccessible } from '../support/accessible';
import { openBrowser, screenshot, type BrowserSession } from '../support/browser';
import { PORTAL_ORIGIN, PORTAL_PORT, SHELL_URL, STRANGER_ORIGIN, STRANGER_PORT } from '../support/ports';
import { startPortal, type PortalPage } from '../support/portal';

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

describe('the shell framed by a brokerage portal on another origin', () => {
  let b: BrowserSession;
  let portal: PortalPage;
  let stranger: PortalPage;
  beforeAll(async () => {
    portal = await startPortal(PORTAL_PORT, SHELL_URL);
    stranger = await startPortal(STRANGER_PORT, SHELL_URL);
  });
  afterAll(async () => {
    await portal.close();
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
    const token = await apiToken();
    await page.addInitScript((t) => ((window as unknown as { __token: unknown }).__token = t), token);
    await page.goto(`${PORTAL_ORIGIN}/`);
    const frame = page.frameLocator('#offers');
    await frame.getByRole('tab', { name: /Sent Offers/ }).waitFor({ timeout: 30_000 });
    expect(await frame.getByRole('button', { name: 'Logout' }).count()).toBe(0);
    expect(await frame.locator('header').count()).toBe(0);
    const seen = (await page.evaluate(() => (window as unknown as { __messages: Seen[] }).__messages)) as Seen[];
    const fromShell = seen.filter((m) => m.data?.source === 'offerdesk');
    expect(fromShell.map((m) => m.data.type)).toContain('offers-frame-loaded');
    expect(new Set(fromShell.map((m) => m.origin))).toEqual(new Set([new URL(SHELL_URL).origin]));
    await screenshot(page, 'frame-signed-in');
    await expectAccessible(shellFrame(page), 'framed shell, offers list');
  });

  it('ignores a token posted from an origin that is not the allowed parent', async () => {
    const { page } = b;
    const token = await apiToken();
    // The allowed portal holds the token back; a frame from another origin posts it instead.
    await page.addInitScript((t) => Object.assign(window, { __token: t, __autoToken: false }), token);
    await page.goto(`${PORTAL_ORIGIN}/?stranger=${encodeURIComponent(`${STRANGER_ORIGIN}/blank`)}`);
    const frame = page.frameLocator('#offers');
    await frame.getByText('Signing in…').waitFor({ timeout: 30_000 });
    await expectAccessible(shellFrame(page), 'framed shell, signing in');
    const strangerFrame = page.frames().find((f) => f.url().startsWith(STRANGER_ORIGIN))!;
    await strangerFrame.evaluate(
      (t) =>
        window.parent.frames[0].postMessage(
          { source: 'offerdesk', version: 1, type: 'auth-token', token: t.access_token, expiresIn: t.expires_in, userName: t.userName },
          '*',
        ),
      token,
    );
    await page.waitForTimeout(1500);
    expect(await frame.getByRole('tab', { name: /Sent Offers/ }).count()).toBe(0);
    await frame.getByText('Signing in…').waitFor();
    // The same token from the allowed parent signs in.
    await page.evaluate(() => (window as unknown as { sendToken: () => void }).sendToken());
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
    await page.addInitScript(
      (t) => ((window as unknown as { __token: unknown }).__token = { ...t, access_token: `${t.access_token}x` }),
      token,
    );
    await page.goto(`${PORTAL_ORIGIN}/`);
    await page.waitForURL(`${PORTAL_ORIGIN}/login-page`, { timeout: 30_000 });
    await page.locator('#portal-login').waitFor();
  });

  it("tells the parent offer-success once no unsaved changes remain: fields put back, then 'Yes, Go Back'", async () => {
    const { page } = b;
    const token = await apiToken();
    await page.addInitScript((t) => ((window as unknown as { __token: unknown }).__token = t), token);
    await page.goto(`${PORTAL_ORIGIN}/?route=${encodeURIComponent('/create-offer')}`);
    const frame = page.frameLocator('#offers');
    const form = frame.getByRole('form', { name: 'Offer Information' });
    await form.waitFor({ timeout: 30_000 });
    await expectAccessible(shellFrame(page), 'framed shell, Offer Information');
    const offerEvents = async () =>
      ((await page.evaluate(() => (window as unknown as { __messages: Seen[] }).__messages)) as Seen[])
        .filter((m) => m.data?.source === 'offerdesk' && ['create-offer', 'offer-success', 'offer-cancelled'].includes(m.data.type ?? ''))
        .map((m) => m.data.type);
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
});
