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
      // Issue 36: the special-purpose ranges, and IPv6 forms that carry an internal IPv4 address.
      '::127.0.0.1',
      '::7f00:1',
      '::ffff:7f00:1',
      '::ffff:10.0.0.1',
      '64:ff9b::7f00:1',
      '64:ff9b::a9fe:a9fe',
      '64:ff9b:1::808:808',
      '2002:7f00:1::',
      '2002:808:808::1',
      '2001::1',
      '2001:db8::1',
      '100::1',
      '100::ffff:ffff:ffff:ffff',
      'fec0::1',
      'feff::1',
      'ff02::1',
      '3fff::1',
      '5f00::1',
      '4000::1',
      'fe80::1%eth0',
      '192.0.2.1',
      '198.51.100.7',
      '203.0.113.255',
      '192.0.0.9',
      '192.88.99.1',
      '192.31.196.1',
      '192.52.193.1',
      '192.175.48.1',
      '198.19.255.255',
      '224.0.0.1',
      '240.0.0.1',
      '255.255.255.255',
    ])
      expect({ a, internal: isInternalAddress(a) }).toEqual({ a, internal: true });
    for (const a of [
      '93.184.216.34',
      '8.8.8.8',
      '2606:4700::1111',
      '::ffff:8.8.8.8',
      '64:ff9b::808:808',
      '64:ff9b::8.8.8.8',
      '2a00:1450:4001::200e',
      '192.0.1.255',
      '192.0.3.0',
      '198.51.99.255',
      '203.0.114.0',
      '100.128.0.1',
    ])
      expect({ a, internal: isInternalAddress(a) }).toEqual({ a, internal: false });
  });

  it('refuses special-purpose addresses when saved, however the address is written', () => {
    for (const url of [
      'https://[::127.0.0.1]/x',
      'https://[64:ff9b::7f00:1]/x',
      'https://[2002:7f00:1::]/x',
      'https://[100::1]/x',
      'https://[fec0::1]/x',
      'https://192.0.2.10/x',
      'https://198.51.100.10/x',
      'https://203.0.113.10/x',
      'https://2130706433/x',
      'https://0x7f.1/x',
    ])
      expect(() => checkWebhookUrl(url, false)).toThrow('url: must be a public address, not a local or private one');
    expect(checkWebhookUrl('https://[64:ff9b::808:808]/x', false)).toBe('https://[64:ff9b::808:808]/x');
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
        postWebhook(
          { url, secret: 's', deliveryId: 1, event: 'offer.created', body: '{}' },
          { allowPrivate, deadlineMs: 2000, maxAnswerBytes: 4096 },
        );
      expect(await post(`http://127.0.0.1:${port}/`, false)).toEqual({
        ok: false,
        status: null,
        error: '127.0.0.1 is an internal address',
      });
      // An address saved before the list grew is refused at delivery as well, as the URL parser writes it.
      for (const [host, written] of [
        ['[::127.0.0.1]', '::7f00:1'],
        ['[::ffff:127.0.0.1]', '::ffff:7f00:1'],
        ['[64:ff9b::7f00:1]', '64:ff9b::7f00:1'],
        ['203.0.113.9', '203.0.113.9'],
      ])
        expect(await post(`http://${host}:${port}/`, false)).toEqual({
          ok: false,
          status: null,
          error: `${written} is an internal address`,
        });
      const byName = await post(`http://localhost:${port}/`, false);
      expect(byName).toMatchObject({ ok: false, status: null });
      // The log says only that the name is internal, not where it leads.
      expect(byName.ok === false && byName.error).toBe('localhost resolves to an internal address');
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
