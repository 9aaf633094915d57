import { mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { build, parseAst, type Rolldown } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { applyEdits, routerTrim, routerTrimEdits, routerTrimProblems } from '../../scripts/vite/router-trim';

const trim = (code: string) => {
  const { edits, found } = routerTrimEdits(code, parseAst(code));
  return { code: applyEdits(code, edits), found };
};

/** A module shaped as React Router's development dist is (tsup's output: one namespace import of React per source file). */
const DIST = [
  '"use client";',
  'import * as React from "react";',
  'import * as React10 from "react";',
  'import { memo as memo2 } from "react";',
  'var DataRouterContext = React.createContext(null);',
  'DataRouterContext.displayName = "DataRouter";',
  'var ENABLE_DEV_WARNINGS = true;',
  'var MemoizedRoutes = memo2(Routes);',
  'function Routes() { return null; }',
  'var Link = React10.forwardRef(function LinkWithRef(props, ref) { return null; });',
  'Link.displayName = "Link";',
  'function ScrollRestoration() { return null; }',
  'ScrollRestoration.displayName = "ScrollRestoration";',
  'function useFetcher() {',
  '  let FetcherForm2 = React10.forwardRef((props, ref) => null);',
  '  FetcherForm2.displayName = "fetcher.Form";',
  '  return FetcherForm2;',
  '}',
  'export { DataRouterContext, ENABLE_DEV_WARNINGS, Link, MemoizedRoutes, ScrollRestoration, useFetcher };',
].join('\n');

describe('routerTrim: the edits', () => {
  it('turns the flag off, marks the top-level factory calls pure and drops the top-level display names', () => {
    const { code, found } = trim(DIST);
    expect(code).toBe(
      [
        '"use client";',
        'import * as React from "react";',
        'import * as React10 from "react";',
        'import { memo as memo2 } from "react";',
        'var DataRouterContext = /* @__PURE__ */ React.createContext(null);',
        '',
        'var ENABLE_DEV_WARNINGS = false;',
        'var MemoizedRoutes = /* @__PURE__ */ memo2(Routes);',
        'function Routes() { return null; }',
        'var Link = /* @__PURE__ */ React10.forwardRef(function LinkWithRef(props, ref) { return null; });',
        '',
        'function ScrollRestoration() { return null; }',
        '',
        'function useFetcher() {',
        '  let FetcherForm2 = React10.forwardRef((props, ref) => null);',
        '  FetcherForm2.displayName = "fetcher.Form";',
        '  return FetcherForm2;',
        '}',
        'export { DataRouterContext, ENABLE_DEV_WARNINGS, Link, MemoizedRoutes, ScrollRestoration, useFetcher };',
      ].join('\n'),
    );
    expect(found).toEqual({
      flags: 1,
      factories: ['DataRouterContext', 'MemoizedRoutes', 'Link'],
      displayNames: ['DataRouterContext', 'Link', 'ScrollRestoration'],
    });
    expect(() => parseAst(code)).not.toThrow();
  });

  it('reads exported declarations too, and marks nothing twice', () => {
    const code = 'import * as R from "react";\nexport const A = R.memo(f);\nexport var B = /* @__PURE__ */ R.memo(f);\nexport let ENABLE_DEV_WARNINGS = true;';
    const out = trim(code);
    expect(out.code).toBe(
      'import * as R from "react";\nexport const A = /* @__PURE__ */ R.memo(f);\nexport var B = /* @__PURE__ */ R.memo(f);\nexport let ENABLE_DEV_WARNINGS = false;',
    );
    expect(out.found).toEqual({ flags: 1, factories: ['A'], displayNames: [] });
  });

  it('leaves what only looks alike: other modules’ calls, other React calls, a computed member, a name that is not a string, an off flag', () => {
    const code = [
      'import * as React from "react";',
      'import * as Other from "other";',
      'import { forwardRef } from "other";',
      'var A = Other.memo(f);',
      'var B = forwardRef(f);',
      'var C = React.useMemo(f);',
      'var D = React["memo"](f);',
      'var ENABLE_DEV_WARNINGS = false;',
      'var OTHER_FLAG = true;',
      'A.displayName = name;',
      'B["displayName"] = "B";',
      'C.displayName += "C";',
      'window.Router.displayName = "R";',
    ].join('\n');
    expect(trim(code)).toEqual({ code, found: { flags: 0, factories: [], displayNames: [] } });
  });

  it('finds in the installed React Router what the build expects: the flag, Link, NavLink and Form, and their display names', () => {
    // The React Router that react-router-dom, which the site imports, imports in turn.
    const fromRouterDom = createRequire(createRequire(import.meta.url).resolve('react-router-dom'));
    const dist = dirname(fromRouterDom.resolve('react-router')).replace(/\/dist\/[^/]+$/, '/dist/development');
    const modules = readdirSync(dist).filter((file) => file.endsWith('.mjs'));
    const all = modules.map((file) => trim(readFileSync(join(dist, file), 'utf8')));
    for (const { code } of all) expect(() => parseAst(code)).not.toThrow();
    const factories = all.flatMap(({ found }) => found.factories);
    const displayNames = all.flatMap(({ found }) => found.displayNames);
    expect(all.reduce((sum, { found }) => sum + found.flags, 0)).toBe(1);
    expect(factories).toEqual(expect.arrayContaining(['Link', 'NavLink', 'Form', 'DataRouterContext']));
    expect(displayNames).toEqual(expect.arrayContaining(['Link', 'NavLink', 'Form', 'DataRouterContext']));
  });
});

describe('routerTrim: when the dist is not what it expects', () => {
  it('names each missing thing, and a build that bundled no React Router at all', () => {
    const full = { modules: 3, flags: 1, factories: ['Link'], displayNames: ['Link'] };
    expect(routerTrimProblems(full)).toEqual([]);
    expect(routerTrimProblems({ ...full, flags: 0 })).toEqual([expect.stringContaining('ENABLE_DEV_WARNINGS')]);
    expect(routerTrimProblems({ ...full, factories: [] })).toEqual([expect.stringContaining('mark pure')]);
    expect(routerTrimProblems({ ...full, displayNames: [] })).toEqual([expect.stringContaining('displayName')]);
    expect(routerTrimProblems({ modules: 0, flags: 0, factories: [], displayNames: [] })).toEqual([expect.stringContaining('no module of react-router')]);
  });
});

describe('routerTrim: in a build', () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  /** Builds `main` (by default: `useFetcher` from React Router) with a React Router whose one module is `dist` (React stays external). */
  async function buildWith(dist: string, main = 'import { useFetcher } from "react-router";\nexport const form = useFetcher();\n'): Promise<string> {
    root = mkdtempSync(join(tmpdir(), 'router-trim-'));
    mkdirSync(join(root, 'node_modules/react-router/dist/development'), { recursive: true });
    writeFileSync(
      join(root, 'node_modules/react-router/package.json'),
      JSON.stringify({ name: 'react-router', type: 'module', sideEffects: false, exports: './dist/development/index.mjs' }),
    );
    writeFileSync(join(root, 'node_modules/react-router/dist/development/index.mjs'), dist);
    writeFileSync(join(root, 'main.js'), main);
    const output = (await build({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [routerTrim()],
      build: { write: false, minify: false, rolldownOptions: { input: join(root, 'main.js'), external: ['react'], preserveEntrySignatures: 'strict' } },
    })) as Rolldown.RolldownOutput;
    return output.output.map((file) => (file.type === 'chunk' ? file.code : '')).join('');
  }

  it('drops the unused components and contexts, and keeps what is used', async () => {
    const bundle = await buildWith(DIST);
    expect(bundle).toContain('FetcherForm2');
    expect(bundle).not.toMatch(/LinkWithRef|createContext|DataRouter|ScrollRestoration/);
  });

  it('fails, saying what is missing, when a release has reshaped the dist', async () => {
    const reshaped = DIST.replace('var ENABLE_DEV_WARNINGS = true;', 'var ENABLE_DEV_WARNINGS = globalThis.__DEV__;').replace(/^\w+\.displayName = .*$/gm, '');
    await expect(buildWith(reshaped)).rejects.toThrow(/no top-level `var ENABLE_DEV_WARNINGS = true`.*no top-level `X\.displayName = "…"` to drop/);
  });

  it('fails when no module of React Router was bundled (the package moved, or the site no longer uses it)', async () => {
    await expect(buildWith(DIST, 'export const form = null;\n')).rejects.toThrow(/no module of react-router was bundled/);
  });
});
