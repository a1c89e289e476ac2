import { startStandalone } from '@offerdesk/shared';
import { routes } from './routes';

void startStandalone('mfDocuments', routes);
