import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { layerRules } from './eslint.layers.js';

/** Zod validates content in tests and scripts; the app's code imports only its types. */
const noZod = { name: 'zod', message: 'Zod stays out of the browser bundle: import types with `import type` from @/content/schema.' };

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-ssr',
      'storybook-static',
      'node_modules',
      'playwright-report',
      'test-results',
      'reports',
      'src/content/generated',
      'public/generated',
      '.scratch',
      'perf/floor/dist',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.tsx', 'stories/**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
    rules: {
      ...jsxA11y.flatConfigs.strict.rules,
      // Our Radix wrappers render real form controls (button role=radio, role=combobox…).
      'jsx-a11y/label-has-associated-control': ['error', { controlComponents: ['RadioGroupItem', 'SelectTrigger'], assert: 'either', depth: 3 }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}'],
    ignores: ['src/i18n/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [noZod],
        },
      ],
    },
  },
  {
    // A strings module holds all three languages; the app reads one at a time through its handle
    // in src/i18n/namespaces/ (content:generate writes a module per language). Stories may read them.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/i18n/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [noZod],
          patterns: [
            {
              group: ['@/i18n/strings/*', '**/i18n/strings/*'],
              message: 'This would ship the strings in all three languages: use the namespace handle in @/i18n/namespaces/ with useT().',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/content/schema.ts', 'src/content/schema/**/*.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['scripts/**/*.ts', 'tests/**/*.ts', '*.config.{js,ts}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Playwright fixtures call their continuation `use`; it is not React's hook.
    files: ['tests/e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  ...storybook.configs['flat/recommended'],
  // No import circles anywhere in the app's code.
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // The layers (README: "How the code is layered"): who may import whom.
  ...layerRules,
);
