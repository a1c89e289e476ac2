import { Box, Chip } from '@mui/material';
import type { ComparedOffer } from '@offerdesk/shared/contract';
import type { SellerCosts } from '@offerdesk/shared/features';
import type { CompareRow } from './compareRows';

/** The soft green of a best value (with a 'Best' label, so it is not told by colour alone). */
export const BEST_BG = '#e7f4ea';

/** One offer's value on one row, marked when it is the best of the row. */
export function BestValue({ row, offer, costs, best }: { row: CompareRow; offer: ComparedOffer; costs: SellerCosts; best: boolean }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', gap: 0.75 }}>
      <Box component="span" sx={{ fontWeight: best || row.key === 'net' ? 700 : 400, overflowWrap: 'anywhere' }}>
        {row.show(offer, costs)}
      </Box>
      {best && (
        <Chip
          label="Best"
          size="small"
          data-best={row.key}
          sx={{ height: 20, fontSize: 12, fontWeight: 700, bgcolor: '#1b5e20', color: 'common.white' }}
        />
      )}
    </Box>
  );
}
