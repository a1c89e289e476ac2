import fc from 'fast-check';
import type { JsonSchema } from './harness';

/**
 * Request parts generated from a route's JSON schema: each known field gets either a value its
 * schema allows or a hostile one; fields go missing; extra and prototype keys appear. Bodies are
 * built as JSON text, so that `__proto__` keys and deep nesting reach the server as sent.
 */
export interface FuzzRequest {
  params: Record<string, string>;
  query: Record<string, string | string[]>;
  /** JSON text, or undefined for no body. */
  body?: string;
  contentType: string;
}

const HUGE = [10_000, 100_000, 1_100_000];
const hugeString = fc.constantFrom(...HUGE).map((n) => 'x'.repeat(n));
const nastyStrings = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '\u0000'.repeat(50),
  '\uD800',
  '\uDFFF\uD800',
  '\u202E\u0301',
  '🏠'.repeat(300),
  'ǅ\u0085\u2028\u2029',
  "' or 1=1 --",
  '%00',
  '../..',
  '1 0',
  ' 2 ',
  '1e3',
  '0x10',
  '-0',
  'NaN',
  'Infinity',
  'true',
  'null',
  "2027-01-15' OR 1=1",
  '2026-02-30',
  '0000-01-01',
  '+275760-09-13',
);
const nastyNumbers = fc.constantFrom(
  -1,
  0,
  -0.5,
  0.5,
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31),
  2 ** 53,
  -(2 ** 53),
  1e300,
  -1e300,
  1e-300,
  123456789012,
);

/** Deeply nested arrays or objects, as JSON text. */
const deep = fc
  .tuple(fc.integer({ min: 30, max: 5000 }), fc.boolean())
  .map(([d, arrays]) => (arrays ? `${'['.repeat(d)}${']'.repeat(d)}` : `${'{"a":'.repeat(d)}1${'}'.repeat(d)}`));
const protoKeys = fc.constantFrom('__proto__', 'constructor', 'prototype', '__defineGetter__', 'hasOwnProperty', 'toString');

/** A hostile JSON value (as text). */
const hostileJson: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('null', 'true', 'false', '[]', '{}', '""'),
  fc.integer().map(String),
  nastyNumbers.map((n) => JSON.stringify(n)),
  fc.string({ unit: 'binary', maxLength: 200 }).map((s) => JSON.stringify(s)),
  fc.string({ unit: 'grapheme', maxLength: 200 }).map((s) => JSON.stringify(s)),
  nastyStrings.map((s) => JSON.stringify(s)),
  hugeString.map((s) => JSON.stringify(s)),
  deep,
  fc.tuple(protoKeys, fc.integer()).map(([k, v]) => `{${JSON.stringify(k)}:{"polluted":${v}}}`),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 20 })), { maxLength: 30 }).map((a) => JSON.stringify(a)),
);

const types = (s: JsonSchema) => [s.type ?? 'object'].flat();

/** A value the field's schema allows (ids may be real ones), as a plain JS value. */
function allowedValue(schema: JsonSchema, name: string, realIds: readonly number[]): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const t = types(schema);
  const options: fc.Arbitrary<unknown>[] = [];
  if (t.includes('integer') || t.includes('number')) {
    const min = schema.minimum ?? -1000;
    const max = schema.maximum ?? 1_000_000_000;
    options.push(t.includes('integer') ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true }));
    if (/id$/i.test(name) && realIds.length) options.push(fc.constantFrom(...realIds));
  }
  if (t.includes('string')) {
    const maxLength = Math.min(schema.maxLength ?? 40, 400);
    const minLength = Math.min(schema.minLength ?? 0, maxLength);
    options.push(fc.string({ minLength, maxLength }));
    if (/id$/i.test(name) && realIds.length) options.push(fc.constantFrom(...realIds.map(String)));
  }
  if (t.includes('boolean')) options.push(fc.boolean());
  if (t.includes('null')) options.push(fc.constant(null));
  if (t.includes('array'))
    options.push(
      fc.array(schema.items ? allowedValue(schema.items, name, realIds) : fc.integer(), { maxLength: Math.min(schema.maxItems ?? 5, 5) }),
    );
  if (t.includes('object') && !options.length)
    options.push(fc.dictionary(fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 }), { maxKeys: 5 }));
  return options.length ? fc.oneof(...options) : fc.constant(null);
}

