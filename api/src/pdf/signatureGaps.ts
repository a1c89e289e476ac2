/**
 * The signature dictionaries of a PDF as a verifier reads them (docs/domain/audit.md#verify-page): each
 * `/ByteRange [0 a b c]` and the hex string `<…>` in the gap it leaves out, found by one forward scan
 * of the bytes. No regular expression backtracks over the file and no step looks at a byte twice more
 * than a fixed number of times, so any file, however crafted, is read in time linear in its size.
 */

/** `/ByteRange` entries looked at, well formed or not: a sealed file has one; more is someone's doing. */
export const MAX_BYTE_RANGES = 8;
/**
 * The largest gap read (its hex string): OfferDesk's seal reserves 8 KB (16 KB of hex), other signers'
 * placeholders a few dozen KB. A larger gap is not read as a signature, so that the CMS parse behind it
 * stays small whatever the file's size.
 */
export const MAX_GAP_BYTES = 512 * 1024;
/** Digits of one /ByteRange number: no file under any upload limit needs more. */
const MAX_DIGITS = 15;

const KEY = Buffer.from('/ByteRange');
const [LT, GT, LBRACKET, RBRACKET, ZERO, NINE] = ['<', '>', '[', ']', '0', '9'].map((c) => c.charCodeAt(0)) as number[];

export interface SignatureGap {
  /** The bytes the signature covers, everything but the gap: two views of the file, not copies. */
  covered: [Buffer, Buffer];
  /** Where the covered bytes end (the file's length when nothing was appended). */
  end: number;
  /** The CMS in the gap, its zero padding dropped. */
  cms: Buffer;
}

/** PDF white-space characters (ISO 32000-1, 7.2.2). */
const isSpace = (b: number | undefined) => b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09 || b === 0x0c || b === 0x00;
const isDigit = (b: number | undefined) => b !== undefined && b >= ZERO && b <= NINE;

/** Reads `[ n n n n ]` at `at` (spaces allowed around): the four numbers, or null. */
function byteRangeAt(file: Buffer, at: number): [number, number, number, number] | null {
  const skipSpaces = () => {
    while (isSpace(file[at])) at += 1;
  };
  skipSpaces();
  if (file[at] !== LBRACKET) return null;
  at += 1;
  const numbers: number[] = [];
  for (let i = 0; i < 4; i++) {
    skipSpaces();
    const start = at;
    while (isDigit(file[at]) && at - start < MAX_DIGITS) at += 1;
    if (at === start || isDigit(file[at])) return null;
    numbers.push(Number(file.toString('latin1', start, at)));
  }
  skipSpaces();
  return file[at] === RBRACKET ? (numbers as [number, number, number, number]) : null;
}

const hexValue = (b: number): number => {
  if (b >= 0x30 && b <= 0x39) return b - 0x30;
  const lower = b | 0x20;
  return lower >= 0x61 && lower <= 0x66 ? lower - 0x61 + 10 : -1;
};

/** The bytes of the hex string that fills `file[from, to)` exactly (`<`, hex digits and spaces, `>`), or null. */
function hexStringBetween(file: Buffer, from: number, to: number): Buffer | null {
  if (to - from < 2 || file[from] !== LT || file[to - 1] !== GT) return null;
  const out = Buffer.allocUnsafe((to - from) >> 1);
  let length = 0;
  let high = -1;
  for (let at = from + 1; at < to - 1; at++) {
    const b = file[at]!;
    if (isSpace(b)) continue;
    const value = hexValue(b);
    if (value < 0) return null;
    if (high < 0) high = value;
    else {
      out[length++] = (high << 4) | value;
      high = -1;
    }
  }
  return high < 0 ? out.subarray(0, length) : null;
}

/** Without the trailing zero bytes that pad the CMS to the reserved size. */
function withoutPadding(bytes: Buffer): Buffer {
  let end = bytes.length;
  while (end > 0 && bytes[end - 1] === 0) end -= 1;
  return bytes.subarray(0, end);
}

/**
 * The well-formed signature gaps of `file`, in file order, from at most MAX_BYTE_RANGES `/ByteRange`
 * entries, each gap once. Two different gaps never overlap (each is `<`, hex, `>` exactly), so all the
 * gaps read hold at most the file's bytes.
 */
export function signatureGaps(file: Buffer): SignatureGap[] {
  const found: SignatureGap[] = [];
  const seen = new Set<string>();
  let from = 0;
  for (let looked = 0; looked < MAX_BYTE_RANGES; looked++) {
    const at = file.indexOf(KEY, from);
    if (at < 0) break;
    from = at + KEY.length;
    const range = byteRangeAt(file, from);
    if (!range) continue;
    const [start, length1, start2, length2] = range;
    if (start !== 0 || start2 < length1 || start2 + length2 > file.length || start2 - length1 > MAX_GAP_BYTES) continue;
    const key = `${length1} ${start2}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const cms = hexStringBetween(file, length1, start2);
    if (!cms) continue;
    found.push({
      covered: [file.subarray(0, length1), file.subarray(start2, start2 + length2)],
      end: start2 + length2,
      cms: withoutPadding(cms),
    });
  }
  return found;
}
