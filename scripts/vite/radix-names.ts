import { parseAst, type Plugin } from 'vite';

/** The keep-names helper that Radix's build puts in every package: `__name(fn, "fn")`. */
const HELPER = '__name';
const PURE = /\/\* @__PURE__ \*\/\s*$/;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/**
 * The ranges to cut so that every `__name(value, "name")` call in `code` becomes `value`: the
 * call's head (with a `@__PURE__` mark before it, which would otherwise mark the bare value) and
 * its tail from the end of the value. A call nested inside another's value lies inside that value,
 * so no two ranges overlap.
 */
export function keepNamesCuts(code: string, program: Node): Array<[number, number]> {
  const cuts: Array<[number, number]> = [];
  const visit = (node: Node) => {
    const callee = node.callee;
    const [value, name, ...rest] = (node.arguments as Node[] | undefined) ?? [];
    if (node.type === 'CallExpression' && isNode(callee) && callee.type === 'Identifier' && callee.name === HELPER && value && name && !rest.length) {
      const before = PURE.exec(code.slice(0, node.start));
      cuts.push([before ? before.index : node.start, value.start], [value.end, node.end]);
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.filter(isNode).forEach(visit);
      else if (isNode(value)) visit(value);
    }
  };
  visit(program);
  return cuts.sort((a, b) => a[0] - b[0]);
}

/** `code` without the ranges in `cuts` (sorted, not overlapping). */
export function cut(code: string, cuts: Array<[number, number]>): string {
  let out = '';
  let from = 0;
  for (const [start, end] of cuts) {
    out += code.slice(from, start);
    from = end;
  }
  return out + code.slice(from);
}

/**
 * What a build takes out of Radix: each package is built with esbuild's `keepNames`, which wraps
 * every function in `__name(fn, "fn")` so that `fn.name` survives minifying. Nothing reads those
 * names (React DevTools reads `displayName`, which Radix sets apart), and the names are strings
 * a minifier must keep: about 220 calls across the packages installed, each a name of 5 to 30
 * letters. Unwrapped, the helper and its strings drop out of the bundle.
 *
 * `npm run dev` keeps everything. If a release stops using the helper, nothing matches.
 */
export function radixNames(): Plugin {
  return {
    name: 'ubumenyi:radix-names',
    apply: 'build',
    transform(code, id) {
      if (!id.includes('/node_modules/@radix-ui/') || !code.includes(`${HELPER}(`)) return null;
      const cuts = keepNamesCuts(code, parseAst(code) as unknown as Node);
      return cuts.length ? { code: cut(code, cuts), map: null } : null;
    },
  };
}
