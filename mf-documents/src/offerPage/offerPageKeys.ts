import { OFFERS_QUERY_ROOT } from '@offerdesk/shared';

/** Query keys of the offer page; the offer itself sits under the offers' root so a change anywhere re-reads it. */
export const offerPageKeys = {
  offer: (offerId: number) => [...OFFERS_QUERY_ROOT, 'offerPage', offerId] as const,
  activities: (offerId: number) => [...OFFERS_QUERY_ROOT, 'offerPage', offerId, 'activities'] as const,
  waitingMails: (offerId: number) => [...OFFERS_QUERY_ROOT, 'offerPage', offerId, 'waitingMails'] as const,
  form: (offerId: number) => [...OFFERS_QUERY_ROOT, 'offerPage', offerId, 'form'] as const,
  formBuilderEnabled: () => ['offerPage', 'formBuilderEnabled'] as const,
};