/** A JSON object (text) from an object schema: allowed or hostile values, missing fields, extra and prototype keys. */
function objectJson(schema: JsonSchema | undefined, realIds: readonly number[]): fc.Arbitrary<string> {
  const props = Object.entries(schema?.properties ?? {});
  const fields = props.map(([name, prop]) =>
    fc.option(
      fc
        .oneof(
          { weight: 3, arbitrary: allowedValue(prop, name, realIds).map((v) => JSON.stringify(v)) },
          { weight: 2, arbitrary: hostileJson },
        )
        .map((v) => [name, v] as const),
      { freq: 5 },
    ),
  );
  const extra = fc.array(fc.tuple(fc.oneof(protoKeys, fc.string({ maxLength: 30 })), hostileJson), { maxLength: 3 });
  return fc.tuple(fc.tuple(...fields), extra).map(([known, more]) => {
    const entries = [...known.filter((e): e is readonly [string, string] => e !== null), ...more];
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`;
  });
}

/** A valid body (text) with one to three fields made hostile or removed, and maybe a prototype key added. */
function mutatedJson(seed: Record<string, unknown>): fc.Arbitrary<string> {
  const keys = Object.keys(seed);
  if (!keys.length) return fc.constant('{}');
  const change = fc.oneof({ weight: 4, arbitrary: hostileJson }, { weight: 1, arbitrary: fc.constant(undefined) });
  return fc
    .tuple(
      fc.shuffledSubarray(keys, { minLength: 1, maxLength: Math.min(3, keys.length) }),
      fc.array(change, { minLength: 3, maxLength: 3 }),
      fc.option(fc.tuple(protoKeys, hostileJson), { freq: 4 }),
    )
    .map(([chosen, changes, extra]) => {
      const entries: [string, string][] = [];
      for (const key of keys) {
        const at = chosen.indexOf(key);
        if (at < 0) entries.push([key, JSON.stringify(seed[key])]);
        else if (changes[at] !== undefined) entries.push([key, changes[at]!]);
      }
      if (extra) entries.push([extra[0], extra[1]]);
      return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`;
    });
}

/** A hostile query or path value (as the URL carries it, before encoding). */
const hostileText = fc.oneof(
  nastyStrings,
  nastyNumbers.map(String),
  fc.string({ unit: 'binary', maxLength: 100 }),
  fc.constantFrom('', ' ', '-1', '0', '2147483648', '99999999999999999999', '1.5', 'abc', '[]', '{}'),
  fc.constantFrom(3000, 10_000).map((n) => '9'.repeat(n)),
);

function textValues(schema: JsonSchema | undefined, realIds: readonly number[]): fc.Arbitrary<Record<string, string | string[]>> {
  const props = Object.entries(schema?.properties ?? {});
  const fields = props.map(([name, prop]) =>
    fc.option(
      fc
        .oneof(
          {
            weight: 3,
            arbitrary: allowedValue(prop, name, realIds).map((v) =>
              v === null ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v),
            ),
          },
          { weight: 2, arbitrary: hostileText },
          { weight: 1, arbitrary: fc.array(hostileText, { minLength: 2, maxLength: 3 }) },
        )
        .map((v) => [name, v] as const),
      { freq: 6 },
    ),
  );
  const extra = fc.array(fc.tuple(fc.oneof(protoKeys, fc.string({ minLength: 1, maxLength: 20 })), hostileText), { maxLength: 2 });
  return fc.tuple(fc.tuple(...fields), extra).map(([known, more]) => {
    const out: Record<string, string | string[]> = {};
    for (const entry of [...known.filter((e): e is readonly [string, string | string[]] => e !== null), ...more]) out[entry[0]] = entry[1];
    return out;
  });
}

/** Requests for one route, generated from its params, querystring and body schemas. */
export function fuzzRequests(
  schema: { params?: JsonSchema; querystring?: JsonSchema; body?: JsonSchema },
  pathParams: readonly string[],
  realIds: readonly number[],
  /** A body the route accepts: mutated one to three fields at a time, so the fuzz reaches past validation. */
  validBody?: Record<string, unknown>,
): fc.Arbitrary<FuzzRequest> {
  const params = fc
    .tuple(
      ...pathParams.map((name) =>
        fc
          .oneof(
            { weight: 2, arbitrary: allowedValue(schema.params?.properties?.[name] ?? { type: 'string' }, name, realIds).map(String) },
            { weight: 3, arbitrary: hostileText },
          )
          .map((v) => [name, v] as const),
      ),
    )
    .map((entries) => Object.fromEntries(entries) as Record<string, string>);
  const body: fc.Arbitrary<{ body?: string; contentType: string }> = schema.body
    ? fc.oneof(
        { weight: 4, arbitrary: objectJson(schema.body, realIds).map((b) => ({ body: b, contentType: 'application/json' })) },
        {
          weight: validBody ? 6 : 1,
          arbitrary: (validBody ? mutatedJson(validBody) : objectJson(schema.body, realIds)).map((b) => ({
            body: b,
            contentType: 'application/json',
          })),
        },
        { weight: 1, arbitrary: hostileJson.map((b) => ({ body: b, contentType: 'application/json' })) },
        {
          weight: 1,
          arbitrary: fc
            .constantFrom('{"a":', '{"a":1,}', "{'a':1}", '\u0000', '')
            .map((b) => ({ body: b, contentType: 'application/json' })),
        },
        {
          weight: 1,
          arbitrary: textValues(schema.body, realIds).map((q) => ({
            body: new URLSearchParams(q as Record<string, string>).toString(),
            contentType: 'application/x-www-form-urlencoded',
          })),
        },
      )
    : fc.constant({ contentType: 'application/json' });
  return fc.tuple(params, textValues(schema.querystring, realIds), body).map(([p, query, b]) => ({ params: p, query, ...b }));
}
