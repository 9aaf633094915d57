export { ElementPager, elementPagerLinkVariants, type ElementPagerProps, type PagerElement } from './ElementPager';
