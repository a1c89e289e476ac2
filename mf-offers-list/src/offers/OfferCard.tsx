import { Box, Card, CardContent, Chip, Link, Typography } from '@mui/material';
import type { OfferListItem } from '@offerdesk/shared/contract';
import { displayedPrice, formatCreatedOn, formatPrice, offerStatusLabel, type OfferTab } from '@offerdesk/shared';
import { memo, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { OfferActionsMenu } from './OfferActionsMenu';
import { COMPARE_LINK_TEXT, compareOffersPath, isUnviewedReceived, offerActions, type OfferAction } from './offerActions';
import { OfferPhoto } from './OfferPhoto';

interface Props {
  offer: OfferListItem;
  tab: OfferTab;
  busy?: boolean;
  /** Among the first cards on screen: its photo loads at once, with high priority. */
  upFront?: boolean;
  /** Another received offer of the list is for the same listing: the card links to their comparison. */
  comparable?: boolean;
  onAction: (offer: OfferListItem, action: OfferAction) => void;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
      {label}:{' '}
      <Box component="span" sx={{ color: 'text.primary' }}>
        {children}
      </Box>
    </Typography>
  );
}

/** One offer: photo, address, MLS number, property type, price, status, the comparison link, created date, actions. */
export const OfferCard = memo(function OfferCard({ offer, tab, busy, upFront = false, comparable = false, onAction }: Props) {
  const status = offerStatusLabel(offer);
  const isNew = isUnviewedReceived(offer, tab);
  const address = offer.streetAndCityAddress || offer.fullAddress || 'Address not set';
  const price = formatPrice(displayedPrice(offer));
  return (
    <Card
      component="article"
      variant="outlined"
      aria-label={address}
      data-offer-id={offer.id}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%', contentVisibility: 'auto', containIntrinsicSize: 'auto 420px' }}
    >
      <Box sx={{ position: 'relative' }}>
        <OfferPhoto src={offer.imageBlobLocation} alt={`Photo of ${address}`} upFront={upFront} />
        <Box sx={{ position: 'absolute', top: 8, left: 8, display: 'flex', gap: 0.75 }}>
          {isNew && <Chip label="new" size="small" color="error" data-testid="new-marker" sx={{ fontWeight: 700 }} />}
          {offer.isArchived && <Chip label="Archived" size="small" sx={{ bgcolor: 'grey.800', color: 'common.white' }} />}
        </Box>
      </Box>
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 0.5, '&:last-child': { pb: 2 } }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
          {address}
        </Typography>
        {offer.stateAndZip && (
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: -0.25 }}>
            {offer.stateAndZip}
          </Typography>
        )}
        <Typography variant="h6" component="p" sx={{ fontWeight: 700, mt: 0.5 }}>
          {price || 'Price not set'}
        </Typography>
        {offer.mlsNumber && <Row label="MLS Number">{offer.mlsNumber}</Row>}
        <Row label="Property Type">{offer.propertyType || '—'}</Row>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Status:
          </Typography>
          <Chip
            size="small"
            label={status.label}
            color={status.completed ? 'success' : 'default'}
            variant={status.completed ? 'filled' : 'outlined'}
            data-completed={status.completed || undefined}
            sx={{ height: 'auto', minHeight: 24, maxWidth: '100%', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
          />
        </Box>
        {comparable && (
          <Link component={RouterLink} to={compareOffersPath(offer.id)} variant="body2" sx={{ alignSelf: 'flex-start' }}>
            {COMPARE_LINK_TEXT}
          </Link>
        )}
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mt: 'auto', pt: 1.5 }}>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            Created: {formatCreatedOn(offer.createdOn)}
          </Typography>
          <OfferActionsMenu actions={offerActions(offer, tab)} offerName={address} disabled={busy} onAction={(a) => onAction(offer, a)} />
        </Box>
      </CardContent>
    </Card>
  );
});
