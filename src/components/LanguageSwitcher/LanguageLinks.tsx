import { useLocation } from 'react-router-dom';
import { cva } from 'class-variance-authority';
import { LANGS, LANG_NAMES, type Lang } from '@/lib/langs';
import { localizePath } from '@/lib/links';

const languageLinkClass = cva(
  [
    'flex min-h-12 items-center justify-between gap-3 rounded-md border-2 border-border px-4 text-lg font-semibold text-foreground hover:bg-muted',
    'aria-[current=true]:border-primary aria-[current=true]:bg-secondary aria-[current=true]:text-secondary-foreground',
    'forced-colors:aria-[current=true]:border-[Highlight]',
  ].join(' '),
);

export interface LanguageLinksProps {
  /** The page's language: its link is marked current. */
  lang: Lang;
  /** Called with the chosen language instead of a full page load (the app switches language and announces it). */
  onChoose: (lang: Lang) => void;
  /** Names the list (the dialog's title, or the menu's "Language" label). */
  'aria-labelledby'?: string;
  className?: string;
}

/**
 * The three languages as links to this page in each of them (same query and hash), each written
 * in itself and marked with its own `lang`. They are real links: before the page's code runs, or
 * opened in a new tab, they load the prerendered page in that language; a plain click lets the app
 * switch language without a page load.
 */
export function LanguageLinks({ lang, onChoose, className, ...props }: LanguageLinksProps) {
  const { pathname, search, hash } = useLocation();
  return (
    <ul data-slot="language-links" className={className ?? 'flex flex-col gap-2'} {...props}>
      {LANGS.map((code) => (
        <li key={code}>
          <a
            href={localizePath(pathname, code) + search + hash}
            hrefLang={code}
            lang={code}
            aria-current={code === lang ? 'true' : undefined}
            className={languageLinkClass()}
            onClick={(event) => {
              // A new tab or window (a modifier key, a middle click) keeps the link's own behaviour.
              if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
              event.preventDefault();
              onChoose(code);
            }}
          >
            {LANG_NAMES[code]}
            {code === lang && (
              <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" className="size-5 shrink-0">
                <path d="m5 12 5 5 9-10" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            )}
          </a>
        </li>
      ))}
    </ul>
  );
}
