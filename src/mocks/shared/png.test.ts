import { crc32 as nodeCrc32, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32, encodeGrayPng, zlibDeflate } from './png';

/** The PNG's chunks: type, data, and whether the stored CRC is right. */
function chunks(png: Uint8Array) {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const found: { type: string; data: Uint8Array; crcOk: boolean }[] = [];
  for (let at = 8; at < png.length;) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...png.subarray(at + 4, at + 8));
    const data = png.subarray(at + 8, at + 8 + length);
    const crcOk =
      view.getUint32(at + 8 + length) === nodeCrc32(png.subarray(at + 4, at + 8 + length));
    found.push({ type, data, crcOk });
    at += 12 + length;
  }
  return found;
}

describe('the mock PNG encoder', () => {
  it('deflates to a zlib stream that zlib inflates back, long runs and noise alike', () => {
    const data = new Uint8Array(100_000);
    for (let i = 0; i < data.length; i += 1)
      data[i] = i % 977 < 600 ? 0xff : (i * 2654435761) >>> 24;
    const packed = zlibDeflate(data);
    expect(Array.from(inflateSync(packed))).toEqual(Array.from(data));
    expect(packed.length).toBeLessThan(data.length / 2);
    expect(Array.from(inflateSync(zlibDeflate(new Uint8Array(0))))).toEqual([]);
  });

  it('computes the CRC-32 of PNG chunks', () => {
    const bytes = new TextEncoder().encode('IEND');
    expect(crc32(bytes)).toBe(nodeCrc32(bytes));
  });

  it.each([1, 2, 4, 8] as const)(
    'writes a valid %i-bit grayscale PNG whose pixels read back',
    (depth) => {
      const [width, height] = [13, 5];
      const gray = Uint8Array.from({ length: width * height }, (_, i) => (i % 3 === 0 ? 0 : 255));
      const png = encodeGrayPng(gray, width, height, depth);
      expect(Array.from(png.subarray(0, 8))).toEqual([
        0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a,
      ]);
      const [header, image, end] = chunks(png);
      expect([header!.type, image!.type, end!.type]).toEqual(['IHDR', 'IDAT', 'IEND']);
      expect([header!.crcOk, image!.crcOk, end!.crcOk]).toEqual([true, true, true]);
      const info = new DataView(header!.data.buffer, header!.data.byteOffset);
      expect([info.getUint32(0), info.getUint32(4), header!.data[8], header!.data[9]]).toEqual([
        width,
        height,
        depth,
        0,
      ]);
      // Unfiltered rows of `depth` bits per pixel: black is 0, white the highest level.
      const raw = inflateSync(image!.data);
      const stride = Math.ceil((width * depth) / 8);
      const pixel = (x: number, y: number) => {
        const byte = raw[y * (stride + 1) + 1 + ((x * depth) >> 3)]!;
        return (byte >> (8 - depth - ((x * depth) & 7))) & ((1 << depth) - 1);
      };
      for (let y = 0; y < height; y += 1) {
        expect(raw[y * (stride + 1)]).toBe(0);
        for (let x = 0; x < width; x += 1)
          expect(pixel(x, y)).toBe(gray[y * width + x] === 0 ? 0 : (1 << depth) - 1);
      }
    },
  );
});
