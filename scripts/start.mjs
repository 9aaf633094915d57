// `npm start`: builds when dist/ is missing or older than the sources, then serves dist/ with the
// same static server the e2e suite uses (scripts/serve.mjs: /books and /books/ → books/index.html,
// unknown paths → 404.html with status 404, precompressed .br/.gz, the headers of dist/_headers).
// PORT overrides the port (4173 by default).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { spawn, spawnSync } from 'node:child_process';

const root = resolve(import.meta.dirname, '..');
const built = join(root, 'dist', 'index.html');
const port = Number(process.env.PORT || 4173);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`PORT="${process.env.PORT}" is not a port number (1–65535).`);
  process.exit(1);
}

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

if (stale) {
  console.log(existsSync(built) ? 'Sources changed since the last build: building…' : 'No build yet: building…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) process.exit(result.status ?? 1);
} else {
  console.log('dist/ is up to date.');
}

const server = spawn(process.execPath, [join(root, 'scripts', 'serve.mjs'), '--port', String(port)], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
server.stdout.once('data', () => console.log(`\nUbumenyi is being served at http://127.0.0.1:${port}/  (Ctrl+C to stop)\n`));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
