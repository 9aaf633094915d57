/**
 * Words as the site search compares them, the same way when the index is built
 * (scripts/build/search-index.ts) and when a learner's query is read (./site-search.ts):
 * - a query's words, with the little words of each language dropped ("livre de physique" → livre,
 *   physique) and what comes before an apostrophe set aside ("by'imibare" → imibare, "l'acide" → acide,
 *   "ohm's" → ohm), also when a Kinyarwanda connective is typed without it, apart ("by imibare") or
 *   joined ("byimibare");
 * - a word's key: lower-case, accents off, plural and noun-class prefixes off, so that a learner's
 *   singular finds our plural (igitabo / ibitabo, isomo / amasomo, umunyeshuri / abanyeshuri,
 *   livre / livres, fraction / fractions).
 * - whether a result's word answers a query word: the same key, a word being typed, or (only for a word
 *   the site does not have) a slip of one or two letters.
 */
import type { Lang } from './langs';
import { normalizeText as fold } from './search';

/** Words too common to say what a learner looks for. Never the subject, class or type words. */
const STOP_WORDS: Record<Lang, ReadonlySet<string>> = {
  en: new Set([
    'a',
    'an',
    'the',
    'of',
    'for',
    'and',
    'in',
    'on',
    'to',
    'with',
    'about',
    'at',
    'by',
    'is',
    'are',
    'my',
    'i',
    'me',
    'how',
    'what',
    'do',
    'does',
    'from',
  ]),
  // With the elided articles and pronouns typed apart from their word ("l acide", "d anglais").
  fr: new Set([
    'de',
    'du',
    'des',
    'la',
    'le',
    'les',
    'un',
    'une',
    'et',
    'en',
    'pour',
    'sur',
    'au',
    'aux',
    'à',
    'a',
    'dans',
    'par',
    'avec',
    'mon',
    'ma',
    'mes',
    'sans',
    'est',
    'ou',
    'qui',
    'que',
    'l',
    'd',
    'j',
    'qu',
    'n',
    's',
    't',
    'm',
    'c',
  ]),
  // With the connectives' elided forms typed apart from their noun ("by imibare", "y ibinyabutabire").
  rw: new Set([
    'na',
    'ya',
    'ye',
    'yo',
    'bya',
    'cya',
    'rya',
    'rwa',
    'twa',
    'bwa',
    'kwa',
    'za',
    'zo',
    'wa',
    'ba',
    'ka',
    'ku',
    'mu',
    'kuri',
    'ni',
    'no',
    'kandi',
    'cyangwa',
    'nka',
    'iki',
    'ibi',
    'uko',
    'ngo',
    'by',
    'cy',
    'ry',
    'rw',
    'tw',
    'bw',
    'kw',
    'mw',
    'y',
    'z',
    'w',
    'n',
    'b',
    'k',
    'h',
    'nk',
  ]),
};

/**
 * Kinyarwanda's connectives as they elide before a noun's vowel, which phones often join to the noun
 * ("by'imibare" typed "byimibare", "y'isumbuye" "yisumbuye"): the possessive "of" of the noun classes
 * (by' bya, cy' cya, ry' rya, rw' rwa, tw' twa, bw' bwa, kw' kwa, y' ya, z' za, w' wa), "and" (n' na)
 * and "in" (mw' mu), longest first. b', k' and h' (ba, ka, ha) are left out of the joined forms: a word
 * that begins with them and a vowel is too often a word of its own.
 */
const RW_JOINED = ['by', 'cy', 'ry', 'rw', 'tw', 'bw', 'kw', 'mw', 'y', 'z', 'w', 'n'] as const;

