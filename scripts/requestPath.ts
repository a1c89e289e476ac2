/** Longest request target (path and query) a static server reads; longer ones are a 400. */
export const MAX_REQUEST_TARGET = 2048;

/**
 * The decoded path of a request target, or null when it is not one a static server may serve:
 * over-long, not absolute, badly percent-encoded, or holding a control character (NUL), a
 * backslash, a percent sign left after decoding (double encoding) or a `.`/`..` segment.
 */
export function decodeRequestPath(target: string | undefined): string | null {
  if (!target || target.length > MAX_REQUEST_TARGET || !target.startsWith('/') || target.startsWith('//')) return null;
  const raw = target.split(/[?#]/, 1)[0];
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f\\%]/.test(decoded)) return null;
  if (decoded.split('/').some((segment) => segment === '..' || segment === '.')) return null;
  return decoded;
}
