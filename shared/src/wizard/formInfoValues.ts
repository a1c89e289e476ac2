/** Form Info values: read from the layout, checked for required fields, grouped for SetOffersCustomFields. */
import type { FormItem, OfferForm } from '@offerdesk/shared/contract';
import { fieldState, groupCustomFields, type FormValues, type TriggerField } from '@offerdesk/shared/features';

const itemsOf = (form: OfferForm): FormItem[] => form.rows.flatMap((r) => r.columns.flatMap((c) => c.items));

/** The values the layout carries: field texts, checkbox states and chosen options. */
export function initialFormValues(form: OfferForm): FormValues {
  const out: Record<string, string | boolean | null> = {};
  for (const item of itemsOf(form)) {
    if (item.field) out[item.field.key] = item.field.value ?? '';
    for (const b of item.checkBoxes ?? []) out[b.id] = b.isChecked;
    if (item.radio) out[item.radio.groupName] = item.radio.value;
  }
  return out;
}

export const FIELD_REQUIRED = 'This field is required';

/** Required fields and groups (shown ones only) that are empty, by key. */
export function missingRequired(form: OfferForm, values: FormValues): Record<string, string> {
  const missing: Record<string, string> = {};
  for (const item of itemsOf(form)) {
    const key = item.field?.key ?? item.radio?.groupName;
    if (!key) continue;
    const state = fieldState(item.triggerFields as TriggerField[], values, item.field?.isRequired ?? item.radio?.isRequired ?? false);
    const v = values[key];
    if (state.visible && state.required && (v === null || v === undefined || (typeof v === 'string' && !v.trim())))
      missing[key] = FIELD_REQUIRED;
  }
  return missing;
}

/** The three buckets of the values the agent changed (a checkbox forced by a rule is sent as shown). */
export function formInfoBuckets(form: OfferForm, values: FormValues, initial: FormValues) {
  const changed: Record<string, string | boolean | null> = {};
  for (const item of itemsOf(form)) {
    for (const b of item.checkBoxes ?? []) {
      const forced =
        fieldState(b.triggerFields as TriggerField[], values).forcedChecked ??
        (item.type === 'SINGLE_CHECKBOX' ? fieldState(item.triggerFields as TriggerField[], values).forcedChecked : undefined);
      const v = forced ?? values[b.id] === true;
      if (v !== initial[b.id]) changed[b.id] = v;
    }
    const key = item.field?.key ?? item.radio?.groupName;
    if (key && values[key] !== initial[key]) changed[key] = (values[key] as string | null) ?? null;
  }
  return groupCustomFields(changed);
}
