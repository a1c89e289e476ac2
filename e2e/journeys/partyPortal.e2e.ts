import { expectAccessible } from '../support/accessible';
import { openBrowser, type BrowserSession } from '../support/browser';
import { PORT_OFFSET, SHELL_URL } from '../support/ports';

/** The party portal's own deployment (no shell), as clients open it from their links. */
const PORTAL_URL = `http://localhost:${4105 + PORT_OFFSET}`;
/** A link token of the right shape that opens nothing. */
const STRANGER_TOKEN = 'Z'.repeat(43);
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

describe('the party portal on its own deployment', () => {
  let b: BrowserSession;
  afterEach(async () => {
    await b.close();
  });

  it('serves a party link page with its branded header and no shell, and says plainly when a link opens nothing', async () => {
    b = await openBrowser({ width: 375, height: 812 });
    const { page } = b;
    await page.goto(`${PORTAL_URL}/view-offer/1/1?t=${STRANGER_TOKEN}`);
    await page.getByRole('banner').getByText('OfferDesk').waitFor();
    await page.getByRole('alert').filter({ hasText: 'The offer could not be opened' }).waitFor();
    // No shell: no sign-in form, no Login (the link's party is not an in-house agent).
    expect(await page.getByRole('button', { name: 'Sign In' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Login' }).count()).toBe(0);
    await expectAccessible(page, 'Party portal, link that opens nothing, 375 px');
    expect(b.errors).toEqual([]);
  });

  it('asks a phone held sideways to rotate', async () => {
    b = await openBrowser({ width: 844, height: 390 });
    const { page } = b;
    await page.addInitScript((ua) => Object.defineProperty(navigator, 'userAgent', { get: () => ua }), IPHONE);
    await page.goto(`${PORTAL_URL}/client/register/1/1?t=${STRANGER_TOKEN}`);
    await page.getByRole('alert').filter({ hasText: 'Please rotate your device to continue' }).waitFor();
    await expectAccessible(page, 'Party portal, rotate notice');
  });

  it('is also served under the shell, without a sign-in, for the same public address', async () => {
    b = await openBrowser();
    const { page } = b;
    await page.goto(`${SHELL_URL}/view-offer/1/1?t=${STRANGER_TOKEN}`);
    await page.getByRole('alert').filter({ hasText: 'The offer could not be opened' }).waitFor();
    expect(await page.getByRole('button', { name: 'Sign In' }).count()).toBe(0);
  });
});
