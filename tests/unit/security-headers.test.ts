import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { compileInlineScripts, type InlineScripts } from '../../scripts/build/inline-scripts';
import { contentSecurityPolicy, headersFile, NGINX_HEADERS_FILE, nginxHeaders, securityHeaders, type SecurityOptions } from '../../scripts/build/security';

const nginx = readFileSync(new URL('../../deploy/nginx.conf', import.meta.url), 'utf8');
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
/** `add_header Name "value" always;` lines as name → value. */
const addHeaders = (conf: string) => Object.fromEntries([...conf.matchAll(/^\s*add_header (\S+) "([^"]*)" always;$/gm)].map((m) => [m[1], m[2]]));

let scripts: InlineScripts;
let options: SecurityOptions;
beforeAll(async () => {
  scripts = await compileInlineScripts();
  options = { inlineScripts: [scripts.langRedirect, scripts.boot] };
}, 60_000);

describe('the inline scripts', () => {
  it('are each one minified expression, compiled from src/boot/, that imports and exports nothing', () => {
    for (const script of [scripts.langRedirect, scripts.boot]) {
      expect(script).toMatch(/^\(function\(\)\{[\s\S]*\}\)\(\);$/);
      expect(script).not.toMatch(/\bimport\b|\bexport\b|sourceMappingURL|<\/script/);
      expect(script.split('\n')).toHaveLength(1);
    }
    // What each does, by the names it cannot minify away.
    expect(scripts.langRedirect).toContain('link[rel=alternate][hreflang]');
    expect(scripts.boot).toContain('__ubumenyiHydrated');
  });
});

describe('security headers', () => {
  it('allow exactly the two inline scripts, by the sha256 of their compiled text', () => {
    const scriptSrc = /script-src ([^;]*);/.exec(contentSecurityPolicy(options))?.[1];
    expect(scriptSrc).toBe(`'self' ${sha256(scripts.langRedirect)} ${sha256(scripts.boot)} 'wasm-unsafe-eval'`);
    expect(() => contentSecurityPolicy({ inlineScripts: [] })).toThrow(/no inline script/);
  });

  it('allow only what the site needs', () => {
    const csp = contentSecurityPolicy(options);
    expect(csp).toContain("default-src 'self'");
    // Never 'unsafe-inline'; 'wasm-unsafe-eval' is for the search index's WebAssembly (no JavaScript eval).
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).toContain('frame-src https://phet.colorado.edu');
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('add configured form hosts to frame-src, and leave frame-ancestors out of the meta version', () => {
    const configured = { ...options, frameOrigins: ['https://forms.example.org'] };
    const csp = contentSecurityPolicy({ ...configured, forMeta: true });
    expect(csp).toContain('frame-src https://forms.example.org https://phet.colorado.edu');
    expect(csp).not.toContain('frame-ancestors');
    expect(headersFile(configured)).toContain('https://forms.example.org');
    expect(nginxHeaders(configured)).toContain('https://forms.example.org');
  });

  it('are the same for nginx as in _headers', () => {
    const inHeadersFile = Object.fromEntries(
      headersFile(options)
        .split('\n/')[0]!
        .split('\n')
        .slice(1)
        .map((line) =>
          line
            .trim()
            .split(/: (.*)/)
            .slice(0, 2),
        ),
    );
    expect(addHeaders(nginxHeaders(options))).toEqual(securityHeaders(options));
    expect(inHeadersFile).toEqual(securityHeaders(options));
  });
});

describe('deploy/nginx.conf', () => {
  it('includes the headers the build writes, and types no header nor hash of its own', () => {
    expect(nginx).toMatch(new RegExp(`^\\s*include /srv/ubumenyi/dist/${NGINX_HEADERS_FILE.replace('.', '\\.')};$`, 'm'));
    expect(nginx).not.toContain('sha256-');
    // Caching is nginx's own (by path); every security header comes from the include.
    expect([...nginx.matchAll(/^\s*add_header (\S+)/gm)].map((m) => m[1])).toEqual(['Cache-Control']);
  });

  it("answers unknown paths under each language prefix with that language's 404 page", () => {
    for (const lang of ['fr', 'rw']) {
      expect(nginx).toMatch(new RegExp(`location /${lang}/ \\{[^}]*error_page 404 /${lang}/404\\.html;`));
    }
  });
});
