import { textToBase64 } from '../../shared/bytes';
import type { Cv, StoredFile, User } from '../schemas';
import { tinyPdf } from '../seed-data';
import { DAY, slug, type SeedContext } from './context';

export interface SeededCvs {
  cvs: Cv[];
  /** The CVs' PDF files. */
  files: StoredFile[];
  /** Each candidate's CV ids, in the order they were added (the first one applies). */
  cvIdsByCandidate: Map<string, string[]>;
}

/** Camila's two CVs, then up to two for every other candidate (Mateo has none). */
export function seedCvs(context: SeedContext, candidates: readonly User[]): SeededCvs {
  const { now, iso, uuid, between } = context;
  const seeded: SeededCvs = { cvs: [], files: [], cvIdsByCandidate: new Map() };
  const addCv = (candidate: User, fileName: string, description: string, atMs: number) => {
    const content = textToBase64(tinyPdf(`CV ${candidate.name} ${candidate.lastName}`));
    const file: StoredFile = {
      id: uuid(),
      ownerId: candidate.id,
      kind: 'cv',
      name: fileName,
      mimeType: 'application/pdf',
      size: Math.floor((content.length * 3) / 4),
      contentBase64: content,
      blobKey: null,
      createdAt: iso(atMs),
    };
    seeded.files.push(file);
    const cv: Cv = {
      id: uuid(),
      candidateId: candidate.id,
      fileId: file.id,
      fileName,
      mimeType: file.mimeType,
      size: file.size,
      description,
      createdAt: file.createdAt,
      deletedAt: null,
    };
    seeded.cvs.push(cv);
    const known = seeded.cvIdsByCandidate.get(candidate.id) ?? [];
    seeded.cvIdsByCandidate.set(candidate.id, [...known, cv.id]);
  };
  const camila = candidates[0]!;
  addCv(camila, 'CV_Camila_Rojas_2026.pdf', 'CV general, actualizado en 2026', now - 40 * DAY);
  addCv(camila, 'CV_Camila_Rojas_EN.pdf', 'Versión en inglés', now - 12 * DAY);
  for (const candidate of candidates.slice(2)) {
    const count = between(0, 2);
    for (let c = 0; c < count; c += 1) {
      addCv(
        candidate,
        `CV_${slug(candidate.name)}_${slug(candidate.lastName)}${c ? `_${c + 1}` : ''}.pdf`,
        c ? 'CV resumido' : 'CV general',
        now - between(5, 200) * DAY,
      );
    }
  }
  return seeded;
}
