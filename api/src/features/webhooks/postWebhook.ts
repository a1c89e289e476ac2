/**
 * Sends one signed delivery: a POST within one deadline, no redirects followed, at most a capped
 * part of the answer's body read and dropped. The connection goes only to an address that passed the internal-address check after
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

export interface PostLimits {
  allowPrivate: boolean;
  /** The whole try's deadline: name resolution, connecting, sending, the answer's head and its body. */
  deadlineMs: number;
  /** How much of the answer's body is read; the rest is not waited for (the status decides). */
  maxAnswerBytes: number;
}

const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;

/**
 * POSTs one delivery and judges it by the answer's status, within one deadline for the whole try: a
 * receiver that answers at once and then trickles its body is cut off at the deadline (a failed try),
 * and one that sends more than `maxAnswerBytes` is read that far and no further.
 */
export function postWebhook(p: WebhookPost, o: PostLimits): Promise<PostOutcome> {
  const url = new URL(p.url);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!o.allowPrivate && isIP(host) && isInternalAddress(host)) {
    return Promise.resolve({ ok: false, status: null, error: `${host} is an internal address` });
  }
  const timestamp = Math.floor(Date.now() / 1000);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let status: number | null = null;
    let settled = false;
    const settle = (outcome: PostOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      request.destroy();
      resolve(outcome);
    };
    const judged = (code: number): PostOutcome =>
      code >= 200 && code < 300 ? { ok: true, status: code } : { ok: false, status: code, error: `answered ${code}` };
    const request = client.request(
      url,
      {
        method: 'POST',
        lookup: guardedLookup(o.allowPrivate),
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
        const code = response.statusCode ?? 0;
        status = code;
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read >= o.maxAnswerBytes) settle(judged(code));
        });
        response.on('end', () => settle(judged(code)));
        response.on('error', (error) => settle({ ok: false, status: code, error: error.message }));
      },
    );
    request.on('error', (error) => settle({ ok: false, status, error: error.message }));
    // Started once the request exists: settle (which destroys it) is never called before this line.
    const deadline = setTimeout(() => {
      const within = seconds(o.deadlineMs);
      const error = status === null ? `no answer within ${within}` : `answered ${status} but did not finish its answer within ${within}`;
      settle({ ok: false, status, error });
    }, o.deadlineMs);
    request.end(p.body);
  });
}
