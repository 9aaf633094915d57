import { langParts } from './lang-parts';

// A letter, a combining mark or a digit continues a word; anything else (a space, a hyphen, an
// apostrophe: "n’amapaji" is "n’" + "amapaji") ends it.
const WORD_CHAR = '[\\p{L}\\p{M}\\p{N}]';

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// A curly apostrophe and a straight one are the same letter to a reader: "n’udushya" is "n'udushya".
const straighten = (text: string) => text.replace(/[’ʼ]/g, "'");

/** A pattern that finds `word` (or a phrase) as a whole word, whatever its case and its apostrophes. */
export function wholeWord(word: string): RegExp {
  return new RegExp(`(?<!${WORD_CHAR})${escape(straighten(word)).replace(/'/g, "['’ʼ]")}(?!${WORD_CHAR})`, 'giu');
}

/** The text's own words, its marked parts (another language's) left out. */
function ownWords(text: string): string {
  return langParts(text)
    .filter((part) => !part.lang)
    .map((part) => part.text)
    .join(' ¦ ');
}

/** Like wholeWord, for an allowed phrase whose words may each be marked with a language in the text. */
function allowedPhrase(phrase: string): RegExp {
  const words = phrase.split(/\s+/).map((word) => `(?:\\[\\[[a-z]{2}:)?${escape(straighten(word)).replace(/'/g, "['’ʼ]")}(?:\\]\\])?`);
  return new RegExp(`(?<!${WORD_CHAR})${words.join('\\s+')}(?!${WORD_CHAR})`, 'giu');
}

/** A retired variant and the words it lives under in a glossary. */
export interface Retired {
  word: string;
  /** The term that replaces it. */
  term: string;
  /** Exact phrases where it is right after all. */
  allow?: readonly string[];
}

/**
 * The retired variants a string uses, in the order they come: its own words only (names marked
 * `[[en:…]]` are in another language), with the allowed phrases taken out first.
 */
export function retiredIn(text: string, retired: readonly Retired[]): { word: string; term: string; found: string }[] {
  const hits: { word: string; term: string; found: string; at: number }[] = [];
  for (const { word, term, allow = [] } of retired) {
    // Allowed phrases come out first, their words marked or not ("gukurura [[en:images]]").
    const allowed = allow.reduce((rest, phrase) => rest.replace(allowedPhrase(phrase), ' ¦ '), text);
    const checked = ownWords(allowed);
    for (const match of checked.matchAll(wholeWord(word))) hits.push({ word, term, found: match[0], at: match.index });
  }
  return hits.sort((a, b) => a.at - b.at).map(({ word, term, found }) => ({ word, term, found }));
}

/** The double quotation marks a language does not use (its own pair left out). */
const DOUBLE_QUOTES = ['"', '“', '”', '„', '«', '»', '‹', '›'];

/** The quotation marks in `text` other than the language's own pair, in order. */
export function foreignQuotes(text: string, own: readonly [string, string]): string[] {
  return [...text].filter((char) => DOUBLE_QUOTES.includes(char) && !own.includes(char));
}
