/**
 * The checks the visual run makes inside the story's page, one per mode. Playwright serializes
 * `installChecks` into the page once (it cannot close over this module), and the spec then calls
 * `window.__visualChecks.<check>()`. Each check returns its findings as sentences that name the
 * part to fix ("button “Menu” has no boundary"), an empty list when the story holds.
 */
interface VisualChecks {
  /** Waits until the DOM has not changed for `quietMs` (0: no wait), then for fonts, images and two frames. */
  settle(quietMs?: number): Promise<void>;
  /** The part of the page the story and its portals cover, at this width (for the screenshot's clip). */
  extent(): { width: number; height: number };
  /** Animations or transitions still running, and smooth scrolling, with prefers-reduced-motion on. */
  motion(): string[];
  /** WCAG 1.4.10 / 1.4.12: sideways scroll outside a scroll region, and text cut off or overlapping. */
  reflow(): string[];
  /**
   * 400 % zoom of 1280 × 800 (a 320 × 200 window): no sideways scroll, and fixed or sticky parts
   * leave at least half the height to read. (Text at 320 px is `reflow`'s, with spacing on top.)
   */
  zoom(): string[];
  /** Forced colours: every control has a boundary, and every selected or current state shows. */
  forcedColors(): string[];
  /** Forced colours, after a key press: every focusable part shows a focus ring when focused. */
  focusRings(): string[];
  /** Turns the WCAG 1.4.12 text spacing on or off, on every element of the page. */
  textSpacing(on: boolean): void;
}

declare global {
  interface Window {
    __visualChecks?: VisualChecks;
  }
}

