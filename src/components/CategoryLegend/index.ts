export { CategoryLegend } from './CategoryLegend';
export { categoryColors, categorySwatchVariants } from './CategoryLegendSwatch';
