import { Box, Button, Chip, Typography } from '@mui/material';
import type { OfferDetail } from '@offerdesk/shared/contract';
import { displayedPrice, formatPrice, HousePlaceholder, offerStatusLabel } from '@offerdesk/shared';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ConvertToSaleButton } from './ConvertToSaleButton';

/** The street line with its unit: the full address without its city, state and zip. */
export function streetLine(offer: Pick<OfferDetail, 'fullAddress' | 'city' | 'stateAndZip'>): string {
  const tail = `, ${[offer.city, offer.stateAndZip].filter(Boolean).join(', ')}`;
  return offer.fullAddress.endsWith(tail) ? offer.fullAddress.slice(0, -tail.length) : offer.fullAddress;
}

function Photo({ src, alt }: { src: string | null; alt: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const broken = !src || failed === src;
  return (
    <Box
      sx={{
        width: { xs: '100%', sm: 240 },
        aspectRatio: '16 / 9',
        flexShrink: 0,
        bgcolor: 'grey.100',
        borderRadius: 1,
        overflow: 'hidden',
      }}
    >
      {broken ? (
        <HousePlaceholder />
      ) : (
        <Box
          component="img"
          src={src}
          alt={alt}
          onError={() => setFailed(src)}
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      )}
    </Box>
  );
}

/** One fact of the header; a long value ('Manufactured/Mobile Home') wraps inside its own cell, never over the next one. */
function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ minWidth: 0 }} data-fact={label}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
        {value || '—'}
      </Typography>
    </Box>
  );
}

/** Photo, address, status, facts and prices; 'Sale {fileNumber}' for a sale, else Convert to Sale for an accepted offer. */
export function OfferHeader({ offer }: { offer: OfferDetail }) {
  const status = offerStatusLabel(offer);
  const line1 = streetLine(offer);
  return (
    <Box component="header" sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <Photo src={offer.imageBlobLocation} alt={`Photo of ${line1}`} />
      <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h5" component="h1" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {line1}
          </Typography>
          <Chip
            label={status.label}
            size="small"
            color={status.completed ? 'success' : 'default'}
            variant={status.completed ? 'filled' : 'outlined'}
            data-completed={status.completed}
          />
        </Box>
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {[offer.city, offer.stateAndZip].filter(Boolean).join(', ')}
        </Typography>
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(140px, 100%), 1fr))', gap: 2, my: 2 }}
        >
          <Fact label="Property Type" value={offer.propertyType ?? ''} />
          {offer.mlsNumber && <Fact label="MLS Number" value={offer.mlsNumber} />}
          <Fact label="Listing Price" value={formatPrice(offer.listingPrice)} />
          <Fact label="Offer Price" value={formatPrice(displayedPrice(offer))} />
          <Fact label="Year Built" value={offer.yearBuilt == null ? '' : String(offer.yearBuilt)} />
        </Box>
      </Box>
      <Box sx={{ display: 'flex', gap: 1 }}>
        {offer.saleId ? (
          <Button variant="outlined" component={RouterLink} to={`/transactionDetails/${offer.saleId}`}>
            {`Sale ${offer.saleFileNumber ?? offer.saleId}`}
          </Button>
        ) : (
          <ConvertToSaleButton offer={offer} />
        )}
      </Box>
    </Box>
  );
}
