import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// An island finds its prerendered HTML by its name (`data-island`, src/app/alive/island.tsx): two
// islands of one name on a page would each find two wrappers and render live, without their HTML.
// So every name is a literal, in kebab case (it goes into a selector as it is), and names one island
// in the whole site: a name is then unique on every page, and in the e2e tests that look for it.

interface Source {
  file: string;
  text: string;
}

interface IslandCall {
  /** The name, or undefined when it is not a literal string. */
  name: string | undefined;
  /** `file:line`. */
  at: string;
}

/** Every `island(…)` call in the sources that import `island` from the app's island module. */
function islandCalls(sources: Source[]): IslandCall[] {
  const calls: IslandCall[] = [];
  for (const { file, text } of sources) {
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    // The local name `island` is bound to, when the file imports it from the app's island module ('@/app/alive/island', or './island' beside it).
    let local: string | undefined;
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
      if (!/(app\/alive|^\.)\/island$/.test(statement.moduleSpecifier.text)) continue;
      const named = statement.importClause?.namedBindings;
      if (named && ts.isNamedImports(named)) {
        for (const element of named.elements) if ((element.propertyName ?? element.name).text === 'island') local = element.name.text;
      }
    }
    if (!local) continue;
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === local) {
        const [first] = node.arguments;
        const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
        calls.push({ name: first && ts.isStringLiteralLike(first) ? first.text : undefined, at: `${file}:${line}` });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return calls;
}

/** What is wrong with the names: one not a literal, not in kebab case, or given to two islands. */
function nameProblems(calls: IslandCall[]): string[] {
  const problems: string[] = [];
  const byName = new Map<string, string[]>();
  for (const { name, at } of calls) {
    if (name === undefined) problems.push(`${at}: the island's name is not a literal string`);
    else if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name)) problems.push(`${at}: "${name}" is not in kebab case`);
    else byName.set(name, [...(byName.get(name) ?? []), at]);
  }
  for (const [name, places] of byName) if (places.length > 1) problems.push(`"${name}" names ${places.length} islands: ${places.join(', ')}`);
  return problems;
}

const root = join(import.meta.dirname, '..', '..');
const sources: Source[] = readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((path) => /\.tsx?$/.test(path) && !path.includes('generated'))
  .map((path) => ({ file: relative(root, join(root, 'src', path)), text: readFileSync(join(root, 'src', path), 'utf8') }));

describe('island names', () => {
  it('finds every island of the site, each named once, by a literal in kebab case', () => {
    const calls = islandCalls(sources);
    // The home page's tabs, the libraries, the periodic table's views and grid, the simulations…
    expect(calls.map((call) => call.name)).toEqual(expect.arrayContaining(['home-resources', 'periodic-table', 'periodic-views', 'simulation-views']));
    expect(nameProblems(calls)).toEqual([]);
  });

  it('fails on two islands of one name, in one file or two, and on a name it cannot read', () => {
    const page = (file: string, body: string) => ({ file, text: `import { island } from '@/app/alive/island';\n${body}\n` });
    const calls = islandCalls([
      page('src/pages/APage.tsx', "const A = island('shared-part', () => import('./A'));\nconst B = island<Props>('own-part', () => import('./B'));"),
      page('src/pages/BPage.tsx', "const C = island('shared-part', () => import('./C'), { inert: true });"),
      page('src/pages/CPage.tsx', "const D = island(`part-${id}`, () => import('./D'));\nconst E = island('Camel_Part', () => import('./E'));"),
      // Not the app's island: left alone.
      { file: 'src/lib/other.ts', text: "import { island } from './somewhere-else';\nisland('shared-part');\n" },
    ]);
    expect(nameProblems(calls)).toEqual([
      "src/pages/CPage.tsx:2: the island's name is not a literal string",
      'src/pages/CPage.tsx:3: "Camel_Part" is not in kebab case',
      '"shared-part" names 2 islands: src/pages/APage.tsx:2, src/pages/BPage.tsx:2',
    ]);
  });
});
