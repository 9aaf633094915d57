import * as React from 'react';
import { cn } from '@/lib/cn';
import { useT } from '@/i18n/useT';
import { siteSearch } from '@/i18n/namespaces/site-search';
import { routeHref } from '@/lib/links';
import { partLang } from '@/lib/langs';
import { excerptParts, normalizeQuery, SEARCH_TYPES, type SearchResponse, type SearchType, type SiteSearchIndex } from '@/lib/site-search';
import { SearchField } from '../SearchField';
import { LiveRegion } from '../LiveRegion';
import { EmptyState } from '../EmptyState';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Link } from '../Link';
import { DocumentResults } from '../DocumentResults';
import { searchResultClass, searchResultLinkClass } from './result-styles';

const searchChipClass = [
  'inline-flex min-h-11 items-center gap-1.5 rounded-full border-2 border-border bg-background px-3 text-sm font-semibold text-foreground sm:min-h-9',
  'hover:bg-muted focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring',
  'aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-primary-foreground',
  // Forced colours: pressed by the highlight border and an underline; the outline is the focus ring's.
  'forced-colors:aria-pressed:border-[Highlight] forced-colors:aria-pressed:underline forced-colors:aria-pressed:decoration-2',
].join(' ');

/** What the panel is showing. */
export type SiteSearchStatus = 'idle' | 'invalid' | 'loading' | 'results' | 'empty' | 'error';

export interface SiteSearchProps {
  /** Where answers come from: the built index (`pagefindIndex()`), or a fake one in stories. */
  index: SiteSearchIndex;
  /** Text in the field at first (from `/search?q=`). @default '' */
  defaultQuery?: string;
  /** Type filter at first (from `/search?type=`). */
  defaultType?: SearchType;
  /** Called when the query or the filter changes (the /search page writes them into its URL). */
  onStateChange?: (query: string, type: SearchType | undefined) => void;
  /** Called when the learner opens a result or a library link (the dialog closes). */
  onNavigate?: () => void;
  /** Wait this long after the last keystroke before searching. @default 200 */
  debounceMs?: number;
  /** Move focus to the field when mounted (in the dialog, which opens for typing). @default false */
  focusOnMount?: boolean;
  className?: string;
}

const LIBRARIES = ['books', 'papers', 'simulation', 'periodic', 'roadmaps'] as const;

/**
 * The site search: a field that searches as the learner types (debounced), filter chips by type,
 * a count announced politely, and the results with their matched words marked. Down arrow from the
 * field moves into the results, up and down move through them, Enter opens one. Odd input (only
 * symbols, very long text) shows a clear empty state, never an error. Inside a plain GET form to
 * /search, so it works as a form before the script runs.
 */
