import { Box, Paper, Typography } from '@mui/material';
import type { AcceptedTerms } from '@offerdesk/shared/contract';
import { formatDateTime, formatDay, formatPrice, formatThousands } from '@offerdesk/shared';

/** The price and terms the offer was accepted on (the approved counter offer's, where one was approved). */
export function SaleTerms({ terms }: { terms: AcceptedTerms }) {
  const rows: [string, string][] = [
    ['Price', formatPrice(terms.price)],
    ['Earnest Money', terms.earnestMoneyDeposit != null ? `$${formatThousands(terms.earnestMoneyDeposit)}` : ''],
    ['Financing Type', terms.typeOfFinancing ?? ''],
    ['Close of Escrow', formatDay(terms.closingDate)],
    ['Accepted On', formatDateTime(terms.acceptedOn)],
    ['Additional Terms', terms.additionalTerms ?? ''],
  ];
  return (
    <Paper variant="outlined" component="section" aria-labelledby="sale-terms-title" sx={{ p: 2 }}>
      <Typography id="sale-terms-title" variant="h6" component="h2">
        Price and Terms
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {terms.counterOfferNumber ? `As accepted in counter offer ${terms.counterOfferNumber}` : 'As accepted in the offer'}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 3, rowGap: 0.75, m: 0 }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 500, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {value || '—'}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
