/**
 * Whether an e-mail address can receive mail, decided offline: the address must be well formed
 * (one @, a dotted domain of letters, digits and hyphens, a top-level domain of 2–63 letters),
 * its top-level domain must not be one reserved never to resolve (.invalid, .localhost, .test,
 * .local), and its domain (or a parent of it) must not be on the blocklist: by default the IANA
 * example domains, extended by OFFERDESK_UNDELIVERABLE_EMAIL_DOMAINS (comma-separated).
 */
export const RESERVED_TLDS: readonly string[] = ['invalid', 'localhost', 'test', 'local'];
export const DEFAULT_UNDELIVERABLE_DOMAINS: readonly string[] = ['example.com', 'example.net', 'example.org'];

const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]{1,64}$/;
const LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

export type EmailCheck = (email: string) => boolean;

export function undeliverableDomainsFromEnv(env: NodeJS.ProcessEnv = process.env): string[] {
  const extra = (env.OFFERDESK_UNDELIVERABLE_EMAIL_DOMAINS ?? '')
    .split(',')
    .map((d) => d.trim().toLowerCase())
    .filter(Boolean);
  return [...DEFAULT_UNDELIVERABLE_DOMAINS, ...extra];
}

/** The check for a blocklist: true when the address can receive mail. */
export function emailDeliverability(blocklist: readonly string[] = DEFAULT_UNDELIVERABLE_DOMAINS): EmailCheck {
  const blocked = new Set(blocklist.map((d) => d.toLowerCase()));
  return (email) => {
    const at = email.trim().split('@');
    if (at.length !== 2) return false;
    const [local, domain] = [at[0], at[1].toLowerCase()];
    if (!LOCAL_PART.test(local) || local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false;
    const labels = domain.split('.');
    if (labels.length < 2 || domain.length > 253 || !labels.every((l) => LABEL.test(l))) return false;
    const tld = labels[labels.length - 1];
    if (!/^[a-z]{2,63}$/.test(tld) || RESERVED_TLDS.includes(tld)) return false;
    return !labels.some((_, i) => blocked.has(labels.slice(i).join('.')));
  };
}
