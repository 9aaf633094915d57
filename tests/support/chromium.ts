import { existsSync } from 'node:fs';
import { chromium } from 'playwright';

/**
 * The one Chromium lookup: every test runner (Vitest browser mode, Playwright's e2e and catalogue
 * runs, Lighthouse, the budget, the first answer, the pseudo-locale check) and `.ci/run` and
 * `.ci/approve` (through `.ci/chromium.sh`, which runs this file) find their browser here.
 *
 * Order: `CHROME_PATH` when it names a file (what you set is what you get), then Playwright's own
 * Chromium (`npx playwright install chromium`), then the system's. The visual baselines are drawn
 * by Debian's Chromium, the one CI installs (`apt-get install chromium`): for them the system's
 * comes before Playwright's, whose rendering of the same page differs by a few pixels. The
 * baselines record the version that drew them (tests/storybook/visual/baselines/chromium-version.txt).
 */
export const SYSTEM_CHROMIUMS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'] as const;

/** `tests`: e2e, stories, budget, Lighthouse. `baselines`: the catalogue's pictures (system first). */
type Use = 'tests' | 'baselines';

function playwrights(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

/** Every place looked at for a use, in order (some may not exist). */
export function chromiumCandidates(use: Use = 'tests'): string[] {
  const own = playwrights();
  const rest = use === 'baselines' ? [...SYSTEM_CHROMIUMS, own] : [own, ...SYSTEM_CHROMIUMS];
  return [process.env.CHROME_PATH, ...rest].filter((path): path is string => !!path);
}

/** The first Chromium found for a use; throws, saying how to get one, when there is none. */
export function chromiumPath(use: Use = 'tests'): string {
  const found = chromiumCandidates(use).find((path) => existsSync(path));
  if (!found) {
    throw new Error(
      'No Chromium found. Either run `npx playwright install chromium`, or install one ' +
        '(Debian: `apt-get install -y chromium`) and/or set CHROME_PATH to its executable.',
    );
  }
  return found;
}

/** Flags for a system Chromium run as root in a container with no network but loopback. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Playwright's launch options for the tests. */
export const launchOptions = () => ({ executablePath: chromiumPath(), args: chromiumArgs });

/** Playwright's launch options for the catalogue's visual baselines (Debian's Chromium first). */
export const baselineLaunchOptions = () => ({ executablePath: chromiumPath('baselines'), args: chromiumArgs });

// `node --import tsx tests/support/chromium.ts [--baselines]` (.ci/chromium.sh): prints the path,
// or says why there is none and exits 1.
if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(chromiumPath(process.argv.includes('--baselines') ? 'baselines' : 'tests'));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
