import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error — a plain .mjs build script without type declarations
import { contentSecurityPolicy, headersFile, securityHeaders } from '../../scripts/build/security.mjs';
// @ts-expect-error — a plain .mjs build script without type declarations
import { LANG_REDIRECT_HASH, LANG_REDIRECT_SCRIPT } from '../../scripts/lang-redirect.mjs';
// @ts-expect-error — a plain .mjs build script without type declarations
import { BOOT_HASH, BOOT_SCRIPT } from '../../scripts/boot-script.mjs';
import { createHash } from 'node:crypto';

const nginx = readFileSync(new URL('../../deploy/nginx.conf', import.meta.url), 'utf8');
const header = (name: string) => new RegExp(`add_header ${name} "([^"]*)" always;`).exec(nginx)?.[1];

describe('security headers', () => {
  it('nginx sends exactly the headers the build writes to _headers', () => {
    const headers = securityHeaders() as Record<string, string>;
    for (const [name, value] of Object.entries(headers)) expect(header(name), name).toBe(value);
  });

  it('allows only what the site needs', () => {
    const csp = contentSecurityPolicy() as string;
    expect(csp).toContain("default-src 'self'");
    // Our scripts, and the two inline scripts (the language redirect, the hydration bootstrap), by their
    // hashes: never 'unsafe-inline'; plus 'wasm-unsafe-eval' for the search index's WebAssembly (no JavaScript eval).
    expect(csp).toContain(`script-src 'self' ${LANG_REDIRECT_HASH} ${BOOT_HASH} 'wasm-unsafe-eval';`);
    expect(LANG_REDIRECT_HASH).toBe(`'sha256-${createHash('sha256').update(LANG_REDIRECT_SCRIPT as string).digest('base64')}'`);
    expect(BOOT_HASH).toBe(`'sha256-${createHash('sha256').update(BOOT_SCRIPT as string).digest('base64')}'`);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).toContain('frame-src https://phet.colorado.edu');
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("form-action 'self'");
  });

  it('adds configured form hosts to frame-src, and leaves frame-ancestors out of the meta version', () => {
    const csp = contentSecurityPolicy({ frameOrigins: ['https://forms.example.org'], forMeta: true }) as string;
    expect(csp).toContain('frame-src https://forms.example.org https://phet.colorado.edu');
    expect(csp).not.toContain('frame-ancestors');
    expect(headersFile({ frameOrigins: ['https://forms.example.org'] })).toContain('https://forms.example.org');
  });

  it('nginx answers unknown paths under each language prefix with that language\'s 404 page', () => {
    for (const lang of ['fr', 'rw']) {
      expect(nginx).toMatch(new RegExp(`location /${lang}/ \\{[^}]*error_page 404 /${lang}/404\\.html;`));
    }
  });
});
