/**
 * Where a webhook may be sent: an http(s) address without credentials; https only, and never a
 * loopback, private, link-local or other internal address, unless the deployment allows them
 * (`OFFERDESK_WEBHOOKS_ALLOW_PRIVATE`, for development and tests). The address is checked when it is
 * saved and again, after name resolution, on every delivery (a name may resolve elsewhere later).
 */
import { BlockList, isIP } from 'node:net';
import { badField } from '../../http/errors';

const INTERNAL = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  INTERNAL.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  INTERNAL.addSubnet(net, prefix, 'ipv6');

/** Whether an IP address is internal (an IPv4-mapped IPv6 address is judged as its IPv4 address). */
export function isInternalAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return INTERNAL.check(mapped[1], 'ipv4');
  const family = isIP(address);
  if (family === 4) return INTERNAL.check(address, 'ipv4');
  if (family === 6) return INTERNAL.check(address, 'ipv6');
  return true;
}

/** The address as it will be stored, or a 400 naming `url`. */
export function checkWebhookUrl(raw: string, allowPrivate: boolean): string {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw badField('url', 'must be a full address such as https://example.com/offerdesk-events');
  }
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) throw badField('url', 'must start with https://');
  if (url.username || url.password) throw badField('url', 'must not carry a user name or password');
  if (url.hash) throw badField('url', 'must not have a #fragment');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!allowPrivate && (isIP(host) ? isInternalAddress(host) : host === 'localhost' || !host.includes('.'))) {
    throw badField('url', 'must be a public address, not a local or private one');
  }
  return url.toString();
}
