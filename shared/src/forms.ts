/**
 * `@offerdesk/shared/forms`: what only form screens need (sign-in, the MLS import dialog, the
 * offer wizard): yup schemas, lookups, the wizard store typed with the contract's MLS data, MLS
 * data mapping, the sign-in form and the standalone runner. Its own shared entry keeps yup,
 * final-form and react-final-form off a first page that imports none of it. It imports the root
 * entry by name ('@offerdesk/shared'), never by a relative path, so the page holds one copy of
 * the client, ApiError and the views (lint holds this).
 */
export * from './domain/lookups';
export * from './domain/partyRules';
export * from './schemas';
export * from './wizard/wizardStore';
export * from './wizard/mlsData';
export * from './wizard/offerDraft';
export * from './ui/SignInForm';
export * from './ui/standalone';
export * from './ui/FormInfoItem';
export * from './wizard/formInfoValues';
export * from './ui/WizardProgressBar';
export * from './ui/PdfPicker';
export * from './ui/ShareByEmailDialog';
export * from './ui/MoneyTextField';
export * from './ui/OptionSelect';
