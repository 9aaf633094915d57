import * as React from 'react';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { LiveRegion } from '../LiveRegion';
import { SaveBookLabel } from './SaveBookLabel';
import { SaveBookButton, saveBookClass, type SaveBookProps } from './parts';
import { cn } from '@/lib/cn';
import { formatBytes } from '@/lib/format';
import { partLang, type Lang } from '@/lib/langs';
import { fitsInRoom, saveFailure } from '@/lib/saved-books';
import { useT } from '@/i18n/useT';
import { saveBook } from '@/i18n/namespaces/save-book';
import { savedBooks } from '@/i18n/namespaces/saved-books';

/** Where a book's save stands: what the control shows, and its `data-state`. */
export type SaveBookStatus = 'idle' | 'saving' | 'saved' | 'cancelled' | 'no-room' | 'failed' | 'unsupported';

/** The message under the buttons: a refusal or an error reads as one (styled from the control's `data-state`). */
const saveBookMessageClass =
  'text-sm text-muted-foreground group-data-[state=failed]:font-semibold group-data-[state=failed]:text-destructive group-data-[state=no-room]:font-semibold group-data-[state=no-room]:text-destructive group-data-[state=unsupported]:text-foreground';

const saveBookProgressClass =
  'h-2 w-full overflow-hidden rounded-full accent-primary [&::-webkit-progress-bar]:bg-muted [&::-webkit-progress-value]:bg-primary [&::-moz-progress-bar]:bg-primary forced-colors:border forced-colors:border-[CanvasText]';

export interface SaveBookControlProps extends SaveBookProps {
  /** What the card knows when the control takes over: the book is saved already, or not. */
  initial: 'idle' | 'saved';
  /** Start saving at once: the learner pressed Save before this code had arrived. */
  start: boolean;
  /** Take the focus the card's button had. */
  takeFocus: boolean;
}

/** Loads what the control says, in a language: it renders only once its words are there. */
export const ready = (lang: Lang) => savedBooks.load(lang);

/**
 * What SaveBook does once it is used (a chunk of its own): keeps one file on this device, in a cache
 * nothing empties by itself, until the learner removes it. A file bigger than the room left is
 * refused before downloading.
 * While saving: the button says so (and is inert), a progress bar, and Cancel. Once saved: "Saved
 * on this device" and Remove. Each button's name holds the title once ("Save Physics S2 for offline
 * use · 12 MB"); its text shows the rest. The outcome is said once, politely; focus moves to the
 * button that takes the pressed one's place, but only when it was in this control (a long download
 * does not pull back a learner who went on reading). A card that leaves the page while saving (the
 * learner turns to the library's next page) does not stop the download: the book is saved all the
 * same, and the card says so when it is shown again.
 */
