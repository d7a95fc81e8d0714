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
