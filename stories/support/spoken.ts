import { virtual } from '@guidepup/virtual-screen-reader';
import { computeAccessibleDescription, computeAccessibleName } from 'dom-accessibility-api';
import { expect, userEvent } from 'storybook/test';
import { isLang, type Lang } from '../../src/lib/langs';
import { overBudget, type Focused, type Heard, type ListeningBudget } from './listening-budget';
import { ANNOUNCE_DELAY } from '../../src/lib/announcer';
import { APPROVE_MARK } from './approve-mark';

/**
 * What a screen reader says, as tests (issue 35). A story's play function moves through the
 * component as a screen-reader user does (Tab, arrows, Enter, Escape; next item, next heading) while
 * the Virtual Screen Reader of @guidepup listens. It follows the W3C accessible-name and role
 * specifications: it speaks where focus goes, and reads on with `reader.next()` and
 * `reader.perform(reader.commands.moveToNextHeading)`. Every phrase it spoke is compared with the
 * approved ones.
 *
 * Keys go through Storybook's `userEvent` (the real focus moves, as a browser moves it), each
 * followed by `await settle()`; not through `reader.press`, whose Tab skipped past a Radix tablist.
 * Text is typed with `reader.type(text)`: while the reader listens, its own copy of user-event
 * is the one whose typing React hears.
 *
 * The approved phrases live next to the story, in `<Component>.spoken.json`: journey → language →
 * phrases. A person reads them before they are committed; the component's docs page shows them
 * ("What a screen reader says", .storybook/preview.tsx). The roles and states ("button", "selected")
 * are the virtual reader's English words; the names are the page's language.
 *
 * When a journey or a language has no approved phrases yet, or they differ, the test fails and
 * prints what was heard as JSON, to read and, once it reads well, to paste into the file.
 *
 * Before that comparison, a listening budget (issue 44) holds every journey to what a learner can
 * take in, whatever gets approved:
 * - each element focus lands on says at most `budget.name` words in its accessible name and
 *   `budget.description` in its description (a periodic tile: 4 and 12). Name and description are
 *   budgeted apart: screen readers say the name and state first and the description after a pause;
 * - no phrase comes again within two steps (a landmark's, a dialog's or a composite widget's
 *   own announcement aside: the virtual reader says the container again as focus moves inside it);
 * - no live region announces nothing.
 */

/** A component's approved phrases: journey → language → phrases, in order. */
export type Spoken = Record<string, Partial<Record<Lang, string[]>>>;

/** The virtual screen reader a journey drives (next, previous, act, press, type, perform…). */
export type Reader = typeof virtual;

/**
 * Starts the reader on `container` (the story's canvas; the document's body for a dialog, which
 * renders in a portal), runs the journey, and returns every phrase spoken, from the first.
 */
async function listen(container: Element, journey: (reader: Reader) => Promise<void>): Promise<Heard> {
  // A closing Radix dialog is detached in the task that closes it; the reader then names it, and
  // looks up its aria-labelledby with getElementById on the detached tree, which has none: an
  // unhandled TypeError (guidepup/virtual-screen-reader#48, still in 0.33). While listening, a
  // detached tree answers that lookup itself.
  const proto = Element.prototype as Element & { getElementById?: (id: string) => Element | null };
  proto.getElementById = function (this: Element, id: string) {
    return this.querySelector(`#${CSS.escape(id)}`);
  };
  // Every element focus lands on, with what its name and description say when it gets focus.
  const focused: Focused[] = [];
  const onFocus = (event: FocusEvent) => {
    if (!(event.target instanceof Element)) return;
    focused.push({ element: event.target, name: computeAccessibleName(event.target), description: computeAccessibleDescription(event.target) });
  };
  const doc = container.ownerDocument;
  doc.addEventListener('focusin', onFocus, true);
  await virtual.start({ container });
  try {
    await journey(virtual);
    return { phrases: await virtual.spokenPhraseLog(), focused };
  } finally {
    await virtual.stop();
    doc.removeEventListener('focusin', onFocus, true);
    delete proto.getElementById;
  }
}

/**
 * Waits until what a key started has happened: Radix moves focus in a timeout (roving focus), and
 * React renders the result after the event. A journey calls it after a key that changes something.
 */
export async function settle(): Promise<void> {
  await new Promise((done) => setTimeout(done, 0));
  await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
}

/**
 * Waits as a learner who stops typing does: long enough for a live region's news, which waits for a
 * pause (src/lib/announcer.ts), to be said. A journey calls it where it expects to hear a count.
 */
export async function pause(): Promise<void> {
  await new Promise((done) => setTimeout(done, ANNOUNCE_DELAY + 100));
  await settle();
}

/** Keys pressed as a user presses them (`'{Enter}'`, `'{ArrowRight}'`), then what they started has happened. */
export async function press(keys: string): Promise<void> {
  await userEvent.keyboard(keys);
  await settle();
}

/** Tab (Shift+Tab with `back`), then what it started has happened. */
export async function tab({ back = false }: { back?: boolean } = {}): Promise<void> {
  await userEvent.tab({ shift: back });
  await settle();
}

/** The story's language (the toolbar's locale global). */
function storyLang(globals: Record<string, unknown>): Lang {
  const locale = globals.locale;
  return typeof locale === 'string' && isLang(locale) ? locale : 'en';
}

/**
 * `npm run approve` runs the spoken stories with VITE_SPOKEN_APPROVE=1: what was heard is then
 * printed for it to write into the story's `.spoken.json` (scripts/measure/approve.ts), not compared. The
 * listening budget still holds: no approval passes a journey a learner cannot take in.
 */
const APPROVING = import.meta.env.VITE_SPOKEN_APPROVE === '1';

/** Fails unless `heard` is the approved list of the journey in that language, printing it to approve. */
async function expectSpoken(approved: Spoken, journey: string, lang: Lang, { phrases: heard }: Heard, title: string): Promise<void> {
  if (APPROVING) {
    if (JSON.stringify(approved[journey]?.[lang]) !== JSON.stringify(heard))
      console.log(`${APPROVE_MARK}${JSON.stringify({ title, journey, lang, phrases: heard })}`);
    return;
  }
  const expected = approved[journey]?.[lang];
  if (!expected) {
    throw new Error(`No approved phrases for "${journey}" in ${lang}. Heard:\n${JSON.stringify(heard, null, 2)}`);
  }
  await expect(heard, `what a screen reader says on "${journey}" (${lang}); heard:\n${JSON.stringify(heard, null, 2)}\n`).toEqual(expected);
}

/**
 * The play function of a spoken story: listens to the journey in the story's language and checks
 * it. Give it to three stories, one per language (their `globals`: none, `inFrench`,
 * `inKinyarwanda`), each tagged `!autodocs` like every other test story.
 */
export function speaks(
  approved: Spoken,
  journey: string,
  steps: (reader: Reader, context: { canvasElement: HTMLElement; lang: Lang }) => Promise<void>,
  { inBody = false, budget }: { inBody?: boolean; budget?: ListeningBudget } = {},
) {
  return async ({ canvasElement, globals, title }: { canvasElement: HTMLElement; globals: Record<string, unknown>; title: string }) => {
    const lang = storyLang(globals);
    const container = inBody ? canvasElement.ownerDocument.body : canvasElement;
    const heard = await listen(container, (reader) => steps(reader, { canvasElement, lang }));
    const over = overBudget(heard, budget);
    await expect(over, `"${journey}" (${lang}) keeps to its listening budget; heard:\n${JSON.stringify(heard.phrases, null, 2)}\n`).toEqual([]);
    await expectSpoken(approved, journey, lang, heard, title);
  };
}
