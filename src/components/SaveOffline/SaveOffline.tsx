import * as React from 'react';
import { Button } from '../Button';
import { LiveRegion } from '../LiveRegion';
import { cn } from '@/lib/cn';
import { useT } from '@/i18n/useT';
import { saveOffline } from '@/i18n/namespaces/save-offline';
import { LANGS, type Lang } from '@/lib/langs';
import { documentsBytes, formatMegabytes, mergeOfflineFiles, progressPercent, sumBytes, type OfflineManifest } from '@/lib/offline-manifest';
import { prefersSaveData } from '@/lib/save-data';
import type { OfflineStore } from '@/app/offline-cache';

const saveOfflineClass = 'group flex flex-col gap-4 rounded-lg border border-border bg-card p-4 sm:p-6';

/**
 * The message under the buttons; its tone follows the section's `data-state` (an error reads as
 * one). Styled from the section, not from an attribute of its own.
 */
const saveOfflineMessageClass =
  'prose-width text-foreground group-data-[state=error]:font-semibold group-data-[state=error]:text-destructive group-data-[state=saved]:font-semibold';

const saveOfflineProgressClass =
  'h-3 w-full overflow-hidden rounded-full accent-primary [&::-webkit-progress-bar]:bg-muted [&::-webkit-progress-value]:bg-primary [&::-moz-progress-bar]:bg-primary forced-colors:border forced-colors:border-[CanvasText]';

/** Where a save stands: what the section shows and announces. */
export type SaveOfflineStatus = 'checking' | 'idle' | 'saving' | 'cancelled' | 'saved' | 'removed' | 'error' | 'unavailable';

export interface SaveOfflineProps {
  /** Where the list comes from and the files go: the browser's caches in the app, a fake in stories. */
  store: OfflineStore;
  /**
   * Whether the browser sends Save-Data; then the section says nothing is downloaded ahead of time,
   * and the button still works. @default read from navigator.connection after mounting
   */
  saveData?: boolean;
  /** The section's id, the footer's link target. @default 'save-offline' */
  id?: string;
  className?: string;
}

const SAVE_AT_ONCE = 4;
const noSubscribe = () => () => {};

/**
 * "Save the whole site for offline use — N MB": downloads every page of the visitor's language (or
 * of all languages when ticked) with their code, into the caches the service worker answers from.
 * A progress bar and Cancel while saving; the saved size and "Remove saved pages" afterwards. What is
 * saved is read back from the store, so the state survives a reload.
 */
