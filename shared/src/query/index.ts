export { QueryClient, QueryClientProvider } from '@tanstack/react-query';
export { createQueryClient } from './queryClient';
