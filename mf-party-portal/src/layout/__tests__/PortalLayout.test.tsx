import { hostStore, sessionStore } from '@offerdesk/runtime';
import { act, screen } from '@testing-library/react';
import { renderWithTheme, setViewport } from '../../testing/render';
import { PortalLayout, ROTATE_MESSAGE } from '../PortalLayout';
import { inPortalPage } from '../PortalPage';
import { usePortalHeader } from '../portalHeaderStore';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const ua = jest.spyOn(window.navigator, 'userAgent', 'get');

beforeEach(() => {
  ua.mockReturnValue('jsdom');
  setViewport(1280, 800);
  usePortalHeader.setState({ loginOfferId: null });
  hostStore.getState().configure({ embedded: false });
});

describe('PortalLayout', () => {
  it('shows the branded header, with Login only for an in-house agent, to the agent app', () => {
    hostStore.getState().configure({ agentAppUrl: 'http://agents.example' } as never);
    renderWithTheme(<PortalLayout>page</PortalLayout>);
    expect(screen.getByText('OfferDesk')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    act(() => usePortalHeader.getState().setLoginOffer(42));
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      'http://agents.example/offers?redirectTo=offer-documents/42',
    );
  });
  it("offers an in-house agent Login on a mailed link opened in the shell (the shell's header has none), once only in the portal's own", () => {
    hostStore.getState().configure({ agentAppUrl: 'http://agents.example' } as never);
    sessionStore.setState({ session: null });
    const Page = inPortalPage(() => <p>page</p>);
    const inShell = renderWithTheme(<Page />);
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    act(() => usePortalHeader.getState().setLoginOffer(42));
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      'http://agents.example/offers?redirectTo=offer-documents/42',
    );
    inShell.unmount();
    renderWithTheme(
      <PortalLayout>
        <Page />
      </PortalLayout>,
    );
    expect(screen.getAllByRole('link', { name: 'Login' })).toHaveLength(1);
  });
  it('hides the header inside a frame', () => {
    hostStore.getState().configure({ embedded: true });
    renderWithTheme(<PortalLayout>page</PortalLayout>);
    expect(screen.queryByText('OfferDesk')).toBeNull();
    expect(screen.getByText('page')).toBeInTheDocument();
  });
  it('asks a phone held sideways to rotate, and shows the page again upright', () => {
    ua.mockReturnValue(IPHONE);
    setViewport(844, 390);
    renderWithTheme(<PortalLayout>page</PortalLayout>);
    expect(screen.getByRole('alert')).toHaveTextContent(ROTATE_MESSAGE);
    expect(ROTATE_MESSAGE).toBe('Please rotate your device to continue');
    act(() => setViewport(390, 844));
    expect(screen.getByText('page')).toBeInTheDocument();
  });
});
