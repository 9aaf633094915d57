import type { Level } from '../schema';

/** /academic-levels/primary: P1–P6. */
export const primary: Level = {
  id: 'primary',
  title: {
    en: 'Primary education (P1–P6)',
    fr: 'Enseignement primaire (P1–P6)',
    rw: 'Amashuri abanza (P1–P6)',
  },
  description: {
    en: 'Six years in which children learn to read, write and calculate with confidence, and discover science, society and the arts.',
    fr: 'Six années pendant lesquelles les enfants apprennent à lire, écrire et calculer avec assurance, et découvrent les sciences, la société et les arts.',
    rw: "Imyaka itandatu abana bigiramo gusoma, kwandika no kubara bashize amanga, bakanamenya siyansi, imibereho y'abantu n'ubuhanzi.",
  },
  sections: [
    {
      kind: 'prose',
      id: 'overview',
      heading: { en: 'Overview', fr: 'Aperçu', rw: 'Incamake' },
      paragraphs: {
        en: [
          'Primary school is the first stage of basic education in Rwanda. It lasts six years, from Primary 1 (P1) to Primary 6 (P6), and follows the competence-based curriculum set by the Rwanda Education Board (REB).',
          'The lower years (P1–P3) concentrate on reading, writing and early numeracy, building a strong base in Kinyarwanda and English. The upper years (P4–P6) widen the range of subjects and prepare learners for the national Primary Leaving Examination at the end of P6.',
        ],
        fr: [
          "L’école primaire est la première étape de l’éducation de base au Rwanda. Elle dure six ans, de la première année (P1) à la sixième année (P6), et suit le programme par compétences défini par le [[en:Rwanda Education Board]] (REB).",
          "Les premières années (P1–P3) se concentrent sur la lecture, l’écriture et les premières notions de calcul, en kinyarwanda et en anglais. Les dernières années (P4–P6) élargissent l’éventail des matières et préparent à l’examen national de fin d’études primaires, à la fin de la P6.",
        ],
        rw: [
          "Amashuri abanza ni cyo cyiciro cya mbere cy'uburezi bw'ibanze mu Rwanda. Amara imyaka itandatu, kuva mu mwaka wa mbere (P1) kugeza mu mwaka wa gatandatu (P6), kandi akurikiza integanyanyigisho ishingiye ku bushobozi yateguwe n'Urwego rw'Igihugu rushinzwe Uburezi bw'Ibanze (REB).",
          "Mu myaka ya mbere (P1–P3) abana bibanda ku gusoma, kwandika no kubara by'ibanze, mu Kinyarwanda no mu Cyongereza. Mu myaka ikurikiraho (P4–P6) amasomo ariyongera, abana bagategurwa gukora ikizamini cya Leta gisoza amashuri abanza mu mpera za P6.",
        ],
      },
    },
    {
      kind: 'cards',
      id: 'curriculum',
      heading: { en: 'Curriculum areas', fr: 'Domaines du programme', rw: "Ibice by'integanyanyigisho" },
      intro: {
        en: 'The primary curriculum is organised in four areas. Each one builds skills that later subjects rely on.',
        fr: "Le programme du primaire s’organise en quatre domaines. Chacun développe des compétences sur lesquelles s’appuient les matières suivantes.",
        rw: "Integanyanyigisho y'amashuri abanza igabanyijemo ibice bine. Buri gice cyubaka ubumenyi amasomo yo mu myaka ikurikira azakenera.",
      },
      cards: [
        {
          id: 'core-subjects',
          title: { en: 'Core subjects', fr: 'Matières fondamentales', rw: "Amasomo y'ibanze" },
          text: {
            en: 'Reading, writing and numbers: the foundation of every other subject.',
            fr: 'Lire, écrire et compter\u00a0: la base de toutes les autres matières.',
            rw: "Gusoma, kwandika no kubara: ishingiro ry'andi masomo yose.",
          },
          lists: [
            {
              label: { en: 'Subjects', fr: 'Matières', rw: 'Amasomo' },
              items: {
                en: ['Kinyarwanda', 'English', 'French', 'Mathematics'],
                fr: ['Kinyarwanda', 'Anglais', 'Français', 'Mathématiques'],
                rw: ['Ikinyarwanda', 'Icyongereza', 'Igifaransa', 'Imibare'],
              },
            },
          ],
        },
        {
          id: 'social-sciences',
          title: { en: 'Social sciences', fr: 'Sciences sociales', rw: "Ubumenyi bw'imibereho" },
          text: {
            en: 'Learners explore their family, community and country, and the values that hold them together.',
            fr: 'Les élèves découvrent leur famille, leur communauté et leur pays, ainsi que les valeurs qui les unissent.',
            rw: "Abanyeshuri biga ku muryango wabo, ku baturanyi no ku gihugu cyabo, ndetse n'indangagaciro zibahuza.",
          },
          lists: [
            {
              label: { en: 'Subjects and themes', fr: 'Matières et thèmes', rw: "Amasomo n'insanganyamatsiko" },
              items: {
                en: ['Social and Religious Studies', 'History and geography of Rwanda', 'Citizenship and values'],
                fr: ['Études sociales et religieuses', 'Histoire et géographie du Rwanda', 'Citoyenneté et valeurs'],
                rw: [
                  "Imibereho y'abantu n'iyobokamana",
                  "Amateka n'imiterere y'u Rwanda",
                  "Uburere mboneragihugu n'indangagaciro",
                ],
              },
            },
          ],
        },
        {
          id: 'sciences-technology',
          title: { en: 'Sciences and technology', fr: 'Sciences et technologie', rw: "Siyansi n'ikoranabuhanga" },
          text: {
            en: 'Observing, asking questions and testing ideas with simple experiments and everyday tools.',
            fr: 'Observer, poser des questions et vérifier des idées avec des expériences simples et des outils du quotidien.',
            rw: "Kwitegereza, kubaza ibibazo no kugerageza ibitekerezo hakoreshejwe igerageza ryoroshye n'ibikoresho bya buri munsi.",
          },
          lists: [
            {
              label: { en: 'Subjects and themes', fr: 'Matières et thèmes', rw: "Amasomo n'insanganyamatsiko" },
              items: {
                en: ['Science and Elementary Technology', 'Health and the environment', 'Basic computer skills'],
                fr: ['Sciences et technologie élémentaire', 'Santé et environnement', "Initiation à l’informatique"],
                rw: [
                  "Siyansi n'ikoranabuhanga by'ibanze",
                  "Ubuzima n'ibidukikije",
                  "Ubumenyi bw'ibanze bwa mudasobwa",
                ],
              },
            },
          ],
        },
        {
          id: 'creative-physical',
          title: {
            en: 'Creative and physical',
            fr: 'Arts et éducation physique',
            rw: "Ubuhanzi n'imyitozo ngororamubiri",
          },
          text: {
            en: 'Music, art and sport build confidence, teamwork and healthy habits.',
            fr: "La musique, les arts et le sport développent la confiance, l’esprit d’équipe et de bonnes habitudes de santé.",
            rw: "Umuziki, ubugeni na siporo byubaka icyizere, gukorera hamwe n'imico myiza y'ubuzima.",
          },
          lists: [
            {
              label: { en: 'Subjects', fr: 'Matières', rw: 'Amasomo' },
              items: {
                en: ['Creative Performance: music, dance, drama and fine art', 'Physical Education and Sports'],
                fr: ['Expression créative\u00a0: musique, danse, théâtre et arts plastiques', 'Éducation physique et sportive'],
                rw: ["Ubuhanzi: umuziki, imbyino, ikinamico n'ubugeni", 'Imyitozo ngororamubiri na siporo'],
              },
            },
          ],
        },
      ],
    },
    {
      kind: 'list',
      id: 'objectives',
      heading: { en: 'Learning objectives', fr: "Objectifs d’apprentissage", rw: "Intego z'imyigire" },
      intro: {
        en: 'By the end of P6, learners should be able to:',
        fr: 'À la fin de la P6, les élèves devraient être capables de\u00a0:',
        rw: 'Mu mpera za P6, umunyeshuri yagombye kuba ashobora:',
      },
      items: {
        en: [
          'Read, write and speak confidently in Kinyarwanda and English',
          'Use the four operations, fractions and measurement to solve everyday problems',
          'Observe, ask questions and explain simple scientific ideas',
          'Work with others, respect differences and take part in community life',
          'Express ideas through art, music and movement',
        ],
        fr: [
          'Lire, écrire et parler avec assurance en kinyarwanda et en anglais',
          'Utiliser les quatre opérations, les fractions et les mesures pour résoudre des problèmes du quotidien',
          'Observer, poser des questions et expliquer des idées scientifiques simples',
          'Travailler avec les autres, respecter les différences et participer à la vie de la communauté',
          "Exprimer des idées par l’art, la musique et le mouvement",
        ],
        rw: [
          "Gusoma, kwandika no kuvuga neza Ikinyarwanda n'Icyongereza",
          "Gukoresha guteranya, gukuramo, gukuba, kugabanya, ibice n'ibipimo mu gukemura ibibazo bya buri munsi",
          'Kwitegereza, kubaza ibibazo no gusobanura ibitekerezo bya siyansi byoroshye',
          "Gukorana n'abandi, kubaha itandukaniro no kugira uruhare mu buzima bw'abaturanyi",
          "Kugaragaza ibitekerezo binyuze mu bugeni, mu muziki no mu myitozo y'umubiri",
        ],
      },
    },
    {
      kind: 'cards',
      id: 'assessment',
      heading: { en: 'Assessment methods', fr: "Méthodes d’évaluation", rw: "Uburyo bw'isuzuma" },
      cards: [
        {
          id: 'continuous',
          title: { en: 'Continuous assessment', fr: 'Évaluation continue', rw: 'Isuzuma rihoraho' },
          text: {
            en: 'Teachers check progress every day through questions, exercises, projects and observation, and use what they see to adjust their teaching.',
            fr: "Les enseignants suivent les progrès chaque jour par des questions, des exercices, des projets et l’observation, et adaptent leur enseignement en conséquence.",
            rw: "Abarimu bakurikirana intambwe umunyeshuri atera buri munsi babinyujije mu bibazo, imyitozo, imishinga no kwitegereza, bagahindura uburyo bigisha bakurikije ibyo babonye.",
          },
        },
        {
          id: 'end-of-term',
          title: { en: 'End-of-term tests', fr: 'Contrôles de fin de trimestre', rw: 'Ibizamini bisoza igihembwe' },
          text: {
            en: "Written tests at the end of each term show how well learners have mastered the term's competences; results go in the school report.",
            fr: 'Des épreuves écrites à la fin de chaque trimestre montrent dans quelle mesure les élèves maîtrisent les compétences du trimestre\u00a0; les résultats figurent dans le bulletin.',
            rw: "Ibizamini byanditse bikorwa mu mpera za buri gihembwe bigaragaza urugero umunyeshuri agezeho mu bushobozi bw'icyo gihembwe; amanota yandikwa mu ndangamanota.",
          },
        },
        {
          id: 'national',
          title: {
            en: 'Primary Leaving Examination',
            fr: 'Examen national de fin du primaire',
            rw: 'Ikizamini cya Leta gisoza amashuri abanza',
          },
          text: {
            en: 'A national examination at the end of P6 in the main subjects. Its results decide placement in lower secondary school.',
            fr: "Un examen national à la fin de la P6 dans les principales matières. Ses résultats déterminent l’orientation vers le premier cycle du secondaire.",
            rw: "Ikizamini cya Leta gikorwa mu mpera za P6 mu masomo y'ingenzi. Amanota yacyo ni yo agena ishuri umunyeshuri azigamo icyiciro rusange.",
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
            en: 'Our library starts with REB textbooks for S1–S3: useful for P6 learners getting ready for secondary school.',
            fr: 'Notre bibliothèque commence par les manuels du REB de la S1 à la S3\u00a0: utiles aux élèves de P6 qui se préparent au secondaire.',
            rw: "Isomero ryacu ritangirira ku bitabo bya REB bya S1 kugeza S3: bifasha abanyeshuri ba P6 bitegura amashuri yisumbuye.",
          },
          whileSamples: {
            files: 'books',
            text: {
              en: 'Our library lists the REB textbooks for S1–S3, useful for P6 learners getting ready for secondary school; a book marked “Sample file” is a stand-in until we add the real one.',
              fr: 'Notre bibliothèque répertorie les manuels du REB de la S1 à la S3, utiles aux élèves de P6 qui se préparent au secondaire\u00a0; un livre marqué «\u00a0Fichier d’exemple\u00a0» en tient lieu en attendant que nous ajoutions le vrai.',
              rw: "Isomero ryacu rifite urutonde rw'ibitabo bya REB bya S1 kugeza S3, bifasha abanyeshuri ba P6 bitegura amashuri yisumbuye; igitabo cyanditseho “Dosiye y’icyitegererezo” gisimbura by'agateganyo igitabo nyacyo kugeza tugishyizeho.",
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
            en: 'Past exam papers from secondary school: a preview of what comes after P6.',
            fr: 'Des anciens examens du secondaire\u00a0: un aperçu de ce qui vient après la P6.',
            rw: "Ibizamini byahise by'amashuri yisumbuye: bikwereka ibigutegereje nyuma ya P6.",
          },
          whileSamples: {
            files: 'papers',
            text: {
              en: 'Past exam papers from secondary school, a preview of what comes after P6; a paper marked “Sample file” is a stand-in until we add the real one.',
              fr: 'Des anciens examens du secondaire, un aperçu de ce qui vient après la P6\u00a0; un examen marqué «\u00a0Fichier d’exemple\u00a0» en tient lieu en attendant que nous ajoutions le vrai.',
              rw: "Ibizamini byahise by'amashuri yisumbuye, bikwereka ibigutegereje nyuma ya P6; ikizamini cyanditseho “Dosiye y’icyitegererezo” gisimbura by'agateganyo ikizamini nyacyo kugeza tugishyizeho.",
            },
          },
          action: { en: 'Find past papers', fr: 'Trouver des anciens examens', rw: 'Shaka ibizamini byahise' },
          to: '/papers',
        },
        {
          id: 'reading-books',
          icon: 'book',
          title: { en: 'Reading books', fr: 'Livres de lecture', rw: 'Ibitabo byo gusoma' },
          text: {
            en: 'Short stories in Kinyarwanda and English for young readers, matched to each year.',
            fr: 'De courtes histoires en kinyarwanda et en anglais pour les jeunes lecteurs, adaptées à chaque année.',
            rw: "Inkuru ngufi mu Kinyarwanda no mu Cyongereza zigenewe abana batangiye gusoma, zijyanye na buri mwaka.",
          },
          action: {
            en: 'Reading books (coming soon)',
            fr: 'Livres de lecture (bientôt)',
            rw: 'Ibitabo byo gusoma (biraza vuba)',
          },
          to: '/coming-soon',
        },
        {
          id: 'practice-activities',
          icon: 'flask',
          title: { en: 'Practice activities', fr: "Activités d’entraînement", rw: 'Imyitozo' },
          text: {
            en: 'Printable mathematics and science activities that parents and teachers can use at home or in class.',
            fr: 'Des activités de mathématiques et de sciences à imprimer, pour les parents et les enseignants, à la maison ou en classe.',
            rw: "Imyitozo y'imibare na siyansi ishobora gucapwa, ababyeyi n'abarimu bakayikoresha mu rugo cyangwa mu ishuri.",
          },
          action: {
            en: 'Practice activities (coming soon)',
            fr: "Activités d’entraînement (bientôt)",
            rw: 'Imyitozo (biraza vuba)',
          },
          to: '/coming-soon',
        },
      ],
    },
    {
      kind: 'prose',
      id: 'transition',
      heading: {
        en: 'Moving on to secondary school',
        fr: 'Le passage au secondaire',
        rw: 'Kwimukira mu mashuri yisumbuye',
      },
      paragraphs: {
        en: [
          'After the Primary Leaving Examination, learners are placed in a secondary school to begin O-Level in S1. Many continue in a day school near home; others are placed in boarding schools according to their results and choices.',
          'The move brings more subjects, more teachers and more independent study. Reading every day, practising mathematics and daring to ask questions in English during P5 and P6 make the first term of S1 much easier.',
        ],
        fr: [
          "Après l’examen de fin du primaire, les élèves sont orientés vers une école secondaire pour commencer le tronc commun en S1. Beaucoup poursuivent dans une école de jour proche de chez eux\u00a0; d’autres sont orientés vers un internat selon leurs résultats et leurs choix.",
          "Ce passage apporte plus de matières, plus d’enseignants et davantage de travail personnel. Lire chaque jour, s’entraîner en mathématiques et oser poser des questions en anglais en P5 et en P6 rendent le premier trimestre de S1 bien plus facile.",
        ],
        rw: [
          "Nyuma y'ikizamini cya Leta gisoza amashuri abanza, abanyeshuri boherezwa mu mashuri yisumbuye gutangira icyiciro rusange muri S1. Benshi bakomereza mu ishuri ryegereye iwabo bigamo bataha, abandi bakoherezwa mu mashuri acumbikira abanyeshuri bakurikije amanota yabo n'ibyo bahisemo.",
          "Iyo mpinduka izana amasomo menshi, abarimu benshi no kwiyigisha kurushaho. Gusoma buri munsi, kwitoza imibare no gutinyuka kubaza ibibazo mu Cyongereza muri P5 na P6 bituma igihembwe cya mbere cya S1 cyoroha cyane.",
        ],
      },
    },
    {
      kind: 'related',
      id: 'related',
      heading: { en: 'Where to go next', fr: 'Et ensuite\u00a0?', rw: 'Aho wakomereza' },
      intro: {
        en: 'After primary school, learners continue to O-Level, and after S3 choose between A-Level and TVET.',
        fr: "Après le primaire, les élèves passent au tronc commun, puis choisissent après la S3 entre le second cycle et l’EFTP.",
        rw: "Nyuma y'amashuri abanza, abanyeshuri bakomereza mu cyiciro rusange, nyuma ya S3 bagahitamo hagati y'icyiciro cya kabiri n'amashuri y'imyuga n'ubumenyingiro.",
      },
      levels: ['olevel', 'alevel', 'tvet'],
    },
  ],
};
