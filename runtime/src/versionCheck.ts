/**
 * The runtime's version rule, read by every app's Module Federation runtime: a remote declares
 * the runtime versions it works with (`^1.2.0`: 1.2.0 or a later 1.x), and the host's loaded runtime
 * must be one of them. Framework-free and tiny: it runs before any shared module is loaded.
 */

export { RUNTIME_VERSION } from './version';
export const RUNTIME_PACKAGE = '@offerdesk/runtime';
export const RUNTIME_VERSION_ERROR = 'RuntimeVersionError';

type Version = [number, number, number];

function parse(v: string): Version | null {
  const m = /^(\d+)\.(\d+)\.(\d+)$/.exec(v.trim());
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : null;
}

const compare = (a: Version, b: Version): number => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** A range the check understands: `1.2.3`, `^1.2.3`, `~1.2.3` or `>=1.2.3`; null for any other. */
export function parseRange(range: string): { op: '' | '^' | '~' | '>='; version: Version } | null {
  const m = /^(\^|~|>=)?\s*(\S+)$/.exec(range.trim());
  const version = m ? parse(m[2]) : null;
  return m && version ? { op: (m[1] ?? '') as '' | '^' | '~' | '>=', version } : null;
}

/** Whether `version` is in `range` (semver rules for the forms parseRange reads; any other range: false). */
export function satisfies(version: string, range: string): boolean {
  const v = parse(version);
  const r = parseRange(range);
  if (!v || !r) return false;
  const [major, minor] = r.version;
  if (compare(v, r.version) < 0) return false;
  if (r.op === '') return compare(v, r.version) === 0;
  if (r.op === '>=') return true;
  if (r.op === '~') return v[0] === major && v[1] === minor;
  // ^: the same major; for 0.x the same minor.
  return major > 0 ? v[0] === major : v[0] === 0 && v[1] === minor;
}

/** A remote needs a newer host runtime than the page runs. */
export interface RuntimeVersionError extends Error {
  name: typeof RUNTIME_VERSION_ERROR;
  remote: string;
  required: string;
  loaded: string;
}

export function runtimeVersionError(remote: string, required: string, loaded: string): RuntimeVersionError {
  const e = new Error(
    `${remote} needs OfferDesk host runtime ${required}; this page runs ${loaded}. Release the shell with that runtime first.`,
  ) as RuntimeVersionError;
  e.name = RUNTIME_VERSION_ERROR;
  e.remote = remote;
  e.required = required;
  e.loaded = loaded;
  return e;
}

/** Recognises the error across builds (each app bundles this module: no instanceof). */
export function isRuntimeVersionError(e: unknown): e is RuntimeVersionError {
  return e instanceof Error && e.name === RUNTIME_VERSION_ERROR && typeof (e as Partial<RuntimeVersionError>).required === 'string';
}
