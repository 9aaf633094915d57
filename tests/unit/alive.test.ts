// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chunk } from '../../src/hooks/chunk';
import { recover, replayIntent, watchIntents } from '../../src/app/alive/recover';

const missing = () => new TypeError('Failed to fetch dynamically imported module: http://x/assets/Part-abc12345.js');

describe('chunk (the one way a part loads its code)', () => {
  it('imports once, and marks the promise so use() reads it without suspending', async () => {
    const importer = vi.fn(async () => ({ default: 'part' }));
    const part = chunk(importer);
    const first = part.load();
    expect(part.prefetch()).toBe(first);
    expect(part.loaded()).toBeUndefined();
    await first;
    expect(importer).toHaveBeenCalledTimes(1);
    expect(part.loaded()).toEqual({ default: 'part' });
    expect((first as Promise<unknown> & { status?: string }).status).toBe('fulfilled');
  });

  it('forgets a failed prefetch, so the next load tries again', async () => {
    let fail = true;
    const part = chunk(async () => {
      if (fail) throw new TypeError('offline');
      return 'part';
    });
    await expect(part.prefetch()).rejects.toThrow('offline');
    fail = false;
    await expect(part.load()).resolves.toBe('part');
  });
});

describe('recovery after a deploy', () => {
  const reload = vi.fn();
  beforeEach(() => {
    sessionStorage.clear();
    reload.mockReset();
    vi.stubGlobal('location', { ...window.location, href: 'http://x/periodic', reload });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('a missing chunk that a learner waits for reloads the page once and keeps waiting; a prefetch only fails', async () => {
    watchIntents();
    const prefetched = chunk(async () => {
      throw missing();
    });
    await expect(prefetched.prefetch()).rejects.toThrow();
    expect(reload).not.toHaveBeenCalled();

    const wanted = chunk(async () => {
      throw missing();
    });
    let settled = false;
    void wanted.load().finally(() => (settled = true));
    await new Promise((done) => setTimeout(done, 10));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(settled).toBe(false);
    // While that reload is on its way, another failure does not reload again.
    expect(recover(missing())).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe("the learner's action, done again after the reload", () => {
  it('clicks the same control of the new page, at the same address', () => {
    sessionStorage.clear();
    document.body.innerHTML = '<div><p>text</p><button type="button">Gold</button></div>';
    const clicked = vi.fn();
    watchIntents();
    document.querySelector('button')!.click();
    // What recover() stores when it reloads (the same shape), read back after the "reload".
    sessionStorage.setItem('ubumenyi:intent', JSON.stringify({ href: window.location.href, path: [0, 1], kind: 'click', at: Date.now() }));
    document.body.innerHTML = '<div><p>text</p><button type="button">Gold</button></div>';
    document.querySelector('button')!.addEventListener('click', clicked);
    replayIntent();
    expect(clicked).toHaveBeenCalledTimes(1);
    // Once only.
    replayIntent();
    expect(clicked).toHaveBeenCalledTimes(1);
  });

  it('puts typed text back into the same field, as typing would', () => {
    document.body.innerHTML = '<div><input type="search"></div>';
    const heard = vi.fn();
    document.querySelector('input')!.addEventListener('input', (event) => heard((event.target as HTMLInputElement).value));
    sessionStorage.setItem('ubumenyi:intent', JSON.stringify({ href: window.location.href, path: [0, 0], kind: 'input', value: 'w', at: Date.now() }));
    replayIntent();
    expect(document.querySelector('input')!.value).toBe('w');
    expect(heard).toHaveBeenCalledWith('w');
  });

  it('does nothing at another address (a link the learner followed is no action to repeat)', () => {
    document.body.innerHTML = '<div><button type="button">About</button></div>';
    const clicked = vi.fn();
    document.querySelector('button')!.addEventListener('click', clicked);
    sessionStorage.setItem('ubumenyi:intent', JSON.stringify({ href: 'http://elsewhere/', path: [0, 0], kind: 'click', at: Date.now() }));
    replayIntent();
    expect(clicked).not.toHaveBeenCalled();
  });
});

describe('recovery at another address', () => {
  it('loads the address given (the search page with the query) instead of reloading, with nothing to replay', async () => {
    vi.resetModules();
    sessionStorage.clear();
    const fresh = await import('../../src/app/alive/recover');
    const reload = vi.fn();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, href: 'http://x/about', reload, assign });
    expect(fresh.recover(missing(), '/search?q=iron')).toBe(true);
    expect(assign).toHaveBeenCalledWith('/search?q=iron');
    expect(reload).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('ubumenyi:intent')).toBeNull();
    vi.unstubAllGlobals();
  });
});

describe('the guard against a reload loop', () => {
  it('within a minute of its last recovery, a tab offers Reload instead of reloading', async () => {
    vi.resetModules();
    const fresh = await import('../../src/app/alive/recover');
    const state = await import('../../src/app/pwa-state');
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    sessionStorage.setItem('ubumenyi:recovered', String(Date.now() - 5_000));
    expect(fresh.recover(missing())).toBe(true);
    expect(reload).not.toHaveBeenCalled();
    expect(state.waitingUpdate()).toBeTypeOf('function');
    vi.unstubAllGlobals();
  });
});
