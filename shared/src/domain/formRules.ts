/**
 * Form Info rules: when a dependent field or group shows (and whether it is required or checked),
 * how the submitted values are grouped into the three buckets of SetOffersCustomFields, and the
 * sort keys of the document lists.
 */
import { CONDITION_OPERATORS, FieldDisplayRule } from './documents';

export type ConditionOperator = (typeof CONDITION_OPERATORS)[number];
export type FieldDisplayRuleId = (typeof FieldDisplayRule)[keyof typeof FieldDisplayRule];

/** One condition of a dependent field: the trigger's id, the operator, the value compared (EqualTo, GreaterThan…) and what happens when it holds. */
export interface TriggerField {
  triggerFieldId: string;
  triggerFieldState: ConditionOperator;
  value?: string | null;
  displayRule: FieldDisplayRuleId;
}

/** A Form Info value: text of a field, true/false of a checkbox, the chosen option of a group. */
export type FormValue = string | boolean | null | undefined;
export type FormValues = Readonly<Record<string, FormValue>>;

const asNumber = (v: FormValue) => (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : null);
const isEmptyValue = (v: FormValue) => v === undefined || v === null || v === false || (typeof v === 'string' && v.trim() === '');

/** Whether one condition holds for the current value of its trigger. */
export function conditionHolds(operator: ConditionOperator, current: FormValue, expected?: string | null): boolean {
  switch (operator) {
    case 'Checked':
      return current === true || current === 'true';
    case 'UnChecked':
      return !(current === true || current === 'true');
    case 'IsEmpty':
      return isEmptyValue(current);
    case 'EqualTo':
      return String(current ?? '') === String(expected ?? '');
    case 'NotEqualTo':
      return String(current ?? '') !== String(expected ?? '');
    case 'GreaterThan':
    case 'LessThan': {
      const a = asNumber(current);
      const b = asNumber(expected ?? null);
      if (a === null || b === null) return false;
      return operator === 'GreaterThan' ? a > b : a < b;
    }
    default:
      return false;
  }
}

export interface FieldState {
  visible: boolean;
  required: boolean;
  /** Set by a Checked or Unchecked rule whose condition holds: the dependent checkbox's forced state. */
  forcedChecked?: boolean;
}

/**
 * The state of a field from its triggers: with no trigger it shows (required as it says). With
 * triggers, every condition must hold: Display and DisplayAndRequired show it (the latter makes it
 * required); Checked and Unchecked leave it shown and force its check state. When a Display or
 * DisplayAndRequired condition does not hold the field is hidden and never required.
 */
export function fieldState(triggers: readonly TriggerField[] | undefined, values: FormValues, isRequired = false): FieldState {
  if (!triggers?.length) return { visible: true, required: isRequired };
  const holds = triggers.every((t) => conditionHolds(t.triggerFieldState, values[t.triggerFieldId], t.value));
  const rules = new Set(triggers.map((t) => t.displayRule));
  const shows = rules.has(FieldDisplayRule.Display) || rules.has(FieldDisplayRule.DisplayAndRequired);
  if (shows && !holds) return { visible: false, required: false };
  const state: FieldState = { visible: true, required: isRequired || (holds && rules.has(FieldDisplayRule.DisplayAndRequired)) };
  if (holds && rules.has(FieldDisplayRule.Checked)) state.forcedChecked = true;
  if (holds && rules.has(FieldDisplayRule.Unchecked)) state.forcedChecked = false;
  return state;
}

/** Length of a custom field's id (a key of this length is a field, like a dotted merge-field key). */
export const CUSTOM_FIELD_ID_LENGTH = 24;

export interface CustomFieldBuckets {
  mergeFields: { key: string; value: string | null }[];
  checkBoxes: { key: string; isChecked: boolean }[];
  muliCheckBoxes: { key: string; value: string | null }[];
}

/** Groups Form Info values for SetOffersCustomFields: keys with a dot or of 24 characters are fields, booleans checkboxes, the rest option groups. */
export function groupCustomFields(values: FormValues): CustomFieldBuckets {
  const out: CustomFieldBuckets = { mergeFields: [], checkBoxes: [], muliCheckBoxes: [] };
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    if (key.includes('.') || key.length === CUSTOM_FIELD_ID_LENGTH)
      out.mergeFields.push({ key, value: value === null ? null : String(value) });
    else if (typeof value === 'boolean') out.checkBoxes.push({ key, isChecked: value });
    else out.muliCheckBoxes.push({ key, value });
  }
  return out;
}

export const DOCUMENT_SORT_KEYS = ['name-asc', 'name-desc', 'type-asc', 'type-desc'] as const;
export type DocumentSortKey = (typeof DOCUMENT_SORT_KEYS)[number];
export const DEFAULT_DOCUMENT_SORT: DocumentSortKey = 'name-asc';

/**
 * Sorts documents by name, or by document type (`documentTypeId`: 101 purchase agreement … 353 HOA
 * Addendum; a document without one, an upload or an MLS document, after those with one), equal types
 * by name ascending; ascending or descending; a new array.
 */
export function sortDocuments<T extends { name: string; documentTypeId?: number | null }>(docs: readonly T[], key: DocumentSortKey): T[] {
  const [by, dir] = key.split('-') as ['name' | 'type', 'asc' | 'desc'];
  const sign = dir === 'asc' ? 1 : -1;
  const byName = (a: T, b: T) => a.name.toLocaleLowerCase().localeCompare(b.name.toLocaleLowerCase());
  const typeOf = (d: T) => d.documentTypeId ?? Number.MAX_SAFE_INTEGER;
  return [...docs].sort((a, b) => (by === 'name' ? sign * byName(a, b) : sign * (typeOf(a) - typeOf(b)) || byName(a, b)));
}
