import { langParts } from './lang-parts';

/**
 * French typography as a reader sees it (issue 45): a no-break space (U+00A0, or the narrow U+202F)
 * before : ; ? ! and inside « », one apostrophe (’), and elision (d’Aline, l’élément). Checked on
 * every French string and content (tests/unit/french-text.test.ts) and on every prerendered French
 * page's text (tests/e2e/french-typography.spec.ts). Pure: text in, findings out.
 *
 * `{{placeholders}}` count as words: "de {{name}}" is a finding (the name may start with a vowel,
 * and the sentence cannot elide for it: write it so that it need not), unless the placeholder is a
 * number, a date or a time ("de {{from}} à {{to}}"), which never elides.
 */

/** A no-break space as French wants it before : ; ? ! and inside « ». */
const NO_BREAK = /[\u00a0\u202f]/;
const SPACE = /\s/;

/** Placeholders that always stand for a number, a date or a time: "de {{from}}", "le {{date}}" need no elision. */
const NUMERIC_PLACEHOLDERS = new Set([
  'n',
  'count',
  'number',
  'total',
  'from',
  'to',
  'opens',
  'closes',
  'date',
  'year',
  'size',
  'done',
  'min',
  'max',
  'page',
  'current',
  'percent',
  'weeks',
  'days',
  'time',
  'electrons',
  'shells',
]);

/**
 * Words starting with a vowel or a mute h that nevertheless take no elision: aspirate h (le héros,
 * la hauteur, le haut, le hockey), numbers (le un, le huit, le onze), and oui, yoga-like y words.
 * Lower case, compared with the word's lower case.
 */
const NO_ELISION = new Set([
  'hache',
  'haie',
  'haine',
  'hall',
  'halte',
  'hamac',
  'hameau',
  'hamster',
  'hanche',
  'handicap',
  'hangar',
  'hareng',
  'haricot',
  'harpe',
  'hasard',
  'hassium',
  'hâte',
  'hausse',
  'haut',
  'haute',
  'hauteur',
  'hauteurs',
  'hachage',
  'hacher',
  'hafnium',
  'hesse',
  'héros',
  'hibou',
  'hiérarchie',
  'hockey',
  'homard',
  'honte',
  'hors',
  'hublot',
  'huit',
  'huitième',
  'hurler',
  'hyène',
  'hackathon',
  'hacker',
  'hardware',
  'hashtag',
  'hip-hop',
  // English names kept in French sentences, read with an English h: le Higher Education Council, de Hugging Face.
  'higher',
  'hugging',
  'un',
  'onze',
  'onzième',
  'oui',
  'ouistiti',
]);

/** Family names after the particle "de", which keeps its e: George de Hevesy, Antonio de Ulloa. */
const PARTICLE_NAMES = new Set(['Hevesy', 'Ulloa']);

