import { describe, expect, it } from 'vitest';
import {
  bulkSummaryText,
  parseScore,
  proposalText,
  queueCountText,
  questionnaireResult,
  waitingTime,
} from './rules';

const HOUR = 3_600_000;
const now = Date.parse('2026-11-25T12:00:00.000Z');
const ago = (ms: number) => new Date(now - ms).toISOString();

describe('proposal text', () => {
  it('says the proposed decision and score of automatizable attempts', () => {
    expect(proposalText({ automatizable: true, proposedStatus: 'passed', proposedScore: 80 })).toBe(
      'Propuesta: aprobar · 80',
    );
    expect(proposalText({ automatizable: true, proposedStatus: 'failed', proposedScore: 33 })).toBe(
      'Propuesta: rechazar · 33',
    );
    expect(
      proposalText({ automatizable: true, proposedStatus: 'passed', proposedScore: null }),
    ).toBe('Propuesta: aprobar');
  });

  it('is nothing without a proposal or when the stage is not automatizable', () => {
    expect(proposalText({ automatizable: true, proposedStatus: null, proposedScore: 50 })).toBe(
      null,
    );
    expect(
      proposalText({ automatizable: false, proposedStatus: 'passed', proposedScore: 90 }),
    ).toBeNull();
  });
});

describe('waiting time', () => {
  it('counts hours, then days; more than 3 days is overdue', () => {
    expect(waitingTime(ago(10 * 60_000), now)).toEqual({ label: '10 min', overdue: false });
    expect(waitingTime(ago(5 * HOUR), now)).toEqual({ label: '5 h', overdue: false });
    expect(waitingTime(ago(30 * HOUR), now)).toEqual({ label: '1 día', overdue: false });
    expect(waitingTime(ago(72 * HOUR), now)).toEqual({ label: '3 días', overdue: false });
    expect(waitingTime(ago(72 * HOUR + 1), now)).toEqual({ label: '3 días', overdue: true });
    expect(waitingTime(ago(10 * 24 * HOUR), now)).toEqual({ label: '10 días', overdue: true });
  });

  it('a date in the future (clock skew) waits nothing', () => {
    expect(waitingTime(new Date(now + HOUR).toISOString(), now)).toEqual({
      label: 'menos de 1 min',
      overdue: false,
    });
  });
});

describe('texts', () => {
  it('count and bulk summary, singular and plural', () => {
    expect(queueCountText(23)).toBe('23 intentos por revisar');
    expect(queueCountText(1)).toBe('1 intento por revisar');
    expect(bulkSummaryText(12, 2)).toBe('12 confirmados, 2 omitidos');
    expect(bulkSummaryText(1, 1)).toBe('1 confirmado, 1 omitido');
    expect(bulkSummaryText(3, 0, 'reject')).toBe('3 rechazados, 0 omitidos');
    expect(bulkSummaryText(1, 2, 'reject')).toBe('1 rechazado, 2 omitidos');
  });
});

describe('questionnaire result', () => {
  /** A question whose options are named by their ids' capitals ('a' reads 'A'). */
  const question = (id: string, text: string, optionIds: string[], correctOptionId: string) => ({
    id,
    text,
    options: optionIds.map((option) => ({ id: option, text: option.toUpperCase() })),
    correctOptionId,
  });
  const questions = [
    question('q1', '¿Uno?', ['a', 'b'], 'a'),
    question('q2', '¿Dos?', ['c', 'd'], 'd'),
    question('q3', '¿Tres?', ['e'], 'e'),
  ];

  it('marks each answer against the right option and scores it', () => {
    const result = questionnaireResult(questions, [
      { questionId: 'q1', optionId: 'a' },
      { questionId: 'q2', optionId: 'c' },
    ]);
    expect(result.items.map((i) => [i.chosen, i.correct, i.right])).toEqual([
      ['A', 'A', true],
      ['C', 'D', false],
      [null, 'E', false],
    ]);
    expect(result).toMatchObject({ rightCount: 1, total: 3, score: 33 });
  });
});

describe('score', () => {
  it('is optional, an integer from 0 to 100', () => {
    expect(parseScore('')).toEqual({ value: null, error: null });
    expect(parseScore(' 80 ')).toEqual({ value: 80, error: null });
    expect(parseScore('0')).toEqual({ value: 0, error: null });
    expect(parseScore('101').error).toBeTruthy();
    expect(parseScore('7.5').error).toBeTruthy();
    expect(parseScore('-1').error).toBeTruthy();
  });
});
