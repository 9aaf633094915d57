import type { StemPage } from '../schema';

/** /mathematics/mathematics-overview. Destinations: problem-solving → /simulation, the other two → /coming-soon. */
export const mathematics: StemPage = {
  id: 'mathematics',
  summary: {
    en: 'Mathematics is a language for patterns. Practise solving problems, watch ideas take shape, and build confidence for exams.',
    fr: 'Les mathématiques sont un langage pour décrire des régularités. Résolvez des problèmes, voyez les notions prendre forme et gagnez en assurance pour les examens.',
    rw: "Imibare ni ururimi rusobanura ibisubirwamo. Itoze gukemura ibibazo, urebe uko ibitekerezo bifata ishusho, kandi wigirire icyizere mu bizamini.",
  },
  introTitle: {
    en: 'Learning mathematics with Ubumenyi',
    fr: 'Apprendre les mathématiques avec Ubumenyi',
    rw: 'Kwiga imibare ukoresheje Ubumenyi',
  },
  intro: {
    en: [
      'Mathematics is in the market, on the farm and in every science subject: prices and change, the area of a field, speeds and graphs.',
      'Understanding comes before speed. Work through a problem slowly, check your answer another way, and only then practise against the clock.',
    ],
    fr: [
      'Les mathématiques sont au marché, aux champs et dans toutes les matières scientifiques\u00a0: les prix et la monnaie rendue, la surface d’une parcelle, les vitesses et les graphiques.',
      'Comprendre passe avant la vitesse. Résolvez un problème lentement, vérifiez votre réponse d’une autre manière, et seulement ensuite entraînez-vous contre la montre.',
    ],
    rw: [
      "Imibare iri ku isoko, mu murima no muri buri somo rya siyansi: ibiciro n'amafaranga asubizwa, ubuso bw'umurima, umuvuduko n'ibishushanyo.",
      "Gusobanukirwa biza mbere yo kwihuta. Kemura ikibazo gahoro gahoro, ugenzure igisubizo cyawe mu bundi buryo, hanyuma ubone kwitoza ku gihe kigenwe.",
    ],
  },
  cards: [
    {
      id: 'problem-solving',
      icon: 'check',
      to: '/simulation',
      title: { en: 'Problem-solving', fr: 'Résolution de problèmes', rw: 'Gukemura ibibazo' },
      description: {
        en: 'Interactive simulations for fractions, equations, graphs and probability: change a value and watch the mathematics respond.',
        fr: 'Des simulations interactives sur les fractions, les équations, les graphiques et les probabilités\u00a0: changez une valeur et regardez les mathématiques réagir.',
        rw: "Igerageza ku bice, ku bishushanyo, ku mahirwe n'ibindi: hindura umubare umwe urebe uko imibare yose ihinduka.",
      },
      benefits: {
        en: ['See why a rule works, not only how', 'Try many cases in a few minutes', 'Many simulations in French and Kinyarwanda'],
        fr: ['Comprendre pourquoi une règle marche, pas seulement comment', 'Essayer de nombreux cas en quelques minutes', 'Beaucoup de simulations en français et en kinyarwanda'],
        rw: ["Umenya impamvu itegeko rikora, atari uko rikora gusa", 'Ugerageza ingero nyinshi mu minota mike', 'Igerageza ryinshi riboneka mu Gifaransa no mu Kinyarwanda'],
      },
      action: { en: 'Solve problems with simulations', fr: 'Résoudre des problèmes en simulation', rw: 'Kemura ibibazo ukoresheje igerageza' },
    },
    {
      id: 'practice-sets',
      icon: 'paper',
      to: '/coming-soon',
      title: { en: 'Practice sets', fr: 'Séries d’exercices', rw: 'Imyitozo' },
      description: {
        en: 'Graded exercises for each class from S1 to S6, with worked solutions that show every step.',
        fr: 'Des exercices progressifs pour chaque classe, de la S1 à la S6, avec des corrigés détaillés étape par étape.',
        rw: "Imyitozo ikurikije urwego rwa buri mwaka kuva muri S1 kugeza muri S6, ifite ibisubizo bisobanura buri ntambwe.",
      },
      benefits: {
        en: ['Start easy and build up', 'Check each step, not only the answer', 'Revise the topics exams ask most'],
        fr: ['Commencer facile et progresser', 'Vérifier chaque étape, pas seulement le résultat', 'Réviser les thèmes les plus fréquents aux examens'],
        rw: ["Utangirira ku byoroshye ukazamuka", 'Ugenzura buri ntambwe, atari igisubizo gusa', 'Usubiramo ingingo zikunze kubazwa mu bizamini'],
      },
      action: { en: 'See the planned exercises', fr: 'Voir les exercices prévus', rw: 'Reba imyitozo iteganyijwe' },
    },
    {
      id: 'everyday-maths',
      icon: 'home',
      to: '/coming-soon',
      title: { en: 'Mathematics in daily life', fr: 'Les mathématiques au quotidien', rw: "Imibare mu buzima bwa buri munsi" },
      description: {
        en: 'Budgets, mobile money fees, harvests and building measurements: mathematics you can use today.',
        fr: 'Budgets, frais de mobile money, récoltes et mesures de construction\u00a0: des mathématiques utiles dès aujourd’hui.',
        rw: "Ingengo y'imari, amafaranga yishyurwa kuri mobile money, umusaruro w'ubuhinzi n'ibipimo byo kubaka: imibare ushobora gukoresha uyu munsi.",
      },
      benefits: {
        en: ['See why each topic matters', 'Make better decisions about money', 'Connect lessons to life at home'],
        fr: ['Comprendre à quoi sert chaque notion', 'Mieux gérer votre argent', 'Relier les leçons à la vie à la maison'],
        rw: ['Umenya akamaro ka buri ngingo', "Ufata ibyemezo byiza ku bijyanye n'amafaranga", "Uhuza amasomo n'ubuzima bwo mu rugo"],
      },
      action: { en: 'See what is coming', fr: 'Voir ce qui se prépare', rw: 'Reba ibiri gutegurwa' },
    },
  ],
};
