// The second inline script of the site: the bootstrap that starts hydration only after the page has
// painted. The prerendered HTML is the page; its JavaScript is not needed for the first paint, so
// the HTML asks for no script at high priority. This script sits at the end of <body>, carries the
// entry module, its imports and the page's own chunks in data-modules (the first is the entry; the
// others are preloaded beside it, four per task: a <link> costs the main thread a millisecond or
// two, and twenty in one task made a long one), and adds them once the browser reports the first
// contentful paint (a frame later where paint timing is missing; after 3 s if neither comes, as in
// a hidden tab). Waiting for the reported paint, not only for the next frame, matters on a slow
// phone: the frame's callbacks run before the pixels are shown, so a busy device could start the
// script download ahead of the words. The web app manifest (data-manifest, the page language's) is
// linked at the same moment: the browser fetches it as soon as it sees the link, and a request begun
// before the paint holds the paint back on a slow network (scripts/prerender.mjs). Its text never
// changes with a build, so its CSP hash is fixed.
//
// Early taps: a link works as HTML before hydration (it navigates natively). A button does
// nothing until React owns it, so a click on a button before hydration is held (default prevented,
// not propagated) and replayed with .click() on the same button once the page has hydrated
// (src/app/alive/early-taps.ts calls window.__ubumenyiHydrated).
import { createHash } from 'node:crypto';

export const BOOT_SCRIPT = `(function(){var d=document,w=window,t=d.currentScript,m=t.getAttribute('data-modules').split(' '),a=t.getAttribute('data-manifest'),q=[],s=0;
function c(e){var b=e.target&&e.target.closest&&e.target.closest('button');if(b&&!b.disabled){e.preventDefault();e.stopPropagation();if(q.indexOf(b)<0)q.push(b)}}
d.addEventListener('click',c,true);
w.__ubumenyiHydrated=function(){d.removeEventListener('click',c,true);var l=q;q=[];l.forEach(function(b){if(b.isConnected)b.click()})};
function g(){if(s)return;s=1;var i=0,e;if(a){e=d.createElement('link');e.rel='manifest';e.href=a;d.head.appendChild(e)}(function n(){for(var k=0;k<4&&i<m.length;k++,i++){var h=m[i],e=d.createElement(i?'link':'script');if(i)e.rel='modulepreload';else e.type='module';e.crossOrigin='';e[i?'href':'src']=h;d.head.appendChild(e)}if(i<m.length)setTimeout(n,0)})()}
function f(){requestAnimationFrame(function(){setTimeout(g,0)})}
try{new PerformanceObserver(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(g,0)}}).observe({type:'paint',buffered:true})}catch(e){f()}
if(!w.PerformanceObserver||(PerformanceObserver.supportedEntryTypes||[]).indexOf('paint')<0)f();setTimeout(g,3000)})();`;

/** The CSP source that allows exactly this script. */
export const BOOT_HASH = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;
