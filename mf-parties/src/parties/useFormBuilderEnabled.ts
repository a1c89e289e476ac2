import { mainApi } from '@offerdesk/shared';
import { isFormBuilderEnabled } from '@offerdesk/shared/features';
import { useQuery } from '@tanstack/react-query';
import { partyKeys } from './partyKeys';

/** GET /offer/isFormBuilderEnabled once per page: whether the wizard has a Form Info step (Next leads there, else to Document Review). */
export const useFormBuilderEnabled = () =>
  useQuery({
    queryKey: partyKeys.formBuilderEnabled(),
    queryFn: ({ signal }) => isFormBuilderEnabled(mainApi(), signal),
    staleTime: Infinity,
  });
