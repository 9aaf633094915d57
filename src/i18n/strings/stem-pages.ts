import { defineNamespace } from '../define';

const en = {
  navLabel: 'STEM subjects',
  cardsTitle: 'Where to start',
};

/** The four STEM overview pages: the subject navigation and section headings. */
export const stemPages = defineNamespace('stemPages', en, {
  fr: {
    navLabel: 'Matières STIM',
    cardsTitle: 'Par où commencer',
  },
  rw: {
    navLabel: 'Amasomo ya STEM',
    cardsTitle: 'Aho wahera',
  },
});
