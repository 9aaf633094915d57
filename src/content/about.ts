import type { AboutContent } from './schema';

/**
 * The About page's prose. The team itself (names, roles, social links) lives in the site config
 * (src/content/site.ts); `roles` says what each role means.
 * The statistics are the figures the product owner gave for the About page.
 */
export const about: AboutContent = {
  story: {
    en: [
      'Ubumenyi means “knowledge” in Kinyarwanda. The project began with a simple observation: many learners in Rwanda own a phone long before they own a full set of textbooks, yet the materials they need are scattered, expensive to download or hard to find.',
      'We set out to gather free, trustworthy resources in one place (textbooks, past national exam papers, science simulations and study guides) and to make every page light enough for a slow connection and a small screen.',
      'Ubumenyi is built by volunteers: teachers, students and engineers who believe that a learner in a rural district deserves the same chance to revise as a learner in Kigali.',
    ],
    fr: [
      'Ubumenyi signifie «\u00a0connaissance\u00a0» en kinyarwanda. Le projet est né d’un constat simple\u00a0: au Rwanda, beaucoup d’élèves ont un téléphone bien avant d’avoir tous leurs manuels, mais les ressources dont ils ont besoin sont dispersées, coûteuses à télécharger ou difficiles à trouver.',
      'Nous avons voulu réunir en un seul endroit des ressources gratuites et fiables (manuels, anciens examens nationaux, simulations scientifiques et guides d’étude) et rendre chaque page assez légère pour une connexion lente et un petit écran.',
      'Ubumenyi est construit par des bénévoles\u00a0: des enseignants, des élèves et des ingénieurs convaincus qu’un élève d’un district rural mérite les mêmes chances de réviser qu’un élève de Kigali.',
    ],
    rw: [
      "Ubumenyi ni ijambo ry'Ikinyarwanda risobanura ibyo umuntu azi. Uyu mushinga watangiye tubonye ko abanyeshuri benshi mu Rwanda bagira telefoni mbere y'uko babona ibitabo byose bakeneye, nyamara imfashanyigisho zabo zikaba zitatanye, kuzikuramo bihenze cyangwa kuzibona bigoye.",
      "Twiyemeje gukusanyiriza hamwe imfashanyigisho z'ubuntu kandi zizewe (ibitabo, ibizamini bya Leta byahise, igerageza rya siyansi n'imfashanyigisho zo kwiga), no gutuma buri rupapuro rworoha ku buryo rufunguka neza kuri interineti itihuta no kuri telefoni ntoya.",
      "Urubuga Ubumenyi rwubakwa n'abakorerabushake: abarimu, abanyeshuri n'abahanga mu ikoranabuhanga bemera ko umunyeshuri wo mu cyaro akwiye amahirwe yo gusubiramo amasomo angana n'ay'umunyeshuri wo i Kigali.",
    ],
  },
  mission: {
    en: 'To give every learner in Rwanda free, reliable learning resources that work on any phone, in Kinyarwanda, English and French.',
    fr: 'Offrir à chaque élève du Rwanda des ressources d’apprentissage gratuites et fiables, utilisables sur n’importe quel téléphone, en kinyarwanda, en anglais et en français.',
    rw: "Guha buri munyeshuri wo mu Rwanda imfashanyigisho z'ubuntu kandi zizewe, zikora kuri telefoni iyo ari yo yose, mu Kinyarwanda, mu Cyongereza no mu Gifaransa.",
  },
  vision: {
    en: 'A Rwanda where no learner falls behind for lack of a book, a laboratory or a good explanation.',
    fr: 'Un Rwanda où aucun élève ne prend de retard faute d’un manuel, d’un laboratoire ou d’une bonne explication.',
    rw: "U Rwanda aho nta munyeshuri usigara inyuma kubera kubura igitabo, laboratwari cyangwa ibisobanuro byiza.",
  },
  roles: {
    founder: {
      title: { en: 'Founder and project lead', fr: 'Responsable du projet', rw: 'Uwatangije umushinga akaba awuyobora' },
      focus: {
        en: 'Started Ubumenyi, sets its direction and works with schools and partners.',
        fr: 'A lancé Ubumenyi, en fixe le cap et travaille avec les écoles et les partenaires.',
        rw: "Yatangije urubuga Ubumenyi, agena icyerekezo cyarwo kandi akorana n'amashuri n'abafatanyabikorwa.",
      },
    },
    content: {
      title: { en: 'Content lead', fr: 'Responsable des contenus', rw: "Ushinzwe imfashanyigisho n'inyandiko" },
      focus: {
        en: 'Chooses and checks every resource, and writes the guides in plain language.',
        fr: 'Choisit et vérifie chaque ressource, et rédige les guides dans une langue simple.',
        rw: "Ahitamo kandi akagenzura buri mfashanyigisho, akandika n'ibisobanuro mu magambo yoroshye.",
      },
    },
    engineering: {
      title: { en: 'Engineering lead', fr: 'Responsable technique', rw: 'Ushinzwe ikoranabuhanga' },
      focus: {
        en: 'Builds the website and keeps it fast, accessible and light on data.',
        fr: 'Construit le site et veille à ce qu’il reste rapide, accessible et économe en données.',
        rw: "Yubaka urubuga kandi agatuma rukomeza kwihuta, rugakoreshwa na bose kandi ntirutware interineti nyinshi.",
      },
    },
  },
  stats: [
    {
      id: 'resources',
      value: 50,
      unit: 'plus',
      label: { en: 'Learning resources', fr: 'Ressources d’apprentissage', rw: 'Imfashanyigisho' },
    },
    {
      id: 'monthlyUsers',
      value: 500,
      unit: 'none',
      label: { en: 'Monthly users', fr: 'Utilisateurs par mois', rw: 'Abakoresha buri kwezi' },
    },
    {
      id: 'countries',
      value: 10,
      unit: 'plus',
      label: { en: 'Countries reached', fr: 'Pays atteints', rw: 'Ibihugu tugeramo' },
    },
    {
      id: 'satisfaction',
      value: 90,
      unit: 'percent',
      label: { en: 'User satisfaction', fr: 'Utilisateurs satisfaits', rw: 'Abakoresha banyuzwe' },
    },
  ],
  cta: {
    title: {
      en: 'Help more learners find what they need',
      fr: 'Aidez davantage d’élèves à trouver ce qu’il leur faut',
      rw: 'Fasha abanyeshuri benshi kubona ibyo bakeneye',
    },
    text: {
      en: 'Teachers, writers, translators and developers: there is a place for you. Schools and organisations can partner with us.',
      fr: 'Enseignants, rédacteurs, traducteurs et développeurs\u00a0: il y a une place pour vous. Les écoles et les organisations peuvent devenir nos partenaires.',
      rw: "Abarimu, abanditsi, abasemuzi n'abahanga mu ikoranabuhanga: hari umwanya wanyu. Amashuri n'imiryango na byo bishobora gufatanya natwe.",
    },
    actions: [
      { to: '/join-team', label: { en: 'Join our team', fr: 'Rejoindre l’équipe', rw: 'Injira mu itsinda ryacu' } },
      { to: '/partnership', label: { en: 'Become a partner', fr: 'Devenir partenaire', rw: 'Ba umufatanyabikorwa' } },
    ],
  },
};
