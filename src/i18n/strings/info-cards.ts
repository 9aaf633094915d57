import { defineNamespace } from '../define';

const en = {
  comingSoon: 'Coming soon',
  benefits: 'What you gain',
};

/** Strings of the resource cards shared by the home page's tabs and the STEM overview pages. */
export const infoCards = defineNamespace('infoCards', en, {
  fr: {
    comingSoon: 'Bientôt disponible',
    benefits: 'Ce que vous y gagnez',
  },
  rw: {
    comingSoon: 'Biraza vuba',
    benefits: 'Icyo bikumarira',
  },
});
