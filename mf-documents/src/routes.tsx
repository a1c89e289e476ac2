import { UnavailableScreen } from '@offerdesk/shared';
import { type RemoteRoute } from '@offerdesk/runtime';
import { ContractDocumentsPreview } from './contractDocuments/ContractDocumentsPreview';
import { DocumentViewerPage } from './documentViewer/DocumentViewerPage';
import { ROUTE_MANIFEST } from './routeManifest';

/** Screens built so far by route pattern; the others are filled by later releases. */
const SCREENS: Record<string, RemoteRoute['Component']> = {
  '/document-viewer/:offerId': DocumentViewerPage,
  // TEMPORARY until the offer page renders ContractDocumentsPanel: the merge drops this line.
  '/offer-documents/:offerId': ContractDocumentsPreview,
};

/** The screens of this remote by route pattern. */
export const routes: RemoteRoute[] = ROUTE_MANIFEST.routes.map(({ path, title }) => ({
  path,
  Component: SCREENS[path] ?? (() => <UnavailableScreen title={title} />),
}));
export default routes;
