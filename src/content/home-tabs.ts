import type { HomeResourceCard, HomeTab, InfoIcon } from './schema';
import type { Localized } from '@/lib/langs';
import { stemPaths } from './stem/nav';

/**
 * The home page's tabbed resource area. The STEM tab leads to the four STEM overviews; every other
 * tab offers the same five kinds of resource, each described for that tab's subjects. A kind's
 * destination is set once below: the real page where one exists, /coming-soon otherwise.
 */
type Kind = 'papers' | 'guides' | 'roadmaps' | 'simulation' | 'lab';

const kinds: Record<Kind, { icon: InfoIcon; to: string; title: Localized<string>; actionLabel: Localized<string> }> = {
  papers: {
    icon: 'paper',
    to: '/papers',
    title: { en: 'Past papers', fr: 'Anciens examens', rw: 'Ibizamini byahise' },
    actionLabel: { en: 'Find past papers', fr: 'Trouver des anciens examens', rw: 'Shakisha ibizamini' },
  },
  guides: {
    icon: 'book',
    to: '/coming-soon',
    title: { en: 'School guides', fr: 'Guides scolaires', rw: "Imfashanyigisho z'ishuri" },
    actionLabel: { en: 'See what is coming', fr: 'Voir ce qui se prépare', rw: 'Reba ibiri gutegurwa' },
  },
  roadmaps: {
    icon: 'compass',
    to: '/road-maps',
    title: { en: 'Learning roadmaps', fr: "Parcours d’apprentissage", rw: "Inzira z'imyigire" },
    actionLabel: { en: 'Open the roadmaps', fr: 'Ouvrir les parcours', rw: "Fungura inzira z'imyigire" },
  },
  simulation: {
    icon: 'flask',
    to: '/simulation',
    title: { en: 'Virtual simulation', fr: 'Simulation virtuelle', rw: "Igerageza ry'ikoranabuhanga" },
    actionLabel: { en: 'Try a simulation', fr: 'Essayer une simulation', rw: 'Tangira igerageza' },
  },
  lab: {
    icon: 'atom',
    to: '/periodic',
    title: { en: 'Virtual lab', fr: 'Laboratoire virtuel', rw: "Laboratwari y'ikoranabuhanga" },
    actionLabel: { en: 'Open the periodic table', fr: 'Ouvrir le tableau périodique', rw: "Fungura imbonerahamwe y'ibinyabutabire" },
  },
};

/** The five cards of a subject-area tab, in a fixed order, with that tab's own descriptions. */
function areaCards(descriptions: Record<Kind, Localized<string>>): HomeResourceCard[] {
  return (Object.keys(kinds) as Kind[]).map((kind) => ({ id: kind, ...kinds[kind], description: descriptions[kind] }));
}

