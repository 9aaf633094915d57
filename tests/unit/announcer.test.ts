import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { ANNOUNCE_DELAY, ANNOUNCE_KEEP, createAnnouncer } from '../../src/lib/announcer';

/** An announcer whose region is a list of what it was given: every non-empty entry is spoken. */
function region(initial = '') {
  const texts: string[] = [];
  const announcer = createAnnouncer(initial, { onChange: (text) => texts.push(text) });
  return { announcer, texts, said: () => texts.filter((t) => t !== '') };
}

describe('createAnnouncer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('while a learner types "wave", says only the count found after the pause', () => {
    const { announcer, said } = region();
    announcer.update('Found 28 simulations');
    vi.advanceTimersByTime(150);
    announcer.poke();
    announcer.update('Found 11 simulations');
    vi.advanceTimersByTime(150);
    announcer.poke();
    vi.advanceTimersByTime(150);
    announcer.poke();
    announcer.update('Found 9 simulations');
    expect(said()).toEqual([]);
    vi.advanceTimersByTime(ANNOUNCE_DELAY - 1);
    expect(said()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(said()).toEqual(['Found 9 simulations']);
  });

  it('waits for a pause in typing even when the count does not change', () => {
    const { announcer, said } = region();
    announcer.update('Found 11 simulations');
    for (let key = 0; key < 5; key++) {
      vi.advanceTimersByTime(ANNOUNCE_DELAY - 100);
      announcer.poke();
    }
    expect(said()).toEqual([]);
    vi.advanceTimersByTime(ANNOUNCE_DELAY);
    expect(said()).toEqual(['Found 11 simulations']);
  });

  it('does not announce the message the page was drawn with', () => {
    const { announcer, texts } = region('Found 35 books');
    announcer.update('Found 35 books');
    vi.advanceTimersByTime(ANNOUNCE_DELAY * 2);
    expect(texts).toEqual([]);
  });

  it('says nothing when the message comes back to the one last heard before the pause', () => {
    const { announcer, texts } = region('Found 35 books');
    announcer.update('Found 3 books');
    vi.advanceTimersByTime(100);
    announcer.update('Found 35 books');
    vi.advanceTimersByTime(ANNOUNCE_DELAY * 2);
    expect(texts).toEqual([]);
  });

  it('does not say the same message twice in a row', () => {
    const { announcer, said } = region();
    announcer.update('Found 2 posts');
    vi.advanceTimersByTime(ANNOUNCE_DELAY);
    announcer.update('Found 2 posts');
    announcer.poke();
    vi.advanceTimersByTime(ANNOUNCE_KEEP * 2);
    expect(said()).toEqual(['Found 2 posts']);
  });

  it('never says an empty message: the region is emptied silently', () => {
    const { announcer, texts, said } = region();
    announcer.update('Found 11 simulations');
    vi.advanceTimersByTime(ANNOUNCE_DELAY);
    announcer.update('');
    vi.advanceTimersByTime(ANNOUNCE_DELAY);
    expect(texts).toEqual(['Found 11 simulations', '']);
    announcer.update('   ');
    vi.advanceTimersByTime(ANNOUNCE_DELAY);
    expect(said()).toEqual(['Found 11 simulations']);
  });

  it('after an empty message, the same count is news again (a new search)', () => {
    const { announcer, said } = region();
    announcer.update('Found 11 simulations');
    vi.advanceTimersByTime(ANNOUNCE_DELAY);
    announcer.update('');
    vi.advanceTimersByTime(ANNOUNCE_DELAY);
    announcer.update('Found 11 simulations');
    vi.advanceTimersByTime(ANNOUNCE_DELAY);
    expect(said()).toEqual(['Found 11 simulations', 'Found 11 simulations']);
  });

  it('empties the region a while after saying, so reading on does not meet the message again', () => {
    const { announcer, texts } = region();
    announcer.update('Page 2 of 6, books 7 to 12');
    vi.advanceTimersByTime(ANNOUNCE_DELAY);
    expect(texts).toEqual(['Page 2 of 6, books 7 to 12']);
    vi.advanceTimersByTime(ANNOUNCE_KEEP - 1);
    expect(texts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(texts).toEqual(['Page 2 of 6, books 7 to 12', '']);
  });

  it('replaces a message still in the region by the next one, without emptying it first', () => {
    const { announcer, texts } = region();
    announcer.update('Page 2 of 6, books 7 to 12');
    vi.advanceTimersByTime(ANNOUNCE_DELAY);
    announcer.update('Page 3 of 6, books 13 to 18');
    vi.advanceTimersByTime(ANNOUNCE_DELAY);
    expect(texts).toEqual(['Page 2 of 6, books 7 to 12', 'Page 3 of 6, books 13 to 18']);
    vi.advanceTimersByTime(ANNOUNCE_KEEP);
    expect(texts.at(-1)).toBe('');
  });

  it('a key with nothing waiting does nothing', () => {
    const { announcer, texts } = region('Found 35 books');
    announcer.poke();
    vi.advanceTimersByTime(ANNOUNCE_KEEP);
    expect(texts).toEqual([]);
  });

  it('says nothing once disposed', () => {
    const { announcer, texts } = region();
    announcer.update('Found 2 posts');
    announcer.dispose();
    vi.advanceTimersByTime(ANNOUNCE_KEEP);
    expect(texts).toEqual([]);
  });

  it('whatever is typed, says only after a quiet time, never an empty message, never the same one twice in a row', () => {
    const step = fc.oneof(
      fc.record({ kind: fc.constant('message' as const), text: fc.constantFrom('', 'A', 'B', 'C') }),
      fc.record({ kind: fc.constant('key' as const) }),
      fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: ANNOUNCE_DELAY * 3 }) }),
    );
    fc.assert(
      fc.property(fc.constantFrom('', 'A'), fc.array(step, { maxLength: 40 }), (initial, steps) => {
        let now = 0;
        const activity: number[] = [];
        /** What was said, when, and whether an empty message was asked for since the one before. */
        const said: { text: string; at: number; afterEmpty: boolean }[] = [];
        let emptied = initial === '';
        let current: string = initial;
        const announcer = createAnnouncer(initial, {
          onChange: (text) => {
            if (text) said.push({ text, at: now, afterEmpty: emptied });
            if (text) emptied = false;
          },
        });
        for (const s of steps) {
          if (s.kind === 'wait') {
            for (let ms = 0; ms < s.ms; ms += 10) {
              now += 10;
              vi.advanceTimersByTime(10);
            }
            continue;
          }
          // LiveRegion passes a message on only when it changes.
          if (s.kind === 'message' && s.text === current) continue;
          activity.push(now);
          if (s.kind === 'key') announcer.poke();
          else {
            current = s.text;
            announcer.update(s.text);
            if (s.text === '') emptied = true;
          }
        }
        announcer.dispose();
        for (const [i, entry] of said.entries()) {
          expect(activity.some((t) => t > entry.at - ANNOUNCE_DELAY && t < entry.at)).toBe(false);
          const before = i > 0 ? said[i - 1]!.text : initial;
          if (entry.text === before) expect(entry.afterEmpty).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });
});
