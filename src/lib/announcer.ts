/**
 * When a live region speaks, and what (issue 44, "Live regions speak once, when there is news").
 *
 * A result count changes with every key: announced at once, a screen reader said "Found 28
 * simulations", "Found 11 simulations"… while the learner was still typing "wave", each cutting
 * the last. So the page shows the new count at once, and the announcer says it only after a pause:
 * `delay` ms with no new message and no key typed. It says a message once: not the one already
 * there when the page was drawn (the page says it), not the one said last (nothing new), never an
 * empty one. A said message is taken out of the region again after `keep` ms, so that reading on
 * through the page does not meet it a second time beside the visible text it repeats.
 */

/** Quiet time before a message is said: about the pause between two words, longer than between two keys. */
export const ANNOUNCE_DELAY = 500;

/**
 * How long a said message stays in its region. Long enough for every screen reader to have read it
 * (they take the text when it changes), short enough that reading the page later does not meet it.
 */
export const ANNOUNCE_KEEP = 7000;

export interface AnnouncerOptions {
  /** Called with the text the region should hold: a message to say, or '' to empty it silently. */
  onChange: (text: string) => void;
  /** Quiet time, in ms, before a message is said. @default ANNOUNCE_DELAY */
  delay?: number;
  /** Time, in ms, a said message stays in the region. @default ANNOUNCE_KEEP */
  keep?: number;
}

export interface Announcer {
  /** The message is now this: said after the quiet time, unless it is what was said last. */
  update: (message: string) => void;
  /** A key was typed: whatever waits to be said waits for a new pause. */
  poke: () => void;
  /** Stops every timer (the region is going away). */
  dispose: () => void;
}

/**
 * An announcer for one live region. `initial` is the message the page already shows: it is not news.
 * Timers are the global ones, so tests drive it with fake timers.
 */
export function createAnnouncer(initial: string, { onChange, delay = ANNOUNCE_DELAY, keep = ANNOUNCE_KEEP }: AnnouncerOptions): Announcer {
  /** The last message the learner knows: said, or shown when the page was drawn. */
  let known = initial;
  /** The message waiting for a pause, if any. */
  let pending: string | undefined;
  /** Whether the region holds text now. */
  let holding = false;
  let sayTimer: ReturnType<typeof setTimeout> | undefined;
  let emptyTimer: ReturnType<typeof setTimeout> | undefined;

  const empty = () => {
    clearTimeout(emptyTimer);
    emptyTimer = undefined;
    if (holding) {
      holding = false;
      onChange('');
    }
  };

  const say = () => {
    sayTimer = undefined;
    const message = pending ?? '';
    pending = undefined;
    known = message;
    if (message.trim() === '') {
      // Nothing to say: the region empties, which screen readers do not read out.
      empty();
      return;
    }
    clearTimeout(emptyTimer);
    holding = true;
    onChange(message);
    emptyTimer = setTimeout(empty, keep);
  };

  const wait = () => {
    clearTimeout(sayTimer);
    sayTimer = setTimeout(say, delay);
  };

  return {
    update(message) {
      if (message === (pending ?? known)) return;
      if (message === known) {
        // Back to what the learner last heard before the pause came: nothing new to say.
        clearTimeout(sayTimer);
        sayTimer = undefined;
        pending = undefined;
        return;
      }
      pending = message;
      wait();
    },
    poke() {
      if (pending !== undefined) wait();
    },
    dispose() {
      clearTimeout(sayTimer);
      clearTimeout(emptyTimer);
      sayTimer = emptyTimer = undefined;
    },
  };
}
