import { Box, Typography } from '@mui/material';
import { formatPrice, HousePlaceholder } from '@offerdesk/shared';
import { useState } from 'react';

const FRAME = { width: { xs: '100%', sm: 220 }, height: { xs: 180, sm: 150 }, borderRadius: 1, overflow: 'hidden', flexShrink: 0 };

/** The property: photo (the drawn house when there is none or it fails to load), address, MLS number and listing price. */
export function PropertySummary({
  imageUrl,
  address,
  cityLine,
  mlsNumber,
  listingPrice,
}: {
  imageUrl: string | null;
  address: string;
  cityLine?: string | null;
  mlsNumber: string | null;
  listingPrice: number | null;
}) {
  const [failed, setFailed] = useState(false);
  return (
    <Box sx={{ display: 'flex', gap: 2, flexDirection: { xs: 'column', sm: 'row' }, alignItems: { sm: 'center' } }}>
      {imageUrl && !failed ? (
        <Box
          component="img"
          src={imageUrl}
          alt={`Photo of ${address}`}
          onError={() => setFailed(true)}
          sx={{ ...FRAME, objectFit: 'cover', bgcolor: 'grey.200' }}
        />
      ) : (
        <Box sx={FRAME}>
          <HousePlaceholder label="No photo of this property" />
        </Box>
      )}
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere' }}>
          {address}
        </Typography>
        {cityLine && <Typography color="text.secondary">{cityLine}</Typography>}
        {mlsNumber && <Typography variant="body2">MLS #: {mlsNumber}</Typography>}
        {listingPrice != null && <Typography variant="body2">Listing Price: {formatPrice(listingPrice)}</Typography>}
      </Box>
    </Box>
  );
}
