/** A drawn signature as the signer's browser sends it: a PNG data URL, checked before it reaches a PDF. */
import { badField } from '../http/errors';

export const SIGNATURE_PNG_MAX_BYTES = 256 * 1024;
export const SIGNATURE_PNG_MAX_SIDE = 2000;
const PREFIX = 'data:image/png;base64,';
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The PNG bytes of a data URL, or a 400 naming the field: not a PNG data URL, too large, or not a sane image. */
export function pngOfDataUrl(value: string, field: string): Uint8Array {
  if (!value.startsWith(PREFIX)) throw badField(field, 'A drawn signature must be a PNG data URL.');
  const base64 = value.slice(PREFIX.length);
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) throw badField(field, 'A drawn signature must be a PNG data URL.');
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.byteLength > SIGNATURE_PNG_MAX_BYTES)
    throw badField(field, `A drawn signature may be at most ${SIGNATURE_PNG_MAX_BYTES / 1024} KB.`);
  // Signature, then the IHDR chunk: width and height at bytes 16-23.
  if (bytes.byteLength < 33 || !bytes.subarray(0, 8).equals(PNG_MAGIC) || bytes.toString('latin1', 12, 16) !== 'IHDR') {
    throw badField(field, 'A drawn signature must be a PNG data URL.');
  }
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  if (!width || !height || width > SIGNATURE_PNG_MAX_SIDE || height > SIGNATURE_PNG_MAX_SIDE) {
    throw badField(field, `A drawn signature must be between 1 and ${SIGNATURE_PNG_MAX_SIDE} pixels wide and high.`);
  }
  return bytes;
}
