import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BENDER_FIGURES } from '@/shared/bender/figures';
import { base64ToBytes } from '../shared/bytes';
import {
  copiedStrokes,
  randomFrom,
  seededDrawingBase64,
  seededDrawingPng,
  SEEDED_DRAWING_SIZE,
  SEEDED_DRAWING_VARIANTS,
} from './bender-drawings';
import { generateSeed } from './seed';

/** A grayscale PNG (one IDAT, unfiltered rows, as the mock writes) read back: size and pixels 0…1. */
function readGrayPng(png: Uint8Array) {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  const depth = png[24]!;
  const idat = png.subarray(41, 41 + view.getUint32(33));
  const raw = inflateSync(idat);
  const stride = Math.ceil((width * depth) / 8);
  const max = (1 << depth) - 1;
  const at = (x: number, y: number) =>
    ((raw[y * (stride + 1) + 1 + ((x * depth) >> 3)]! >> (8 - depth - ((x * depth) & 7))) & max) /
    max;
  return { width, height, at };
}

/** How many dark pixels each of the sheet's nine cells holds (A, 1 … 8). */
function inkPerCell(png: Uint8Array) {
  const { width, height, at } = readGrayPng(png);
  const counts = new Array<number>(9).fill(0);
  for (let y = 0; y < height; y += 2)
    for (let x = 0; x < width; x += 2)
      if (at(x, y) < 0.5)
        counts[Math.floor((y * 3) / height) * 3 + Math.floor((x * 3) / width)]! += 1;
  return counts;
}

describe('the seeded Bender drawings', () => {
  it('are the same for the same seed and differ between seeds', () => {
    expect(seededDrawingPng(11, 'careful')).toEqual(seededDrawingPng(11, 'careful'));
    expect(seededDrawingPng(11, 'careful')).not.toEqual(seededDrawingPng(12, 'careful'));
  });

  it('copy every figure in its cell of the sheet: strokes of each figure, ink in each cell', () => {
    const strokes = copiedStrokes(randomFrom(5), 'careful');
    const marks = BENDER_FIGURES.reduce((sum, figure) => sum + figure.marks.length, 0);
    expect(strokes).toHaveLength(marks);
    const png = seededDrawingPng(5, 'careful');
    const { width, height } = readGrayPng(png);
    expect({ width, height }).toEqual(SEEDED_DRAWING_SIZE);
    for (const count of inkPerCell(png)) expect(count).toBeGreaterThan(100);
  });

  it('a hasty copy strays further from the figures than a careful one', () => {
    const spread = (care: 'careful' | 'hasty') => {
      const [a, b] = [copiedStrokes(randomFrom(9), care), copiedStrokes(randomFrom(10), care)];
      // The same figures with two seeds: how far the first points of the strokes move.
      return a.reduce((sum, stroke, i) => {
        const other = b[i]?.[0] ?? stroke[0]!;
        return sum + Math.hypot(stroke[0]![0] - other[0], stroke[0]![1] - other[1]);
      }, 0);
    };
    expect(spread('hasty')).toBeGreaterThan(spread('careful'));
  });

  it('every Bender attempt of the seed has a drawing of the nine figures, of many different ones', () => {
    const { files } = generateSeed('seed', Date.UTC(2026, 10, 21, 8)).tables;
    const drawings = files.filter((file) => file.kind === 'bender');
    expect(drawings.length).toBeGreaterThan(10);
    for (const file of drawings) {
      expect(file.mimeType).toBe('image/png');
      const png = base64ToBytes(file.contentBase64!);
      expect(Math.abs(file.size - png.length)).toBeLessThanOrEqual(2);
      expect(readGrayPng(png)).toMatchObject(SEEDED_DRAWING_SIZE);
    }
    // As many different drawings as the seed makes, handed out in turn.
    const variants = SEEDED_DRAWING_VARIANTS.careful + SEEDED_DRAWING_VARIANTS.hasty;
    expect(new Set(drawings.map((file) => file.contentBase64)).size).toBeGreaterThanOrEqual(
      Math.min(drawings.length, variants) - SEEDED_DRAWING_VARIANTS.hasty,
    );
    for (const count of inkPerCell(base64ToBytes(drawings[0]!.contentBase64!)))
      expect(count).toBeGreaterThan(100);
    // Kept once made: seeding again gives the very same content.
    expect(seededDrawingBase64(1, 0, 'careful')).toBe(seededDrawingBase64(1, 0, 'careful'));
  });
});
