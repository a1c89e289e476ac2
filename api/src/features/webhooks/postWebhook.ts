/**
 * Sends one signed delivery: a POST with a timeout, no redirects followed, the answer's body read
 * and dropped. The connection goes only to an address that passed the internal-address check after
 * name resolution (see webhookAddress.ts).
 */
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { WEBHOOK_SIGNATURE_HEADER } from '@offerdesk/shared/domain';
import { isInternalAddress } from './webhookAddress';
import { signatureHeader } from './webhookSignature';

export interface WebhookPost {
  url: string;
  secret: string;
  deliveryId: number;
  event: string;
  body: string;
}

export type PostOutcome = { ok: true; status: number } | { ok: false; status: number | null; error: string };

const guardedLookup =
  (allowPrivate: boolean): LookupFunction =>
  (hostname, options, callback) =>
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as dns.LookupAddress[];
      const refused = !allowPrivate && list.find((a) => isInternalAddress(a.address));
      // The log names no address: which internal address a name reaches is the network's, not the brokerage's, to know.
      if (refused) return callback(new Error(`${hostname} resolves to an internal address`), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
      return callback(null, list[0].address, list[0].family);
    });

export function postWebhook(p: WebhookPost, o: { allowPrivate: boolean; timeoutMs: number }): Promise<PostOutcome> {
  const url = new URL(p.url);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!o.allowPrivate && isIP(host) && isInternalAddress(host)) {
    return Promise.resolve({ ok: false, status: null, error: `${host} is an internal address` });
  }
  const timestamp = Math.floor(Date.now() / 1000);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        lookup: guardedLookup(o.allowPrivate),
        timeout: o.timeoutMs,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(p.body),
          'user-agent': 'OfferDesk-Webhooks/1',
          [WEBHOOK_SIGNATURE_HEADER]: signatureHeader(p.secret, timestamp, p.body),
          'OfferDesk-Delivery': String(p.deliveryId),
          'OfferDesk-Event': p.event,
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        response.resume();
        response.on('end', () =>
          resolve(status >= 200 && status < 300 ? { ok: true, status } : { ok: false, status, error: `answered ${status}` }),
        );
        response.on('error', (error) => resolve({ ok: false, status, error: error.message }));
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer within ${o.timeoutMs / 1000} s`)));
    request.on('error', (error) => resolve({ ok: false, status: null, error: error.message }));
    request.end(p.body);
  });
}
