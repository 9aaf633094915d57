// The site's security headers, in one place. The prerender step puts the CSP in a <meta> of every
// page (works on any host) and writes every header to dist/_headers (hosts that read it) and to
// dist/nginx-headers.conf, which deploy/nginx.conf includes. The CSP allows the two inline scripts
// by the hashes of their compiled text (./inline-scripts.ts), so no hash is ever typed by hand.
import { createHash } from 'node:crypto';

const PHET_ORIGIN = 'https://phet.colorado.edu';

/** The file the build writes beside the site for nginx (deploy/nginx.conf includes it). */
export const NGINX_HEADERS_FILE = 'nginx-headers.conf';

export interface SecurityOptions {
  /** The text of every inline `<script>` the pages carry, exactly as written in them. */
  inlineScripts: readonly string[];
  /** Origins of the embedded forms (VITE_FEEDBACK_FORM_URL, VITE_JOIN_FORM_URL), besides PhET's. */
  frameOrigins?: readonly string[];
}

/** The CSP source that allows exactly this inline script's text. */
function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}

/**
 * Content-Security-Policy: only what the site needs. Scripts come only from our origin, plus the
 * inline scripts allowed by their hashes: the one that sends a visitor to their language before the
 * page paints (src/boot/lang-redirect.ts), and the bootstrap that starts hydration after the first
 * paint (src/boot/boot.ts); and WebAssembly compilation for the search index. Styles: our
 * stylesheet, plus inline style attributes and elements, which Radix uses to position popovers and
 * lock page scroll while a dialog is open (CSS cannot run script). Frames: PhET simulations and the
 * configured form hosts only.
 */
export function contentSecurityPolicy({ inlineScripts, frameOrigins = [], forMeta = false }: SecurityOptions & { forMeta?: boolean }): string {
  if (inlineScripts.length === 0) throw new Error('no inline script to allow: the pages carry two');
  const frames = [...new Set([PHET_ORIGIN, ...frameOrigins])].sort();
  const directives = [
    "default-src 'self'",
    // 'wasm-unsafe-eval' lets the site search (Pagefind, /pagefind/) compile its WebAssembly; it allows
    // no eval() of JavaScript, and 'unsafe-inline'/'unsafe-eval' stay forbidden.
    `script-src 'self' ${inlineScripts.map(scriptHash).join(' ')} 'wasm-unsafe-eval'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    `frame-src ${frames.join(' ')}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ];
  // frame-ancestors is ignored (and warned about) in a <meta>: it goes in the header only.
  if (!forMeta) directives.push("frame-ancestors 'none'");
  return directives.join('; ');
}

/** Every security header, for _headers and nginx. */
export function securityHeaders(options: SecurityOptions): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'X-Frame-Options': 'DENY',
  };
}

/** dist/_headers (Netlify, Cloudflare Pages and similar hosts). */
export function headersFile(options: SecurityOptions): string {
  const headers = securityHeaders(options);
  const lines = ['/*', ...Object.entries(headers).map(([k, v]) => `  ${k}: ${v}`), ''];
  lines.push('/assets/*', '  Cache-Control: public, max-age=31536000, immutable', '');
  lines.push('/*.html', '  Cache-Control: no-cache', '');
  lines.push('/sw.js', '  Cache-Control: no-cache', '');
  return lines.join('\n');
}

/**
 * dist/nginx-headers.conf: the security headers as nginx directives, for deploy/nginx.conf's
 * `server {}` block to include. Caching stays in nginx.conf (it depends on the path, by a map).
 */
export function nginxHeaders(options: SecurityOptions): string {
  const lines = [`# Written by the build (scripts/build/security.ts) for deploy/nginx.conf to include: do not edit.`];
  for (const [name, value] of Object.entries(securityHeaders(options))) {
    if (/["\\\n]/.test(value)) throw new Error(`${name}: a value nginx cannot quote as it is: ${value}`);
    lines.push(`add_header ${name} "${value}" always;`);
  }
  return `${lines.join('\n')}\n`;
}
