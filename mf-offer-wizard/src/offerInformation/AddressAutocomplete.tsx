import { TextField } from '@mui/material';
import { Autocomplete } from '@offerdesk/shared/mui-extra';
import { findAddress, mainApi, type AddressSuggestion } from '@offerdesk/shared';
import { useEffect, useRef, useState } from 'react';
import { useField } from 'react-final-form';
import { visibleError } from './fields';

export const ADDRESS_MIN_CHARS = 3;
const DEBOUNCE_MS = 300;

export interface AddressAutocompleteProps {
  countryId: number | null;
  stateId: number | null;
  onChoose(suggestion: AddressSuggestion): void;
}

/**
 * Street Number with address autocomplete: typing 3 or more characters asks GET /place/FindAddress;
 * choosing a suggestion hands it to `onChoose` (which fills the structured parts from FindAddressDetail).
 */
export function AddressAutocomplete({ countryId, stateId, onChoose }: AddressAutocompleteProps) {
  const { input, meta } = useField<string>('streetNumber', {
    subscription: { value: true, error: true, submitError: true, submitFailed: true, dirtySinceLastSubmit: true, modified: true },
  });
  const [options, setOptions] = useState<AddressSuggestion[]>([]);
  const [loading, setLoading] = useState(false);
  const [query, setQuery] = useState('');
  const abortRef = useRef<AbortController | null>(null);
  // 'Street number is required' shows as soon as the field is emptied, not only after a submit.
  const error = visibleError(meta, meta.modified && !String(input.value ?? '').trim());

  useEffect(() => {
    const q = query.trim();
    if (q.length < ADDRESS_MIN_CHARS) {
      setOptions([]);
      return;
    }
    const timer = setTimeout(() => {
      abortRef.current?.abort();
      const ac = new AbortController();
      abortRef.current = ac;
      setLoading(true);
      findAddress(mainApi(), { address: q, countryId, stateId }, ac.signal)
        .then((list) => !ac.signal.aborted && setOptions(list))
        .catch(() => !ac.signal.aborted && setOptions([]))
        .finally(() => !ac.signal.aborted && setLoading(false));
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, countryId, stateId]);

  useEffect(() => () => abortRef.current?.abort(), []);

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
          setOptions([]);
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
        <TextField {...params} name="streetNumber" label="Street Number" required error={!!error} helperText={error} placeholder="Number or address" />
      )}
    />
  );
}
