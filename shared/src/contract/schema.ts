/** The building blocks of the wire contract: text, ids, nullable values and the error body. */
import { Type, type Static, type StringOptions, type TSchema } from '@sinclair/typebox';

export const INT32_MAX = 2147483647;

/** Text never carries a NUL character (the database cannot store it): one rule for every text field. */
const NO_NUL = '^[^\\u0000]*$';

/** Text of at most `maxLength` characters, without NUL. */
export const Text = (maxLength: number, options: StringOptions = {}) => Type.String({ maxLength, pattern: NO_NUL, ...options });

/** A database id: a positive 32-bit integer (never text on a JSON body). */
export const Id = (options: { description?: string } = {}) => Type.Integer({ minimum: 1, maximum: INT32_MAX, ...options });

/**
 * `schema` or null, written as `type: [type, 'null']` (what the serialiser handles fastest).
 * Only for schemas with a single `type`.
 */
export function Nullable<T extends TSchema>(schema: T) {
  const plain = JSON.parse(JSON.stringify(schema)) as Record<string, unknown>;
  return Type.Unsafe<Static<T> | null>({ ...plain, type: [plain.type, 'null'] });
}

/** Answer-side shorthands (no limits: the server writes them). */
export const NStr = () => Nullable(Type.String());
export const NInt = () => Nullable(Type.Integer());
export const NNum = () => Nullable(Type.Number());
export const NBool = () => Nullable(Type.Boolean());

/** Every failed request: `{ code, message, fields? }` (`error`: the OAuth error name of POST /Token). */
export const ErrorBody = Type.Object(
  {
    code: Type.String(),
    message: Type.String(),
    fields: Type.Optional(Type.Record(Type.String(), Type.String())),
    error: Type.Optional(Type.String()),
  },
  { description: 'Error: code, message and, for bad input, the fields at fault.' },
);
export type ErrorBody = Static<typeof ErrorBody>;

export const LookupItem = Type.Object({ id: Type.Integer(), name: Type.String() });
export type LookupItem = Static<typeof LookupItem>;

/** One of the given strings. */
export const StringEnum = <T extends string>(values: readonly T[], options: { description?: string } = {}) =>
  Type.Unsafe<T>({ type: 'string', enum: [...values], ...options });

/** An ISO timestamp written by the server. */
export const Timestamp = () => Type.String({ format: 'date-time' });

/** A file answer (PDF, SVG): sent as it is, never serialised. */
export const FileBody = Type.Unsafe<string | Uint8Array>({ type: 'string', format: 'binary' });
