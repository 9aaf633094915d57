import { defineNamespace } from '../define';

/** Strings of a road map's page, its RoadmapPlan checklist, and its PDF (scripts/lib/roadmap-pdf.ts). */
const en = {
  page: {
    credit: 'The order of stages follows the roadmap.sh chart for this field; the text is ours.',
    updated: 'Content reviewed on {{date}}.',
    savedHere: 'Your ticks are saved in this browser on this device only.',
  },
  progress: {
    heading: 'Your progress',
    count_one: '{{done}} of {{n}} topic done',
    count_other: '{{done}} of {{n}} topics done',
  },
  stages: {
    label: 'Stages of the road map',
    number: 'Stage {{n}}',
    weeks_one: 'about {{n}} week',
    weeks_other: 'about {{n}} weeks',
    /** A stage's heading as heard: its number, its length and its title, one sentence. */
    heading: '{{number}}, {{weeks}}: {{title}}',
    /** Before a stage's goal, its colon included (French puts a no-break space before it). */
    goal: 'Goal:',
    /** A curriculum link: the programme, then the unit it matches. */
    curriculumLink: '{{source}}: {{name}}',
    /** A free resource in the printed road map, where its address is written out. */
    resourceLine: '{{name}} ({{kind}}): {{url}}',
    topics: 'Topics',
    project: 'Project',
    resources: 'Free resources',
    curriculum: 'In the Rwandan curriculum',
  },
  sources: {
    'rtb-swd': 'RTB Software Development (TVET)',
    'reb-cs': 'REB Computer Science',
  },
  kinds: {
    docs: 'Documentation',
    course: 'Course',
    tool: 'Tool',
  },
  actions: {
    label: 'Print or download',
    print: 'Print',
    download: 'Download PDF',
    newTab: '(opens in a new tab)',
  },
  pdf: {
    subject: 'Developer road map',
    footer: 'Content of {{date}}',
    page: 'Page {{n}} of {{total}}',
  },
};

export const roadmap = defineNamespace('roadmap', en, {
  fr: {
    page: {
      credit: 'L’ordre des étapes suit le schéma de roadmap.sh pour ce domaine\u00a0; le texte est le nôtre.',
      updated: 'Contenu revu le {{date}}.',
      savedHere: 'Vos cases cochées sont enregistrées dans ce navigateur, sur cet appareil uniquement.',
    },
    progress: {
      heading: 'Votre progression',
      count_one: '{{done}} sujet sur {{n}} terminé',
      count_other: '{{done}} sujets sur {{n}} terminés',
    },
    stages: {
      label: 'Étapes du parcours',
      number: 'Étape {{n}}',
      weeks_one: 'environ {{n}} semaine',
      weeks_other: 'environ {{n}} semaines',
      heading: '{{number}}, {{weeks}}\u00a0: {{title}}',
      goal: 'Objectif\u00a0:',
      curriculumLink: '{{source}}\u00a0: {{name}}',
      resourceLine: '{{name}} ({{kind}})\u00a0: {{url}}',
      topics: 'Sujets',
      project: 'Projet',
      resources: 'Ressources gratuites',
      curriculum: 'Dans les programmes rwandais',
    },
    sources: {
      'rtb-swd': 'RTB Développement logiciel (EFTP)',
      'reb-cs': 'REB Informatique',
    },
    kinds: {
      docs: 'Documentation',
      course: 'Cours',
      tool: 'Outil',
    },
    actions: {
      label: 'Imprimer ou télécharger',
      print: 'Imprimer',
      download: 'Télécharger le PDF',
      newTab: '(s’ouvre dans un nouvel onglet)',
    },
    pdf: {
      subject: 'Parcours de développeur',
      footer: 'Contenu du {{date}}',
      page: 'Page {{n}} sur {{total}}',
    },
  },
  rw: {
    page: {
      credit: 'Uko ibyiciro bikurikirana bishingiye ku gishushanyo cya roadmap.sh cy’uru rwego; inyandiko ni iyacu.',
      updated: 'Ibikubiyemo byasuzumwe ku wa {{date}}.',
      savedHere: 'Ibyo wahiseho bibikwa muri iyi mushakisha, kuri iki gikoresho gusa.',
    },
    progress: {
      heading: 'Aho ugeze',
      count_one: 'Warangije ingingo {{done}} kuri {{n}}',
      count_other: 'Warangije ingingo {{done}} kuri {{n}}',
    },
    stages: {
      label: 'Ibyiciro by’inzira',
      number: 'Icyiciro cya {{n}}',
      weeks_one: 'hafi icyumweru {{n}}',
      weeks_other: 'hafi ibyumweru {{n}}',
      heading: '{{number}}, {{weeks}}: {{title}}',
      goal: 'Intego:',
      curriculumLink: '{{source}}: {{name}}',
      resourceLine: '{{name}} ({{kind}}): {{url}}',
      topics: 'Ingingo zo kwiga',
      project: 'Umushinga',
      resources: 'Imfashanyigisho z’ubuntu',
      curriculum: 'Mu nteganyanyigisho yo mu Rwanda',
    },
    sources: {
      'rtb-swd': 'RTB Gukora porogaramu za mudasobwa (TVET)',
      'reb-cs': 'REB Ubumenyi bwa mudasobwa',
    },
    kinds: {
      docs: 'Inyandiko z’ibisobanuro',
      course: 'Isomo',
      tool: 'Igikoresho',
    },
    actions: {
      label: 'Capa cyangwa ukuremo',
      print: 'Capa',
      download: 'Kuramo PDF',
      newTab: '(bifungukira mu idirishya rishya)',
    },
    pdf: {
      subject: 'Inzira yo kwiga gukora porogaramu',
      footer: 'Ibikubiyemo byo ku wa {{date}}',
      page: 'Urupapuro {{n}} kuri {{total}}',
    },
  },
});
