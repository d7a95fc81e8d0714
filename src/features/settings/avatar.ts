import { fileChecks, IMAGE_TYPES, type FileProblem } from '@/shared/files';

/** Profile pictures: the types and size the API accepts (docs/api.md: PNG, JPG, WEBP, GIF). */
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const AVATAR_FORMATS_TEXT = 'PNG, JPG, WEBP o GIF, hasta 2 MB.';
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

export const AVATAR_TYPE_ERROR = 'Formato no permitido. Usa una imagen PNG, JPG, WEBP o GIF.';
export const AVATAR_SIZE_ERROR = 'La imagen supera el tamaño máximo de 2 MB.';
export const AVATAR_EMPTY_ERROR = 'El archivo está vacío.';

const AVATAR_RULE = { types: IMAGE_TYPES, maxBytes: AVATAR_MAX_BYTES };
const MESSAGES: Record<FileProblem, string> = {
  missing: AVATAR_TYPE_ERROR,
  type: AVATAR_TYPE_ERROR,
  empty: AVATAR_EMPTY_ERROR,
  size: AVATAR_SIZE_ERROR,
};

/** The Spanish reason a file cannot be a profile picture, or null when it can. */
export const avatarFileError = fileChecks(AVATAR_RULE, MESSAGES).error;

/** Every check before a picture is accepted: name, type, size, and its first bytes. */
export const checkAvatarFile = fileChecks(AVATAR_RULE, MESSAGES).check;
