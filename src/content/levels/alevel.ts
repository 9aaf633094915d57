import { papersHref } from '@/lib/paper-url-state';
import type { Level } from '../schema';

const careers = { en: 'Career pathways', fr: 'Débouchés', rw: 'Imirimo bishobora kuganishaho' };
const examples = { en: 'Example combinations', fr: 'Exemples de combinaisons', rw: "Ingero z'amashami" };

/** /academic-levels/alevel: S4–S6, upper secondary. */
export const alevel: Level = {
  id: 'alevel',
  title: { en: 'A-Level (S4–S6)', fr: 'Second cycle (S4–S6)', rw: 'Icyiciro cya kabiri (S4–S6)' },
  description: {
    en: 'Upper secondary school: three years in a subject combination you choose, ending with a national examination that opens the way to university.',
    fr: "Le second cycle du secondaire\u00a0: trois années dans une combinaison de matières choisie, conclues par un examen national qui ouvre la voie à l’université.",
    rw: "Icyiciro cya kabiri cy'amashuri yisumbuye: imyaka itatu mu ishami wihitiyemo, isozwa n'ikizamini cya Leta gifungura inzira ya kaminuza.",
  },
  sections: [
    {
      kind: 'prose',
      id: 'overview',
      heading: { en: 'Overview', fr: 'Aperçu', rw: 'Incamake' },
      paragraphs: {
        en: [
          'A-Level, or upper secondary, runs from Senior 4 to Senior 6. Instead of a dozen subjects, each learner studies a combination of three principal subjects in depth, known by its initials (PCM stands for Physics, Chemistry and Mathematics), together with compulsory subjects such as Entrepreneurship and General Studies and Communication Skills.',
          'Combinations are chosen after the S3 national examination, based on results and interests. The choice shapes which university programmes are open later, so it deserves careful thought.',
        ],
        fr: [
          "Le second cycle, ou «\u00a0A-Level\u00a0», va de la S4 à la S6. Au lieu d’une douzaine de matières, chaque élève étudie en profondeur une combinaison de trois matières principales, désignée par ses initiales (PCM pour physique, chimie et mathématiques), avec des matières obligatoires comme l’entrepreneuriat et les études générales et techniques de communication.",
          "Les combinaisons sont choisies après l’examen national de S3, selon les résultats et les centres d’intérêt. Ce choix détermine les programmes universitaires accessibles plus tard\u00a0: il mérite réflexion.",
        ],
        rw: [
          "Icyiciro cya kabiri cy'amashuri yisumbuye (A-Level) kiva muri S4 kikageza muri S6. Aho kwiga amasomo agera kuri cumi n'abiri, buri munyeshuri yiga byimbitse ishami rigizwe n'amasomo atatu y'ingenzi, rimenyekana ku nyuguti z'intangiriro z'ayo masomo (PCM ni Ubugenge, Ubutabire n'Imibare mu Cyongereza), hamwe n'amasomo ategetswe nko Kwihangira imirimo n'Ubumenyi rusange n'itumanaho (General Studies and Communication Skills).",
          "Amashami ahitwamo nyuma y'ikizamini cya Leta cya S3, hakurikijwe amanota n'ibyo umunyeshuri akunda. Ayo mahitamo agena amashami ya kaminuza azashobora kwigamo nyuma, bityo akwiye gutekerezwaho neza.",
        ],
      },
    },
    {
      kind: 'cards',
      id: 'combinations',
      heading: { en: 'Subject combinations', fr: 'Combinaisons de matières', rw: 'Amashami' },
      intro: {
        en: 'Schools offer many combinations. They fall into four broad families.',
        fr: 'Les écoles proposent de nombreuses combinaisons, réparties en quatre grandes familles.',
        rw: 'Amashuri atanga amashami menshi, ashobora gushyirwa mu matsinda ane manini.',
      },
      cards: [
        {
          id: 'mathematics-sciences',
          title: { en: 'Mathematics & Sciences', fr: 'Mathématiques et sciences', rw: 'Imibare na siyansi' },
          text: {
            en: 'For learners who enjoy solving problems and running experiments.',
            fr: 'Pour les élèves qui aiment résoudre des problèmes et faire des expériences.',
            rw: 'Ku banyeshuri bakunda gukemura ibibazo no gukora igerageza.',
          },
          lists: [
            {
              label: examples,
              items: {
                en: ['PCM: Physics, Chemistry, Mathematics', 'PCB: Physics, Chemistry, Biology', 'MCB: Mathematics, Chemistry, Biology'],
                fr: ['PCM\u00a0: physique, chimie, mathématiques', 'PCB\u00a0: physique, chimie, biologie', 'MCB\u00a0: mathématiques, chimie, biologie'],
                rw: ['PCM: Ubugenge, Ubutabire, Imibare', 'PCB: Ubugenge, Ubutabire, Ibinyabuzima', 'MCB: Imibare, Ubutabire, Ibinyabuzima'],
              },
            },
            {
              label: careers,
              items: {
                en: ['Medicine, nursing and pharmacy', 'Engineering', 'Agriculture and veterinary science', 'Research and teaching'],
                fr: ['Médecine, soins infirmiers et pharmacie', 'Ingénierie', 'Agronomie et médecine vétérinaire', 'Recherche et enseignement'],
                rw: ["Ubuvuzi, ubuforomo n'imiti", "Ubwubatsi n'ubukanishi (engineering)", "Ubuhinzi n'ubuvuzi bw'amatungo", "Ubushakashatsi n'ubwarimu"],
              },
            },
          ],
        },
        {
          id: 'economics-social-sciences',
          title: {
            en: 'Economics & Social Sciences',
            fr: 'Économie et sciences sociales',
            rw: "Ubukungu n'ubumenyi bw'imibereho",
          },
          text: {
            en: 'For learners curious about how societies, markets and places work.',
            fr: 'Pour les élèves curieux du fonctionnement des sociétés, des marchés et des territoires.',
            rw: "Ku banyeshuri bashishikajwe no kumenya uko imiryango, amasoko n'ahantu bikora.",
          },
          lists: [
            {
              label: examples,
              items: {
                en: ['MEG: Mathematics, Economics, Geography', 'HEG: History, Economics, Geography'],
                fr: ['MEG\u00a0: mathématiques, économie, géographie', 'HEG\u00a0: histoire, économie, géographie'],
                rw: ["MEG: Imibare, Ubukungu, Ubumenyi bw'isi", "HEG: Amateka, Ubukungu, Ubumenyi bw'isi"],
              },
            },
            {
              label: careers,
              items: {
                en: ['Economics, banking and finance', 'Accounting and business management', 'Urban planning and environmental management', 'Public administration'],
                fr: ['Économie, banque et finance', "Comptabilité et gestion d’entreprise", "Urbanisme et gestion de l’environnement", 'Administration publique'],
                rw: [
                  "Ubukungu, amabanki n'imari",
                  "Ibaruramari n'imicungire y'ubucuruzi",
                  "Igenamigambi ry'imijyi n'imicungire y'ibidukikije",
                  'Imiyoborere ya Leta',
                ],
              },
            },
          ],
        },
        {
          id: 'languages-humanities',
          title: { en: 'Languages & Humanities', fr: 'Langues et humanités', rw: "Indimi n'ubuvanganzo" },
          text: {
            en: 'For learners who love reading, writing, debating and understanding the past.',
            fr: 'Pour les élèves qui aiment lire, écrire, débattre et comprendre le passé.',
            rw: "Ku banyeshuri bakunda gusoma, kwandika, kujya impaka no gusobanukirwa n'amateka.",
          },
          lists: [
            {
              label: examples,
              items: {
                en: ['HGL: History, Geography, Literature in English', 'LKK: Literature in English, Kinyarwanda, Kiswahili'],
                fr: ['HGL\u00a0: histoire, géographie, littérature anglaise', 'LKK\u00a0: littérature anglaise, kinyarwanda, kiswahili'],
                rw: [
                  "HGL: Amateka, Ubumenyi bw'isi, Ubuvanganzo bw'Icyongereza",
                  "LKK: Ubuvanganzo bw'Icyongereza, Ikinyarwanda, Igiswahili",
                ],
              },
            },
            {
              label: careers,
              items: {
                en: ['Law', 'Journalism and communication', 'Teaching and translation', 'Tourism and diplomacy'],
                fr: ['Droit', 'Journalisme et communication', 'Enseignement et traduction', 'Tourisme et diplomatie'],
                rw: ['Amategeko', "Itangazamakuru n'itumanaho", "Ubwarimu n'ubusemuzi", "Ubukerarugendo n'ububanyi n'amahanga"],
              },
            },
          ],
        },
        {
          id: 'computer-science-technology',
          title: {
            en: 'Computer Science & Technology',
            fr: 'Informatique et technologie',
            rw: "Mudasobwa n'ikoranabuhanga",
          },
          text: {
            en: 'For learners who like building things with logic and code.',
            fr: 'Pour les élèves qui aiment construire avec la logique et le code.',
            rw: 'Ku banyeshuri bakunda kubaka ibintu bifashishije gutekereza neza no kwandika porogaramu.',
          },
          lists: [
            {
              label: examples,
              items: {
                en: ['MPC: Mathematics, Physics, Computer Science', 'MCE: Mathematics, Computer Science, Economics'],
                fr: ['MPC\u00a0: mathématiques, physique, informatique', 'MCE\u00a0: mathématiques, informatique, économie'],
                rw: ['MPC: Imibare, Ubugenge, Mudasobwa', 'MCE: Imibare, Mudasobwa, Ubukungu'],
              },
            },
            {
              label: careers,
              items: {
                en: ['Software development', 'Networks and cybersecurity', 'Data analysis', 'Electronics and telecommunications'],
                fr: ['Développement logiciel', 'Réseaux et cybersécurité', 'Analyse de données', 'Électronique et télécommunications'],
                rw: [
                  'Gukora porogaramu za mudasobwa',
                  "Imiyoboro ya mudasobwa n'umutekano w'ikoranabuhanga",
                  "Isesengura ry'amakuru",
                  "Ikoranabuhanga ry'amashanyarazi n'itumanaho",
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
          id: 's4',
          code: 'S4',
          title: { en: 'Senior 4', fr: 'Quatrième année du secondaire', rw: 'Umwaka wa kane' },
          text: {
            en: 'Starting the combination: new depth in three principal subjects, and study habits for longer courses.',
            fr: 'Démarrer la combinaison\u00a0: approfondir trois matières principales et prendre des habitudes de travail pour des cours plus longs.',
            rw: "Gutangira ishami: kwiga byimbitse amasomo atatu y'ingenzi no kwimenyereza uburyo bwo kwiga amasomo maremare.",
          },
        },
        {
          id: 's5',
          code: 'S5',
          title: { en: 'Senior 5', fr: 'Cinquième année du secondaire', rw: 'Umwaka wa gatanu' },
          text: {
            en: 'The heart of the syllabus: the hardest topics, longer practical work and research projects.',
            fr: 'Le cœur du programme\u00a0: les notions les plus difficiles, des travaux pratiques plus longs et des projets de recherche.',
            rw: "Umutima w'integanyanyigisho: ingingo zikomeye kurusha izindi, imirimo y'ibikorwa miremire n'imishinga y'ubushakashatsi.",
          },
        },
        {
          id: 's6',
          code: 'S6',
          title: { en: 'Senior 6', fr: 'Sixième année du secondaire', rw: 'Umwaka wa gatandatu' },
          text: {
            en: 'Finishing the syllabus, revising for the national examination, and applying to university or a polytechnic.',
            fr: "Terminer le programme, réviser pour l’examen national et postuler à l’université ou dans une polytechnique.",
            rw: "Gusoza integanyanyigisho, gusubiramo witegura ikizamini cya Leta no gusaba kwiga muri kaminuza cyangwa mu ishuri rikuru ry'ubumenyingiro.",
          },
        },
      ],
    },
    {
      kind: 'list',
      id: 'objectives',
      heading: { en: 'Learning objectives', fr: "Objectifs d’apprentissage", rw: "Intego z'imyigire" },
      intro: {
        en: 'By the end of S6, learners should be able to:',
        fr: 'À la fin de la S6, les élèves devraient être capables de\u00a0:',
        rw: 'Mu mpera za S6, umunyeshuri yagombye kuba ashobora:',
      },
      items: {
        en: [
          'Master the knowledge and methods of their three principal subjects',
          'Analyse problems, weigh evidence and defend a reasoned conclusion',
          'Write and present clearly in English for an academic audience',
          'Carry out an independent project, from question to written report',
          'Plan a business idea and understand how enterprises create jobs',
        ],
        fr: [
          'Maîtriser les connaissances et les méthodes de leurs trois matières principales',
          'Analyser des problèmes, évaluer des preuves et défendre une conclusion argumentée',
          'Rédiger et présenter clairement en anglais pour un public universitaire',
          'Mener un projet personnel, de la question au rapport écrit',
          "Concevoir une idée d’entreprise et comprendre comment les entreprises créent des emplois",
        ],
        rw: [
          "Kumenya neza ubumenyi n'uburyo bw'amasomo atatu y'ingenzi y'ishami ryabo",
          'Gusesengura ibibazo, gupima ibimenyetso no gusobanura umwanzuro ufite ishingiro',
          'Kwandika no kumurika neza mu Cyongereza ku rwego rwa kaminuza',
          "Gukora umushinga ku giti cyabo, kuva ku kibazo kugeza kuri raporo yanditse",
          "Gutegura igitekerezo cy'umushinga w'ubucuruzi no gusobanukirwa uko ibigo by'ubucuruzi bihanga imirimo",
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
            en: 'Tests, practical work and projects through S4, S5 and S6 show progress and prepare learners for the style of the final papers.',
            fr: 'Contrôles, travaux pratiques et projets en S4, S5 et S6 montrent les progrès et habituent les élèves au format des épreuves finales.',
            rw: "Ibizamini, imirimo y'ibikorwa n'imishinga muri S4, S5 na S6 bigaragaza intambwe umunyeshuri atera kandi bikamumenyereza imiterere y'ibizamini bya nyuma.",
          },
        },
        {
          id: 'national',
          title: { en: 'National examination', fr: 'Examen national', rw: 'Ikizamini cya Leta' },
          text: {
            en: 'At the end of S6, learners sit national papers in their principal and compulsory subjects, including practical examinations in the sciences. The results lead to the Advanced Level certificate and decide university admission.',
            fr: "À la fin de la S6, les élèves passent des épreuves nationales dans leurs matières principales et obligatoires, dont des épreuves pratiques en sciences. Les résultats donnent le certificat de fin d’études secondaires et décident de l’admission à l’université.",
            rw: "Mu mpera za S6, abanyeshuri bakora ibizamini bya Leta mu masomo y'ingenzi no mu masomo ategetswe, harimo n'ibizamini by'ibikorwa muri siyansi. Amanota yabyo atanga impamyabushobozi isoza amashuri yisumbuye kandi akagena kwinjira muri kaminuza.",
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
            en: 'REB textbooks from the library. The O-Level books are there today, useful for revising the foundations in S4.',
            fr: 'Les manuels du REB de la bibliothèque. Les livres du tronc commun y sont déjà, utiles pour revoir les bases en S4.',
            rw: "Ibitabo bya REB biri mu isomero. Ibya S1–S3 birahari ubu, bifasha gusubiramo ishingiro muri S4.",
          },
          whileSamples: {
            files: 'books',
            text: {
              en: 'REB textbooks from the library. The O-Level books are listed, useful for revising the foundations in S4; a book marked “Sample file” is a stand-in until we add the real one.',
              fr: 'Les manuels du REB de la bibliothèque. Les livres du tronc commun y sont répertoriés, utiles pour revoir les bases en S4\u00a0; un livre marqué «\u00a0Fichier d’exemple\u00a0» en tient lieu en attendant que nous ajoutions le vrai.',
              rw: "Ibitabo bya REB biri mu isomero. Ibya S1–S3 biri ku rutonde, bifasha gusubiramo ishingiro muri S4; igitabo cyanditseho “Dosiye y’icyitegererezo” gisimbura by'agateganyo igitabo nyacyo kugeza tugishyizeho.",
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
            en: 'Past A-Level national examination papers, by subject and year.',
            fr: 'Anciens examens nationaux du second cycle, par matière et par année.',
            rw: "Ibizamini bya Leta byahise by'icyiciro cya kabiri, ukurikije isomo n'umwaka.",
          },
          whileSamples: {
            files: 'papers',
            text: {
              en: 'Past A-Level papers, by subject and year; a paper marked “Sample file” is a stand-in until we add the real one.',
              fr: 'Anciens examens du second cycle, par matière et par année\u00a0; un examen marqué «\u00a0Fichier d’exemple\u00a0» en tient lieu en attendant que nous ajoutions le vrai.',
              rw: "Ibizamini byahise by'icyiciro cya kabiri, ukurikije isomo n'umwaka; ikizamini cyanditseho “Dosiye y’icyitegererezo” gisimbura by'agateganyo ikizamini nyacyo kugeza tugishyizeho.",
            },
          },
          action: { en: 'Find A-Level past papers', fr: 'Trouver des examens du second cycle', rw: "Shaka ibizamini by'icyiciro cya kabiri" },
          // The link says A-Level: it opens the papers filtered to A-Level (WCAG 2.4.4).
          to: papersHref({ board: 'reb', level: 'A Level' }),
        },
        {
          id: 'combination-guides',
          icon: 'compass',
          title: { en: 'Combination guides', fr: 'Guides des combinaisons', rw: 'Imfashanyigisho ku mashami' },
          text: {
            en: 'What each combination involves, and which university programmes it opens.',
            fr: "Ce qu’implique chaque combinaison et les programmes universitaires qu’elle ouvre.",
            rw: "Ibyo buri shami risaba n'amashami ya kaminuza riganishaho.",
          },
          action: {
            en: 'Combination guides (coming soon)',
            fr: 'Guides des combinaisons (bientôt)',
            rw: 'Imfashanyigisho ku mashami (biraza vuba)',
          },
          to: '/coming-soon',
        },
        {
          id: 'application-help',
          icon: 'users',
          title: {
            en: 'University application help',
            fr: 'Aide aux candidatures universitaires',
            rw: 'Ubufasha bwo gusaba kwiga muri kaminuza',
          },
          text: {
            en: 'Step-by-step help with scholarships and applications after S6.',
            fr: 'Une aide pas à pas pour les bourses et les candidatures après la S6.',
            rw: "Ubufasha bw'intambwe ku yindi mu gusaba buruse no kwiyandikisha nyuma ya S6.",
          },
          action: {
            en: 'Application help (coming soon)',
            fr: 'Aide aux candidatures (bientôt)',
            rw: 'Ubufasha bwo gusaba (biraza vuba)',
          },
          to: '/coming-soon',
        },
      ],
    },
    {
      kind: 'list',
      id: 'university-preparation',
      heading: { en: 'Preparing for university', fr: "Se préparer à l’université", rw: 'Kwitegura kaminuza' },
      intro: {
        en: 'Good preparation starts in S5, not after the results.',
        fr: 'Une bonne préparation commence en S5, pas après les résultats.',
        rw: "Kwitegura neza bitangira muri S5, si nyuma y'amanota.",
      },
      items: {
        en: [
          'Check the entry requirements of the programmes you want: most ask for minimum grades in specific principal subjects',
          'Build independent study habits: university courses expect you to read beyond the lecture',
          'Improve your academic English by writing summaries and short essays in every subject',
          'Learn how government sponsorship and student loans work, and note the application dates',
          'Practise with past S6 papers under timed conditions',
        ],
        fr: [
          "Vérifiez les conditions d’admission des programmes visés\u00a0: la plupart exigent des notes minimales dans certaines matières principales",
          "Prenez l’habitude d’étudier seul\u00a0: à l’université, on attend de vous des lectures au-delà du cours",
          'Améliorez votre anglais académique en rédigeant des résumés et de courtes dissertations dans chaque matière',
          "Renseignez-vous sur le financement de l’État et les prêts étudiants, et notez les dates de candidature",
          "Entraînez-vous sur d’anciens examens de S6 en temps limité",
        ],
        rw: [
          "Reba ibisabwa kugira ngo winjire mu mashami wifuza: menshi asaba amanota fatizo mu masomo runaka y'ingenzi",
          "Menyera kwiyigisha: muri kaminuza bategereje ko usoma ibirenze ibyo mwigishijwe mu ishuri",
          "Ongera ubumenyi bwawe bw'Icyongereza cyo mu mashuri makuru wandika incamake n'inyandiko ngufi muri buri somo",
          "Menya uko inkunga ya Leta n'inguzanyo z'abanyeshuri bikora, kandi wandike amatariki yo gusaba",
          'Itoze ku bizamini bya S6 byahise, ugenzura igihe',
        ],
      },
    },
    {
      kind: 'cards',
      id: 'career-pathways',
      heading: { en: 'Career pathways', fr: 'Parcours possibles', rw: "Inzira z'ahazaza" },
      intro: {
        en: 'A-Level leads to three broad routes.',
        fr: 'Le second cycle mène à trois grandes voies.',
        rw: 'Icyiciro cya kabiri kiganisha ku nzira eshatu nini.',
      },
      cards: [
        {
          id: 'university',
          title: { en: 'University degree', fr: 'Études universitaires', rw: 'Kaminuza' },
          text: {
            en: "Bachelor's programmes at the University of Rwanda or an accredited private university, in the field your combination prepares for.",
            fr: "Une licence à l’Université du Rwanda ou dans une université privée accréditée, dans le domaine préparé par votre combinaison.",
            rw: "Kwiga Bachelor muri Kaminuza y'u Rwanda cyangwa muri kaminuza yigenga yemewe, mu ishami rijyanye n'ibyo wize.",
          },
        },
        {
          id: 'polytechnic',
          title: { en: 'Polytechnic studies', fr: 'Études polytechniques', rw: "Amashuri makuru y'ubumenyingiro" },
          text: {
            en: 'Diplomas and advanced diplomas at the colleges of Rwanda Polytechnic, where A-Level graduates can specialise in a technical field.',
            fr: 'Des diplômes et diplômes avancés dans les collèges de [[en:Rwanda Polytechnic]], où les diplômés du second cycle peuvent se spécialiser dans un domaine technique.',
            rw: "[[en:Diploma]] na [[en:Advanced Diploma]] mu mashami ya [[en:Rwanda Polytechnic]], aho abarangije icyiciro cya kabiri bashobora kwiga byimbitse umwuga wa tekiniki.",
          },
        },
        {
          id: 'work-enterprise',
          title: { en: 'Work and enterprise', fr: 'Travail et entreprise', rw: 'Akazi no kwihangira imirimo' },
          text: {
            en: 'The entrepreneurship skills learned at A-Level help graduates start a small business or find work while they keep learning.',
            fr: "Les compétences en entrepreneuriat acquises au second cycle aident les diplômés à créer une petite entreprise ou à trouver un emploi tout en continuant d’apprendre.",
            rw: "Ubumenyi bwo kwihangira imirimo bwigiwe mu cyiciro cya kabiri bufasha abarangije gutangiza umushinga muto cyangwa kubona akazi, bagakomeza no kwiga.",
          },
        },
      ],
    },
    {
      kind: 'related',
      id: 'related',
      heading: { en: 'Explore other levels', fr: 'Découvrir les autres niveaux', rw: 'Menya izindi nzego' },
      levels: ['primary', 'olevel', 'tvet', 'higher', 'professional'],
    },
  ],
};
