import { papersHref } from '@/lib/paper-url-state';
import type { Level } from '../schema';

/** /academic-levels/olevel: S1–S3, lower secondary. */
export const olevel: Level = {
  id: 'olevel',
  title: { en: 'O-Level (S1–S3)', fr: 'Tronc commun (S1–S3)', rw: 'Icyiciro rusange (S1–S3)' },
  description: {
    en: 'Lower secondary school: three years of broad study across languages, sciences, social sciences and practical skills.',
    fr: "Le premier cycle du secondaire\u00a0: trois années d’études larges en langues, sciences, sciences sociales et compétences pratiques.",
    rw: "Icyiciro rusange cy'amashuri yisumbuye: imyaka itatu yo kwiga amasomo atandukanye y'indimi, siyansi, ubumenyi bw'imibereho n'ubumenyingiro.",
  },
  sections: [
    {
      kind: 'prose',
      id: 'overview',
      heading: { en: 'Overview', fr: 'Aperçu', rw: 'Incamake' },
      paragraphs: {
        en: [
          'O-Level, also called lower secondary or ordinary level, covers Senior 1 to Senior 3. Every learner follows the same broad set of subjects, so that no door closes before they choose a direction in S4.',
          'It is part of basic education, and public day schools charge no tuition fees under the Twelve Years Basic Education programme. The level ends with a national examination in S3, whose results open the way to A-Level combinations or TVET programmes.',
        ],
        fr: [
          "Le tronc commun, aussi appelé premier cycle du secondaire ou «\u00a0O-Level\u00a0», va de la S1 à la S3. Tous les élèves suivent le même ensemble large de matières, afin qu’aucune porte ne se ferme avant de choisir une orientation en S4.",
          "Il fait partie de l’éducation de base, et les écoles publiques de jour ne font pas payer de frais de scolarité dans le cadre de l’éducation de base de douze ans. Le cycle se termine par un examen national en S3, dont les résultats ouvrent l’accès aux combinaisons du second cycle ou aux programmes de l’EFTP.",
        ],
        rw: [
          "Icyiciro rusange (O-Level) kigizwe n'umwaka wa mbere kugeza ku wa gatatu w'amashuri yisumbuye (S1–S3). Abanyeshuri bose biga amasomo amwe kandi menshi, kugira ngo nta nzira ifungwa mbere y'uko bahitamo ishami muri S4.",
          "Ni igice cy'uburezi bw'ibanze, kandi muri gahunda y'uburezi bw'ibanze bw'imyaka cumi n'ibiri amashuri ya Leta abanyeshuri bigamo bataha ntiyishyuza amafaranga y'ishuri. Iki cyiciro gisozwa n'ikizamini cya Leta muri S3, amanota yacyo akaba ari yo yugurura inzira yo kujya mu mashami y'icyiciro cya kabiri cyangwa mu mashuri y'imyuga n'ubumenyingiro.",
        ],
      },
    },
    {
      kind: 'cards',
      id: 'subject-groups',
      heading: { en: 'Subject groups', fr: 'Groupes de matières', rw: "Amatsinda y'amasomo" },
      intro: {
        en: 'Learners study around a dozen subjects, grouped here by what they develop.',
        fr: "Les élèves étudient une douzaine de matières, regroupées ici selon ce qu’elles développent.",
        rw: "Abanyeshuri biga amasomo agera kuri cumi n'abiri, ashyizwe hano mu matsinda akurikije ubumenyi yubaka.",
      },
      cards: [
        {
          id: 'core-academic',
          title: { en: 'Core academic', fr: 'Matières fondamentales', rw: "Amasomo y'ibanze" },
          text: {
            en: 'Languages and mathematics, taught in every year.',
            fr: 'Les langues et les mathématiques, enseignées chaque année.',
            rw: "Indimi n'imibare byigishwa buri mwaka.",
          },
          lists: [
            {
              label: { en: 'Subjects', fr: 'Matières', rw: 'Amasomo' },
              items: {
                en: ['Mathematics', 'English', 'Kinyarwanda', 'French', 'Kiswahili'],
                fr: ['Mathématiques', 'Anglais', 'Kinyarwanda', 'Français', 'Kiswahili'],
                rw: ['Imibare', 'Icyongereza', 'Ikinyarwanda', 'Igifaransa', 'Igiswahili'],
              },
            },
          ],
        },
        {
          id: 'sciences',
          title: { en: 'Sciences', fr: 'Sciences', rw: 'Siyansi' },
          text: {
            en: 'Experiments and models that explain the natural world.',
            fr: 'Des expériences et des modèles qui expliquent le monde naturel.',
            rw: "Igerageza n'ingero zisobanura isi kamere.",
          },
          lists: [
            {
              label: { en: 'Subjects', fr: 'Matières', rw: 'Amasomo' },
              items: {
                en: ['Physics', 'Chemistry', 'Biology and Health Sciences'],
                fr: ['Physique', 'Chimie', 'Biologie et sciences de la santé'],
                rw: ['Ubugenge', 'Ubutabire', "Ibinyabuzima n'ubuzima"],
              },
            },
          ],
        },
        {
          id: 'social-sciences',
          title: { en: 'Social sciences', fr: 'Sciences sociales', rw: "Ubumenyi bw'imibereho" },
          text: {
            en: 'How people, places and societies change over time.',
            fr: 'Comment les personnes, les lieux et les sociétés évoluent au fil du temps.',
            rw: "Uko abantu, ahantu n'imiryango bihinduka uko ibihe bigenda.",
          },
          lists: [
            {
              label: { en: 'Subjects', fr: 'Matières', rw: 'Amasomo' },
              items: {
                en: ['History and Citizenship', 'Geography and Environment', 'Religious Education'],
                fr: ['Histoire et citoyenneté', 'Géographie et environnement', 'Éducation religieuse'],
                rw: ["Amateka n'uburere mboneragihugu", "Ubumenyi bw'isi n'ibidukikije", 'Iyobokamana'],
              },
            },
          ],
        },
        {
          id: 'technology-skills',
          title: { en: 'Technology and skills', fr: 'Technologie et compétences', rw: "Ikoranabuhanga n'ubumenyingiro" },
          text: {
            en: 'Practical subjects for work and everyday life.',
            fr: 'Des matières pratiques pour le travail et la vie quotidienne.',
            rw: "Amasomo y'ibikorwa afasha mu kazi no mu buzima bwa buri munsi.",
          },
          lists: [
            {
              label: { en: 'Subjects', fr: 'Matières', rw: 'Amasomo' },
              items: {
                en: ['ICT (Computer Science)', 'Entrepreneurship', 'Physical Education and Sports', 'Fine Art and Crafts, or Music'],
                fr: ['TIC (informatique)', 'Entrepreneuriat', 'Éducation physique et sportive', 'Arts plastiques et artisanat, ou musique'],
                rw: [
                  'Ikoranabuhanga (ICT)',
                  'Kwihangira imirimo',
                  'Imyitozo ngororamubiri na siporo',
                  "Ubugeni n'ubukorikori, cyangwa umuziki",
                ],
              },
            },
          ],
        },
      ],
    },
    {
      kind: 'stages',
      id: 'grades',
      heading: { en: 'Year by year', fr: 'Année par année', rw: 'Umwaka ku wundi' },
      stages: [
        {
          id: 's1',
          code: 'S1',
          title: { en: 'Senior 1', fr: 'Première année du secondaire', rw: 'Umwaka wa mbere' },
          text: {
            en: 'Settling in: new subjects, new routines, and English as the language of every lesson.',
            fr: "Prendre ses marques\u00a0: de nouvelles matières, de nouvelles habitudes et l’anglais comme langue de tous les cours.",
            rw: "Kumenyera: amasomo mashya, gahunda nshya n'Icyongereza gikoreshwa mu masomo yose.",
          },
        },
        {
          id: 's2',
          code: 'S2',
          title: { en: 'Senior 2', fr: 'Deuxième année du secondaire', rw: 'Umwaka wa kabiri' },
          text: {
            en: 'Going deeper: longer experiments, projects and more demanding mathematics.',
            fr: 'Approfondir\u00a0: des expériences plus longues, des projets et des mathématiques plus exigeantes.',
            rw: "Kwiga byimbitse: igerageza rirambuye, imishinga n'imibare ikomeyeho.",
          },
        },
        {
          id: 's3',
          code: 'S3',
          title: { en: 'Senior 3', fr: 'Troisième année du secondaire', rw: 'Umwaka wa gatatu' },
          text: {
            en: 'Consolidating: revising all three years for the national examination and choosing what to study from S4.',
            fr: "Consolider\u00a0: réviser les trois années pour l’examen national et choisir ce que l’on étudiera à partir de la S4.",
            rw: "Gushimangira: gusubiramo ibyizwe mu myaka itatu yose hitegurwa ikizamini cya Leta, no guhitamo ibyo uziga guhera muri S4.",
          },
        },
      ],
    },
    {
      kind: 'list',
      id: 'objectives',
      heading: { en: 'Learning objectives', fr: "Objectifs d’apprentissage", rw: "Intego z'imyigire" },
      intro: {
        en: 'By the end of S3, learners should be able to:',
        fr: 'À la fin de la S3, les élèves devraient être capables de\u00a0:',
        rw: 'Mu mpera za S3, umunyeshuri yagombye kuba ashobora:',
      },
      items: {
        en: [
          'Communicate clearly in English, Kinyarwanda and at least one other language',
          'Apply algebra, geometry and statistics to real problems',
          'Plan and carry out simple scientific investigations safely',
          "Explain how Rwanda's history, geography and economy connect to their own lives",
          'Use a computer to research, write and present their work',
          'Recognise their strengths and choose an A-Level combination or a TVET programme with confidence',
        ],
        fr: [
          'Communiquer clairement en anglais, en kinyarwanda et dans au moins une autre langue',
          "Appliquer l’algèbre, la géométrie et les statistiques à des problèmes réels",
          'Préparer et mener des investigations scientifiques simples en toute sécurité',
          "Expliquer les liens entre l’histoire, la géographie et l’économie du Rwanda et leur propre vie",
          'Utiliser un ordinateur pour chercher, rédiger et présenter leur travail',
          "Reconnaître leurs points forts et choisir avec assurance une combinaison du second cycle ou un programme de l’EFTP",
        ],
        rw: [
          "Kuvuga no kwandika neza mu Cyongereza, mu Kinyarwanda no mu rundi rurimi nibura rumwe",
          "Gukoresha imibare — aljebre, geometri n'ibarurishamibare — mu gukemura ibibazo nyabyo",
          'Gutegura no gukora ubushakashatsi bworoshye bwa siyansi mu mutekano',
          "Gusobanura isano iri hagati y'amateka, imiterere n'ubukungu by'u Rwanda n'ubuzima bwabo bwite",
          "Gukoresha mudasobwa mu gushakisha amakuru, kwandika no kumurika ibyo bakoze",
          "Kumenya aho bashoboye no guhitamo bashize amanga ishami ry'icyiciro cya kabiri cyangwa porogaramu y'imyuga",
        ],
      },
    },
    {
      kind: 'cards',
      id: 'assessment',
      heading: { en: 'Assessment', fr: 'Évaluation', rw: 'Isuzuma' },
      cards: [
        {
          id: 'continuous',
          title: { en: 'Continuous assessment', fr: 'Évaluation continue', rw: 'Isuzuma rihoraho' },
          text: {
            en: 'Class work, quizzes, practical work and projects are marked through the year. They show each learner where to improve long before the final examination.',
            fr: "Travaux en classe, interrogations, travaux pratiques et projets sont notés tout au long de l’année. Ils montrent à chaque élève où progresser bien avant l’examen final.",
            rw: "Imyitozo yo mu ishuri, utuzamini tugufi, imirimo y'ibikorwa n'imishinga bikosorwa umwaka wose. Byereka buri munyeshuri aho agomba kongera imbaraga mbere y'uko ikizamini gisoza kigera.",
          },
        },
        {
          id: 'standardized',
          title: {
            en: 'Standardized national examination',
            fr: 'Examen national standardisé',
            rw: 'Ikizamini cya Leta kimwe kuri bose',
          },
          text: {
            en: 'At the end of S3, every learner sits the same written national examination in their subjects. The results lead to a certificate and to placement in S4.',
            fr: "À la fin de la S3, tous les élèves passent le même examen national écrit dans leurs matières. Les résultats donnent droit à un certificat et à l’orientation en S4.",
            rw: "Mu mpera za S3, abanyeshuri bose bakora ikizamini cya Leta cyanditse kimwe mu masomo yabo. Amanota yacyo atanga impamyabushobozi kandi akagena aho umunyeshuri azakomereza muri S4.",
          },
        },
      ],
    },
    {
      kind: 'resources',
      id: 'resources',
      heading: { en: 'Resources', fr: 'Ressources', rw: 'Imfashanyigisho' },
      resources: [
        {
          id: 'textbooks',
          icon: 'book',
          title: { en: 'Textbooks', fr: 'Manuels', rw: 'Ibitabo' },
          text: {
            en: 'REB textbooks for S1 to S3, free to download, with the file size shown first.',
            fr: "Les manuels du REB de la S1 à la S3, gratuits à télécharger, avec la taille du fichier indiquée d’abord.",
            rw: "Ibitabo bya REB bya S1 kugeza S3, ubikuramo ku buntu, ubanje kubona ingano ya dosiye.",
          },
          whileSamples: {
            files: 'books',
            text: {
              en: 'REB textbooks for S1 to S3, each with its file size shown first; a book marked “Sample file” is a stand-in until we add the real one.',
              fr: "Les manuels du REB de la S1 à la S3, chacun avec la taille du fichier indiquée d’abord\u00a0; un livre marqué «\u00a0Fichier d’exemple\u00a0» en tient lieu en attendant que nous ajoutions le vrai.",
              rw: "Ibitabo bya REB bya S1 kugeza S3, ubanje kubona ingano ya dosiye; igitabo cyanditseho “Dosiye y’icyitegererezo” gisimbura by'agateganyo igitabo nyacyo kugeza tugishyizeho.",
            },
          },
          action: { en: 'Browse textbooks', fr: 'Parcourir les manuels', rw: 'Reba ibitabo' },
          to: '/books',
        },
        {
          id: 'past-papers',
          icon: 'paper',
          title: { en: 'Past papers', fr: 'Anciens examens', rw: 'Ibizamini byahise' },
          text: {
            en: 'Past S3 national examination papers to practise under real conditions.',
            fr: "D’anciens examens nationaux de S3 pour s’entraîner dans des conditions réelles.",
            rw: "Ibizamini bya Leta bya S3 byahise byo kwitorezaho nk'uri mu kizamini nyacyo.",
          },
          whileSamples: {
            files: 'papers',
            text: {
              en: 'Past S3 papers to practise under exam conditions; a paper marked “Sample file” is a stand-in until we add the real one.',
              fr: "D’anciens examens de S3 pour s’entraîner dans les conditions réelles\u00a0; un examen marqué «\u00a0Fichier d’exemple\u00a0» en tient lieu en attendant que nous ajoutions le vrai.",
              rw: "Ibizamini byahise bya S3 byo kwitorezaho nk'uri mu kizamini; ikizamini cyanditseho “Dosiye y’icyitegererezo” gisimbura by'agateganyo ikizamini nyacyo kugeza tugishyizeho.",
            },
          },
          action: { en: 'Find S3 past papers', fr: 'Trouver des examens de S3', rw: 'Shaka ibizamini bya S3' },
          // The link says S3: it opens the papers filtered to S3 (WCAG 2.4.4).
          to: papersHref({ board: 'reb', level: 'O Level', class: 'S3' }),
        },
        {
          id: 'study-guides',
          icon: 'compass',
          title: { en: 'Study guides', fr: "Guides d’étude", rw: "Imfashanyigisho zo gusubiramo" },
          text: {
            en: 'Short revision notes and worked examples for each subject.',
            fr: 'Des fiches de révision courtes et des exemples corrigés pour chaque matière.',
            rw: "Incamake zo gusubiramo n'ingero zakozwe kuri buri somo.",
          },
          action: {
            en: 'Study guides (coming soon)',
            fr: "Guides d’étude (bientôt)",
            rw: 'Imfashanyigisho zo gusubiramo (biraza vuba)',
          },
          to: '/coming-soon',
        },
        {
          id: 'digital-resources',
          icon: 'download',
          title: { en: 'Digital resources', fr: 'Ressources numériques', rw: "Imfashanyigisho z'ikoranabuhanga" },
          text: {
            en: 'Videos, quizzes and interactive exercises that work on a phone.',
            fr: 'Des vidéos, des quiz et des exercices interactifs qui fonctionnent sur un téléphone.',
            rw: "Amashusho, utuzamini n'imyitozo bikorerwa kuri telefoni.",
          },
          action: {
            en: 'Digital resources (coming soon)',
            fr: 'Ressources numériques (bientôt)',
            rw: "Imfashanyigisho z'ikoranabuhanga (biraza vuba)",
          },
          to: '/coming-soon',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'career-pathways',
      heading: { en: 'Career pathways', fr: 'Parcours possibles', rw: "Inzira z'ahazaza" },
      intro: {
        en: 'After S3 there are three main paths, and none of them is a dead end.',
        fr: "Après la S3, trois grands chemins s’offrent aux élèves, et aucun n’est une impasse.",
        rw: "Nyuma ya S3 hari inzira eshatu z'ingenzi, kandi nta n'imwe ifunga ahazaza.",
      },
      cards: [
        {
          id: 'academic',
          title: { en: 'Academic path', fr: 'Voie générale', rw: "Inzira y'amasomo rusange" },
          text: {
            en: 'Continue to A-Level in a subject combination that matches your strengths, then on to university.',
            fr: "Poursuivre au second cycle dans une combinaison adaptée à vos points forts, puis à l’université.",
            rw: "Komeza mu cyiciro cya kabiri mu ishami rihuye n'aho ushoboye, hanyuma ujye muri kaminuza.",
          },
        },
        {
          id: 'technical',
          title: { en: 'Technical path', fr: 'Voie technique', rw: "Inzira y'imyuga" },
          text: {
            en: 'Join a technical secondary school (TVET) to learn a trade such as construction, ICT or hospitality, with a route on to polytechnic studies.',
            fr: "Rejoindre une école secondaire technique (EFTP) pour apprendre un métier comme la construction, les TIC ou l’hôtellerie, avec la possibilité de poursuivre dans une polytechnique.",
            rw: "Jya mu ishuri ryisumbuye ry'imyuga (TVET) wige umwuga nk'ubwubatsi, ikoranabuhanga cyangwa kwakira abashyitsi, ushobora no kuzakomereza mu mashuri makuru y'ubumenyingiro.",
          },
        },
        {
          id: 'employment',
          title: { en: 'Employment and short courses', fr: 'Emploi et formations courtes', rw: "Akazi n'amahugurwa magufi" },
          text: {
            en: 'Young people who start work can still gain recognised skills at vocational training centres and through short courses.',
            fr: 'Les jeunes qui commencent à travailler peuvent encore acquérir des compétences reconnues dans les centres de formation professionnelle et par des formations courtes.',
            rw: "Urubyiruko rutangiye akazi rushobora gukomeza kwiga ubumenyi bwemewe mu bigo by'imyuga no mu mahugurwa magufi.",
          },
        },
      ],
    },
    {
      kind: 'related',
      id: 'related',
      heading: { en: 'Explore other levels', fr: 'Découvrir les autres niveaux', rw: 'Menya izindi nzego' },
      levels: ['primary', 'alevel', 'tvet', 'higher', 'professional'],
    },
  ],
};
