export { CategoryLegend, categoryLegendButtonVariants, type CategoryLegendProps } from './CategoryLegend';
export { categoryColors, categorySwatchVariants } from './CategoryLegendSwatch';
