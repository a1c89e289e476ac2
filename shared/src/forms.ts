/**
 * `@offerdesk/shared/forms`: the second shared singleton, loaded only by screens that need it
 * (sign-in, the MLS import dialog, the offer wizard): yup schemas, lookups, the wizard store,
 * MLS data mapping, the sign-in form and the standalone runner.
 *
 * Keeping it out of the root barrel keeps yup, final-form and react-final-form off the first
 * load of /offers. Everything stateful (session and host stores, API clients, ApiError) is
 * imported here from '@offerdesk/shared' (the root singleton), never by a relative path, so a
 * remote's copy of this entry can never bring a second session or host store.
 */
export * from './domain/lookups';
export * from './domain/partyRules';
export * from './schemas';
export * from './wizard/wizardStore';
export * from './wizard/mlsData';
export * from './wizard/offerDraft';
export * from './ui/SignInForm';
export * from './ui/standalone';
