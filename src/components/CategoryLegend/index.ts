export { CategoryLegend, categorySwatchVariants, categoryLegendButtonVariants, type CategoryLegendProps } from './CategoryLegend';
