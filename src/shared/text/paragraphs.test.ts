import { describe, expect, it } from 'vitest';
import { paragraphs } from './paragraphs';

describe('paragraphs', () => {
  it('splits plain text at blank lines and keeps markup as text', () => {
    expect(paragraphs('Uno\nsigue\n\n  Dos  \n\n\n<b>Tres</b>')).toEqual([
      'Uno\nsigue',
      'Dos',
      '<b>Tres</b>',
    ]);
    expect(paragraphs(null)).toEqual([]);
  });
});
