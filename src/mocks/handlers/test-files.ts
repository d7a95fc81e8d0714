/** Fake files for the mock's tests (no test set-up imported: Node scripts use them too). */

/** Magic bytes of the accepted file types (the mock checks content, not only the name). */
export const MAGIC = {
  pdf: [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34, 0x0a], // %PDF-1.4
  doc: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
  docx: [0x50, 0x4b, 0x03, 0x04],
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  jpeg: [0xff, 0xd8, 0xff, 0xe0],
} as const;

/** A file of `size` bytes that starts with `magic`. */
export function fileWith(magic: readonly number[], name: string, size: number, type: string): File {
  const bytes = new Uint8Array(Math.max(size, magic.length));
  bytes.set(magic);
  return new File([bytes], name, { type });
}
