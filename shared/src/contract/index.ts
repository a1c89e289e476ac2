/**
 * The wire contract: every route of the main API defined once (method, path, who may call it,
 * params, query, body and every answer). The API validates and serialises with it, the OpenAPI
 * document comes from it, the typed client derives its types from it and the test harnesses
 * iterate ALL_ROUTES. Framework-free: TypeBox only.
 */
import { auditRoutes } from './audit';
import { authRoutes } from './auth';
import { compareRoutes } from './compare';
import { contractDocumentRoutes } from './contractDocuments';
import { documentRoutes } from './documents';
import { formTemplateRoutes } from './formTemplates';
import { liveRoutes } from './live';
import { lookupRoutes } from './lookups';
import { mlsRoutes } from './mls';
import { offerRoutes } from './offers';
import { offerPageRoutes } from './offerPage';
import { offerSigningReadRoutes } from './offerSigningReads';
import { partyRoutes } from './parties';
import { partyLinkRoutes } from './partyLinks';
import { placeRoutes } from './places';
import { portalRoutes } from './portal';
import { saleRoutes } from './sales';
import { sharingRoutes } from './sharing';
import { signingGrantRoutes } from './signingGrant';
import type { RouteDef } from './route';
import { fieldRoutes, partySigningDocumentRoutes, partySigningRoutes, signingRoutes, signSetFileRoutes } from './signing';
import { systemRoutes } from './system';
import { webhookRoutes } from './webhooks';
import { signingConsentRoutes } from './signingConsent';

export * from './schema';
export * from './route';
export * from './auth';
export * from './audit';
export * from './lookups';
export * from './offerFields';
export * from './offers';
export * from './offerPage';
export * from './parties';
export * from './mls';
export * from './places';
export * from './formTemplates';
export * from './documents';
export * from './signing';
export * from './signingGrant';
export * from './offerSigningReads';
export * from './contractDocuments';
export * from './portal';
export * from './partyLinks';
export * from './sharing';
export * from './sales';
export * from './system';
export * from './webhooks';
export * from './signingConsent';
export * from './live';
export * from './compare';

export const contract = {
  system: systemRoutes,
  auth: authRoutes,
  webhooks: webhookRoutes,
  signingConsent: signingConsentRoutes,
  lookups: lookupRoutes,
  offers: offerRoutes,
  offerPage: offerPageRoutes,
  parties: partyRoutes,
  mls: mlsRoutes,
  places: placeRoutes,
  formTemplates: formTemplateRoutes,
  documents: documentRoutes,
  signing: signingRoutes,
  signingGrants: signingGrantRoutes,
  documentFields: fieldRoutes,
  partySigning: partySigningRoutes,
  partySigningDocuments: partySigningDocumentRoutes,
  signSetFiles: signSetFileRoutes,
  offerSigningReads: offerSigningReadRoutes,
  contractDocuments: contractDocumentRoutes,
  portal: portalRoutes,
  partyLinks: partyLinkRoutes,
  sharing: sharingRoutes,
  sales: saleRoutes,
  live: liveRoutes,
  audit: auditRoutes,
  compare: compareRoutes,
};

/** Every route of the contract, each once. */
export const ALL_ROUTES: readonly RouteDef[] = Object.values(contract).flatMap((group) => Object.values(group) as RouteDef[]);
