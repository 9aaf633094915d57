import { defineConfig, mergeConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { fileURLToPath } from 'node:url';
import viteConfig from './vite.config.ts';
import { launchOptions } from './scripts/chromium.ts';

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
            include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          },
        },
        {
          extends: true,
          plugins: [storybookTest({ configDir })],
          test: {
            name: 'storybook',
            testTimeout: 30_000,
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
