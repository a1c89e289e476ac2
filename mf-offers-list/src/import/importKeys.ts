import type { MlsSearchBy } from '@offerdesk/shared/features';

/** The server-state keys of the MLS import. */
export const importKeys = {
  all: ['mls-import'] as const,
  lookups: () => [...importKeys.all, 'lookups'] as const,
  search: (by: MlsSearchBy, text: string) => [...importKeys.all, 'search', by, text] as const,
};
