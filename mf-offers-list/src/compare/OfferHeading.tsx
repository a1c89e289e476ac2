import { Box, Button, Chip, Typography } from '@mui/material';
import type { ComparedOffer } from '@offerdesk/shared/contract';
import { Link as RouterLink } from 'react-router-dom';
import { offerDocumentsPath } from '../offers/offerActions';

/** An offer's heading in the comparison: buyer agent, status, and its actions (Accept, View offer). */
export function OfferHeading({ offer, index, onAccept }: { offer: ComparedOffer; index: number; onAccept?: (o: ComparedOffer) => void }) {
  const name = `Offer ${index + 1}`;
  return (
    <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, lineHeight: 1.2 }}>
        {name}
        <Box component="span" sx={{ display: 'block', fontWeight: 400, color: 'text.secondary', fontSize: 14 }}>
          from {offer.buyerAgent ?? 'an unnamed agent'}
        </Box>
      </Typography>
      <Chip size="small" label={offer.statusLabel} variant="outlined" />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {offer.decidable && onAccept && (
          <Button
            size="small"
            variant="contained"
            onClick={() => onAccept(offer)}
            aria-label={`Accept ${name} from ${offer.buyerAgent ?? ''}`.trim()}
          >
            Accept
          </Button>
        )}
        <Button size="small" component={RouterLink} to={offerDocumentsPath(offer.offerId)} aria-label={`View ${name}`}>
          View
        </Button>
      </Box>
    </Box>
  );
}
