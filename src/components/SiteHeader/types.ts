/** A navigation link: `labelKey` is a key of the common namespace. */
export interface SiteNavItem {
  to: string;
  labelKey: string;
}

export interface SiteNavGroup {
  headingKey: string;
  items: SiteNavItem[];
}
