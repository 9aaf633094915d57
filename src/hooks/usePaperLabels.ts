import { useMemo } from 'react';
import { useT } from '@/i18n/useT';
import { papers } from '@/i18n/namespaces/papers';

type Group = 'boards' | 'levels' | 'classes' | 'subjects' | 'types';

/**
 * Labels of the past-paper options in the visitor's language, looked up by option value
 * ('Physics' → 'Ubugenge'). A value without a label (new content not yet translated) shows as
 * itself rather than as a key; tests/unit/papers-content.test.ts keeps the labels complete.
 */
export function usePaperLabels() {
  const { t } = useT(papers);
  return useMemo(() => {
    const label = (group: Group) => (value: string) => t(`${group}.${value}`, { defaultValue: value });
    return {
      board: label('boards'),
      level: label('levels'),
      class: label('classes'),
      subject: label('subjects'),
      type: label('types'),
    };
  }, [t]);
}
