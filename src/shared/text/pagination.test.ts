import { describe, expect, it } from 'vitest';
import { pageItemLabel } from './pagination';

describe('pageItemLabel', () => {
  it('names every button of a pagination in Spanish', () => {
    expect(pageItemLabel('page', 3, false)).toBe('Ir a la página 3');
    expect(pageItemLabel('page', 2, true)).toBe('Página actual, 2');
    expect(pageItemLabel('next')).toBe('Página siguiente');
    expect(pageItemLabel('previous')).toBe('Página anterior');
    expect(pageItemLabel('first')).toBe('Primera página');
    expect(pageItemLabel('last')).toBe('Última página');
  });
});
