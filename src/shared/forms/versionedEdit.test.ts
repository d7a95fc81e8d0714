import { changedFields, changedKeys, mergeEdits } from './versionedEdit';

const base = { title: 'Analista', city: 'Santiago', skills: ['SQL'], salary: { min: 1, max: 2 } };

describe('what a save sends', () => {
  it('is only what changed, compared deeply', () => {
    expect(changedKeys(base, { ...base })).toEqual([]);
    expect(changedKeys(base, { ...base, skills: ['SQL'], salary: { min: 1, max: 2 } })).toEqual([]);
    expect(changedFields(base, { ...base, city: 'Valparaíso', skills: ['SQL', 'R'] })).toEqual({
      city: 'Valparaíso',
      skills: ['SQL', 'R'],
    });
  });
});

describe('the current version with my edits on top', () => {
  it('keeps what I changed, takes what they changed, and names what we both changed', () => {
    const current = { ...base, title: 'Analista de datos', skills: ['SQL', 'Python'] };
    const mine = { ...base, city: 'Valparaíso', skills: ['SQL', 'R'] };
    expect(mergeEdits(current, base, mine)).toEqual({
      values: { ...base, title: 'Analista de datos', city: 'Valparaíso', skills: ['SQL', 'R'] },
      mine: ['city', 'skills'],
      theirs: ['title', 'skills'],
      both: ['skills'],
    });
  });

  it('does not count as both a field we changed to the same value', () => {
    const current = { ...base, city: 'Valparaíso' };
    const mine = { ...base, city: 'Valparaíso' };
    expect(mergeEdits(current, base, mine).both).toEqual([]);
  });
});
