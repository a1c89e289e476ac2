// Stateless code shared version-aware (sharedCodeVersion): the root entry holds what the first page
// (the shell and the offers list) needs: the wire contract, the client and ApiError, the list's
// domain rules, formatters, query keys and views. What only later screens use (their endpoint
// functions and rules, the wizard's steps) is '@offerdesk/shared/features' (src/features.ts);
// forms, schemas, lookups and the wizard store are '@offerdesk/shared/forms' (src/forms.ts). What
// must be one copy in the page (stores, frame messages, mount contract, server-state cache) is
// '@offerdesk/runtime'.
export * from './domain/offerStatus';
export * from './domain/statusLabel';
export * from './domain/parties';
export * from './domain/documents';
export * from './domain/limits';
export * from './domain/sharing';
export * from './format/money';
export * from './format/date';
export * from './format/badge';
export * from './format/pageTitle';
export * from './api';
// The contract's routes, for the features entry's endpoint functions (one copy in the page), and the
// limits, messages and link names the screens share with the API. Its types are imported from
// '@offerdesk/shared/contract' (`import type`: nothing of it is bundled that way).
export { contract } from './contract';
export {
  DECLINE_REASON_MAX,
  SIGN_TOKEN_PATTERN,
  VOID_REASON_MAX,
  ONLY_PDF_MESSAGE,
  DOCUMENTS_SHARED_MESSAGE,
  PARTY_LINK_PARAM,
  PARTY_LINK_HEADER,
  PARTY_LINK_GONE,
  portalPath,
} from './contract';
export * from './query';
export * from './live';
export * from './routing';
export * from './ui/theme';
export * from './ui/StateViews';
export * from './ui/ScreenRoutes';
export * from './ui/createMount';
export * from './ui/hostConfig';
export * from './ui/HousePlaceholder';
export * from './ui/phoneDevice';
export * from './ui/useViewport';
export * from './ui/RotateGate';
