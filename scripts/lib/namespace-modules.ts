import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isNamespace, type Namespace } from '../../src/i18n/define';
import { ROOT } from './download-files';
import { writeLangModules } from './lang-modules';

/** Every namespace declared in src/i18n/strings/ but the common one (which loads per language from src/i18n/locales/). */
async function pageNamespaces(root = ROOT): Promise<Namespace[]> {
  const dir = join(root, 'src', 'i18n', 'strings');
  const out: Namespace[] = [];
  for (const file of (await readdir(dir)).filter((name) => name.endsWith('.ts')).sort()) {
    const module = (await import(pathToFileURL(join(dir, file)).href)) as Record<string, unknown>;
    out.push(...Object.values(module).filter(isNamespace).filter((namespace) => namespace.ns !== 'common'));
  }
  return out;
}

/**
 * src/content/generated/i18n/: each namespace's strings per language (`papers.fr.json`), the chunks
 * the handles in src/i18n/namespaces/ load. Returns how many were written.
 */
export async function writeNamespaceModules(root = ROOT): Promise<number> {
  const namespaces = await pageNamespaces(root);
  return writeLangModules(
    join(root, 'src', 'content', 'generated', 'i18n'),
    namespaces.map((namespace) => [namespace.ns, (lang) => namespace.resources[lang]] as const),
  );
}
