import type { CommonKey } from '@/i18n';

/** A link in the header or footer: `labelKey` is a key of the common namespace. */
export interface NavItem {
  to: string;
  labelKey: CommonKey;
}

/** A titled group of links (a footer column): `headingKey` is a key of the common namespace. */
export interface NavGroup {
  headingKey: CommonKey;
  items: NavItem[];
}

/** The header's main navigation. */
export const headerNav: NavItem[] = [
  { to: '/', labelKey: 'nav.home' },
  { to: '/about', labelKey: 'nav.about' },
  { to: '/simulation', labelKey: 'nav.simulation' },
  { to: '/blog', labelKey: 'nav.blog' },
  { to: '/contact', labelKey: 'nav.contact' },
];

/** The footer's link groups. Category pages that do not exist yet lead to /coming-soon. */
export const footerNav: NavGroup[] = [
  {
    headingKey: 'footer.resources',
    items: [
      { to: '/books', labelKey: 'footer.books' },
      { to: '/papers', labelKey: 'footer.papers' },
      { to: '/road-maps', labelKey: 'footer.roadmaps' },
      { to: '/periodic', labelKey: 'footer.periodic' },
      { to: '/simulation', labelKey: 'footer.simulations' },
      { to: '/science/science-overview', labelKey: 'footer.science' },
    ],
  },
  {
    headingKey: 'footer.levels',
    items: [
      { to: '/academic-levels', labelKey: 'nav.academicLevels' },
      { to: '/academic-levels/primary', labelKey: 'levels.primary' },
      { to: '/academic-levels/olevel', labelKey: 'levels.olevel' },
      { to: '/academic-levels/alevel', labelKey: 'levels.alevel' },
      { to: '/academic-levels/tvet', labelKey: 'levels.tvet' },
      { to: '/academic-levels/higher', labelKey: 'levels.higher' },
      { to: '/academic-levels/professional', labelKey: 'levels.professional' },
    ],
  },
  {
    headingKey: 'footer.categories',
    items: [
      { to: '/coming-soon', labelKey: 'footer.categoryHumanities' },
      { to: '/coming-soon', labelKey: 'footer.categoryLanguages' },
      { to: '/coming-soon', labelKey: 'footer.categoryArts' },
      { to: '/coming-soon', labelKey: 'footer.categoryVocational' },
      { to: '/coming-soon', labelKey: 'footer.categoryHealth' },
    ],
  },
  {
    headingKey: 'footer.company',
    items: [
      { to: '/about', labelKey: 'nav.about' },
      { to: '/partnership', labelKey: 'footer.partnership' },
      { to: '/join-team', labelKey: 'footer.joinTeam' },
      { to: '/feedback', labelKey: 'footer.feedback' },
      { to: '/contact', labelKey: 'nav.contact' },
      { to: '/coming-soon', labelKey: 'footer.comingSoon' },
    ],
  },
  {
    headingKey: 'footer.legal',
    items: [
      { to: '/terms-and-conditions', labelKey: 'footer.privacy' },
      { to: '/terms-and-conditions', labelKey: 'footer.termsOfService' },
    ],
  },
];