/** `spacingCss`: WCAG 1.4.12's spacing under `[data-text-spacing]` (stories/support/text-spacing.tsx). */
export function installChecks(spacingCss: string): void {
  const root = () => document.getElementById('storybook-root') ?? document.body;

  /** Storybook's own parts of the page (error display, docs root), not the story's. */
  const storybookPart = (el: Element) => !!el.closest('.sb-wrapper, .sb-errordisplay, .sb-preparing-story, .sb-preparing-docs, #storybook-docs');

  /** Answers kept for one check (the page does not change while a check runs). */
  let hiddenCache = new Map<Element, boolean>();
  let clipperCache = new Map<Element, Element[]>();
  const fresh = () => {
    hiddenCache = new Map();
    clipperCache = new Map();
  };

  /** A box of a pixel or less, across or down: text in it is kept for screen readers only. */
  const tiny = (el: Element) => {
    const r = el.getBoundingClientRect();
    return r.width <= 1 || r.height <= 1;
  };

  /** Hidden, or visually hidden for screen readers only (clipped to a pixel). */
  const unseen = (el: Element | null): boolean => {
    if (!el || el === document.body) return false;
    const known = hiddenCache.get(el);
    if (known !== undefined) return known;
    const style = getComputedStyle(el);
    const hidden =
      style.display === 'none' ||
      style.visibility === 'hidden' ||
      style.opacity === '0' ||
      (style.clip !== 'auto' && style.clip !== '' && style.position === 'absolute') ||
      style.clipPath === 'inset(50%)' ||
      (['hidden', 'clip'].includes(style.overflowX) && tiny(el)) ||
      unseen(el.parentElement);
    hiddenCache.set(el, hidden);
    return hidden;
  };

  const scrolls = (style: CSSStyleDeclaration, axis: 'x' | 'y') => {
    const value = axis === 'x' ? style.overflowX : style.overflowY;
    return value === 'auto' || value === 'scroll';
  };

  const label = (el: Element): string => {
    const slot = el.getAttribute('data-slot');
    const role = el.getAttribute('role');
    const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 32);
    return `${el.tagName.toLowerCase()}${role ? `[role=${role}]` : ''}${slot ? `[data-slot=${slot}]` : ''}${name ? ` “${name}”` : ''}`;
  };

  /** The story's elements and its portals' (dialogs, menus), skipping Storybook's own. */
  const storyElements = (): Element[] =>
    [...document.body.querySelectorAll('*')].filter((el) => !storybookPart(el) && !(el instanceof HTMLScriptElement) && !(el instanceof HTMLStyleElement));

  /** The text runs of the story, each with its boxes on screen. */
  const textRuns = (): { node: Text; rects: DOMRect[] }[] => {
    const runs: { node: Text; rects: DOMRect[] }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const parent = node.parentElement;
      if (!parent || !node.data.trim() || storybookPart(parent) || parent.closest('script, style, noscript, title')) continue;
      // An image's own lettering (a book cover's title) is part of a picture whose name says it; the
      // page behind an open modal (hidden by it, `data-aria-hidden`) is under its overlay.
      if (parent.closest('[role=img], svg[aria-hidden=true], [data-aria-hidden=true]')) continue;
      if (unseen(parent)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()].filter((r) => r.width > 0.5 && r.height > 0.5);
      if (rects.length) runs.push({ node, rects });
    }
    return runs;
  };

  /** Ancestors that clip their content (overflow hidden or clip), but are no scroll region. */
  const clippers = (el: Element | null): Element[] => {
    // The page itself is no clipper: a modal dialog locks its scrolling with overflow hidden.
    if (!el || el === document.documentElement || el === document.body) return [];
    const known = clipperCache.get(el);
    if (known) return known;
    const style = getComputedStyle(el);
    const clips = (v: string) => v === 'hidden' || v === 'clip';
    const own = (clips(style.overflowX) || clips(style.overflowY)) && !scrolls(style, 'x') && !scrolls(style, 'y');
    const found = own ? [el, ...clippers(el.parentElement)] : clippers(el.parentElement);
    clipperCache.set(el, found);
    return found;
  };

  const inScrollRegion = (el: Element): boolean => {
    for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (scrolls(style, 'x') && node.scrollWidth > node.clientWidth) return true;
    }
    return false;
  };

  const reflow = (): string[] => {
    fresh();
    const findings: string[] = [];
    const width = document.documentElement.clientWidth;
    const page = document.scrollingElement ?? document.documentElement;
    if (page.scrollWidth > width + 1) {
      // The outermost parts that reach past the right edge (or the left), outside any scroll region.
      const out = storyElements().filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && (r.right > width + 1 || r.left < -1) && !unseen(el) && !inScrollRegion(el);
      });
      const outermost = out.filter((el) => !out.some((other) => other !== el && other.contains(el)));
      const parts = outermost.slice(0, 3).map((el) => `${label(el)} (+${Math.round(el.getBoundingClientRect().right - width)} px)`);
      findings.push(`the page scrolls sideways by ${page.scrollWidth - width} px: ${parts.join(', ') || 'a text run'}`);
    }
    const runs = textRuns();
    // Text cut by a box that hides its overflow (an ellipsis, a clamp, a fixed height).
    const cut = new Set<string>();
    for (const { node, rects } of runs) {
      for (const box of clippers(node.parentElement)) {
        const b = box.getBoundingClientRect();
        const style = getComputedStyle(box);
        const inner = {
          left: b.left + parseFloat(style.borderLeftWidth),
          right: b.right - parseFloat(style.borderRightWidth),
          top: b.top + parseFloat(style.borderTopWidth),
          bottom: b.bottom - parseFloat(style.borderBottomWidth),
        };
        const clipped = rects.some((r) => r.right > inner.right + 1 || r.left < inner.left - 1 || r.bottom > inner.bottom + 1 || r.top < inner.top - 1);
        const ellipsis = style.textOverflow === 'ellipsis' && box.scrollWidth > box.clientWidth + 1 && box.contains(node);
        if (clipped || ellipsis) {
          cut.add(`text “${node.data.trim().slice(0, 32)}” is cut off by ${label(box).split(' “')[0]}`);
          break;
        }
      }
    }
    findings.push(...[...cut].slice(0, 5));
    // Text over other text: two runs (of different elements) whose boxes overlap.
    const boxes = runs.flatMap(({ node, rects }) => rects.map((rect) => ({ node, rect }))).sort((a, b) => a.rect.top - b.rect.top);
    const overlaps = new Set<string>();
    for (const [i, a] of boxes.entries()) {
      if (overlaps.size >= 3) break;
      for (const b of boxes.slice(i + 1)) {
        // Sorted by top: once a box starts below this one's bottom, none after it can overlap.
        if (b.rect.top >= a.rect.bottom) break;
        if (a.node === b.node) continue;
        const x = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
        const y = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
        if (x > 2 && y > Math.min(a.rect.height, b.rect.height) / 3) {
          overlaps.add(`text “${a.node.data.trim().slice(0, 24)}” overlaps “${b.node.data.trim().slice(0, 24)}”`);
          break;
        }
      }
    }
    findings.push(...overlaps);
    return findings;
  };

  const zoom = (): string[] => {
    fresh();
    const findings: string[] = [];
    if (document.documentElement.scrollWidth > document.documentElement.clientWidth + 1) {
      findings.push(`the page scrolls sideways by ${document.documentElement.scrollWidth - document.documentElement.clientWidth} px`);
    }
    const height = document.documentElement.clientHeight;
    // Fixed and sticky parts that stay on screen while reading (a modal dialog is the content itself).
    const stuck = storyElements().filter((el) => {
      const position = getComputedStyle(el).position;
      if (position !== 'fixed' && position !== 'sticky') return false;
      if (el.closest('[role=dialog], [role=alertdialog]') || el.querySelector('[role=dialog], [role=alertdialog]')) return false;
      if (!(el.textContent ?? '').trim() || unseen(el)) return false;
      const r = el.getBoundingClientRect();
      return r.bottom > 0 && r.top < height && r.height > 0;
    });
    const outermost = stuck.filter((el) => !stuck.some((other) => other !== el && other.contains(el)));
    const covered = outermost.reduce((sum, el) => {
      const r = el.getBoundingClientRect();
      return sum + Math.min(r.bottom, height) - Math.max(r.top, 0);
    }, 0);
    if (covered > height / 2) {
      findings.push(`fixed or sticky parts cover ${Math.round(covered)} of ${height} px: ${outermost.map(label).join(', ')}`);
    }
    return findings;
  };

  const controls =
    'button, input:not([type=hidden]):not([type=radio]):not([type=checkbox]), select, textarea, [role=button]:not(a), [role=tab], [role=radio], [role=combobox], [role=switch], [role=checkbox]';

  /**
   * The card a control is stretched over (its ::after covers the nearest positioned ancestor: the
   * whole card is the control's target), whose border is then the control's boundary.
   */
  const stretchedOver = (el: Element): Element | null => {
    const after = getComputedStyle(el, '::after');
    if (after.content === 'none' || after.position !== 'absolute') return null;
    for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
      if (getComputedStyle(node).position !== 'static') return node;
    }
    return null;
  };

  const hasBoundary = (el: Element): boolean => {
    const card = stretchedOver(el);
    if (card && hasOwnBoundary(card)) return true;
    return hasOwnBoundary(el);
  };

  const hasOwnBoundary = (el: Element): boolean => {
    const style = getComputedStyle(el);
    const sides = ['Top', 'Right', 'Bottom', 'Left'] as const;
    const border = sides.some(
      (side) =>
        parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) >= 1 &&
        !['none', 'hidden'].includes(style.getPropertyValue(`border-${side.toLowerCase()}-style`)),
    );
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1;
    return border || outline;
  };

  /** What a forced-colours theme leaves of an element's look: its lines, weight, and system colours. */
  const look = (el: Element): string => {
    const style = getComputedStyle(el);
    const pseudo = (which: '::before' | '::after') => {
      const p = getComputedStyle(el, which);
      return p.content && p.content !== 'none' && p.content !== 'normal' ? `${p.content}|${p.borderStyle}|${p.width}` : '';
    };
    const visibleChildren = [...el.querySelectorAll('*')].filter((child) => {
      const r = child.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && !unseen(child);
    }).length;
    return [
      style.borderTopStyle,
      style.borderTopWidth,
      style.borderBottomStyle,
      style.borderBottomWidth,
      style.borderLeftStyle,
      style.borderLeftWidth,
      style.outlineStyle,
      style.outlineWidth,
      style.textDecorationLine,
      style.fontWeight,
      style.backgroundColor,
      style.color,
      pseudo('::before'),
      pseudo('::after'),
      visibleChildren,
    ].join(';');
  };

  const STATES = ['aria-selected', 'aria-checked', 'aria-pressed', 'aria-current'] as const;
  const stateOf = (el: Element): string | null => {
    for (const name of STATES) {
      const value = el.getAttribute(name);
      if (value && value !== 'false') return name;
    }
    return null;
  };

  const forcedColors = (): string[] => {
    fresh();
    const findings = new Set<string>();
    const elements = new Set(
      storyElements().filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && !unseen(el);
      }),
    );
    for (const el of elements) {
      if (el.matches(controls) && !el.closest('[role=listbox], [role=menu]') && !hasBoundary(el)) {
        findings.add(`${label(el)} has no boundary`);
      }
      const state = stateOf(el);
      if (!state) continue;
      // A peer: the nearest element of the same role and tag in the same group, without the state.
      const role = el.getAttribute('role');
      const group = el.closest('[role=tablist], [role=radiogroup], [role=listbox], [role=grid], nav, ul, ol, [role=group]') ?? el.parentElement;
      const peer = [...(group?.querySelectorAll(el.tagName) ?? [])].find(
        (other) =>
          other !== el &&
          other.getAttribute('role') === role &&
          !stateOf(other) &&
          elements.has(other) &&
          !other.closest('[aria-hidden=true]') &&
          !!(other.textContent ?? '').trim() === !!(el.textContent ?? '').trim(),
      );
      const seen = (node: Element) => look(node) + (stretchedOver(node) ? look(stretchedOver(node)!) : '');
      if (peer && seen(peer) === seen(el)) findings.add(`${label(el)} (${state}) looks like ${label(peer)}`);
    }
    return [...findings];
  };

  const focusable =
    'a[href], button:not([disabled]), input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

  const focusRings = (): string[] => {
    fresh();
    const findings: string[] = [];
    const seen = new Set<string>();
    const focused = document.activeElement;
    for (const el of storyElements()) {
      if (!(el instanceof HTMLElement) || !el.matches(focusable) || unseen(el)) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      // One of each kind: the same tag and classes draw the same ring.
      const kind = `${el.tagName}|${el.className}|${el.getAttribute('role')}`;
      if (seen.has(kind)) continue;
      seen.add(kind);
      // Unfocused first: focusing a group (a radio group) may have moved focus on to this part.
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
      const idle = look(el);
      // The ring may be drawn by the part that holds it (a card outlined while its link has focus).
      const holders = [el, el.parentElement, el.parentElement?.parentElement, el.parentElement?.parentElement?.parentElement].filter(
        (node): node is HTMLElement => !!node,
      );
      const outlined = (node: HTMLElement) => {
        const style = getComputedStyle(node);
        return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
      };
      const before = holders.map(outlined);
      el.focus({ preventScroll: true });
      if (document.activeElement !== el) continue;
      const ring = holders.some((node, i) => outlined(node) && !before[i]);
      if (!el.matches(':focus-visible')) findings.push(`${label(el)} does not match :focus-visible when focused after a key`);
      else if (!ring && look(el) === idle) {
        const style = getComputedStyle(el);
        findings.push(`${label(el)} shows no focus ring (outline ${style.outlineStyle} ${style.outlineWidth}, before: ${before.join('/')})`);
      }
    }
    if (focused instanceof HTMLElement) focused.focus({ preventScroll: true });
    return findings;
  };

  const motion = (): string[] => {
    const findings = document
      .getAnimations()
      .filter((animation) => animation.playState === 'running')
      .filter((animation) => {
        const timing = animation.effect?.getComputedTiming();
        return !!timing && Number(timing.activeDuration ?? 0) > 1;
      })
      .slice(0, 3)
      .map((animation) => {
        const target = (animation.effect as KeyframeEffect | null)?.target;
        const name =
          animation instanceof CSSAnimation ? animation.animationName : animation instanceof CSSTransition ? animation.transitionProperty : 'an animation';
        return `${name} runs on ${target ? label(target) : 'the page'} with reduced motion on`;
      });
    if (getComputedStyle(document.documentElement).scrollBehavior === 'smooth') findings.push('the page scrolls smoothly with reduced motion on');
    return findings;
  };

  /**
   * The page at rest: no change to the DOM for `quietMs` (a lazy part rendering once its chunk
   * came; the spec waits for the requests), then fonts, images and two frames. At most 5 s: a story
   * that never rests (a progress that moves on a timer) masks what moves (`parameters.visual.mask`).
   */
  const settle = async (quietMs = 0) => {
    const started = performance.now();
    let lastChange = performance.now();
    const observer = new MutationObserver(() => {
      lastChange = performance.now();
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    while (performance.now() - started < 5_000 && performance.now() - lastChange < quietMs) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    observer.disconnect();
    await document.fonts.ready;
    const images = [...document.images].filter((image) => !image.complete);
    await Promise.race([
      Promise.all(
        images.map(
          (image) =>
            new Promise((resolve) => {
              image.addEventListener('load', resolve, { once: true });
              image.addEventListener('error', resolve, { once: true });
            }),
        ),
      ),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  };

  window.__visualChecks = {
    settle,
    extent: () => {
      const width = document.documentElement.clientWidth;
      let bottom = root().getBoundingClientRect().bottom + window.scrollY;
      for (const el of document.body.children) {
        if (el === root() || storybookPart(el) || el instanceof HTMLScriptElement) continue;
        const r = el.getBoundingClientRect();
        if (r.height > 0) bottom = Math.max(bottom, r.bottom + window.scrollY);
      }
      return { width, height: Math.max(1, Math.min(Math.ceil(bottom), 12_000)) };
    },
    motion,
    reflow,
    zoom,
    forcedColors,
    focusRings,
    textSpacing: (on) => {
      if (!document.getElementById('visual-text-spacing')) {
        const style = document.createElement('style');
        style.id = 'visual-text-spacing';
        style.textContent = spacingCss;
        document.head.append(style);
      }
      document.documentElement.toggleAttribute('data-text-spacing', on);
    },
  };
}
