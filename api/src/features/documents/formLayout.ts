/** The Form Info layout of an offer: the Form Info items of its documents as rows → columns → items, with the current values. */
import type { FormItem, OfferForm, TriggerFieldSchema } from '@offerdesk/shared/contract';
import { FieldDisplayRule } from '@offerdesk/shared/domain';
import type { Static } from '@sinclair/typebox';
import type { FormSpec, Trigger } from '../../pdf/templateLibrary';

type Values = Readonly<Record<string, string | boolean | null | undefined>>;
type TriggerField = Static<typeof TriggerFieldSchema>;

const triggersOf = (list: readonly Trigger[] | undefined): TriggerField[] =>
  (list ?? []).map((t) => ({
    triggerFieldId: t.on,
    triggerFieldState: t.op,
    value: t.value ?? null,
    displayRule: t.rule ?? FieldDisplayRule.Display,
  }));

const text = (v: string | boolean | null | undefined) => (v === undefined || v === null ? null : String(v));
const HEIGHT = { TITLE: 1, SUB_TITLE: 1, MERGE_FIELD: 1, CUSTOM_FIELD: 1, SINGLE_CHECKBOX: 1, CHECKBOX: 2, MULTI_CHECKBOX: 2 } as const;

/** The keys a Form Info item saves. */
export const keysOf = (spec: FormSpec): string[] =>
  spec.type === 'CHECKBOX' ? spec.boxes.map(([k]) => k) : spec.type === 'MULTI_CHECKBOX' ? [spec.group] : 'key' in spec ? [spec.key] : [];

/** A label for each key a Form Info item saves. */
export const labelsOf = (spec: FormSpec): Array<[string, string]> =>
  spec.type === 'CHECKBOX'
    ? spec.boxes.map(([k, l]) => [k, l])
    : spec.type === 'MULTI_CHECKBOX'
      ? [[spec.group, spec.label]]
      : 'key' in spec
        ? [[spec.key, spec.label]]
        : [];

function toItem(spec: FormSpec, id: string, values: Values): FormItem {
  const base = {
    id,
    type: spec.type,
    width: spec.width ?? 12,
    height: HEIGHT[spec.type],
    text: null as string | null,
    triggerFields: [] as TriggerField[],
  };
  switch (spec.type) {
    case 'TITLE':
    case 'SUB_TITLE':
      return { ...base, text: spec.text };
    case 'MERGE_FIELD':
    case 'CUSTOM_FIELD': {
      const custom = spec.type === 'CUSTOM_FIELD' ? spec : undefined;
      return {
        ...base,
        field: {
          key: spec.key,
          name: spec.label,
          helpText: custom?.help ?? null,
          webFormLabel: spec.label,
          toolTip: custom?.help ?? null,
          value: text(values[spec.key]),
          isRequired: custom?.required ?? false,
          dataType: spec.dataType ?? 'Text',
          textMode: custom?.multiline ? 'MultiLine' : 'SingleLine',
          fieldGroupId: null,
          triggerFields: triggersOf(custom?.triggers),
        },
        triggerFields: triggersOf(custom?.triggers),
      };
    }
    case 'SINGLE_CHECKBOX':
      return {
        ...base,
        text: spec.label,
        checkBoxes: [
          {
            id: spec.key,
            name: spec.label,
            isChecked: values[spec.key] === true || values[spec.key] === 'true',
            checkBoxGroup: null,
            triggerFields: triggersOf(spec.triggers),
          },
        ],
        triggerFields: triggersOf(spec.triggers),
      };
    case 'CHECKBOX':
      return {
        ...base,
        text: spec.label,
        checkBoxes: spec.boxes.map(([key, name]) => ({
          id: key,
          name,
          isChecked: values[key] === true || values[key] === 'true',
          checkBoxGroup: spec.group,
          triggerFields: [],
        })),
        fieldGroup: { id: 0, name: spec.group, description: spec.label },
        triggerFields: triggersOf(spec.triggers),
      };
    case 'MULTI_CHECKBOX':
      return {
        ...base,
        text: spec.label,
        radio: {
          groupName: spec.group,
          label: spec.label,
          value: text(values[spec.group]),
          isRequired: spec.required ?? false,
          options: spec.options.map(([oid, name]) => ({ id: oid, name })),
        },
        triggerFields: triggersOf(spec.triggers),
      };
  }
}

/**
 * Rows of every document in order; an item whose keys an earlier document already showed is left
 * out (one value per key), and a row left empty is dropped.
 */
export function buildOfferForm(
  offerId: number,
  documents: ReadonlyArray<{ id: number; form: readonly (readonly FormSpec[])[] }>,
  values: Values,
): OfferForm {
  const seen = new Set<string>();
  const rows: OfferForm['rows'] = [];
  for (const doc of documents) {
    doc.form.forEach((row, r) => {
      const items = row.filter((spec) => {
        const keys = keysOf(spec);
        if (keys.length && keys.every((k) => seen.has(k))) return false;
        keys.forEach((k) => seen.add(k));
        return true;
      });
      if (!items.length || (items.every((i) => i.type === 'TITLE' || i.type === 'SUB_TITLE') && r > 0 && row.length !== items.length))
        return;
      rows.push({ columns: items.map((spec, c) => ({ width: spec.width ?? 12, items: [toItem(spec, `${doc.id}-${r}-${c}`, values)] })) });
    });
  }
  return { offerId, rows };
}
