import { InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import { formatMoneyInput, moneyCaretPosition, sanitizeMoneyInput } from '@offerdesk/shared/features';
import type { ChangeEvent } from 'react';

export type MoneyTextFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type' | 'select'> & {
  /** The raw money text the form keeps ('425000.5'). */
  value: string | number | null | undefined;
  /** Gets the raw money text of what was typed. */
  onValue(raw: string): void;
};

/**
 * The one money input of the suite: numeric text only, shown with thousands separators and a '$',
 * at most 2 decimals; the form keeps the raw text, and the caret stays after the same digits.
 */
export function MoneyTextField({ value, onValue, slotProps, ...rest }: MoneyTextFieldProps) {
  function onChange(e: ChangeEvent<HTMLInputElement>) {
    const el = e.target;
    const caret = el.selectionStart ?? el.value.length;
    const significant = el.value.slice(0, caret).replace(/[^\d.]/g, '').length;
    const raw = sanitizeMoneyInput(el.value);
    onValue(raw);
    const shown = formatMoneyInput(raw);
    requestAnimationFrame(() => {
      if (document.activeElement === el) {
        const pos = moneyCaretPosition(shown, significant);
        el.setSelectionRange(pos, pos);
      }
    });
  }
  return (
    <TextField
      {...rest}
      value={formatMoneyInput(value)}
      onChange={onChange}
      slotProps={{
        ...slotProps,
        htmlInput: { inputMode: 'decimal' },
        input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
      }}
    />
  );
}
