// `npm start`: builds when dist/ is missing or older than the sources, then serves dist/
// with Vite's preview server on http://127.0.0.1:4173/ (404.html for unknown paths).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';

const root = resolve(import.meta.dirname, '..');
const built = join(root, 'dist', 'index.html');

function newest(path) {
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

const run = (args) => {
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (stale) {
  console.log(existsSync(built) ? 'Sources changed since the last build: building…' : 'No build yet: building…');
  run(['run', 'build']);
} else {
  console.log('dist/ is up to date.');
}
console.log('\nUbumenyi is being served at http://127.0.0.1:4173/  (Ctrl+C to stop)\n');
run(['exec', '--', 'vite', 'preview', '--host', '127.0.0.1', '--port', '4173', '--strictPort']);
