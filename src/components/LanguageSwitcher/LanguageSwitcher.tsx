import * as React from 'react';
import { cn } from '@/lib/cn';
import { prefersSaveData } from '@/lib/save-data';
import { chunk, chunkComponent } from '@/app/alive/chunk';
import { LANG_NAMES, type Lang } from '@/lib/langs';
import { useT } from '@/i18n/useT';
import { selectTriggerClass } from '../Select/variants';
import { GlobeIcon, languageSwitcherTriggerClass } from './parts';

// Radix Select (with its positioning engine) is a quarter of a small page's JavaScript (25 KiB),
// and most visitors never change language. A stand-in button that looks the same holds its place:
// hovering, focusing or touching it fetches the Select's code, and activating it (click, Enter,
// Space, arrows) swaps in the Select, already open and focused. It is not warmed in idle time: it
// would put ten pages over the 130 KiB "ready" budget (scripts/budget.ts) for a control few use.
const select = chunk(() => import('./LanguageSelect').then((m) => ({ default: m.LanguageSelect })));
const LanguageSelect = chunkComponent(select);
// Under Save-Data nothing is fetched ahead of the click.
const preload = () => void (prefersSaveData() || select.prefetch().catch(() => undefined));


export interface LanguageSwitcherProps {
  /** Called with the chosen language; the app switches language and announces it. */
  onLanguageChange: (lang: Lang) => void;
  className?: string;
}

/**
 * Chooses the interface language (a Radix Select). Each language is written in itself
 * (English, Français, Ikinyarwanda) and marked with its own `lang`. The accessible name is
 * "Language" followed by the current language.
 */
export function LanguageSwitcher({ onLanguageChange, className }: LanguageSwitcherProps) {
  const { t, lang } = useT();
  const id = React.useId();
  const labelId = `${id}-label`;
  const triggerId = `${id}-trigger`;
  const [activated, setActivated] = React.useState(false);
  const [ready, setReady] = React.useState(false);

  return (
    <div data-slot="language-switcher" className={cn('flex items-center', className)}>
      <span id={labelId} className="sr-only">
        {t('language.label')}
      </span>
      {!ready && (
        <button
          type="button"
          id={triggerId}
          aria-labelledby={`${labelId} ${triggerId}-value`}
          aria-haspopup="listbox"
          aria-expanded={false}
          className={cn(selectTriggerClass, languageSwitcherTriggerClass)}
          onPointerEnter={preload}
          onTouchStart={preload}
          onFocus={preload}
          onClick={() => setActivated(true)}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
              event.preventDefault();
              setActivated(true);
            }
          }}
        >
          <span className="flex min-w-0 items-center gap-2 truncate">
            <GlobeIcon />
            <span id={`${triggerId}-value`} lang={lang}>
              {LANG_NAMES[lang]}
            </span>
          </span>
          <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" className="size-5 shrink-0">
            <path d="m6 9 6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      )}
      {activated && (
        <React.Suspense fallback={null}>
          <LanguageSelect
            lang={lang}
            labelId={labelId}
            triggerId={triggerId}
            onLanguageChange={onLanguageChange}
            onReady={() => setReady(true)}
          />
        </React.Suspense>
      )}
    </div>
  );
}