/** The short words French elides before a vowel: d’, l’, qu’, n’, j’ (and m’, t’, s’); the next word is looked at, not taken, so that it can be an article too (de le élément). */
const ELIDING = /(?<![\p{L}\p{M}\p{N}’'_-])(de|le|la|que|ne|je|me|te|se)\s+(?=(\{\{\s*(\w+)\s*\}\}|[\p{L}\p{M}][\p{L}\p{M}-]*))/giu;

const VOWEL_START = /^[aeiouàâäéèêëîïôöùûüœæh]/i;

/** Whether `word` (as written) starts with a vowel sound French elides before. */
function needsElision(word: string): boolean {
  const lower = word.toLowerCase();
  // A compound goes by its first word: le hors-ligne, le haut-parleur.
  if (NO_ELISION.has(lower) || NO_ELISION.has(lower.split('-')[0]!)) return false;
  // An acronym starting with H (HTML, HTTP) is read letter by letter and written without elision.
  if (/^H[A-Z0-9]/.test(word)) return false;
  // Y is a consonant (le yoga), except in y, yeux and the elements yttrium and ytterbium.
  if (/^(y|yeux|yttrium|ytterbium)$/.test(lower)) return true;
  return VOWEL_START.test(lower);
}

/** Whether the colon at `at` belongs to something that is not a French sentence's colon. */
function colonExempt(text: string, at: number): boolean {
  const before = text[at - 1] ?? '';
  const after = text[at + 1] ?? '';
  // A URL's scheme (https://) and a path's or code's double colon (std::, ::before).
  if (after === '/' || after === ':' || before === ':') return true;
  // Times, ratios and scores written with a colon: 10:30, 1:2.
  if (/\d/.test(before) && /\d/.test(after)) return true;
  // Code and addresses, a colon between two words with no space: node:test, mailto:x, tel:+250.
  if (/[\p{L}\d]/u.test(before) && /[\p{L}\d+]/u.test(after)) return true;
  return false;
}

/** Whether `text[at]` sits in a URL (scheme or www.), where ? and : and ! are part of the address. */
function inUrl(text: string, at: number): boolean {
  const start = text.lastIndexOf(' ', at) + 1;
  const word = text.slice(start, at + 1);
  return /^(\(|«\s?)?(https?:\/\/|www\.|\/)/.test(word);
}

/** An emoticon: :) ;) :-( :D ;-P */
function isEmoticon(text: string, at: number): boolean {
  return /^[:;]-?[()DPp](?![\p{L}])/u.test(text.slice(at, at + 3));
}

/** Every French typography fault in `text` (marks of language of parts already removed), described. */
export function frenchTypographyFindings(text: string): string[] {
  const findings: string[] = [];
  const near = (at: number) => `“…${text.slice(Math.max(0, at - 18), at + 12).replace(/\s+/g, (s) => (NO_BREAK.test(s) ? '⍽' : ' '))}…”`;

  for (let at = 0; at < text.length; at++) {
    const char = text[at]!;
    if (char === "'") findings.push(`straight apostrophe (write ’) in ${near(at)}`);
    if (':;?!'.includes(char)) {
      if (at === 0) continue;
      const before = text[at - 1]!;
      if (NO_BREAK.test(before)) continue;
      // "?!", "!!": the space goes before the first mark only.
      if ('?!'.includes(char) && '?!'.includes(before)) continue;
      if (char === ':' && colonExempt(text, at)) continue;
      if (isEmoticon(text, at) || inUrl(text, at)) continue;
      if (SPACE.test(before)) findings.push(`plain space before “${char}” (write a no-break space) in ${near(at)}`);
      else findings.push(`no space before “${char}” (write a no-break space) in ${near(at)}`);
    }
    if (char === '«' && at + 1 < text.length && !NO_BREAK.test(text[at + 1]!)) {
      findings.push(`no no-break space after “«” in ${near(at)}`);
    }
    if (char === '»' && at > 0 && !NO_BREAK.test(text[at - 1]!)) {
      findings.push(`no no-break space before “»” in ${near(at)}`);
    }
  }

  for (const match of text.matchAll(ELIDING)) {
    const [, article, next, placeholder] = match;
    if (placeholder !== undefined) {
      if (!NUMERIC_PLACEHOLDERS.has(placeholder)) {
        findings.push(`“${article} ${next}” cannot elide before a word it does not know (write the sentence so that it need not) in ${near(match.index)}`);
      }
      continue;
    }
    if (article!.toLowerCase() === 'de' && PARTICLE_NAMES.has(next!)) continue;
    if (needsElision(next!)) findings.push(`missing elision “${article} ${next}” (write ${article!.slice(0, -1)}’${next}) in ${near(match.index)}`);
  }
  return findings;
}

/**
 * A template seam in a catalogue string: a label and a value assembled with a colon at the end
 * ("Tout sur\u00a0: {{name}}", "Pages\u00a0: {{collection}}"), where the sentence should be whole. Only for
 * strings with placeholders (the page's text cannot show where a value was put).
 */
export function templateSeamFindings(template: string): string[] {
  const seam = /^([^{}]*?)[\s\u00a0\u202f]*:[\s\u00a0\u202f]*\{\{\s*\w+\s*\}\}\.?$/.exec(template);
  return seam ? [`template seam “${template}”: a label and a value joined by a colon; write the sentence whole`] : [];
}

/**
 * `text` with its marks of language of parts removed (src/lib/lang-parts.ts), for the check: the
 * French words as shown, and each part in another language kept as a word (so that "de
 * [[en:Isaac Newton]]" still needs its elision) without the punctuation of its own language.
 */
export function frenchWordsOf(text: string): string {
  return langParts(text)
    .map((part) => (!part.lang || part.lang === 'fr' ? part.text : part.text.replace(/'/g, '’').replace(/[:;?!«»]/g, '')))
    .join('');
}
