import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // react-docgen-typescript, not the default react-docgen: it follows the cva `VariantProps` and the
  // Radix prop types, so the docs pages' props tables list `variant`, `size` and the rest with their
  // JSDoc and `@default`. Props inherited from React's DOM types and React Router's link types are
  // left out (the router's own docs link to its site; Link and NavLink document `to` themselves).
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      // Only the library's components need a props table: skipping the stories keeps the build fast.
      include: ['**/src/components/**/*.tsx'],
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      propFilter: (prop) => (prop.parent ? !/node_modules\/(@types\/react|react-router)\//.test(prop.parent.fileName) : true),
    },
  },
};

export default config;
