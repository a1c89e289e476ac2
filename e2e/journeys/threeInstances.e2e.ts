import type { ContractDocument, OfferListItem, SharedParty } from '@offerdesk/shared/contract';
import { OfferStatus } from '@offerdesk/shared/domain';
import pg from 'pg';
import type { ParsedMail } from 'mailparser';
import { expectAccessible } from '../support/accessible';
import { ALEX, DEMO_PASSWORD, apiGet, apiSend, apiToken, pointApi, type Token } from '../support/agent';
import { openBrowser, screenshot, type BrowserSession } from '../support/browser';
import { instanceUrls, nginxUrl, startLayout, type Layout } from '../support/instances';
import { journeySteps } from '../support/journey';
import { SHELL_URL, SIGNING_URL } from '../support/ports';
import { signHere } from '../support/signer';

/**
 * More than one API instance (docs/deployment.md): three API processes started together on one
 * empty PostgreSQL database behind the repo's nginx configuration, sending mail to one SMTP server.
 * The suite's apps are pointed at nginx (their config.json and pages' policy), and each person
 * works in a browser of their own: the agent, a colleague at the sign-in page, and a party who
 * signs from the mail the SMTP server received.
 */
const distinct = (xs: number[]) => [...new Set(xs)].sort();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const SAM = 'sam.rivera';

/** A live stream opened straight on one instance: the event kinds it has received for each offer. */
function liveStreamOn(base: string, token: Token) {
  const seen: Array<{ event: string; offerId: number }> = [];
  const abort = new AbortController();
  const opened = fetch(`${base}/live/offers`, {
    headers: { Accept: 'text/event-stream', Authorization: `Bearer ${token.access_token}` },
    signal: abort.signal,
  }).then(async (res) => {
    expect(res.status).toBe(200);
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    void (async () => {
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
        if (done) return;
        buffer += value;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.+)$/m.exec(block)?.[1];
          const data = /^data: (.+)$/m.exec(block)?.[1];
          if (event && data) seen.push({ event, offerId: (JSON.parse(data) as { offerId: number }).offerId });
        }
      }
    })();
  });
  return { base, seen, opened, close: () => abort.abort() };
}