export function SaveOffline({ store, saveData: saveDataProp, id = 'save-offline', className }: SaveOfflineProps) {
  const { t, lang } = useT(saveOffline);
  const [allLanguages, setAllLanguages] = React.useState(false);
  const [manifests, setManifests] = React.useState<Partial<Record<Lang, OfflineManifest>>>({});
  const [state, setStatus] = React.useState<SaveOfflineStatus>('checking');
  const [error, setError] = React.useState<'quota' | 'network'>('network');
  const [done, setDone] = React.useState(0);
  const controller = React.useRef<AbortController | null>(null);
  const saveButton = React.useRef<HTMLButtonElement>(null);
  const removeButton = React.useRef<HTMLButtonElement>(null);
  const focusNext = React.useRef<'save' | 'remove' | null>(null);
  // Read in the browser only (false in the prerendered HTML); the setting does not change while reading.
  const saveDataRead = React.useSyncExternalStore(noSubscribe, prefersSaveData, () => false);
  const saveData = saveDataProp ?? saveDataRead;

  const wanted = React.useMemo(() => (allLanguages ? [...LANGS] : [lang]), [allLanguages, lang]);
  const ready = wanted.every((l) => manifests[l]);
  const files = React.useMemo(() => (ready ? mergeOfflineFiles(wanted.map((l) => manifests[l]!)) : []), [ready, wanted, manifests]);
  const total = sumBytes(files);
  // The search inside the books and papers is part of the download: said, with its size, before saving.
  const documents = documentsBytes(files);
  // While a chosen language's list is loading, the section is checking whatever it showed before.
  const status: SaveOfflineStatus = !ready && state !== 'unavailable' ? 'checking' : state;

  // The manifests of the chosen languages, then how much of them this device already has.
  React.useEffect(() => {
    let stale = false;
    const missing = wanted.filter((l) => !manifests[l]);
    if (missing.length > 0) {
      Promise.all(missing.map((l) => store.loadManifest(l)))
        .then((loaded) => {
          if (stale) return;
          setManifests((previous) => ({ ...previous, ...Object.fromEntries(loaded.map((m) => [m.lang, m])) }));
        })
        .catch(() => !stale && setStatus('unavailable'));
      return () => {
        stale = true;
      };
    }
    store
      .savedUrls(files.map((f) => f.url))
      .then((saved) => {
        if (stale) return;
        const savedBytes = sumBytes(files.filter((f) => saved.has(f.url)));
        setDone(savedBytes);
        // A finished check decides between idle and saved; a message (cancelled, removed, error) stays.
        setStatus((current) =>
          current === 'checking' || current === 'idle' || current === 'saved' ? (files.length > 0 && saved.size === files.length ? 'saved' : 'idle') : current,
        );
      })
      .catch(() => !stale && setStatus('idle'));
    return () => {
      stale = true;
    };
  }, [store, wanted, manifests, files]);

  React.useEffect(() => {
    if (focusNext.current === 'save') saveButton.current?.focus();
    if (focusNext.current === 'remove') removeButton.current?.focus();
    focusNext.current = null;
  }, [status]);

  React.useEffect(() => () => controller.current?.abort(), []);

  // A tap on Save while the list is still being read (just after the page loads, or after the reload
  // that follows a deploy) is kept, and the save starts once the check says what is missing.
  const askedEarly = React.useRef(false);

  const save = async () => {
    if (status === 'checking') askedEarly.current = true;
    if (status === 'saving' || !ready) return;
    const abort = new AbortController();
    controller.current = abort;
    setStatus('saving');
    try {
      const saved = await store.savedUrls(files.map((f) => f.url));
      let bytes = sumBytes(files.filter((f) => saved.has(f.url)));
      setDone(bytes);
      const queue = files.filter((f) => !saved.has(f.url));
      const worker = async () => {
        for (let file = queue.shift(); file; file = queue.shift()) {
          abort.signal.throwIfAborted();
          await store.save(file, abort.signal);
          bytes += file.bytes;
          setDone(bytes);
        }
      };
      await Promise.all(Array.from({ length: SAVE_AT_ONCE }, worker));
      focusNext.current = 'remove';
      setStatus('saved');
    } catch (reason) {
      focusNext.current = 'save';
      if (abort.signal.aborted) {
        setStatus('cancelled');
      } else {
        abort.abort();
        setError(reason instanceof DOMException && reason.name === 'QuotaExceededError' ? 'quota' : 'network');
        setStatus('error');
      }
    } finally {
      controller.current = null;
    }
  };

  const saveAskedEarly = React.useEffectEvent(() => void save());
  React.useEffect(() => {
    if (status !== 'idle' || !askedEarly.current) return;
    askedEarly.current = false;
    saveAskedEarly();
  }, [status]);

  const remove = async () => {
    await store.remove(files.map((f) => f.url)).catch(() => undefined);
    setDone(0);
    focusNext.current = 'save';
    setStatus('removed');
  };

  const size = formatMegabytes(total, lang);
  const saving = status === 'saving';
  const message =
    status === 'checking'
      ? t('checking')
      : status === 'saving'
        ? t('progressLabel')
        : status === 'cancelled'
          ? t('cancelled', { done: formatMegabytes(done, lang) })
          : status === 'saved'
            ? t('saved', { size: formatMegabytes(done, lang) })
            : status === 'removed'
              ? t('removed')
              : status === 'error'
                ? t(error === 'quota' ? 'errorQuota' : 'errorNetwork')
                : status === 'unavailable'
                  ? t('unavailable')
                  : '';

  return (
    <section id={id} aria-labelledby={`${id}-title`} data-slot="save-offline" data-state={status} className={cn(saveOfflineClass, className)}>
      <h2 id={`${id}-title`} className="text-xl font-bold">
        {t('title')}
      </h2>
      <p className="prose-width text-muted-foreground">{t('intro')}</p>
      {/* Always there, hidden until the list says there are documents to search: the section's
          markup does not move when it loads, so the action replayed after a deploy's reload finds
          its button where it was (src/app/alive/recover.ts). */}
      <p className="prose-width" hidden={documents === 0}>
        {documents > 0 ? t('documents', { size: formatMegabytes(documents, lang) }) : null}
      </p>
      {saveData && <p className="prose-width">{t('saveData')}</p>}
      <div className="flex items-center gap-3">
        <input
          id={`${id}-all`}
          type="checkbox"
          checked={allLanguages}
          disabled={saving}
          onChange={(event) => setAllLanguages(event.currentTarget.checked)}
          className="size-6 shrink-0 cursor-pointer accent-primary focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed"
        />
        <label htmlFor={`${id}-all`} className="cursor-pointer">
          {t('allLanguages')}
        </label>
      </div>
      <div className="flex flex-wrap gap-3">
        {status === 'saved' ? (
          <Button ref={removeButton} variant="outline" onClick={() => void remove()}>
            {t('remove')}
          </Button>
        ) : (
          <Button
            ref={saveButton}
            className="h-auto py-2 text-left whitespace-normal"
            aria-disabled={saving || !ready || undefined}
            onClick={() => void save()}
          >
            {t('save', { size: ready ? size : '…' })}
          </Button>
        )}
        {saving && (
          <Button variant="secondary" onClick={() => controller.current?.abort()}>
            {t('cancel')}
          </Button>
        )}
      </div>
      {saving && (
        <div className="flex flex-col gap-2">
          {/* Named by the section's title: "Saving the site" is said once, when saving starts. */}
          <progress
            aria-labelledby={`${id}-title`}
            aria-valuetext={t('progress', { done: formatMegabytes(done, lang), total: size })}
            max={100}
            value={progressPercent(done, total)}
            className={saveOfflineProgressClass}
          />
          {/* The bar's value, in words: read from the bar, so not a second time here. */}
          <p aria-hidden="true">{t('progress', { done: formatMegabytes(done, lang), total: size })}</p>
        </div>
      )}
      {/* The message as text, and the news said once after a pause (errors assertively). "Checking…"
          lasts only until the page knows what is saved, and "Saving the site" says that pressing
          Save started something (the bar shows it): both are said, not shown, so the line does not
          empty under a sighted reader and move what follows (CLS). */}
      <div>
        {/* No empty paragraph for a screen reader to stop on while there is nothing to show. */}
        {status !== 'checking' && status !== 'saving' && message && <p className={saveOfflineMessageClass}>{message}</p>}
        <LiveRegion message={status === 'error' ? '' : message} />
        <LiveRegion politeness="assertive" message={status === 'error' ? message : ''} />
      </div>
    </section>
  );
}
