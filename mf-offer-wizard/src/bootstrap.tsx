import { startStandalone } from '@offerdesk/shared';
import { routes } from './routes';

void startStandalone('mfOfferWizard', routes);
