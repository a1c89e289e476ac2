import { sessionStore } from '@offerdesk/runtime';
import { renderRoutesAt } from '@offerdesk/shared/testing';
import { screen } from '@testing-library/react';
import { redirectOrigins, setRedirectOrigins } from '../../signing/signer/redirects';
import { OPEN_FROM_OFFERDESK_TEXT } from '../OpenFromOfferDesk';
import { deploymentFrontEnds, signingHostConfig } from '../signingHost';
import { signingRoutes, SIGNING_PATHS } from '../signingRoutes';

jest.setTimeout(30000);
afterEach(() => {
  sessionStore.getState().logout();
  setRedirectOrigins([]);
});

const CONFIG = {
  apiBase: 'http://api.test',
  agentAppUrl: 'http://shell.test/',
  frameEnvironments: [
    { name: 'local', hosts: ['localhost'], parentOrigin: 'http://brokerage.test', partyPortalOrigin: 'http://portal.test' },
    { name: 'production', hosts: ['offers.offerdesk.app'], parentOrigin: 'https://portal.offerdesk.app' },
  ],
};

/** A window as the signing page sees it: top-level, or framed by `parent` (ancestorOrigins). */
const windowOf = (parent: string | null) => {
  const top = {};
  const self = parent ? {} : top;
  return {
    self,
    top,
    parent: parent ? {} : self,
    location: { origin: 'http://signing.test', hostname: 'localhost', ancestorOrigins: parent ? [parent] : [] },
    document: { referrer: '' },
  };
};

describe('the signing page (signing.html)', () => {
  it('has the signing screens only', () => {
    const paths = signingRoutes(null, false).map((r) => r.path);
    expect([...paths].sort()).toEqual([...SIGNING_PATHS].sort());
    expect(paths).toHaveLength(5);
    expect(signingRoutes(null, false).some((r) => r.path.startsWith('/offer-documents'))).toBe(false);
  });

  it('talks only to the shell, the party portal or the brokerage parent that frames it', () => {
    expect(signingHostConfig(CONFIG, windowOf(null))).toMatchObject({ embedded: false, parentOrigin: null, apiBase: 'http://api.test' });
    for (const parent of ['http://shell.test', 'http://portal.test', 'http://brokerage.test'])
      expect(signingHostConfig(CONFIG, windowOf(parent))).toMatchObject({ embedded: true, parentOrigin: parent });
    expect(signingHostConfig(CONFIG, windowOf('http://stranger.test'))).toMatchObject({ embedded: true, parentOrigin: null });
  });

  it("sends a signer back only to this origin, its parent or the deployment's front ends", () => {
    setRedirectOrigins(deploymentFrontEnds(CONFIG, 'localhost'));
    expect(redirectOrigins(null)).toEqual([
      window.location.origin,
      null,
      'http://shell.test',
      'http://portal.test',
      'http://brokerage.test',
    ]);
  });

  it('shows a party page as it is', async () => {
    renderRoutesAt(signingRoutes('http://shell.test', false), '/no-documents');
    expect(await screen.findByText('There are no documents to show.')).toBeInTheDocument();
  });

  it.each([
    ['/sign-contract-documents/3/21', false, true],
    ['/sign-assigner/3/11?brand=no', false, true],
    ['/sign-contract-documents/3/21', true, false],
  ])('%s (framed: %s, session: %s) says to open it from OfferDesk, with a link to the shell', async (path, framed, signedIn) => {
    if (signedIn) sessionStore.getState().signIn({ access_token: 'agent-token', expires_in: 3600, userName: 'alex.morgan' });
    renderRoutesAt(signingRoutes('http://shell.test', framed), path);
    expect(await screen.findByText(OPEN_FROM_OFFERDESK_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open in OfferDesk' })).toHaveAttribute('href', `http://shell.test${path}`);
  });

  it('shows no link when the shell is not configured', async () => {
    renderRoutesAt(signingRoutes(null, false), '/sign-contract-documents/3/21');
    expect(await screen.findByText(OPEN_FROM_OFFERDESK_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
