import * as React from 'react';
import { chunk } from '@/hooks/chunk';
import { cn } from '@/lib/cn';
import { prefersSaveData } from '@/lib/save-data';
import { useLang } from '@/i18n/useT';
import { SaveBookButton, saveBookClass, type SaveBookProps } from './parts';

export type { SaveBookProps } from './parts';

// What the control does (saving with its progress, the room left, Remove, what is said) is a
// chunk of its own, with its words: a library page carries only the button. It is fetched when a
// learner reaches for a button (a pointer over it, or focus; not under Save-Data) or presses it,
// not in idle time for every visit: most learners never save a book, and a tap is answered at
// once anyway (the button says "Saving…" while the code arrives; the download takes far longer).
const control = chunk(() => import('./SaveBookControl').then(({ default: Control, ready }) => ({ Control, ready })));

/** Why the control's code took over: a tap on Save, or a book found saved when the card came alive. */
interface Live {
  initial: 'idle' | 'saved';
  start: boolean;
  takeFocus: boolean;
}

/**
 * "Save for offline use · 12 MB" on a book's or a past paper's card: keeps that one file on this
 * device, in a cache nothing empties by itself, until the learner removes it (SaveBookControl).
 * The button states the size before anything is fetched. Once the card is live it asks the shelf
 * whether the book is saved already, and then shows "Saved on this device" and Remove.
 */
export function SaveBook(props: SaveBookProps) {
  const { shelf, file, bytes, title, titleLang, className } = props;
  const button = React.useRef<HTMLButtonElement>(null);
  const [pressed, setPressed] = React.useState(false);
  const [live, setLive] = React.useState<Live | null>(null);
  const lang = useLang();
  const goLive = React.useCallback(
    (initial: Live['initial'], start: boolean) => {
      void control
        .load()
        // Its words too, before it takes the button's place (the card never waits on a blank).
        .then((loaded) => loaded.ready(lang))
        .then(() => setLive((current) => current ?? { initial, start, takeFocus: !!button.current && document.activeElement === button.current }))
        // Offline before the code was fetched: the button stays as it was, and can be pressed again.
        .catch(() => setPressed(false));
    },
    [lang],
  );

  React.useEffect(() => {
    if (!shelf.supported()) return;
    let stale = false;
    shelf
      .list()
      .then((books) => !stale && books.some((book) => book.url === file) && goLive('saved', false))
      .catch(() => undefined);
    return () => {
      stale = true;
    };
  }, [shelf, file, goLive]);

  const Control = live ? control.loaded()?.Control : undefined;
  if (live && Control) return <Control {...props} {...live} />;
  return (
    <div data-slot="save-book" data-state={pressed ? 'saving' : 'idle'} className={cn(saveBookClass, className)} data-print="hide">
      <div className="flex flex-wrap gap-2">
        <SaveBookButton
          ref={button}
          title={title}
          titleLang={titleLang}
          bytes={bytes}
          saving={pressed}
          onReach={() => {
            if (!prefersSaveData())
              void control
                .prefetch()
                .then((loaded) => loaded.ready(lang))
                .catch(() => undefined);
          }}
          onClick={() => {
            if (pressed) return;
            setPressed(true);
            goLive('idle', true);
          }}
        />
      </div>
    </div>
  );
}
