// Stateless code every app bundles for itself (tree-shaken: sideEffects false). What must be one
// copy in the page (stores, frame messages, mount contract, server-state cache) is
// '@offerdesk/runtime'. Forms, schemas, lookups and the wizard store typed with the contract are
// '@offerdesk/shared/forms' (src/forms.ts).
export * from './domain/offerStatus';
export * from './domain/statusLabel';
export * from './domain/parties';
export * from './domain/documents';
export * from './domain/documentActions';
export * from './domain/formRules';
export * from './domain/limits';
export * from './domain/mlsNumbers';
export * from './domain/offerFlow';
export * from './domain/portalView';
export * from './domain/offerPageActions';
export * from './domain/partyLabels';
export * from './domain/sharing';
export * from './format';
export * from './api';
export * from './query';
export * from './routing';
export * from './ui/theme';
export * from './ui/StateViews';
export * from './ui/ScreenRoutes';
export * from './ui/createMount';
export * from './ui/hostConfig';
export * from './wizard/steps';
export * from './ui/HousePlaceholder';
