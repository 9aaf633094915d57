import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The layer and cycle rules fail on a deliberate violation: each case lints a few lines as if they
 * were a file of that layer (nothing is written to disk) and expects the rule's error.
 */
const eslint = new ESLint();

async function errorsOf(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.severity === 2).map((m) => `${m.ruleId}: ${m.message}`);
}

const RESTRICTED = '@typescript-eslint/no-restricted-imports';

describe('layer rules', () => {
  it('lib imports nothing of ours but types', async () => {
    expect(await errorsOf('src/lib/violation.ts', "import { routes } from '@/app/routes';\nexport const n = routes.length;\n")).toEqual([
      expect.stringContaining(`${RESTRICTED}: '@/app/routes' import is restricted`),
    ]);
    expect(await errorsOf('src/lib/violation.ts', "import { useT } from '@/i18n/useT';\nexport const f = useT;\n")).toEqual([
      expect.stringContaining('lib may import only lib'),
    ]);
    expect(await errorsOf('src/lib/fine.ts', "import type { Paper } from '@/content/schema';\nexport const f = (p: Paper) => p.id;\n")).toEqual([]);
    // The words of a compiled catalogue are data: lib may read them, and nothing else of content.
    expect(await errorsOf('src/lib/fine.ts', "import { and } from '@/content/generated/text/formats.fr.json';\nexport const a = and;\n")).toEqual([]);
    expect(await errorsOf('src/lib/violation.ts', "import { elements } from '@/content/elements';\nexport const e = elements;\n")).toEqual([
      expect.stringContaining('lib may import only lib'),
    ]);
  });

  it('components never import pages, content or app', async () => {
    const code = (from: string) => `import * as m from '${from}';\nexport const x = m;\n`;
    expect(await errorsOf('src/components/Violation/Violation.tsx', code('@/pages/HomePage'))).toEqual([expect.stringContaining('components may import only')]);
    expect(await errorsOf('src/components/Violation/Violation.tsx', code('@/content/books'))).toEqual([expect.stringContaining('components may import only')]);
    expect(await errorsOf('src/components/Violation/Violation.tsx', code('@/app/routes'))).toEqual([expect.stringContaining('components may import only')]);
    expect(await errorsOf('src/components/Violation/Violation.tsx', code('../../content/books'))).toEqual([expect.stringContaining('through its @/ alias')]);
    expect(await errorsOf('src/components/Fine/Fine.tsx', code('@/components/Button'))).toEqual([]);
    // No exception for the app's wiring (its chunk primitive had one until issue 48): a part loaded
    // later comes through hooks' chunk primitive.
    expect(await errorsOf('src/components/Violation/Violation.tsx', code('@/app/alive/chunk'))).toEqual([
      expect.stringContaining('components may import only'),
    ]);
    expect(await errorsOf('src/components/Violation/Violation.tsx', code('@/app/alive/island'))).toEqual([
      expect.stringContaining('components may import only'),
    ]);
    expect(await errorsOf('src/components/Fine/Fine.tsx', code('@/hooks/chunk'))).toEqual([]);
  });

  it('content imports only content and lib', async () => {
    expect(await errorsOf('src/content/violation.ts', "import { Button } from '@/components/Button';\nexport const b = Button;\n")).toEqual([
      expect.stringContaining('content may import only'),
    ]);
  });

  it("the service worker imports lib only: it runs in a worker, with none of the pages' code", async () => {
    expect(await errorsOf('src/sw/violation.ts', "import { routes } from '@/app/routes';\nexport const r = routes;\n")).toEqual([
      expect.stringContaining('sw may import only sw, lib'),
    ]);
    expect(await errorsOf('src/sw/violation.ts', "import { useT } from '@/i18n/useT';\nexport const f = useT;\n")).toEqual([
      expect.stringContaining('sw may import only sw, lib'),
    ]);
    expect(await errorsOf('src/sw/fine.ts', "import { LANGS } from '@/lib/langs';\nexport const l = LANGS;\n")).toEqual([]);
  });

  it("the inline scripts import nothing of ours: they run alone, before the site's code, in every page", async () => {
    expect(await errorsOf('src/boot/violation.ts', "import { LANGS } from '@/lib/langs';\nexport const l = LANGS;\n")).toEqual([
      expect.stringContaining('boot may import only boot'),
    ]);
    expect(await errorsOf('src/boot/violation.ts', "import { LANGS } from '../lib/langs';\nexport const l = LANGS;\n")).toEqual([
      expect.stringContaining('through its @/ alias'),
    ]);
  });

  it('nothing but pages (two helpers) imports app', async () => {
    expect(await errorsOf('src/pages/Violation.tsx', "import { routes } from '@/app/routes';\nexport const r = routes;\n")).toEqual([
      expect.stringContaining('pages may import only'),
    ]);
    expect(await errorsOf('src/hooks/violation.ts', "import { routes } from '@/app/routes';\nexport const r = routes;\n")).toEqual([
      expect.stringContaining('hooks may import only'),
    ]);
    expect(await errorsOf('src/pages/Fine.tsx', "import { island } from '@/app/alive/island';\nexport const i = island;\n")).toEqual([]);
    expect(await errorsOf('src/pages/Violation.tsx', "import { chunk } from '@/app/alive/chunk';\nexport const c = chunk;\n")).toEqual([
      expect.stringContaining('pages may import only'),
    ]);
  });
});

describe('cycle rule', () => {
  it('fails on an import circle', async () => {
    // app/routes.ts imports lib/links.ts: a links.ts that imported routes back would close a circle.
    const errors = await errorsOf('src/lib/links.ts', "import { routes } from '@/app/routes';\nexport const r = routes;\n");
    expect(errors).toContainEqual(expect.stringContaining('import-x/no-cycle'));
  });
});
