import type { Attempt } from './model';

/** The screen's texts that tests and the issue name. */
export const STAGE_TEXTS = {
  pending: 'Esta etapa todavía no está disponible',
  reviewing: 'Tu respuesta está en revisión',
  passed: 'Aprobaste esta etapa',
  failed: 'No aprobaste esta etapa',
  hired: '¡Felicitaciones! Completaste todas las etapas',
  goToStage: 'Ir a la etapa',
  current: 'Etapa actual',
  next: 'Siguiente',
  opensAfterReview: 'Se abrirá cuando apruebes la etapa actual.',
  apply: 'Postular',
} as const;

/** "El proceso terminó en la etapa «Prueba técnica»". */
export const endedAt = (stageName: string) => `El proceso terminó en la etapa «${stageName}»`;

/** "Etapa 2 de 4". */
export const positionText = (index: number, total: number) => `Etapa ${index + 1} de ${total}`;

/** The newest attempt of each stage (the list comes newest first, but do not rely on it). */
export function latestAttemptByStage(attempts: readonly Attempt[]): Map<string, Attempt> {
  const byStage = new Map<string, Attempt>();
  for (const attempt of attempts) {
    const known = byStage.get(attempt.stageId);
    if (!known || (attempt.submittedAt ?? '') > (known.submittedAt ?? ''))
      byStage.set(attempt.stageId, attempt);
  }
  return byStage;
}
