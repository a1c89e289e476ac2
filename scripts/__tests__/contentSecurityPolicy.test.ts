import fs from 'node:fs';
import path from 'node:path';
import { contentSecurityPolicyByHost, signingPagePolicyByHost } from '../contentSecurityPolicy';

const config = JSON.parse(fs.readFileSync(path.join(__dirname, '../../shell/public/config.json'), 'utf8'));
const policyFor = contentSecurityPolicyByHost(config.frameEnvironments, {
  scriptOrigins: ['http://localhost:4101', 'http://localhost:4102'],
  apiOrigin: 'http://localhost:4000',
});
const directives = (policy: string) => Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

describe('the Content-Security-Policy of the apps', () => {
  it.each([
    ['localhost', 'http://localhost:4199'],
    ['127.0.0.1', 'http://localhost:4199'],
    ['offers.dev.offerdesk.app', 'https://portal.dev.offerdesk.app'],
    ['offers.beta.offerdesk.app', 'https://portal.beta.offerdesk.app'],
    ['offers.offerdesk.app', 'https://portal.offerdesk.app'],
  ])('lets only the parent configured for %s frame it', (hostname, parent) => {
    expect(directives(policyFor(hostname))['frame-ancestors']).toEqual(["'self'", parent]);
  });

  it('lets no parent frame a host that no environment names', () => {
    expect(directives(policyFor('evil.example'))['frame-ancestors']).toEqual(["'self'"]);
  });

  it('loads scripts from the app and its remotes only, talks to the API, and allows no plugin or foreign base', () => {
    const d = directives(policyFor('localhost'));
    expect(d['default-src']).toEqual(["'self'"]);
    expect(d['script-src']).toEqual(["'self'", 'http://localhost:4101', 'http://localhost:4102']);
    expect(d['connect-src']).toEqual(["'self'", 'http://localhost:4101', 'http://localhost:4102', 'http://localhost:4000']);
    expect(d['object-src']).toEqual(["'none'"]);
    // An MLS's photos are served from its media host over https; images run no code.
    expect(d['img-src']).toEqual(["'self'", 'data:', 'http://localhost:4000', 'https:']);
    expect(d['base-uri']).toEqual(["'self'"]);
    expect(policyFor('localhost')).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  });

  it("lets the apps frame the signing service, and the environment's party portal frame none of them", () => {
    const envs = config.frameEnvironments.map((e: { name: string }) =>
      e.name === 'local' ? { ...e, partyPortalOrigin: 'http://localhost:4105/' } : e,
    );
    const withSigning = contentSecurityPolicyByHost(envs, {
      scriptOrigins: [],
      apiOrigin: 'http://localhost:4000',
      signingOrigins: ['http://localhost:4100'],
    });
    const d = directives(withSigning('localhost'));
    expect(d['frame-src']).toEqual(["'self'", 'http://localhost:4000', 'http://localhost:4100']);
    // docs/domain/security.md#static-servers: only the parent config.json names for the host. The party
    // portal frames the signing service's own page, whose policy lets it (below).
    expect(d['frame-ancestors']).toEqual(["'self'", 'http://localhost:4199']);
    expect(directives(withSigning('127.0.0.1'))['frame-ancestors']).toEqual(["'self'", 'http://localhost:4199']);
    // Another environment's hosts keep their one parent; an unknown host none.
    expect(directives(withSigning('offers.beta.offerdesk.app'))['frame-ancestors']).toEqual([
      "'self'",
      'https://portal.beta.offerdesk.app',
    ]);
    expect(directives(withSigning('evil.example'))['frame-ancestors']).toEqual(["'self'"]);
  });
});

describe("the signing service's page (mf-documents' signing.html)", () => {
  const envs = config.frameEnvironments.map((e: { name: string }) =>
    e.name === 'local' ? { ...e, partyPortalOrigin: 'http://localhost:4105/' } : e,
  );
  const signingPolicy = signingPagePolicyByHost(envs, { apiOrigin: 'http://localhost:4000', shellOrigin: 'http://localhost:4100' });

  it("is framed only by the shell, the environment's party portal and its brokerage parent, never by '*'", () => {
    expect(directives(signingPolicy('localhost'))['frame-ancestors']).toEqual([
      'http://localhost:4100',
      'http://localhost:4105',
      'http://localhost:4199',
    ]);
    expect(directives(signingPolicy('offers.offerdesk.app'))['frame-ancestors']).toEqual([
      'http://localhost:4100',
      'https://portal.offerdesk.app',
    ]);
    expect(directives(signingPolicy('evil.example'))['frame-ancestors']).toEqual(['http://localhost:4100']);
    expect(signingPolicy('localhost')).not.toContain('*');
  });

  it('keeps the rules of every page: its own scripts only, the API, no plugin, no foreign base or form', () => {
    const d = directives(signingPolicy('localhost'));
    expect(d['script-src']).toEqual(["'self'"]);
    expect(d['connect-src']).toEqual(["'self'", 'http://localhost:4000']);
    expect(d['object-src']).toEqual(["'none'"]);
    expect(d['base-uri']).toEqual(["'self'"]);
    expect(d['form-action']).toEqual(["'self'"]);
    expect(signingPolicy('localhost')).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  });

  it("lets nobody frame it when neither the shell's origin nor a parent is known", () => {
    const none = signingPagePolicyByHost([], { apiOrigin: 'http://localhost:4000', shellOrigin: '' });
    expect(directives(none('localhost'))['frame-ancestors']).toEqual(["'none'"]);
  });
});
