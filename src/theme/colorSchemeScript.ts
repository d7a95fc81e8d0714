/**
 * The colour scheme before the first paint. MUI's provider sets `data-theme` on `<html>`
 * once React runs; this script, inlined at the top of `index.html` by the build (and
 * allowed by its hash in the Content-Security-Policy), sets it from the same stored choice
 * before anything is drawn, so the boot indicator, the landing drawn at build time and the first frame already follow the
 * user's Claro / Oscuro / Sistema, not only the system's. Plain ES5, no imports: it runs
 * before any module.
 */
export const THEME_MODE_STORAGE_KEY = 'themeMode';
export const COLOR_SCHEME_ATTRIBUTE = 'data-theme';

export const colorSchemeScript =
  '(function(){var m;try{m=localStorage.getItem(' +
  JSON.stringify(THEME_MODE_STORAGE_KEY) +
  ')}catch(e){}if(m!=="light"&&m!=="dark"){try{m=matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light"}catch(e){m="light"}}' +
  'var d=document.documentElement;d.setAttribute(' +
  JSON.stringify(COLOR_SCHEME_ATTRIBUTE) +
  ',m);d.style.colorScheme=m})()';
