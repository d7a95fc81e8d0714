import type { TextStorage } from './app';

export interface FileStorage extends Required<TextStorage> {
  dataFile: string;
  blobDirectory: string;
  /** `db.json.journal`: one JSON line per batch of writes since the snapshot. */
  journalFile: string;
}

export function createFileStorage(
  dataFile: string,
  log?: (message: string) => void,
): Promise<FileStorage>;
