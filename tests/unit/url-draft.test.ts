import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MAX_PENDING_WRITES, draftFromUrl, editDraft, followUrl } from '../../src/lib/url-draft';

const at = (value: string, key: string, pop = false) => ({ value, key, pop });

describe('followUrl: the search box and the address agree', () => {
  it('keeps the typed text while its own writes reach the address, even one keystroke behind', () => {
    let draft = draftFromUrl(at('', 'a'));
    draft = editDraft(draft, 'p', 'p');
    draft = editDraft(draft, 'ph', 'ph');
    draft = editDraft(draft, 'phy', 'phy');
    draft = followUrl(draft, at('p', 'b'));
    expect(draft.value).toBe('phy');
    draft = followUrl(draft, at('phy', 'c'));
    expect(draft.value).toBe('phy');
    expect(draft.sent).toEqual([]);
  });

  it('on page 2, a search then Back shows the empty search of page 1, though its write never arrived', () => {
    // Page 2 (q empty), the visitor types "physics"; Back lands before the write is applied.
    let draft = draftFromUrl(at('', 'page-2'));
    draft = editDraft(draft, 'physics', 'physics');
    draft = followUrl(draft, at('', 'page-1', true));
    expect(draft.value).toBe('');
    expect(draft.sent).toEqual([]);
  });

  it('Back or Forward to an entry that holds a value we once sent shows that entry, not the draft', () => {
    let draft = draftFromUrl(at('', 'a'));
    draft = editDraft(draft, 'chem', 'chem');
    draft = editDraft(draft, 'chemistry', 'chemistry');
    draft = followUrl(draft, at('chem', 'b', true));
    expect(draft.value).toBe('chem');
  });

  it('shows a value that arrives without a new entry and was never sent (the query string after hydration)', () => {
    let draft = draftFromUrl(at('', 'default'));
    draft = followUrl(draft, at('physics', 'default', true));
    expect(draft.value).toBe('physics');
  });

  it('shows a value a link brings, and keeps a draft ahead of a new entry of ours with the same value', () => {
    let draft = draftFromUrl(at('physics', 'a'));
    draft = followUrl(draft, at('maths', 'b'));
    expect(draft.value).toBe('maths');
    draft = editDraft(draft, 'maths 2', 'maths 2');
    // A page pushed before the latest keystroke reached the address: same value, new entry.
    draft = followUrl(draft, at('maths', 'c'));
    expect(draft.value).toBe('maths 2');
    draft = followUrl(draft, at('maths 2', 'c'));
    expect(draft.value).toBe('maths 2');
  });

  it('compares the value the address will hold, not the text shown (blank text is left out)', () => {
    let draft = draftFromUrl(at('x', 'a'));
    draft = editDraft(draft, '   ', '');
    draft = followUrl(draft, at('', 'b'));
    expect(draft.value).toBe('   ');
  });

  it('returns the same draft when neither the value nor the entry changed', () => {
    const draft = editDraft(draftFromUrl(at('', 'a')), 'p', 'p');
    expect(followUrl(draft, at('', 'a'))).toBe(draft);
    expect(followUrl(draft, at('', 'a', true))).toBe(draft);
  });

  it('works for values that are not strings (an element that may be closed)', () => {
    let draft = draftFromUrl<string | undefined>({ value: undefined, key: 'a' });
    draft = editDraft(draft, 'Au', 'Au');
    draft = followUrl(draft, { value: undefined, key: 'b', pop: true });
    expect(draft.value).toBeUndefined();
    draft = editDraft(draft, 'Fe', 'Fe');
    draft = editDraft(draft, undefined, undefined);
    draft = followUrl(draft, { value: 'Fe', key: 'c', pop: false });
    expect(draft.value).toBeUndefined();
  });

  it('remembers a bounded number of pending writes', () => {
    let draft = draftFromUrl(at('', 'a'));
    for (let i = 0; i < 100; i++) draft = editDraft(draft, `q${i}`, `q${i}`);
    expect(draft.sent).toHaveLength(MAX_PENDING_WRITES);
    expect(draft.sent.at(-1)).toBe('q99');
  });

  it('after Back or Forward to another entry, always shows exactly what the address holds (property)', () => {
    const step = fc.oneof(
      fc.record({ kind: fc.constant('edit' as const), value: fc.string({ maxLength: 4 }) }),
      fc.record({ kind: fc.constant('url' as const), value: fc.string({ maxLength: 4 }), key: fc.string({ maxLength: 2 }), pop: fc.boolean() }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), fc.string({ maxLength: 4 }), (steps, landing) => {
        let draft = draftFromUrl(at('', 'start'));
        for (const s of steps) draft = s.kind === 'edit' ? editDraft(draft, s.value, s.value) : followUrl(draft, at(s.value, s.key, s.pop));
        const after = followUrl(draft, at(landing, 'history-entry', true));
        expect(after.value).toBe(landing);
        expect(after.sent).toEqual([]);
      }),
    );
  });
});
