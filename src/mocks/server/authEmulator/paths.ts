/** The emulator's routes (under the standalone server's origin). */
export const IDENTITY_TOOLKIT = '/identitytoolkit.googleapis.com/v1/';
export const SECURE_TOKEN = '/securetoken.googleapis.com/v1/token';
export const OOB_CODES = /^\/emulator\/v1\/projects\/([^/]+)\/oobCodes$/;
export const ACTION = '/emulator/action';
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether the path is one of the emulator's (the server routes it here first). */
export const isAuthEmulatorPath = (pathname: string) =>
  pathname.startsWith(IDENTITY_TOOLKIT) ||
  pathname === SECURE_TOKEN ||
  OOB_CODES.test(pathname) ||
  pathname === ACTION;
