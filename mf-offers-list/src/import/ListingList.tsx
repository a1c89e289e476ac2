import { Box, Typography } from '@mui/material';
import type { MlsSearchResult } from '@offerdesk/shared/contract';
import { LIMITS } from '@offerdesk/shared';
import { mlsResultKey } from '@offerdesk/shared/features';
import { forwardRef, useCallback, useId, type KeyboardEvent } from 'react';
import { ListingOption } from './ListingOption';

interface Props {
  listings: readonly MlsSearchResult[];
  selectedKey: string | null;
  /** Shown instead of the list (searching, nothing found, no criteria, an error). */
  message: string | null;
  /** The message is an error (role alert) rather than a status. */
  isError?: boolean;
  onSelect: (listing: MlsSearchResult) => void;
  /** Enter on the chosen listing (moves on, like Next). */
  onConfirm?: () => void;
}

/** 'Select Listing': a 280 px scrolling single-select list, with arrow keys, Home and End. */
export const ListingList = forwardRef<HTMLDivElement, Props>(function ListingList(
  { listings, selectedKey, message, isError, onSelect, onConfirm },
  ref,
) {
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const optionId = (i: number) => `${baseId}-option-${i}`;
  const selectedIndex = listings.findIndex((l) => mlsResultKey(l) === selectedKey);

  const onKeyDown = useCallback(
    (index: number) => (e: KeyboardEvent<HTMLDivElement>) => {
      if (e.key === ' ' || e.key === 'Enter') {
        e.preventDefault();
        if (e.key === 'Enter' && index === selectedIndex) onConfirm?.();
        else onSelect(listings[index]);
        return;
      }
      const last = listings.length - 1;
      const moves: Record<string, number> = { ArrowDown: Math.min(index + 1, last), ArrowUp: Math.max(index - 1, 0), Home: 0, End: last };
      const next = moves[e.key];
      if (next === undefined) return;
      e.preventDefault();
      onSelect(listings[next]);
      const el = document.getElementById(`${baseId}-option-${next}`);
      el?.focus();
      el?.scrollIntoView?.({ block: 'nearest' });
    },
    [listings, selectedIndex, onSelect, onConfirm, baseId],
  );

  return (
    <Box>
      <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 0.75 }}>
        Select Listing
      </Typography>
      <Box
        ref={ref}
        sx={{
          height: LIMITS.resultsListHeightPx,
          overflowY: 'auto',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
        }}
      >
        {message !== null ? (
          <Box
            role={isError ? 'alert' : 'status'}
            aria-live="polite"
            sx={{ height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center', px: 2, textAlign: 'center' }}
          >
            <Typography sx={{ color: isError ? 'error.main' : 'text.secondary' }}>{message}</Typography>
          </Box>
        ) : (
          <Box role="listbox" aria-labelledby={titleId}>
            {listings.map((l, i) => (
              <ListingOption
                key={mlsResultKey(l)}
                id={optionId(i)}
                listing={l}
                selected={i === selectedIndex}
                tabbable={selectedIndex >= 0 ? i === selectedIndex : i === 0}
                onSelect={() => onSelect(l)}
                onKeyDown={onKeyDown(i)}
              />
            ))}
          </Box>
        )}
      </Box>
    </Box>
  );
});

/** Moves focus to the chosen (or first) listing of the list inside `container`. */
export function focusListing(container: HTMLElement | null) {
  const el = container?.querySelector<HTMLElement>('[role="option"][tabindex="0"]');
  el?.focus();
}
