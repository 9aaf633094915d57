// `npm start`: builds when dist/ is missing or older than the sources, then serves dist/ with the
// static server the e2e suite uses (tests/support/static-server.ts: /books and /books/ →
// books/index.html, unknown paths → the 404 page of their language with status 404, precompressed
// .br/.gz, the headers of dist/_headers). PORT overrides the port (4173 by default).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';
import { portFor } from '../../tests/support/ports';
import { dist, serveStatic } from '../../tests/support/static-server';

const root = resolve(import.meta.dirname, '..', '..');
const built = join(dist, 'index.html');
let port: number;
try {
  port = portFor('start');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let time = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'generated' || entry.startsWith('.')) continue;
    time = Math.max(time, newest(join(path, entry)));
  }
  return time;
}

const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json', 'scripts'].map((p) => newest(join(root, p)));
const stale = !existsSync(built) || Math.max(...sources) > statSync(built).mtimeMs;

if (stale) {
  console.log(existsSync(built) ? 'Sources changed since the last build: building…' : 'No build yet: building…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) process.exit(result.status ?? 1);
} else {
  console.log('dist/ is up to date.');
}

serveStatic({ root: dist, port }).then(
  ({ origin }) => console.log(`\nUbumenyi is being served at ${origin}/  (Ctrl+C to stop)\n`),
  (error: NodeJS.ErrnoException) => {
    console.error(error.code === 'EADDRINUSE' ? `Port ${port} is already in use: set PORT to another one (PORT=4174 npm start).` : error.message);
    process.exit(1);
  },
);
