/*
 * A brokerage administrator points a webhook at the brokerage's own system (a local receiver here:
 * the suite runs with OFFERDESK_WEBHOOKS_ALLOW_PRIVATE), a new offer's event arrives signed with the
 * secret the screen showed once, the delivery log says Delivered, a paused endpoint gets nothing;
 * an agent who is not an administrator has no Webhooks and is told why.
 */
import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expectAccessible } from '../support/accessible';
import { apiToken, signIn } from '../support/agent';
import { openBrowser, type BrowserSession } from '../support/browser';
import { createDraftOffer } from '../support/drafts';
import { SHELL_URL } from '../support/ports';

interface Hit {
  body: string;
  signature: string;
}

describe('webhooks for the brokerage', () => {
  let b: BrowserSession;
  let receiver: http.Server;
  const hits: Hit[] = [];
  let hookUrl = '';
  beforeAll(async () => {
    receiver = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        hits.push({ body: Buffer.concat(chunks).toString('utf8'), signature: String(req.headers['offerdesk-signature']) });
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/offerdesk`;
  });
  beforeEach(async () => {
    b = await openBrowser();
  });
  afterEach(async () => {
    await b.close();
  });
  afterAll(async () => {
    await new Promise<void>((r) => receiver.close(() => r()));
  });

  const until = async (what: string, check: () => boolean, ms = 30_000) => {
    const deadline = Date.now() + ms;
    while (!check()) {
      if (Date.now() > deadline) throw new Error(`${what}: not within ${ms / 1000} s`);
      await new Promise((r) => setTimeout(r, 200));
    }
  };

  it('an administrator adds an endpoint; a new offer is posted to it, signed; paused, it gets nothing', async () => {
    const { page } = b;
    await signIn(page);
    await page.getByRole('tab', { name: /Sent Offers/ }).waitFor();
    await page.getByRole('link', { name: 'Webhooks' }).click();
    await page.waitForURL(`${SHELL_URL}/settings/webhooks`);
    await page.getByText(/No endpoints yet/).waitFor();
    await expectAccessible(page, 'webhooks, no endpoint');

    await page.getByRole('textbox', { name: /Endpoint address/ }).fill(hookUrl);
    await page.getByRole('textbox', { name: 'Description' }).fill('Back office');
    await page.getByRole('checkbox', { name: /Offer created/ }).check();
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const secret = (await page.getByTestId('webhook-secret').textContent())!.trim();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    await expectAccessible(page, 'webhooks, secret shown once');

    const token = await apiToken();
    const { offerId } = await createDraftOffer(token);
    await until('the offer.created delivery', () => hits.length >= 1);
    const [hit] = hits;
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(hit.signature)!;
    expect(createHmac('sha256', secret).update(`${t}.${hit.body}`).digest('hex')).toBe(v1);
    expect(Math.abs(Date.now() / 1000 - Number(t))).toBeLessThan(300);
    expect(JSON.parse(hit.body)).toMatchObject({ event: 'offer.created', offer: { offerId, offerPrice: 512000 } });

    const card = page.getByRole('region', { name: hookUrl });
    await card.getByRole('button', { name: 'Show deliveries' }).click();
    const row = card.getByRole('row', { name: /offer\.created/ });
    await row.waitFor();
    expect(await row.getByRole('cell').allTextContents()).toEqual(
      expect.arrayContaining(['offer.created', String(offerId), 'Delivered', '1', '204']),
    );
    await expectAccessible(page, 'webhooks, delivery log');

    await card.getByRole('button', { name: 'Pause' }).click();
    await card.getByText('Paused').waitFor();
    await createDraftOffer(token);
    await new Promise((r) => setTimeout(r, 3000));
    expect(hits).toHaveLength(1);
    expect(b.errors).toEqual([]);
  });

  it('an agent who is not an administrator has no Webhooks and is told why', async () => {
    const { page } = b;
    await signIn(page, '/home', 'jordan.lee');
    await page.getByRole('tab', { name: /Sent Offers/ }).waitFor();
    await page.getByTestId('agent-name').getByText('Jordan Lee').waitFor();
    expect(await page.getByRole('link', { name: 'Webhooks' }).count()).toBe(0);
    await page.goto(`${SHELL_URL}/settings/webhooks`);
    await page.getByRole('alert').getByText('Only a brokerage administrator can manage webhooks.').waitFor();
    await expectAccessible(page, 'webhooks refused');
  });
});
