import { defineNamespace } from '../define';

/**
 * Strings of the /simulation page: subject tabs, the searchable list, the viewer and the PhET credit.
 * Simulation names are PhET's own titles and stay in English; descriptions and category names are
 * content data (src/content/simulations.ts).
 */
const en = {
  page: {
    title: 'Science simulations',
    description:
      'Do physics, chemistry, biology and maths experiments on your phone with free PhET simulations. A simulation downloads only when you open it.',
  },
  subjects: {
    label: 'Subject',
    physics: 'Physics',
    chemistry: 'Chemistry',
    biology: 'Biology',
    math: 'Mathematics',
  },
  list: {
    label: '{{subject}} simulations',
    searchLabel: 'Search simulations',
    searchHint: 'By name, topic or description',
    found_one: 'Found {{n}} simulation',
    found_other: 'Found {{n}} simulations',
    total_one: '{{n}} simulation',
    total_other: '{{n}} simulations',
    showMore: 'Show More ({{n}})',
    showLess: 'Show Less',
    selected: 'Selected',
  },
  empty: {
    noMatchTitle: 'No simulations found',
    noMatchDescription: 'Try adjusting your search terms or browse all simulations',
    clearSearch: 'Clear Search',
    noneTitle: 'No simulations available',
    noneDescription: 'Try selecting a different subject',
    unavailableTitle: 'These simulations could not load',
    unavailableDescription: 'Your connection may have dropped. Check it, then reload the page.',
  },
  viewer: {
    placeholderTitle: 'Select a Simulation',
    placeholderDescription:
      'Choose a simulation from the list and it opens here. Nothing is downloaded until you choose one, so you only use data for the simulations you open.',
    instructionsHeading: 'How to use it',
    instructions: {
      drag: 'Drag objects and sliders to interact with the simulation.',
      controls: 'Use the controls on the right of the simulation to change its settings.',
      scenarios: 'Try different scenarios and compare what happens.',
      notes: 'Take notes of what you observe.',
    },
    frameTitle: '{{name}}: interactive PhET simulation',
    fullscreen: 'Full screen',
    openNewTab: 'Open in a new tab',
    newTabHint: '(opens in a new tab)',
    language: 'Language: {{language}}',
    fallback: 'PhET has no version of this simulation {{inLanguage}} yet, so it opens in English.',
    loadingNote: 'Simulations are large: on a slow connection, give it a minute to load.',
  },
  languages: {
    en: 'English',
    fr: 'French',
    rw: 'Kinyarwanda',
  },
  inLanguage: {
    en: 'in English',
    fr: 'in French',
    rw: 'in Kinyarwanda',
  },
  credit: {
    heading: 'About these simulations',
    text: 'Simulations by PhET Interactive Simulations, University of Colorado Boulder, licensed under CC BY 4.0.',
    phetLink: 'Visit phet.colorado.edu',
    licenceLink: 'Read the CC BY 4.0 licence',
    ours: 'The descriptions and translations on this page are written by Ubumenyi.',
  },
};

