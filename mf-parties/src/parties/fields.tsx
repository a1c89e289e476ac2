import { Box, TextField, Typography } from '@mui/material';
import { COUNTRIES } from '@offerdesk/shared';
import { formatPhone, maskEin, OptionSelect, PHONE_INPUT_MAX, STATES, stateLabel, zipLabel, zipMaxLength } from '@offerdesk/shared/forms';
import { useState, type ReactNode } from 'react';
import { useField, useForm } from 'react-final-form';

const SUBSCRIPTION = {
  value: true,
  error: true,
  submitError: true,
  submitFailed: true,
  dirtySinceLastSubmit: true,
  touched: true,
} as const;

/** The field's error once a submit was tried (or the server's answer to it). */
function useShownError(name: string) {
  const { input, meta } = useField(name, { subscription: SUBSCRIPTION });
  const error =
    meta.submitError && !meta.dirtySinceLastSubmit
      ? (meta.submitError as string)
      : meta.submitFailed
        ? (meta.error as string | undefined)
        : undefined;
  return { input, error };
}

interface FieldProps {
  name: string;
  label: string;
  required?: boolean;
  type?: string;
  maxLength?: number;
  autoFocus?: boolean;
  placeholder?: string;
}

export function TextInput({ name, label, required, type, maxLength, autoFocus, placeholder }: FieldProps) {
  const { input, error } = useShownError(name);
  return (
    <TextField
      name={name}
      label={label}
      required={required}
      type={type}
      autoFocus={autoFocus}
      placeholder={placeholder}
      value={input.value ?? ''}
      onChange={(e) => input.onChange(e.target.value === '' ? null : e.target.value)}
      onBlur={input.onBlur}
      error={!!error}
      helperText={error}
      size="small"
      fullWidth
      slotProps={{ htmlInput: { maxLength }, inputLabel: type === 'date' ? { shrink: true } : undefined }}
    />
  );
}

/** A phone: shown as (xxx) xxx - xxxx; at most 16 characters typed, the first 10 digits kept. */
export function PhoneInput({ name, label, required }: FieldProps) {
  const { input, error } = useShownError(name);
  return (
    <TextField
      name={name}
      label={label}
      required={required}
      value={formatPhone(input.value)}
      onChange={(e) => input.onChange(formatPhone(e.target.value.slice(0, PHONE_INPUT_MAX)).replace(/\D/g, '') || null)}
      onBlur={input.onBlur}
      error={!!error}
      helperText={error}
      size="small"
      fullWidth
      slotProps={{ htmlInput: { maxLength: PHONE_INPUT_MAX, inputMode: 'tel' } }}
    />
  );
}

export function SelectInput({
  name,
  label,
  required,
  options,
  onPicked,
}: FieldProps & { options: ReadonlyArray<{ id: number; name: string }>; onPicked?: (id: number | null) => void }) {
  const { input, error } = useShownError(name);
  return (
    <OptionSelect
      name={name}
      label={label}
      required={required}
      value={input.value}
      onValue={(v) => {
        input.onChange(v);
        onPicked?.(v);
      }}
      options={options}
      onBlur={input.onBlur}
      error={!!error}
      helperText={error}
      size="small"
      fullWidth
      slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 300 } } } } } }}
    />
  );
}

export const SIDE_OPTIONS = [
  { id: 1, name: 'Buyer' },
  { id: 2, name: 'Seller' },
] as const;

/** A grid of fields. */
export const FieldGrid = ({ children }: { children: ReactNode }) => (
  <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5, mt: 1 }}>{children}</Box>
);

export const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box component="section" sx={{ mt: 2 }} aria-label={title}>
    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
      {title}
    </Typography>
    {children}
  </Box>
);

export interface AddressNames {
  line1: string;
  line2?: string;
  city: string;
  state: string;
  zip: string;
  country?: string;
}

/** Street, city, country (when it has one), state or territory and zip or postal code; a new country clears the state. */
export function AddressFields({ names, prefix }: { names: AddressNames; prefix: string }) {
  const form = useForm();
  const country = useField(names.country ?? '__none', { subscription: { value: true } }).input.value as number | null;
  const states = STATES.filter((s) => s.countryId === (Number(country) || 1));
  return (
    <FieldGrid>
      <TextInput name={names.line1} label={`${prefix}Address`} maxLength={200} />
      {names.line2 && <TextInput name={names.line2} label={`${prefix}Address Line 2`} maxLength={200} />}
      <TextInput name={names.city} label={`${prefix}City`} maxLength={100} />
      {names.country && (
        <SelectInput name={names.country} label={`${prefix}Country`} options={COUNTRIES} onPicked={() => form.change(names.state, null)} />
      )}
      <SelectInput name={names.state} label={`${prefix}${stateLabel(country)}`} options={states} />
      <TextInput name={names.zip} label={`${prefix}${zipLabel(country)}`} maxLength={zipMaxLength(country)} />
    </FieldGrid>
  );
}

/** The EIN, masked with asterisks when it has 6 or more characters and the field is not focused. */
export function EinInput({ name }: { name: string }) {
  const { input } = useField<string | null>(name, { subscription: { value: true } });
  const [focused, setFocused] = useState(false);
  return (
    <TextField
      name={name}
      size="small"
      label="EIN"
      value={maskEin(input.value, focused)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onChange={(e) => input.onChange(e.target.value || null)}
      fullWidth
      slotProps={{ htmlInput: { maxLength: 50 } }}
    />
  );
}
