import { Box } from '@mui/material';
import { useState } from 'react';
import { HousePlaceholder } from '@offerdesk/shared';

/**
 * The property photo, or a drawn placeholder when there is none or it fails to load. A photo up
 * front (the first cards on screen) loads at once with high priority; the others when scrolled near.
 */
export function OfferPhoto({ src, alt, upFront = false }: { src: string | null; alt: string; upFront?: boolean }) {
  const [failed, setFailed] = useState<string | null>(null);
  const broken = !src || failed === src;
  return (
    <Box sx={{ aspectRatio: '16 / 9', bgcolor: 'grey.100', overflow: 'hidden', position: 'relative' }}>
      {broken ? (
        <HousePlaceholder />
      ) : (
        <Box
          component="img"
          src={src}
          alt={alt}
          loading={upFront ? 'eager' : 'lazy'}
          fetchPriority={upFront ? 'high' : 'auto'}
          decoding="async"
          onError={() => setFailed(src)}
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      )}
    </Box>
  );
}
