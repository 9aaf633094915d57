import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { elements } from '../../src/content/elements';
import { MAX_QUERY_LENGTH, parsePeriodicParams, periodicParams, resolveElement } from '../../src/lib/periodic-url';

const parse = (query: string) => parsePeriodicParams(new URLSearchParams(query), elements);

describe('periodic table URL state', () => {
  it('opens gold from ?element=Au', () => {
    expect(parse('element=Au')).toEqual({ element: 'Au', view: 'table', query: '' });
  });

  it('accepts a symbol in any case or an atomic number, and returns the canonical symbol', () => {
    expect(parse('element=au').element).toBe('Au');
    expect(parse('element=AU').element).toBe('Au');
    expect(parse('element=%20Fe%20').element).toBe('Fe');
    expect(parse('element=79').element).toBe('Au');
    expect(parse('element=118').element).toBe('Og');
  });

  it('ignores unknown or malformed elements', () => {
    for (const value of ['', 'Xx', 'Gold', '0', '119', '-1', '1.5', '<script>', 'A', 'Auu', '%E2%80%8B']) {
      expect(parse(`element=${value}`).element, value).toBeUndefined();
    }
    expect(parse('').element).toBeUndefined();
  });

  it('reads the list view and its search; anything else is the table', () => {
    expect(parse('view=list&q=iron')).toEqual({ element: undefined, view: 'list', query: 'iron' });
    expect(parse('view=grid').view).toBe('table');
    expect(parse('view=LIST').view).toBe('table');
  });

  it('cuts an over-long search instead of rejecting it', () => {
    expect(parse(`q=${'a'.repeat(500)}`).query).toHaveLength(MAX_QUERY_LENGTH);
  });

  it('never throws on any query string', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (key, value) => {
        const params = new URLSearchParams();
        params.set(key, value);
        params.set('element', value);
        const state = parsePeriodicParams(params, elements);
        expect(state.element === undefined || elements.some((e) => e.symbol === state.element)).toBe(true);
      }),
    );
  });

  it('writes the element and clears it on close, keeping other parameters', () => {
    const opened = periodicParams(new URLSearchParams('lng=fr'), { element: 'Au' });
    expect(opened.toString()).toBe('lng=fr&element=Au');
    const closed = periodicParams(opened, { element: undefined });
    expect(closed.toString()).toBe('lng=fr');
  });

  it('leaves defaults out of the URL: table view, empty search', () => {
    expect(periodicParams(new URLSearchParams('view=list&q=fe'), { view: 'table', query: '' }).toString()).toBe('');
    expect(periodicParams(new URLSearchParams(), { view: 'list', query: 'iron' }).toString()).toBe('view=list&q=iron');
  });

  it('round-trips: what it writes, the parser reads back', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...elements.map((e) => e.symbol), undefined),
        fc.constantFrom('table' as const, 'list' as const),
        fc.string({ maxLength: 80 }),
        (element, view, query) => {
          const state = parsePeriodicParams(periodicParams(new URLSearchParams(), { element, view, query }), elements);
          expect(state.element).toBe(element);
          expect(state.view).toBe(view);
          expect(state.query).toBe(query.slice(0, MAX_QUERY_LENGTH));
        },
      ),
    );
  });

  it('resolves null and undefined to nothing', () => {
    expect(resolveElement(null, elements)).toBeUndefined();
    expect(resolveElement(undefined, elements)).toBeUndefined();
  });
});
