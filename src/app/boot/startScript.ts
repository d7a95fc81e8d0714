/**
 * How a built page starts the app (issue 15), inlined into `index.html` after the
 * colour-scheme script (one inline script, allowed by its hash in the Content-Security-Policy).
 * Plain ES5, no imports: it runs before any module.
 *
 * `index.html` carries pages drawn at build time (`src/app/prerender.tsx`): the landing, and
 * each view's home as a signed-in user of that view first sees it. The script marks the one to
 * show, before the first paint:
 * - the landing on `/` (`data-landing` on `<html>`);
 * - a view's home on that home's path, when the app has remembered that a user of that view
 *   is signed in on this browser (`signedInView` in localStorage, `src/app/drawnPages.tsx`):
 *   `data-home="<view>"`. The app takes it away once the session is known
 *   (`releaseDrawnHome`).
 *
 * The build lists the app's entry and the modules to preload in `<meta name="app-modules">`
 * (the entry first) instead of loading them from tags, and this script loads them:
 * - where a drawn page shows, once it has been painted (the first contentful paint, as the
 *   browser reports it; a frame, where it does not report paints; 3 s at most): its text,
 *   styles and font have the network to themselves, and the app's code follows;
 * - on any other path (the loading indicator shows), at once.
 * The dev server keeps its own module tag (no meta).
 */
export const APP_MODULES_META = 'app-modules';
export const LANDING_ATTRIBUTE = 'data-landing';
export const HOME_ATTRIBUTE = 'data-home';
/** The class of each drawn home in `index.html`. */
export const DRAWN_HOME_CLASS = 'prerendered-home';
/** The view (`candidate`, `recruiter`) of the user signed in on this browser, if any. */
export const SIGNED_IN_VIEW_KEY = 'signedInView';

/** The script, for views whose homes are `homes` (view → path). */
export function appStartScript(homes: Readonly<Record<string, string>>): string {
  return (
    '(function(){var d=document,r=d.documentElement,p=location.pathname,l=p==="/",v=null,h=' +
    JSON.stringify(homes) +
    ';try{v=localStorage.getItem(' +
    JSON.stringify(SIGNED_IN_VIEW_KEY) +
    ')}catch(e){}' +
    'var o=v!==null&&Object.prototype.hasOwnProperty.call(h,v)&&h[v]===p;' +
    'if(l)r.setAttribute(' +
    JSON.stringify(LANDING_ATTRIBUTE) +
    ',"");else if(o)r.setAttribute(' +
    JSON.stringify(HOME_ATTRIBUTE) +
    ',v);var m=d.querySelector(' +
    JSON.stringify(`meta[name="${APP_MODULES_META}"]`) +
    ');if(!m)return;var u=m.getAttribute("content").split(" ");' +
    'function add(t,a){var e=d.createElement(t);for(var k in a)e.setAttribute(k,a[k]);d.head.appendChild(e)}' +
    'function load(){for(var i=1;i<u.length;i++)add("link",{rel:"modulepreload",crossorigin:"",href:u[i]});' +
    'add("script",{type:"module",crossorigin:"",src:u[0]})}' +
    'if(!(l||o)||d.visibilityState!=="visible")return load();' +
    'var done=0;function go(){if(!done){done=1;load()}}' +
    'var P=window.PerformanceObserver;' +
    'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)' +
    'new P(function(list,x){if(list.getEntriesByName("first-contentful-paint").length){x.disconnect();go()}}).observe({type:"paint",buffered:true});' +
    'else requestAnimationFrame(function(){setTimeout(go)});' +
    'setTimeout(go,3000)})()'
  );
}
