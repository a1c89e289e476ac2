/** The server-state keys of the offer wizard. */
export const wizardKeys = {
  all: ['wizard'] as const,
  lookups: () => [...wizardKeys.all, 'lookups'] as const,
  formBuilderEnabled: () => [...wizardKeys.all, 'form-builder-enabled'] as const,
  offer: (offerId: number) => [...wizardKeys.all, 'offer', offerId] as const,
};
