// `node --import tsx tests/support/nginx-server.ts [--port N]` (the e2e web server of
// `npm run test:nginx`): runs nginx in the foreground with deploy/nginx.conf, serving this
// checkout's dist/ (and the security headers the build wrote into it) on a loopback port, so that
// the e2e specs the server decides test the real production configuration. Port 4318 by default
// (E2E_PORT through playwright.config.ts).
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { NGINX_HEADERS_FILE } from '../../scripts/build/security';
import { dist, requireDist } from './static-server';

const args = process.argv.slice(2);
const port = Number(args.includes('--port') ? args[args.indexOf('--port') + 1] : 4318);
const root = resolve(import.meta.dirname, '..', '..');
requireDist();
const nginx = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
if (!nginx) {
  console.error('nginx is not installed (Debian: apt-get install nginx).');
  process.exit(1);
}
const work = `/tmp/ubumenyi-nginx-${port}`;
for (const dir of ['', 'body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(work, dir), { recursive: true });
chmodSync(work, 0o777);

// The deployed folder (its root, and the security headers the build wrote into it) is this dist/.
const site = readFileSync(join(root, 'deploy', 'nginx.conf'), 'utf8')
  .replace(/listen \[::\]:80;\n/, '')
  .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
  .replaceAll('/srv/ubumenyi/dist', dist);
if (!site.includes(`listen 127.0.0.1:${port}`) || !site.includes(`root ${dist};`) || !site.includes(`include ${join(dist, NGINX_HEADERS_FILE)};`)) {
  console.error(
    `deploy/nginx.conf no longer has the "listen 80;", "root /srv/ubumenyi/dist;" and "include /srv/ubumenyi/dist/${NGINX_HEADERS_FILE};" lines this script adapts.`,
  );
  process.exit(1);
}
if (!existsSync(join(dist, NGINX_HEADERS_FILE))) {
  console.error(`dist/ has no ${NGINX_HEADERS_FILE} (the build writes it): run npm run build:site.`);
  process.exit(1);
}
const conf = `
worker_processes 1;
daemon off;
user root;
pid ${work}/nginx.pid;
error_log ${work}/error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  types { application/manifest+json webmanifest; }
  access_log off;
  client_body_temp_path ${work}/body;
  proxy_temp_path ${work}/proxy;
  fastcgi_temp_path ${work}/fastcgi;
  uwsgi_temp_path ${work}/uwsgi;
  scgi_temp_path ${work}/scgi;
${site}
}
`;
writeFileSync(join(work, 'nginx.conf'), conf);
const check = spawnSync(nginx, ['-t', '-c', join(work, 'nginx.conf')], { encoding: 'utf8' });
if (check.status !== 0) {
  console.error(check.stderr);
  process.exit(1);
}
const child = spawn(nginx, ['-c', join(work, 'nginx.conf')], { stdio: 'inherit' });
console.log(`nginx serving dist on http://127.0.0.1:${port}/`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill('SIGQUIT'));
child.on('exit', (code) => process.exit(code ?? 0));
