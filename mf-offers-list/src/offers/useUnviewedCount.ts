import { getUnviewedReceivedCount, mainApi } from '@offerdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { offerKeys } from './offerKeys';

/**
 * The Received tab's badge: the count of unviewed received offers. Marking an offer viewed
 * lowers it at once and re-reads it (useMarkViewed); a failed count leaves the last one shown.
 */
export function useUnviewedCount(): number {
  const { data } = useQuery({ queryKey: offerKeys.unviewedCount(), queryFn: () => getUnviewedReceivedCount(mainApi()) });
  return Math.max(0, data ?? 0);
}
