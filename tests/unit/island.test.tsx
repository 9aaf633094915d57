// @vitest-environment jsdom
import { useEffect, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { island } from '../../src/app/alive/island';
import { HydratedContext } from '../../src/hooks/useHydrated';

// A part with state, a button, arrow keys and a text field, standing for the periodic grid.
function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  const [text, setText] = useState('');
  return (
    <div>
      <button type="button" onClick={() => setCount((n) => n + 1)} onKeyDown={(e) => e.key === 'ArrowRight' && setCount((n) => n + 10)}>
        {label} {count}
      </button>
      <input aria-label="name" value={text} onChange={(e) => setText(e.target.value)} />
      <output>{text}</output>
      <a href="/elsewhere">Elsewhere</a>
    </div>
  );
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
};

let root: Root | undefined;
afterEach(() => {
  // A test must never move the previous test's router (its hydration may not have ended yet).
  delete router.navigate;
  delete router.location;
  root?.unmount();
  root = undefined;
  document.body.innerHTML = '';
});

/** The router's navigate function, for a test to move the address as a link or Back would. */
const router: { navigate?: NavigateFunction; location?: string } = {};
function Navigator() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    router.navigate = navigate;
  }, [navigate]);
  useEffect(() => {
    router.location = pathname + search;
  }, [pathname, search]);
  return null;
}

/** Prerenders a page holding the island, then hydrates it as the app does (hydrated: false until hydration ends). */
function prerenderAndHydrate(path: string, inert = false) {
  const load = vi.fn(() => Promise.resolve({ default: Counter }));
  const Part = island('test-part', load, { inert });
  const page = (hydrated: boolean) => (
    <MemoryRouter initialEntries={[path]}>
      <HydratedContext value={hydrated}>
        <Navigator />
        <main>
          <Part label="Tap" />
        </main>
      </HydratedContext>
    </MemoryRouter>
  );
  const container = document.createElement('div');
  document.body.append(container);
  // The server renders the part itself: load it there as the prerender does (React.lazy resolves in renderToString only when loaded).
  container.innerHTML = renderToString(
    <MemoryRouter initialEntries={[path]}>
      <main>
        <div data-island="test-part" className="contents">
          <Counter label="Tap" />
        </div>
      </main>
    </MemoryRouter>,
  );
  const prerendered = container.innerHTML;
  const errors: unknown[] = [];
  root = hydrateRoot(container, page(false), { onRecoverableError: (e) => errors.push(e) });
  return {
    container,
    load,
    prerendered,
    errors,
    button: () => container.querySelector('button')!,
    rerender: (hydrated: boolean) => root!.render(page(hydrated)),
  };
}

