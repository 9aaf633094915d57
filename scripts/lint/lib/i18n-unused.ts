import ts from 'typescript';

/**
 * Finds message keys no code can reach. A key is reached when the code holds a string that names it:
 *
 * - a plain string (`'books.emptyTitle'`, or `'books.found'` for the plural forms `books.found_one`,
 *   `books.found_other`), wherever it stands: a key is often kept in data (`labelKey: 'nav.home'`)
 *   and looked up elsewhere;
 * - a template literal, each `${…}` standing for any text: `` `categories.${id}` `` reaches every
 *   key under `categories.`, `` `${kind}.emptyTitle` `` every `emptyTitle`. A template whose own
 *   text is only dots and spaces (`` `${a}.${b}` ``) could be anything and reaches nothing;
 * - a chain of two or more property names, for strings read off a namespace's resources rather
 *   than through `t`: `strings.resources[lang].form.greeting` reaches `form.greeting`.
 *
 * Namespaces are not told apart (a string reaches its path in any of them): a loose check that
 * never reports a key in use, and still finds the strings left behind when code moved on.
 */

/** The strings a source file holds: plain strings whole, and template literals as patterns. */
export interface Reach {
  literals: Set<string>;
  patterns: RegExp[];
}

const PLURAL = /_(?:zero|one|two|few|many|other)$/;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Collects the strings of some TypeScript sources (file name → text). */
export function reachOf(sources: Iterable<[file: string, text: string]>): Reach {
  const reach: Reach = { literals: new Set(), patterns: [] };
  for (const [file, text] of sources) {
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const visit = (node: ts.Node) => {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
        reach.literals.add(node.text);
      } else if (ts.isTemplateExpression(node)) {
        const parts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
        if (/[^.\s]/.test(parts.join(''))) reach.patterns.push(new RegExp(`^${parts.map(escape).join('.+')}$`));
      } else if (ts.isPropertyAccessExpression(node) && !ts.isPropertyAccessExpression(node.parent)) {
        const names = propertyNames(node);
        if (names.length >= 2) reach.literals.add(names.join('.'));
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return reach;
}

/** The property names of an access chain, outermost last: `a[x].b.c` → ['b', 'c']. */
function propertyNames(node: ts.PropertyAccessExpression): string[] {
  const names: string[] = [];
  let current: ts.Expression = node;
  while (ts.isPropertyAccessExpression(current)) {
    names.unshift(current.name.text);
    current = current.expression;
  }
  // The chain's root (a variable, a call, an index) is not a key's part: `s.pdf.subject` → `pdf.subject`.
  return names;
}

/** Whether a key (a dotted path, maybe with a plural suffix) is reached. */
export function isReached(key: string, reach: Reach): boolean {
  const base = key.replace(PLURAL, '');
  return [key, base].some((name) => reach.literals.has(name) || reach.patterns.some((pattern) => pattern.test(name)));
}

/** Every dotted path to a string in a message tree. */
export function leafKeys(tree: unknown, prefix = ''): string[] {
  if (tree === null || typeof tree !== 'object') return [prefix];
  return Object.entries(tree).flatMap(([key, value]) => leafKeys(value, prefix ? `${prefix}.${key}` : key));
}

/** The keys of each namespace (id → English strings) that nothing reaches, as `namespace:key`. */
export function unusedKeys(namespaces: Iterable<[ns: string, en: unknown]>, reach: Reach): string[] {
  return [...namespaces].flatMap(([ns, en]) =>
    leafKeys(en)
      .filter((key) => !isReached(key, reach))
      .map((key) => `${ns}:${key}`),
  );
}
