export { QueryClient, QueryClientProvider } from '@tanstack/react-query';
export { OFFERS_QUERY_ROOT } from './keys';
export { toLoadable, type Loadable } from './loadable';
export { createQueryClient } from './queryClient';
