import { parseAst, type Plugin } from 'vite';

type Program = ReturnType<typeof parseAst>;
type Statement = Program['body'][number];
type Expression = NonNullable<Extract<Statement, { type: 'VariableDeclaration' }>['declarations'][number]['init']>;

/** The flag that keeps React Router's development warnings: `var ENABLE_DEV_WARNINGS = true;`. */
const FLAG = 'ENABLE_DEV_WARNINGS';
/** React's calls that make a component or a context, and have no side effect. */
const FACTORIES = new Set(['forwardRef', 'memo', 'createContext']);
const PURE = '/* @__PURE__ */ ';
/** A pure mark just before a call: a release that marks its calls itself needs none from us. */
const ALREADY_PURE = /[@#]__PURE__\s*\*\/\s*$/;

/** What {@link routerTrimEdits} found at the top level of one module. */
export interface RouterTrimFound {
  /** `var ENABLE_DEV_WARNINGS = true` declarations, turned off. */
  flags: number;
  /** The names made by a React factory call (`var Link = React10.forwardRef(…)`), marked pure. */
  factories: string[];
  /** The names whose `displayName` assignment was dropped (`Link.displayName = "Link";`). */
  displayNames: string[];
}

/** One edit of the source: the text from `start` to `end` becomes `text`. */
interface Edit {
  start: number;
  end: number;
  text: string;
}

/** The local names React is imported under: `import * as React10 from "react"` (members) and `import { memo } from "react"` (calls). */
function reactNames(program: Program): { namespaces: Set<string>; factories: Set<string> } {
  const namespaces = new Set<string>();
  const factories = new Set<string>();
  for (const statement of program.body) {
    if (statement.type !== 'ImportDeclaration' || statement.source.value !== 'react') continue;
    for (const specifier of statement.specifiers) {
      if (specifier.type !== 'ImportSpecifier') namespaces.add(specifier.local.name);
      else if (specifier.imported.type === 'Identifier' && FACTORIES.has(specifier.imported.name)) factories.add(specifier.local.name);
    }
  }
  return { namespaces, factories };
}

/** Whether `node` is a call of React's `forwardRef`, `memo` or `createContext`, by the names React is imported under. */
function isFactoryCall(node: Expression, react: ReturnType<typeof reactNames>): boolean {
  if (node.type !== 'CallExpression') return false;
  const callee = node.callee;
  if (callee.type === 'Identifier') return react.factories.has(callee.name);
  return (
    callee.type === 'MemberExpression' &&
    !callee.computed &&
    callee.object.type === 'Identifier' &&
    react.namespaces.has(callee.object.name) &&
    callee.property.type === 'Identifier' &&
    FACTORIES.has(callee.property.name)
  );
}

/** `statement` itself, or the declaration an `export` statement carries. */
const declarationOf = (statement: Statement) => (statement.type === 'ExportNamedDeclaration' && statement.declaration ? statement.declaration : statement);

/**
 * The edits that trim one module of React Router's dist, found by walking its top-level statements:
 * the flag turned off, each factory call marked pure (unless it already is), each `displayName`
 * assignment of a string dropped. Nested code is left alone: only a top-level value decides whether a
 * bundler may drop it unused.
 */
export function routerTrimEdits(code: string, program: Program): { edits: Edit[]; found: RouterTrimFound } {
  const react = reactNames(program);
  const edits: Edit[] = [];
  const found: RouterTrimFound = { flags: 0, factories: [], displayNames: [] };
  for (const statement of program.body) {
    const declaration = declarationOf(statement);
    if (declaration.type === 'VariableDeclaration') {
      for (const { id, init } of declaration.declarations) {
        if (id.type !== 'Identifier' || !init) continue;
        if (id.name === FLAG && init.type === 'Literal' && init.value === true) {
          edits.push({ start: init.start, end: init.end, text: 'false' });
          found.flags++;
        } else if (isFactoryCall(init, react) && !ALREADY_PURE.test(code.slice(Math.max(0, init.start - 40), init.start))) {
          edits.push({ start: init.start, end: init.start, text: PURE });
          found.factories.push(id.name);
        }
      }
    } else if (declaration.type === 'ExpressionStatement') {
      const { expression } = declaration;
      if (
        expression.type === 'AssignmentExpression' &&
        expression.operator === '=' &&
        expression.left.type === 'MemberExpression' &&
        !expression.left.computed &&
        expression.left.object.type === 'Identifier' &&
        expression.left.property.type === 'Identifier' &&
        expression.left.property.name === 'displayName' &&
        expression.right.type === 'Literal' &&
        typeof expression.right.value === 'string'
      ) {
        edits.push({ start: declaration.start, end: declaration.end, text: '' });
        found.displayNames.push(expression.left.object.name);
      }
    }
  }
  return { edits, found };
}

/** `code` with `edits` made (in any order; they do not overlap). */
export function applyEdits(code: string, edits: readonly Edit[]): string {
  let out = '';
  let from = 0;
  for (const { start, end, text } of [...edits].sort((a, b) => a.start - b.start)) {
    out += code.slice(from, start) + text;
    from = end;
  }
  return out + code.slice(from);
}

/** What a whole build found in React Router's modules: `modules` read, and the sum of what each held. */
export interface RouterTrimTally extends RouterTrimFound {
  modules: number;
}

/**
 * Why a build's tally means the trim no longer does its work (a release moved or reshaped React
 * Router's dist), one sentence per missing thing; empty when everything it expects was found.
 */
export function routerTrimProblems(tally: RouterTrimTally): string[] {
  if (!tally.modules) return ['no module of react-router was bundled from node_modules/react-router/'];
  const problems: string[] = [];
  if (!tally.flags) problems.push(`no top-level \`var ${FLAG} = true\` (the development warnings stay in)`);
  if (!tally.factories.length)
    problems.push('no top-level component or context made by React.forwardRef, memo or createContext to mark pure (unused ones stay in)');
  if (!tally.displayNames.length) problems.push('no top-level `X.displayName = "…"` to drop (unused components stay in)');
  return problems;
}

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
 *   and without the DevTools names, the unused ones drop out (about 3.5 KiB of brotli on every page).
 *
 * Neither can be had without editing the code: resolving `react-router` to its production build
 * (`dist/production/`) turns the flag off but keeps the rest, and Rolldown's own
 * `treeshake.manualPureFunctions` does not reach calls through the dist's `React10.` namespaces,
 * nor drops a `displayName` write. So the code is parsed, and edited where the syntax tree says.
 *
 * The client build fails (this.error) when React Router's modules hold none of the flag, none of the
 * factory calls or none of the `displayName` lines: a release has reshaped its dist, and this trim
 * must follow it (or go, if the release ships what it did). The SSR build leaves React Router to
 * Node, and `npm run dev` keeps everything.
 */
export function routerTrim(): Plugin {
  let tally: RouterTrimTally = { modules: 0, flags: 0, factories: [], displayNames: [] };
  return {
    name: 'ubumenyi:router-trim',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    buildStart() {
      tally = { modules: 0, flags: 0, factories: [], displayNames: [] };
    },
    transform(code, id) {
      if (!id.includes('/node_modules/react-router/') || !/\.m?js$/.test(id)) return null;
      const { edits, found } = routerTrimEdits(code, parseAst(code));
      tally.modules++;
      tally.flags += found.flags;
      tally.factories.push(...found.factories);
      tally.displayNames.push(...found.displayNames);
      return edits.length ? { code: applyEdits(code, edits), map: null } : null;
    },
    buildEnd(error) {
      if (error) return;
      const problems = routerTrimProblems(tally);
      if (problems.length) {
        this.error(
          `React Router's dist is not what scripts/vite/router-trim.ts expects: ${problems.join('; ')}. ` +
            'A release has reshaped it: update the trim to the new shape, or remove it if the release no longer needs it.',
        );
      }
    },
  };
}
