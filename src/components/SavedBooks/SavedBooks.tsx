import * as React from 'react';
import { Button } from '../Button';
import { LiveRegion } from '../LiveRegion';
// The label alone, not the card's control: the offline page loads no more than it shows.
import { SaveBookLabel } from '../SaveBook/SaveBookLabel';
import { cn } from '@/lib/cn';
import { formatBytes } from '@/lib/format';
import { partLang } from '@/lib/langs';
import type { SavedBook } from '@/lib/saved-books';
import { useT } from '@/i18n/useT';
import { savedBooks } from '@/i18n/namespaces/saved-books';
import type { BookShelf } from '@/app/saved-books';

const savedBooksClass = 'flex flex-col gap-3';

const savedBookItemClass = 'flex flex-wrap items-center gap-x-4 gap-y-1 border-b border-border py-2 last:border-b-0';

const noSubscribe = () => () => {};

export interface SavedBooksProps {
  /** Where the saved books are: the browser's caches in the app, a fake in stories. */
  shelf: BookShelf;
  /** The section's id (its heading's is `<id>-title`). @default 'saved-books' */
  id?: string;
  className?: string;
}

/**
 * The books and past papers saved one by one ("Save for offline use" on their cards), on the
 * offline page: how many and how much they take, the room left on this device, and each book —
 * a link that opens it (offline too), its size, and Remove. Removing says what was removed and the
 * room now left, once; focus goes to the next book's Remove (or the one before, or the heading
 * when none is left), never to the top of the page.
 */
export function SavedBooks({ shelf, id = 'saved-books', className }: SavedBooksProps) {
  const { t, tn, lang } = useT(savedBooks);
  /** The saved books; undefined while they are read. */
  const [books, setBooks] = React.useState<SavedBook[] | undefined>();
  // Read in the browser only: the prerendered page says it is looking.
  const supported = React.useSyncExternalStore(noSubscribe, shelf.supported, () => true);
  const [room, setRoom] = React.useState<number | undefined>();
  const [news, setNews] = React.useState({ text: '', n: 0 });
  const heading = React.useRef<HTMLHeadingElement>(null);
  const removeButtons = React.useRef(new Map<string, HTMLButtonElement>());
  /** After a removal: the book whose Remove takes focus, or '' for the heading. */
  const focusNext = React.useRef<string | null>(null);

  React.useEffect(() => {
    if (!shelf.supported()) return;
    let stale = false;
    Promise.all([shelf.list(), shelf.room().catch(() => undefined)])
      .then(([saved, left]) => {
        if (stale) return;
        setBooks(saved);
        setRoom(left);
      })
      .catch(() => !stale && setBooks([]));
    return () => {
      stale = true;
    };
  }, [shelf]);

  React.useEffect(() => {
    if (focusNext.current === null) return;
    const target = focusNext.current === '' ? heading.current : removeButtons.current.get(focusNext.current);
    focusNext.current = null;
    target?.focus();
  }, [books]);

  const remove = async (book: SavedBook) => {
    if (!books) return;
    try {
      await shelf.remove(book.url);
    } catch {
      // Still saved: it stays in the list.
      return;
    }
    const left = await shelf.room().catch(() => undefined);
    const index = books.indexOf(book);
    const rest = books.filter((other) => other !== book);
    focusNext.current = (rest[index] ?? rest[index - 1])?.url ?? '';
    setBooks(rest);
    setRoom(left);
    const roomText = left === undefined ? '' : ` ${t('roomLeft', { size: formatBytes(left, lang) })}`;
    setNews((previous) => ({ text: t('removedNews', { title: book.title }) + roomText, n: previous.n + 1 }));
  };

  const total = (books ?? []).reduce((sum, book) => sum + book.bytes, 0);

  return (
    <section id={id} aria-labelledby={`${id}-title`} data-slot="saved-books" className={cn(savedBooksClass, className)}>
      {/* Focusable from code only: where focus goes when the last book is removed. */}
      <h2
        id={`${id}-title`}
        ref={heading}
        tabIndex={-1}
        className="text-xl font-bold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        {t('list.title')}
      </h2>
      <p className="prose-width text-muted-foreground">{t('list.intro')}</p>
      {!supported ? (
        <p className="prose-width">{t('unsupported')}</p>
      ) : books === undefined ? (
        <p data-slot="saved-books-reading" className="text-muted-foreground">
          {t('list.reading')}
        </p>
      ) : (
        <>
          <p className="prose-width">{books.length > 0 ? tn('list.count', books.length, { size: formatBytes(total, lang) }) : t('list.empty')}</p>
          {room !== undefined && <p className="font-semibold">{t('roomLeft', { size: formatBytes(room, lang) })}</p>}
          {/* No list at all when empty: an empty <ul> is announced as "list, 0 items". */}
          {books.length > 0 && (
            <ul className="flex flex-col">
              {books.map((book) => {
                const titleLang = partLang(book.titleLang, lang);
                return (
                  <li key={book.url} className={savedBookItemClass}>
                    <a
                      href={book.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex min-h-11 min-w-0 items-center font-semibold text-primary underline underline-offset-4 wrap-anywhere hover:no-underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
                    >
                      <span>
                        <span lang={titleLang}>{book.title}</span>
                        <span className="sr-only"> {t('list.newTab')}</span>
                      </span>
                    </a>
                    <span className="text-muted-foreground">{formatBytes(book.bytes, lang)}</span>
                    <Button
                      ref={(button) => {
                        if (button) removeButtons.current.set(book.url, button);
                        else removeButtons.current.delete(book.url);
                      }}
                      variant="outline"
                      size="sm"
                      className="ms-auto whitespace-normal"
                      onClick={() => void remove(book)}
                    >
                      <SaveBookLabel sentence={(name) => t('remove', { title: name })} title={book.title} lang={titleLang} />
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
        </>
      )}
      <LiveRegion message={news.text && news.text + (news.n % 2 === 0 ? '\u00a0' : '')} />
    </section>
  );
}
