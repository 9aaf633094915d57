import type { TextLang } from '@/lib/langs';

export interface SaveBookLabelProps {
  /** The button's sentence in the page's language, given the title to put in it ("Remove {{title}} from this device"). */
  sentence: (title: string) => string;
  /** The book's title: heard in the button's name, not shown (the card or the list shows it beside). */
  title: string;
  /** The title's language, where it differs from the page's. */
  lang?: TextLang;
}

/**
 * A button's label that names its book once for a screen reader and not on screen: the sentence
 * as its translator wrote it, the title where the sentence puts it, visually hidden, in its own
 * language. "Remove Physics S2 from this device" is heard; "Remove from this device" is seen.
 */
export function SaveBookLabel({ sentence, title, lang }: SaveBookLabelProps) {
  const [before = '', after = ''] = sentence('\u0000').split('\u0000');
  // Punctuation written right after the title ("Saving {{title}}…") goes with it: heard straight
  // after it ("Saving Physics S2…", where the hidden title's own box put a space before the
  // ellipsis), and seen without the space that led to the title ("Saving…", not "Saving …").
  const glued = /^[^\s\p{L}\p{N}]*/u.exec(after)![0];
  const shown = glued ? before.trimEnd() : before;
  return (
    <span>
      {shown}
      <span className="sr-only">
        {before.slice(shown.length)}
        <span lang={lang}>{title}</span>
        {glued}
      </span>
      {glued && <span aria-hidden="true">{glued}</span>}
      {after.slice(glued.length)}
    </span>
  );
}
