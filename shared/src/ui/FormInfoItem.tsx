import { Box, Checkbox, FormControl, FormControlLabel, FormLabel, TextField, Typography } from '@mui/material';
import type { FormItem, OfferForm } from '@offerdesk/shared/contract';
import { fieldState, type FormValue, type FormValues, type TriggerField } from '@offerdesk/shared/features';
import { Radio, RadioGroup } from '@offerdesk/shared/mui-extra';

export interface FormInfoItemProps {
  item: FormItem;
  values: FormValues;
  errors: Readonly<Record<string, string>>;
  onChange(key: string, value: FormValue): void;
  /** Shown, not editable (the offer page's Details tab of an offer that is not an editable draft). */
  readOnly?: boolean;
}

const triggers = (t: FormItem['triggerFields']) => t as TriggerField[];

/** One item of the Form Info layout: a title, a field, a checkbox group, a single checkbox or a radio group; hidden while its triggers say so. */
export function FormInfoItem({ item, values, errors, onChange, readOnly = false }: FormInfoItemProps) {
  const state = fieldState(triggers(item.triggerFields), values, item.field?.isRequired ?? item.radio?.isRequired ?? false);
  if (!state.visible) return null;
  switch (item.type) {
    case 'TITLE':
      return (
        <Typography variant="h6" component="h3">
          {item.text}
        </Typography>
      );
    case 'SUB_TITLE':
      return (
        <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
          {item.text}
        </Typography>
      );
    case 'MERGE_FIELD':
    case 'CUSTOM_FIELD': {
      const f = item.field!;
      const value = values[f.key];
      return (
        <TextField
          fullWidth
          label={f.webFormLabel}
          value={typeof value === 'string' ? value : ''}
          required={state.required}
          multiline={f.textMode === 'MultiLine'}
          minRows={f.textMode === 'MultiLine' ? 2 : undefined}
          type={f.dataType === 'Number' ? 'number' : f.dataType === 'Date' ? 'date' : 'text'}
          slotProps={{ ...(f.dataType === 'Date' ? { inputLabel: { shrink: true } } : {}), htmlInput: { readOnly } }}
          error={!!errors[f.key]}
          helperText={errors[f.key] ?? f.helpText ?? undefined}
          onChange={(e) => onChange(f.key, e.target.value)}
        />
      );
    }
    case 'SINGLE_CHECKBOX':
    case 'CHECKBOX': {
      const boxes = item.checkBoxes ?? [];
      const group = (
        <>
          {boxes.map((b) => {
            const forced = fieldState(triggers(b.triggerFields), values).forcedChecked;
            const checked = forced ?? values[b.id] === true;
            return (
              <FormControlLabel
                key={b.id}
                label={b.name}
                control={
                  <Checkbox
                    checked={checked}
                    disabled={readOnly || forced !== undefined}
                    onChange={(e) => onChange(b.id, e.target.checked)}
                  />
                }
              />
            );
          })}
        </>
      );
      if (item.type === 'SINGLE_CHECKBOX') {
        const forced = state.forcedChecked;
        const b = boxes[0];
        return (
          <FormControlLabel
            label={b.name}
            control={
              <Checkbox
                checked={forced ?? values[b.id] === true}
                disabled={readOnly || forced !== undefined}
                onChange={(e) => onChange(b.id, e.target.checked)}
              />
            }
          />
        );
      }
      return (
        <FormControl component="fieldset">
          <FormLabel component="legend">{item.text}</FormLabel>
          {group}
        </FormControl>
      );
    }
    case 'MULTI_CHECKBOX': {
      const r = item.radio!;
      const value = values[r.groupName];
      return (
        <FormControl component="fieldset" required={state.required} error={!!errors[r.groupName]}>
          <FormLabel component="legend">{r.label}</FormLabel>
          <RadioGroup
            row
            name={r.groupName}
            value={typeof value === 'string' ? value : ''}
            onChange={(e) => onChange(r.groupName, e.target.value)}
          >
            {r.options.map((o) => (
              <FormControlLabel key={o.id} value={o.id} control={<Radio />} label={o.name} disabled={readOnly} />
            ))}
          </RadioGroup>
          {errors[r.groupName] && (
            <Typography color="error" variant="caption">
              {errors[r.groupName]}
            </Typography>
          )}
        </FormControl>
      );
    }
  }
}

/** The Form Info layout: rows of twelfth-width columns, each with its items (the wizard's Form Info step and the offer page's Details tab). */
export function FormInfoGrid({ form, ...rest }: Omit<FormInfoItemProps, 'item'> & { form: OfferForm }) {
  return (
    <>
      {form.rows.map((row, r) => (
        <Box key={r} sx={{ display: 'grid', gridTemplateColumns: 'repeat(12, 1fr)', gap: 2, mb: 2 }}>
          {row.columns.map((col, c) => (
            <Box key={c} sx={{ gridColumn: { xs: 'span 12', md: `span ${col.width}` }, display: 'flex', flexDirection: 'column', gap: 1 }}>
              {col.items.map((item) => (
                <Box key={item.id} data-item={item.id} sx={{ minHeight: item.height > 1 ? item.height * 28 : undefined }}>
                  <FormInfoItem item={item} {...rest} />
                </Box>
              ))}
            </Box>
          ))}
        </Box>
      ))}
    </>
  );
}