export default function SaveBookControl({ shelf, file, bytes, title, titleLang, className, initial, start, takeFocus }: SaveBookControlProps) {
  const { t, lang } = useT(savedBooks);
  const button = useT(saveBook);
  // Pressed before this code arrived: the card's button already said "Saving…", and so does this.
  const [status, setStatus] = React.useState<SaveBookStatus>(start ? 'saving' : initial);
  const busy = React.useRef(false);
  const [received, setReceived] = React.useState(0);
  const [room, setRoom] = React.useState<number | undefined>();
  const [failure, setFailure] = React.useState<'quota' | 'offline' | 'network'>('network');
  const [news, setNews] = React.useState('');
  // Each outcome ends with a no-break space or not, in turn: the same refusal twice is news twice
  // (the live region says nothing that is the same as what it said last).
  const flip = React.useRef(false);
  const controller = React.useRef<AbortController | null>(null);
  const root = React.useRef<HTMLDivElement>(null);
  const saveButton = React.useRef<HTMLButtonElement>(null);
  const removeButton = React.useRef<HTMLButtonElement>(null);
  const focusNext = React.useRef<'save' | 'remove' | null>(null);
  const buttonId = React.useId();

  const size = formatBytes(bytes, lang);
  const spokenLang = partLang(titleLang, lang);
  const roomText = (left: number | undefined) => (left === undefined ? '' : ` ${t('roomLeft', { size: formatBytes(left, lang) })}`);
  const say = (outcome: string) => {
    flip.current = !flip.current;
    setNews(outcome + (flip.current ? '\u00a0' : ''));
  };
  /** Whether focus is in this control now: then it follows the control's buttons. */
  const focusInside = () => !!root.current?.contains(document.activeElement);

  React.useEffect(() => {
    const target = focusNext.current === 'remove' ? removeButton.current : focusNext.current === 'save' ? saveButton.current : null;
    focusNext.current = null;
    target?.focus();
  }, [status]);

  /** Saves the book; `announce` says "Saving…" (not when focus has just landed on the button that says it). */
  const save = async (announce = true) => {
    if (busy.current) return;
    if (!shelf.supported()) {
      setStatus('unsupported');
      say(`${t('unsupported')} ${t('useDownload')}`);
      return;
    }
    busy.current = true;
    const abort = new AbortController();
    controller.current = abort;
    setReceived(0);
    setStatus('saving');
    if (announce) setNews(button.t('saving', { title }));
    try {
      // A card still showing its prerendered offer may hold a book saved already (under Save-Data
      // the library stays HTML until touched): then there is nothing to download.
      const saved = await shelf.list();
      if (!saved.some((book) => book.url === file)) {
        const left = await shelf.room();
        if (!fitsInRoom(bytes, left)) {
          setRoom(left);
          setStatus('no-room');
          say(t('noRoom', { size, room: formatBytes(left ?? 0, lang) }));
          if (focusInside()) focusNext.current = 'save';
          return;
        }
        await shelf.save({ url: file, title, titleLang: titleLang ?? lang, bytes }, { signal: abort.signal, onProgress: setReceived });
      }
      const left = await shelf.room().catch(() => undefined);
      setRoom(left);
      // Focus follows to Remove, whose name says the book: the news need not. A learner gone on
      // reading elsewhere is told which book is saved.
      const inside = focusInside();
      if (inside) focusNext.current = 'remove';
      setStatus('saved');
      say((inside ? t('saved') : t('savedNews', { title })) + roomText(left));
    } catch (error) {
      const reason = abort.signal.aborted ? 'cancelled' : saveFailure(error, navigator.onLine);
      if (focusInside()) focusNext.current = 'save';
      if (reason === 'cancelled') {
        setStatus('cancelled');
        say(t('cancelled'));
      } else {
        setFailure(reason);
        setStatus('failed');
        say(t(reason === 'quota' ? 'errorQuota' : reason === 'offline' ? 'errorOffline' : 'errorNetwork'));
      }
    } finally {
      busy.current = false;
      if (controller.current === abort) controller.current = null;
    }
  };

  const remove = async () => {
    const inside = focusInside();
    try {
      await shelf.remove(file);
    } catch {
      // Nothing was removed: the card still says it is saved.
      return;
    }
    const left = await shelf.room().catch(() => undefined);
    setRoom(left);
    if (inside) focusNext.current = 'save';
    setStatus('idle');
    say(t('removed') + roomText(left));
  };

  // Taking over from the card's button: its focus, and the tap that was waiting for this code.
  const takeOver = React.useEffectEvent(() => {
    // Only while the focus is still lost with the card's button: a learner who has gone on keeps theirs.
    const lost = !document.activeElement || document.activeElement === document.body;
    const focused = takeFocus && lost;
    if (focused) (initial === 'saved' ? removeButton : saveButton).current?.focus();
    if (start) void save(!focused);
  });
  React.useEffect(() => {
    // After the first commit: the live region is in the page, empty, before "Saving…" goes in.
    const next = setTimeout(takeOver);
    return () => clearTimeout(next);
  }, []);

  const saving = status === 'saving';
  const progress = t('progress', { done: formatBytes(received, lang), total: size });
  const message =
    status === 'saved'
      ? roomText(room).trim()
      : status === 'cancelled'
        ? t('cancelled')
        : status === 'no-room'
          ? t('noRoom', { size, room: formatBytes(room ?? 0, lang) })
          : status === 'failed'
            ? t(failure === 'quota' ? 'errorQuota' : failure === 'offline' ? 'errorOffline' : 'errorNetwork')
            : status === 'unsupported'
              ? `${t('unsupported')} ${t('useDownload')}`
              : '';

  return (
    <div ref={root} data-slot="save-book" data-state={status} className={cn(saveBookClass, className)} data-print="hide">
      {status === 'saved' ? (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <p className="flex items-center gap-1.5 font-semibold text-success">
            <Icon name="check" className="size-5" />
            {t('saved')}
          </p>
          <Button ref={removeButton} variant="outline" size="sm" className="whitespace-normal" onClick={() => void remove()}>
            <SaveBookLabel sentence={(name) => t('remove', { title: name })} title={title} lang={spokenLang} />
          </Button>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          <SaveBookButton ref={saveButton} id={buttonId} title={title} titleLang={titleLang} bytes={bytes} saving={saving} onClick={() => void save()} />
          {saving && (
            <Button variant="ghost" onClick={() => controller.current?.abort()}>
              {t('cancel')}
            </Button>
          )}
        </div>
      )}
      {saving && (
        <>
          {/* Named by the Save button ("Saving Physics S2…"); its value in words is the line below. */}
          <progress aria-labelledby={buttonId} aria-valuetext={progress} max={bytes} value={Math.min(received, bytes)} className={saveBookProgressClass} />
          <p aria-hidden="true" className="text-sm text-muted-foreground">
            {progress}
          </p>
        </>
      )}
      {message && <p className={saveBookMessageClass}>{message}</p>}
      {/* There from the moment the control takes over (a tap, or a saved book found), before any news. */}
      <LiveRegion message={news} />
    </div>
  );
}
