import { TEXT_LANGS, type TextLang } from './langs';

/**
 * Language of parts inside a sentence (WCAG 3.1.2): a name in another language than the sentence
 * around it is written `[[en:National Examination and School Inspection Authority]]` in a catalogue
 * or a prose file, so that the page can give it its `lang` (a French voice reading an English name
 * mangles it). What a translator edits stays one plain string; only the marked words change voice.
 */
export interface LangPart {
  /** The words, as shown. */
  text: string;
  /** Their language, when marked; none for the sentence's own words. */
  lang?: TextLang;
}

const MARK = new RegExp(`\\[\\[(${TEXT_LANGS.join('|')}):([^\\]]+)\\]\\]`, 'g');

/** The text cut into its own words and its marked parts, in order (empty pieces left out). */
export function langParts(text: string): LangPart[] {
  const parts: LangPart[] = [];
  let at = 0;
  for (const match of text.matchAll(MARK)) {
    if (match.index > at) parts.push({ text: text.slice(at, match.index) });
    parts.push({ text: match[2]!, lang: match[1] as TextLang });
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}

/** The text as shown, marks removed: for places that take a plain string (a title, a live announcement). */
export function plainText(text: string): string {
  return text.replace(MARK, '$2');
}

/**
 * A name marked with its language when it has one of its own (`[[en:Tin]]`), else the name as it is:
 * for putting a name into a translated sentence that LangText then renders.
 */
export function markLang(text: string, lang: TextLang | undefined): string {
  return lang ? `[[${lang}:${text}]]` : text;
}
