import { defineNamespace } from '../define';

/**
 * Strings for the first view of /periodic: intro, view switch, the table, its tiles, category
 * names, legend and the data credits. The dialog and list view use `periodicDetails` (their own chunks).
 * Element names, descriptions and uses are content (src/content/element-texts), not keys here.
 */
const en = {
  intro: 'All 118 chemical elements, in order of atomic number. Choose an element to see its properties, its discovery and what it is used for.',
  keyboardHint:
    'With a keyboard: the arrow keys move from element to element, Home and End go to the ends of a row, typing a symbol (Fe) or an atomic number (26) jumps to that element, and Enter or Space opens it.',
  views: {
    label: 'How to show the elements',
    table: 'Table',
    list: 'List view',
    loadingList: 'Loading the list of elements…',
  },
  table: {
    label: 'Periodic table of the elements',
    region: 'Periodic table',
    scrollHint: 'Scroll sideways to see all 18 groups.',
    none: 'No element chosen',
    lanthanoids: 'Lanthanoids, elements 57 to 71, in the first row under the table',
    actinoids: 'Actinoids, elements 89 to 103, in the second row under the table',
  },
  tile: {
    shells: 'Electrons per shell',
    /** What a screen reader says after a tile's name (see ElementTile): at most 12 words. */
    description: 'Atomic number {{number}}, {{category}}, period {{period}}, group {{group}}',
    /** The same for a lanthanoid or actinoid, which has no group. */
    descriptionFRow: 'Atomic number {{number}}, {{category}}, period {{period}}',
  },
  preview: {
    label: 'Element under the pointer or focus',
    number: 'Atomic number',
    mass: 'Atomic mass',
    link: 'Read about {{name}}',
  },
  categories: {
    'alkali-metal': 'Alkali metal',
    'alkaline-earth-metal': 'Alkaline earth metal',
    lanthanoid: 'Lanthanoid',
    actinoid: 'Actinoid',
    'transition-metal': 'Transition metal',
    'post-transition-metal': 'Post-transition metal',
    metalloid: 'Metalloid',
    'other-nonmetal': 'Other nonmetal',
    'noble-gas': 'Noble gas',
    unknown: 'Unknown properties',
  },
  legend: {
    heading: 'Categories',
    hint: 'Choose a category to highlight its elements. Choose it again to show all of them.',
    items: {
      'alkali-metal': 'Alkali metals',
      'alkaline-earth-metal': 'Alkaline earth metals',
      lanthanoid: 'Lanthanoids',
      actinoid: 'Actinoids',
      'transition-metal': 'Transition metals',
      'post-transition-metal': 'Post-transition metals',
      metalloid: 'Metalloids',
      'other-nonmetal': 'Other nonmetals',
      'noble-gas': 'Noble gases',
      unknown: 'Unknown properties',
    },
    highlighted_one: '{{category}} highlighted: {{n}} element',
    highlighted_other: '{{category}} highlighted: {{n}} elements',
    cleared: 'Highlight removed: all elements are shown',
  },
  credits: {
    heading: 'Where the data comes from',
    intro: 'The numbers, names and years come from these sources, and every value was checked against a second one:',
    licence: 'licence: {{licence}}',
    /** After a source's name: what we took from it, with its own colon (French puts a no-break space before it). */
    use: ': {{usedFor}} ({{licence}})',
    writtenBy: 'The descriptions and uses of the elements were written by the Ubumenyi team.',
  },
};

