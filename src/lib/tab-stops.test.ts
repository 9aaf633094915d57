// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isTabStop, needsOwnTabStop, tabStopsIn } from './tab-stops';

const box = (html: string) => {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
};

describe('the Tab stops of a part of the page', () => {
  it('are links with an address, buttons, fields and anything with a tabindex of 0 or more, in document order', () => {
    const root = box(
      '<a href="/books">Books</a><a>No address</a><button>Go</button><input name="q"><input type="hidden" name="t">' +
        '<select><option>x</option></select><textarea></textarea><div tabindex="0">Scrolls</div><div tabindex="-1">Heading target</div><span>Text</span>',
    );
    expect(tabStopsIn(root).map((element) => element.localName + (element.getAttribute('tabindex') ?? ''))).toEqual([
      'a',
      'button',
      'input',
      'select',
      'textarea',
      'div0',
    ]);
  });

  it('leave out what is disabled, hidden or inert', () => {
    const root = box(
      '<button disabled>Off</button><fieldset disabled><input name="a"></fieldset><div hidden><a href="/">Hidden</a></div>' +
        '<div inert><button>Behind</button></div><button>On</button>',
    );
    expect(tabStopsIn(root).map((element) => element.textContent)).toEqual(['On']);
  });

  it('say no for plain text and a tabindex of -1', () => {
    const root = box('<p>Text</p><h2 tabindex="-1">Title</h2>');
    expect(isTabStop(root.querySelector('p')!)).toBe(false);
    expect(isTabStop(root.querySelector('h2')!)).toBe(false);
  });
});

describe('a scrolling box is a Tab stop of its own', () => {
  it('when its content is taller than it and nothing inside takes focus', () => {
    expect(needsOwnTabStop({ contentHeight: 900, visibleHeight: 400, holdsTabStop: false })).toBe(true);
  });

  it('not when something inside takes focus: arrow keys scroll it from there', () => {
    expect(needsOwnTabStop({ contentHeight: 900, visibleHeight: 400, holdsTabStop: true })).toBe(false);
  });

  it('not when its content fits, to the pixel of rounding', () => {
    expect(needsOwnTabStop({ contentHeight: 400, visibleHeight: 400, holdsTabStop: false })).toBe(false);
    expect(needsOwnTabStop({ contentHeight: 401, visibleHeight: 400, holdsTabStop: false })).toBe(false);
    expect(needsOwnTabStop({ contentHeight: 300, visibleHeight: 400, holdsTabStop: false })).toBe(false);
  });
});
