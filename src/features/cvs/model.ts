/** A CV of the candidate (`GET /cv/`; docs/api.md, "CVs"). */
export interface Cv {
  id: string;
  fileName: string;
  mimeType?: string;
  /** Bytes. */
  size: number;
  description: string;
  downloadUrl?: string;
  createdAt: string;
  date: string;
}
