import { ValidationError, type AnyObjectSchema } from 'yup';

/** Runs a yup schema and returns `{ field: message }` (empty when valid): the shape react-final-form and the API use. */
export async function validateWith(schema: AnyObjectSchema, values: unknown): Promise<Record<string, string>> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (e) {
    if (!(e instanceof ValidationError)) throw e;
    const errors: Record<string, string> = {};
    for (const inner of e.inner.length ? e.inner : [e]) {
      if (inner.path && !errors[inner.path]) errors[inner.path] = inner.message;
    }
    return errors;
  }
}
