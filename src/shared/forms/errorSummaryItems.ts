import type { FieldError, FieldErrors, FieldValues } from 'react-hook-form';

/** One error of the summary: the field's `name` (to find it), its label and the message. */
export interface ErrorSummaryItem {
  name: string;
  label: string;
  message: string;
}

export function errorSummaryTitle(count: number): string {
  return count === 1 ? 'Hay 1 campo por corregir' : `Hay ${count} campos por corregir`;
}

/**
 * The control a screen reader and the keyboard reach for the field named `name` inside
 * `root`: the input itself; the checked radio of a group (or its first); for MUI's select,
 * whose named input is hidden, the combobox beside it.
 */
export function fieldControl(root: ParentNode, name: string): HTMLElement | null {
  const escaped = CSS.escape(name);
  const named =
    root.querySelector<HTMLElement>(`[name="${escaped}"]:checked`) ??
    root.querySelector<HTMLElement>(`[name="${escaped}"]`);
  if (!named) return null;
  const hidden =
    named.getAttribute('aria-hidden') === 'true' ||
    (named instanceof HTMLInputElement && named.tabIndex < 0 && named.type !== 'file');
  if (hidden) {
    return (
      named.parentElement?.querySelector<HTMLElement>('[role="combobox"], [tabindex="0"]') ?? named
    );
  }
  return named;
}

function messageOf(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const own = (error as FieldError).message;
  if (typeof own === 'string' && own) return own;
  // An array or object field (e.g. skills): the first message inside it.
  for (const value of Object.values(error as Record<string, unknown>)) {
    if (value && typeof value === 'object' && 'message' in value) {
      const inner = messageOf(value);
      if (inner) return inner;
    }
  }
  return undefined;
}

/**
 * The summary's items from react-hook-form's errors, in the order of `labels` (the form's
 * order); an error of a field not listed comes last under its message alone.
 */
export function errorSummaryItems<T extends FieldValues>(
  errors: FieldErrors<T>,
  labels: Readonly<Partial<Record<keyof T & string, string>>>,
): ErrorSummaryItem[] {
  const items: ErrorSummaryItem[] = [];
  const listed = Object.keys(labels);
  for (const name of [...listed, ...Object.keys(errors).filter((n) => !listed.includes(n))]) {
    const message = messageOf(errors[name]);
    if (message && name !== 'root') {
      items.push({ name, label: labels[name as keyof T & string] ?? '', message });
    }
  }
  return items;
}

/**
 * The summary's items for a form with nested fields (arrays of objects: react-hook-form's
 * errors as a tree), depth first in the fields' order: one item per message, named by the
 * field's dotted path (`stages.0.questions.1.text`, what `register` names the input).
 * `describe(path)` gives the label and, for a message on a whole array or group with no
 * control of its own, the field to go to (`name`).
 */
export function nestedErrorSummaryItems(
  errors: unknown,
  describe: (path: readonly string[]) => { label: string; name?: string },
  path: readonly string[] = [],
): ErrorSummaryItem[] {
  if (!errors || typeof errors !== 'object') return [];
  const items: ErrorSummaryItem[] = [];
  const { message } = errors as { message?: unknown };
  if (typeof message === 'string' && message && path.length) {
    const { label, name } = describe(path);
    items.push({ name: name ?? path.join('.'), label, message });
  }
  const keys = Object.keys(errors).filter((key) => key !== 'ref' && key !== 'message');
  // Array indices in order; `root` (an array's own message) as the array's.
  for (const key of keys.sort((a, b) => (/^\d+$/.test(a) && /^\d+$/.test(b) ? +a - +b : 0))) {
    const child = (errors as Record<string, unknown>)[key];
    if (key === 'root') items.push(...nestedErrorSummaryItems(child, describe, path));
    else if (key !== 'type' && key !== 'types')
      items.push(...nestedErrorSummaryItems(child, describe, [...path, key]));
  }
  return items;
}
