import { defineConfig, devices } from '@playwright/test';
import { launchOptions } from './tests/support/chromium.ts';
import { portFor } from './tests/support/ports.ts';

/** Which server serves dist: our static server (reads dist/_headers) or nginx with deploy/nginx.conf. */
const server = process.env.E2E_SERVER === 'nginx' ? 'nginx' : 'static';
/** The project's own ports: on a shared machine 4173 may serve somebody else's site. */
export const E2E_PORT = portFor(server === 'nginx' ? 'nginx' : 'e2e');
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${E2E_PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  // The README's commands start their own servers, and the HTML validator reads dist/ itself:
  // run once, with the static server's suite.
  testIgnore: server === 'nginx' ? ['**/commands.spec.ts', '**/html-valid.spec.ts'] : [],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // Two, one per core: unlike the catalogue's, these pages compute more than they wait (load average
  // about 10 on two cores); three workers saved under a minute of a 15-minute run, at more risk to timings.
  workers: 2,
  retries: 0,
  // CI is read from its printed output: the machine, with any report or trace on it, is gone after
  // the run. So there it records no trace (a fifth of the suite's time) and writes no HTML report; a
  // failure is run again here, where each failed test keeps its trace (npx playwright show-trace).
  reporter: 'list',
  use: {
    baseURL,
    launchOptions: launchOptions(),
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    // The service worker would precache the whole site in every test; only the offline tests want it.
    serviceWorkers: 'block',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: launchOptions() } }],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: `node --import tsx tests/support/${server === 'nginx' ? 'nginx' : 'static'}-server.ts --port ${E2E_PORT}`,
        url: `${baseURL}/`,
        reuseExistingServer: false,
        timeout: 60_000,
      },
});
