/**
 * Where a webhook may be sent: an http(s) address without credentials; https only, and never a
 * loopback, private, link-local, documentation or other special-purpose address, unless the deployment allows them
 * (`OFFERDESK_WEBHOOKS_ALLOW_PRIVATE`, for development and tests). The address is checked when it is
 * saved and again, after name resolution, on every delivery (a name may resolve elsewhere later).
 */
import { isIP } from 'node:net';
import { badField } from '../../http/errors';
import { isSpecialAddress } from './specialAddresses';

/** Whether an IP address is internal: any range of the IANA special-purpose registries (specialAddresses.ts). */
export const isInternalAddress = (address: string): boolean => isSpecialAddress(address);

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
