import * as React from 'react';
import { CategoryLegend } from '@/components/CategoryLegend';
import { PeriodicTable, type PeriodicTableProps } from '@/components/PeriodicTable';
import { ELEMENT_CATEGORIES, type ElementCategory } from '@/lib/element-categories';

export interface PeriodicGridProps extends Omit<PeriodicTableProps, 'inset'> {
  /** Called with the category chosen in the legend (undefined for none). */
  onHighlightChange: (category: ElementCategory | undefined) => void;
}

/**
 * The periodic grid with its category legend in the inset (its own chunk: see PeriodicPage). The
 * legend sits inside the grid's island, so its code comes with the grid's, when the grid goes live.
 */
export default function PeriodicGridSection({ onHighlightChange, ...props }: PeriodicGridProps) {
  const { elements, highlight } = props;
  const counts = React.useMemo(
    () =>
      Object.fromEntries(ELEMENT_CATEGORIES.map((category) => [category, elements.filter((e) => e.category === category).length])) as Record<
        ElementCategory,
        number
      >,
    [elements],
  );
  return <PeriodicTable {...props} inset={<CategoryLegend value={highlight} onValueChange={onHighlightChange} counts={counts} size="sm" />} />;
}
