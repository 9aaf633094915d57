import { createReadStream, existsSync, statSync } from 'node:fs';
import { cp, readdir, rm } from 'node:fs/promises';
import { join, normalize, resolve, sep } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

/**
 * Serves the sample PDFs that scripts/build/content-generate.ts writes to public/generated/<path> at
 * /<path> (so /books/x.pdf works before a real file exists), in dev and in the build:
 * - dev / Storybook: a middleware answers /<path>.pdf from public/generated/ when public/<path> is absent;
 * - build: the copy Vite makes in <outDir>/generated/ is moved to <outDir>/<path> (never over a real file).
 */
export function generatedFiles(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'ubumenyi:generated-files',
    configResolved(resolved) {
      config = resolved;
    },
    configureServer(server) {
      const publicDir = server.config.publicDir;
      if (!publicDir) return;
      const generatedDir = join(publicDir, 'generated');
      server.middlewares.use((req, res, next) => {
        if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url) return next();
        let pathname: string;
        try {
          pathname = decodeURIComponent(new URL(req.url, 'http://localhost').pathname);
        } catch {
          return next();
        }
        if (!pathname.endsWith('.pdf')) return next();
        const relativePath = normalize(pathname).replace(/^[/\\]+/, '');
        if (relativePath.startsWith('..') || relativePath.startsWith('generated' + sep)) return next();
        if (existsSync(join(publicDir, relativePath))) return next();
        const file = join(generatedDir, relativePath);
        if (!file.startsWith(generatedDir + sep) || !existsSync(file)) return next();
        res.statusCode = 200;
        res.setHeader('Content-Type', 'application/pdf');
        res.setHeader('Content-Length', String(statSync(file).size));
        if (req.method === 'HEAD') return res.end();
        createReadStream(file).pipe(res);
      });
    },
    async writeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      const copied = join(outDir, 'generated');
      if (!existsSync(copied)) return;
      for (const entry of await readdir(copied, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile()) continue;
        const from = join(entry.parentPath, entry.name);
        const to = join(outDir, from.slice(copied.length + 1));
        if (!existsSync(to)) await cp(from, to);
      }
      await rm(copied, { recursive: true, force: true });
    },
  };
}
