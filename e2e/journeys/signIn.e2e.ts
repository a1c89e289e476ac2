import { expectAccessible } from '../support/accessible';
import { openBrowser, screenshot, type BrowserSession } from '../support/browser';
import { ALEX, DEMO_PASSWORD, signIn } from '../support/agent';
import { SHELL_URL } from '../support/ports';

describe('sign-in and session', () => {
  let b: BrowserSession;
  beforeEach(async () => {
    b = await openBrowser();
  });
  afterEach(async () => {
    await b.close();
  });

  it('sends an unauthenticated agent to /login with the redirect url, refuses a wrong password, then signs in and returns', async () => {
    const { page } = b;
    await page.goto(`${SHELL_URL}/offers?tab=sent`);
    await page.waitForURL(/\/login\?redirecturl=/);
    expect(new URL(page.url()).searchParams.get('redirecturl')).toBe('/offers?tab=sent');
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    await expectAccessible(page, 'sign-in');

    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Username required').waitFor();
    await page.getByText('Password required').waitFor();
    await expectAccessible(page, 'sign-in with required-field errors');

    await page.getByLabel('Username').fill(ALEX.userName);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Login failed. Please check your username/password.').waitFor();
    await expectAccessible(page, 'sign-in with login failed');

    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${SHELL_URL}/offers?tab=sent`);
    await page.getByRole('tab', { name: /Sent Offers/ }).waitFor();
    await page.getByText('Beta', { exact: true }).waitFor();
    await page.getByTestId('agent-name').getByText(`${ALEX.firstName} ${ALEX.lastName}`).waitFor();
    await screenshot(page, 'offers-list-1280');
    await expectAccessible(page, 'offers list, sent tab');
    expect(b.errors).toEqual([]);
  });

  it('logs out when the session timer runs out', async () => {
    const { page } = b;
    await signIn(page);
    await page.getByRole('tab', { name: /Sent Offers/ }).waitFor();
    // The token expires in two seconds from now: the shell's session timer must end the session.
    await page.evaluate(() => {
      const s = JSON.parse(localStorage.getItem('offerdesk.session')!);
      localStorage.setItem('offerdesk.session', JSON.stringify({ ...s, expiresAt: Date.now() + 2000 }));
    });
    await page.reload();
    await page.getByRole('tab', { name: /Sent Offers/ }).waitFor();
    await page.waitForURL(/\/login\?redirecturl=%2Fhome/, { timeout: 10_000 });
    await page.getByText('Your session has expired. Please sign in again.').waitFor();
    await expectAccessible(page, 'sign-in after the session expired');
    expect(await page.evaluate(() => localStorage.getItem('offerdesk.session'))).toBeNull();
  });

  it('logs out on a 401 when the server refuses the token', async () => {
    const { page } = b;
    await signIn(page);
    await page.getByRole('tab', { name: /Sent Offers/ }).waitFor();
    await page.evaluate(() => {
      const s = JSON.parse(localStorage.getItem('offerdesk.session')!);
      localStorage.setItem('offerdesk.session', JSON.stringify({ ...s, accessToken: `${s.accessToken.slice(0, -4)}AAAA` }));
    });
    await page.reload();
    await page.waitForURL(/\/login\?redirecturl=/);
    await page.getByText('Your session has expired. Please sign in again.').waitFor();
  });

  it('logs out from the header', async () => {
    const { page } = b;
    await signIn(page);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${SHELL_URL}/login`);
    await page.goto(`${SHELL_URL}/home`);
    await page.waitForURL(/\/login\?redirecturl=%2Fhome/);
  });
});
