import type { Plugin } from 'vite';

const FLAG_ON = 'var ENABLE_DEV_WARNINGS = true;';
/** A top-level component or context made by a React call: `var Link = React10.forwardRef(`. */
const REACT_FACTORY = /^(var [A-Za-z_$][\w$]* = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm;
/** A top-level display name for React DevTools: `Link.displayName = "Link";`. */
const DISPLAY_NAME = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm;

/**
 * What a build takes out of react-router, which exports only its development build to bundlers.
 *
 * - Its production build differs by one flag, `ENABLE_DEV_WARNINGS`, which keeps the development
 *   warnings (their text and the checks around them) in the bundle: turned off, as the production
 *   build has it (0.4 KiB of brotli on every page).
 * - Its components and contexts are made at the top level by React calls (`forwardRef`, `memo`,
 *   `createContext`) that a bundler must assume have side effects, and each is given a
 *   `displayName`: so every one stays in the bundle whether the app uses it or not — `Link`,
 *   `NavLink` and `Form` with the framework mode's prefetching and form submission. Marked pure,
 *   and without the DevTools names, the unused ones drop out (about 3 KiB of brotli on every page).
 *
 * `npm run dev` keeps everything. If a release renames the flag or reshapes these lines, nothing
 * matches and the bundle keeps what it had, as before.
 */
export function routerTrim(): Plugin {
  return {
    name: 'ubumenyi:router-trim',
    apply: 'build',
    transform(code, id) {
      if (!id.includes('/node_modules/react-router/dist/development/')) return null;
      const trimmed = code
        .replace(FLAG_ON, 'var ENABLE_DEV_WARNINGS = false;')
        .replace(REACT_FACTORY, '$1/* @__PURE__ */ $2')
        .replace(DISPLAY_NAME, '');
      return trimmed === code ? null : { code: trimmed, map: null };
    },
  };
}
