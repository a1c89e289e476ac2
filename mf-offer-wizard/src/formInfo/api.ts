import type { OfferForm } from '@offerdesk/shared/contract';
import { mainApi } from '@offerdesk/shared';
import { getOfferForm, setOffersCustomFields, type FormValues } from '@offerdesk/shared/features';
import { formInfoBuckets } from '@offerdesk/shared/forms';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { wizardKeys } from '../wizard/wizardKeys';

/** The Form Info step's server state: the offer's form (read afresh each time the step opens) and its save. */
export const useOfferForm = (offerId: number) =>
  useQuery({
    queryKey: wizardKeys.offerForm(offerId),
    queryFn: ({ signal }) => getOfferForm(mainApi(), offerId, signal),
    gcTime: 0,
  });

/** Saves the values that changed since the form was read; the stored form is marked stale. */
export async function saveFormInfo(client: QueryClient, form: OfferForm, values: FormValues, initial: FormValues): Promise<void> {
  await setOffersCustomFields(mainApi(), { externalId: form.offerId, ...formInfoBuckets(form, values, initial) });
  void client.invalidateQueries({ queryKey: wizardKeys.offerForm(form.offerId), refetchType: 'none' });
}
