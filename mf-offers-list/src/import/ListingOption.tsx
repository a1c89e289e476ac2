import { Box, Typography } from '@mui/material';
import type { MlsSearchResult } from '@offerdesk/shared/contract';
import { formatPrice } from '@offerdesk/shared';
import { mlsResultLocality } from '@offerdesk/shared/features';
import { memo, type KeyboardEvent } from 'react';
import { OfferPhoto } from '../offers/OfferPhoto';
import { listingPhotoUrl } from './listingPhoto';

interface Props {
  id: string;
  listing: MlsSearchResult;
  selected: boolean;
  /** Takes part in the Tab order (the selected option, else the first). */
  tabbable: boolean;
  onSelect: () => void;
  onKeyDown: (e: KeyboardEvent<HTMLDivElement>) => void;
}

const text = (v: string | null) => (v ?? '').trim();

/** One listing of Select Listing: photo, address, type, courtesy, price, status and MLS number. */
export const ListingOption = memo(function ListingOption({ id, listing, selected, tabbable, onSelect, onKeyDown }: Props) {
  const street = listing.address.trim() || 'Address not available';
  const locality = mlsResultLocality(listing);
  const price = formatPrice(listing.price);
  const type = text(listing.type);
  const courtesy = text(listing.courtesy);
  const status = text(listing.status);
  const mlsNumber = listing.mlsNumber;
  return (
    <Box
      id={id}
      role="option"
      aria-selected={selected}
      aria-labelledby={`${id}-address`}
      aria-describedby={`${id}-details`}
      tabIndex={tabbable ? 0 : -1}
      onClick={onSelect}
      onKeyDown={onKeyDown}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '72px minmax(0, 1fr)', sm: '104px minmax(0, 1fr) auto' },
        columnGap: 1.5,
        rowGap: 0.5,
        alignItems: 'center',
        px: 1.5,
        py: 1,
        cursor: 'pointer',
        borderBottom: 1,
        borderColor: 'divider',
        borderLeft: 4,
        borderLeftColor: selected ? 'primary.main' : 'transparent',
        bgcolor: selected ? 'action.selected' : 'transparent',
        '&:hover': { bgcolor: selected ? 'action.selected' : 'action.hover' },
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
      }}
    >
      <Box sx={{ gridRow: { xs: 'span 2', sm: 'auto' }, borderRadius: 1, overflow: 'hidden', alignSelf: 'start' }}>
        <OfferPhoto src={listingPhotoUrl(listing.photo)} alt="" />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography
          id={`${id}-address`}
          variant="subtitle2"
          component="div"
          sx={{ fontWeight: 600, lineHeight: 1.3, overflowWrap: 'anywhere' }}
        >
          {street}
          {locality && (
            <Box component="span" sx={{ display: 'block', fontWeight: 400, color: 'text.secondary' }}>
              {locality}
            </Box>
          )}
        </Typography>
        <Typography variant="caption" component="div" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {[type, courtesy && `Courtesy of ${courtesy}`].filter(Boolean).join(' · ')}
        </Typography>
      </Box>
      <Box
        id={`${id}-details`}
        sx={{
          textAlign: { xs: 'left', sm: 'right' },
          display: 'flex',
          flexDirection: { xs: 'row', sm: 'column' },
          flexWrap: 'wrap',
          columnGap: 1.5,
          alignItems: { xs: 'baseline', sm: 'flex-end' },
        }}
      >
        <Typography variant="subtitle2" component="span" sx={{ fontWeight: 700 }}>
          {price || 'Price not listed'}
        </Typography>
        {status && (
          <Typography variant="caption" component="span" sx={{ color: 'text.secondary' }}>
            {status}
          </Typography>
        )}
        {mlsNumber && (
          <Typography variant="caption" component="span" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
            MLS# {mlsNumber}
          </Typography>
        )}
      </Box>
    </Box>
  );
});
