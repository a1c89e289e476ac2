import { TextField } from '@mui/material';
import { Autocomplete } from '@offerdesk/shared/mui-extra';
import type { AddressSuggestion } from '@offerdesk/shared/contract';
import { mainApi } from '@offerdesk/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useField } from 'react-final-form';
import { wizardKeys, type AddressSearch } from '../wizard/wizardKeys';
import { findAddress } from './api';
import { visibleError } from './fields';

export const ADDRESS_MIN_CHARS = 3;
const DEBOUNCE_MS = 300;

export interface AddressAutocompleteProps {
  countryId: number | null;
  stateId: number | null;
  onChoose(suggestion: AddressSuggestion): void;
}

/**
 * The address suggestions for `query`: asked 300 ms after the text, country or state stops changing,
 * only for 3 or more characters; a newer search aborts the older one; the last list stays while the
 * next one loads; a failed search suggests nothing.
 */
function useAddressSuggestions(query: string, countryId: number | null, stateId: number | null) {
  const address = query.trim();
  const long = address.length >= ADDRESS_MIN_CHARS;
  const [searched, setSearched] = useState<AddressSearch | null>(null);
  useEffect(() => {
    if (!long) {
      setSearched(null);
      return;
    }
    const timer = setTimeout(() => setSearched({ address, countryId, stateId }), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [address, long, countryId, stateId]);

  const q = useQuery({
    queryKey: wizardKeys.addressSearch(searched ?? { address: '', countryId, stateId }),
    queryFn: ({ signal }) => findAddress(mainApi(), searched!, signal),
    enabled: searched !== null,
    placeholderData: keepPreviousData,
  });
  const options: AddressSuggestion[] = long && searched && !q.isError ? (q.data ?? []) : [];
  return { options, loading: long && q.isFetching };
}

/**
 * Street Number with address autocomplete: typing 3 or more characters asks GET /place/FindAddress;
 * choosing a suggestion hands it to `onChoose` (which fills the structured parts from FindAddressDetail).
 */
export function AddressAutocomplete({ countryId, stateId, onChoose }: AddressAutocompleteProps) {
  const { input, meta } = useField<string>('streetNumber', {
    subscription: { value: true, error: true, submitError: true, submitFailed: true, dirtySinceLastSubmit: true, modified: true },
  });
  const [query, setQuery] = useState('');
  const { options, loading } = useAddressSuggestions(query, countryId, stateId);
  // 'Street number is required' shows as soon as the field is emptied, not only after a submit.
  const error = visibleError(meta, meta.modified && !String(input.value ?? '').trim());

  return (
    <Autocomplete<AddressSuggestion, false, false, true>
      freeSolo
      options={options}
      loading={loading}
      filterOptions={(x) => x}
      getOptionLabel={(o) => (typeof o === 'string' ? o : o.description)}
      isOptionEqualToValue={(a, b) => typeof b !== 'string' && a.placeId === b.placeId}
      inputValue={input.value ?? ''}
      value={null}
      onInputChange={(_e, value, reason) => {
        if (reason !== 'input' && reason !== 'clear') return;
        input.onChange(value);
        setQuery(value);
      }}
      onChange={(_e, value) => {
        if (value && typeof value === 'object') {
          setQuery('');
          onChoose(value);
        }
      }}
      onBlur={() => input.onBlur()}
      noOptionsText={query.trim().length < ADDRESS_MIN_CHARS ? 'Type at least 3 characters' : 'No addresses found'}
      renderOption={(props, o) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <li key={key} {...rest}>
            {o.description}
          </li>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          name="streetNumber"
          label="Street Number"
          required
          error={!!error}
          helperText={error}
          placeholder="Number or address"
        />
      )}
    />
  );
}
