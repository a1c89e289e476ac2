import { conditionHolds, DOCUMENT_SORT_KEYS, fieldState, groupCustomFields, sortDocuments, type ConditionOperator } from '../formRules';
import { CONDITION_OPERATORS, FieldDisplayRule } from '../documents';

describe('condition operators', () => {
  const cases: Array<[ConditionOperator, unknown, string | null, boolean]> = [
    ['Checked', true, null, true],
    ['Checked', false, null, false],
    ['Checked', 'true', null, true],
    ['Checked', undefined, null, false],
    ['UnChecked', false, null, true],
    ['UnChecked', undefined, null, true],
    ['UnChecked', true, null, false],
    ['IsEmpty', '', null, true],
    ['IsEmpty', '  ', null, true],
    ['IsEmpty', null, null, true],
    ['IsEmpty', 'x', null, false],
    ['EqualTo', 'other', 'other', true],
    ['EqualTo', '10', 'other', false],
    ['NotEqualTo', '10', 'other', true],
    ['NotEqualTo', 'other', 'other', false],
    ['GreaterThan', '15', '10', true],
    ['GreaterThan', '10', '10', false],
    ['GreaterThan', 'abc', '10', false],
    ['LessThan', '5', '10', true],
    ['LessThan', '10', '10', false],
    ['LessThan', '', '10', false],
  ];
  it.each(cases)('%s of %p against %p is %p', (op, current, expected, result) => {
    expect(conditionHolds(op, current as string, expected)).toBe(result);
  });
  it('covers every operator', () => {
    expect(new Set(cases.map(([op]) => op))).toEqual(new Set(CONDITION_OPERATORS));
  });
});

describe('display rules', () => {
  const on = (displayRule: number, triggerFieldState: ConditionOperator = 'Checked') => [
    { triggerFieldId: 'chkA', triggerFieldState, displayRule: displayRule as 1 },
  ];
  it('shows a field without triggers, required as it says', () => {
    expect(fieldState([], {}, true)).toEqual({ visible: true, required: true });
  });
  it('Display shows the field only while its condition holds, never required', () => {
    expect(fieldState(on(FieldDisplayRule.Display), { chkA: false })).toEqual({ visible: false, required: false });
    expect(fieldState(on(FieldDisplayRule.Display), { chkA: true })).toEqual({ visible: true, required: false });
  });
  it('DisplayAndRequired shows and requires it while its condition holds', () => {
    expect(fieldState(on(FieldDisplayRule.DisplayAndRequired), { chkA: false })).toEqual({ visible: false, required: false });
    expect(fieldState(on(FieldDisplayRule.DisplayAndRequired), { chkA: true })).toEqual({ visible: true, required: true });
  });
  it('Checked and Unchecked force the dependent checkbox while the condition holds', () => {
    expect(fieldState(on(FieldDisplayRule.Checked), { chkA: true })).toEqual({ visible: true, required: false, forcedChecked: true });
    expect(fieldState(on(FieldDisplayRule.Checked), { chkA: false })).toEqual({ visible: true, required: false });
    expect(fieldState(on(FieldDisplayRule.Unchecked, 'UnChecked'), { chkA: false })).toEqual({
      visible: true,
      required: false,
      forcedChecked: false,
    });
  });
  it('needs every condition to hold', () => {
    const both = [
      { triggerFieldId: 'a', triggerFieldState: 'Checked' as const, displayRule: 1 as const },
      { triggerFieldId: 'b', triggerFieldState: 'EqualTo' as const, value: 'x', displayRule: 1 as const },
    ];
    expect(fieldState(both, { a: true, b: 'y' }).visible).toBe(false);
    expect(fieldState(both, { a: true, b: 'x' }).visible).toBe(true);
  });
});

describe('SetOffersCustomFields buckets', () => {
  it('puts dotted and 24-character keys in mergeFields, booleans in checkBoxes and the rest in muliCheckBoxes', () => {
    const id = 'a'.repeat(24);
    expect(
      groupCustomFields({ 'Offer.Price': '$1', [id]: '21', chkA: true, chkB: false, grpC: '10', skipped: undefined, [`${id}x`]: null }),
    ).toEqual({
      mergeFields: [
        { key: 'Offer.Price', value: '$1' },
        { key: id, value: '21' },
      ],
      checkBoxes: [
        { key: 'chkA', isChecked: true },
        { key: 'chkB', isChecked: false },
      ],
      muliCheckBoxes: [
        { key: 'grpC', value: '10' },
        { key: `${id}x`, value: null },
      ],
    });
  });
});

describe('document sort keys', () => {
  // Seed 000 §2: lists sort by name or type (keys name-asc, name-desc, type-asc, type-desc; default name ascending).
  const docs = [
    { name: 'b doc', documentTypeId: 353 },
    { name: 'A doc', documentTypeId: 101 },
    { name: 'c doc', documentTypeId: null },
    { name: 'a2', documentTypeId: 101 },
    { name: 'Z doc', documentTypeId: 102 },
  ];
  it.each([
    ['name-asc', ['A doc', 'a2', 'b doc', 'c doc', 'Z doc']],
    ['name-desc', ['Z doc', 'c doc', 'b doc', 'a2', 'A doc']],
    ['type-asc', ['A doc', 'a2', 'Z doc', 'b doc', 'c doc']],
    ['type-desc', ['c doc', 'b doc', 'Z doc', 'A doc', 'a2']],
  ] as const)('%s', (key, names) => {
    expect(sortDocuments(docs, key).map((d) => d.name)).toEqual(names);
  });
  it('has the four keys', () => expect(DOCUMENT_SORT_KEYS).toEqual(['name-asc', 'name-desc', 'type-asc', 'type-desc']));
});
