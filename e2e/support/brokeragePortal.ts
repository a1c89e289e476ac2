import type { Page } from 'playwright-core';
import { expectAccessible } from './accessible';
import { DEMO_PASSWORD, type Token } from './agent';
import { PORTAL_ORIGIN } from './ports';

/** The example portal's session (examples/brokerage-portal/src/session.ts) for a token from the API, put in its tab before it loads. */
export async function portalSignedIn(page: Page, token: Token): Promise<void> {
  await page.addInitScript(
    ([origin, t]) => {
      if (location.origin !== origin) return;
      const session = { token: t.access_token, expiresIn: t.expires_in, issuedAt: Date.now(), userName: t.userName, name: t.userName };
      sessionStorage.setItem('brokerage-portal.session', JSON.stringify(session));
    },
    [PORTAL_ORIGIN, token] as const,
  );
}

/** The lines of the portal's message and event log. */
export const portalLog = async (page: Page): Promise<string[]> =>
  (await page.getByRole('log', { name: 'Messages and events' }).locator('li').allTextContents()).map((t) => t.trim());

/** Signs in through the portal's own form as `userName` and waits for its framed page. */
export async function portalSignInWithForm(page: Page, userName: string): Promise<void> {
  await page.goto(`${PORTAL_ORIGIN}/sign-in?next=%2Fframed`);
  await expectAccessible(page, 'Brokerage portal sign-in');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Username').fill(userName);
  await form.getByLabel('Password').fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${PORTAL_ORIGIN}/framed`);
}
