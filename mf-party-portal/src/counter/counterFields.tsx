import { MenuItem, TextField } from '@mui/material';
import { COUNTER_DEADLINE_STEP_MINUTES, MoneyTextField, OptionSelect } from '@offerdesk/shared/forms';
import dayjs from 'dayjs';
import { useField } from 'react-final-form';

const SUB = { subscription: { value: true, error: true, touched: true, submitFailed: true } } as const;
const shown = (meta: { error?: unknown; touched?: boolean; submitFailed?: boolean }) =>
  meta.error && (meta.touched || meta.submitFailed) ? String(meta.error) : undefined;

/** Money as numeric text only, shown with thousands separators (the shared MoneyTextField); the form keeps the raw text. */
export function MoneyField({ name, label }: { name: string; label: string }) {
  const { input, meta } = useField<string>(name, SUB);
  const error = shown(meta);
  return (
    <MoneyTextField
      label={label}
      name={name}
      value={input.value}
      onValue={input.onChange}
      onBlur={input.onBlur}
      error={!!error}
      helperText={error}
      size="small"
      fullWidth
    />
  );
}

export function SelectField({ name, label, options }: { name: string; label: string; options: readonly { id: number; name: string }[] }) {
  const { input } = useField<number | null>(name, SUB);
  return (
    <OptionSelect
      label={label}
      name={name}
      value={input.value}
      onValue={input.onChange}
      options={options}
      emptyLabel="None"
      size="small"
      fullWidth
    />
  );
}

export function DateField({ name, label }: { name: string; label: string }) {
  const { input, meta } = useField<string>(name, SUB);
  const error = shown(meta);
  return (
    <TextField
      type="date"
      label={label}
      name={name}
      value={input.value ?? ''}
      onChange={(e) => input.onChange(e.target.value)}
      onBlur={input.onBlur}
      error={!!error}
      helperText={error}
      size="small"
      fullWidth
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}

/** The times of a day in 15-minute steps, as the deadline picker offers them ('05:30 PM'). */
export const DEADLINE_TIMES: readonly string[] = Array.from({ length: (24 * 60) / COUNTER_DEADLINE_STEP_MINUTES }, (_, i) => {
  const minutes = i * COUNTER_DEADLINE_STEP_MINUTES;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

/**
 * The picked value as the picker writes it (docs/domain/offers.md, "How dates and times are shown": MM/dd/yy hh:mm aa; dayjs: MM/DD/YY
 * hh:mm A). Shown deadlines use the shared formatDeadline.
 */
export const formatPickedDeadline = (value: string | null | undefined): string =>
  value && dayjs(value).isValid() ? dayjs(value).format('MM/DD/YY hh:mm A') : '';

/** The width a date input needs to show 'MM/DD/YYYY' whole beside its calendar button. */
export const DEADLINE_DATE_MIN_WIDTH = 165;

/** The acceptance deadline: a date and a time in 15-minute steps, stored as local 'YYYY-MM-DDTHH:mm'; only agents may set it. */
export function DeadlineField({ name, label, disabled }: { name: string; label: string; disabled: boolean }) {
  const { input, meta } = useField<string>(name, SUB);
  const [date = '', time = ''] = (input.value || '').split('T');
  const set = (d: string, t: string) => input.onChange(d ? `${d}T${t || '17:00'}` : '');
  const error = shown(meta);
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }} aria-label={label} disabled={disabled}>
      {/* The date wraps above the time rather than cutting its year ('11/30/202') where the column is narrow. */}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <TextField
          type="date"
          // Short visible labels (two fields share a phone's width); the full name stays the accessible one.
          label="Deadline date"
          value={date}
          onChange={(e) => set(e.target.value, time)}
          disabled={disabled}
          size="small"
          sx={{ flex: `1 1 ${DEADLINE_DATE_MIN_WIDTH}px`, minWidth: DEADLINE_DATE_MIN_WIDTH }}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'aria-label': `${label} date` } }}
        />
        <TextField
          select
          label="Deadline time"
          value={date ? time.slice(0, 5) : ''}
          onChange={(e) => set(date, e.target.value)}
          disabled={disabled || !date}
          size="small"
          sx={{ flex: '1 1 130px', minWidth: 130 }}
        >
          {DEADLINE_TIMES.map((t) => (
            <MenuItem key={t} value={t}>
              {dayjs(`2000-01-01T${t}`).format('hh:mm A')}
            </MenuItem>
          ))}
        </TextField>
      </div>
      <div role="status" style={{ fontSize: 12, color: error ? '#c62828' : 'rgba(0,0,0,0.6)', marginTop: 4 }}>
        {error ?? formatPickedDeadline(input.value)}
      </div>
    </fieldset>
  );
}
