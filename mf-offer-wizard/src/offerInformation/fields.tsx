import { FormControl, FormControlLabel, FormHelperText, FormLabel, MenuItem, TextField } from '@mui/material';
import { Radio, RadioGroup } from '@offerdesk/shared/mui-extra';
import { digitsOnly } from '@offerdesk/shared/features';
import { MoneyTextField, OptionSelect, type Lookup } from '@offerdesk/shared/forms';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useField, useForm, type FieldMetaState } from 'react-final-form';

/** Errors appear only after a submit attempt, or as the server's answer to the last save. */
export function visibleError(meta: FieldMetaState<unknown>, extra = false): string | undefined {
  if (meta.submitError && !meta.dirtySinceLastSubmit) return meta.submitError as string;
  if (meta.error && (meta.submitFailed || extra)) return meta.error as string;
  return undefined;
}

const MENU_PROPS = { slotProps: { paper: { sx: { maxHeight: 300 } } } } as const;

interface BaseProps {
  name: string;
  label: string;
  required?: boolean;
  placeholder?: string;
  /** Show the error even before a submit attempt. */
  showErrorNow?: boolean;
  helperText?: ReactNode;
  fullRow?: boolean;
}

const rowSx = (fullRow?: boolean) => (fullRow ? { gridColumn: '1 / -1' } : undefined);

const FIELD_SUBSCRIPTION = { value: true, error: true, submitError: true, submitFailed: true, dirtySinceLastSubmit: true } as const;

/** A form field and the props every TextField of this screen shares (name, blur, label, error). */
function useFormField<T>({ name, label, required, showErrorNow }: BaseProps) {
  const { input, meta } = useField<T>(name, { subscription: FIELD_SUBSCRIPTION });
  const error = visibleError(meta, showErrorNow);
  const textFieldProps = { name: input.name, onBlur: input.onBlur, label, required, error: !!error, helperText: error, fullWidth: true };
  return { input, error, textFieldProps };
}

export function TextInput({
  name,
  label,
  required,
  placeholder,
  showErrorNow,
  maxLength,
  multiline,
  fullRow,
  onValue,
  transform,
  inputMode,
}: BaseProps & {
  maxLength?: number;
  multiline?: boolean;
  onValue?: (value: string) => void;
  transform?: (typed: string) => string;
  inputMode?: 'numeric' | 'decimal' | 'text';
}) {
  const { input, textFieldProps } = useFormField<string>({ name, label, required, showErrorNow });
  return (
    <TextField
      {...textFieldProps}
      value={input.value ?? ''}
      onChange={(e) => {
        const v = transform ? transform(e.target.value) : e.target.value;
        input.onChange(v);
        onValue?.(v);
      }}
      onFocus={input.onFocus}
      placeholder={placeholder}
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      maxRows={multiline ? 10 : undefined}
      sx={{ ...rowSx(fullRow), ...(multiline ? { '& textarea': { maxHeight: 250, overflowY: 'auto !important' } } : null) }}
      slotProps={{ htmlInput: { maxLength, inputMode } }}
    />
  );
}

/** Digits only, cut at `max` characters (year built 4, inspection days 2). */
export function DigitsInput(props: BaseProps & { max: number; onValue?: (value: string) => void }) {
  return <TextInput {...props} maxLength={props.max} inputMode="numeric" transform={(t) => digitsOnly(t, props.max)} />;
}

/** Money: numeric text only, thousands separators, at most 2 decimals (the shared MoneyTextField). The form keeps the raw text. */
export function MoneyInput({ name, label, required, fullRow }: BaseProps) {
  const { input, textFieldProps } = useFormField<string>({ name, label, required });
  return <MoneyTextField {...textFieldProps} value={input.value} onValue={input.onChange} onFocus={input.onFocus} sx={rowSx(fullRow)} />;
}

/** A select of lookup entries; the form holds the id (null when empty). */
export function LookupSelect({
  name,
  label,
  required,
  options,
  onValue,
  fullRow,
  showErrorNow,
  allowEmpty = true,
}: BaseProps & {
  options: readonly Lookup[];
  onValue?: (id: number | null) => void;
  /** Offer an empty choice ('Select'). */
  allowEmpty?: boolean;
}) {
  const { input, textFieldProps } = useFormField<number | null>({ name, label, required, showErrorNow });
  return (
    <OptionSelect
      {...textFieldProps}
      value={input.value}
      onValue={(id) => {
        input.onChange(id);
        onValue?.(id);
      }}
      options={options}
      emptyLabel={allowEmpty ? 'Select' : null}
      sx={rowSx(fullRow)}
      slotProps={{ select: { MenuProps: MENU_PROPS } }}
    />
  );
}

/** A native date input (YYYY-MM-DD). */
export function DateInput({ name, label, required, onValue }: BaseProps & { onValue?: (value: string) => void }) {
  const { input, textFieldProps } = useFormField<string>({ name, label, required });
  return (
    <TextField
      {...textFieldProps}
      type="date"
      value={input.value ?? ''}
      onChange={(e) => {
        input.onChange(e.target.value);
        onValue?.(e.target.value);
      }}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}

/** Expiration time: 30-minute steps, shown h:mm aa ("5:30 PM"); the form holds HH:mm. */
export const TIME_OPTIONS: readonly { value: string; label: string }[] = Array.from({ length: 48 }, (_, i) => {
  const t = dayjs('2000-01-01T00:00').add(i * 30, 'minute');
  return { value: t.format('HH:mm'), label: t.format('h:mm A') };
});

export function TimeSelect({ name, label, required }: BaseProps) {
  const { input, textFieldProps } = useFormField<string>({ name, label, required });
  return (
    <TextField
      {...textFieldProps}
      select
      value={input.value ?? ''}
      onChange={(e) => input.onChange(e.target.value)}
      slotProps={{ select: { MenuProps: MENU_PROPS } }}
    >
      <MenuItem value="">
        <em>Select</em>
      </MenuItem>
      {TIME_OPTIONS.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Yes / No radios; the form holds 1 (yes) or 2 (no). */
export function YesNoRadios({ name, label, required, onValue, fullRow }: BaseProps & { onValue?: (id: number) => void }) {
  const { input, error } = useFormField<number | null>({ name, label, required });
  const id = `${name}-label`;
  return (
    <FormControl error={!!error} required={required} sx={rowSx(fullRow)}>
      <FormLabel id={id}>{label}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={id}
        name={input.name}
        value={input.value == null ? '' : String(input.value)}
        onChange={(e) => {
          const v = Number(e.target.value);
          input.onChange(v);
          onValue?.(v);
        }}
      >
        <FormControlLabel value="1" control={<Radio />} label="Yes" />
        <FormControlLabel value="2" control={<Radio />} label="No" />
      </RadioGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}

/**
 * A lookup select with its 'other' description: the description shows only for the
 * 'other' option, and changing the option clears it.
 */
export function LookupWithOther({
  otherId,
  descriptionName,
  descriptionLabel,
  descriptionMaxLength,
  ...select
}: BaseProps & {
  options: readonly Lookup[];
  otherId: number;
  descriptionName: string;
  descriptionLabel: string;
  descriptionMaxLength: number;
}) {
  const form = useForm();
  const chosen = useField<number | null>(select.name, { subscription: { value: true } }).input.value;
  return (
    <>
      <LookupSelect {...select} onValue={() => form.change(descriptionName, '')} />
      {chosen === otherId && <TextInput name={descriptionName} label={descriptionLabel} required maxLength={descriptionMaxLength} />}
    </>
  );
}
