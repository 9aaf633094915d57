// The two inline scripts of every page, compiled from their TypeScript in src/boot/ to the minified
// text that the prerender step writes into each page's <script> and allows in the CSP by its hash
// (./security.ts): the language redirect in <head> and the bootstrap at the end of <body>. Each file
// default-exports the function the page runs; Vite bundles it on its own (src/boot/ imports
// nothing of ours: eslint.layers.js) into one expression that calls it.
import { join, resolve } from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';

const root = resolve(import.meta.dirname, '..', '..');

/** The inline scripts, in the order a page carries them. */
const INLINE_SCRIPTS = {
  langRedirect: join(root, 'src', 'boot', 'lang-redirect.ts'),
  boot: join(root, 'src', 'boot', 'boot.ts'),
} as const;

export type InlineScripts = Record<keyof typeof INLINE_SCRIPTS, string>;

/**
 * Old phones run these before anything else, and the redirect must work even where the site's
 * modules (ES2022) cannot: the syntax is lowered to ES2015 (what every browser with
 * `URLSearchParams` and `NodeList.forEach`, which the scripts use, understands).
 */
const TARGET = 'es2015';

const ENTRY = '\0inline-script';

/** The entry that runs the file's default export: the script is that call, nothing more. */
function callDefault(file: string): Plugin {
  return {
    name: 'ubumenyi:inline-script-entry',
    resolveId: (id) => (id === ENTRY ? id : undefined),
    load: (id) => (id === ENTRY ? `import run from ${JSON.stringify(file)};\nrun();\n` : undefined),
  };
}

/** One inline script: its source file compiled, bundled and minified to one line. */
async function compileInlineScript(file: string): Promise<string> {
  const result = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [callDefault(file)],
    build: {
      write: false,
      target: TARGET,
      minify: true,
      modulePreload: false,
      copyPublicDir: false,
      rolldownOptions: {
        input: ENTRY,
        output: { format: 'iife' },
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap((output) => output.output).filter((item) => item.type === 'chunk');
  if (chunks.length !== 1 || !chunks[0]) throw new Error(`${file}: compiled to ${chunks.length} chunks, not one (an inline script imports nothing)`);
  const code = chunks[0].code.trim();
  if (code.includes('</script')) throw new Error(`${file}: the compiled script contains "</script", which would end the inline <script>`);
  return code;
}

/** Both inline scripts, compiled. */
export async function compileInlineScripts(): Promise<InlineScripts> {
  const [langRedirect, boot] = await Promise.all([compileInlineScript(INLINE_SCRIPTS.langRedirect), compileInlineScript(INLINE_SCRIPTS.boot)]);
  return { langRedirect, boot };
}
