import { Box, Paper, Typography } from '@mui/material';
import type { CounterValues } from '@offerdesk/runtime';
import { COUNTER_VALUE_LABELS } from '@offerdesk/shared/forms';

const KEYS = Object.keys(COUNTER_VALUE_LABELS) as Array<keyof typeof COUNTER_VALUE_LABELS>;

/**
 * The counter values the framing page is editing, shown live over the preview under the counter page's own labels
 * (docs/domain/portal.md, "The signing service is framed by URL"); a key the page does not know is left out.
 */
export function CounterValuesPanel({ values }: { values: CounterValues }) {
  const keys = KEYS.filter((k) => k in values);
  if (!keys.length) return null;
  return (
    <Paper
      elevation={3}
      aria-label="Counter offer terms"
      sx={{ position: 'sticky', top: 8, zIndex: 2, p: 2, mb: 2, borderLeft: 4, borderColor: 'secondary.main' }}
    >
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        Counter offer terms
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 12rem), 1fr))', columnGap: 2, rowGap: 1 }}
      >
        {keys.map((key) => {
          const value = values[key];
          return (
            <Box key={key} sx={{ gridColumn: key === 'counterTerms' ? '1 / -1' : undefined }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {COUNTER_VALUE_LABELS[key]}
              </Typography>
              <Typography component="dd" sx={{ m: 0, overflowWrap: 'break-word' }} data-counter={key}>
                {value === null || value === '' ? '—' : String(value)}
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Paper>
  );
}
