import type { TextStorage } from './app';

export interface FileStorage extends Required<TextStorage> {
  dataFile: string;
  blobDirectory: string;
}

export function createFileStorage(
  dataFile: string,
  log?: (message: string) => void,
): Promise<FileStorage>;
