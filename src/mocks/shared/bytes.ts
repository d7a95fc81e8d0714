/** Byte helpers that work in the browser and in Node (no Buffer). */

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(binary);
}

export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export const textToBase64 = (text: string) => bytesToBase64(new TextEncoder().encode(text));

/** Lower case, accents removed: the form every search compares (one definition, the domain's). */
export { normalizeText } from '../../shared/domain/offerCriteria';
