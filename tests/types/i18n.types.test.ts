/**
 * Type contracts of the translation hook, proven by the compiler: `npm run typecheck` compiles this
 * file, and each `@ts-expect-error` fails the typecheck if the line below it ever compiles (an
 * unused directive is an error). Nothing here runs: the hook is only called inside a hook that nothing calls.
 */
import { useT } from '@/i18n/useT';
import { library } from '@/i18n/namespaces/library';
import { defineNamespace } from '@/i18n/define';
import type { CommonStrings } from '@/i18n';
import type { Matches, SameKeys } from '@/i18n/define';

export function useContracts(category: 'Olevel' | 'Developer', anyText: string) {
  const common = useT();
  common.t('nav.home');
  common.t('footer.copyright', { from: 2024, to: 2026 });
  // @ts-expect-error: a typo in a common key
  common.t('nav.hom');
  // @ts-expect-error: a group, not a string
  common.t('nav');
  // @ts-expect-error: a key of another namespace (library's), not of the common strings
  common.t('books.emptyTitle');

  const { t, tn } = useT(library);
  t('books.emptyTitle');
  // A key built from a narrowed value checks through the union of its values.
  t(`levels.${category}`);
  // @ts-expect-error: a key built from any string could name nothing
  t(`levels.${anyText}`);
  // @ts-expect-error: a common key is not in the library's namespace
  t('nav.home');

  // tn takes the base of a plural pair, not a string nor one of its forms.
  tn('books.found', 3);
  // @ts-expect-error: the form is chosen by the count
  tn('books.found_one', 1);
  // @ts-expect-error: not a plural
  tn('books.emptyTitle', 2);
  common.tn('offline.pagesCount', 2);
  // @ts-expect-error: a typo in a plural base
  common.tn('offline.pageCount', 2);
}

// Every namespace's French and Kinyarwanda strings have the English keys, no more, no fewer.
defineNamespace(
  'types-probe',
  { a: 'A', b: { c: 'C' } },
  {
    fr: { a: 'A', b: { c: 'C' } },
    // @ts-expect-error: rw misses b.c
    rw: { a: 'A', b: {} },
  },
);

// So does any pair of common string trees (the catalogues' compile checks the files themselves).
export type SameCommonKeys = Matches<SameKeys<CommonStrings, CommonStrings>>;
// @ts-expect-error: a file without `nav.home` does not match
export type MissingKey = Matches<SameKeys<CommonStrings, Omit<CommonStrings, 'nav'> & { nav: Omit<CommonStrings['nav'], 'home'> }>>;
// @ts-expect-error: nor does a file with a key English does not have
export type ExtraKey = Matches<SameKeys<CommonStrings, CommonStrings & { stray: string }>>;
