import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The built site (npm run build:site). */
export const dist = join(import.meta.dirname, '..', '..', 'dist');

/** Every prerendered page (index.html) under `dir`, as paths. */
export function pagesOf(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return pagesOf(path);
    return name === 'index.html' ? [path] : [];
  });
}
