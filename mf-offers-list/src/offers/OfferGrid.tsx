import { Box, Button, Card, CircularProgress, Skeleton, Typography } from '@mui/material';
import type { OfferListItem } from '@offerdesk/shared/contract';
import { EmptyState, ErrorState, type OfferTab } from '@offerdesk/shared';
import { dismissFirstPaint } from '@offerdesk/runtime/first-paint';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { OfferCard } from './OfferCard';
import { sharedListings, type OfferAction } from './offerActions';
import type { OfferList } from './useOfferList';

/** Cards whose photos load up front: the first two rows at 1280 px (four a row). */
export const UP_FRONT_CARDS = 8;

/** 1280 px: four cards a row; 375 px: one column. */
const gridSx = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(260px, 1fr))' },
} as const;

function SkeletonCards({ count = 8 }: { count?: number }) {
  return (
    <Box role="status" aria-label="Loading offers" aria-busy="true" sx={gridSx}>
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} variant="outlined">
          <Skeleton variant="rectangular" sx={{ aspectRatio: '16 / 9', height: 'auto' }} />
          <Box sx={{ p: 2 }}>
            <Skeleton width="80%" />
            <Skeleton width="40%" />
            <Skeleton width="50%" height={32} />
            <Skeleton width="60%" />
            <Skeleton width="70%" />
          </Box>
        </Card>
      ))}
    </Box>
  );
}

/** Calls onVisible when the sentinel scrolls near the viewport (infinite scroll). */
function useSentinel(onVisible: () => void, active: boolean) {
  const ref = useRef<HTMLDivElement | null>(null);
  const cb = useRef(onVisible);
  useEffect(() => {
    cb.current = onVisible;
  }, [onVisible]);
  useEffect(() => {
    const el = ref.current;
    if (!el || !active || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && cb.current(), { rootMargin: '600px 0px' });
    io.observe(el);
    return () => io.disconnect();
  }, [active]);
  return ref;
}

interface Props {
  tab: OfferTab;
  list: OfferList;
  busyId: number | null;
  onAction: (offer: OfferListItem, action: OfferAction) => void;
}

/** The list's four states (loading, error, empty, ready) and its paging. */
export function OfferGrid({ tab, list, busyId, onAction }: Props) {
  const canLoadMore = list.status === 'ready' && list.hasMore && !list.loadingMore && !list.loadMoreError;
  const sentinel = useSentinel(list.loadMore, canLoadMore);
  // The page's first paint (drawn before React loaded) gives way once the list shows its own state,
  // before the browser paints it.
  const settled = list.status !== 'loading';
  useLayoutEffect(() => {
    if (settled) dismissFirstPaint();
  }, [settled]);

  if (list.status === 'loading') return <SkeletonCards />;
  if (list.status === 'error') return <ErrorState title="The offers could not be loaded" message={list.error ?? ''} onRetry={list.retry} />;
  if (!list.items.length) return <EmptyState>No offers found</EmptyState>;
  const comparable = tab === 'received' ? sharedListings(list.items) : new Set<string>();

  return (
    <Box>
      <Box component="section" aria-label={tab === 'sent' ? 'Sent offers' : 'Received offers'} sx={gridSx}>
        {list.items.map((offer, i) => (
          <OfferCard
            key={offer.id}
            offer={offer}
            tab={tab}
            busy={busyId === offer.id}
            upFront={i < UP_FRONT_CARDS}
            comparable={!!offer.mlsNumber && comparable.has(offer.mlsNumber)}
            onAction={onAction}
          />
        ))}
      </Box>
      <Box ref={sentinel} sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, py: 3 }}>
        {list.loadingMore && <CircularProgress size={24} aria-label="Loading more offers" />}
        {list.loadMoreError && (
          <Typography role="alert" variant="body2" color="error">
            {list.loadMoreError}
          </Typography>
        )}
        {list.hasMore && !list.loadingMore && (
          <Button variant="outlined" onClick={list.loadMore}>
            {list.loadMoreError ? 'Try again' : 'Load more'}
          </Button>
        )}
      </Box>
    </Box>
  );
}
