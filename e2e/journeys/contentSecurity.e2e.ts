import http from 'node:http';
import { signIn } from '../support/agent';
import { expectAccessible } from '../support/accessible';
import { openBrowser, type BrowserSession } from '../support/browser';
import { PARTY_PORTAL_URL, PORT_OFFSET, PORTAL_ORIGIN, SHELL_URL, SIGNING_URL } from '../support/ports';

/** The Content-Security-Policy header of an app's page (the shell's sign-in by default) when asked for it under a host name. */
const policyAsHost = (host: string, app = SHELL_URL, path = '/login') =>
  new Promise<string>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: new URL(app).port, path, headers: { host } }, (res) => {
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

  it('lets only the parent configured for the host frame the shell and every remote (security.md#static-servers)', async () => {
    const local = await policyAsHost(new URL(SHELL_URL).host);
    expect(directive(local, 'frame-ancestors')).toBe(`frame-ancestors 'self' ${PORTAL_ORIGIN}`);
    for (const port of [4101, 4102, 4103, 4104, 4105]) {
      const app = `http://localhost:${port + PORT_OFFSET}`;
      expect([app, directive(await policyAsHost(new URL(app).host, app, '/'), 'frame-ancestors')]).toEqual([
        app,
        `frame-ancestors 'self' ${PORTAL_ORIGIN}`,
      ]);
    }
    // The suite's party portal frames only the signing service's own page (its preview), whose policy names it.
    const signing = await policyAsHost(new URL(SIGNING_URL).host, SIGNING_URL, '/no-documents');
    expect(directive(signing, 'frame-ancestors').split(' ')).toContain(PARTY_PORTAL_URL);
    expect(local).not.toContain('offerdesk.app');
    expect(directive(await policyAsHost('offers.beta.offerdesk.app'), 'frame-ancestors')).toBe(
      "frame-ancestors 'self' https://portal.beta.offerdesk.app",
    );
    expect(directive(await policyAsHost('unknown.example'), 'frame-ancestors')).toBe("frame-ancestors 'self'");
  });
});
