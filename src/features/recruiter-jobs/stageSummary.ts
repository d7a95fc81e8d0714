import { countText, formatDateTime } from '@/shared/domain';
import type { StaffStage } from './model';

/** One line about a stage: what it asks and how it is decided. */
export function stageSummary(stage: StaffStage): string {
  switch (stage.type) {
    case 'questionnaire': {
      const questions = countText(stage.questions.length, { one: 'pregunta', many: 'preguntas' });
      const decision = stage.autoDecide
        ? 'se decide automáticamente'
        : stage.automatizable
          ? 'propone y confirmas'
          : 'revisión manual';
      return `${questions} · Puntaje mínimo ${stage.passingScore} · ${decision}`;
    }
    case 'interview':
      return [
        stage.scheduledAt ? formatDateTime(stage.scheduledAt) : 'Fecha por definir',
        stage.place || null,
      ]
        .filter(Boolean)
        .join(' · ');
    default:
      return stage.description || 'Sin instrucciones';
  }
}
