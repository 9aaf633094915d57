import { useMemo } from 'react';
import { useT } from '@/i18n/useT';
import { papers } from '@/i18n/namespaces/papers';

type Group = 'boards' | 'levels' | 'classes' | 'subjects' | 'types';
type Labels = NonNullable<typeof papers.shape>;

/** Whether a group has a label for a value: a value without one is new content, not yet translated. */
function hasLabel<G extends Group>(labels: Labels, group: G, value: string): value is Extract<keyof Labels[G], string> {
  return Object.hasOwn(labels[group], value);
}

/**
 * Labels of the past-paper options in the visitor's language, looked up by option value
 * ('Physics' → 'Ubugenge'). A value without a label (new content not yet translated) shows as
 * itself rather than as a key; tests/unit/papers-content.test.ts keeps the labels complete.
 */
export function usePaperLabels() {
  const { t, lang } = useT(papers);
  return useMemo(() => {
    // Every language has the same keys (tests/unit/i18n-parity.test.ts): the loaded ones answer.
    const labels = papers.strings(lang);
    return {
      board: (value: string) => (hasLabel(labels, 'boards', value) ? t(`boards.${value}`) : value),
      level: (value: string) => (hasLabel(labels, 'levels', value) ? t(`levels.${value}`) : value),
      class: (value: string) => (hasLabel(labels, 'classes', value) ? t(`classes.${value}`) : value),
      subject: (value: string) => (hasLabel(labels, 'subjects', value) ? t(`subjects.${value}`) : value),
      type: (value: string) => (hasLabel(labels, 'types', value) ? t(`types.${value}`) : value),
    };
  }, [t, lang]);
}
