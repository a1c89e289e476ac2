/** The webhook settings' calls, query keys and hooks (contract: webhookRoutes). */
import { contract, mainApi } from '@offerdesk/shared';
import type { WebhookEndpointInput } from '@offerdesk/shared/contract';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const webhookKeys = {
  endpoints: () => ['webhooks', 'endpoints'] as const,
  deliveries: (endpointId: number) => ['webhooks', 'deliveries', endpointId] as const,
};

export const useWebhookEndpoints = () =>
  useQuery({ queryKey: webhookKeys.endpoints(), queryFn: ({ signal }) => mainApi().send(contract.webhooks.list, { signal }) });

export const useWebhookDeliveries = (endpointId: number) =>
  useInfiniteQuery({
    queryKey: webhookKeys.deliveries(endpointId),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      mainApi().send(contract.webhooks.deliveries, {
        signal,
        params: { endpointId },
        query: pageParam ? { cursor: pageParam, pageSize: 20 } : { pageSize: 20 },
      }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** Every change re-reads the endpoints (their states and last deliveries). */
function useEndpointMutation<V, R>(call: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => client.invalidateQueries({ queryKey: webhookKeys.endpoints() }),
  });
}

export const useCreateEndpoint = () =>
  useEndpointMutation((body: WebhookEndpointInput) => mainApi().send(contract.webhooks.create, { body }));

export const useUpdateEndpoint = () =>
  useEndpointMutation(({ endpointId, body }: { endpointId: number; body: WebhookEndpointInput }) =>
    mainApi().send(contract.webhooks.update, { params: { endpointId }, body }),
  );

export const useRotateSecret = () =>
  useEndpointMutation((endpointId: number) => mainApi().send(contract.webhooks.rotateSecret, { params: { endpointId } }));

export const useRemoveEndpoint = () =>
  useEndpointMutation((endpointId: number) => mainApi().send(contract.webhooks.remove, { params: { endpointId } }));
