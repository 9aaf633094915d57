import { defineConfig, mergeConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { fileURLToPath } from 'node:url';
import viteConfig from './vite.config.ts';
import { launchOptions } from './tests/support/chromium.ts';

const configDir = fileURLToPath(new URL('./.storybook', import.meta.url));

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'node',
            // Property tests run hundreds of cases, and the layer tests start ESLint: on a 2-core
            // machine under load (load average 16) they took up to 56 s. A timeout catches a hang.
            testTimeout: 90_000,
            include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
          },
        },
        {
          extends: true,
          plugins: [storybookTest({ configDir })],
          // Pre-bundle every dependency the stories use: a dependency discovered mid-run makes Vite
          // reload the page and the browser run dies ("Browser connection was closed").
          optimizeDeps: {
            include: [
              'react',
              'react-dom',
              'react-dom/client',
              'react/jsx-runtime',
              'react/jsx-dev-runtime',
              'react-router-dom',
              'react-router',
              'class-variance-authority',
              'clsx',
              '@radix-ui/react-dialog',
              '@radix-ui/react-tabs',
              '@radix-ui/react-select',
              '@radix-ui/react-radio-group',
              '@radix-ui/react-slot',
              '@guidepup/virtual-screen-reader',
              'dom-accessibility-api',
              // The simulation texts' categories come from their schema (src/content/simulation-texts.ts).
              'zod',
            ],
          },
          test: {
            name: 'storybook',
            testTimeout: 30_000,
            // Forced colours for the stories that test them (stories/support/forced-colors.ts).
            setupFiles: ['./.storybook/vitest.setup.ts'],
            browser: {
              enabled: true,
              headless: true,
              provider: playwright({ launchOptions: launchOptions() }),
              instances: [{ browser: 'chromium' }],
            },
          },
        },
      ],
    },
  }),
);
