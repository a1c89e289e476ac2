import http from 'node:http';
import { signIn } from '../support/agent';
import { expectAccessible } from '../support/accessible';
import { openBrowser, type BrowserSession } from '../support/browser';
import { PORT_OFFSET, PORTAL_ORIGIN, SHELL_URL } from '../support/ports';

/** The Content-Security-Policy header of the shell's page when asked for it under a host name. */
const policyAsHost = (host: string) =>
  new Promise<string>((resolve, reject) => {
    const shell = new URL(SHELL_URL);
    http
      .get({ host: '127.0.0.1', port: shell.port, path: '/login', headers: { host } }, (res) => {
        res.resume();
        resolve(String(res.headers['content-security-policy'] ?? ''));
      })
      .on('error', reject);
  });

const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

describe('the Content-Security-Policy of the suite', () => {
  let b: BrowserSession;
  beforeEach(async () => {
    b = await openBrowser();
  });
  afterEach(async () => {
    await b.close();
  });

  it('loads the shell and a remote, signs in and lists offers without one policy violation', async () => {
    const { page } = b;
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy|Refused to (load|execute|connect|frame|apply)/i.test(m.text())) violations.push(m.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) =>
        ((window as unknown as { __violations?: string[] }).__violations ??= []).push(`${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    const first = await page.goto(`${SHELL_URL}/login`);
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    await expectAccessible(page, 'sign-in under the policy');
    const policy = first!.headers()['content-security-policy'];
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-inline'");
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
    await signIn(page);
    await page.getByRole('tab', { name: /Sent Offers/ }).waitFor({ timeout: 30_000 });
    await page.getByRole('region', { name: 'Sent offers' }).getByRole('article').first().waitFor();
    const seen = await page.evaluate(() => (window as unknown as { __violations?: string[] }).__violations ?? []);
    expect([...violations, ...seen]).toEqual([]);
    expect(b.errors).toEqual([]);
    await expectAccessible(page, 'offers list under the policy');
  });

  it('lets only the parent configured for the host frame the shell', async () => {
    const local = await policyAsHost(new URL(SHELL_URL).host);
    // The brokerage portal, and the suite's own party portal (it frames the signing service's preview).
    expect(directive(local, 'frame-ancestors')).toBe(`frame-ancestors 'self' ${PORTAL_ORIGIN} http://localhost:${4105 + PORT_OFFSET}`);
    expect(local).not.toContain('offerdesk.app');
    expect(directive(await policyAsHost('offers.beta.offerdesk.app'), 'frame-ancestors')).toBe(
      "frame-ancestors 'self' https://portal.beta.offerdesk.app",
    );
    expect(directive(await policyAsHost('unknown.example'), 'frame-ancestors')).toBe("frame-ancestors 'self'");
  });
});
