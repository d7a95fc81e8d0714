import { useState, type ReactElement } from 'react';
import { vi } from 'vitest';

/**
 * A field held by its own state, as a form holds it: `Controlled` renders `field` with the
 * value and a change handler, and `onChange` records each change.
 */
export function withOwnState<T>(
  initial: T,
  field: (value: T, onChange: (next: T) => void) => ReactElement,
) {
  const onChange = vi.fn();
  function Controlled() {
    const [value, setValue] = useState(initial);
    return field(value, (next) => {
      onChange(next);
      setValue(next);
    });
  }
  return { onChange, Controlled };
}
