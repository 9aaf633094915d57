/**
 * The listening budget of the spoken stories (issue 44; see spoken.ts): what a journey may say at
 * most, checked on what the virtual reader said and on the names and descriptions of the elements
 * focus landed on. Pure, so that its rules have unit tests of their own.
 */

export interface Focused {
  /** Where focus landed. */
  element: Pick<Element, 'localName' | 'id'>;
  name: string;
  description: string;
}

export interface Heard {
  phrases: string[];
  focused: Focused[];
}

/** How many words a learner hears at most when focus lands on an element: in its name, in its description. */
export interface ListeningBudget {
  /** @default 12 */
  name?: number;
  /** @default 20 */
  description?: number;
}

/** Words as a screen reader says them: runs of letters or digits ("2, 8" is two, "—" none). */
export function words(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/**
 * Phrases a reader may say again soon: its announcement of a landmark, a dialog or a composite
 * widget that focus moves inside (the virtual reader says "tablist, Subject" again at each arrow
 * key), and a role said alone, in the reader's lower-case English ("paragraph", "end of list").
 */
const SAID_AGAIN =
  /^(end of )?(banner|complementary|contentinfo|form|main|navigation|region|search|dialog|alertdialog|tablist|radiogroup|listbox|menu|group|list|document)(,|$)|^[a-z ]+$/;

/** What the listening budget finds wrong in a journey (nothing when it keeps to it). */
export function overBudget({ phrases, focused }: Heard, { name = 12, description = 20 }: ListeningBudget = {}): string[] {
  const found: string[] = [];
  for (const step of focused) {
    const tag = `<${step.element.localName}${step.element.id ? `#${step.element.id}` : ''}>`;
    if (words(step.name) > name) found.push(`${tag} is named in ${words(step.name)} words (budget ${name}): "${step.name}"`);
    if (words(step.description) > description)
      found.push(`${tag} is described in ${words(step.description)} words (budget ${description}): "${step.description}"`);
  }
  phrases.forEach((phrase, i) => {
    if (/^(polite|assertive):\s*$/.test(phrase)) found.push(`step ${i}: a live region announced nothing ("${phrase}")`);
    if (SAID_AGAIN.test(phrase)) return;
    if (phrases[i - 1] === phrase || phrases[i - 2] === phrase) found.push(`step ${i}: said again within two steps: "${phrase}"`);
  });
  return found;
}
