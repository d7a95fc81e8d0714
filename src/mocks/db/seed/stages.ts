import type { Stage, StageType } from '../schemas';
import { QUESTION_BANK, TECHNICAL_STATEMENTS } from '../seed-data';
import { DAY, type SeedContext } from './context';

interface StageOptions {
  autoDecide?: boolean;
  automatizable?: boolean;
}

const DESCRIPTIONS: Record<StageType, string> = {
  questionnaire: 'Responde las preguntas de selección múltiple.',
  technical: 'Resuelve el caso práctico y explica tu solución.',
  psychometric_bender: 'Copia las figuras en una hoja y sube una foto del dibujo.',
  interview: 'Conversación con el equipo de selección.',
  document: 'Sube el documento solicitado (certificado de título o antecedentes).',
};

const stageName = (type: StageType, options: StageOptions) =>
  ({
    questionnaire: options.autoDecide ? 'Cuestionario inicial' : 'Cuestionario de competencias',
    technical: 'Prueba técnica',
    psychometric_bender: 'Test de Bender',
    interview: 'Entrevista',
    document: 'Documentación',
  })[type];

/**
 * The stage plans of the seeded offers, used in turn (offer `i` takes plan `i % 5`). Each
 * plan builds new stages; technical stages take the statements in turn.
 */
export function createStagePlans({ faker, now, iso, uuid, pick, between }: SeedContext) {
  let technicalCount = 0;
  const makeStage = (type: StageType, options: StageOptions = {}): Stage => {
    const questions =
      type === 'questionnaire'
        ? faker.helpers.arrayElements(QUESTION_BANK, 3).map((q) => {
            const optionIds = q.options.map(() => uuid());
            return {
              id: uuid(),
              text: q.text,
              options: q.options.map((text, index) => ({ id: optionIds[index]!, text })),
              correctOptionId: optionIds[q.correct]!,
            };
          })
        : [];
    return {
      id: uuid(),
      name: stageName(type, options),
      type,
      description: DESCRIPTIONS[type],
      automatizable:
        type === 'questionnaire' && !options.autoDecide && (options.automatizable ?? true),
      autoDecide: type === 'questionnaire' && (options.autoDecide ?? false),
      passingScore: type === 'questionnaire' ? 60 : 0,
      questions,
      scheduledAt: type === 'interview' ? iso(now + between(2, 20) * DAY) : null,
      place:
        type === 'interview'
          ? pick(['Oficina central', 'Videollamada (Google Meet)', 'Videollamada (Zoom)'])
          : null,
      // Not drawn from faker: the rest of the seed stays as it was.
      statement:
        type === 'technical'
          ? TECHNICAL_STATEMENTS[technicalCount++ % TECHNICAL_STATEMENTS.length]!
          : '',
      statementFileId: null,
    };
  };
  const plans: (() => Stage[])[] = [
    () => [
      makeStage('questionnaire', { autoDecide: true }),
      makeStage('technical'),
      makeStage('interview'),
    ],
    () => [
      makeStage('questionnaire', { automatizable: true }),
      makeStage('psychometric_bender'),
      makeStage('interview'),
    ],
    () => [makeStage('document'), makeStage('technical'), makeStage('interview')],
    () => [makeStage('questionnaire', { autoDecide: true }), makeStage('interview')],
    () => [
      makeStage('technical'),
      makeStage('questionnaire', { automatizable: true }),
      makeStage('psychometric_bender'),
      makeStage('interview'),
    ],
  ];
  return plans;
}
