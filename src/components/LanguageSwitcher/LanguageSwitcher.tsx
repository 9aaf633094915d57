import * as React from 'react';
import { cn } from '@/lib/cn';
import { chunk, chunkComponent, useWarmChunk } from '@/hooks/chunk';
import { LANG_NAMES, type Lang } from '@/lib/langs';
import { useT } from '@/i18n/useT';
import { selectTriggerClass } from '../Select/variants';
import { GlobeIcon, languageSwitcherTriggerClass } from './parts';

// The dialog is a chunk of its own (Radix Dialog comes with it, shared with the search's dialog),
// fetched in idle time once the page has loaded while the button is shown, or when the button is
// hovered, focused or pressed: the first tap finds it ready. Under Save-Data, on the first tap.
const languageDialog = chunk(() => import('./LanguageDialog').then((m) => ({ default: m.LanguageDialog })));
const LanguageDialog = chunkComponent(languageDialog);

export interface LanguageSwitcherProps {
  /** Called with the chosen language; the app switches language and announces it. */
  onLanguageChange: (lang: Lang) => void;
  className?: string;
}

/**
 * Chooses the interface language: a button showing the current language, which opens a dialog
 * of the three languages as links to this page in each (see LanguageLinks), each written in
 * itself and marked with its own `lang`. The button's accessible name is "Language", a pause and
 * the current language ("Language, English"); focus goes back to it when the dialog closes.
 */
export function LanguageSwitcher({ onLanguageChange, className }: LanguageSwitcherProps) {
  const { t, lang } = useT();
  const id = React.useId();
  const labelId = `${id}-label`;
  const valueId = `${id}-value`;
  const button = React.useRef<HTMLButtonElement>(null);
  const [requested, setRequested] = React.useState(false);
  const [open, setOpen] = React.useState(false);
  useWarmChunk(languageDialog, button);

  return (
    <div data-slot="language-switcher" className={cn('flex items-center', className)}>
      {/* The comma is the pause between the label and the value in the button's name: "Language, English". */}
      <span id={labelId} className="sr-only">
        {t('language.label')},
      </span>
      <button
        ref={button}
        type="button"
        aria-labelledby={`${labelId} ${valueId}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        className={cn(selectTriggerClass, languageSwitcherTriggerClass)}
        onPointerEnter={() => setRequested(true)}
        onFocus={() => setRequested(true)}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <span className="flex min-w-0 items-center gap-2 truncate">
          <GlobeIcon />
          <span id={valueId} lang={lang}>
            {LANG_NAMES[lang]}
          </span>
        </span>
        <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" className="size-5 shrink-0">
          <path d="m6 9 6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      {requested && (
        <React.Suspense fallback={null}>
          <LanguageDialog open={open} onOpenChange={setOpen} lang={lang} onLanguageChange={onLanguageChange} returnFocusTo={button} />
        </React.Suspense>
      )}
    </div>
  );
}
