import { existsSync } from 'node:fs';
import { chromium } from 'playwright';

/**
 * One rule for every test runner (Vitest browser mode, Playwright e2e, Lighthouse):
 * Playwright's own Chromium when installed, else CHROME_PATH, else the system Chromium.
 */
export function chromiumPath(): string {
  const candidates = [
    safe(() => chromium.executablePath()),
    process.env.CHROME_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ];
  const found = candidates.find((path): path is string => !!path && existsSync(path));
  if (!found) {
    throw new Error(
      'No Chromium found. Either run `npx playwright install chromium`, or install one ' +
        '(Debian: `apt-get install -y chromium`) and/or set CHROME_PATH to its executable.',
    );
  }
  return found;
}

function safe(read: () => string): string | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
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

export const launchOptions = () => ({ executablePath: chromiumPath(), args: chromiumArgs });

/**
 * The catalogue's visual baselines are drawn by Debian's Chromium, the one CI installs
 * (`apt-get install chromium`): the catalogue run takes it before Playwright's own, whose
 * rendering of the same page differs by a few pixels. Its version is recorded with the baselines.
 */
export const baselineLaunchOptions = () => ({
  executablePath: process.env.CHROME_PATH ?? ['/usr/bin/chromium'].find((path) => existsSync(path)) ?? chromiumPath(),
  args: chromiumArgs,
});
