// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { useQueryParams } from '../../src/hooks/useQueryParams';

// React warns unless told that this environment wraps updates in act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** What the last render of <Probe> saw, and the functions it was given. */
interface Seen {
  search: string;
  navigationType: string;
  params: string;
  setParams: ReturnType<typeof useQueryParams>[1];
  navigate: ReturnType<typeof useNavigate>;
}

function Probe({ seen }: { seen: Partial<Seen> }) {
  const [params, setParams] = useQueryParams();
  Object.assign(seen, { search: useLocation().search, navigationType: useNavigationType(), params: params.toString(), setParams, navigate: useNavigate() });
  return null;
}

let root: Root | undefined;

/** Renders the hook at `url` outside the app (no ClientStateProvider: hydrated, as in stories). */
function renderAt(url: string): Seen {
  const seen: Partial<Seen> = {};
  root = createRoot(document.createElement('div'));
  act(() =>
    root!.render(
      <MemoryRouter initialEntries={[url]}>
        <Probe seen={seen} />
      </MemoryRouter>,
    ),
  );
  return seen as Seen;
}

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
});

const withParam = (name: string, value: string) => (latest: URLSearchParams) => {
  latest.set(name, value);
  return latest;
};

describe('useQueryParams', () => {
  it('gives the query string of the location', () => {
    expect(renderAt('/papers?board=reb&year=2023').params).toBe('board=reb&year=2023');
  });

  it('replaces the history entry by default, and pushes one when asked', () => {
    const seen = renderAt('/books');
    act(() => seen.setParams(new URLSearchParams('q=math')));
    expect(seen.search).toBe('?q=math');
    expect(seen.navigationType).toBe('REPLACE');
    act(() => seen.setParams(new URLSearchParams('q=physics'), { push: true }));
    expect(seen.navigationType).toBe('PUSH');
  });

  it('when a tab is clicked and a word typed before the page renders again, keeps both', () => {
    const seen = renderAt('/papers?tab=all');
    // Both handlers belong to the render that saw ?tab=all: the second must build on the first.
    const stale = seen.setParams;
    act(() => {
      stale(withParam('tab', 's3'));
      stale(withParam('q', 'physics'));
    });
    expect(seen.search).toBe('?tab=s3&q=physics');
  });

  it('after a navigation it did not make (a link, Back), builds on what the router shows, not on what it last wrote', () => {
    const seen = renderAt('/papers?tab=all');
    act(() => seen.setParams(withParam('tab', 's3')));
    act(() => seen.navigate('/papers?tab=s6'));
    act(() => seen.setParams(withParam('q', 'math')));
    expect(seen.search).toBe('?tab=s6&q=math');
  });

  it('a plain value replaces the whole query string', () => {
    const seen = renderAt('/papers?tab=all&q=math');
    act(() => seen.setParams(new URLSearchParams('year=2023')));
    expect(seen.search).toBe('?year=2023');
  });
});
