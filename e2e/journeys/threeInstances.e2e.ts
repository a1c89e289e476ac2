import type { BrowserContext } from 'playwright-core';
import pg from 'pg';
import type { ContractDocument, OfferListItem, SharedParty } from '@offerdesk/shared';
import { OfferStatus } from '@offerdesk/shared/domain';
import { ALEX, DEMO_PASSWORD, apiGet, apiSend, apiToken, signIn, type Token } from '../support/agent';
import { expectAccessible } from '../support/accessible';
import { openBrowser, screenshot, type BrowserSession } from '../support/browser';
import { instanceUrls, nginxUrl, startLayout, type Layout } from '../support/instances';
import { journeySteps } from '../support/journey';
import { API_URL, SHELL_URL, SIGNING_URL } from '../support/ports';
import { signHere } from '../support/signer';

/**
 * More than one API instance (docs/deployment.md): three API processes started together on one
 * empty PostgreSQL database behind the repo's nginx configuration, sending mail to one SMTP server.
 * The suite's own front ends are deployed against nginx for this journey: their config.json and
 * their Content-Security-Policy name nginx as the API, as a deployment's would.
 */
const FRONT_ENDS = new Set([new URL(SHELL_URL).origin, new URL(SIGNING_URL).origin]);
const apiOrigin = new URL(API_URL).origin;
const nginxOrigin = new URL(nginxUrl).origin;

async function deployAgainstNginx(context: BrowserContext): Promise<void> {
  await context.route('**/*', async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    const isConfig = url.pathname === '/config.json';
    if (!FRONT_ENDS.has(url.origin) || (!isConfig && request.resourceType() !== 'document')) return route.fallback();
    const response = await route.fetch();
    const headers = { ...response.headers() };
    if (headers['content-security-policy'])
      headers['content-security-policy'] = headers['content-security-policy'].replaceAll(apiOrigin, nginxOrigin);
    const body = isConfig ? (await response.text()).replaceAll(apiOrigin, nginxOrigin) : await response.body();
    await route.fulfill({ response, headers, body });
  });
}

const distinct = (xs: number[]) => [...new Set(xs)].sort();

