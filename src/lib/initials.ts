/**
 * Up to two initials for an avatar drawn from a name (no photos: see the visual direction):
 * the first letter of the first word and of the last word, in capitals.
 * "Jean Claude Niyonzima" → "JN", "Aline" → "A", "  " → "". Words without a letter
 * (numbers, punctuation) are skipped; accented letters are kept ("Émile Ndayisaba" → "ÉN").
 */
export function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .map((word) => /\p{L}/u.exec(word.normalize('NFC'))?.[0])
    .filter((letter): letter is string => letter !== undefined);
  if (letters.length === 0) return '';
  const picked = letters.length === 1 ? [letters[0]!] : [letters[0]!, letters[letters.length - 1]!];
  // Some letters grow when capitalised ("ß" → "SS", "ῒ" → three code points): keep the first.
  return picked.map((letter) => Array.from(letter.toLocaleUpperCase())[0] ?? '').join('');
}
