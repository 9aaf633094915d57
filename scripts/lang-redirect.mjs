// The one inline script of the site: it runs in <head>, before anything paints, and sends a visitor
// to the page in their language. It knows no language list: it reads the page's own hreflang
// alternates, so adding a language changes nothing here (nor the CSP hash below).
//   - `?lng=xx` on any page: remember xx (localStorage and cookie, as the switcher does), go to that
//     language's URL of the page, keeping the rest of the query and the hash.
//   - A page without a language prefix (its canonical is the x-default): the first of cookie,
//     localStorage, sessionStorage and the browser's languages that the site has; if it is not the
//     page's language, go there. A visitor who chose English (stored "en") stays; so does a crawler
//     (no storage, English browser).
import { createHash } from 'node:crypto';

export const LANG_REDIRECT_SCRIPT = `(function(){try{var d=document,l=location,h=history,q=new URLSearchParams(l.search),a={},c=d.querySelector('link[rel=canonical]'),w,i,s,g,k=[];
d.querySelectorAll('link[rel=alternate][hreflang]').forEach(function(e){a[e.hreflang]=e.href});
function b(t){return(t||'').toLowerCase().split(/[-_]/)[0]}
g=b(q.get('lng'));
if(g&&a[g]&&g!=='x-default'){w=g;try{localStorage.setItem('i18nextLng',g)}catch(e){}d.cookie='i18next='+g+';path=/;max-age=31536000;samesite=lax';q.delete('lng')}
else if(c&&a['x-default']===c.href){s=d.cookie.match(/(?:^|;\\s*)i18next=([^;]*)/);k.push(s&&s[1]);try{k.push(localStorage.getItem('i18nextLng'),sessionStorage.getItem('i18nextLng'))}catch(e){}k=k.concat(navigator.languages||[navigator.language]);for(i=0;i<k.length;i++){s=b(k[i]);if(s&&a[s]&&s!=='x-default'){w=s;break}}}
s=q.toString();s=s?'?'+s:'';
if(w&&w!==d.documentElement.lang){l.replace(new URL(a[w]).pathname+s+l.hash)}else if(g){h.replaceState(h.state,'',l.pathname+s+l.hash)}}catch(e){}})();`;

/** The CSP source that allows exactly this script. */
export const LANG_REDIRECT_HASH = `'sha256-${createHash('sha256').update(LANG_REDIRECT_SCRIPT).digest('base64')}'`;
