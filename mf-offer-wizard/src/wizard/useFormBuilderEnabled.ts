import { mainApi } from '@offerdesk/shared';
import { isFormBuilderEnabled } from '@offerdesk/shared/features';
import { useQuery } from '@tanstack/react-query';
import { wizardKeys } from './wizardKeys';

/** GET /offer/isFormBuilderEnabled once per page; false while unknown or when the call fails. */
export function useFormBuilderEnabled(): boolean {
  const { data } = useQuery({
    queryKey: wizardKeys.formBuilderEnabled(),
    queryFn: () => isFormBuilderEnabled(mainApi()),
    staleTime: Infinity,
  });
  return data === true;
}
