import { describe, expect, it } from 'vitest';
import {
  alertMatchesLabel,
  criteriaInWords,
  criteriaMatcher,
  hasOfferCriteria,
  offerMatchesCriteria,
  proposedAlertName,
  searchableOffer,
  type OfferFacts,
} from './offerCriteria';

const OFFER: OfferFacts = {
  title: 'Diseñador UX Senior',
  companyName: 'Andes Digital',
  requiredSkills: ['Figma', 'Investigación de usuarios'],
  category: 'Diseño',
  modality: 'remoto',
  seniority: 'senior',
  city: 'Bogotá',
  country: 'Colombia',
};
const offer = searchableOffer(OFFER);

describe('offerMatchesCriteria (the search and the alerts share it)', () => {
  it.each([
    [{}, true],
    [{ search: 'DISENADOR' }, true],
    [{ search: '  diseñador   figma ' }, true],
    [{ search: 'andes investigacion' }, true],
    [{ search: 'diseñador react' }, false],
    [{ search: 'ux senior', category: 'Diseño', modality: 'remoto', seniority: 'senior' }, true],
    [{ category: 'Tecnología' }, false],
    [{ modality: 'presencial' }, false],
    [{ seniority: 'junior' }, false],
    [{ place: 'bogota' }, true],
    [{ place: 'COLOMBIA' }, true],
    [{ place: 'Bogotá Colombia' }, true],
    [{ place: 'Lima' }, false],
    // A word of the title is not a place, a place is not a word of the title.
    [{ place: 'diseñador' }, false],
    [{ search: 'bogota' }, false],
  ] as const)('%j → %s', (criteria, expected) => {
    expect(offerMatchesCriteria(criteria, offer)).toBe(expected);
    expect(criteriaMatcher(criteria)(offer)).toBe(expected);
  });

  it('never matches a word across two fields', () => {
    expect(offerMatchesCriteria({ search: 'senior andes' }, offer)).toBe(true);
    expect(offerMatchesCriteria({ search: 'seniorandes' }, offer)).toBe(false);
  });

  it('knows criteria that narrow nothing', () => {
    expect(hasOfferCriteria({})).toBe(false);
    expect(hasOfferCriteria({ search: '   ', place: '' })).toBe(false);
    expect(hasOfferCriteria({ seniority: 'lead' })).toBe(true);
  });
});

describe('criteria in words and the proposed name', () => {
  it('says the criteria in a fixed order, blank texts left out', () => {
    expect(
      criteriaInWords({
        place: ' Madrid ',
        modality: 'remoto',
        search: ' diseñador   ux ',
        category: 'Diseño',
        seniority: 'semi-senior',
      }),
    ).toBe('«diseñador ux» · Diseño · Remoto · Semi Senior · En Madrid');
    expect(criteriaInWords({ search: '  ' })).toBe('Todas las ofertas');
  });

  it('proposes a name from the criteria ("Diseñador · Remoto · Madrid")', () => {
    expect(proposedAlertName({ search: 'diseñador', modality: 'remoto', place: 'madrid' })).toBe(
      'Diseñador · Remoto · Madrid',
    );
    expect(proposedAlertName({ category: 'Datos', seniority: 'lead' })).toBe('Datos · Líder');
    expect(proposedAlertName({})).toBe('Todas las ofertas');
  });

  it('cuts a long name to 80 characters', () => {
    const name = proposedAlertName({ search: 'palabra '.repeat(20), place: 'Ciudad de México' });
    expect(name).toHaveLength(80);
    expect(name.endsWith('…')).toBe(true);
  });

  it('counts the offers that match now', () => {
    expect(alertMatchesLabel(0)).toBe('Ninguna oferta coincide ahora');
    expect(alertMatchesLabel(1)).toBe('1 oferta coincide ahora');
    expect(alertMatchesLabel(12_345)).toBe('12.345 ofertas coinciden ahora');
  });
});
