import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Makes `vite preview` behave like a static host: a path with no file answers dist/404.html
 * with status 404 (Vite's MPA mode alone answers an empty 404).
 */
export function notFoundPage(): Plugin {
  return {
    name: 'ubumenyi:not-found-page',
    configurePreviewServer(server) {
      return () => {
        server.middlewares.use((req, res, next) => {
          const file = join(server.config.build.outDir, '404.html');
          if (req.method !== 'GET' && req.method !== 'HEAD') return next();
          if (!existsSync(file)) return next();
          res.statusCode = 404;
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.end(readFileSync(file));
        });
      };
    },
  };
}
