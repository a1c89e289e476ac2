import { startStandalone } from '@offerdesk/shared/forms';
import { ROUTE_MANIFEST } from './routeManifest';
import { routes } from './routes';

void startStandalone(ROUTE_MANIFEST, routes);
