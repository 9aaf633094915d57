// @vitest-environment jsdom
import { Suspense, startTransition, use, useState, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { namespaceHandle } from '../../src/i18n';
import { defineNamespace } from '../../src/i18n/define';
import { useT } from '../../src/i18n/useT';
import { loadRoute } from '../../src/app/alive/route-loader';
import type { RouteRow } from '../../src/app/routes';

// No act(): the renders below must be React's own concurrent ones, which wait for a suspended part's
// data and then replay it (act would render them synchronously and hide the difference).

/** A promise settled a few milliseconds from now: later than the render that reads it. */
const later = <V,>(value: V) => new Promise<V>((resolve) => setTimeout(() => resolve(value), 5));

let root: Root | undefined;
afterEach(() => {
  root?.unmount();
  root = undefined;
});

/** Renders `element` in a transition and resolves with its text once `expected` shows, with every error React reported. */
async function renderInTransition(element: React.ReactNode, expected: string): Promise<{ text: string; errors: string[] }> {
  const errors: string[] = [];
  const report = (error: unknown) => {
    const cause = (error as { cause?: unknown }).cause;
    errors.push(String(cause ?? error));
  };
  const container = document.createElement('div');
  root = createRoot(container, { onRecoverableError: report, onCaughtError: report, onUncaughtError: report });
  startTransition(() => root!.render(<Suspense fallback="loading">{element}</Suspense>));
  for (let i = 0; i < 200 && container.textContent !== expected && errors.length === 0; i++) await new Promise((r) => setTimeout(r, 5));
  return { text: container.textContent ?? '', errors };
}

describe('a part that suspends on use() is replayed without errors', () => {
  it('useT with a namespace whose strings arrive after the first render', async () => {
    const strings = defineNamespace('replay-test', { hello: 'Hello' }, { fr: { hello: 'Bonjour' }, rw: { hello: 'Muraho' } });
    const handle = namespaceHandle<typeof strings>('replay-test', (lang) => later({ default: strings.resources[lang] }));
    function Greeting() {
      const { t } = useT(handle);
      return <p>{t('hello')}</p>;
    }
    expect(await renderInTransition(<Greeting />, 'Hello')).toEqual({ text: 'Hello', errors: [] });
  });

  it('a page that suspends on its route chunk, with hooks after it (as RouteView in the app does)', async () => {
    const Page: ComponentType = () => <h1>Books</h1>;
    const row = { id: 'replay-test', load: () => later({ default: Page }) } as unknown as RouteRow;
    function View() {
      const { t } = useT();
      const Loaded = use(loadRoute(row));
      const [title] = useState(() => t('nav.home'));
      return title ? <Loaded /> : null;
    }
    expect(await renderInTransition(<View />, 'Books')).toEqual({ text: 'Books', errors: [] });
    // Loaded: the same promise, which use() reads at once from now on.
    expect(loadRoute(row)).toMatchObject({ status: 'fulfilled', value: Page });
  });
});
