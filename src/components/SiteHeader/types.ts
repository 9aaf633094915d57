import type { CommonKey } from '@/i18n';

/** A navigation link: `labelKey` is a key of the common namespace. */
export interface SiteNavItem {
  to: string;
  labelKey: CommonKey;
}

/** A titled group of navigation links (the footer's columns): `headingKey` is a key of the common namespace. */
export interface SiteNavGroup {
  headingKey: CommonKey;
  items: SiteNavItem[];
}
