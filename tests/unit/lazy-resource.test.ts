import { describe, expect, it } from 'vitest';
import { IDLE, createLazyResource } from '../../src/lib/lazy-resource';

describe('a lazily loaded resource (element texts per language)', () => {
  it('is idle until asked for, then loading, then ready with the value', async () => {
    const resource = createLazyResource(async (key: string) => `texts for ${key}`);
    expect(resource.read('fr')).toBe(IDLE);
    const done = resource.load('fr');
    expect(resource.read('fr').status).toBe('loading');
    await done;
    expect(resource.read('fr')).toEqual({ status: 'ready', value: 'texts for fr' });
  });

  it('loads each key once, however often it is asked for', async () => {
    const calls: string[] = [];
    const resource = createLazyResource(async (key: string) => {
      calls.push(key);
      return key;
    });
    await Promise.all([resource.load('en'), resource.load('en')]);
    await resource.load('en');
    expect(calls).toEqual(['en']);
  });

  it('keeps the same state object between changes, as useSyncExternalStore needs', async () => {
    const resource = createLazyResource(async (key: string) => key);
    await resource.load('rw');
    expect(resource.read('rw')).toBe(resource.read('rw'));
  });

  it('reports a failure, and tries again when asked again', async () => {
    let fail = true;
    const resource = createLazyResource(async (key: string) => {
      if (fail) throw new Error('offline');
      return key;
    });
    await resource.load('fr');
    expect(resource.read('fr').status).toBe('error');
    fail = false;
    await resource.load('fr');
    expect(resource.read('fr')).toEqual({ status: 'ready', value: 'fr' });
  });

  it('tells subscribers about every change, and stops after unsubscribing', async () => {
    const resource = createLazyResource(async (key: string) => key);
    let calls = 0;
    const unsubscribe = resource.subscribe(() => calls++);
    await resource.load('en');
    expect(calls).toBe(2);
    unsubscribe();
    await resource.load('fr');
    expect(calls).toBe(2);
  });
});
