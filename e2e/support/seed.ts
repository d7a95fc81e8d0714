import { expect, type Locator } from '@playwright/test';
import { QUESTION_BANK } from '../../src/mocks/db/seed-data';

/** The seed's right option of a question, by the question's text (as the screen shows it). */
export function rightAnswer(questionText: string): string {
  const entry = QUESTION_BANK.find((q) => questionText.endsWith(q.text));
  expect(entry, `the question «${questionText}» is in the seed's bank`).toBeTruthy();
  return entry!.options[entry!.correct]!;
}

/** The position of the seed's right option in a questionnaire's radio group (its question by `aria-labelledby`). */
export async function rightOptionIndex(group: Locator): Promise<number> {
  const legend = (await group.getAttribute('aria-labelledby'))!;
  const question = (await group.page().locator(`[id="${legend}"]`).textContent())!;
  const labels = await group.locator('label').allTextContents();
  return labels.indexOf(rightAnswer(question));
}