export function SiteSearch({
  index,
  defaultQuery = '',
  defaultType,
  onStateChange,
  onNavigate,
  debounceMs = 200,
  focusOnMount = false,
  className,
}: SiteSearchProps) {
  const { t, tn, lang } = useT(siteSearch);
  const common = useT();
  const [query, setQuery] = React.useState(defaultQuery);
  const [type, setType] = React.useState<SearchType | undefined>(defaultType);
  const [searchStatus, setStatus] = React.useState<SiteSearchStatus>('idle');
  const [response, setResponse] = React.useState<SearchResponse | undefined>();
  const [attempt, setAttempt] = React.useState(0);
  const resultsRef = React.useRef<HTMLDivElement>(null);
  const inputRef = React.useRef<HTMLInputElement>(null);
  const resultsId = React.useId();
  const normalized = normalizeQuery(query);
  // Nothing searchable: no request, whatever the last search said.
  const status: SiteSearchStatus = normalized ? searchStatus : query.trim() === '' ? 'idle' : 'invalid';

  // The index (pagefind.js, about 12 KiB) is fetched when the visitor reaches for the field — focus,
  // or a query given in the address — never as part of a page's first load.
  React.useEffect(() => {
    if (focusOnMount) inputRef.current?.focus();
  }, [focusOnMount]);

  const changeQuery = (next: string) => {
    setQuery(next);
    onStateChange?.(next, type);
  };
  const changeType = (next: SearchType | undefined) => {
    setType(next);
    onStateChange?.(query, next);
  };

  React.useEffect(() => {
    if (!normalized) return;
    let current = true;
    const timer = window.setTimeout(() => {
      setStatus('loading');
      index.search(normalized, { type }).then(
        (found) => {
          if (!current) return;
          setResponse(found);
          setStatus(found.total > 0 || found.documents?.length ? 'results' : 'empty');
        },
        () => current && setStatus('error'),
      );
    }, debounceMs);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [normalized, type, index, debounceMs, attempt]);

  // The site's results, then the documents': the arrows move through both.
  const links = () => Array.from(resultsRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);
  const onResultKeyDown = (event: React.KeyboardEvent) => {
    const all = links();
    const at = all.indexOf(event.target as HTMLAnchorElement);
    if (at === -1) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const next = at + (event.key === 'ArrowDown' ? 1 : -1);
      if (next < 0) inputRef.current?.focus();
      else all[Math.min(next, all.length - 1)]?.focus();
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      all[event.key === 'Home' ? 0 : all.length - 1]?.focus();
    }
  };

  const typeName = (value: SearchType) => t(`types.${value}`);
  const documents = response?.documents ?? [];
  // The site's count, then the documents', two sentences: "2 results for “x”. Also inside 1 document."
  // With none on the site, only the documents' ("“x” is inside 1 document").
  const siteCount = (found: SearchResponse) =>
    type
      ? tn('countFiltered', found.total, { q: found.corrected ?? normalized, type: typeName(type) })
      : found.corrected
        ? tn('countCorrected', found.total, { q: found.corrected, typed: normalized })
        : tn('count', found.total, { q: normalized });
  const resultsMessage = (found: SearchResponse) =>
    found.total > 0
      ? [siteCount(found), documents.length ? tn('documents.countAlso', documents.length) : ''].filter(Boolean).join('. ')
      : tn('documents.count', documents.length, { q: normalized });
  const message =
    status === 'loading'
      ? t('loading')
      : status === 'results' && response
        ? resultsMessage(response)
        : status === 'empty'
          ? t('empty.title', { q: normalized })
          : status === 'error'
            ? t('error.title')
            : '';

  const suggestions = (['one', 'two', 'three', 'four'] as const).map((key) => t(`suggestions.${key}`));
  const ways = (
    <div className="flex flex-col items-center gap-3">
      <p className="font-semibold">{t('empty.suggestions')}</p>
      <ul className="flex flex-wrap justify-center gap-2">
        {suggestions.map((word) => (
          <li key={word}>
            <button
              type="button"
              className={searchChipClass}
              onClick={() => {
                changeQuery(word);
                inputRef.current?.focus();
              }}
            >
              {word}
            </button>
          </li>
        ))}
      </ul>
      <p className="font-semibold">{t('empty.libraries')}</p>
      <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1">
        {LIBRARIES.map((id) => (
          <li key={id}>
            <Link
              to={routeHref(id, lang)}
              onClick={onNavigate}
              className="inline-flex min-h-11 items-center text-primary underline underline-offset-4 hover:no-underline"
            >
              {common.t(`routes.${id}.title`)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );

  // A query the site has no answer for, about a subject the index knows: that subject's shelves.
  const shelf = status === 'empty' ? response?.subject : undefined;
  const subjectName = shelf?.name ?? '';
  const subjectLinks = shelf
    ? [
        { key: 'books', href: routeHref('books', lang, { query: { q: subjectName } }), text: t('empty.subjectBooks', { subject: subjectName }) },
        shelf.simulations && {
          key: 'simulations',
          href: routeHref('simulation', lang, { query: { subject: shelf.simulations } }),
          text: t('empty.subjectSimulations', { subject: subjectName }),
        },
        shelf.papers && {
          key: 'papers',
          href: routeHref('papers', lang, { query: { q: shelf.papers } }),
          text: t('empty.subjectPapers', { subject: subjectName }),
        },
        { key: 'level', href: routeHref('levelOlevel', lang), text: common.t('routes.levelOlevel.title') },
      ].filter((link): link is { key: string; href: string; text: string } => Boolean(link))
    : [];
  const subjectWays = shelf && (
    <div className="flex flex-col items-center gap-3">
      <p className="max-w-prose text-center font-semibold">{t('empty.subject', { subject: subjectName })}</p>
      <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1">
        {subjectLinks.map((link) => (
          <li key={link.key}>
            <Link
              to={link.href}
              onClick={onNavigate}
              className="inline-flex min-h-11 items-center text-primary underline underline-offset-4 hover:no-underline"
            >
              {link.text}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );

  const counts = response?.counts ?? {};
  const chipTypes = SEARCH_TYPES.filter((value) => (counts[value] ?? 0) > 0 || value === type);

  return (
    <div data-slot="site-search" className={cn('flex flex-col gap-4', className)}>
      <form
        role="search"
        action={routeHref('search', lang)}
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          links()[0]?.focus();
        }}
      >
        <SearchField
          ref={inputRef}
          name="q"
          label={t('label')}
          hint={t('hint')}
          value={query}
          onValueChange={changeQuery}
          onFocus={() => index.preload?.()}
          maxLength={500}
          aria-controls={response?.hits.length || response?.documents?.length ? 'site-search-results' : undefined}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' && links().length) {
              event.preventDefault();
              links()[0]?.focus();
            }
          }}
        />
        {type && <input type="hidden" name="type" value={type} />}
      </form>

      {status !== 'idle' && status !== 'invalid' && chipTypes.length > 0 && (
        <div role="group" aria-label={t('filters.label')} className="flex flex-wrap gap-2">
          <button type="button" aria-pressed={type === undefined} className={searchChipClass} onClick={() => changeType(undefined)}>
            {t('filters.all')}
          </button>
          {chipTypes.map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={type === value}
              className={searchChipClass}
              onClick={() => changeType(type === value ? undefined : value)}
            >
              {typeName(value)}
              <span className="tabular-nums">({common.formatNumber(counts[value] ?? 0)})</span>
            </button>
          ))}
        </div>
      )}

      {/* Shown only with a count or while searching. An empty state or an error has a heading of its
          own: its words are said (after the pause) but not written a second time. */}
      <div className={status === 'results' || status === 'loading' ? 'text-muted-foreground' : undefined}>
        <LiveRegion message={message} visible={status === 'results' || status === 'loading'} />
      </div>

      {status === 'idle' && (
        <div className="flex flex-col gap-4">
          {/* Without scripting nothing appears as you type: the page's noscript note says so instead. */}
          <p className="text-muted-foreground noscript:hidden">{t('idle')}</p>
          {ways}
        </div>
      )}
      {status === 'invalid' && <EmptyState headingLevel={2} title={t('empty.invalid')} action={ways} />}
      {status === 'empty' && (
        <EmptyState
          headingLevel={2}
          title={t('empty.title', { q: normalized })}
          description={subjectWays ? undefined : t('empty.description')}
          action={
            subjectWays ? (
              <div className="flex flex-col gap-6">
                {subjectWays}
                {ways}
              </div>
            ) : (
              ways
            )
          }
        />
      )}
      {status === 'error' && (
        <EmptyState
          headingLevel={2}
          title={t('error.title')}
          description={t('error.description')}
          action={
            <Button variant="outline" onClick={() => setAttempt((n) => n + 1)}>
              {t('error.retry')}
            </Button>
          }
        />
      )}
      {status === 'results' && response && (
        <>
          <p className="sr-only">{t('keys')}</p>
          <div id="site-search-results" ref={resultsRef} className="flex flex-col gap-4">
            {response.hits.length > 0 && (
              <ul aria-label={t('results')} className="flex flex-col gap-1">
                {response.hits.map((hit, at) => (
                  <li key={hit.id} className={searchResultClass}>
                    {/* The link is named by its title alone, and described by its type ("Iron", "Element"):
                        the excerpt follows it as text, read on from the link, not with each arrow key. */}
                    <span className="flex flex-wrap items-center gap-2">
                      <Link
                        to={hit.url}
                        onClick={onNavigate}
                        onKeyDown={onResultKeyDown}
                        aria-describedby={`${resultsId}-type-${at}`}
                        className={searchResultLinkClass}
                      >
                        {partLang(hit.titleLang, lang) ? <span lang={hit.titleLang}>{hit.title}</span> : hit.title}
                      </Link>
                      <Badge id={`${resultsId}-type-${at}`} variant="secondary">
                        {typeName(hit.type)}
                      </Badge>
                    </span>
                    <p className="text-sm text-muted-foreground">
                      {excerptParts(hit.excerpt).map((part, i) =>
                        part.mark ? <mark key={i}>{part.text}</mark> : <React.Fragment key={i}>{part.text}</React.Fragment>,
                      )}
                    </p>
                  </li>
                ))}
              </ul>
            )}
            {response.total > response.hits.length && (
              <p className="text-sm text-muted-foreground">{t('firstShown', { n: common.formatNumber(response.hits.length) })}</p>
            )}
            {documents.length > 0 && <DocumentResults hits={documents} onLinkKeyDown={onResultKeyDown} />}
          </div>
        </>
      )}
    </div>
  );
}
