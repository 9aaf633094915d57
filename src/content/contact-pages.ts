import type { FeedbackPageContent, JoinPageContent } from './schema';

/** The prose of /feedback, around the embedded feedback form. */
export const feedbackPage: FeedbackPageContent = {
  intro: {
    en: [
      'Ubumenyi gets better when the people who use it tell us how it works for them. Learners, teachers and parents: your answers decide what we fix and what we add next.',
    ],
    fr: [
      'Ubumenyi progresse quand celles et ceux qui l’utilisent nous disent comment il leur sert. Élèves, enseignants, parents\u00a0: vos réponses décident de ce que nous corrigeons et de ce que nous ajoutons ensuite.',
    ],
    rw: [
      "Urubuga Ubumenyi rurushaho kuba rwiza iyo abarukoresha batubwiye uko rubafasha. Banyeshuri, barimu, babyeyi: ibitekerezo byanyu ni byo bituyobora mu guhitamo ibyo dukosora n'ibyo twongeraho.",
    ],
  },
  promptsHeading: {
    en: 'Things worth telling us',
    fr: 'Ce qu’il est utile de nous dire',
    rw: 'Ibyo ushobora kutubwira',
  },
  prompts: {
    en: [
      'A page that was slow, broken or hard to read on your phone.',
      'A book, past paper or simulation you looked for and could not find.',
      'A mistake in a text, an answer or a translation.',
      'An idea that would help you or your class.',
    ],
    fr: [
      'Une page lente, cassée ou difficile à lire sur votre téléphone.',
      'Un manuel, un ancien examen ou une simulation que vous avez cherché sans le trouver.',
      'Une erreur dans un texte, une réponse ou une traduction.',
      'Une idée qui vous aiderait, vous ou votre classe.',
    ],
    rw: [
      'Urupapuro rwatinze gufunguka, rutakoraga neza cyangwa rutasomekaga neza kuri telefoni yawe.',
      'Igitabo, ikizamini cyahise cyangwa igerageza washatse ntukibone.',
      "Ikosa mu nyandiko, mu gisubizo cyangwa mu busemuzi.",
      'Igitekerezo cyagufasha wowe cyangwa ishuri ryawe.',
    ],
  },
};

/** The invitation on /join-team, above the embedded application form. */
export const joinPage: JoinPageContent = {
  intro: {
    en: [
      'Ubumenyi is made by volunteers who want every learner in Rwanda to have good study materials for free. If you can give a few hours a month, there is a place for you in the team.',
      'You do not need to live in Kigali or to have done this before: most of the work happens online, at times that suit you.',
    ],
    fr: [
      'Ubumenyi est fait par des bénévoles qui veulent que chaque élève du Rwanda dispose gratuitement de bons supports d’étude. Si vous pouvez donner quelques heures par mois, il y a une place pour vous dans l’équipe.',
      'Inutile d’habiter Kigali ou d’avoir déjà fait ce travail\u00a0: l’essentiel se passe en ligne, aux heures qui vous conviennent.',
    ],
    rw: [
      "Ubumenyi bwubakwa n'abakorerabushake bifuza ko buri munyeshuri wo mu Rwanda abona imfashanyigisho nziza ku buntu. Niba ushobora gutanga amasaha make buri kwezi, hari umwanya wawe mu itsinda ryacu.",
      "Ntibisaba gutura i Kigali cyangwa kuba warigeze gukora nk'ibi: imirimo myinshi ikorerwa kuri interineti, mu masaha akunogeye.",
    ],
  },
  rolesHeading: {
    en: 'Where you could help',
    fr: 'Là où vous pourriez aider',
    rw: 'Aho wadufasha',
  },
  roles: [
    {
      id: 'teachers',
      icon: 'book',
      title: {
        en: 'Teachers and subject experts',
        fr: 'Enseignants et spécialistes d’une matière',
        rw: "Abarimu n'inzobere mu masomo",
      },
      description: {
        en: 'Check books and past papers, write short explanations and review answers, so that learners can trust what they read.',
        fr: 'Vérifier les manuels et les anciens examens, rédiger de courtes explications et relire les corrigés, pour que les élèves puissent se fier à ce qu’ils lisent.',
        rw: "Kugenzura ibitabo n'ibizamini byahise, kwandika ibisobanuro bigufi no gusuzuma ibisubizo, kugira ngo abanyeshuri bizere ibyo basoma.",
      },
    },
    {
      id: 'translators',
      icon: 'chat',
      title: { en: 'Translators', fr: 'Traducteurs et traductrices', rw: 'Abasemuzi' },
      description: {
        en: 'Carry pages and study guides between Kinyarwanda, English and French, in words a learner understands on the first reading.',
        fr: 'Faire passer les pages et les guides d’étude du kinyarwanda à l’anglais et au français, et inversement, avec des mots qu’un élève comprend dès la première lecture.',
        rw: "Gusemura impapuro n'imfashanyigisho hagati y'Ikinyarwanda, Icyongereza n'Igifaransa, mu magambo umunyeshuri yumva akibisoma bwa mbere.",
      },
    },
    {
      id: 'builders',
      icon: 'compass',
      title: {
        en: 'Developers and designers',
        fr: 'Développeurs et designers',
        rw: "Abakora porogaramu n'abashushanya imbuga",
      },
      description: {
        en: 'Keep the site fast on cheap phones and slow connections, fix what breaks, and make every page usable with a keyboard or a screen reader.',
        fr: 'Garder le site rapide sur les téléphones modestes et les connexions lentes, réparer ce qui casse, et rendre chaque page utilisable au clavier ou avec un lecteur d’écran.',
        rw: "Gutuma urubuga rukomeza kwihuta kuri telefoni zidahenze no kuri interineti itihuta, gukosora ibyangiritse, no gutuma buri rupapuro rukoreshwa na mwandikisho cyangwa porogaramu isomera abatabona.",
      },
    },
    {
      id: 'ambassadors',
      icon: 'users',
      title: { en: 'School ambassadors', fr: 'Ambassadeurs dans les écoles', rw: "Intumwa mu mashuri" },
      description: {
        en: 'Tell learners and teachers in your school or district about Ubumenyi, and bring what they need back to the team.',
        fr: 'Faire connaître Ubumenyi aux élèves et aux enseignants de votre école ou de votre district, et rapporter leurs besoins à l’équipe.',
        rw: "Kumenyekanisha Ubumenyi mu banyeshuri no mu barimu bo mu ishuri ryawe cyangwa mu karere kawe, no kugeza ku itsinda ibyo bakeneye.",
      },
    },
  ],
  nextStepsHeading: {
    en: 'What happens next',
    fr: 'La suite',
    rw: 'Ibikurikiraho',
  },
  nextSteps: {
    en: [
      'Fill in the application form below. A member of the team reads every application and contacts you by email or WhatsApp to arrange a short conversation. Volunteering is unpaid, and you choose how much time you give.',
    ],
    fr: [
      'Remplissez le formulaire de candidature ci-dessous. Un membre de l’équipe lit chaque candidature et vous contacte par e-mail ou WhatsApp pour convenir d’un court échange. Le bénévolat n’est pas rémunéré, et vous choisissez le temps que vous y consacrez.',
    ],
    rw: [
      "Uzuza ifishi yo gusaba iri hasi. Umwe mu bagize itsinda asoma buri busabe, maze akakuvugisha kuri imeri cyangwa kuri WhatsApp kugira ngo muganire akanya gato. Ubukorerabushake ntibuhemberwa, kandi ni wowe uhitamo igihe utanga.",
    ],
  },
};
