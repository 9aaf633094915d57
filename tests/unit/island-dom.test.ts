// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { heldKey, islandWrapper, nodeAt, pathTo, syncFormFields } from '../../src/app/alive/island-dom';

const markup =
  '<div><p>One <b>two</b></p><ul><li>a</li><li><button>b</button></li></ul><input name="q"><select><option>x</option><option>y</option></select></div>';
const fragment = () => {
  const root = document.createElement('section');
  root.innerHTML = markup;
  return root;
};

describe('island DOM paths', () => {
  it('find the same element in a copy of the markup, and text by its element', () => {
    const from = fragment();
    const to = fragment();
    const button = from.querySelector('button')!;
    expect(pathTo(from, button)).toEqual([0, 1, 1, 0]);
    expect(nodeAt(to, pathTo(from, button)!)).toBe(to.querySelector('button'));
    expect(pathTo(from, from.querySelector('b')!.firstChild)).toEqual([0, 0, 0]);
    expect(pathTo(from, from)).toEqual([]);
  });

  it('know nothing outside the root, or past the end of the markup', () => {
    const from = fragment();
    expect(pathTo(from, document.createElement('i'))).toBeUndefined();
    expect(pathTo(from, null)).toBeUndefined();
    expect(nodeAt(from, [0, 5])).toBeNull();
  });
});

describe('syncFormFields', () => {
  it('sets typed text and a choice on the twin fields, with an input event', () => {
    const from = fragment();
    const to = fragment();
    from.querySelector('input')!.value = 'Fe';
    from.querySelector('select')!.value = 'y';
    const events: string[] = [];
    to.addEventListener('input', (event) => events.push((event.target as HTMLInputElement).tagName));
    syncFormFields(from, to);
    expect(to.querySelector('input')!.value).toBe('Fe');
    expect(to.querySelector('select')!.value).toBe('y');
    expect(events).toEqual(['INPUT', 'SELECT']);
  });

  it('leaves fields that did not change alone', () => {
    const to = fragment();
    const events: string[] = [];
    to.addEventListener('input', () => events.push('input'));
    syncFormFields(fragment(), to);
    expect(events).toEqual([]);
  });
});

describe('heldKey', () => {
  const on = (tag: string) => document.createElement(tag);
  it('holds the keys that move within a widget, not those a text field or a button handles itself', () => {
    expect(heldKey({ key: 'ArrowRight', target: on('button') })).toBe(true);
    expect(heldKey({ key: 'End', target: on('button') })).toBe(true);
    expect(heldKey({ key: 'ArrowLeft', target: on('input') })).toBe(false);
    expect(heldKey({ key: 'Enter', target: on('button') })).toBe(false);
    expect(heldKey({ key: 'a', target: on('button') })).toBe(false);
  });
});

describe('islandWrapper', () => {
  const page = (html: string) => {
    const root = document.createElement('main');
    root.innerHTML = html;
    return root;
  };

  it('finds the one wrapper of a name, in the page or in the markup of the island around it', () => {
    const root = page('<div data-island="views"><p>Views</p><div data-island="grid"><button>H</button></div></div><div data-island="credits"></div>');
    expect(islandWrapper(root, 'grid')?.innerHTML).toBe('<button>H</button>');
    expect(islandWrapper(root.querySelector('[data-island="views"]')!, 'grid')).toBe(root.querySelector('[data-island="grid"]'));
    expect(islandWrapper(root.querySelector('[data-island="views"]')!, 'credits')).toBeUndefined();
  });

  it("gives no wrapper when two have the name (not the first one's HTML to both parts), and says so", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const root = page('<div data-island="tabs"><button>First</button></div><div data-island="tabs"><button>Second</button></div>');
      expect(islandWrapper(root, 'tabs')).toBeUndefined();
      expect(error).toHaveBeenCalledWith(expect.stringContaining('2 islands named "tabs"'));
    } finally {
      error.mockRestore();
    }
  });
});
