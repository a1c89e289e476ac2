// The root singleton: what the first page needs. Forms, schemas, lookups and the wizard store
// are the second shared entry, '@offerdesk/shared/forms' (src/forms.ts).
export * from './domain/offerStatus';
export * from './domain/statusLabel';
export * from './domain/parties';
export * from './domain/documents';
export * from './domain/formRules';
export * from './domain/limits';
export * from './domain/mlsNumbers';
export * from './format';
export * from './api';
export * from './session';
export * from './query';
export * from './frame';
export * from './routing';
export * from './ui/theme';
export * from './ui/StateViews';
export * from './ui/ScreenRoutes';
export * from './ui/createMount';
export * from './ui/hostConfig';
export * from './wizard/steps';
