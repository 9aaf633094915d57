// @vitest-environment jsdom
import { createRef } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRoot } from 'react-dom/client';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Slot } from '../../src/components/Slot';

describe('Slot (asChild)', () => {
  it('renders the child with the slot props, the classes joined, the child props winning', () => {
    const html = renderToStaticMarkup(
      <Slot className="button" data-slot="button" title="slot" style={{ color: 'red', margin: 0 }}>
        <a href="/books" className="wide" title="child" style={{ color: 'blue' }}>
          Books
        </a>
      </Slot>,
    );
    // The child's attributes first, then the slot's own (as React.cloneElement, and so Radix's Slot, orders them).
    expect(html).toBe('<a href="/books" class="button wide" title="child" style="color:blue;margin:0" data-slot="button">Books</a>');
  });

  it('runs both click handlers, the child first, and sets both refs', () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const calls: string[] = [];
    const slotRef = createRef<HTMLElement>();
    const childRef = createRef<HTMLButtonElement>();
    const container = document.createElement('div');
    const root = createRoot(container);
    act(() =>
      root.render(
        <Slot ref={slotRef} onClick={() => calls.push('slot')}>
          <button type="button" ref={childRef} onClick={() => calls.push('child')}>
            Go
          </button>
        </Slot>,
      ),
    );
    container.querySelector('button')!.click();
    expect(calls).toEqual(['child', 'slot']);
    expect(slotRef.current).toBe(container.querySelector('button'));
    expect(childRef.current).toBe(slotRef.current);
    act(() => root.unmount());
    expect(slotRef.current).toBeNull();
    expect(childRef.current).toBeNull();
  });

  it('refuses more than one child, as Radix does', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      renderToStaticMarkup(
        <Slot>
          <i />
          <b />
        </Slot>,
      ),
    ).toThrow();
    spy.mockRestore();
  });
});
