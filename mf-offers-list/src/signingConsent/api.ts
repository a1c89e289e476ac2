/** The consent settings' calls, query keys and hooks (contract: signingConsentRoutes, auth.authenticatedAgent). */
import { contract, getAuthenticatedAgent, mainApi } from '@offerdesk/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const signingConsentKeys = {
  text: () => ['brokerage', 'signingConsent'] as const,
  agent: () => ['account', 'authenticatedAgent'] as const,
};

export const useBrokerageConsent = () =>
  useQuery({
    queryKey: signingConsentKeys.text(),
    queryFn: ({ signal }) => mainApi().send(contract.signingConsent.read, { signal }),
  });

/** Whether the signed-in agent administers the brokerage (only an administrator may change the text). */
export const useIsBrokerageAdmin = () =>
  useQuery({
    queryKey: signingConsentKeys.agent(),
    queryFn: () => getAuthenticatedAgent(mainApi()),
    select: (a) => a.isBrokerageAdmin === true,
  });

/** Sets the brokerage's text (null: OfferDesk's); the answer is the text parties see from now on. */
export function useSetBrokerageConsent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string | null) => mainApi().send(contract.signingConsent.update, { body: { text } }),
    onSuccess: (now) => client.setQueryData(signingConsentKeys.text(), now),
  });
}
