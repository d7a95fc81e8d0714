/**
 * A small grayscale PNG encoder that works in Node and in the browser, synchronously (the
 * seed is synchronous and runs in both): zlib stream of one deflate block with the fixed
 * Huffman codes and greedy LZ77 matches (hash chains). Line drawings on white compress well
 * with it; it is not a general-purpose compressor.
 */

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(bytes: Uint8Array, start = 0, end = bytes.length): number {
  let crc = 0xffffffff;
  for (let i = start; i < end; i += 1) crc = CRC_TABLE[(crc ^ bytes[i]!) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (let i = 0; i < bytes.length;) {
    // 5552: the most bytes before the sums can overflow 32 bits.
    const end = Math.min(bytes.length, i + 5552);
    for (; i < end; i += 1) {
      a += bytes[i]!;
      b += a;
    }
    a %= 65521;
    b %= 65521;
  }
  return ((b << 16) | a) >>> 0;
}

class BitWriter {
  private bytes: Uint8Array = new Uint8Array(1 << 16);
  private length = 0;
  private buffer = 0;
  private count = 0;

  /** `n` (≤ 16) bits of `value`, least significant first (deflate's order for data fields). */
  bits(value: number, n: number) {
    this.buffer |= (value & ((1 << n) - 1)) << this.count;
    this.count += n;
    while (this.count >= 8) {
      this.push(this.buffer & 0xff);
      this.buffer >>>= 8;
      this.count -= 8;
    }
  }

  /** A Huffman code of `n` bits, most significant first. */
  code(value: number, n: number) {
    let reversed = 0;
    for (let i = 0; i < n; i += 1) reversed |= ((value >>> i) & 1) << (n - 1 - i);
    this.bits(reversed, n);
  }

  private push(byte: number) {
    if (this.length === this.bytes.length) {
      const grown = new Uint8Array(this.bytes.length * 2);
      grown.set(this.bytes);
      this.bytes = grown;
    }
    this.bytes[this.length] = byte;
    this.length += 1;
  }

  finish(): Uint8Array {
    if (this.count > 0) this.push(this.buffer & 0xff);
    this.buffer = 0;
    this.count = 0;
    return this.bytes.subarray(0, this.length);
  }
}

const LENGTH_BASE = [
  3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131,
  163, 195, 227, 258,
];
const LENGTH_EXTRA = [
  0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
];
const DISTANCE_BASE = [
  1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049,
  3073, 4097, 6145, 8193, 12289, 16385, 24577,
];
const DISTANCE_EXTRA = [
  0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
];

/** The fixed Huffman code of a literal/length symbol (RFC 1951, 3.2.6). */
function literal(out: BitWriter, symbol: number) {
  if (symbol < 144) out.code(0x30 + symbol, 8);
  else if (symbol < 256) out.code(0x190 + symbol - 144, 9);
  else if (symbol < 280) out.code(symbol - 256, 7);
  else out.code(0xc0 + symbol - 280, 8);
}

/** The last index i with table[i] <= value. */
const bucket = (table: number[], value: number) => {
  let i = table.length - 1;
  while (table[i]! > value) i -= 1;
  return i;
};

const WINDOW = 32_768;
const MIN_MATCH = 3;
const MAX_MATCH = 258;
const HASH_BITS = 15;
const MAX_CHAIN = 16;
/** A match this long is taken without looking further. */
const NICE_MATCH = 64;

/** `data` as a zlib stream (one fixed-Huffman deflate block). */
export function zlibDeflate(data: Uint8Array): Uint8Array {
  const out = new BitWriter();
  out.bits(1, 1); // the last block
  out.bits(1, 2); // fixed Huffman codes
  const head = new Int32Array(1 << HASH_BITS).fill(-1);
  const previous = new Int32Array(WINDOW).fill(-1);
  const hashAt = (i: number) =>
    ((data[i]! << 10) ^ (data[i + 1]! << 5) ^ data[i + 2]!) & ((1 << HASH_BITS) - 1);
  const insert = (i: number) => {
    if (i + MIN_MATCH > data.length) return;
    const h = hashAt(i);
    previous[i % WINDOW] = head[h]!;
    head[h] = i;
  };
  let i = 0;
  while (i < data.length) {
    let bestLength = 0;
    let bestDistance = 0;
    if (i + MIN_MATCH <= data.length) {
      let candidate = head[hashAt(i)]!;
      const limit = Math.min(MAX_MATCH, data.length - i);
      for (let chain = 0; candidate >= 0 && chain < MAX_CHAIN; chain += 1) {
        const distance = i - candidate;
        if (distance > WINDOW || distance <= 0) break;
        let length = 0;
        while (length < limit && data[candidate + length] === data[i + length]) length += 1;
        if (length > bestLength) {
          bestLength = length;
          bestDistance = distance;
          if (length >= NICE_MATCH) break;
        }
        const next = previous[candidate % WINDOW]!;
        if (next >= candidate) break;
        candidate = next;
      }
    }
    if (bestLength >= MIN_MATCH) {
      const l = bucket(LENGTH_BASE, bestLength);
      literal(out, 257 + l);
      out.bits(bestLength - LENGTH_BASE[l]!, LENGTH_EXTRA[l]!);
      const d = bucket(DISTANCE_BASE, bestDistance);
      out.code(d, 5);
      out.bits(bestDistance - DISTANCE_BASE[d]!, DISTANCE_EXTRA[d]!);
      // Inside a long match (a blank stretch, mostly) only its ends are worth indexing.
      if (bestLength > 32) {
        for (const k of [0, 1, 2, bestLength - 3, bestLength - 2, bestLength - 1]) insert(i + k);
      } else {
        for (let k = 0; k < bestLength; k += 1) insert(i + k);
      }
      i += bestLength;
    } else {
      literal(out, data[i]!);
      insert(i);
      i += 1;
    }
  }
  literal(out, 256); // end of block
  const body = out.finish();
  const stream = new Uint8Array(body.length + 6);
  stream.set([0x78, 0x01]);
  stream.set(body, 2);
  new DataView(stream.buffer).setUint32(body.length + 2, adler32(data));
  return stream;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const bytes = new Uint8Array(12 + data.length);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i += 1) bytes[4 + i] = type.charCodeAt(i);
  bytes.set(data, 8);
  view.setUint32(8 + data.length, crc32(bytes, 4, 8 + data.length));
  return bytes;
}