export const periodic = defineNamespace('periodic', en, {
  fr: {
    intro: 'Les 118 éléments chimiques, rangés par numéro atomique. Choisissez un élément pour voir ses propriétés, sa découverte et ses usages.',
    keyboardHint:
      'Au clavier\u00a0: les flèches passent d’un élément à l’autre, Début et Fin vont aux extrémités d’une ligne, taper un symbole (Fe) ou un numéro atomique (26) mène directement à cet élément, et Entrée ou Espace l’ouvre.',
    views: {
      label: 'Affichage des éléments',
      table: 'Tableau',
      list: 'Vue en liste',
      loadingList: 'Chargement de la liste des éléments…',
    },
    table: {
      label: 'Tableau périodique des éléments',
      region: 'Tableau périodique',
      scrollHint: 'Faites défiler sur le côté pour voir les 18 groupes.',
      none: 'Aucun élément choisi',
      lanthanoids: 'Lanthanoïdes, éléments 57 à 71, dans la première ligne sous le tableau',
      actinoids: 'Actinoïdes, éléments 89 à 103, dans la deuxième ligne sous le tableau',
    },
    tile: {
      shells: 'Électrons par couche',
      description: 'Numéro atomique {{number}}, {{category}}, période {{period}}, groupe {{group}}',
      descriptionFRow: 'Numéro atomique {{number}}, {{category}}, période {{period}}',
    },
    preview: {
      label: 'Élément sous le pointeur ou le focus',
      number: 'Numéro atomique',
      mass: 'Masse atomique',
      link: '{{name}} en détail',
    },
    categories: {
      'alkali-metal': 'Métal alcalin',
      'alkaline-earth-metal': 'Métal alcalino-terreux',
      lanthanoid: 'Lanthanoïde',
      actinoid: 'Actinoïde',
      'transition-metal': 'Métal de transition',
      'post-transition-metal': 'Métal post-transition',
      metalloid: 'Métalloïde',
      'other-nonmetal': 'Autre non-métal',
      'noble-gas': 'Gaz noble',
      unknown: 'Propriétés inconnues',
    },
    legend: {
      heading: 'Catégories',
      hint: 'Choisissez une catégorie pour mettre ses éléments en évidence. Choisissez-la de nouveau pour tous les revoir.',
      items: {
        'alkali-metal': 'Métaux alcalins',
        'alkaline-earth-metal': 'Métaux alcalino-terreux',
        lanthanoid: 'Lanthanoïdes',
        actinoid: 'Actinoïdes',
        'transition-metal': 'Métaux de transition',
        'post-transition-metal': 'Métaux post-transition',
        metalloid: 'Métalloïdes',
        'other-nonmetal': 'Autres non-métaux',
        'noble-gas': 'Gaz nobles',
        unknown: 'Propriétés inconnues',
      },
      highlighted_one: '{{category}} en évidence\u00a0: {{n}} élément',
      highlighted_other: '{{category}} en évidence\u00a0: {{n}} éléments',
      cleared: 'Mise en évidence retirée\u00a0: tous les éléments sont affichés',
    },
    credits: {
      heading: 'D’où viennent les données',
      intro: 'Les nombres, les noms et les années proviennent des sources suivantes, et chaque valeur a été vérifiée dans une deuxième source\u00a0:',
      licence: 'licence\u00a0: {{licence}}',
      use: '\u00a0: {{usedFor}} ({{licence}})',
      writtenBy: 'Les descriptions et les usages des éléments ont été rédigés par l’équipe d’Ubumenyi.',
    },
  },
  rw: {
    intro: 'Ibinyabutabire 118 byose, bitondetse hakurikijwe nimero ya atome. Hitamo ikinyabutabire urebe imiterere yacyo, uko cyavumbuwe n’icyo gikoreshwa.',
    keyboardHint:
      'Ukoresheje mwandikisho: imfunguzo z’imyambi zikwimura ku kinyabutabire kimwe ujya ku kindi, Home na End zikujyana ku mpera z’umurongo, kwandika ikimenyetso (Fe) cyangwa nimero ya atome (26) bikugeza kuri icyo kinyabutabire, naho Enter cyangwa Space bikagifungura.',
    views: {
      label: 'Uko ibinyabutabire bigaragazwa',
      table: 'Imbonerahamwe',
      list: 'Urutonde',
      loadingList: 'Urutonde rw’ibinyabutabire ruri kuza…',
    },
    table: {
      label: 'Imbonerahamwe y’ibinyabutabire',
      region: 'Imbonerahamwe y’ibinyabutabire',
      scrollHint: 'Sunika ku ruhande urebe amatsinda 18 yose.',
      none: 'Nta kinyabutabire cyatoranyijwe',
      lanthanoids: 'Lantanoyide, ibinyabutabire kuva kuri 57 kugeza kuri 71, ku murongo wa mbere munsi y’imbonerahamwe',
      actinoids: 'Akitinoyide, ibinyabutabire kuva kuri 89 kugeza kuri 103, ku murongo wa kabiri munsi y’imbonerahamwe',
    },
    tile: {
      shells: 'Elegitoroni kuri buri cyiciro',
      // "peryode 4, itsinda 13": the labels and values of the element page's list (Peryode, Itsinda),
      // not "peryode ya 4, itsinda rya 13", so that three-word categories stay within 12 words.
      description: 'Nimero ya atome {{number}}, {{category}}, peryode {{period}}, itsinda {{group}}',
      descriptionFRow: 'Nimero ya atome {{number}}, {{category}}, peryode {{period}}',
    },
    preview: {
      label: 'Ikinyabutabire kiri munsi y’akambi cyangwa cyatoranyijwe',
      number: 'Nimero ya atome',
      mass: 'Masi ya atome',
      link: 'Soma ibyerekeye {{name}}',
    },
    categories: {
      'alkali-metal': 'Icyuma cya alikali',
      'alkaline-earth-metal': 'Icyuma cya alikalino-tere',
      lanthanoid: 'Lantanoyide',
      actinoid: 'Akitinoyide',
      'transition-metal': 'Icyuma cy’inzibacyuho',
      'post-transition-metal': 'Icyuma gikurikira iby’inzibacyuho',
      metalloid: 'Metaloyide',
      'other-nonmetal': 'Ikindi kitari icyuma',
      'noble-gas': 'Gaze itivanga',
      unknown: 'Imiterere itaramenyekana',
    },
    legend: {
      heading: 'Amoko',
      hint: 'Hitamo ubwoko kugira ngo ibinyabutabire byabwo bigaragare cyane. Bwongere uhitemo kugira ngo byose byongere bigaragare kimwe.',
      items: {
        'alkali-metal': 'Ibyuma bya alikali',
        'alkaline-earth-metal': 'Ibyuma bya alikalino-tere',
        lanthanoid: 'Lantanoyide',
        actinoid: 'Akitinoyide',
        'transition-metal': 'Ibyuma by’inzibacyuho',
        'post-transition-metal': 'Ibyuma bikurikira iby’inzibacyuho',
        metalloid: 'Metaloyide',
        'other-nonmetal': 'Ibindi bitari ibyuma',
        'noble-gas': 'Gaze zitivanga',
        unknown: 'Imiterere itaramenyekana',
      },
      highlighted_one: '{{category}} byagaragajwe: ikinyabutabire {{n}}',
      highlighted_other: '{{category}} byagaragajwe: ibinyabutabire {{n}}',
      cleared: 'Nta bwoko bugaragajwe: ibinyabutabire byose biragaragara kimwe',
    },
    credits: {
      heading: 'Aho amakuru aturuka',
      intro: 'Imibare, amazina n’imyaka byavuye muri aya masoko, kandi buri gaciro kagenzuwe no mu rindi soko:',
      licence: 'uruhushya: {{licence}}',
      use: ': {{usedFor}} ({{licence}})',
      writtenBy: 'Ibisobanuro by’ibinyabutabire n’icyo bikoreshwa byanditswe n’itsinda rya Ubumenyi.',
    },
  },
});
