import { expect } from '@playwright/test';
import { QUESTION_BANK } from '../../src/mocks/db/seed-data';

/** The seed's right option of a question, by the question's text (as the screen shows it). */
export function rightAnswer(questionText: string): string {
  const entry = QUESTION_BANK.find((q) => questionText.endsWith(q.text));
  expect(entry, `the question «${questionText}» is in the seed's bank`).toBeTruthy();
  return entry!.options[entry!.correct]!;
}
