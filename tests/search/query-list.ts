/**
 * The learners' query list (./queries.json) run against the built index, with the site's own search
 * code (askIndex in src/lib/site-search.ts) in Node and pagefind.js in the page: the page answers each
 * of askIndex's calls to Pagefind. Used by tests/e2e/search.spec.ts.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { Lang } from '../../src/lib/langs';
import { PAGEFIND_OPTIONS, type PagefindModule } from '../../src/lib/site-search';
import { askIndex } from '../../src/lib/site-search-answers';

/** One query of the list. */
export interface ListQuery {
  lang: Lang;
  q: string;
  /** The start of the expected result's URL; absent for a query the site has no answer for. */
  url?: string;
  /** The expected result must be first (1) or among the first three (3). */
  top?: 1 | 3;
  /** Other answers that are as right (URL starts), for precision at 3. */
  also?: string[];
  /** URL starts that must not be among the first three. */
  not?: string[];
  /** The site has no answer: the search must show its empty state. */
  empty?: boolean;
  why?: string;
}

export const queryList = (JSON.parse(readFileSync(new URL('./queries.json', import.meta.url), 'utf8')) as { queries: ListQuery[] }).queries;

/** How many results the list looks at, as the search shows them first. */
const SHOWN = 3;

/** Asks the site's search, in `page` (already on a page of the query's language), each query's first results. */
export async function firstResults(page: Page, queries: readonly ListQuery[], lang: Lang): Promise<string[][]> {
  await page.evaluate(async (options) => {
    const pf = await import(/* @vite-ignore */ '/pagefind/pagefind.js' as string);
    await pf.options(options);
    await pf.init();
    await pf.filters();
    (window as unknown as { pf: unknown }).pf = pf;
  }, PAGEFIND_OPTIONS);
  const pf: Pick<PagefindModule, 'search'> = {
    async search(term, options) {
      // The results' data, read in the page up to what askIndex may judge (48); the rest are counted only.
      const found = await page.evaluate(
        async ({ term, options }) => {
          type Result = { id: string; score: number; data(): Promise<unknown> };
          const pagefind = (window as unknown as { pf: { search(t: string, o?: unknown): Promise<{ results: Result[]; totalFilters?: unknown }> } }).pf;
          const search = await pagefind.search(term, options);
          const data = await Promise.all(search.results.slice(0, 48).map((r) => r.data()));
          return {
            count: search.results.length,
            totalFilters: search.totalFilters,
            results: search.results.slice(0, 48).map((r, i) => ({ id: r.id, score: r.score, data: data[i] })),
          };
        },
        { term, options },
      );
      type Found = Awaited<ReturnType<PagefindModule['search']>>;
      const results: Found['results'] = found.results.map((r) => ({
        id: r.id,
        score: r.score,
        data: async () => r.data as Awaited<ReturnType<Found['results'][number]['data']>>,
      }));
      for (let i = results.length; i < found.count; i += 1) {
        results.push({ id: `unread-${i}`, score: 0, data: () => Promise.reject(new Error('not read')) });
      }
      return { results, totalFilters: found.totalFilters as Found['totalFilters'] };
    },
  };
  const words = () => page.evaluate(async (file) => (await fetch(file)).json() as Promise<string[]>, `/pagefind/words.${lang}.json`);
  const out: string[][] = [];
  for (const query of queries) {
    const response = await askIndex(pf, query.q, lang, { limit: SHOWN }, words);
    out.push(response.hits.map((hit) => hit.url));
  }
  return out;
}

/** A query's outcome: passed or the reason, and its precision at 3 (right answers among those shown). */
export function judgeQuery(query: ListQuery, urls: readonly string[]): { failure?: string; precision: number } {
  const shown = urls.slice(0, SHOWN);
  const list = shown.join(', ') || 'nothing';
  if (query.empty) {
    return shown.length ? { failure: `wanted no results, got ${list}`, precision: 0 } : { precision: 1 };
  }
  const right = [query.url ?? '', ...(query.also ?? [])];
  const precision = shown.length ? shown.filter((url) => right.some((start) => start && url.startsWith(start))).length / shown.length : 0;
  const rank = shown.findIndex((url) => query.url && url.startsWith(query.url)) + 1;
  if (rank === 0 || rank > (query.top ?? 3)) return { failure: `wanted ${query.url} in top ${query.top ?? 3}, got ${list}`, precision };
  const wrong = shown.filter((url) => query.not?.some((start) => url.startsWith(start)));
  if (wrong.length) return { failure: `${wrong.join(', ')} must not be in the top ${SHOWN}`, precision };
  return { precision };
}
