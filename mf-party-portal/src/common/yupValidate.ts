import { validateWith } from '@offerdesk/shared/forms';
import { setIn } from 'final-form';
import type { AnyObjectSchema } from 'yup';

/** A react-final-form `validate` from a shared yup schema: `sellers[0].email` errors become nested ones. */
export const yupValidate = (schema: AnyObjectSchema) => async (values: object) => {
  const flat = await validateWith(schema, values);
  return Object.entries(flat).reduce<object>((errors, [path, message]) => setIn(errors, path, message), {});
};
