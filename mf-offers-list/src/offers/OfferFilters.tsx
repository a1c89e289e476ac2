import { Box, Checkbox, FormControl, FormControlLabel, InputAdornment, InputLabel, MenuItem, Select, TextField } from '@mui/material';
import type { LookupItem } from '@offerdesk/shared/contract';
import type { SortByTerm } from '@offerdesk/shared';
import { useId } from 'react';
import { SearchIcon } from './icons';
import type { OfferFilter } from './offerFilterStore';
import { StatusFilter } from './StatusFilter';

export const SORT_OPTIONS: { value: SortByTerm; label: string }[] = [
  { value: 'dsc', label: 'Created Date: Newest First' },
  { value: 'asc', label: 'Created Date: Oldest First' },
];

interface Props {
  filter: OfferFilter;
  statuses: readonly LookupItem[];
  onChange: (patch: Partial<OfferFilter>) => void;
}

/** Search, sort, status filter and the archived toggle of one tab. */
export function OfferFilters({ filter, statuses, onChange }: Props) {
  const sortLabelId = useId();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
      <TextField
        size="small"
        type="search"
        placeholder="Search Offers"
        value={filter.searchTerm}
        onChange={(e) => onChange({ searchTerm: e.target.value })}
        sx={{ flex: { xs: '1 1 100%', sm: '1 1 240px' }, maxWidth: { sm: 360 } }}
        slotProps={{
          htmlInput: { 'aria-label': 'Search Offers', maxLength: 200 },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
      />
      <FormControl size="small" sx={{ flex: { xs: '1 1 100%', sm: '0 1 250px' } }}>
        <InputLabel id={sortLabelId}>Sort</InputLabel>
        <Select<SortByTerm>
          labelId={sortLabelId}
          label="Sort"
          value={filter.sortBy}
          onChange={(e) => onChange({ sortBy: e.target.value as SortByTerm })}
          inputProps={{ 'aria-label': 'Sort' }}
        >
          {SORT_OPTIONS.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <StatusFilter
        statuses={statuses}
        value={filter.selectedStatusIds}
        onChange={(selectedStatusIds) => onChange({ selectedStatusIds })}
      />
      <FormControlLabel
        control={<Checkbox size="small" checked={filter.isShowArchived} onChange={(e) => onChange({ isShowArchived: e.target.checked })} />}
        label="Show Archived Offers"
        sx={{ mr: 0, whiteSpace: 'nowrap' }}
      />
    </Box>
  );
}
