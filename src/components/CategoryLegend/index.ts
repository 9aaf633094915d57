export { CategoryLegend, categoryColors, categorySwatchVariants, categoryLegendButtonVariants, type CategoryLegendProps } from './CategoryLegend';
