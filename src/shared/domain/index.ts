/**
 * The product's domain, shared by every feature and by the mock: its values and types, their
 * Spanish words, the formatters, the categories and the current-stage rules.
 */
export * from './values';
export type * from './model';
export * from './labels';
export * from './format';
export * from './categories';
export * from './stageProgress';
export * from './offerAnswer';
export * from './offerCriteria';
