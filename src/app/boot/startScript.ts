/**
 * How a built page starts the app (issue 15), inlined into `index.html` after the
 * colour-scheme script (one inline script, allowed by its hash in the Content-Security-Policy).
 * Plain ES5, no imports: it runs before any module. The protocol: `./README.md`.
 *
 * `index.html` carries pages drawn at build time (`./prerender.tsx`) as `<template>`s, out of
 * the document: the landing, and each view's home as a signed-in user of that view first sees
 * it. The script picks the one to show, before the first paint, and puts a copy of it in the
 * page as the parser reaches `#root` (a mutation observer's callback runs before the browser
 * paints what the parser added); the others never enter the document:
 * - the landing on `/` (`data-landing` on `<html>`), as the first child of `#root`;
 * - a view's home on that home's path, when the app has remembered that a user of that view
 *   is signed in on this browser (`signedInView` in localStorage, `./drawnPages.tsx`):
 *   `data-home="<view>"`, before `#root`. The app takes it away once the session is known
 *   (`releaseDrawnHome`).
 *
 * The build lists the app's entry and the modules to preload in `<meta name="app-modules">`
 * (the entry first) instead of loading them from tags, and this script loads them:
 * - where a drawn page shows, once it has been painted (the first contentful paint, as the
 *   browser reports it; a frame, where it does not report paints; 3 s at most): its text,
 *   styles and font have the network to themselves, and the app's code follows;
 * - on any other path (the loading indicator shows), at once.
 * The dev server keeps its own module tag (no meta) and draws nothing.
 */
export const APP_MODULES_META = 'app-modules';
export const LANDING_ATTRIBUTE = 'data-landing';
export const HOME_ATTRIBUTE = 'data-home';
/** The class of each drawn home in `index.html`. */
export const DRAWN_HOME_CLASS = 'prerendered-home';
/** The class of the drawn landing in `index.html`. */
export const DRAWN_LANDING_CLASS = 'prerendered';
/** The attribute naming what each `<template>` of `index.html` holds: `landing` or a view. */
export const DRAWN_ATTRIBUTE = 'data-drawn';
export const LANDING_DRAWING = 'landing';
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
    ',v);var s=l?' +
    JSON.stringify(LANDING_DRAWING) +
    ':o?v:null;' +
    // Puts the chosen drawing in the page once `#root` exists; false until then.
    'function put(){var root=d.getElementById("root");if(!root)return false;' +
    'var t=d.querySelector("template[' +
    DRAWN_ATTRIBUTE +
    '=\\""+s+"\\"]");' +
    'if(t){var c=d.importNode(t.content,true);if(l)root.insertBefore(c,root.firstChild);else root.parentNode.insertBefore(c,root)}return true}' +
    'if(s&&!put()){var w=new MutationObserver(function(){if(put())w.disconnect()});w.observe(r,{childList:true,subtree:true})}' +
    'var m=d.querySelector(' +
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
