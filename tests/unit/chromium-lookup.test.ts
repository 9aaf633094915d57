import { afterEach, describe, expect, it } from 'vitest';
import { SYSTEM_CHROMIUMS, chromiumCandidates } from '../support/chromium';

// The one Chromium lookup (tests/support/chromium.ts), which the test runners and .ci/chromium.sh share.
describe('the Chromium lookup', () => {
  const before = process.env.CHROME_PATH;
  afterEach(() => {
    if (before === undefined) delete process.env.CHROME_PATH;
    else process.env.CHROME_PATH = before;
  });

  it('takes CHROME_PATH first, for the tests and for the visual baselines', () => {
    process.env.CHROME_PATH = '/opt/my-chromium/chrome';
    expect(chromiumCandidates('tests')[0]).toBe('/opt/my-chromium/chrome');
    expect(chromiumCandidates('baselines')[0]).toBe('/opt/my-chromium/chrome');
  });

  it("puts Debian's Chromium before Playwright's for the baselines, and after it for the tests", () => {
    delete process.env.CHROME_PATH;
    const tests = chromiumCandidates('tests');
    const baselines = chromiumCandidates('baselines');
    expect(baselines[0]).toBe('/usr/bin/chromium');
    expect(tests.indexOf('/usr/bin/chromium')).toBe(tests.length - SYSTEM_CHROMIUMS.length);
    expect(new Set(tests)).toEqual(new Set(baselines));
  });
});
