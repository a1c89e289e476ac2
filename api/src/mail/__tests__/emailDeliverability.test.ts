import { emailDeliverability, undeliverableDomainsFromEnv } from '../emailDeliverability';

describe('offline e-mail deliverability', () => {
  const check = emailDeliverability(
    undeliverableDomainsFromEnv({ OFFERDESK_UNDELIVERABLE_EMAIL_DOMAINS: 'Mailinator.com, ,trash.example' }),
  );

  it('accepts well-formed addresses on ordinary domains', () => {
    for (const ok of ['a@b.co', 'first.last+tag@mail.example', 'x@sub.domain-name.org', "O'Neil@host.io"])
      expect([ok, check(ok)]).toEqual([ok, true]);
  });

  it('refuses malformed addresses, reserved top-level domains and the blocklist with its subdomains', () => {
    for (const bad of [
      'no-at.example',
      'a@b',
      'a@@b.com',
      '.a@b.com',
      'a..b@c.com',
      'a@-b.com',
      'a@b.c0m',
      'a@b.c',
      'x@host.invalid',
      'x@box.localhost',
      'x@site.test',
      'x@printer.local',
      'x@example.com',
      'x@mail.example.org',
      'x@MAILINATOR.com',
      'x@trash.example',
    ])
      expect([bad, check(bad)]).toEqual([bad, false]);
  });
});
