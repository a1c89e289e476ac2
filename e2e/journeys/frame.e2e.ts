import { apiToken } from '../support/agent';
import { openBrowser, screenshot, type BrowserSession } from '../support/browser';
import { PORTAL_ORIGIN, PORTAL_PORT, SHELL_URL, STRANGER_ORIGIN, STRANGER_PORT } from '../support/ports';
import { startPortal, type PortalPage } from '../support/portal';

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
  });

  it('ignores a token posted from an origin that is not the allowed parent', async () => {
    const { page } = b;
    const token = await apiToken();
    await page.addInitScript((t) => ((window as unknown as { __token: unknown }).__token = t), token);
    await page.goto(`${STRANGER_ORIGIN}/`);
    const frame = page.frameLocator('#offers');
    await frame.getByText('Signing in…').waitFor({ timeout: 30_000 });
    // The stranger never hears from the shell, and its token changes nothing.
    await page.evaluate(() => (window as unknown as { sendToken: (o: string) => void }).sendToken('*'));
    await page.waitForTimeout(1500);
    expect(await frame.getByRole('tab', { name: /Sent Offers/ }).count()).toBe(0);
    await frame.getByText('Signing in…').waitFor();
    const seen = (await page.evaluate(() => (window as unknown as { __messages: Seen[] }).__messages)) as Seen[];
    expect(seen.filter((m) => m.data?.source === 'offerdesk')).toEqual([]);
  });

  it('sends the parent to its login when the token is refused', async () => {
    const { page } = b;
    const token = await apiToken();
    await page.addInitScript((t) => ((window as unknown as { __token: unknown }).__token = { ...t, access_token: `${t.access_token}x` }), token);
    await page.goto(`${PORTAL_ORIGIN}/`);
    await page.waitForURL(`${PORTAL_ORIGIN}/login-page`, { timeout: 30_000 });
    await page.locator('#portal-login').waitFor();
  });
});
