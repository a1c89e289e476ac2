export { CONTRACT_DOCUMENTS_QUERY_ROOT, OFFERS_QUERY_ROOT, PORTAL_QUERY_ROOT } from './keys';
export { toLoadable, type Loadable } from './loadable';
