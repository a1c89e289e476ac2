import { LoadingState, RotateGate } from '@offerdesk/shared';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * The signing pages, each its own chunk: pdf.js and signature_pad load only when one of them is
 * opened, never with the remote's entry or any other screen.
 */
const lazyScreen = (Screen: LazyExoticComponent<ComponentType>) =>
  function SigningScreen() {
    return (
      <Suspense fallback={<LoadingState />}>
        <Screen />
      </Suspense>
    );
  };

/** A party's signing page (its mailed link opens it): a phone held sideways sees only the rotate notice. */
const partyScreen = (Screen: ComponentType) =>
  function PartySigningScreen() {
    return (
      <RotateGate>
        <Screen />
      </RotateGate>
    );
  };

export const SIGNING_SCREENS: Record<string, ComponentType> = {
  '/sign-documents/:signToken/:signSetId': partyScreen(
    lazyScreen(
      lazy(() =>
        import(/* webpackChunkName: "sign-documents" */ './signer/SignDocumentsPage').then((m) => ({ default: m.SignDocumentsPage })),
      ),
    ),
  ),
  '/sign-contract-documents/:contractId/:partyId': partyScreen(
    lazyScreen(
      lazy(() =>
        import(/* webpackChunkName: "sign-contract-documents" */ './signer/SignContractDocumentsPage').then((m) => ({
          default: m.SignContractDocumentsPage,
        })),
      ),
    ),
  ),
  '/sign-assigner/:contractId/:documentId?': lazyScreen(
    lazy(() =>
      import(/* webpackChunkName: "sign-assigner" */ './assigner/SignAssignerPage').then((m) => ({ default: m.SignAssignerPage })),
    ),
  ),
  '/document-preview/:contractId/:signSetId?': lazyScreen(
    lazy(() =>
      import(/* webpackChunkName: "document-preview" */ './preview/DocumentPreviewPage').then((m) => ({ default: m.DocumentPreviewPage })),
    ),
  ),
  '/no-documents': lazyScreen(
    lazy(() => import(/* webpackChunkName: "no-documents" */ './preview/NoDocumentsPage').then((m) => ({ default: m.NoDocumentsPage }))),
  ),
};
