export { CategoryLegend, categoryColors, categorySwatchVariants, categoryLegendButtonClass, type CategoryLegendProps } from './CategoryLegend';
