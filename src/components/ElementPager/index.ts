export { ElementPager, type PagerElement } from './ElementPager';
