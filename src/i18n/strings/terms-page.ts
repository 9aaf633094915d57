import { defineNamespace } from '../define';

const en = {
  lastUpdated: 'Last updated:',
  contents: 'Contents',
  email: 'Email',
  phone: 'Phone',
  contactPage: 'Go to the contact page',
  print: 'Print these terms',
};

/** The Terms and Conditions page. */
export const termsPage = defineNamespace('termsPage', en, {
  fr: {
    lastUpdated: 'Dernière mise à jour\u00a0:',
    contents: 'Sommaire',
    email: 'Courriel',
    phone: 'Téléphone',
    contactPage: 'Aller à la page de contact',
    print: 'Imprimer ces conditions',
  },
  rw: {
    lastUpdated: 'Byavuguruwe bwa nyuma ku itariki ya',
    contents: 'Ibikubiyemo',
    email: 'Imeri',
    phone: 'Telefoni',
    contactPage: 'Jya ku rupapuro rwo kutwandikira',
    print: 'Capa aya mabwiriza',
  },
});
