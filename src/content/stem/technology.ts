import type { StemPage } from '../schema';

/** /technology/technology-overview. Destinations: coding → /simulation, the other two → /coming-soon. */
export const technology: StemPage = {
  id: 'technology',
  summary: {
    en: 'Technology is how people turn ideas into tools. Learn to think like a programmer and to use digital tools wisely.',
    fr: 'La technologie, c’est transformer des idées en outils. Apprenez à raisonner comme un programmeur et à utiliser le numérique avec discernement.',
    rw: "Ikoranabuhanga ni uburyo abantu bahindura ibitekerezo ibikoresho. Iga gutekereza nk'umuhanga mu gukora porogaramu no gukoresha ibikoresho by'ikoranabuhanga mu bushishozi.",
  },
  introTitle: {
    en: 'Learning technology with Ubumenyi',
    fr: 'Apprendre la technologie avec Ubumenyi',
    rw: 'Kwiga ikoranabuhanga ukoresheje Ubumenyi',
  },
  intro: {
    en: [
      'Rwandan schools teach ICT from primary school onwards, and many careers now expect digital skills. You do not need a computer to start: a phone and curiosity are enough for the first steps.',
      'Begin with logic, cause and effect, then move on to coding, staying safe online and the tools professionals use.',
    ],
    fr: [
      'Au Rwanda, les TIC s’enseignent dès l’école primaire, et beaucoup de métiers demandent aujourd’hui des compétences numériques. Pas besoin d’ordinateur pour commencer\u00a0: un téléphone et de la curiosité suffisent pour les premiers pas.',
      'Commencez par la logique et les liens de cause à effet, puis passez au code, à la sécurité en ligne et aux outils des professionnels.',
    ],
    rw: [
      "Mu Rwanda, ikoranabuhanga (ICT) ryigishwa guhera mu mashuri abanza, kandi imirimo myinshi isigaye isaba ubumenyi mu ikoranabuhanga. Ntukeneye mudasobwa ngo utangire: telefoni n'amatsiko birahagije ku ntambwe za mbere.",
      "Tangirira ku gutekereza ku buryo bukurikiranye no ku mpamvu n'ingaruka zayo, hanyuma ukomeze ku gukora porogaramu, ku kwirinda kuri interineti no ku bikoresho abanyamwuga bakoresha.",
    ],
  },
  cards: [
    {
      id: 'coding',
      icon: 'check',
      to: '/simulation',
      title: { en: 'Coding and logic', fr: 'Code et logique', rw: "Porogaramu n'imitekerereze" },
      description: {
        en: 'A program is a list of instructions followed in order. Simulations such as Function Builder let you choose inputs, predict outputs and find the rule, which is how a programmer thinks.',
        fr: 'Un programme est une suite d’instructions exécutées dans l’ordre. Des simulations comme [[en:Function Builder]] vous font choisir des entrées, prévoir les sorties et trouver la règle\u00a0: c’est ainsi que raisonne un programmeur.',
        rw: "Porogaramu ni amabwiriza akurikizwa uko akurikirana. Igerageza nka [[en:Function Builder]] rigusaba gutanga ibyinjira, guteganya ibisohoka no kuvumbura itegeko ribihuza: uko ni ko umuhanga mu gukora porogaramu atekereza.",
      },
      benefits: {
        en: ['Practise step-by-step thinking', 'Test a guess and see at once whether it works', 'Prepare for ICT lessons and coding courses'],
        fr: ['Vous exercer à raisonner étape par étape', 'Tester une hypothèse et voir tout de suite si elle marche', 'Vous préparer aux cours de TIC et de programmation'],
        rw: ['Witoza gutekereza intambwe ku yindi', 'Ugerageza igitekerezo ukabona ako kanya niba gikora', "Witegura amasomo ya ICT n'ayo gukora porogaramu"],
      },
      action: { en: 'Practise with simulations', fr: 'S’exercer avec les simulations', rw: 'Witoze ukoresheje igerageza' },
    },
    {
      id: 'digital-skills',
      icon: 'share',
      to: '/coming-soon',
      title: { en: 'Digital skills', fr: 'Compétences numériques', rw: "Ubumenyi bw'ibanze mu ikoranabuhanga" },
      description: {
        en: 'Everyday skills for a connected life: searching well, checking whether information is true, protecting your passwords and your data bundle.',
        fr: 'Des compétences du quotidien pour une vie connectée\u00a0: bien chercher, vérifier qu’une information est vraie, protéger vos mots de passe et votre forfait de données.',
        rw: "Ubumenyi bwa buri munsi ku buzima bwo kuri interineti: gushakisha neza, kugenzura niba amakuru ari ukuri, kurinda ijambo ry'ibanga ryawe na interineti waguze.",
      },
      benefits: {
        en: ['Find reliable information faster', 'Stay safe from scams and false news', 'Use less mobile data'],
        fr: ['Trouver plus vite des informations fiables', 'Vous protéger des arnaques et des fausses nouvelles', 'Consommer moins de données mobiles'],
        rw: ['Ubona vuba amakuru yizewe', "Wirinda uburiganya n'amakuru y'ibinyoma", 'Ukoresha interineti nke'],
      },
      action: { en: 'See the planned lessons', fr: 'Voir les leçons prévues', rw: 'Reba amasomo ateganyijwe' },
    },
    {
      id: 'careers',
      icon: 'users',
      to: '/coming-soon',
      title: { en: 'Technology careers', fr: 'Métiers du numérique', rw: "Imirimo y'ikoranabuhanga" },
      description: {
        en: 'Meet the jobs behind the apps you use, from network technician to software developer, and the TVET and university paths that lead to them.',
        fr: 'Découvrez les métiers derrière les applications que vous utilisez, du technicien réseau au développeur, et les filières de l’EFTP et de l’université qui y mènent.',
        rw: "Menya imirimo iri inyuma ya porogaramu ukoresha, uhereye ku mutekinisiye w'imiyoboro kugeza ku muhanga mu gukora porogaramu, n'inzira za TVET na kaminuza ziganisha kuri yo.",
      },
      benefits: {
        en: ['Understand what each job involves', 'See which subjects to choose', 'Plan your next step after S3 or S6'],
        fr: ['Comprendre en quoi consiste chaque métier', 'Savoir quelles matières choisir', 'Préparer la suite après la S3 ou la S6'],
        rw: ['Usobanukirwa icyo buri murimo usaba', 'Umenya amasomo ukwiye guhitamo', 'Utegura intambwe ikurikira nyuma ya S3 cyangwa S6'],
      },
      action: { en: 'See what is coming', fr: 'Voir ce qui se prépare', rw: 'Reba ibiri gutegurwa' },
    },
  ],
};
