import { Box, Typography } from '@mui/material';
import { EmptyState, ErrorState, formatDateTime, formatLongDate, LoadingState, mainApi } from '@offerdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { getOfferActivities } from './api';
import { AuditTrailExport } from './AuditTrailExport';
import { offerPageKeys } from './offerPageKeys';

const useActivities = (offerId: number) =>
  useQuery({
    queryKey: offerPageKeys.activities(offerId),
    queryFn: ({ signal }) => getOfferActivities(mainApi(), offerId, signal),
  });

/** The export of the audit trail, then the offer's activities, newest first: text and when; 'No Activities Found' when there are none. */
export function ActivitiesTab({ offerId }: { offerId: number }) {
  const activities = useActivities(offerId);
  return (
    <>
      <AuditTrailExport offerId={offerId} />
      <ActivityList activities={activities} />
    </>
  );
}

function ActivityList({ activities }: { activities: ReturnType<typeof useActivities> }) {
  if (activities.isPending) return <LoadingState label="Loading activities…" />;
  if (activities.isError) return <ErrorState message={activities.error.message} onRetry={() => void activities.refetch()} />;
  if (!activities.data.length) return <EmptyState>No Activities Found</EmptyState>;
  return (
    <Box component="ol" aria-label="Activities" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {activities.data.map((a) => (
        <Box
          component="li"
          key={a.id}
          sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}
        >
          <Typography>{a.activity}</Typography>
          <Typography color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            <time dateTime={a.createdOn} title={formatLongDate(a.createdOn)}>
              {formatDateTime(a.createdOn)}
            </time>
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
