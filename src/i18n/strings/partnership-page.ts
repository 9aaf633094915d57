import { defineNamespace } from '../define';

const en = {
  typesTitle: 'Ways to partner',
  reasonsTitle: 'Why partner with Ubumenyi',
  processTitle: 'How it works, in four steps',
  partnersTitle: 'Current partners',
};

/** The Partnership page's section headings. */
export const partnershipPage = defineNamespace('partnershipPage', en, {
  fr: {
    typesTitle: 'Formes de partenariat',
    reasonsTitle: 'Pourquoi devenir partenaire d’Ubumenyi',
    processTitle: 'Comment ça marche, en quatre étapes',
    partnersTitle: 'Partenaires actuels',
  },
  rw: {
    typesTitle: 'Uburyo bwo gufatanya',
    reasonsTitle: "Impamvu wafatanya n'Ubumenyi",
    processTitle: 'Uko bikorwa, mu ntambwe enye',
    partnersTitle: 'Abafatanyabikorwa bacu ubu',
  },
});
