/**
 * How a built page starts the app (issue 15), inlined into `index.html` after the
 * colour-scheme script (one inline script, allowed by its hash in the Content-Security-Policy).
 * Plain ES5, no imports: it runs before any module.
 *
 * The build lists the app's entry and the modules to preload in `<meta name="app-modules">`
 * (the entry first) instead of loading them from tags, and this script loads them:
 * - on the landing `/`, which `index.html` draws at build time, once that drawing has been
 *   painted (the first contentful paint, as the browser reports it; a frame, where it does
 *   not report paints; 3 s at most): its text, styles and font have the network to
 *   themselves, and the app's code follows;
 * - on any other path (the loading indicator shows), at once.
 *
 * It also marks the landing (`data-landing` on `<html>`): `index.html` then shows the drawn
 * landing rather than the indicator. The dev server keeps its own module tag (no meta).
 */
export const APP_MODULES_META = 'app-modules';
export const LANDING_ATTRIBUTE = 'data-landing';

export const appStartScript =
  '(function(){var d=document,l=location.pathname==="/";if(l)d.documentElement.setAttribute(' +
  JSON.stringify(LANDING_ATTRIBUTE) +
  ',"");var m=d.querySelector(' +
  JSON.stringify(`meta[name="${APP_MODULES_META}"]`) +
  ');if(!m)return;var u=m.getAttribute("content").split(" ");' +
  'function add(t,a){var e=d.createElement(t);for(var k in a)e.setAttribute(k,a[k]);d.head.appendChild(e)}' +
  'function load(){for(var i=1;i<u.length;i++)add("link",{rel:"modulepreload",crossorigin:"",href:u[i]});' +
  'add("script",{type:"module",crossorigin:"",src:u[0]})}' +
  'if(!l||d.visibilityState!=="visible")return load();' +
  'var done=0;function go(){if(!done){done=1;load()}}' +
  'var P=window.PerformanceObserver;' +
  'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)' +
  'new P(function(list,o){if(list.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}}).observe({type:"paint",buffered:true});' +
  'else requestAnimationFrame(function(){setTimeout(go)});' +
  'setTimeout(go,3000)})()';