describe('three API instances behind nginx on one PostgreSQL, each person in a browser of their own', () => {
  let layout: Layout;
  let agentToken: Token;
  let agent: BrowserSession | undefined;
  let colleague: BrowserSession | undefined;
  let party: BrowserSession | undefined;
  const step = journeySteps('instances', () => ({ agent, colleague, party }), 120_000);
  /** The offer the journey works on: sent for signatures, with a party who has an e-mail and may be asked again. */
  let watched: { offerId: number; signSetId: number; category: string; party: SharedParty };

  beforeAll(async () => {
    layout = await startLayout();
    await pointApi(nginxUrl);
  }, 420_000);
  afterAll(async () => {
    await pointApi(null);
    for (const b of [agent, colleague, party]) await b?.close();
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
    agentToken = await apiToken(ALEX.userName, instanceUrls[0]);
    for (const base of instanceUrls) {
      const offers = await apiGet<OfferListItem[]>('/offer/getAll?pageSize=5', agentToken, base);
      expect(offers.data.length).toBeGreaterThan(0);
    }
  });

  /** Offers of Alex sent for signatures, each with its first party who has an e-mail and may be asked again. */
  async function askable(): Promise<Array<{ offerId: number; signSetId: number; category: string; party: SharedParty }>> {
    const offers = (
      await apiGet<OfferListItem[]>(`/offer/getAll?pageSize=50&selectedOfferStatus=${OfferStatus.sentForSignatures}`, agentToken, nginxUrl)
    ).data;
    const found: Array<{ offerId: number; signSetId: number; category: string; party: SharedParty }> = [];
    for (const offer of offers) {
      const docs = (await apiGet<ContractDocument[]>(`/docapi/contract/getDocumentsByExternalId/${offer.id}`, agentToken, nginxUrl)).data;
      const doc = docs.find((d) => d.sharedSignSet && d.sharedParties.some((p) => p.canResendEmail && p.email));
      const p = doc?.sharedParties.find((x) => x.canResendEmail && x.email);
      if (!doc || !p || found.some((f) => f.party.email === p.email)) continue;
      found.push({ offerId: offer.id, signSetId: doc.sharedSignSet!, category: doc.sharedSignSetCategory ?? 'Session', party: p });
    }
    return found;
  }

  step('2. Alex signs in through nginx in her browser on one instance, and her screens are served by the others', async () => {
    const candidates = await askable();
    expect(candidates.length).toBeGreaterThanOrEqual(2);
    watched = candidates[0]!;
    const before = layout.proxied().length;
    agent = await openBrowser();
    const { page } = agent;
    await page.goto(`${SHELL_URL}/home`);
    await page.getByLabel('Username').fill(ALEX.userName);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('tab', { name: /Sent Offers/ }).waitFor({ timeout: 30_000 });
    await expectAccessible(page, 'offers list, three instances');
    await page.goto(`${SHELL_URL}/offer-documents/${watched.offerId}`);
    await page
      .getByRole('button', { name: `Resend to ${watched.party.name}` })
      .first()
      .waitFor({ timeout: 30_000 });
    await expectAccessible(page, 'offer page, three instances');
    await screenshot(page, 'instances-offer-page');
    const requests = layout.proxied().slice(before);
    const signInOn = requests.find((r) => r.request.startsWith('POST /Token'));
    expect(signInOn?.status).toBe(200);
    const work = requests.filter((r) => r.request.startsWith('GET /offer') || r.request.startsWith('GET /docapi'));
    expect(work.length).toBeGreaterThan(3);
    expect(work.filter((r) => r.status >= 400)).toEqual([]);
    // Round robin: her screens were read from the instances that did not sign her in, too.
    expect(work.some((r) => r.instance !== signInOn!.instance)).toBe(true);
    expect(distinct(requests.map((r) => r.instance))).toEqual([1, 2, 3]);
    expect(agent.errors).toEqual([]);
  });

  step('3. the sign-in throttle counts the attempts of every instance together: a colleague’s sixth try is refused', async () => {
    const before = layout.proxied().length;
    colleague = await openBrowser();
    const { page } = colleague;
    await page.goto(`${SHELL_URL}/login`);
    await page.getByLabel('Username').fill(SAM);
    // OFFERDESK_LOGIN_ATTEMPTS_PER_MINUTE is 5 on each instance: alone, none of them would stop a sixth.
    for (let i = 0; i < 5; i++) {
      await page.getByLabel('Password').fill(`wrong-${i}`);
      const answered = page.waitForResponse((r) => r.url() === `${nginxUrl}/Token`);
      await page.getByRole('button', { name: 'Sign In' }).click();
      expect((await answered).status()).toBe(400);
      await page.getByText('Login failed. Please check your username/password.').waitFor();
    }
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    const refused = page.waitForResponse((r) => r.url() === `${nginxUrl}/Token`);
    await page.getByRole('button', { name: 'Sign In' }).click();
    expect((await refused).status()).toBe(429);
    await page.getByText(/^Too many sign-in attempts\. Try again in \d+ seconds\.$/).waitFor();
    await expectAccessible(page, 'sign-in, too many attempts across instances');
    expect(page.url()).toMatch(/\/login/);
    const tries = layout
      .proxied()
      .slice(before)
      .filter((r) => r.request.startsWith('POST /Token'));
    expect(tries.length).toBe(6);
    expect(distinct(tries.map((r) => r.instance))).toEqual([1, 2, 3]);
  });

  let signLink = '';

  step('4. mails queued through any instance go out exactly once, whichever worker takes them', async () => {
    // The demo seed's own mails go out first: wait until the SMTP server has heard nothing for 3 s.
    const drainBy = Date.now() + 90_000;
    for (let heard = -1; heard !== layout.mails.length && Date.now() < drainBy;) {
      heard = layout.mails.length;
      await sleep(3_000);
    }
    const mark = layout.mails.length;
    const ours = () => layout.mails.slice(mark);
    // Alex asks her party again from the offer page; two more parties are asked over the API.
    const { page } = agent!;
    await page
      .getByRole('button', { name: `Resend to ${watched.party.name}` })
      .first()
      .click();
    await page.getByText('Documents shared successfully').waitFor();
    const others = (await askable()).filter((a) => a.party.email !== watched.party.email).slice(0, 2);
    for (const a of others) {
      const sent = await apiSend(
        'POST',
        '/offer/resendOffer',
        agentToken,
        { offerId: a.offerId, category: a.category, signSetId: a.signSetId, party: a.party.externalId },
        nginxUrl,
      );
      expect(sent.status).toBe(200);
    }
    const asked = [watched, ...others];
    const to = (m: ParsedMail) => (Array.isArray(m.to) ? m.to[0] : m.to)?.value[0]?.address?.toLowerCase();
    const deadline = Date.now() + 60_000;
    while (ours().length < asked.length && Date.now() < deadline) await sleep(250);
    // Three workers poll the one queue: wait out a few more polls for a second delivery that must not come.
    await sleep(6_000);
    expect(ours().map(to).sort()).toEqual(asked.map((a) => a.party.email!.toLowerCase()).sort());
    expect(new Set(ours().map((m) => m.messageId)).size).toBe(ours().length);
    const mail = ours().find((m) => to(m) === watched.party.email!.toLowerCase())!;
    signLink = new RegExp(`${SIGNING_URL}/sign-documents/[A-Za-z0-9_-]+/\\d+`).exec(`${mail.text ?? ''} ${mail.html || ''}`)![0];
  });

  step('5. the party signs from that mail in her own browser; every instance, and Alex’s open page, see it at once', async () => {
    // A stream straight on each instance: whichever one takes the signature, the other two hear of it too.
    const streams = instanceUrls.map((base) => liveStreamOn(base, agentToken));
    await Promise.all(streams.map((s) => s.opened));
    const before = layout.proxied().length;
    party = await openBrowser({ width: 375, height: 812 });
    await party.page.goto(signLink);
    const name = watched.party.name;
    const initials = name
      .split(' ')
      .map((w) => w[0])
      .join('');
    await signHere(party.page, name, initials, 'party at 375 px, three instances');
    const signedOn = layout
      .proxied()
      .slice(before)
      .find((r) => r.request.startsWith('POST /offer/SignDocumentsByParty'));
    expect(signedOn?.status).toBe(200);
    // No waiting: each instance reads the signature the moment the party's page has its answer.
    for (const base of instanceUrls) {
      const docs = (await apiGet<ContractDocument[]>(`/docapi/contract/getDocumentsByExternalId/${watched.offerId}`, agentToken, base))
        .data;
      const p = docs.flatMap((d) => d.sharedParties).find((x) => x.externalId === watched.party.externalId);
      expect([base, p?.signStatus]).toEqual([base, 2]);
    }
    // Each instance's stream carried the signature, the two that did not take it included.
    const deadline = Date.now() + 10_000;
    const heard = () => streams.filter((s) => s.seen.some((e) => e.event === 'signing' && e.offerId === watched.offerId));
    while (heard().length < streams.length && Date.now() < deadline) await sleep(100);
    for (const s of streams) s.close();
    expect(heard().map((s) => s.base)).toEqual(instanceUrls);
    // Alex's offer page, open all along on its own stream through nginx, shows it without a reload.
    await agent!.page.getByText(`${name}: Signed`).first().waitFor({ timeout: 10_000 });
    await expectAccessible(agent!.page, 'offer page after the party signed, three instances');
    await screenshot(agent!.page, 'instances-offer-page-signed');
    expect([...agent!.errors, ...party.errors]).toEqual([]);
  });
});
