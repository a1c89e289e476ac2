import { Box, Button, TextField, Typography } from '@mui/material';
import { List, ListItemButton } from '@offerdesk/shared/mui-extra';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useField, useForm } from 'react-final-form';
import { useDebounced } from '../useDebounced';

interface Company {
  partyId: number;
  company: string;
  addressLine1?: string | null;
  city?: string | null;
  state?: string | null;
  zipCode?: string | null;
}

interface Props<T extends Company> {
  /** 'Brokerage' or 'Vendor': names the search box, the list, the create button and the chosen card. */
  noun: string;
  /** The form field holding the chosen company's partyId, and its value while none is chosen. */
  idField: string;
  noId: number | null;
  /** The form field holding a company being created (null when none), and its value when creation starts. */
  createField: string;
  createStart: object;
  /** The create panel's fields. */
  createFields: ReactNode;
  queryKey: (term: string) => QueryKey;
  search: (term: string, signal: AbortSignal) => Promise<T[]>;
  /** Searching starts at this many characters (the list says so until then). */
  minLength?: number;
  debounceMs?: number;
  itemLabel: (item: T) => string;
  /** Extra lines of the chosen company's card, below its address. */
  details?: (item: T) => ReactNode;
}

/** A company of a new party: search, the list, the chosen company's card, or 'Create a New {noun}' with its fields. */
export function CompanyPicker<T extends Company>(p: Props<T>) {
  const form = useForm();
  const chosen = useField<number | null>(p.idField, { subscription: { value: true, error: true, submitFailed: true } });
  const creating = useField<object | null>(p.createField, { subscription: { value: true } }).input.value;
  const [q, setQ] = useState('');
  const [picked, setPicked] = useState<T | null>(null);
  const term = useDebounced(q.trim(), p.debounceMs ?? 0);
  const minLength = p.minLength ?? 0;
  const search = useQuery({
    queryKey: p.queryKey(term),
    queryFn: ({ signal }) => p.search(term, signal),
    enabled: term.length >= minLength && !creating,
  });
  if (creating) {
    return (
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, mt: 1 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography variant="subtitle2" component="h4">
            {`Create a New ${p.noun}`}
          </Typography>
          <Button size="small" onClick={() => form.change(p.createField, null)}>
            Close
          </Button>
        </Box>
        {p.createFields}
      </Box>
    );
  }
  const error = chosen.meta.submitFailed ? (chosen.meta.error as string | undefined) : undefined;
  const results = search.data ?? [];
  const hint =
    term.length < minLength
      ? `Type more than ${minLength - 1} characters to search`
      : results.length === 0
        ? search.isFetching
          ? 'Searching ...'
          : 'No records to display'
        : null;
  return (
    <Box sx={{ mt: 1 }}>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <TextField
          size="small"
          label={`Search ${p.noun}`}
          value={q}
          onChange={(e) => setQ(e.target.value)}
          sx={{ flex: 1 }}
          error={!!error}
          helperText={error}
        />
        <Button
          variant="outlined"
          onClick={() => {
            setPicked(null);
            form.change(p.idField, p.noId);
            form.change(p.createField, p.createStart);
          }}
        >
          {`Create a New ${p.noun}`}
        </Button>
      </Box>
      <List
        component="div"
        dense
        aria-label={`${p.noun}s`}
        sx={{ maxHeight: 160, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, mt: 1 }}
      >
        {hint ? (
          <Typography sx={{ p: 1 }} color="text.secondary" variant="body2">
            {hint}
          </Typography>
        ) : (
          results.map((item) => (
            <ListItemButton
              key={item.partyId}
              selected={chosen.input.value === item.partyId}
              onClick={() => {
                setPicked(item);
                form.change(p.idField, item.partyId);
              }}
            >
              {p.itemLabel(item)}
            </ListItemButton>
          ))
        )}
      </List>
      {picked && chosen.input.value === picked.partyId && (
        <Box sx={{ mt: 1, p: 1, bgcolor: 'action.hover', borderRadius: 1 }} aria-label={`Selected ${p.noun.toLowerCase()}`}>
          <Typography variant="subtitle2">{p.itemLabel(picked)}</Typography>
          <Typography variant="body2">
            {[picked.addressLine1, picked.city, picked.state, picked.zipCode].filter(Boolean).join(', ')}
          </Typography>
          {p.details?.(picked)}
        </Box>
      )}
    </Box>
  );
}
