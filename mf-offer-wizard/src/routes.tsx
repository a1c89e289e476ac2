import { UnavailableScreen } from '@offerdesk/shared';
import { WizardStep, type RemoteRoute } from '@offerdesk/runtime';
import { ROUTE_MANIFEST } from './routeManifest';
import type { ComponentType } from 'react';
import { OfferInformationPage } from './offerInformation/OfferInformationPage';
import { LaterStepScreen } from './wizard/LaterStepScreen';
import { AddDocumentsPage } from './documents/AddDocumentsPage';
import { FormInfoPage } from './formInfo/FormInfoPage';

/** The screens of this remote by route pattern (the patterns of its route manifest). */
const SCREENS: Record<string, ComponentType> = {
  '/create-offer/:offerId?': OfferInformationPage,
  '/assign-documents': AddDocumentsPage,
  '/offer-details': FormInfoPage,
  // Document Review and Share are filled by later releases; their routes already carry the wizard
  // frame and the offer (store or ?offerId=).
  '/document-review/:offerId': () => <LaterStepScreen step={WizardStep.DocumentReview} />,
  '/send-offer/:offerId': () => <LaterStepScreen step={WizardStep.Share} />,
  '/offer-success': () => <UnavailableScreen title="Offer Sent" />,
};

export const routes: RemoteRoute[] = ROUTE_MANIFEST.routes.map(({ path, title }) => ({
  path,
  Component: SCREENS[path] ?? (() => <UnavailableScreen title={title} />),
}));
export default routes;