export const homeTabs: HomeTab[] = [
  {
    id: 'stem',
    label: { en: 'STEM', fr: 'STIM', rw: "Siyansi n'ikoranabuhanga" },
    intro: {
      en: 'Science, technology, engineering and mathematics: start with an overview of each, then go on to experiments, practice and projects.',
      fr: "Sciences, technologie, ingénierie et mathématiques\u00a0: commencez par l’aperçu de chaque domaine, puis passez aux expériences, aux exercices et aux projets.",
      rw: "Siyansi, ikoranabuhanga, ubuhanga bw'ubwubatsi n'imibare: banza usome incamake ya buri somo, hanyuma ukomeze ku igerageza, ku myitozo no ku mishinga.",
    },
    cards: [
      {
        id: 'science',
        icon: 'flask',
        to: stemPaths.science,
        title: { en: 'Science', fr: 'Sciences', rw: 'Siyansi' },
        description: {
          en: 'Observe, ask questions and test your ideas with virtual experiments that run on a phone.',
          fr: 'Observez, posez des questions et testez vos idées grâce à des expériences virtuelles qui fonctionnent sur un téléphone.',
          rw: 'Itegereze, ubaze ibibazo kandi ugerageze ibitekerezo byawe ukoresheje igerageza rikorerwa kuri telefoni.',
        },
        actionLabel: { en: 'Science overview', fr: 'Aperçu des sciences', rw: 'Incamake ya siyansi' },
      },
      {
        id: 'technology',
        icon: 'share',
        to: stemPaths.technology,
        title: { en: 'Technology', fr: 'Technologie', rw: 'Ikoranabuhanga' },
        description: {
          en: 'Learn how a computer follows instructions, build your digital skills and use the internet safely.',
          fr: 'Découvrez comment un ordinateur suit des instructions, développez vos compétences numériques et utilisez Internet en sécurité.',
          rw: "Menya uko mudasobwa ikurikiza amabwiriza, wiyungure ubumenyi mu ikoranabuhanga kandi ukoreshe interineti mu mutekano.",
        },
        actionLabel: { en: 'Technology overview', fr: 'Aperçu de la technologie', rw: "Incamake y'ikoranabuhanga" },
      },
      {
        id: 'engineering',
        icon: 'compass',
        to: stemPaths.engineering,
        title: { en: 'Engineering', fr: 'Ingénierie', rw: "Ubuhanga bw'ubwubatsi" },
        description: {
          en: 'Turn a problem into a design, build a model and test it until it works.',
          fr: "Transformez un problème en projet, construisez un modèle et testez-le jusqu’à ce qu’il fonctionne.",
          rw: 'Hindura ikibazo igishushanyo mbonera, wubake icyitegererezo kandi ugisuzume kugeza gikora neza.',
        },
        actionLabel: { en: 'Engineering overview', fr: "Aperçu de l’ingénierie", rw: "Incamake y'ubuhanga bw'ubwubatsi" },
      },
      {
        id: 'mathematics',
        icon: 'check',
        to: stemPaths.mathematics,
        title: { en: 'Mathematics', fr: 'Mathématiques', rw: 'Imibare' },
        description: {
          en: 'Practise solving problems step by step, and see ideas such as fractions and graphs take shape.',
          fr: 'Entraînez-vous à résoudre des problèmes pas à pas et voyez prendre forme des notions comme les fractions et les graphiques.',
          rw: "Itoze gukemura ibibazo by'imibare intambwe ku yindi, kandi urebe uko ibice n'ibishushanyo by'imibare byumvikana neza.",
        },
        actionLabel: { en: 'Mathematics overview', fr: 'Aperçu des mathématiques', rw: "Incamake y'imibare" },
      },
    ],
  },
  {
    id: 'humanities',
    label: {
      en: 'Humanities & Social Sciences',
      fr: 'Sciences humaines et sociales',
      rw: "Amateka n'imibereho y'abantu",
    },
    intro: {
      en: 'History, geography, citizenship and economics help you understand people, places and the choices societies make.',
      fr: "L’histoire, la géographie, l’éducation civique et l’économie vous aident à comprendre les gens, les lieux et les choix que font les sociétés.",
      rw: "Amateka, ubumenyi bw'isi, uburere mboneragihugu n'ubukungu bigufasha gusobanukirwa abantu, ahantu n'amahitamo y'imiryango y'abantu.",
    },
    cards: areaCards({
      papers: {
        en: 'Past exam papers show how history, geography and entrepreneurship questions are asked; filter by subject to see which ones we have.',
        fr: "Les anciens examens montrent comment sont posées les questions d’histoire, de géographie et d’entrepreneuriat\u00a0; filtrez par matière pour voir lesquels nous avons.",
        rw: "Ibizamini byahise byerekana uko ibibazo by'amateka, ubumenyi bw'isi n'ubwihangire bw'imirimo bibazwa; shungura ukurikije isomo urebe ibyo dufite.",
      },
      guides: {
        en: 'Short guides to reading maps, historical sources and timelines are being written.',
        fr: 'Des guides courts pour lire les cartes, les sources historiques et les frises chronologiques sont en cours de rédaction.',
        rw: "Turimo kwandika imfashanyigisho ngufi zigufasha gusoma amakarita, inyandiko z'amateka n'imirongo y'ibihe.",
      },
      roadmaps: {
        en: 'The data analyst roadmap shows how research and statistics skills lead to careers.',
        fr: "Le parcours d’analyste de données montre comment la recherche et les statistiques mènent à des métiers.",
        rw: "Inzira y'umusesenguzi w'amakuru yerekana uko ubushakashatsi n'ibarurishamibare biganisha ku mirimo.",
      },
      simulation: {
        en: 'Ratio and unit-rate simulations help you read map scales, prices and population figures.',
        fr: "Les simulations sur les proportions et les taux unitaires vous aident à lire les échelles de cartes, les prix et les chiffres de population.",
        rw: "Igerageza ku bipimo no ku bigereranyo rigufasha gusoma ibipimo by'amakarita, ibiciro n'imibare y'abaturage.",
      },
      lab: {
        en: 'Find where the metals Rwanda mines, such as tin, tungsten and tantalum, sit in the periodic table.',
        fr: 'Repérez dans le tableau périodique les métaux extraits au Rwanda, comme l’étain, le tungstène et le tantale.',
        rw: "Shakisha aho ibyuma biva mu mabuye y'agaciro acukurwa mu Rwanda (gasegereti, wolufuramu na koluta) biri mu mbonerahamwe y'ibinyabutabire.",
      },
    }),
  },
  {
    id: 'languages',
    label: { en: 'Language & Literature', fr: 'Langues et littérature', rw: "Indimi n'ubuvanganzo" },
    intro: {
      en: 'Kinyarwanda, English, French and Kiswahili: read widely, write clearly and speak with confidence.',
      fr: "Kinyarwanda, anglais, français et kiswahili\u00a0: lisez beaucoup, écrivez clairement et prenez la parole avec assurance.",
      rw: "Ikinyarwanda, Icyongereza, Igifaransa n'Igiswahili: soma byinshi, wandike neza kandi uvuge wigirira icyizere.",
    },
    cards: areaCards({
      papers: {
        en: 'Past exam papers show what the English, French and Kinyarwanda exams ask; filter by subject to see which ones we have.',
        fr: "Les anciens examens montrent ce que demandent les examens d’anglais, de français et de kinyarwanda\u00a0; filtrez par matière pour voir lesquels nous avons.",
        rw: "Ibizamini byahise byerekana ibibazwa mu bizamini by'Icyongereza, Igifaransa n'Ikinyarwanda; shungura ukurikije isomo urebe ibyo dufite.",
      },
      guides: {
        en: 'Guides to grammar, essay writing and reading for meaning are being prepared.',
        fr: "Des guides sur la grammaire, la rédaction et la compréhension de texte sont en préparation.",
        rw: "Turimo gutegura imfashanyigisho ku kibonezamvugo, ku kwandika inyandiko no ku gusoma usobanukirwa.",
      },
      roadmaps: {
        en: 'Clear writing matters in technology too: the UX design roadmap shows how words shape apps people can use.',
        fr: "Bien écrire compte aussi dans le numérique\u00a0: le parcours UX design montre comment les mots rendent une application facile à utiliser.",
        rw: "Kwandika neza ni ingenzi no mu ikoranabuhanga: inzira ya [[en:UX design]] yerekana uko amagambo atuma porogaramu yoroha gukoresha.",
      },
      simulation: {
        en: 'Many simulations speak English, French and Kinyarwanda: follow them in one language and explain them in another.',
        fr: 'Beaucoup de simulations existent en anglais, en français et en kinyarwanda\u00a0: suivez-les dans une langue et expliquez-les dans une autre.',
        rw: "Igerageza ryinshi riboneka mu Cyongereza, mu Gifaransa no mu Kinyarwanda: rikurikire mu rurimi rumwe, urisobanure mu rundi.",
      },
      lab: {
        en: 'Element names are a language lesson too: many come from Latin, Greek or the names of places.',
        fr: 'Les noms des éléments sont aussi une leçon de langue\u00a0: beaucoup viennent du latin, du grec ou de noms de lieux.',
        rw: "Amazina y'ibinyabutabire na yo ni isomo ry'indimi: menshi akomoka mu Kilatini, mu Kigereki cyangwa ku mazina y'ahantu.",
      },
    }),
  },
  {
    id: 'arts',
    label: { en: 'Arts & Creativity', fr: 'Arts et créativité', rw: 'Ubuhanzi no guhanga' },
    intro: {
      en: 'Drawing, music, dance and design: creative work trains the eye and the hand, and it builds careers too.',
      fr: "Dessin, musique, danse et design\u00a0: la création exerce l’œil et la main, et elle mène aussi à des métiers.",
      rw: "Gushushanya, umuziki, imbyino n'igishushanyo mbonera: guhanga bitoza amaso n'intoki, kandi bitanga n'imirimo.",
    },
    cards: areaCards({
      papers: {
        en: 'Past national exams show how questions are worded and marked: practise planning your answers.',
        fr: 'Les examens nationaux passés montrent comment les questions sont formulées et notées\u00a0: entraînez-vous à organiser vos réponses.',
        rw: "Ibizamini bya Leta byahise byerekana uko ibibazo byandikwa n'uko bikosorwa: itoze gutegura ibisubizo byawe.",
      },
      guides: {
        en: 'Guides to drawing, music and drama projects for school are being prepared.',
        fr: 'Des guides pour les projets de dessin, de musique et de théâtre à l’école sont en préparation.',
        rw: "Turimo gutegura imfashanyigisho ku mishinga yo gushushanya, iy'umuziki n'iy'ikinamico ku ishuri.",
      },
      roadmaps: {
        en: 'The UX design and frontend roadmaps show how a sense of colour and layout becomes a digital career.',
        fr: "Les parcours UX design et [[en:frontend]] montrent comment le sens des couleurs et de la mise en page devient un métier du numérique.",
        rw: "Inzira za [[en:UX design]] na [[en:frontend]] zerekana uko ubuhanga mu mabara no mu gutunganya ibigaragara bihinduka umwuga mu ikoranabuhanga.",
      },
      simulation: {
        en: 'Colour Vision and Bending Light show how light and colour work: useful for painting and photography.',
        fr: '[[en:Color Vision]] et [[en:Bending Light]] montrent comment fonctionnent la lumière et les couleurs\u00a0: utile pour la peinture et la photographie.',
        rw: "[[en:Color Vision]] na [[en:Bending Light]] byerekana uko urumuri n'amabara bikora: ni ingirakamaro mu gushushanya no gufotora.",
      },
      lab: {
        en: 'Find the elements behind paint colours and pottery glazes, such as iron in red ochre and cobalt in blue.',
        fr: 'Retrouvez les éléments derrière les couleurs des peintures et les émaux des poteries, comme le fer de l’ocre rouge et le cobalt du bleu.',
        rw: "Menya ibinyabutabire biri mu mabara y'irangi no mu bibumbano, nk'ubutare butanga ibara ritukura n'ikobalti itanga ubururu.",
      },
    }),
  },
  {
    id: 'vocational',
    label: { en: 'Vocational & Life Skills', fr: 'Métiers et compétences de vie', rw: "Imyuga n'ubumenyi ngiro" },
    intro: {
      en: 'Practical trades and everyday skills, from wiring and building to managing money and working in a team.',
      fr: "Des métiers pratiques et des compétences du quotidien, de l’électricité et du bâtiment à la gestion de l’argent et au travail en équipe.",
      rw: "Imyuga ngiro n'ubumenyi bwa buri munsi, uhereye ku mashanyarazi no ku bwubatsi kugeza ku gucunga amafaranga no gukorera hamwe.",
    },
    cards: areaCards({
      papers: {
        en: 'TVET past papers help you prepare for the written and practical parts of trade exams.',
        fr: 'Les anciens examens de l’EFTP vous aident à préparer les épreuves écrites et pratiques des examens de métiers.',
        rw: "Ibizamini bya TVET byahise bigufasha kwitegura ibice byanditse n'ibice ngiro by'ibizamini by'imyuga.",
      },
      guides: {
        en: 'Guides to choosing a TVET trade and preparing for an apprenticeship are being written.',
        fr: "Des guides pour choisir un métier de l’EFTP et préparer un apprentissage sont en cours de rédaction.",
        rw: "Turimo kwandika imfashanyigisho zigufasha guhitamo umwuga wa TVET no kwitegura kwimenyereza umwuga.",
      },
      roadmaps: {
        en: 'Step-by-step roadmaps for technical careers, from networks and security to building Android apps.',
        fr: 'Des parcours pas à pas vers les métiers techniques, des réseaux et de la sécurité à la création d’applications Android.',
        rw: "Inzira z'intambwe ku yindi zigana ku myuga ya tekiniki, uhereye ku miyoboro n'umutekano kugeza ku gukora porogaramu za Android.",
      },
      simulation: {
        en: 'Circuit Construction Kit lets you wire and test circuits safely before you touch a real cable.',
        fr: '[[en:Circuit Construction Kit]] vous permet de câbler et de tester des circuits sans danger avant de toucher un vrai fil.',
        rw: "[[en:Circuit Construction Kit]] igufasha guhuza no gusuzuma imiyoboro y'amashanyarazi nta kaga, mbere yo gukora ku nsinga nyazo.",
      },
      lab: {
        en: 'Know your materials: copper for wiring, iron in steel and aluminium for light frames.',
        fr: "Connaissez vos matériaux\u00a0: le cuivre des câbles, le fer de l’acier et l’aluminium des structures légères.",
        rw: "Menya ibikoresho ukoresha: umuringa mu nsinga, ubutare bukora ibyuma n'aluminiyumu mu bikoresho byoroheje.",
      },
    }),
  },
  {
    id: 'health',
    label: { en: 'Health & Physical Education', fr: 'Santé et éducation physique', rw: "Ubuzima n'imyitozo ngororamubiri" },
    intro: {
      en: 'How the body works, how to keep it healthy, and how sport and exercise help you learn better.',
      fr: "Comment fonctionne le corps, comment le garder en bonne santé, et comment le sport vous aide à mieux apprendre.",
      rw: "Uko umubiri ukora, uko wawurinda indwara, n'uko siporo n'imyitozo bigufasha kwiga neza.",
    },
    cards: areaCards({
      papers: {
        en: 'Biology past papers cover nutrition, the human body and the prevention of disease.',
        fr: 'Les anciens examens de biologie portent sur la nutrition, le corps humain et la prévention des maladies.',
        rw: "Ibizamini by'ibinyabuzima byahise bikubiyemo imirire, umubiri w'umuntu no kwirinda indwara.",
      },
      guides: {
        en: 'Guides to nutrition, hygiene and safe exercise at school are being prepared.',
        fr: "Des guides sur la nutrition, l’hygiène et l’activité physique sans risque à l’école sont en préparation.",
        rw: "Turimo gutegura imfashanyigisho ku mirire, ku isuku no gukora imyitozo ngororamubiri nta kwikomeretsa ku ishuri.",
      },
      roadmaps: {
        en: 'Health services run on data: the data analyst and AI roadmaps show the skills behind them.',
        fr: "Les services de santé s’appuient sur les données\u00a0: les parcours analyste de données et IA montrent les compétences nécessaires.",
        rw: "Serivisi z'ubuzima zishingira ku makuru: inzira z'umusesenguzi w'amakuru n'iy'ubwenge buhangano zerekana ubumenyi bukenewe.",
      },
      simulation: {
        en: 'Neuron and Membrane Transport show how the body sends signals and moves substances in and out of cells.',
        fr: '[[en:Neuron]] et [[en:Membrane Transport]] montrent comment le corps transmet des signaux et fait entrer ou sortir des substances des cellules.',
        rw: "[[en:Neuron]] na [[en:Membrane Transport]] byerekana uko umubiri wohereza ubutumwa n'uko ibintu byinjira cyangwa bisohoka mu turemangingo.",
      },
      lab: {
        en: 'Discover the elements your body needs, such as calcium for bones and iron for blood.',
        fr: 'Découvrez les éléments dont votre corps a besoin, comme le calcium pour les os et le fer pour le sang.',
        rw: "Menya ibinyabutabire umubiri wawe ukeneye, nka kalisiyumu ikomeza amagufa n'ubutare bukenerwa mu maraso.",
      },
    }),
  },
  {
    id: 'interdisciplinary',
    label: {
      en: 'Interdisciplinary & Special Education',
      fr: 'Interdisciplinarité et éducation spécialisée',
      rw: "Amasomo ahuriweho n'uburezi bwihariye",
    },
    intro: {
      en: 'Learning that crosses subjects, and support for every learner, including learners with disabilities.',
      fr: "Des apprentissages qui relient les matières, et un soutien pour chaque élève, y compris les élèves en situation de handicap.",
      rw: "Kwiga bihuza amasomo atandukanye, n'ubufasha kuri buri munyeshuri, harimo n'abanyeshuri bafite ubumuga.",
    },
    cards: areaCards({
      papers: {
        en: 'Practise with past papers, and time yourself as you would on exam day.',
        fr: "Entraînez-vous avec les anciens examens, en vous chronométrant comme le jour de l’examen.",
        rw: "Itoze ukoresheje ibizamini byahise, kandi wibarire igihe nk'uko bigenda ku munsi w'ikizamini.",
      },
      guides: {
        en: 'Guides for teachers and parents on supporting learners with disabilities are being prepared.',
        fr: 'Des guides pour aider enseignants et parents à accompagner les élèves en situation de handicap sont en préparation.',
        rw: "Turimo gutegura imfashanyigisho zifasha abarimu n'ababyeyi gushyigikira abanyeshuri bafite ubumuga.",
      },
      roadmaps: {
        en: 'Roadmaps break a large field into small steps you can take in order, at your own pace.',
        fr: 'Les parcours découpent un vaste domaine en petites étapes à suivre dans l’ordre, à votre rythme.',
        rw: "Inzira z'imyigire zigabanya ishami rigari mo intambwe nto ukurikiranya uko zikurikirana, ku muvuduko wawe.",
      },
      simulation: {
        en: 'Repeat an experiment as often as you need, in English, French or Kinyarwanda where a translation exists.',
        fr: 'Refaites une expérience autant de fois que nécessaire, en anglais, en français ou en kinyarwanda quand une traduction existe.',
        rw: "Subiramo igerageza inshuro zose ukeneye, mu Cyongereza, mu Gifaransa cyangwa mu Kinyarwanda aho ubusobanuro buboneka.",
      },
      lab: {
        en: 'Move between the element tiles with the keyboard and open each one for its electron shells and uses.',
        fr: 'Parcourez les cases des éléments au clavier et ouvrez chacune pour voir ses couches électroniques et ses usages.',
        rw: "Genda mu dusanduku tw'ibinyabutabire ukoresheje mwandikisho, maze ufungure buri kinyabutabire urebe uko elegitoroni zacyo zitondetse n'icyo gikoreshwa.",
      },
    }),
  },
];
