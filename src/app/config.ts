/** Product constants shown in the shell (product spec §1, §9). */
export const APP_NAME = 'Talentia';
export const APP_VERSION = '0.8.5';
/** Tabs sit in the header from this width up, in a bottom bar below it. */
export const HEADER_NAV_BREAKPOINT = 'md';
