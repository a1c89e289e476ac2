import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { OFFER_FLOW, SIGNED_FLOW, WEBHOOK_EVENTS } from '@offerdesk/shared/domain';
import { checkWebhookUrl, isInternalAddress } from '../webhookAddress';
import { WEBHOOK_ACTIONS, webhookEventOf } from '../webhookEvents';
import { postWebhook } from '../postWebhook';

describe('where a webhook may go', () => {
  it('tells internal addresses from public ones', () => {
    for (const a of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '0.0.0.0',
      '100.64.0.1',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      'not-an-ip',
    ])
      expect({ a, internal: isInternalAddress(a) }).toEqual({ a, internal: true });
    for (const a of ['93.184.216.34', '8.8.8.8', '2606:4700::1111', '::ffff:8.8.8.8'])
      expect({ a, internal: isInternalAddress(a) }).toEqual({ a, internal: false });
  });

  it('allows http and local addresses only where the deployment allows them', () => {
    expect(() => checkWebhookUrl('http://127.0.0.1:9/x', false)).toThrow('url: must start with https://');
    expect(() => checkWebhookUrl('https://intranet/x', false)).toThrow('url: must be a public address, not a local or private one');
    expect(checkWebhookUrl('http://127.0.0.1:9/x', true)).toBe('http://127.0.0.1:9/x');
    expect(checkWebhookUrl(' https://hooks.example.com/a?b=1 ', false)).toBe('https://hooks.example.com/a?b=1');
  });

  it('does not connect to an internal address at delivery, by address or by a name that resolves to one', async () => {
    let hits = 0;
    const server = http.createServer((_req, res) => {
      hits++;
      res.end();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as AddressInfo).port;
    try {
      const post = (url: string, allowPrivate: boolean) =>
        postWebhook({ url, secret: 's', deliveryId: 1, event: 'offer.created', body: '{}' }, { allowPrivate, timeoutMs: 2000 });
      expect(await post(`http://127.0.0.1:${port}/`, false)).toEqual({
        ok: false,
        status: null,
        error: '127.0.0.1 is an internal address',
      });
      const byName = await post(`http://localhost:${port}/`, false);
      expect(byName).toMatchObject({ ok: false, status: null });
      expect(byName.ok === false && byName.error).toMatch(/localhost resolves to an internal address/);
      expect(hits).toBe(0);
      expect(await post(`http://127.0.0.1:${port}/`, true)).toEqual({ ok: true, status: 200 });
      expect(hits).toBe(1);
    } finally {
      await new Promise<void>((r) => server.close(() => r()));
    }
  });
});

describe('which activity raises which event', () => {
  it('maps only steps the offer flow has, and every event has an activity', () => {
    const steps = new Set([...Object.keys(OFFER_FLOW), ...Object.keys(SIGNED_FLOW)].map((s) => `offer.${s}`));
    // Activities written outside the flow tables, by the use case named.
    const outsideFlow = ['offer.created', 'offer.sentForSignatures', 'offer.sentForReview', 'offer.convertedToSale', 'signSet.completed'];
    for (const action of WEBHOOK_ACTIONS)
      expect({ action, known: steps.has(action) || outsideFlow.includes(action) }).toEqual({ action, known: true });
    expect([...new Set(WEBHOOK_ACTIONS.map((a) => webhookEventOf(a)))].sort()).toEqual([...WEBHOOK_EVENTS].sort());
    expect(webhookEventOf('offer.viewed')).toBeUndefined();
    expect(webhookEventOf('constructor')).toBeUndefined();
  });
});
