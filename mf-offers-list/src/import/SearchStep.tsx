import { Box, Button, InputAdornment, TextField } from '@mui/material';
import { DialogActions, DialogContent } from '@offerdesk/shared/mui-extra';
import type { MlsSearchResult } from '@offerdesk/shared/contract';
import { useRef } from 'react';
import { SearchIcon } from '../offers/icons';
import { focusListing, ListingList } from './ListingList';
import { searchMessage, type MlsSearchState } from './useMlsSearch';

interface Props {
  query: string;
  state: MlsSearchState;
  selectedKey: string | null;
  onQueryChange: (value: string) => void;
  onSearchNow: () => void;
  onSelect: (listing: MlsSearchResult) => void;
  onCancel: () => void;
  onEnterManually: () => void;
  onNext: () => void;
}

/** The first dialog: 'MLS Number or Property Address', the Select Listing list, Cancel / Enter Manually / Next. */
export function SearchStep({ query, state, selectedKey, onQueryChange, onSearchNow, onSelect, onCancel, onEnterManually, onNext }: Props) {
  const listRef = useRef<HTMLDivElement>(null);
  const listings = state.status === 'done' ? state.results : [];
  const message = searchMessage(state);
  const canNext = selectedKey !== null && listings.length > 0;
  return (
    <>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
        <TextField
          label="MLS Number or Property Address"
          value={query}
          autoFocus
          fullWidth
          autoComplete="off"
          onChange={(e) => onQueryChange(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              onSearchNow();
            } else if (e.key === 'ArrowDown' && listings.length) {
              e.preventDefault();
              focusListing(listRef.current);
            }
          }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
            htmlInput: { enterKeyHint: 'search' },
          }}
        />
        <ListingList
          ref={listRef}
          listings={listings}
          selectedKey={selectedKey}
          message={message}
          isError={state.status === 'error'}
          onSelect={onSelect}
          onConfirm={onNext}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        <Button onClick={onCancel} color="inherit">
          Cancel
        </Button>
        <Box sx={{ flex: '1 1 auto' }} />
        <Button onClick={onEnterManually} variant="outlined">
          Enter Manually
        </Button>
        <Button onClick={onNext} variant="contained" disabled={!canNext}>
          Next
        </Button>
      </DialogActions>
    </>
  );
}
