import type { JobCategory } from './categories';
import { formatCount } from './format';
import { modalityLabel, seniorityLabel } from './labels';
import type { Modality, Seniority } from './values';

/**
 * What a candidate looks for: the job search's filters, and a job alert's criteria. One
 * definition of "an offer matches", used by the API's search (the mock's filtering) and by
 * the alerts that tell a candidate about a new offer, so that the two can never disagree.
 */
export interface OfferCriteria {
  /** Free text: every word must appear in the title, the company's name or a skill. */
  search?: string;
  category?: JobCategory;
  modality?: Modality;
  seniority?: Seniority;
  /** Free text: every word must appear in the city or the country. */
  place?: string;
}

/** The candidate's job search, where criteria are shown as its filters. */
export const JOB_SEARCH_PATH = '/app/jobs/';

/**
 * Criteria as the job search's URL parameters (`search`, `category`, `modality`, `seniority`,
 * `place`): blank texts left out, texts kept as typed. The search writes its own URL with it;
 * a job alert links to its search with it.
 */
export function criteriaSearchParams(criteria: OfferCriteria): URLSearchParams {
  const params = new URLSearchParams();
  if (criteria.search?.trim()) params.set('search', criteria.search);
  if (criteria.category) params.set('category', criteria.category);
  if (criteria.modality) params.set('modality', criteria.modality);
  if (criteria.seniority) params.set('seniority', criteria.seniority);
  if (criteria.place?.trim()) params.set('place', criteria.place);
  return params;
}

/** The job search showing the offers that match `criteria`. */
export function criteriaSearchHref(criteria: OfferCriteria): string {
  const query = criteriaSearchParams(criteria).toString();
  return query ? `${JOB_SEARCH_PATH}?${query}` : JOB_SEARCH_PATH;
}

/** The facts of an offer the criteria look at. */
export interface OfferFacts {
  title: string;
  companyName: string;
  requiredSkills: readonly string[];
  category: string;
  modality: string;
  seniority: string;
  city: string;
  country: string;
}

/** An offer ready to be matched: its filters and its texts in the compared form. */
export interface SearchableOffer {
  category: string;
  modality: string;
  seniority: string;
  /** Title, company and skills, normalised ({@link normalizeText}). */
  text: string;
  /** City and country, normalised. */
  place: string;
}

/** Lower case, accents removed: the form every search compares. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** The words of a free-text filter, normalised (none for a blank one). */
export function searchWords(text: string | undefined): string[] {
  return text ? normalizeText(text).split(/\s+/).filter(Boolean) : [];
}

// A separator no typed word contains: words never match across two fields.
const FIELD_BREAK = ' \u0000 ';

/** The offer's facts in the form {@link criteriaMatcher} compares. */
export function searchableOffer(offer: OfferFacts): SearchableOffer {
  return {
    category: offer.category,
    modality: offer.modality,
    seniority: offer.seniority,
    text: normalizeText(
      [offer.title, offer.companyName, ...offer.requiredSkills].join(FIELD_BREAK),
    ),
    place: normalizeText([offer.city, offer.country].join(FIELD_BREAK)),
  };
}

/** Whether the criteria narrow anything (no criteria: every offer matches). */
export function hasOfferCriteria(criteria: OfferCriteria): boolean {
  return (
    searchWords(criteria.search).length > 0 ||
    searchWords(criteria.place).length > 0 ||
    !!(criteria.category || criteria.modality || criteria.seniority)
  );
}

/**
 * The test "does this offer match?" for criteria, prepared once (the words normalised) to run
 * over many offers: accent- and case-insensitive words, exact category, modality and seniority.
 */
export function criteriaMatcher(criteria: OfferCriteria): (offer: SearchableOffer) => boolean {
  const words = searchWords(criteria.search);
  const placeWords = searchWords(criteria.place);
  const { category, modality, seniority } = criteria;
  return (offer) =>
    (!category || offer.category === category) &&
    (!modality || offer.modality === modality) &&
    (!seniority || offer.seniority === seniority) &&
    words.every((word) => offer.text.includes(word)) &&
    placeWords.every((word) => offer.place.includes(word));
}

/** Whether one offer matches the criteria ({@link criteriaMatcher} for a single offer). */
export const offerMatchesCriteria = (criteria: OfferCriteria, offer: SearchableOffer): boolean =>
  criteriaMatcher(criteria)(offer);

/** A free-text filter as shown: trimmed, inner spaces collapsed. */
const shownText = (text: string | undefined) => (text ?? '').trim().replace(/\s+/g, ' ');

/**
 * The criteria in words, one phrase each, in a fixed order (e.g. `«diseñador»`, `Diseño`,
 * `Remoto`, `Senior`, `En Madrid`); none for criteria that narrow nothing.
 */
export function criteriaPhrases(criteria: OfferCriteria): string[] {
  const search = shownText(criteria.search);
  const place = shownText(criteria.place);
  return [
    search ? `«${search}»` : '',
    criteria.category ?? '',
    criteria.modality ? modalityLabel(criteria.modality) : '',
    criteria.seniority ? seniorityLabel(criteria.seniority) : '',
    place ? `En ${place}` : '',
  ].filter(Boolean);
}

/** The criteria as one sentence: "«diseñador» · Remoto · En Madrid", or "Todas las ofertas". */
export function criteriaInWords(criteria: OfferCriteria): string {
  const phrases = criteriaPhrases(criteria);
  return phrases.length ? phrases.join(' · ') : 'Todas las ofertas';
}

/** The longest alert name the API takes. */
export const ALERT_NAME_MAX_LENGTH = 80;

/** First letter upper case (the rest as typed). */
const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase('es') + text.slice(1);

/**
 * The name proposed for an alert of these criteria: its values joined by " · "
 * ("Diseñador · Remoto · Madrid"), cut to {@link ALERT_NAME_MAX_LENGTH}; "Todas las ofertas"
 * when nothing narrows.
 */
export function proposedAlertName(criteria: OfferCriteria): string {
  const parts = [
    capitalised(shownText(criteria.search)),
    criteria.category ?? '',
    criteria.modality ? modalityLabel(criteria.modality) : '',
    criteria.seniority ? seniorityLabel(criteria.seniority) : '',
    capitalised(shownText(criteria.place)),
  ].filter(Boolean);
  const name = parts.length ? parts.join(' · ') : 'Todas las ofertas';
  return name.length > ALERT_NAME_MAX_LENGTH
    ? `${name.slice(0, ALERT_NAME_MAX_LENGTH - 1).trimEnd()}…`
    : name;
}

/** How many published offers match a job alert now: "12 ofertas coinciden ahora". */
export function alertMatchesLabel(count: number): string {
  if (count === 0) return 'Ninguna oferta coincide ahora';
  return count === 1 ? '1 oferta coincide ahora' : `${formatCount(count)} ofertas coinciden ahora`;
}
