import { afterEach, describe, expect, it, vi } from 'vitest';
import { GoneAfterDeploy, isGone, lateLoad, lateLoader, recoverOrThrow, setLateLoadRecovery, type Tracked } from '../../src/lib/late-load';

describe('lateLoader (per-key page data read with use())', () => {
  it('returns the same promise for a key, and loads it once', async () => {
    const calls: string[] = [];
    const load = lateLoader(async (key) => {
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
    const load = lateLoader(async (key) => ({ key }));
    const promise: Tracked<{ key: string }> = load('h');
    expect(promise.status).toBeUndefined();
    await promise;
    expect(promise.status).toBe('fulfilled');
    expect(promise.value).toEqual({ key: 'h' });
  });

  it('forgets a failed load, so the next call tries again', async () => {
    let fail = true;
    const load = lateLoader(async (key) => {
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
    const load = lateLoader(async (key) => key.length);
    await expect(load('ab')).resolves.toBe(2);
    await expect(load('abc')).resolves.toBe(3);
  });
});

const gone = () => new TypeError('Failed to fetch dynamically imported module: http://x/assets/Part-abc12345.js');

describe('isGone (a file the host no longer has)', () => {
  it("knows each browser's words for a module it could not fetch, and the site's own", () => {
    expect(isGone(gone())).toBe(true);
    expect(isGone(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isGone(new TypeError('error loading dynamically imported module: /a.js'))).toBe(true);
    expect(isGone(new GoneAfterDeploy('the search index changed'))).toBe(true);
  });
  it('leaves every other error to its caller (offline is no deploy)', () => {
    expect(isGone(new TypeError('Failed to fetch'))).toBe(false);
    expect(isGone(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
    expect(isGone('Failed to fetch dynamically imported module')).toBe(false);
    expect(isGone(undefined)).toBe(false);
  });
});

describe('one failure policy for every late load', () => {
  afterEach(() => setLateLoadRecovery(() => false));

  it('hands a failure a learner waits on to the recovery, and keeps waiting while it reloads', async () => {
    const policy = vi.fn(() => true);
    setLateLoadRecovery(policy);
    const load = lateLoader<string>(async () => {
      throw gone();
    });
    let settled = false;
    void load('fr').then(
      () => (settled = true),
      () => (settled = true),
    );
    await new Promise((done) => setTimeout(done, 10));
    expect(policy).toHaveBeenCalledTimes(1);
    expect(settled).toBe(false);
  });

  it('only forgets a failed prefetch: nothing is recovered for a load nobody waits on', async () => {
    const policy = vi.fn(() => true);
    setLateLoadRecovery(policy);
    const part = lateLoad<string>(async () => {
      throw gone();
    });
    await expect(part.prefetch()).rejects.toThrow('dynamically imported');
    expect(policy).not.toHaveBeenCalled();
  });

  it('recovers when a learner joins a prefetch that then fails', async () => {
    const policy = vi.fn(() => true);
    setLateLoadRecovery(policy);
    let fail!: (error: unknown) => void;
    const part = lateLoad<string>(() => new Promise((_, reject) => (fail = reject)));
    void part.prefetch().catch(() => undefined);
    void part.load();
    fail(gone());
    await new Promise((done) => setTimeout(done, 10));
    expect(policy).toHaveBeenCalledTimes(1);
  });

  it('rejects as before when the recovery does not take the error (offline, a bug)', async () => {
    const policy = vi.fn(() => false);
    setLateLoadRecovery(policy);
    const load = lateLoader<string>(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(load('x')).rejects.toThrow('Failed to fetch');
    expect(policy).toHaveBeenCalledTimes(1);
  });

  it('passes the address to recover at', async () => {
    const policy = vi.fn(() => true);
    setLateLoadRecovery(policy);
    void recoverOrThrow(gone(), '/search?q=iron');
    expect(policy).toHaveBeenCalledWith(expect.any(TypeError), '/search?q=iron');
  });
});
