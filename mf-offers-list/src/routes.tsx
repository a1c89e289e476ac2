import { LoadingState, routesWithScreens } from '@offerdesk/shared';
import { type RemoteRoute } from '@offerdesk/runtime';
import { ROUTE_MANIFEST } from './routeManifest';
import { lazy, Suspense } from 'react';
import { OffersPage } from './offers/OffersPage';

// /import-data (MLS search and the wizard store) loads on its own, not with the offers list.
const LazyImportDataPage = lazy(() => import('./import/ImportDataPage').then((m) => ({ default: m.ImportDataPage })));
function ImportDataPage() {
  return (
    <Suspense fallback={<LoadingState />}>
      <LazyImportDataPage />
    </Suspense>
  );
}

// The webhook settings (brokerage administrators) load on their own too.
const LazyWebhooksPage = lazy(() => import('./webhooks/WebhooksPage').then((m) => ({ default: m.WebhooksPage })));
function WebhooksPage() {
  return (
    <Suspense fallback={<LoadingState />}>
      <LazyWebhooksPage />
    </Suspense>
  );
}

// The brokerage's consent text (every agent reads it, an administrator changes it) loads on its own too.
const LazySigningConsentPage = lazy(() => import('./signingConsent/SigningConsentPage').then((m) => ({ default: m.SigningConsentPage })));
function SigningConsentPage() {
  return (
    <Suspense fallback={<LoadingState />}>
      <LazySigningConsentPage />
    </Suspense>
  );
}

// The offer comparison loads on its own too.
const LazyComparePage = lazy(() => import('./compare/ComparePage').then((m) => ({ default: m.ComparePage })));
function ComparePage() {
  return (
    <Suspense fallback={<LoadingState />}>
      <LazyComparePage />
    </Suspense>
  );
}

/** Pattern → screen. */
const SCREENS: Record<string, RemoteRoute['Component']> = {
  '/home/:showImportModal?': OffersPage,
  '/offers': OffersPage,
  '/import-data': ImportDataPage,
  '/settings/webhooks': WebhooksPage,
  '/settings/signing-consent': SigningConsentPage,
  '/compare-offers/:offerId': ComparePage,
};

/** Exactly the patterns of this remote's route manifest, each with its screen. */
export const routes: RemoteRoute[] = routesWithScreens(ROUTE_MANIFEST, (path) => SCREENS[path]);
export default routes;