describe('three API instances behind nginx on one PostgreSQL', () => {
  let layout: Layout;
  let browser: BrowserSession | undefined;
  let signer: BrowserSession | undefined;
  let token: Token;
  const step = journeySteps('instances', () => ({ browser, signer }), 120_000);

  beforeAll(async () => {
    layout = await startLayout();
  }, 420_000);
  afterAll(async () => {
    await browser?.close();
    await signer?.close();
    await layout?.stop();
  }, 60_000);

  step('1. started together on an empty database, one instance migrated and seeded: every instance answers on the same data', async () => {
    const db = new pg.Client({ connectionString: layout.databaseUrl });
    await db.connect();
    try {
      const users = await db.query<{ n: number }>("select count(*)::int as n from users where username = 'alex.morgan'");
      expect(users.rows[0]!.n).toBe(1);
      const migrations = await db.query<{ id: string; n: number }>(
        'select id, count(*)::int as n from schema_migrations group by id having count(*) > 1',
      );
      expect(migrations.rows).toEqual([]);
    } finally {
      await db.end();
    }
    // A token issued by one instance is good on every other (they share the secrets).
    token = await apiToken(ALEX.userName, instanceUrls[0]);
    for (const base of instanceUrls) {
      const offers = await apiGet<OfferListItem[]>('/offer/getAll?pageSize=5', token, base);
      expect(offers.data.length).toBeGreaterThan(0);
    }
  });

  step('2. an agent signs in through nginx on one instance and works on the others, in Chromium', async () => {
    browser = await openBrowser();
    await deployAgainstNginx(browser.context);
    const { page } = browser;
    const before = layout.proxied().length;
    await signIn(page, '/home');
    const list = page.getByRole('region', { name: 'Sent offers' });
    await list.locator('article[data-offer-id]').first().waitFor();
    await expectAccessible(page, 'Offers list served by three API instances');
    await list.locator('article[data-offer-id]').first().click();
    await page.waitForURL(/\/offer-documents\/\d+/);
    await page
      .getByRole('tab', { name: /Documents/ })
      .first()
      .waitFor();
    await expectAccessible(page, 'Offer page served by three API instances');
    await screenshot(page, 'instances-offer-page-1280');
    const requests = layout.proxied().slice(before);
    const signInOn = requests.find((r) => r.request.startsWith('POST /Token'));
    expect(signInOn?.status).toBe(200);
    const afterSignIn = requests.filter((r) => r.request.startsWith('GET /offer'));
    expect(afterSignIn.every((r) => r.status < 400)).toBe(true);
    // Round robin: the agent's reads went to the instances that did not sign it in, too.
    expect(afterSignIn.some((r) => r.instance !== signInOn!.instance)).toBe(true);
    expect(distinct(requests.map((r) => r.instance))).toEqual([1, 2, 3]);
    expect(browser.errors).toEqual([]);
  });

  step('3. the sign-in throttle counts the attempts of every instance together', async () => {
    const before = layout.proxied().length;
    const attempt = (password: string) =>
      fetch(`${nginxUrl}/Token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'password', username: 'sam.rivera', password }).toString(),
      });
    // OFFERDESK_LOGIN_ATTEMPTS_PER_MINUTE is 5 on each instance: alone, none of them would stop a sixth.
    for (let i = 0; i < 5; i++) expect((await attempt('wrong')).status).toBe(400);
    const blocked = await attempt(DEMO_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(((await blocked.json()) as { code: string }).code).toBe('rate_limited');
    const tries = layout.proxied().slice(before);
    expect(distinct(tries.map((r) => r.instance))).toEqual([1, 2, 3]);
  });

  let signLink = '';
  let watched: { offerId: number; partyId: number; name: string } | undefined;

  step('4. mails queued through any instance go out exactly once, whichever worker takes them', async () => {
    const offers = (
      await apiGet<OfferListItem[]>(`/offer/getAll?pageSize=50&selectedOfferStatus=${OfferStatus.sentForSignatures}`, token, nginxUrl)
    ).data;
    const asked: Array<{ offerId: number; party: SharedParty }> = [];
    for (const offer of offers) {
      const docs = (await apiGet<ContractDocument[]>(`/docapi/contract/getDocumentsByExternalId/${offer.id}`, token, nginxUrl)).data;
      const doc = docs.find((d) => d.sharedSignSet && d.sharedParties.some((p) => p.canResendEmail && p.email));
      const party = doc?.sharedParties.find((p) => p.canResendEmail && p.email);
      if (!doc || !party || asked.some((a) => a.party.email === party.email)) continue;
      const sent = await apiSend(
        'POST',
        '/offer/resendOffer',
        token,
        { offerId: offer.id, category: doc.sharedSignSetCategory, signSetId: doc.sharedSignSet, party: party.externalId },
        nginxUrl,
      );
      expect(sent.status).toBe(200);
      asked.push({ offerId: offer.id, party });
    }
    expect(asked.length).toBeGreaterThanOrEqual(2);
    const to = (m: (typeof layout.mails)[number]) => (Array.isArray(m.to) ? m.to[0] : m.to)?.value[0]?.address?.toLowerCase();
    const deadline = Date.now() + 60_000;
    while (layout.mails.length < asked.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
    // Three workers poll the one queue: wait out a few more polls for a second delivery that must not come.
    await new Promise((r) => setTimeout(r, 6_000));
    expect(layout.mails.map(to).sort()).toEqual(asked.map((a) => a.party.email!.toLowerCase()).sort());
    expect(new Set(layout.mails.map((m) => m.messageId)).size).toBe(layout.mails.length);
    const first = asked[0]!;
    watched = { offerId: first.offerId, partyId: first.party.externalId, name: first.party.name };
    const mail = layout.mails.find((m) => to(m) === first.party.email!.toLowerCase())!;
    signLink = new RegExp(`${SIGNING_URL}/sign-documents/[A-Za-z0-9_-]+/\\d+`).exec(`${mail.text ?? ''} ${mail.html || ''}`)![0];
  });

  step('5. a signature made through one instance is seen by every instance at once', async () => {
    signer = await openBrowser({ width: 375, height: 812 });
    await deployAgainstNginx(signer.context);
    await signer.page.goto(signLink);
    const [first, ...rest] = watched!.name.split(' ');
    await signHere(signer.page, watched!.name, `${first![0]}${(rest.at(-1) ?? first!)[0]}`, 'signer through nginx');
    // No waiting: each instance reads the signature the moment the signer's page says it is done.
    for (const base of instanceUrls) {
      const docs = (await apiGet<ContractDocument[]>(`/docapi/contract/getDocumentsByExternalId/${watched!.offerId}`, token, base)).data;
      const party = docs.flatMap((d) => d.sharedParties).find((p) => p.externalId === watched!.partyId);
      expect([base, party?.signStatus]).toEqual([base, 2]);
    }
    expect(signer.errors).toEqual([]);
  });
});
