import { MenuItem, TextField, type TextFieldProps } from '@mui/material';

export type OptionSelectProps = Omit<TextFieldProps, 'value' | 'onChange' | 'select' | 'children'> & {
  /** The chosen id; empty (null, undefined or '') for none. */
  value: number | string | null | undefined;
  /** Gets the chosen id, null for the empty choice. */
  onValue(id: number | null): void;
  options: readonly { id: number; name: string }[];
  /** The empty choice's text; null offers no empty choice. */
  emptyLabel?: string | null;
};

/** The one select of id-and-name options of the suite's forms: the form holds the id (null when empty). */
export function OptionSelect({ value, onValue, options, emptyLabel = 'Select', ...rest }: OptionSelectProps) {
  return (
    <TextField
      {...rest}
      select
      value={value == null || value === '' ? '' : String(value)}
      onChange={(e) => onValue(e.target.value === '' ? null : Number(e.target.value))}
    >
      {emptyLabel !== null && (
        <MenuItem value="">
          <em>{emptyLabel}</em>
        </MenuItem>
      )}
      {options.map((o) => (
        <MenuItem key={o.id} value={String(o.id)}>
          {o.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
