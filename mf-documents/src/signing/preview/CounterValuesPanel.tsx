import { Box, Paper, Typography } from '@mui/material';
import type { CounterValues } from '@offerdesk/runtime';

/** Readable label of a counter value's key (offerPrice → Offer price). */
export const counterLabel = (key: string) => {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The counter values the framing page is editing, shown live over the preview. */
export function CounterValuesPanel({ values }: { values: CounterValues }) {
  const entries = Object.entries(values);
  if (!entries.length) return null;
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
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)', columnGap: 2, rowGap: 0.5 }}
      >
        {entries.map(([key, value]) => (
          <Box key={key} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {counterLabel(key)}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }} data-counter={key}>
              {value === null || value === '' ? '—' : String(value)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
