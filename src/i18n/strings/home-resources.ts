import { defineNamespace } from '../define';

const en = {
  title: 'Explore resources by subject area',
  intro: 'Choose an area to see what Ubumenyi offers for it. Cards marked “Coming soon” lead to resources we are still preparing.',
  tabsLabel: 'Subject areas',
};

/** The home page's tabbed resource area. */
export const homeResources = defineNamespace('homeResources', en, {
  fr: {
    title: 'Explorer les ressources par domaine',
    intro: 'Choisissez un domaine pour voir ce qu’Ubumenyi propose. Les cartes marquées «\u00a0Bientôt disponible\u00a0» mènent à des ressources encore en préparation.',
    tabsLabel: 'Domaines d’étude',
  },
  rw: {
    title: "Shakisha imfashanyigisho ukurikije ishami ry'amasomo",
    intro: 'Hitamo ishami urebe ibyo urubuga Ubumenyi rurigenera. Amakarita yanditseho “Biraza vuba” agana ku mfashanyigisho tukiri gutegura.',
    tabsLabel: "Amashami y'amasomo",
  },
});
