/**
 * The photo of a drawing, checked before sending (docs/api.md, Bender drawing: PNG, JPG, WEBP
 * or GIF up to 5 MB). The server checks the same and answers 413/415/422.
 */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Accepted types, each with the extensions that go with it. */
export const IMAGE_TYPES: Record<string, readonly string[]> = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/webp': ['webp'],
  'image/gif': ['gif'],
};

/** For the file input's `accept`. */
export const IMAGE_ACCEPT = [
  ...Object.keys(IMAGE_TYPES),
  ...Object.values(IMAGE_TYPES)
    .flat()
    .map((extension) => `.${extension}`),
].join(',');

export const IMAGE_FORMATS_TEXT = 'PNG, JPG, WEBP o GIF, hasta 5 MB.';

export const IMAGE_FILE_MESSAGES = {
  missing: 'Elige una foto del dibujo.',
  type: 'Formato no permitido. Sube una imagen PNG, JPG, WEBP o GIF.',
  size: 'La imagen supera el tamaño máximo de 5 MB.',
  empty: 'El archivo está vacío.',
} as const;

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * The Spanish reason a file cannot be the photo of a drawing, or null when it can. Both the
 * extension and the declared type must say the same image format (an empty or generic type
 * is judged by the extension alone).
 */
export function imageFileError(file: Pick<File, 'name' | 'type' | 'size'> | null): string | null {
  if (!file) return IMAGE_FILE_MESSAGES.missing;
  const extension = extensionOf(file.name);
  const type = file.type.split(';')[0]!.trim().toLowerCase();
  const byExtension = Object.values(IMAGE_TYPES).some((list) => list.includes(extension));
  const generic = type === '' || type === 'application/octet-stream';
  const byType = generic || (IMAGE_TYPES[type]?.includes(extension) ?? false);
  if (!byExtension || !byType) return IMAGE_FILE_MESSAGES.type;
  if (file.size === 0) return IMAGE_FILE_MESSAGES.empty;
  if (file.size > IMAGE_MAX_BYTES) return IMAGE_FILE_MESSAGES.size;
  return null;
}
