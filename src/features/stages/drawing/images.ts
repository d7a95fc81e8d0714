import { acceptOf, fileChecks, FIVE_MB, IMAGE_TYPES, type FileProblem } from '@/shared/files';

/**
 * The photo of a drawing, checked before sending (docs/api.md, Bender drawing: PNG, JPG, WEBP
 * or GIF up to 5 MB) by the shared file check. The server checks the same (413/415/422).
 */
export const IMAGE_MAX_BYTES = FIVE_MB;

const IMAGE_RULE = { types: IMAGE_TYPES, maxBytes: IMAGE_MAX_BYTES };

/** For the file input's `accept`. */
export const IMAGE_ACCEPT = acceptOf(IMAGE_RULE);

export const IMAGE_FORMATS_TEXT = 'PNG, JPG, WEBP o GIF, hasta 5 MB.';

export const IMAGE_FILE_MESSAGES = {
  missing: 'Elige una foto del dibujo.',
  type: 'Formato no permitido. Sube una imagen PNG, JPG, WEBP o GIF.',
  size: 'La imagen supera el tamaño máximo de 5 MB.',
  empty: 'El archivo está vacío.',
} as const satisfies Record<FileProblem, string>;

/** The Spanish reason a file cannot be the photo of a drawing, or null when it can. */
export const imageFileError = fileChecks(IMAGE_RULE, IMAGE_FILE_MESSAGES).error;

/** Every check before the photo is accepted: name, type, size, and its first bytes. */
export const checkImageFile = fileChecks(IMAGE_RULE, IMAGE_FILE_MESSAGES).check;
