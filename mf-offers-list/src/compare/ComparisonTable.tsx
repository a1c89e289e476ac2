import { Box } from '@mui/material';
import type { ComparedOffer } from '@offerdesk/shared/contract';
import type { SellerCosts } from '@offerdesk/shared/features';
import { BEST_BG, BestValue } from './BestValue';
import { COMPARE_ROWS } from './compareRows';
import { OfferHeading } from './OfferHeading';

/** What both views of the comparison (table and cards) show. */
export interface ComparisonViewProps {
  offers: readonly ComparedOffer[];
  /** Each offer's number as received (Offer 1 is the first received). */
  numberOf: (o: ComparedOffer) => number;
  costs: SellerCosts;
  best: Map<string, Set<number>>;
  onAccept: (o: ComparedOffer) => void;
}

const cell = { p: 1.5, borderBottom: '1px solid', borderColor: 'divider', verticalAlign: 'top', textAlign: 'left' } as const;

/** From 900 px: the offers side by side, a column each, a row per term. */
export function ComparisonTable({ offers, numberOf, costs, best, onAccept }: ComparisonViewProps) {
  return (
    <Box
      sx={{
        display: { xs: 'none', md: 'block' },
        overflowX: 'auto',
        border: '1px solid',
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
      }}
    >
      <Box
        component="table"
        aria-label="Offers side by side"
        sx={{ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed', fontSize: 14 }}
      >
        <Box component="colgroup">
          <Box component="col" sx={{ width: 190 }} />
        </Box>
        <thead>
          <tr>
            <Box component="td" sx={{ ...cell, bgcolor: 'grey.50' }} />
            {offers.map((o) => (
              <Box
                component="th"
                scope="col"
                key={o.offerId}
                data-offer-column={o.offerId}
                sx={{ ...cell, bgcolor: 'grey.50', fontWeight: 400 }}
              >
                <OfferHeading offer={o} index={numberOf(o) - 1} onAccept={onAccept} />
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {COMPARE_ROWS.map((row) => (
            <Box component="tr" key={row.key} data-row={row.key} sx={row.key === 'net' ? { bgcolor: '#f4f7fb' } : undefined}>
              <Box component="th" scope="row" sx={{ ...cell, fontWeight: 600, color: 'text.secondary' }}>
                {row.label}
              </Box>
              {offers.map((o) => {
                const isBest = best.get(row.key)?.has(o.offerId) ?? false;
                return (
                  <Box component="td" key={o.offerId} sx={{ ...cell, bgcolor: isBest ? BEST_BG : undefined }}>
                    <BestValue row={row} offer={o} costs={costs} best={isBest} />
                  </Box>
                );
              })}
            </Box>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
