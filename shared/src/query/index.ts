export { OFFERS_QUERY_ROOT } from './keys';
export { toLoadable, type Loadable } from './loadable';
