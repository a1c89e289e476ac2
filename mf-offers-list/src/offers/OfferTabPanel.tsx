import { Box, Button } from '@mui/material';
import type { LookupItem, OfferListItem } from '@offerdesk/shared/contract';
import { ApiError, type OfferTab } from '@offerdesk/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AddIcon } from './icons';
import { completeOfferPath, isUnviewedReceived, offerDocumentsPath, type OfferAction } from './offerActions';
import { OfferFilters } from './OfferFilters';
import { useOfferFilterStore, type OfferFilter } from './offerFilterStore';
import { OfferGrid } from './OfferGrid';
import { useArchiveOffer, useMarkViewed } from './useOfferActions';
import { useOfferList } from './useOfferList';

export type Notify = (message: string, severity?: 'success' | 'error') => void;

interface Props {
  tab: OfferTab;
  statuses: readonly LookupItem[];
  notify: Notify;
  /** Create An Offer: opens the MLS import dialog. */
  onCreateOffer: () => void;
}

export const ARCHIVED_MESSAGE = 'Offer archived successfully';

/** One tab of the Offers page: Create An Offer, the filters, and the list with its actions. */
export function OfferTabPanel({ tab, statuses, notify, onCreateOffer }: Props) {
  const navigate = useNavigate();
  const filter = useOfferFilterStore((s) => s.filters[tab]);
  const setFilter = useOfferFilterStore((s) => s.setFilter);
  const list = useOfferList(tab, filter);
  const archive = useArchiveOffer();
  const markViewed = useMarkViewed();
  const [busyId, setBusyId] = useState<number | null>(null);

  // The action handler reads the latest values through a ref so the memoised cards keep one callback.
  const latest = useRef({ notify, navigate, archive: archive.mutateAsync, markViewed: markViewed.mutateAsync });
  useEffect(() => {
    latest.current = { notify, navigate, archive: archive.mutateAsync, markViewed: markViewed.mutateAsync };
  });

  const onAction = useCallback(
    async (offer: OfferListItem, action: OfferAction) => {
      const { notify: say, navigate: go } = latest.current;
      if (action === 'complete') return go(completeOfferPath(offer.id));
      setBusyId(offer.id);
      try {
        if (action === 'view') {
          if (isUnviewedReceived(offer, tab)) {
            try {
              await latest.current.markViewed(offer.id);
            } catch (e) {
              // Viewing matters more than the marker: open the offer anyway.
              if (e instanceof ApiError && e.status === 401) return;
            }
          }
          go(offerDocumentsPath(offer.id));
          return;
        }
        // archive
        await latest.current.archive(offer.id);
        say(ARCHIVED_MESSAGE, 'success');
      } catch (e) {
        if (e instanceof ApiError && e.status === 401) return;
        say(e instanceof ApiError ? e.message : 'The offer could not be archived.', 'error');
      } finally {
        setBusyId(null);
      }
    },
    [tab],
  );

  // An archived offer leaves the list at once unless archived offers are shown; the refresh confirms it.
  const visible = filter.isShowArchived ? list : { ...list, items: list.items.filter((o) => !o.isArchived) };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <Button variant="contained" startIcon={<AddIcon />} onClick={onCreateOffer} sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' } }}>
          Create An Offer
        </Button>
        <Box sx={{ flex: '1 1 0', minWidth: 0 }}>
          <OfferFilters filter={filter} statuses={statuses} onChange={(patch: Partial<OfferFilter>) => setFilter(tab, patch)} />
        </Box>
      </Box>
      <OfferGrid tab={tab} list={visible} busyId={busyId} onAction={onAction} />
    </Box>
  );
}
