import type * as React from 'react';
import { Button } from '../Button';
import { formatBytes } from '@/lib/format';
import { partLang, type TextLang } from '@/lib/langs';
import { useT } from '@/i18n/useT';
import { saveBook } from '@/i18n/namespaces/save-book';
import type { BookShelf } from '@/app/saved-books';
import { SaveBookLabel } from './SaveBookLabel';

export interface SaveBookProps {
  /** Where the file is kept: the browser's caches in the app, a fake in stories. */
  shelf: BookShelf;
  /** The file's site path ("/books/s1-mathematics-student-book.pdf"). */
  file: string;
  /** The file's size in bytes, as the build measured it: stated before saving, and checked against the room left. */
  bytes: number;
  /** The book's title as its card shows it: said by screen readers in each button's name, and kept with the file. */
  title: string;
  /** The title's language, when it may differ from the page's. @default the page's language */
  titleLang?: TextLang;
  className?: string;
}

/** The control: its state is `data-state` (idle, saving, saved, cancelled, no-room, failed, unsupported). */
export const saveBookClass = 'group flex w-full flex-col gap-2';

interface SaveBookButtonProps extends Pick<SaveBookProps, 'title' | 'titleLang' | 'bytes'> {
  ref?: React.Ref<HTMLButtonElement>;
  id?: string;
  /** Saving: "Saving…", and inert. @default false */
  saving?: boolean;
  onClick: () => void;
  /** A pointer over the button, or focus on it: the learner may press it next. */
  onReach?: () => void;
}

/**
 * "Save for offline use · 12 MB", or "Saving…" while it saves: the book's title is in its name,
 * not on screen (the card's heading shows it). The same button before and after the control's code
 * has loaded.
 */
export function SaveBookButton({ ref, id, title, titleLang, bytes, saving = false, onClick, onReach }: SaveBookButtonProps) {
  const { t, lang } = useT(saveBook);
  // "3.5 KB" never broken between the number and its unit when the label wraps on a phone.
  const size = formatBytes(bytes, lang).replace(' ', '\u00a0');
  return (
    <Button
      ref={ref}
      id={id}
      variant="outline"
      className="min-w-0 flex-1 whitespace-normal"
      aria-disabled={saving || undefined}
      onClick={onClick}
      onFocus={onReach}
      onPointerEnter={onReach}
    >
      <SaveBookLabel
        sentence={(name) => (saving ? t('saving', { title: name }) : t('save', { title: name, size }))}
        title={title}
        lang={partLang(titleLang, lang)}
      />
    </Button>
  );
}
