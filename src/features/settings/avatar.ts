/** Profile pictures: the types and size the API accepts (docs/api.md: PNG, JPG, WEBP, GIF). */
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const AVATAR_FORMATS_TEXT = 'PNG, JPG, WEBP o GIF, hasta 2 MB.';
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

export const AVATAR_TYPE_ERROR = 'Formato no permitido. Usa una imagen PNG, JPG, WEBP o GIF.';
export const AVATAR_SIZE_ERROR = 'La imagen supera el tamaño máximo de 2 MB.';
export const AVATAR_EMPTY_ERROR = 'El archivo está vacío.';

/** The Spanish reason a file cannot be a profile picture, or null when it can. */
export function avatarFileError(file: Pick<File, 'type' | 'size' | 'name'>): string | null {
  const type = file.type.toLowerCase();
  const byName = /\.(png|jpe?g|webp|gif)$/i.test(file.name);
  if (!(AVATAR_TYPES as readonly string[]).includes(type) || !byName) return AVATAR_TYPE_ERROR;
  if (file.size === 0) return AVATAR_EMPTY_ERROR;
  if (file.size > AVATAR_MAX_BYTES) return AVATAR_SIZE_ERROR;
  return null;
}