/**
 * A Kinyarwanda word without the connective joined to its front ("byimibare" → "imibare", "nuburere"
 * → "uburere", "yisumbuye" → "isumbuye"), when what follows is plainly a noun: it begins with a noun's
 * first vowel (i, u, a), and has a noun-class prefix ({@link rwStem}), except that after a
 * two-letter connective a noun in i- or u- is enough ("bwisi" → "isi"). Other words are kept whole:
 * "zahabu", "kaminuza", "cyane", "byahise", "Rwanda". The index reads its texts the same way, so both
 * sides agree on what a word is.
 */
export function rwUnjoin(word: string): string {
  for (const connective of RW_JOINED) {
    if (!word.startsWith(connective)) continue;
    const rest = word.slice(connective.length);
    if (!/^[iua]/.test(rest) || rest.length < 3) continue;
    if ((connective.length === 2 && /^[iu]/.test(rest)) || rwStem(rest) !== fold(rest).replace(/l/g, 'r')) return rest;
  }
  return word;
}

/** Letters and digits, with the apostrophes inside a word ("by'imibare", "l’acide", "ohm's"). */
const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;

/** A hyphenated name ("A-Level", "O-level"): its parts are words even when little ones. */
const COMPOUND = /[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+/gu;

/**
 * One written word without what its apostrophe joins: Kinyarwanda connectives (by', cy', y', z', rw',
 * n', w'…) and French elisions (l', d', qu', j'…) fall before the noun; an English possessive ('s) falls
 * after it.
 */
function unjoin(token: string, lang: Lang): string {
  const parts = token.split(/['’]/);
  if (parts.length === 1) return lang === 'rw' ? rwUnjoin(token) : token;
  if (lang === 'en') return parts.filter((part, i) => !(i > 0 && part === 's')).join('');
  const last = parts[parts.length - 1] ?? '';
  return parts.slice(0, -1).every((part) => part.length <= 5) ? last : parts.join('');
}

/**
 * The words of a text as a learner means them, lower-case, little words dropped: "Ibitabo by'imibare"
 * → ["ibitabo", "imibare"]. Keeps numbers and classes ("s2", "2023"). At most 12 words.
 */
export function queryWords(text: string, lang: Lang): string[] {
  const words: string[] = [];
  const lower = text.normalize('NFC').toLowerCase();
  const inCompounds = new Set((lower.match(COMPOUND) ?? []).flatMap((compound) => compound.split('-')));
  for (const token of lower.match(WORD) ?? []) {
    const word = unjoin(token, lang);
    if (word && (!STOP_WORDS[lang].has(word) || inCompounds.has(word))) words.push(word);
  }
  // A query of little words only ("de la", "na") still searches for them.
  if (!words.length) return (text.normalize('NFC').toLowerCase().match(WORD) ?? []).map((token) => unjoin(token, lang)).slice(0, 12);
  return words.slice(0, 12);
}

/** Lower case, accents off ("Électricité" → "electricite"): the libraries' own folding. */
export { normalizeText as fold } from './search';

/**
 * Kinyarwanda noun-class prefixes, with their augment, longest first. A noun's singular and plural
 * differ only here (igi-tabo / ibi-tabo, umu-nyeshuri / aba-nyeshuri, i-somo / ama-somo).
 */
const RW_PREFIXES = [
  'umw',
  'umu',
  'aba',
  'imy',
  'imi',
  'iry',
  'iri',
  'ama',
  'icy',
  'iki',
  'igi',
  'iby',
  'ibi',
  'iny',
  'ubw',
  'ubu',
  'urw',
  'uru',
  'aka',
  'utw',
  'utu',
  'ugu',
  'aga',
  'ku',
  'in',
  'im',
  'i',
] as const;

/**
 * A Kinyarwanda word's stem: its noun-class prefix off ("umw-arimu" and "aba-rimu" both → "rimu"), as
 * long as three letters stay; a stem that begins with a vowel keeps it (ubu-genge is not ubw-igenge). Words without a
 * prefix ("zahabu", "ogisijeni") are their own stem.
 */
export function rwStem(word: string): string {
  // R and l are one sound in Kinyarwanda, written r: "ubutabile" is "ubutabire".
  const folded = fold(word).replace(/l/g, 'r');
  for (const prefix of RW_PREFIXES) {
    if (!folded.startsWith(prefix)) continue;
    let stem = folded.slice(prefix.length);
    if (stem.length < 3) continue;
    // Class 1 before a vowel: umw-arimu, whose plural is aba-rimu (a + a make one a).
    if (prefix === 'umw' && stem.startsWith('a') && stem.length > 3) stem = stem.slice(1);
    return stem;
  }
  return folded;
}

/** English and French plurals off: "fractions" → "fraction", "batteries" → "battery", "livres" → "livre". */
function latinStem(word: string, lang: 'en' | 'fr'): string {
  const folded = fold(word);
  if (folded.length <= 3 || /\d/.test(folded)) return folded;
  if (lang === 'en') {
    if (folded.endsWith('ies') && folded.length > 4) return `${folded.slice(0, -3)}y`;
    if (/(ss|us|is|ics)$/.test(folded)) return folded;
    if (/(sh|ch|x|ss)es$/.test(folded)) return folded.slice(0, -2);
    return folded.endsWith('s') ? folded.slice(0, -1) : folded;
  }
  if (folded.endsWith('aux') && folded.length > 4) return `${folded.slice(0, -3)}al`;
  return /[sx]$/.test(folded) ? folded.slice(0, -1) : folded;
}

/** A word's key in a language: two words with the same key are the same word to the search. */
export function wordKey(word: string, lang: Lang): string {
  return lang === 'rw' ? rwStem(word) : latinStem(word, lang);
}

/** Optimal-string-alignment distance (a swap of two letters is one slip), stopping past `max`. */
export function slips(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, (before[j - 2] ?? 0) + 1);
      row.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    before = previous;
    previous = row;
  }
  return previous[b.length] ?? max + 1;
}

/** How a result's words answer one query word, best first; `none` drops the result. */
export type WordMatch = 'same' | 'typing' | 'slip' | 'none';

/** Slips a word of this length may carry: none under 5 letters, one up to 7, two from 8. */
function slipsAllowed(key: string): number {
  return key.length >= 8 ? 2 : key.length >= 5 ? 1 : 0;
}

/**
 * How well a set of result word keys answers a query word key.
 * - `same`: the same key, or the same word with a short ending ("electric" / "electricity" is not: the
 *   ending must be at most 3 letters and the word at least 4);
 * - `typing`: the query word (being typed, the last one) begins a result word;
 * - `slip`: one or two letters wrong, the first one right ("electrcity", "chimestry").
 */
export function matchWord(key: string, resultKeys: Iterable<string>, { typing = false } = {}): WordMatch {
  let best: WordMatch = 'none';
  const allowed = slipsAllowed(key);
  for (const other of resultKeys) {
    if (other === key) return 'same';
    if (key.length >= 4 && other.startsWith(key) && other.length - key.length <= 2) return 'same';
    if (typing && other.startsWith(key)) best = 'typing';
    else if (best === 'none' && allowed && other[0] === key[0] && slips(key, other, allowed) <= allowed) best = 'slip';
  }
  return best;
}

/** Every word key of a text: what a record's words are to the search. */
export function textKeys(text: string, lang: Lang): Set<string> {
  const keys = new Set<string>();
  for (const token of text.normalize('NFC').toLowerCase().match(WORD) ?? []) {
    const word = unjoin(token, lang);
    keys.add(wordKey(word, lang));
  }
  return keys;
}

/**
 * The keys of a text's words that differ from the words themselves (Kinyarwanda nouns without their
 * prefix): what the index adds so that a query's keys find the text. Words that are their own key are
 * found in the text itself.
 */
export function stemKeys(text: string, lang: Lang): Set<string> {
  const keys = new Set<string>();
  for (const token of text.normalize('NFC').toLowerCase().match(WORD) ?? []) {
    const word = unjoin(token, lang);
    const key = wordKey(word, lang);
    if (key !== fold(word)) keys.add(key);
  }
  return keys;
}

/** A result as the ranking reads it: its title, its learner words and its text. */
export interface AnswerText {
  title: string;
  /** The kind of result (src/lib/site-search.ts's SearchType), for the order among equals. */
  type?: string;
  /** Words the index adds for the record's subject, class and kind (meta `tags`). */
  tags?: string;
  text: string;
}

/** A result's verdict: kept or not, and what orders it among the kept. */
export interface Verdict {
  keep: boolean;
  /** Query words answered only by a slip (a misspelling corrected). */
  slipped: number;
  /** Query words not in the title or learner words (only in the text). */
  outsideHead: number;
  /** 0 when the title or the learner words have the query as typed ("icyiciro cya kabiri"), else 1. */
  phrase: number;
  /** The kind's rank among equals ({@link KIND_ORDER}). */
  kind: number;
}

/**
 * Among results equally good by their words, the kinds a learner most likely wants first: a level
 * guide, then the subject's books, its simulations, its papers; pages that only mention things last.
 */
const KIND_ORDER = ['level', 'book', 'simulation', 'paper', 'element', 'roadmap', 'page', 'blog'];

/**
 * A text as phrases compare: folded, one space between words; in Kinyarwanda, with its connectives'
 * elided forms off, written, apart or joined ("amashuri y'isumbuye", "amashuri y isumbuye" and
 * "amashuri yisumbuye" are one phrase).
 */
function phraseOf(text: string, lang: Lang): string {
  if (lang !== 'rw')
    return ` ${fold(text)
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()} `;
  const words = (text.normalize('NFC').toLowerCase().match(WORD) ?? [])
    .map((token) => unjoin(token, lang))
    .filter((word) => !(RW_JOINED as readonly string[]).includes(word));
  return ` ${words.map((word) => fold(word)).join(' ')} `;
}

/** What {@link judgeAnswers} found: a verdict per result, and which query words no result has. */
export interface Judgement {
  verdicts: Verdict[];
  /** Query words (as {@link queryWords} gives them) that no result has as written or being typed. */
  missing: string[];
}

/**
 * Judges the results the index returned for a query, in its order, so that no false answer comes first:
 * - a result is kept only when each query word is in it (the same key), begins one of its words (the
 *   last word, still being typed), or is a misspelling of one of its words; a word that is on the site
 *   (some result has it) is never read as a misspelling of another word;
 * - the index's near matches ("photos" for "photosynthesis") are dropped.
 * Kept results order by fewest corrected words, then most words in the title or learner words, then
 * the query as a phrase in the title, then the kind ({@link KIND_ORDER}), then the index's order (see
 * {@link orderAnswers}).
 */
export function judgeAnswers(query: string, lang: Lang, answers: readonly AnswerText[]): Judgement {
  const words = queryWords(query, lang);
  const keys = words.map((word) => wordKey(word, lang));
  const phrase = phraseOf(query, lang);
  const last = keys.length - 1;
  const read = answers.map((answer) => {
    const head = textKeys(`${answer.title} ${answer.tags ?? ''}`, lang);
    const all = new Set([...head, ...textKeys(answer.text, lang)]);
    return keys.map((key, i) => ({ all: matchWord(key, all, { typing: i === last }), head: matchWord(key, head, { typing: i === last }) }));
  });
  const onSite = keys.map((_, i) => read.some((matches) => matches[i]?.all === 'same' || matches[i]?.all === 'typing'));
  const verdicts = read.map((matches, n) => {
    const keep = matches.every(({ all }, i) => all !== 'none' && !(all === 'slip' && onSite[i]));
    const answer = answers[n];
    const kind = KIND_ORDER.indexOf(answer?.type ?? 'page');
    return {
      keep,
      slipped: matches.filter(({ all }) => all === 'slip').length,
      outsideHead: matches.filter(({ head }) => head === 'none').length,
      phrase: phraseOf(answer?.title ?? '', lang).includes(phrase) || phraseOf(answer?.tags ?? '', lang).includes(phrase) ? 0 : 1,
      kind: kind === -1 ? KIND_ORDER.length : kind,
    };
  });
  return { verdicts, missing: words.filter((_, i) => !onSite[i]) };
}

/** The kept results, best first (stable: equal verdicts keep the index's order). */
export function orderAnswers<T>(answers: readonly T[], verdicts: readonly Verdict[]): T[] {
  return answers
    .map((answer, i) => ({ answer, verdict: verdicts[i], i }))
    .filter((entry): entry is { answer: T; verdict: Verdict; i: number } => Boolean(entry.verdict?.keep))
    .sort(
      (a, b) =>
        a.verdict.slipped - b.verdict.slipped ||
        a.verdict.outsideHead - b.verdict.outsideHead ||
        a.verdict.phrase - b.verdict.phrase ||
        a.verdict.kind - b.verdict.kind ||
        a.i - b.i,
    )
    .map(({ answer }) => answer);
}

/** The query the index is asked: the learner's words, and in Kinyarwanda their stems (the index has both). */
export function indexQuery(query: string, lang: Lang): string {
  const words = queryWords(query, lang);
  return (lang === 'rw' ? words.map((word) => wordKey(word, lang)) : words).join(' ');
}

/**
 * The subject a query is about, read from each subject's names and topics in every language (a
 * learner may type "photosynthesis" on the Kinyarwanda site), the query's own language first; a
 * misspelling of a name or topic counts. Undefined when no word points to one subject.
 */
export function subjectOfQuery<S extends string>(
  query: string,
  lang: Lang,
  vocabulary: Record<S, { names: Record<Lang, string>; topics: Record<Lang, string> }>,
): S | undefined {
  const order: Lang[] = [lang, ...(['en', 'fr', 'rw'] as const).filter((other) => other !== lang)];
  for (const wordsLang of order) {
    const keys = queryWords(query, wordsLang).map((word) => wordKey(word, wordsLang));
    for (const match of ['same', 'slip'] as const) {
      const found = (Object.keys(vocabulary) as S[]).filter((subject) => {
        const { names, topics } = vocabulary[subject];
        const known = textKeys(`${names[wordsLang]} ${topics[wordsLang]}`, wordsLang);
        return keys.some((key) => matchWord(key, known) === match);
      });
      if (found.length === 1) return found[0];
    }
  }
  return undefined;
}

/**
 * A query with its misspelled words put right, from the site's own words (`vocabulary`: the words
 * of its titles and learner words, lower-case): a word is corrected only when the site does not have
 * it, to the one site word it is closest to (one slip up to 7 letters, two from 8, the first letter
 * right; the most common of equals). Undefined when nothing was corrected.
 */
export function correctQuery(query: string, lang: Lang, missing: readonly string[], vocabulary: readonly string[]): string | undefined {
  const known = new Set(vocabulary.map((word) => wordKey(word, lang)));
  let changed = false;
  const words = queryWords(query, lang).map((word) => {
    const key = wordKey(word, lang);
    if (!missing.includes(word) || known.has(key) || [...known].some((other) => other.startsWith(key))) return word;
    const allowed = slipsAllowed(fold(word));
    let best: { word: string; slips: number } | undefined;
    for (const candidate of vocabulary) {
      if (candidate[0] !== fold(word)[0]) continue;
      const distance = Math.min(slips(fold(word), candidate, allowed), slips(key, wordKey(candidate, lang), allowed));
      if (distance <= allowed && (!best || distance < best.slips)) best = { word: candidate, slips: distance };
    }
    if (!best) return word;
    changed = true;
    return best.word;
  });
  return changed ? words.join(' ') : undefined;
}
