import * as React from 'react';
import { useT } from '@/i18n/useT';
import { periodic } from '@/i18n/namespaces/periodic';
import { categorySlug } from '@/lib/element-categories';
import { groupOf, periodOf } from '@/lib/element-place';
import type { TileElement } from './ElementTile';

/**
 * What a screen reader says after an element's name, in the page's language: its atomic number,
 * category, period and group, one plain string ("Atomic number 26, transition metal, period 4,
 * group 8"; a lanthanoid or actinoid has no group: "…, lanthanoid, period 6"). At most 12 words in
 * every language (Kinyarwanda, with three-word categories, is the longest: 11). The tile and the
 * list entry both describe an element with it.
 */
export function useElementDescription(): (element: Pick<TileElement, 'number' | 'category' | 'row' | 'column'>) => string {
  const { t, lang } = useT(periodic);
  return React.useCallback(
    (element) => {
      // Mid-sentence, so in lower case ("noble gas"); no category name holds a proper noun.
      const category = t(`categories.${categorySlug(element.category)}`).toLocaleLowerCase(lang);
      const group = groupOf(element);
      const values = { number: element.number, category, period: periodOf(element) };
      return group === null ? t('tile.descriptionFRow', values) : t('tile.description', { ...values, group });
    },
    [t, lang],
  );
}
