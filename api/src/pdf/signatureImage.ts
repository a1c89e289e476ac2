/** A drawn signature as the signer's browser sends it: a PNG data URL, checked before it reaches a PDF. */
import { inflateSync } from 'node:zlib';
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

/** Channels of each PNG colour type with the bit depths it allows (PNG specification, IHDR). */
const COLOUR_TYPES: Record<number, { channels: number; depths: number[] }> = {
  0: { channels: 1, depths: [1, 2, 4, 8, 16] },
  2: { channels: 3, depths: [8, 16] },
  3: { channels: 1, depths: [1, 2, 4, 8] },
  4: { channels: 2, depths: [8, 16] },
  6: { channels: 4, depths: [8, 16] },
};

/** The image data of a PNG: its IDAT chunks joined, or null when its chunks do not end in IEND. */
function imageData(png: Buffer): Buffer | null {
  const idat: Buffer[] = [];
  for (let at = 8; at + 12 <= png.byteLength;) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    if (at + 12 + length > png.byteLength) return null;
    if (type === 'IDAT') idat.push(png.subarray(at + 8, at + 8 + length));
    if (type === 'IEND') return idat.length ? Buffer.concat(idat) : null;
    at += 12 + length;
  }
  return null;
}

/**
 * The PNG (checked by pngOfDataUrl) when its image can be read: a known colour type and depth, whole
 * chunks up to IEND, image data that inflates to every row. A 400 naming the field otherwise, while
 * the signer waits (the stamping that reads it comes after the answer).
 */
export function readablePng(bytes: Uint8Array, field: string): Uint8Array {
  const png = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const unreadable = () => badField(field, 'The drawn signature is not a readable PNG image.');
  const [width, height, depth, colour, interlace] = [png.readUInt32BE(16), png.readUInt32BE(20), png[24], png[25], png[28]];
  const type = COLOUR_TYPES[colour];
  if (!type?.depths.includes(depth) || interlace > 1) throw unreadable();
  const data = imageData(png);
  if (!data) throw unreadable();
  // Each row: a filter byte, then its pixels (an interlaced image's passes are not counted).
  const rows = height * (1 + Math.ceil((width * type.channels * depth) / 8));
  let pixels: Buffer;
  try {
    // Inflated on the request's thread, so never more than the image's own rows could need (a
    // small image whose data inflates far beyond its size is refused, not inflated).
    pixels = inflateSync(data, { maxOutputLength: 2 * rows + 1024 });
  } catch {
    throw unreadable();
  }
  if (!interlace && pixels.byteLength < rows) throw unreadable();
  return bytes;
}
