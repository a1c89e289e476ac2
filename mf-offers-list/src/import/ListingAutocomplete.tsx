import { Box, TextField, Typography } from '@mui/material';
import { Autocomplete } from '@offerdesk/shared/mui-extra';
import type { MlsSearchResult } from '@offerdesk/shared/contract';
import { formatPrice } from '@offerdesk/shared';
import { mlsResultKey, mlsResultLocality } from '@offerdesk/shared/features';
import { useMlsSearch, NO_CRITERIA_MESSAGE, NO_LISTINGS_MESSAGE, SEARCHING_MESSAGE } from './useMlsSearch';

interface Props {
  value: MlsSearchResult | null;
  onChange: (listing: MlsSearchResult | null) => void;
  /** The agent typed (the MLS Number field gives way). */
  onTyping?: () => void;
  disabled?: boolean;
}

export const listingLabel = (l: MlsSearchResult) => [l.address, mlsResultLocality(l)].filter(Boolean).join(', ');

/** 'Property Address': suggestions from the MLS address search (500 ms after typing stops). */
export function ListingAutocomplete({ value, onChange, onTyping, disabled }: Props) {
  const search = useMlsSearch({ by: 'address' });
  const { state } = search;
  const options = state.status === 'done' ? state.results : [];
  const noOptions =
    state.status === 'empty'
      ? NO_CRITERIA_MESSAGE
      : state.status === 'error'
        ? state.message
        : state.status === 'done'
          ? state.message || NO_LISTINGS_MESSAGE
          : SEARCHING_MESSAGE;

  return (
    <Autocomplete<MlsSearchResult, false, false, false>
      options={options}
      value={value}
      disabled={disabled}
      loading={state.status === 'searching'}
      loadingText={SEARCHING_MESSAGE}
      noOptionsText={noOptions}
      filterOptions={(x) => x}
      forcePopupIcon={false}
      getOptionLabel={listingLabel}
      getOptionKey={mlsResultKey}
      isOptionEqualToValue={(a, b) => mlsResultKey(a) === mlsResultKey(b)}
      inputValue={value ? listingLabel(value) : search.query}
      onInputChange={(_e, text, reason) => {
        if (reason !== 'input' && reason !== 'clear') return;
        if (value) onChange(null);
        onTyping?.();
        search.change(text);
      }}
      onChange={(_e, listing) => onChange(listing)}
      renderOption={(props, l) => {
        const { key, ...rest } = props as typeof props & { key: string };
        const price = formatPrice(l.price);
        return (
          <Box component="li" key={key} {...rest} sx={{ display: 'block !important' }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {l.address}
            </Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {[mlsResultLocality(l), price, l.mlsNumber && `MLS# ${l.mlsNumber}`].filter(Boolean).join(' · ')}
            </Typography>
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Property Address"
          placeholder="Street address, city"
          slotProps={{ ...params.slotProps, inputLabel: { ...params.slotProps?.inputLabel, shrink: true } }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !value && search.query.trim()) search.searchNow();
          }}
        />
      )}
    />
  );
}
