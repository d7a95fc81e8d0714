import { describe, expect, it } from 'vitest';
import { nestedErrorSummaryItems } from '@/shared/forms/errorSummaryItems';
import { stageErrorLabel } from './stageErrorLabels';

describe('stageErrorLabel', () => {
  it('names a field by its stage, question and option', () => {
    expect(stageErrorLabel(['stages', '0', 'name'])).toEqual({ label: 'Etapa 1 · Nombre' });
    expect(stageErrorLabel(['stages', '2', 'scheduledAt'])).toEqual({
      label: 'Etapa 3 · Fecha y hora',
    });
    expect(stageErrorLabel(['stages', '1', 'questions', '0', 'text'])).toEqual({
      label: 'Etapa 2 · Pregunta 1',
    });
    expect(stageErrorLabel(['stages', '0', 'questions', '1', 'options', '2', 'text'])).toEqual({
      label: 'Etapa 1 · Pregunta 2 · Opción 3',
    });
    expect(stageErrorLabel(['stages', '0', 'questions', '0', 'correctOptionIndex'])).toEqual({
      label: 'Etapa 1 · Pregunta 1 · Opción correcta',
    });
  });

  it('sends a whole list’s message to a field of its own stage or question', () => {
    expect(stageErrorLabel(['stages', '1', 'questions'])).toEqual({
      label: 'Etapa 2 · Preguntas',
      name: 'stages.1.name',
    });
    expect(stageErrorLabel(['stages', '0', 'questions', '3', 'options'])).toEqual({
      label: 'Etapa 1 · Pregunta 4 · Opciones',
      name: 'stages.0.questions.3.text',
    });
  });
});

describe('nestedErrorSummaryItems', () => {
  it('lists every message of the tree in the fields’ order, named by its path', () => {
    const questions = [] as unknown[];
    questions[1] = { options: { root: { message: 'Al menos dos opciones', type: 'custom' } } };
    const stages = [] as unknown[];
    stages[2] = { place: { message: 'Indica el lugar', type: 'custom', ref: {} } };
    stages[0] = {
      name: { message: 'Ingresa un nombre', type: 'too_small' },
      questions,
    };
    const items = nestedErrorSummaryItems({ stages }, stageErrorLabel);
    expect(items).toEqual([
      { name: 'stages.0.name', label: 'Etapa 1 · Nombre', message: 'Ingresa un nombre' },
      {
        name: 'stages.0.questions.1.text',
        label: 'Etapa 1 · Pregunta 2 · Opciones',
        message: 'Al menos dos opciones',
      },
      { name: 'stages.2.place', label: 'Etapa 3 · Lugar', message: 'Indica el lugar' },
    ]);
  });

  it('has nothing to say without errors', () => {
    expect(nestedErrorSummaryItems({}, stageErrorLabel)).toEqual([]);
    expect(nestedErrorSummaryItems(undefined, stageErrorLabel)).toEqual([]);
  });
});
