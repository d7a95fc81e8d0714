import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initials('Camila Rojas')).toBe('CR');
    expect(initials('  andrés  muñoz  soto ')).toBe('AS');
    expect(initials('Mateo')).toBe('M');
    expect(initials('')).toBe('?');
  });
});
