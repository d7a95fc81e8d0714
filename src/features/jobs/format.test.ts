import { describe, expect, it } from 'vitest';
import {
  matchDisplay,
  offersCountLabel,
  pageItemLabel,
  placeLabel,
  publishedLabel,
  salaryLabel,
  savedCountLabel,
} from './format';

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
  it('formats a salary range in the offer currency', () => {
    // Intl puts a no-break space before the currency code.
    expect(salaryLabel({ min: 900000, max: 1260000, currency: 'CLP' })?.replace(/\s/g, ' ')).toBe(
      '900.000-1.260.000 CLP al mes',
    );
    expect(salaryLabel({ min: 6600, max: 8400, currency: 'PEN' })?.replace(/\s/g, ' ')).toBe(
      '6.600-8.400 PEN al mes',
    );
    expect(salaryLabel(null)).toBeNull();
    expect(salaryLabel({ min: 1, max: 2, currency: 'XXXX' })).toBe('1–2 XXXX al mes');
  });

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

  it('places, counts and page labels', () => {
    expect(placeLabel({ city: 'Lima', country: 'Perú' })).toBe('Lima, Perú');
    expect(placeLabel({ location: 'Remoto' })).toBe('Remoto');
    expect(offersCountLabel(148)).toBe('148 ofertas');
    expect(offersCountLabel(1)).toBe('1 oferta');
    expect(savedCountLabel(1)).toBe('1 oferta guardada');
    expect(pageItemLabel('page', 2, false)).toBe('Ir a la página 2');
    expect(pageItemLabel('next', null, false)).toBe('Ir a la página siguiente');
  });
});