describe('island', () => {
  it('keeps the prerendered HTML through hydration and loads nothing', async () => {
    const { container, load, prerendered, errors } = prerenderAndHydrate('/periodic');
    await new Promise((r) => setTimeout(r, 30));
    expect(container.innerHTML).toBe(prerendered);
    expect(container.querySelector('[data-live]')).toBeNull();
    expect(load).not.toHaveBeenCalled();
    expect(errors).toEqual([]);
  });

  it('goes live when pressed, and the click that reached it counts once', async () => {
    const { container, load, button, errors } = prerenderAndHydrate('/periodic');
    await new Promise((r) => setTimeout(r, 10));
    const prerenderedButton = button();
    prerenderedButton.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    prerenderedButton.click();
    await until(() => button().textContent === 'Tap 1');
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelector('[data-island="test-part"]')!.hasAttribute('data-live')).toBe(true);
    expect(prerenderedButton.isConnected).toBe(false);
    expect(container.querySelectorAll('[data-island="test-part"]')).toHaveLength(1);
    button().click();
    await until(() => button().textContent === 'Tap 2');
    expect(errors).toEqual([]);
  });

  it("rendered twice on a page, gives neither part the other one's HTML: both render live", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn(() => Promise.resolve({ default: Counter }));
    const Part = island('twice-part', load);
    const parts = (hydrated: boolean) => (
      <MemoryRouter initialEntries={['/periodic']}>
        <HydratedContext value={hydrated}>
          <Part label="First" />
          <Part label="Second" />
        </HydratedContext>
      </MemoryRouter>
    );
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(
      <>
        <div data-island="twice-part" className="contents">
          <Counter label="First" />
        </div>
        <div data-island="twice-part" className="contents">
          <Counter label="Second" />
        </div>
      </>,
    );
    root = hydrateRoot(container, parts(false), { onRecoverableError: () => undefined });
    await until(
      () =>
        [...container.querySelectorAll('button')].map((b) => b.textContent).join() === 'First 0,Second 0' &&
        container.querySelectorAll('[data-live]').length === 2,
    );
    expect(load).toHaveBeenCalled();
    error.mockRestore();
  });

  it('leaves a link alone: it works as HTML, code or not', async () => {
    const { container } = prerenderAndHydrate('/periodic');
    await new Promise((r) => setTimeout(r, 10));
    let heldBack: boolean | undefined;
    document.addEventListener(
      'click',
      (event) => {
        heldBack = event.defaultPrevented;
        event.preventDefault(); // jsdom cannot navigate
      },
      { once: true },
    );
    container.querySelector('a')!.click();
    expect(heldBack).toBe(false);
  });

  it('carries focus, a held arrow key and typed text over to the live markup', async () => {
    const { container, button } = prerenderAndHydrate('/periodic');
    await new Promise((r) => setTimeout(r, 10));
    const field = container.querySelector('input')!;
    field.value = 'Fe'; // typed natively into the prerendered field
    button().focus();
    button().dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true }));
    await until(() => button().textContent === 'Tap 10');
    expect(document.activeElement).toBe(button());
    expect(container.querySelector('output')!.textContent).toBe('Fe');
  });

  it('renders live from the start with a query string, which the prerendered HTML did not know', async () => {
    const { container, load } = prerenderAndHydrate('/periodic?element=Au');
    await until(() => load.mock.calls.length === 1);
    await new Promise((r) => setTimeout(r, 20));
    container.querySelector('button')!.click();
    await until(() => container.querySelector('button')!.textContent === 'Tap 1');
  });

  it('once the address moves on, stays live: coming back to the first address keeps its state, not the prerendered HTML', async () => {
    const { container, load } = prerenderAndHydrate('/simulation');
    // Hydrated once this page's router has handed over its navigate (not a previous test's, unmounted).
    await until(() => router.navigate !== undefined);
    expect(load).not.toHaveBeenCalled();
    void router.navigate!('/simulation?subject=chemistry');
    await until(() => container.querySelector('[data-live]') !== null);
    const field = () => container.querySelector('input')!;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field(), 'acid');
    field().dispatchEvent(new Event('input', { bubbles: true }));
    await until(() => container.querySelector('output')!.textContent === 'acid');
    const live = field();
    // A link to the bare address (as the header's), then Back.
    void router.navigate!('/simulation');
    await until(() => router.location === '/simulation');
    void router.navigate!(-1);
    await until(() => router.location === '/simulation?subject=chemistry');
    await new Promise((r) => setTimeout(r, 20));
    expect(field()).toBe(live);
    expect(field().value).toBe('acid');
    expect(container.querySelector('output')!.textContent).toBe('acid');
  });

  it('an inert part ignores the query string and the pointer: it stays HTML', async () => {
    const { container, load, prerendered, button } = prerenderAndHydrate('/periodic?view=list', true);
    await new Promise((r) => setTimeout(r, 10));
    button().dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    button().focus();
    await new Promise((r) => setTimeout(r, 20));
    expect(load).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(prerendered);
  });

  it('inside another island that goes live, keeps its own HTML, and goes live when reached', async () => {
    const innerLoad = vi.fn(() => Promise.resolve({ default: Counter }));
    const Inner = island('inner-part', innerLoad);
    function Outer({ label }: { label: string }) {
      return (
        <section>
          <h2>{label}</h2>
          <Inner label="Inner" />
        </section>
      );
    }
    const outerLoad = vi.fn(() => Promise.resolve({ default: Outer }));
    const Part = island('outer-part', outerLoad);
    const page = (hydrated: boolean) => (
      <MemoryRouter initialEntries={['/periodic']}>
        <HydratedContext value={hydrated}>
          <main>
            <Part label="Views" />
          </main>
        </HydratedContext>
      </MemoryRouter>
    );
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(
      <MemoryRouter initialEntries={['/periodic']}>
        <main>
          <div data-island="outer-part" className="contents">
            <section>
              <h2>Views</h2>
              <div data-island="inner-part" className="contents">
                <Counter label="Inner" />
              </div>
            </section>
          </div>
        </main>
      </MemoryRouter>,
    );
    const errors: unknown[] = [];
    root = hydrateRoot(container, page(false), { onRecoverableError: (e) => errors.push(e) });
    await new Promise((r) => setTimeout(r, 10));
    root.render(page(true));
    // The outer part goes live (as the warm-up or a pointer would make it); the inner one stays its HTML.
    container.querySelector('h2')!.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    await until(() => container.querySelector('[data-island="outer-part"]')!.hasAttribute('data-live'));
    expect(container.querySelector('[data-island="inner-part"]')!.hasAttribute('data-live')).toBe(false);
    expect(container.querySelector('[data-island="inner-part"] button')!.textContent).toBe('Inner 0');
    expect(innerLoad).not.toHaveBeenCalled();
    // A tap on it makes it live, and counts once.
    const button = () => container.querySelector<HTMLButtonElement>('[data-island="inner-part"] button')!;
    button().dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    button().click();
    await until(() => button().textContent === 'Inner 1');
    expect(container.querySelector('[data-island="inner-part"]')!.hasAttribute('data-live')).toBe(true);
    expect(errors).toEqual([]);
  });
});
