export { CategoryLegend, categoryLegendButtonVariants, categoryLegendVariants, type CategoryLegendProps } from './CategoryLegend';
export { categoryColors, categorySwatchVariants } from './CategoryLegendSwatch';
