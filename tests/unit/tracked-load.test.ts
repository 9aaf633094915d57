import { describe, expect, it } from 'vitest';
import { trackedLoader, type Tracked } from '../../src/lib/tracked-load';

describe('trackedLoader (per-key page data read with use())', () => {
  it('returns the same promise for a key, and loads it once', async () => {
    const calls: string[] = [];
    const load = trackedLoader(async (key) => {
      calls.push(key);
      return key.toUpperCase();
    });
    const first = load('fe');
    expect(load('fe')).toBe(first);
    await expect(first).resolves.toBe('FE');
    expect(load('fe')).toBe(first);
    expect(calls).toEqual(['fe']);
  });

  it('marks a settled promise as React does, so use() reads it without suspending', async () => {
    const load = trackedLoader(async (key) => ({ key }));
    const promise: Tracked<{ key: string }> = load('h');
    expect(promise.status).toBeUndefined();
    await promise;
    expect(promise.status).toBe('fulfilled');
    expect(promise.value).toEqual({ key: 'h' });
  });

  it('forgets a failed load, so the next call tries again', async () => {
    let fail = true;
    const load = trackedLoader(async (key) => {
      if (fail) throw new Error('offline');
      return key;
    });
    const failed: Tracked<string> = load('o');
    await expect(failed).rejects.toThrow('offline');
    // Marked as React marks a rejected promise it has read.
    expect(failed.status).toBe('rejected');
    expect(failed.reason).toEqual(new Error('offline'));
    fail = false;
    const retried = load('o');
    expect(retried).not.toBe(failed);
    await expect(retried).resolves.toBe('o');
  });

  it('keeps keys apart', async () => {
    const load = trackedLoader(async (key) => key.length);
    await expect(load('ab')).resolves.toBe(2);
    await expect(load('abc')).resolves.toBe(3);
  });
});
