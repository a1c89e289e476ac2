/**
 * `@offerdesk/shared/features`: what only later screens use (the MLS import, the offer wizard,
 * parties, the offer page, documents and signing, the party portal): their endpoint functions and
 * domain rules, and the wizard's steps. Its own shared entry keeps them off the first page (the
 * offers list), which loads only the root entry. It takes the contract, the client, ApiError and the
 * views from the root entry by name ('@offerdesk/shared'), never by a relative path, so the page
 * holds one copy of each (lint holds this). Its domain rules are framework-free (the API imports
 * them too) and import the root's domain constants relatively: a few pure constants in both chunks.
 */
export * from './domain/documentActions';
export * from './domain/formRules';
export * from './domain/mlsNumbers';
export * from './domain/offerFlow';
export * from './domain/portalView';
export * from './domain/offerPageActions';
export * from './domain/assignerAddress';
export * from './domain/partyLabels';
export * from './domain/saleParties';
export * from './domain/offerComparison';
export * from './domain/webhooks';
export * from './domain/signingConsent';
export * from './format/moneyInput';
export * from './api/endpoints/offerDraft';
export * from './api/endpoints/mlsSearch';
export * from './api/endpoints/formTemplates';
export * from './api/endpoints/documents';
export * from './api/endpoints/parties';
export * from './api/endpoints/portal';
export * from './api/endpoints/signing';
export * from './api/endpoints/contractDocuments';
export * from './wizard/steps';
