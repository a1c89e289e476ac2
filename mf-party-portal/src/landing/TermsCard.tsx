import { Box, Card, CardContent, Typography } from '@mui/material';
import { formatDay, formatDeadline, formatPrice, formatThousands } from '@offerdesk/shared';
import { financingName } from '../counter/counterValues';

export interface OfferTerms {
  price: number | null;
  earnestMoney: number | null;
  financingId: number | null;
  closingDate: string | null;
  additionalTerms: string | null;
  expiry: string | null;
}

/** One set of terms (original offer, a counter offer, accepted or rejected): price, earnest money, financing, close of escrow, additional terms, expiry. */
export function TermsCard({ title, terms, tone }: { title: string; terms: OfferTerms; tone?: 'accepted' | 'rejected' }) {
  const rows: [string, string][] = [
    ['Price', formatPrice(terms.price)],
    ['Earnest Money', terms.earnestMoney != null ? `$${formatThousands(terms.earnestMoney)}` : ''],
    ['Financing Type', financingName(terms.financingId)],
    ['Close of Escrow', formatDay(terms.closingDate)],
    ['Additional Terms', terms.additionalTerms ?? ''],
    ['Expires', formatDeadline(terms.expiry)],
  ];
  const border = tone === 'accepted' ? 'success.main' : tone === 'rejected' ? 'error.main' : 'divider';
  return (
    <Card variant="outlined" component="section" aria-label={title} sx={{ borderColor: border }}>
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
          {title}
        </Typography>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
          {rows.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {value || '—'}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
