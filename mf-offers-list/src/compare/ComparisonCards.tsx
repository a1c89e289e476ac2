import { Box, Paper, Typography } from '@mui/material';
import { BEST_BG, BestValue } from './BestValue';
import { COMPARE_ROWS } from './compareRows';
import { OfferHeading } from './OfferHeading';
import type { ComparisonViewProps } from './ComparisonTable';

/** Below 900 px: a card per offer, swiped sideways (scroll snap), each term a line. */
export function ComparisonCards({ offers, numberOf, costs, best, onAccept }: ComparisonViewProps) {
  return (
    <Box sx={{ display: { xs: 'grid', md: 'none' }, gap: 1 }}>
      <Typography variant="body2" color="text.secondary">
        Swipe to see each offer ({offers.length}).
      </Typography>
      <Box
        component="section"
        aria-label="Offers, one card each"
        tabIndex={0}
        sx={{
          display: 'flex',
          gap: 1.5,
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          pb: 1,
          mx: -2,
          px: 2,
          scrollPaddingInline: 16,
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
        }}
      >
        {offers.map((o) => (
          <Paper
            key={o.offerId}
            component="article"
            variant="outlined"
            data-offer-card={o.offerId}
            sx={{ flex: '0 0 86%', scrollSnapAlign: 'start', p: 2, display: 'grid', gap: 1.5, alignContent: 'start' }}
          >
            <OfferHeading offer={o} index={numberOf(o) - 1} onAccept={onAccept} />
            <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.5 }}>
              {COMPARE_ROWS.map((row) => {
                const isBest = best.get(row.key)?.has(o.offerId) ?? false;
                return (
                  <Box
                    key={row.key}
                    sx={{ px: 1, py: 0.75, borderRadius: 1, bgcolor: isBest ? BEST_BG : row.key === 'net' ? '#f4f7fb' : undefined }}
                  >
                    <Box component="dt" sx={{ fontSize: 12, color: 'text.secondary', fontWeight: 600 }}>
                      {row.label}
                    </Box>
                    <Box component="dd" sx={{ m: 0, fontSize: 14 }}>
                      <BestValue row={row} offer={o} costs={costs} best={isBest} />
                    </Box>
                  </Box>
                );
              })}
            </Box>
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
