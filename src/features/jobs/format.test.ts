import { describe, expect, it } from 'vitest';
import { matchDisplay, offersCountLabel, publishedLabel, savedCountLabel } from './format';

describe('match display', () => {
  it('shows the rounded percentage with the Spanish spacing and both skill lists', () => {
    expect(matchDisplay({ percent: 79.6, matched: ['React'], missing: ['Go'] })).toEqual({
      label: 'Coincidencia 80 %',
      percent: 80,
      level: 'high',
      matched: ['React'],
      missing: ['Go'],
    });
  });

  it('grades the level and clamps odd values', () => {
    expect(matchDisplay({ percent: 50, matched: [], missing: [] }).level).toBe('medium');
    expect(matchDisplay({ percent: 10, matched: [], missing: [] }).level).toBe('low');
    expect(matchDisplay({ percent: 140, matched: [], missing: [] }).label).toBe(
      'Coincidencia 100 %',
    );
    expect(matchDisplay(undefined)).toMatchObject({
      label: 'Coincidencia 0 %',
      matched: [],
      missing: [],
    });
  });
});

describe('offer facts', () => {
  it('says when it was published, in Spanish', () => {
    const now = new Date(2026, 10, 25, 12).getTime();
    expect(publishedLabel(new Date(2026, 10, 25, 8).toISOString(), now)).toBe('Publicada hoy');
    expect(publishedLabel(new Date(2026, 10, 24, 23).toISOString(), now)).toBe('Publicada ayer');
    expect(publishedLabel(new Date(2026, 10, 22).toISOString(), now)).toBe('Publicada hace 3 días');
    expect(publishedLabel(new Date(2026, 10, 4).toISOString(), now)).toBe(
      'Publicada hace 3 semanas',
    );
    expect(publishedLabel(new Date(2026, 6, 1).toISOString(), now)).toBe('Publicada hace 4 meses');
  });

  it('counts offers', () => {
    expect(offersCountLabel(148)).toBe('148 ofertas');
    expect(offersCountLabel(1)).toBe('1 oferta');
    expect(savedCountLabel(1)).toBe('1 oferta guardada');
  });
});
