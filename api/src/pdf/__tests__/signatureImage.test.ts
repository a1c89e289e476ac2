import { deflateSync } from 'node:zlib';
import { readablePng } from '../signatureImage';

/** A PNG of `width` × `height` RGBA pixels whose image data is `raw` deflated (CRCs left zero: not read). */
function png(width: number, height: number, raw: Buffer): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.byteLength, 0);
    head.write(type, 4, 'latin1');
    return Buffer.concat([head, data, Buffer.alloc(4)]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  const magic = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new Uint8Array(Buffer.concat([magic, chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]));
}

describe('a drawn signature read before it is kept', () => {
  it('accepts an image whose data fills its rows', () => {
    const image = png(2, 2, Buffer.alloc(2 * (1 + 2 * 4)));
    expect(readablePng(image, 'signature.value')).toBe(image);
  });

  it('refuses an image whose data does not fill its rows', () => {
    expect(() => readablePng(png(2, 2, Buffer.alloc(5)), 'signature.value')).toThrow('The drawn signature is not a readable PNG image.');
  });

  it('refuses, without inflating it all, a small image whose data inflates far beyond its size', () => {
    expect(() => readablePng(png(1, 1, Buffer.alloc(32 * 1024 * 1024)), 'signature.value')).toThrow(
      'The drawn signature is not a readable PNG image.',
    );
  });
});
