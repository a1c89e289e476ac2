import { startStandalone } from '@offerdesk/shared';
import { routes } from './routes';

void startStandalone('mfOffersList', routes);
