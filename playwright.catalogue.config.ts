import { defineConfig, devices } from '@playwright/test';
import { launchOptions } from './scripts/chromium.ts';

/**
 * The built component catalogue (storybook-static/): every docs page is opened and checked with
 * axe. The spec serves the folder itself on a free port. Run through `npm run test:catalogue`,
 * which builds the catalogue first.
 */
export default defineConfig({
  testDir: 'tests/storybook',
  // The periodic table pages hold six 118-tile tables: axe takes long there on a busy machine.
  timeout: 180_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report/catalogue' }]] : 'list',
  outputDir: 'test-results/catalogue',
  use: { launchOptions: launchOptions(), trace: 'retain-on-failure' },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: launchOptions() },
    },
  ],
});
