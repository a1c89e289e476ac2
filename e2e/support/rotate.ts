import { expectAccessible } from './accessible';
import { openBrowser } from './browser';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

/** The same address on another deployment (the shell, the portal's own, the signing service). */
export const onOrigin = (url: string, origin: string) => {
  const u = new URL(url);
  return `${origin}${u.pathname}${u.search}`;
};

/**
 * A phone (iPhone user agent, touch) held sideways opens each address and sees only 'Please rotate your device to
 * continue' (seed 001, layout notes; docs/domain/portal.md, "The client decides on the landing page"); axe on each.
 */
export async function expectRotateNotice(urls: readonly string[], screen: string): Promise<void> {
  const phone = await openBrowser({ width: 812, height: 375 }, { hasTouch: true });
  try {
    await phone.page.addInitScript((ua) => Object.defineProperty(navigator, 'userAgent', { get: () => ua }), IPHONE);
    for (const url of urls) {
      await phone.page.goto(url);
      await phone.page.getByRole('alert').filter({ hasText: 'Please rotate your device to continue' }).waitFor();
      await expectAccessible(phone.page, `Rotate notice, ${screen}, ${new URL(url).host}${new URL(url).pathname.split('/')[1]}`);
    }
  } finally {
    await phone.close();
  }
}
