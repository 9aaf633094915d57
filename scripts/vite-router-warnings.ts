import type { Plugin } from 'vite';

const FLAG_ON = 'var ENABLE_DEV_WARNINGS = true;';

/**
 * react-router's package exports only its development build to bundlers; its production build
 * differs by one flag, `ENABLE_DEV_WARNINGS`, which keeps the development warnings (their text and
 * the checks around them) in our bundle. A build turns it off, as the production build has it:
 * 0.4 KiB of brotli less on every page. `npm run dev` keeps the warnings. If a release renames the
 * flag, nothing changes here and the bundle keeps the warnings, as before.
 */
export function routerWithoutDevWarnings(): Plugin {
  return {
    name: 'ubumenyi:router-without-dev-warnings',
    apply: 'build',
    transform(code, id) {
      if (!id.includes('/node_modules/react-router/dist/development/') || !code.includes(FLAG_ON)) return null;
      return { code: code.replace(FLAG_ON, 'var ENABLE_DEV_WARNINGS = false;'), map: null };
    },
  };
}
