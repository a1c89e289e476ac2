import { TextField } from '@mui/material';
import type { KeyboardEvent } from 'react';
import { useField } from 'react-final-form';

/** Shown once the field was left or a submit was tried. */
const visible = (meta: { error?: unknown; touched?: boolean; submitFailed?: boolean }) =>
  meta.error && (meta.touched || meta.submitFailed) ? String(meta.error) : undefined;

/** A text field of a final-form form; `blockEnter` stops Enter from submitting (seller inputs). */
export function TextInput({
  name,
  label,
  type = 'text',
  required,
  multiline,
  blockEnter,
  autoComplete,
  transform,
  onValue,
  disabled,
}: {
  name: string;
  label: string;
  type?: string;
  required?: boolean;
  multiline?: boolean;
  blockEnter?: boolean;
  autoComplete?: string;
  disabled?: boolean;
  transform?: (typed: string) => string;
  onValue?: (value: string) => void;
}) {
  const { input, meta } = useField<string>(name, { subscription: { value: true, error: true, touched: true, submitFailed: true } });
  const error = visible(meta);
  return (
    <TextField
      name={input.name}
      label={label}
      type={type}
      value={input.value ?? ''}
      onChange={(e) => {
        const v = transform ? transform(e.target.value) : e.target.value;
        input.onChange(v);
        onValue?.(v);
      }}
      onBlur={input.onBlur}
      onFocus={input.onFocus}
      onKeyDown={blockEnter ? (e: KeyboardEvent) => e.key === 'Enter' && e.preventDefault() : undefined}
      required={required}
      disabled={disabled}
      error={!!error}
      helperText={error}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      autoComplete={autoComplete}
      fullWidth
      size="small"
    />
  );
}
