import { defineConfig, devices } from '@playwright/test';
import { baselineLaunchOptions } from './tests/support/chromium.ts';

/**
 * The built component catalogue (storybook-static/): every docs page is opened and checked with
 * axe (docs-a11y.spec.ts), and every story is photographed and checked in the display modes
 * (visual.spec.ts). The specs serve the folder themselves on a free port. Run through
 * `npm run test:catalogue` (both) or `npm run test:visual` (the pictures), which build the catalogue first.
 */
export default defineConfig({
  testDir: 'tests/storybook',
  // The periodic table pages hold six 118-tile tables: axe takes long there on a busy machine.
  timeout: 180_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  // Four, on two cores: a story's checks wait on the page (frames, fonts, the preview's render
  // events) more than they compute, and two workers left the machine idle half the time.
  workers: 4,
  retries: 0,
  // As in playwright.config.ts: CI is read from its output, so it keeps no trace and no HTML report.
  reporter: 'list',
  outputDir: 'test-results/catalogue',
  // The visual review's report (tests/storybook/visual.spec.ts): cleared before, written after.
  globalSetup: './tests/storybook/visual/setup.ts',
  globalTeardown: './tests/storybook/visual/report.ts',
  use: { launchOptions: baselineLaunchOptions(), trace: process.env.CI ? 'off' : 'retain-on-failure' },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: baselineLaunchOptions() },
    },
  ],
});
