import { Box, Button } from '@mui/material';
import { type OfferDetail } from '@offerdesk/shared';
import { OFFER_PAGE_ACTION_LABELS, offerPageActionPath, offerPageActions } from '@offerdesk/shared/features';
import { Link as RouterLink } from 'react-router-dom';

/** The action buttons of seed 001 §4 for the viewer's role and the offer's status; each opens its page. */
export function OfferActions({ offer }: { offer: OfferDetail }) {
  const actions = offerPageActions(offer, offer.party, offer.isBuyerAgent);
  if (!actions.length) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {actions.map((a) => (
        <Button key={a} variant="outlined" component={RouterLink} to={offerPageActionPath(a, offer.id, offer.party?.partyId)}>
          {OFFER_PAGE_ACTION_LABELS[a]}
        </Button>
      ))}
    </Box>
  );
}
