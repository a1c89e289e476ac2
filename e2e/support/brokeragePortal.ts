import type { Page } from 'playwright-core';
import type { Token } from './agent';
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