export const simulations = defineNamespace('simulations', en, {
  fr: {
    page: {
      title: 'Simulations scientifiques',
      description:
        'Faites des expériences de physique, de chimie, de biologie et de mathématiques sur votre téléphone grâce aux simulations PhET gratuites. Une simulation ne se télécharge que lorsque vous l’ouvrez.',
    },
    subjects: {
      label: 'Matière',
      physics: 'Physique',
      chemistry: 'Chimie',
      biology: 'Biologie',
      math: 'Mathématiques',
    },
    list: {
      label: 'Simulations\u00a0: {{subject}}',
      searchLabel: 'Rechercher une simulation',
      searchHint: 'Par nom, thème ou description',
      found_one: '{{n}} simulation trouvée',
      found_other: '{{n}} simulations trouvées',
      total_one: '{{n}} simulation',
      total_other: '{{n}} simulations',
      showMore: 'Afficher plus ({{n}})',
      showLess: 'Afficher moins',
      selected: 'Sélectionnée',
    },
    empty: {
      noMatchTitle: 'Aucune simulation trouvée',
      noMatchDescription: 'Essayez d’autres mots-clés ou parcourez toutes les simulations',
      clearSearch: 'Effacer la recherche',
      noneTitle: 'Aucune simulation disponible',
      noneDescription: 'Essayez de choisir une autre matière',
      unavailableTitle: 'Ces simulations n’ont pas pu se charger',
      unavailableDescription: 'Votre connexion a peut-être été coupée. Vérifiez-la, puis rechargez la page.',
    },
    viewer: {
      placeholderTitle: 'Choisissez une simulation',
      placeholderDescription:
        'Choisissez une simulation dans la liste et elle s’ouvre ici. Rien n’est téléchargé avant votre choix\u00a0: vous ne consommez des données que pour les simulations que vous ouvrez.',
      instructionsHeading: 'Mode d’emploi',
      instructions: {
        drag: 'Faites glisser les objets et les curseurs pour interagir avec la simulation.',
        controls: 'Utilisez les commandes à droite de la simulation pour modifier ses réglages.',
        scenarios: 'Essayez différents scénarios et comparez ce qui se passe.',
        notes: 'Notez ce que vous observez.',
      },
      frameTitle: '{{name}}\u00a0: simulation interactive PhET',
      fullscreen: 'Plein écran',
      openNewTab: 'Ouvrir dans un nouvel onglet',
      newTabHint: '(s’ouvre dans un nouvel onglet)',
      language: 'Langue\u00a0: {{language}}',
      fallback: 'PhET n’a pas encore cette simulation {{inLanguage}}\u00a0: elle s’ouvre donc en anglais.',
      loadingNote: 'Les simulations sont volumineuses\u00a0: avec une connexion lente, laissez-lui une minute pour se charger.',
    },
    languages: {
      en: 'anglais',
      fr: 'français',
      rw: 'kinyarwanda',
    },
    inLanguage: {
      en: 'en anglais',
      fr: 'en français',
      rw: 'en kinyarwanda',
    },
    credit: {
      heading: 'À propos de ces simulations',
      text: 'Simulations de PhET Interactive Simulations, Université du Colorado à Boulder, sous licence CC BY 4.0.',
      phetLink: 'Visiter phet.colorado.edu',
      licenceLink: 'Lire la licence CC BY 4.0',
      ours: 'Les descriptions et les traductions de cette page sont rédigées par Ubumenyi.',
    },
  },
  rw: {
    page: {
      title: 'Amagerageza ya siyansi',
      description:
        'Kora igerageza ry’ubugenge, ubutabire, ibinyabuzima n’imibare kuri telefoni yawe ukoresheje amagerageza ya PhET y’ubuntu. Igerageza rimanurwa ari uko urifunguye gusa.',
    },
    subjects: {
      label: 'Isomo',
      physics: 'Ubugenge',
      chemistry: 'Ubutabire',
      biology: 'Ibinyabuzima',
      math: 'Imibare',
    },
    list: {
      label: 'Amagerageza y’isomo: {{subject}}',
      searchLabel: 'Shakisha igerageza',
      searchHint: 'Ukoresheje izina, ingingo cyangwa ibisobanuro',
      found_one: 'Habonetse igerageza {{n}}',
      found_other: 'Habonetse amagerageza {{n}}',
      total_one: 'Igerageza {{n}}',
      total_other: 'Amagerageza {{n}}',
      showMore: 'Erekana andi ({{n}})',
      showLess: 'Erekana make',
      selected: 'Ryatoranyijwe',
    },
    empty: {
      noMatchTitle: 'Nta gerageza ribonetse',
      noMatchDescription: 'Gerageza andi magambo yo gushakisha cyangwa urebe amagerageza yose',
      clearSearch: 'Siba ibyo washakishije',
      noneTitle: 'Nta gerageza rihari',
      noneDescription: 'Gerageza guhitamo irindi somo',
      unavailableTitle: 'Aya magerageza ntiyashoboye kuza',
      unavailableDescription: 'Interineti yawe ishobora kuba yacitse. Yigenzure, hanyuma wongere ufungure uru rupapuro.',
    },
    viewer: {
      placeholderTitle: 'Hitamo igerageza',
      placeholderDescription:
        'Hitamo igerageza ku rutonde maze rifunguke hano. Nta kintu kimanurwa mbere y’uko uhitamo, bityo ukoresha interineti ku magerageza ufunguye gusa.',
      instructionsHeading: 'Uko rikoreshwa',
      instructions: {
        drag: 'Kurura ibintu n’utubuto two kunyereza kugira ngo ukoreshe igerageza.',
        controls: 'Koresha utubuto turi iburyo bw’igerageza kugira ngo uhindure ibipimo byaryo.',
        scenarios: 'Gerageza uburyo butandukanye maze ugereranye ibibaye.',
        notes: 'Andika ibyo ubona.',
      },
      frameTitle: '{{name}}: igerageza rya PhET',
      fullscreen: 'Ekarani yose',
      openNewTab: 'Fungura mu idirishya rishya',
      newTabHint: '(rifungukira mu idirishya rishya)',
      language: 'Ururimi: {{language}}',
      fallback: 'PhET ntiragira iri gerageza {{inLanguage}}, ni yo mpamvu rifunguka mu Cyongereza.',
      loadingNote: 'Igerageza riraremereye: niba interineti yawe itihuta, ritegereze nk’umunota umwe.',
    },
    languages: {
      en: 'Icyongereza',
      fr: 'Igifaransa',
      rw: 'Ikinyarwanda',
    },
    inLanguage: {
      en: 'mu Cyongereza',
      fr: 'mu Gifaransa',
      rw: 'mu Kinyarwanda',
    },
    credit: {
      heading: 'Ibyerekeye aya magerageza',
      text: 'Aya magerageza yakozwe na PhET Interactive Simulations, Kaminuza ya Colorado i Boulder, akoreshwa hakurikijwe uruhushya rwa CC BY 4.0.',
      phetLink: 'Sura phet.colorado.edu',
      licenceLink: 'Soma uruhushya rwa CC BY 4.0',
      ours: 'Ibisobanuro n’ubusobanuro biri kuri uru rupapuro byanditswe na Ubumenyi.',
    },
  },
});
