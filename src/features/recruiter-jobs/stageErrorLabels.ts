/**
 * Where a stage editor's error is, for its error summary: "Etapa 2 · Pregunta 1 · Opción 3",
 * from the field's path in the form (`stages.1.questions.0.options.2.text`). A message on a
 * whole list (the stage's questions, a question's options) has no control of its own: its link
 * goes to the stage's name, or to the question's text.
 */
const STAGE_FIELDS: Record<string, string> = {
  name: 'Nombre',
  type: 'Tipo',
  description: 'Descripción',
  passingScore: 'Puntaje mínimo',
  decision: 'Decisión',
  scheduledAt: 'Fecha y hora',
  place: 'Lugar',
  questions: 'Preguntas',
  statement: 'Enunciado',
  statementFile: 'Archivo del enunciado',
};

export function stageErrorLabel(path: readonly string[]): { label: string; name?: string } {
  const [root, stage, field, question, questionField, option] = path;
  if (root !== 'stages' || stage === undefined) return { label: 'Etapas' };
  const stagePath = `stages.${stage}`;
  const where = [`Etapa ${Number(stage) + 1}`];
  if (field === undefined) return { label: where[0]!, name: `${stagePath}.name` };
  if (field !== 'questions' || question === undefined) {
    where.push(STAGE_FIELDS[field] ?? field);
    return field === 'questions'
      ? { label: where.join(' · '), name: `${stagePath}.name` }
      : { label: where.join(' · ') };
  }
  const questionPath = `${stagePath}.questions.${question}`;
  where.push(`Pregunta ${Number(question) + 1}`);
  if (questionField === 'correctOptionIndex') where.push('Opción correcta');
  if (questionField === 'options') {
    if (option === undefined) {
      where.push('Opciones');
      return { label: where.join(' · '), name: `${questionPath}.text` };
    }
    where.push(`Opción ${Number(option) + 1}`);
  }
  return { label: where.join(' · ') };
}
