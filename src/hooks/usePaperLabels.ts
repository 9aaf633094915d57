import { useMemo } from 'react';
import { useT } from '@/i18n/useT';
import { papers } from '@/i18n/namespaces/papers';

type Group = 'boards' | 'levels' | 'classes' | 'subjects' | 'types';
type Labels = typeof papers.resources.en;

/** Whether a group has a label for a value: a value without one is new content, not yet translated. */
function hasLabel<G extends Group>(group: G, value: string): value is Extract<keyof Labels[G], string> {
  return Object.hasOwn(papers.resources.en[group], value);
}

/**
 * Labels of the past-paper options in the visitor's language, looked up by option value
 * ('Physics' → 'Ubugenge'). A value without a label (new content not yet translated) shows as
 * itself rather than as a key; tests/unit/papers-content.test.ts keeps the labels complete.
 */
export function usePaperLabels() {
  const { t } = useT(papers);
  return useMemo(
    () => ({
      board: (value: string) => (hasLabel('boards', value) ? t(`boards.${value}`) : value),
      level: (value: string) => (hasLabel('levels', value) ? t(`levels.${value}`) : value),
      class: (value: string) => (hasLabel('classes', value) ? t(`classes.${value}`) : value),
      subject: (value: string) => (hasLabel('subjects', value) ? t(`subjects.${value}`) : value),
      type: (value: string) => (hasLabel('types', value) ? t(`types.${value}`) : value),
    }),
    [t],
  );
}
