import { Alert, Box, Typography } from '@mui/material';
import { formatDateTime, formatLongDate, mainApi } from '@offerdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { getWaitingMails } from './api';
import { offerPageKeys } from './offerPageKeys';

/**
 * The list is read again this often: a mail server back in service empties it, and a mail counts as
 * waiting only once it is late (tried and not sent, or a minute old untried), after the page opened.
 */
export const WAITING_MAILS_REFRESH_MS = 30_000;

const tries = (n: number) => (n === 0 ? 'not tried yet' : n === 1 ? 'tried once' : `tried ${n} times`);

export const waitingMailsTitle = (n: number) =>
  n === 1 ? '1 mail of this offer is still waiting to be sent' : `${n} mails of this offer are still waiting to be sent`;

/**
 * The offer's mails not sent yet (docs/domain/mail.md#mails-still-waiting): nothing when every
 * mail went out or the list cannot be read (the page's own data matters more than this notice).
 */
export function WaitingMails({ offerId }: { offerId: number }) {
  const mails = useQuery({
    queryKey: offerPageKeys.waitingMails(offerId),
    queryFn: ({ signal }) => getWaitingMails(mainApi(), offerId, signal),
    refetchInterval: WAITING_MAILS_REFRESH_MS,
  });
  if (!mails.data?.length) return null;
  return (
    <Alert severity="warning" role="status" aria-labelledby="waiting-mails-title">
      <Typography id="waiting-mails-title" component="h2" sx={{ fontWeight: 600 }}>
        {waitingMailsTitle(mails.data.length)}
      </Typography>
      <Typography variant="body2">They go out by themselves as soon as the mail server takes them again; none is sent twice.</Typography>
      <Box component="ul" aria-label="Mails still waiting" sx={{ m: 0, mt: 1, pl: 2 }}>
        {mails.data.map((m) => (
          <li key={m.id}>
            <Typography variant="body2">
              {m.subject} to {m.to}, queued{' '}
              <time dateTime={m.queuedOn} title={formatLongDate(m.queuedOn)}>
                {formatDateTime(m.queuedOn)}
              </time>
              , {tries(m.attempts)}
            </Typography>
          </li>
        ))}
      </Box>
    </Alert>
  );
}
