// The site's security headers, in one place: the prerender step puts the CSP in a <meta> of
// every page (works on any host) and writes dist/_headers (hosts that read it); deploy/nginx.conf
// carries the same values (tests/unit/security-headers.test.ts keeps them equal).

import { LANG_REDIRECT_HASH } from '../lang-redirect.mjs';
import { BOOT_HASH } from '../boot-script.mjs';

const PHET_ORIGIN = 'https://phet.colorado.edu';

/**
 * Content-Security-Policy: only what the site needs. Scripts come only from our origin, plus two
 * inline scripts allowed by their hashes: the one that sends a visitor to their language before the
 * page paints (scripts/lang-redirect.mjs), and the bootstrap that starts hydration after the first
 * paint (scripts/boot-script.mjs); and WebAssembly compilation for the search index. Styles: our stylesheet, plus inline style attributes and elements, which
 * Radix uses to position popovers and lock page scroll while a dialog is open (CSS cannot run script).
 * Frames: PhET simulations and the configured form hosts only.
 * @param {{ frameOrigins?: string[], forMeta?: boolean }} options
 */
export function contentSecurityPolicy({ frameOrigins = [], forMeta = false } = {}) {
  const frames = [...new Set([PHET_ORIGIN, ...frameOrigins])].sort();
  const directives = [
    "default-src 'self'",
    // 'wasm-unsafe-eval' lets the site search (Pagefind, /pagefind/) compile its WebAssembly; it allows
    // no eval() of JavaScript, and 'unsafe-inline'/'unsafe-eval' stay forbidden.
    `script-src 'self' ${LANG_REDIRECT_HASH} ${BOOT_HASH} 'wasm-unsafe-eval'`,
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
export function securityHeaders(options = {}) {
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
export function headersFile(options = {}) {
  const headers = securityHeaders(options);
  const lines = ['/*', ...Object.entries(headers).map(([k, v]) => `  ${k}: ${v}`), ''];
  lines.push('/assets/*', '  Cache-Control: public, max-age=31536000, immutable', '');
  lines.push('/*.html', '  Cache-Control: no-cache', '');
  lines.push('/sw.js', '  Cache-Control: no-cache', '');
  return lines.join('\n');
}
