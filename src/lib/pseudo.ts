/**
 * The pseudo-locale: English made visibly foreign and about a third longer (`Search` →
 * `[Ŝéåŕçĥ ~~]`), so a page built with it shows at a glance any text that did not come from a
 * catalogue (it stays plain English), and any layout that breaks when a translation runs longer
 * than the English. Placeholders (`{{count}}`), language marks (`[[en:` … `]]`) and URLs are kept
 * as they are, so the pseudo text interpolates and renders like a real translation.
 */

const ACCENTED: Record<string, string> = {
  a: 'å',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'î',
  j: 'ĵ',
  k: 'ķ',
  l: 'ļ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ö',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'û',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Å',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Î',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ļ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ö',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Û',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};

/** What pseudo text keeps untouched: placeholders, the start and end of language marks, URLs, paths and emails. */
const KEEP = /(\{\{[^}]*\}\}|\[\[[a-z]{2,3}:|\]\]|https?:\/\/\S+|\/[\w/.-]+|[\w.+-]+@[\w.-]+)/;

/** The pseudo-locale's version of an English text: accented, about 30 % longer, in brackets. */
export function pseudoText(text: string): string {
  if (text.trim() === '') return text;
  const parts = text.split(KEEP);
  const body = parts.map((part, i) => (i % 2 === 1 ? part : part.replace(/[A-Za-z]/g, (char) => ACCENTED[char] ?? char))).join('');
  const letters = text.replace(/\{\{[^}]*\}\}/g, '').replace(/\s/g, '').length;
  const padding = '~'.repeat(Math.max(1, Math.round(letters * 0.3)));
  // Padding as its own words of at most 10 tildes, so a long text can still wrap.
  const words = padding.match(/~{1,10}/g)!.join(' ');
  return `[${body} ${words}]`;
}
