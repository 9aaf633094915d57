import type { ElementText } from './schema';
import { elements } from './elements';
import en from './generated/text/elements.en.json' with { type: 'json' };
import fr from './generated/text/elements.fr.json' with { type: 'json' };
import rw from './generated/text/elements.rw.json' with { type: 'json' };
import { langParts } from '@/lib/lang-parts';
import type { Lang } from '@/lib/langs';

/**
 * The elements' names, descriptions and uses in every language, by atomic number: for the build
 * scripts (element pages, the search index, the loader's per-language modules), the tests and the
 * stories, never for a page (a page loads one language's texts: ./element-texts-loader.ts).
 *
 * Translators write them in src/locales/<lang>/content/elements.po(t), one message per element and
 * field, keyed by the element's symbol in lower case, the one of its page's address (`fe.name`,
 * `fe.description`, `fe.uses` for /periodic/fe): it names one element for good, in every language,
 * where an English name would have spelling variants (aluminium, caesium, sulfur). `npm run
 * i18n:compile` writes them to src/content/generated/text/elements.<lang>.json.
 */

/** One language's texts as compiled from its catalogue: by lower-case symbol, the uses one per line. */
type CompiledElementTexts = Record<string, { name: string; description: string; uses: string }>;

/**
 * The texts of one language by atomic number, as the site reads them: a name written with its
 * language (`[[en:Tin]]`, kept in English for want of a Kinyarwanda one) becomes the name and its
 * `nameLang`, and the uses, one per line in the catalogue, a list.
 */
function elementTextsOf(compiled: CompiledElementTexts): Record<number, ElementText> {
  return Object.fromEntries(
    elements.map((element) => {
      const text = compiled[element.symbol.toLowerCase()];
      if (!text) throw new Error(`No text for ${element.name} (${element.symbol.toLowerCase()}) in content/elements`);
      const [part, ...rest] = langParts(text.name);
      const name = part && part.lang && rest.length === 0 ? { name: part.text, nameLang: part.lang } : { name: text.name };
      return [element.number, { ...name, description: text.description, uses: text.uses.split('\n') }];
    }),
  );
}

export const elementTexts: Record<Lang, Record<number, ElementText>> = { en: elementTextsOf(en), fr: elementTextsOf(fr), rw: elementTextsOf(rw) };
