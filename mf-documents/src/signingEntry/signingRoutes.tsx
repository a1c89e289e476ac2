import type { RemoteRoute } from '@offerdesk/runtime';
import { useHost, useSession } from '@offerdesk/runtime';
import type { ComponentType } from 'react';
import { ROUTE_MANIFEST } from '../routeManifest';
import { SIGNING_SCREENS } from '../signing/signingScreens';
import { OpenFromOfferDesk } from './OpenFromOfferDesk';

/** The signing pages of the manifest: the party pages (public) and the agent pages. */
export const SIGNING_PATHS = Object.keys(SIGNING_SCREENS);

/**
 * An agent page on the signing origin runs only framed by an allowed parent (its SigningSessionGate
 * takes that parent's grant) or with a session of its own (a brokerage portal embedding the suite);
 * opened top-level, or framed by anyone else, it says to open it from OfferDesk.
 */
function agentPage(Screen: ComponentType, agentAppUrl: string | null, framed: boolean): ComponentType {
  return function AgentSigningPage() {
    const session = useSession((s) => s.session);
    const parentOrigin = useHost((s) => s.config.parentOrigin);
    return framed && (session || parentOrigin) ? <Screen /> : <OpenFromOfferDesk agentAppUrl={agentAppUrl} />;
  };
}

/** The routes of signing.html: the signing screens only, each as the shell shows it. */
export function signingRoutes(agentAppUrl: string | null, framed: boolean): RemoteRoute[] {
  return ROUTE_MANIFEST.routes
    .filter((r) => SIGNING_PATHS.includes(r.path))
    .map(({ path, public: isPublic }) => ({
      path,
      Component: isPublic ? SIGNING_SCREENS[path] : agentPage(SIGNING_SCREENS[path], agentAppUrl, framed),
    }));
}
