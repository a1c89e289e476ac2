import { startStandalone } from '@offerdesk/shared/forms';
import { PortalLayout } from './layout/PortalLayout';
import { ROUTE_MANIFEST } from './routeManifest';
import { routes } from './routes';

// The party portal's own deployment: its screens under the branded header, no shell.
void startStandalone(ROUTE_MANIFEST, routes, PortalLayout);
