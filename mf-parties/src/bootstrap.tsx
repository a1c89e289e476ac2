import { startStandalone } from '@offerdesk/shared';
import { routes } from './routes';

void startStandalone('mfParties', routes);
