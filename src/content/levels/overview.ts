import type { LevelsOverview } from '../schema';

/** The /academic-levels page: how the system fits together, and the two boards. */
export const levelsOverview: LevelsOverview = {
  intro: {
    kind: 'prose',
    id: 'system',
    heading: {
      en: 'How education works in Rwanda',
      fr: "Comment fonctionne l’éducation au Rwanda",
      rw: 'Uko uburezi buteye mu Rwanda',
    },
    paragraphs: {
      en: [
        "Rwanda's school system is a clear ladder: three years of pre-primary, six years of primary school (P1–P6), three years of lower secondary or O-Level (S1–S3) and three years of upper secondary or A-Level (S4–S6). After secondary school, learners go on to a university or polytechnic, or train for a skilled trade.",
        'Public schools teach the competence-based curriculum introduced in 2016, which asks learners to use what they know, not only to remember it. Under the Twelve Years Basic Education programme, public day schools from P1 to S6 charge no tuition fees.',
        'National examinations at the end of P6, S3 and S6, run by the National Examination and School Inspection Authority (NESA), decide who moves on to the next stage. After S3, learners continue either in an A-Level subject combination or in a technical secondary school (TVET); both roads can lead to higher education.',
        'Learning does not stop with a diploma or a degree: professional certifications and short courses help adults keep their skills current.',
      ],
      fr: [
        "Le système scolaire rwandais est une échelle claire\u00a0: trois ans de préprimaire, six ans d’école primaire (P1–P6), trois ans de premier cycle du secondaire ou tronc commun (S1–S3) et trois ans de second cycle (S4–S6). Après le secondaire, les élèves poursuivent à l’université ou dans une polytechnique, ou se forment à un métier qualifié.",
        "Les écoles publiques suivent le programme par compétences introduit en 2016, qui demande aux élèves d’utiliser ce qu’ils savent, pas seulement de le mémoriser. Dans le cadre de l’éducation de base de douze ans, les écoles publiques de jour ne font pas payer de frais de scolarité de la P1 à la S6.",
        "Les examens nationaux de fin de P6, de S3 et de S6, organisés par la [[en:National Examination and School Inspection Authority]] (NESA), décident du passage à l’étape suivante. Après la S3, les élèves continuent soit dans une combinaison de matières du second cycle, soit dans une école secondaire technique (EFTP)\u00a0; les deux voies peuvent mener à l’enseignement supérieur.",
        "L’apprentissage ne s’arrête pas au diplôme\u00a0: les certifications professionnelles et les formations courtes aident les adultes à garder des compétences à jour.",
      ],
      rw: [
        "Amashuri mu Rwanda akurikirana nk'ingazi: imyaka itatu y'amashuri y'incuke, imyaka itandatu y'amashuri abanza (P1–P6), imyaka itatu y'icyiciro rusange cy'amashuri yisumbuye (S1–S3) n'imyaka itatu y'icyiciro cya kabiri (S4–S6). Nyuma y'amashuri yisumbuye, abanyeshuri bakomereza muri kaminuza cyangwa mu mashuri makuru y'ubumenyingiro, cyangwa bakiga umwuga.",
        "Amashuri ya Leta yigisha integanyanyigisho ishingiye ku bushobozi yatangiye mu 2016, isaba umunyeshuri gukoresha ibyo azi, atari ukubifata mu mutwe gusa. Muri gahunda y'uburezi bw'ibanze bw'imyaka cumi n'ibiri, amashuri ya Leta abanyeshuri bigamo bataha ntiyishyuza amafaranga y'ishuri kuva muri P1 kugeza muri S6.",
        "Ibizamini bya Leta bisoza P6, S3 na S6, bitegurwa n'Ikigo cy'Igihugu gishinzwe Ibizamini n'Igenzura ry'Amashuri (NESA), ni byo bigena ukomeza mu cyiciro gikurikira. Nyuma ya S3, abanyeshuri bakomereza mu ishami ry'icyiciro cya kabiri cyangwa mu ishuri ryisumbuye ry'imyuga (TVET); inzira zombi zishobora kugeza umuntu mu mashuri makuru.",
        "Kwiga ntibirangirana n'impamyabumenyi: impamyabushobozi z'umwuga n'amahugurwa magufi bifasha abakuze gukomeza kugendana n'igihe mu bumenyi bwabo.",
      ],
    },
  },
  levelsHeading: { en: 'Choose a level', fr: 'Choisissez un niveau', rw: 'Hitamo icyiciro' },
  levelsIntro: {
    en: 'Each guide explains what learners study, how they are assessed, which resources help and where the level leads.',
    fr: 'Chaque guide explique ce que les élèves étudient, comment ils sont évalués, quelles ressources les aident et où mène le niveau.',
    rw: "Buri gice gisobanura ibyo abanyeshuri biga, uko basuzumwa, imfashanyigisho zibafasha n'aho icyo cyiciro kiganisha.",
  },
  boardsHeading: {
    en: 'The two education boards',
    fr: "Les deux offices de l’éducation",
    rw: "Inzego ebyiri zishinzwe uburezi",
  },
  boardsIntro: {
    en: 'Two government boards shape what is taught before university: REB for general education and RTB for technical and vocational training.',
    fr: "Deux offices publics définissent ce qui est enseigné avant l’université\u00a0: le REB pour l’enseignement général et le RTB pour la formation technique et professionnelle.",
    rw: "Inzego ebyiri za Leta ni zo zigena ibyigishwa mbere ya kaminuza: REB ku burezi rusange na RTB ku mashuri y'imyuga n'ubumenyingiro.",
  },
  boards: [
    {
      id: 'reb',
      abbreviation: 'REB',
      name: {
        en: 'Rwanda Education Board',
        fr: "[[en:Rwanda Education Board]] (Office rwandais de l’éducation)",
        rw: "[[en:Rwanda Education Board]] (Urwego rw'Igihugu rushinzwe Uburezi bw'Ibanze)",
      },
      scope: {
        en: 'General education: pre-primary, primary and secondary schools.',
        fr: "L’enseignement général\u00a0: préprimaire, primaire et secondaire.",
        rw: "Uburezi rusange: amashuri y'incuke, abanza n'ayisumbuye.",
      },
      responsibilities: {
        en: [
          'Develops and reviews the competence-based curriculum for pre-primary, primary and secondary schools',
          'Prepares and approves textbooks and other teaching and learning materials',
          "Supports teachers' professional development and the management of teachers",
          'Promotes the use of ICT in teaching and learning',
        ],
        fr: [
          'Élabore et révise le programme par compétences du préprimaire, du primaire et du secondaire',
          "Prépare et approuve les manuels et les autres supports d’enseignement et d’apprentissage",
          'Soutient la formation continue des enseignants et la gestion de leur carrière',
          "Encourage l’usage des TIC dans l’enseignement et l’apprentissage",
        ],
        rw: [
          "Itegura kandi ikavugurura integanyanyigisho ishingiye ku bushobozi y'amashuri y'incuke, abanza n'ayisumbuye",
          "Itegura kandi ikemeza ibitabo n'izindi mfashanyigisho",
          "Ishyigikira amahugurwa y'abarimu n'imicungire yabo",
          "Iteza imbere ikoreshwa ry'ikoranabuhanga mu kwigisha no kwiga",
        ],
      },
      levels: ['primary', 'olevel', 'alevel'],
    },
    {
      id: 'rtb',
      abbreviation: 'RTB',
      name: {
        en: 'Rwanda TVET Board',
        fr: "[[en:Rwanda TVET Board]] (Office rwandais de l’EFTP)",
        rw: "[[en:Rwanda TVET Board]] (Urwego rw'Igihugu rushinzwe Amashuri y'Imyuga n'Ubumenyingiro)",
      },
      scope: {
        en: 'Technical and vocational education and training: technical secondary schools and vocational training centres.',
        fr: "L’enseignement et la formation techniques et professionnels\u00a0: écoles secondaires techniques et centres de formation professionnelle.",
        rw: "Amashuri y'imyuga n'ubumenyingiro: amashuri yisumbuye y'imyuga n'ibigo by'imyuga.",
      },
      responsibilities: {
        en: [
          'Develops competence-based TVET curricula together with employers',
          'Sets standards for training materials, workshops and equipment',
          'Trains and supports TVET trainers and school managers',
          'Promotes work-based learning such as apprenticeships and industrial attachments',
        ],
        fr: [
          "Élabore les programmes par compétences de l’EFTP avec les employeurs",
          'Fixe les normes des supports de formation, des ateliers et des équipements',
          "Forme et accompagne les formateurs et les directeurs d’établissements de l’EFTP",
          "Encourage la formation en milieu de travail, comme l’apprentissage et les stages en entreprise",
        ],
        rw: [
          "Itegura integanyanyigisho za TVET zishingiye ku bushobozi ifatanyije n'abakoresha",
          "Igena ibipimo by'imfashanyigisho, iby'inzu z'imyitozo n'iby'ibikoresho",
          "Ihugura kandi igashyigikira abarimu n'abayobozi b'amashuri y'imyuga",
          "Iteza imbere kwigira mu kazi, nko kwiga umwuga ku mukoresha no kwimenyereza umwuga mu bigo",
        ],
      },
      levels: ['tvet'],
    },
  ],
};
