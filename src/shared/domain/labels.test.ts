import { describe, expect, it } from 'vitest';
import {
  applicationStatusLabel,
  attemptStatusLabel,
  countText,
  inSentence,
  INTERVIEW_CONFIRMED,
  modalityLabel,
  offerStatusLabel,
  offerStatusNote,
  rejectionFeedback,
  rejectionReasonLabel,
  seniorityLabel,
  staffRoleLabel,
  stageProgressLabel,
  stageStatusLabel,
  stageTypeLabel,
} from './labels';
import {
  APPLICATION_STATUSES,
  ATTEMPT_STATUSES,
  MODALITIES,
  OFFER_STATUSES,
  REJECTION_REASONS,
  SENIORITIES,
  STAFF_ROLES,
  STAGE_STATUSES,
  STAGE_TYPES,
} from './values';

/** Each value's label, alone (or with one) and with any other count. */
const both = (label: (value: string, count?: number) => string, values: readonly string[]) =>
  values.map((value) => [label(value), label(value, 0), label(value, 1), label(value, 2)]);

describe('the product vocabulary', () => {
  it('names an offer status, singular and plural', () => {
    expect(both(offerStatusLabel, OFFER_STATUSES)).toEqual([
      ['Borrador', 'Borradores', 'Borrador', 'Borradores'],
      ['Publicada', 'Publicadas', 'Publicada', 'Publicadas'],
      ['Cerrada', 'Cerradas', 'Cerrada', 'Cerradas'],
    ]);
  });

  it('names the modalities and the seniorities (Spanish words, one for each)', () => {
    expect(MODALITIES.map(modalityLabel)).toEqual(['Presencial', 'Híbrido', 'Remoto']);
    expect(SENIORITIES.map(seniorityLabel)).toEqual([
      'Practicante',
      'Junior',
      'Semi Senior',
      'Senior',
      'Líder',
    ]);
  });

  it('names the stage types', () => {
    expect(STAGE_TYPES.map(stageTypeLabel)).toEqual([
      'Cuestionario',
      'Prueba técnica',
      'Test de Bender',
      'Entrevista',
      'Documento',
    ]);
  });

  it('names a stage status as the candidate and the funnel read it', () => {
    expect(both(stageStatusLabel, STAGE_STATUSES)).toEqual([
      ['En curso', 'En curso', 'En curso', 'En curso'],
      ['Pendiente', 'Pendientes', 'Pendiente', 'Pendientes'],
      ['En revisión', 'En revisión', 'En revisión', 'En revisión'],
      ['Aprobada', 'Aprobadas', 'Aprobada', 'Aprobadas'],
      ['No aprobada', 'No aprobadas', 'No aprobada', 'No aprobadas'],
    ]);
  });

  it('names an application status and an attempt status, singular and plural', () => {
    expect(both(applicationStatusLabel, APPLICATION_STATUSES)).toEqual([
      ['En curso', 'En curso', 'En curso', 'En curso'],
      ['Contratado', 'Contratados', 'Contratado', 'Contratados'],
      ['No seleccionado', 'No seleccionados', 'No seleccionado', 'No seleccionados'],
      ['Retirado', 'Retirados', 'Retirado', 'Retirados'],
    ]);
    expect(both(attemptStatusLabel, ATTEMPT_STATUSES)).toEqual([
      ['En revisión', 'En revisión', 'En revisión', 'En revisión'],
      ['Aprobado', 'Aprobados', 'Aprobado', 'Aprobados'],
      ['No aprobado', 'No aprobados', 'No aprobado', 'No aprobados'],
    ]);
  });

  it('names the rejection reasons and the staff roles', () => {
    expect(REJECTION_REASONS.map(rejectionReasonLabel)).toEqual([
      'El perfil no cumple los requisitos del puesto',
      'La respuesta no alcanza el nivel que pide la etapa',
      'La entrega está incompleta',
      'El puesto ya fue cubierto',
      'Otro motivo',
    ]);
    expect(STAFF_ROLES.map(staffRoleLabel)).toEqual(['Reclutador', 'Administrador']);
  });

  it('shows a value it does not know as it came, and nothing for none', () => {
    expect(stageTypeLabel('video')).toBe('video');
    expect(stageStatusLabel('constructor')).toBe('constructor');
    expect(modalityLabel(null)).toBe('');
    expect(offerStatusLabel(undefined, 2)).toBe('');
  });
});

describe('words in sentences', () => {
  it('counts in Spanish with the agreeing word, in lower case', () => {
    const borrador = { one: 'Borrador', many: 'Borradores' };
    expect(countText(1, borrador)).toBe('1 borrador');
    expect(countText(0, borrador)).toBe('0 borradores');
    expect(countText(12345, { one: 'No aprobada', many: 'No aprobadas' })).toBe(
      '12.345 no aprobadas',
    );
    expect(inSentence('En revisión')).toBe('en revisión');
  });

  it('says an interview in review is one the candidate confirmed', () => {
    expect(stageProgressLabel('reviewing', 'interview')).toBe(INTERVIEW_CONFIRMED);
    expect(INTERVIEW_CONFIRMED).toBe('Asistencia confirmada');
    expect(stageProgressLabel('reviewing', 'technical')).toBe('En revisión');
    expect(stageProgressLabel('passed', 'interview')).toBe('Aprobada');
  });

  it("notes an offer's status after its title only when it is not open", () => {
    expect(OFFER_STATUSES.map(offerStatusNote)).toEqual([' (borrador)', '', ' (cerrada)']);
  });

  it('writes what the candidates of a bulk rejection read', () => {
    expect(rejectionFeedback('requirements', '  Gracias.  ')).toBe(
      'Motivo: El perfil no cumple los requisitos del puesto.\nGracias.',
    );
    expect(rejectionFeedback('position_filled', null)).toBe('Motivo: El puesto ya fue cubierto.');
    expect(rejectionFeedback('other', 'Cerramos el proceso.')).toBe('Cerramos el proceso.');
  });
});
