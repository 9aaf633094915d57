/**
 * How the site search answers a query from a loaded Pagefind (src/lib/site-search.ts loads this
 * module with the index, never with the search dialog): the learner's words as the index has them,
 * Pagefind's results judged and ordered (./search-words.ts), misspellings put right.
 */
import { isTextLang, type Lang } from './langs';
import { correctQuery, indexQuery, judgeAnswers, orderAnswers, queryWords, type Verdict } from './search-words';
import { parseSearchType, type PagefindModule, type SearchHit, type SearchOptions, type SearchResponse, type SearchType } from './search-types';

export { subjectOfQuery } from './search-words';
export { documentsSearch, type DocumentsSearch } from './document-search';

/** Results judged per round trip, and at most in all (beyond them, the index's count stands). */
const JUDGE_BATCH = 16;
const MAX_JUDGED = 48;

/** One query's judged results: the response, and the query words no result had. */
const typeOf = (data: { filters: Record<string, string[]> }): SearchType => parseSearchType(data.filters.type?.[0]) ?? 'page';

async function judgedResults(
  pf: Pick<PagefindModule, 'search'>,
  query: string,
  lang: Lang,
  { type, limit = 10 }: SearchOptions,
): Promise<{ response: SearchResponse; missing: string[] }> {
  const found = await pf.search(indexQuery(query, lang) || query, type ? { filters: { type } } : {});
  // Judged together, so that the order is one order: the first batch, and more while too few are kept.
  const judged: Array<{ result: (typeof found.results)[number]; data: Awaited<ReturnType<(typeof found.results)[number]['data']>> }> = [];
  let verdicts: Verdict[] = [];
  let missing: string[] = [];
  while (judged.length < found.results.length && judged.length < MAX_JUDGED && verdicts.filter((v) => v.keep).length < limit) {
    const batch = await Promise.all(
      found.results.slice(judged.length, judged.length + JUDGE_BATCH).map(async (result) => ({ result, data: await result.data() })),
    );
    judged.push(...batch);
    ({ verdicts, missing } = judgeAnswers(
      query,
      lang,
      judged.map(({ data }) => ({ title: data.meta.title ?? '', tags: data.meta.tags, text: data.content, type: typeOf(data) })),
    ));
  }
  const kept: SearchHit[] = orderAnswers(judged, verdicts).map(({ result, data }) => ({
    id: result.id,
    url: data.url,
    title: data.meta.title ?? data.url,
    ...(isTextLang(data.meta.titleLang) ? { titleLang: data.meta.titleLang } : {}),
    excerpt: data.excerpt,
    type: typeOf(data),
  }));
  const { total, counts } = countAnswers(
    judged.map(({ data }, i) => ({ type: typeOf(data), keep: Boolean(verdicts[i]?.keep) })),
    found.results.length,
    found.totalFilters?.type ?? {},
    { limit, filter: type },
  );
  // Nothing found: every word may be the one that is not on the site.
  const words = found.results.length ? missing : queryWords(query, lang);
  return { response: { total, hits: kept.slice(0, limit), counts }, missing: words };
}

/**
 * How many results a response says it has, in all and per type (the chips), from the judged results
 * (`judged`, each with its type and verdict), how many the index found (`found`), and its count per type
 * (`perType`): never more than the list can show. The judged results count as judged (a rejected one is
 * no result); the results past them, never read, count as the index counts them only when the list is
 * full (`limit` kept: "the first 10 shown" of more). When the judging stopped short of a full list (it
 * read {@link MAX_JUDGED} and kept fewer), the results past them are the index's near matches like those
 * it rejected, and are not counted: a search whose every judged result was rejected says it found nothing,
 * and shows its empty state, never "77 results" over an empty list. Under a type filter (`filter`), the
 * other types' chips, whose results this search did not read, keep the index's counts.
 */
export function countAnswers(
  judged: ReadonlyArray<{ type: SearchType; keep: boolean }>,
  found: number,
  perType: Record<string, number>,
  { limit, filter }: { limit: number; filter?: SearchType | undefined },
): { total: number; counts: SearchResponse['counts'] } {
  const kept = judged.filter(({ keep }) => keep);
  const full = kept.length >= limit;
  const counts: SearchResponse['counts'] = {};
  for (const [value, count] of Object.entries(perType)) {
    const key = parseSearchType(value);
    if (!key) continue;
    const keptOfType = kept.filter(({ type }) => type === key).length;
    const unread = full || (filter && key !== filter) ? Math.max(0, count - judged.filter(({ type }) => type === key).length) : 0;
    if (keptOfType + unread > 0) counts[key] = keptOfType + unread;
  }
  return { total: kept.length + (full ? Math.max(0, found - judged.length) : 0), counts };
}

/**
 * One query asked of a loaded Pagefind: the learner's words as the index has them
 * ({@link indexQuery}), then the index's results in its order, read a batch at a time (a fragment
 * each, about 600 bytes) and judged ({@link judgeAnswers}): near matches dropped and not counted, the
 * rest ordered. Results past the judged ones are counted as the index counts them. When a word is on
 * no result, the site's words (`vocabulary`, loaded only then) may show it misspelled: the corrected
 * query is asked instead, and the response says so.
 */
export async function askIndex(
  pf: Pick<PagefindModule, 'search'>,
  query: string,
  lang: Lang,
  options: SearchOptions = {},
  vocabulary?: () => Promise<readonly string[]>,
): Promise<SearchResponse> {
  const first = await judgedResults(pf, query, lang, options);
  if (!vocabulary || !first.missing.length) return first.response;
  const words = await vocabulary().catch(() => undefined);
  const corrected = words && correctQuery(query, lang, first.missing, words);
  if (!corrected) return first.response;
  const second = await judgedResults(pf, corrected, lang, options);
  return second.response.total > 0 ? { ...second.response, corrected } : first.response;
}