export type GrayDepth = 1 | 2 | 4 | 8;

/**
 * A grayscale PNG of `width` × `height` from `gray` (one byte per pixel, 0 black … 255
 * white, rows top to bottom), stored with `depth` bits per pixel (values rounded to the
 * nearest level).
 */
export function encodeGrayPng(
  gray: Uint8Array,
  width: number,
  height: number,
  depth: GrayDepth = 8,
): Uint8Array {
  const levels = (1 << depth) - 1;
  const level = Uint8Array.from({ length: 256 }, (_, value) => Math.round((value * levels) / 255));
  const stride = Math.ceil((width * depth) / 8);
  // Every pixel white to begin with (all bits set), then the others written in.
  const raw = new Uint8Array((stride + 1) * height).fill(0xff);
  for (let y = 0; y < height; y += 1) {
    const row = y * (stride + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < width; x += 1) {
      const value = level[gray[y * width + x]!]!;
      if (value === levels) continue;
      const bit = x * depth;
      const at = row + 1 + (bit >> 3);
      const shift = 8 - depth - (bit & 7);
      raw[at] = (raw[at]! & ~(levels << shift)) | (value << shift);
    }
    // The padding bits of a row's last byte are zero.
    const used = (width * depth) & 7;
    if (used) raw[row + stride] = raw[row + stride]! & ((0xff << (8 - used)) & 0xff);
  }
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header[8] = depth;
  header[9] = 0; // grayscale
  const parts = [
    Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlibDeflate(raw)),
    chunk('IEND', new Uint8Array(0)),
  ];
  const png = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    png.set(part, offset);
    offset += part.length;
  }
  return png;
}
