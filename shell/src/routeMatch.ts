import { matchPath } from 'react-router-dom';
import { REMOTES, ROUTE_TABLE, type RemoteName } from '@offerdesk/shared';

export interface MatchedRoute {
  remote: RemoteName;
  path: string;
  title: string;
  public: boolean;
}

/** Which remote owns this address, by the shared route table; null: no screen (Not Found). */
export function findRouteOwner(pathname: string): MatchedRoute | null {
  for (const remote of REMOTES) {
    for (const r of ROUTE_TABLE[remote]) {
      if (matchPath({ path: r.path, caseSensitive: false, end: true }, pathname)) {
        return { remote, path: r.path, title: r.title, public: !!r.public };
      }
    }
  }
  return null;
}

/** What the error panel calls each remote's area. */
export const REMOTE_AREAS: Record<RemoteName, string> = {
  mfOffersList: 'Offers',
  mfOfferWizard: 'Offer creation',
  mfParties: 'Parties',
  mfDocuments: 'Documents',
  mfPartyPortal: 'Offer portal',
};
