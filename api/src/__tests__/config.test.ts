import { configFromEnv } from '../config';

describe('API configuration', () => {
  it('reads the public API URL without a trailing slash and leaves it unset by default', () => {
    expect(configFromEnv({}).publicApiUrl).toBeUndefined();
    expect(configFromEnv({ OFFERDESK_PUBLIC_API_URL: 'https://api.example.com/' }).publicApiUrl).toBe('https://api.example.com');
    expect(configFromEnv({ OFFERDESK_PUBLIC_API_URL: 'https://example.com/offerdesk/api/' }).publicApiUrl).toBe('https://example.com/offerdesk/api');
  });

  it.each(['api.example.com', 'ftp://api.example.com', 'https://api.example.com/?x=1'])('refuses %s as the public API URL', (value) => {
    expect(() => configFromEnv({ OFFERDESK_PUBLIC_API_URL: value })).toThrow(/OFFERDESK_PUBLIC_API_URL must be an http\(s\) URL/);
  });
});
