import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ManifestChunk } from 'vite';
import { isStartupStage, pageModules, startupModules, STARTUP_STAGES } from '../../scripts/build/page-modules';
import { notFoundRoute, routes } from '../../src/app/routes';

const manifest = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_jsx-b.js'] },
  '_jsx-b.js': { file: 'assets/jsx-b.js' },
  'src/pages/PeriodicPage.tsx': {
    file: 'assets/PeriodicPage-c.js',
    imports: ['_jsx-b.js', 'index.html', '_Tabs-d.js', '_cn-e.js'],
    dynamicImports: ['src/pages/PeriodicDialogSection.tsx', 'src/components/PeriodicTable/index.ts'],
  },
  'src/pages/PeriodicDialogSection.tsx': { file: 'assets/PeriodicDialogSection-g.js', imports: ['_dist-f.js'] },
  'src/components/PeriodicTable/index.ts': { file: 'assets/PeriodicTable-h.js', imports: ['_dist-f.js', '_ShellModel-i.js'] },
  '_ShellModel-i.js': { file: 'assets/ShellModel-i.js' },
  '_Tabs-d.js': { file: 'assets/Tabs-d.js', imports: ['_dist-f.js', '_cn-e.js'] },
  '_cn-e.js': { file: 'assets/cn-e.js' },
  '_dist-f.js': { file: 'assets/dist-f.js' },
};

describe('the scripts a page preloads', () => {
  it('are its chunk first, then what it imports, once each, without the entry and what the page loads anyway', () => {
    expect(pageModules(manifest, 'src/pages/PeriodicPage.tsx', ['/assets/index-a.js', '/assets/jsx-b.js'])).toEqual([
      '/assets/PeriodicPage-c.js',
      '/assets/Tabs-d.js',
      '/assets/dist-f.js',
      '/assets/cn-e.js',
    ]);
  });

  it('never a part the page imports dynamically: a dialog loads on a tap, an island when reached', () => {
    expect(pageModules(manifest, 'src/pages/PeriodicPage.tsx', ['/assets/index-a.js'])).toEqual([
      '/assets/PeriodicPage-c.js',
      '/assets/jsx-b.js',
      '/assets/Tabs-d.js',
      '/assets/dist-f.js',
      '/assets/cn-e.js',
    ]);
  });

  it('fail the build for a page the manifest does not know', () => {
    expect(() => pageModules(manifest, 'src/pages/MissingPage.tsx', [])).toThrow(/not in the build manifest/);
  });

  it('are found for every row: each names the page module it imports', () => {
    const source = readFileSync(join(import.meta.dirname, '..', '..', 'src', 'app', 'routes.ts'), 'utf8');
    for (const row of [...routes, notFoundRoute]) {
      expect(source, row.id).toMatch(
        new RegExp(`page: '${row.page}',\\s*load: \\(\\) => import\\('@/pages/${row.page}'\\)|'${row.page}', \\(\\) => import\\('@/pages/${row.page}'\\)`),
      );
    }
  });
});

describe('the scripts every page preloads for start-up', () => {
  const built: Record<string, ManifestChunk> = {
    'index.html': {
      file: 'assets/index-a.js',
      isEntry: true,
      imports: ['_react-b.js'],
      dynamicImports: ['node_modules/react-dom/client.js', 'src/app/pwa.ts'],
    },
    'node_modules/react-dom/client.js': { file: 'assets/client-c.js', imports: ['index.html', '_react-b.js', '_react-dom-d.js'] },
    '_react-b.js': { file: 'assets/react-b.js' },
    '_react-dom-d.js': { file: 'assets/react-dom-d.js', imports: ['_react-b.js'] },
    'src/app/pwa.ts': { file: 'assets/pwa-e.js' },
  };

  it('are React DOM and what it imports, once each, without the entry and never the service worker code', () => {
    expect(startupModules(built)).toEqual(['/assets/client-c.js', '/assets/react-b.js', '/assets/react-dom-d.js']);
  });

  it('are found where node_modules is a link, and Vite names React DOM by its real path', () => {
    const linked = Object.fromEntries(
      Object.entries(built).map(([key, chunk]) => [
        key.replace(/^node_modules\//, '../../work/main/node_modules/'),
        { ...chunk, imports: chunk.imports?.map((k) => k.replace(/^node_modules\//, '../../work/main/node_modules/')) },
      ]),
    );
    expect(startupModules(linked)).toEqual(['/assets/client-c.js', '/assets/react-b.js', '/assets/react-dom-d.js']);
    expect(isStartupStage('../../work/main/node_modules/react-dom/client.js')).toBe(true);
    expect(isStartupStage('node_modules/react-dom/index.js')).toBe(false);
  });

  it('fail the build when a stage is missing from the manifest', () => {
    expect(() => startupModules({ 'index.html': built['index.html']! })).toThrow(/not in the build manifest/);
  });

  it('are each imported dynamically by the entry, so each runs in a task of its own', () => {
    const entry = readFileSync(join(import.meta.dirname, '..', '..', 'src', 'app', 'entry-client.tsx'), 'utf8');
    for (const stage of STARTUP_STAGES) {
      const specifier = stage.replace(/^node_modules\//, '').replace(/\.js$/, '');
      expect(entry).toContain(`await import('${specifier}')`);
      expect(entry).not.toMatch(new RegExp(`from '${specifier}'`));
    }
  });
});
