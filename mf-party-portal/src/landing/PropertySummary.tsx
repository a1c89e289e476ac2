import { Box, Typography } from '@mui/material';
import { formatPrice } from '@offerdesk/shared';

/** The property: photo (a plain panel when there is none or it fails), address, MLS number and listing price. */
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
  return (
    <Box sx={{ display: 'flex', gap: 2, flexDirection: { xs: 'column', sm: 'row' }, alignItems: { sm: 'center' } }}>
      {imageUrl ? (
        <Box
          component="img"
          src={imageUrl}
          alt={`Photo of ${address}`}
          onError={(e) => ((e.currentTarget as HTMLImageElement).style.visibility = 'hidden')}
          sx={{ width: { xs: '100%', sm: 220 }, height: { xs: 180, sm: 150 }, objectFit: 'cover', borderRadius: 1, bgcolor: 'grey.200' }}
        />
      ) : (
        <Box
          aria-hidden="true"
          sx={{ width: { xs: '100%', sm: 220 }, height: { xs: 120, sm: 150 }, borderRadius: 1, bgcolor: 'grey.200' }}
        />
      )}
      <Box>
        <Typography variant="h6" component="p">
          {address}
        </Typography>
        {cityLine && <Typography color="text.secondary">{cityLine}</Typography>}
        {mlsNumber && <Typography variant="body2">MLS #: {mlsNumber}</Typography>}
        {listingPrice != null && <Typography variant="body2">Listing Price: {formatPrice(listingPrice)}</Typography>}
      </Box>
    </Box>
  );
}
