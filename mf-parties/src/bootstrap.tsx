import { startStandalone } from '@offerdesk/shared/forms';
import { routes } from './routes';

void startStandalone('mfParties', routes);
