/**
 * The second inline script of every page: the bootstrap that starts hydration only after the page
 * has painted. The prerendered HTML is the page; its JavaScript is not needed for the first paint,
 * so the HTML asks for no script at high priority. This script sits at the end of `<body>`, carries
 * the entry module, its imports and the page's own chunks in `data-modules` (the first is the entry;
 * the others are preloaded beside it, four per task: a `<link>` costs the main thread a millisecond
 * or two, and twenty in one task made a long one), and adds them once the browser reports the first
 * contentful paint (a frame later where paint timing is missing; after 3 s if neither comes, as in a
 * hidden tab). Waiting for the reported paint, not only for the next frame, matters on a slow phone:
 * the frame's callbacks run before the pixels are shown, so a busy device could start the script
 * download ahead of the words. The web app manifest (`data-manifest`, the page language's) is linked
 * at the same moment: the browser fetches it as soon as it sees the link, and a request begun before
 * the paint holds the paint back on a slow network (scripts/build/prerender.ts).
 *
 * Early taps: a link works as HTML before hydration (it navigates natively). A button does nothing
 * until React owns it, so a click on a button before hydration is held (default prevented, not
 * propagated) and replayed with `.click()` on the same button once the page has hydrated
 * (src/app/alive/early-taps.ts calls `window.__ubumenyiHydrated`).
 *
 * The build compiles it to one minified inline `<script>` (scripts/build/inline-scripts.ts) and
 * allows it by its hash in the CSP. It imports nothing: it must run on its own.
 */

declare global {
  interface Window {
    /** Set by the bootstrap: stops holding taps and replays the held ones. */
    __ubumenyiHydrated?: () => void;
  }
}

/** Module `<script>`/`<link>` elements added per task. */
const PER_TASK = 4;
/** When neither a paint nor a frame is reported (a hidden tab), start anyway. */
const LAST_RESORT_MS = 3000;

export default function boot(): void {
  const script = document.currentScript as HTMLScriptElement;
  const modules = script.getAttribute('data-modules')!.split(' ');
  const manifest = script.getAttribute('data-manifest');

  let held: HTMLButtonElement[] = [];
  const hold = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && !button.disabled) {
      event.preventDefault();
      event.stopPropagation();
      if (!held.includes(button)) held.push(button);
    }
  };
  document.addEventListener('click', hold, true);
  window.__ubumenyiHydrated = () => {
    document.removeEventListener('click', hold, true);
    const replay = held;
    held = [];
    replay.forEach((button) => {
      if (button.isConnected) button.click();
    });
  };

  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    if (manifest) {
      const link = document.createElement('link');
      link.rel = 'manifest';
      link.href = manifest;
      document.head.appendChild(link);
    }
    let next = 0;
    const addSome = () => {
      for (let added = 0; added < PER_TASK && next < modules.length; added++, next++) {
        // The first is the entry, run as a module; the others are preloaded beside it.
        const url = modules[next]!;
        if (next === 0) {
          const entry = document.createElement('script');
          entry.type = 'module';
          entry.crossOrigin = '';
          entry.src = url;
          document.head.appendChild(entry);
        } else {
          const preload = document.createElement('link');
          preload.rel = 'modulepreload';
          preload.crossOrigin = '';
          preload.href = url;
          document.head.appendChild(preload);
        }
      }
      if (next < modules.length) setTimeout(addSome, 0);
    };
    addSome();
  };
  const afterNextFrame = () => requestAnimationFrame(() => setTimeout(start, 0));

  try {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length) {
        observer.disconnect();
        setTimeout(start, 0);
      }
    }).observe({ type: 'paint', buffered: true });
  } catch {
    afterNextFrame();
  }
  if (!window.PerformanceObserver || !(PerformanceObserver.supportedEntryTypes ?? []).includes('paint')) afterNextFrame();
  setTimeout(start, LAST_RESORT_MS);
}
