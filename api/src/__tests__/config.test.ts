import { configFromEnv, DEFAULT_LINK_BASE_URL, linkBasesOf } from '../config';

describe('API configuration', () => {
  it('reads the public API URL without a trailing slash and leaves it unset by default', () => {
    expect(configFromEnv({}).publicApiUrl).toBeUndefined();
    expect(configFromEnv({ OFFERDESK_PUBLIC_API_URL: 'https://api.example.com/' }).publicApiUrl).toBe('https://api.example.com');
    expect(configFromEnv({ OFFERDESK_PUBLIC_API_URL: 'https://example.com/offerdesk/api/' }).publicApiUrl).toBe(
      'https://example.com/offerdesk/api',
    );
  });

  it.each(['api.example.com', 'ftp://api.example.com', 'https://api.example.com/?x=1'])('refuses %s as the public API URL', (value) => {
    expect(() => configFromEnv({ OFFERDESK_PUBLIC_API_URL: value })).toThrow(/OFFERDESK_PUBLIC_API_URL must be an http\(s\) URL/);
  });

  it('reads the mail settings: the link base URL without a trailing slash, SMTP_URL only as smtp(s)://, the secret never echoed', () => {
    expect(configFromEnv({})).toMatchObject({ linkBaseUrl: undefined, smtpUrl: undefined, mailFrom: undefined });
    expect(configFromEnv({ OFFERDESK_LINK_BASE_URL: 'https://app.example.com/' }).linkBaseUrl).toBe('https://app.example.com');
    expect(configFromEnv({}).signingLinkBaseUrl).toBeUndefined();
    expect(configFromEnv({ OFFERDESK_SIGNING_LINK_BASE_URL: 'https://sign.example.com/' }).signingLinkBaseUrl).toBe(
      'https://sign.example.com',
    );
    expect(() => configFromEnv({ OFFERDESK_SIGNING_LINK_BASE_URL: 'sign.example.com' })).toThrow(/OFFERDESK_SIGNING_LINK_BASE_URL/);
    // Sign links follow the party links unless the signing service has its own base.
    expect(linkBasesOf('https://app.example.com/')).toEqual({
      app: 'https://app.example.com',
      portal: 'https://app.example.com',
      signing: 'https://app.example.com',
    });
    expect(linkBasesOf(undefined, 'https://sign.example.com/')).toEqual({
      app: DEFAULT_LINK_BASE_URL,
      portal: DEFAULT_LINK_BASE_URL,
      signing: 'https://sign.example.com',
    });
    // Party and reviewer links open the party portal's own deployment when it has one.
    expect(configFromEnv({}).portalLinkBaseUrl).toBeUndefined();
    expect(configFromEnv({ OFFERDESK_PORTAL_LINK_BASE_URL: 'https://clients.example.com/' }).portalLinkBaseUrl).toBe(
      'https://clients.example.com',
    );
    expect(() => configFromEnv({ OFFERDESK_PORTAL_LINK_BASE_URL: 'clients.example.com' })).toThrow(/OFFERDESK_PORTAL_LINK_BASE_URL/);
    expect(linkBasesOf('https://app.example.com', undefined, 7, 'https://clients.example.com/')).toEqual({
      app: 'https://app.example.com',
      portal: 'https://clients.example.com',
      signing: 'https://app.example.com',
      partyLinkDays: 7,
    });
    expect(configFromEnv({ SMTP_URL: 'smtps://u:p@mail.example.com:465' }).smtpUrl).toBe('smtps://u:p@mail.example.com:465');
    expect(() => configFromEnv({ SMTP_URL: 'http://u:secret@mail.example.com' })).toThrow(/SMTP_URL must be an smtp/);
    expect(() => configFromEnv({ SMTP_URL: 'http://u:secret@mail.example.com' })).not.toThrow(/secret/);
  });

  it('reads the PDF page limit, worker threads and check budget: 500 pages, at least one thread, 20 s by default, positive integers only', () => {
    expect(configFromEnv({}).pdf.maxPages).toBe(500);
    expect(configFromEnv({}).pdf.checkSeconds).toBe(20);
    expect(configFromEnv({}).pdf.threads).toBeGreaterThanOrEqual(1);
    expect(configFromEnv({ OFFERDESK_PDF_MAX_PAGES: '40', OFFERDESK_PDF_THREADS: '3', OFFERDESK_PDF_CHECK_SECONDS: '7' }).pdf).toEqual({
      maxPages: 40,
      threads: 3,
      checkSeconds: 7,
    });
    expect(() => configFromEnv({ OFFERDESK_PDF_MAX_PAGES: 'many' })).toThrow(/OFFERDESK_PDF_MAX_PAGES must be a non-negative integer/);
  });

  it('reads the metrics token: unset by default, at least 16 characters without spaces, never told back in the refusal', () => {
    expect(configFromEnv({}).metricsToken).toBeUndefined();
    expect(configFromEnv({ OFFERDESK_METRICS_TOKEN: 'a-token-of-20-chars!' }).metricsToken).toBe('a-token-of-20-chars!');
    for (const value of ['short-secret', 'a token with spaces in it']) {
      expect(() => configFromEnv({ OFFERDESK_METRICS_TOKEN: value })).toThrow(/OFFERDESK_METRICS_TOKEN must be at least 16 characters/);
      expect(() => configFromEnv({ OFFERDESK_METRICS_TOKEN: value })).not.toThrow(value);
    }
  });
});
