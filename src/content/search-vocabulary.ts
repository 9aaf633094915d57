import type { Lang } from '@/lib/langs';
import type { SimulationSubject } from '@/lib/simulations';

/**
 * The words learners search with, in each language, beyond the titles we give things: what a subject
 * is called and the topics it covers, what a class is called, and what each kind of result is. The
 * index (scripts/search-index.ts) adds them to every record of that subject, class and kind, in the
 * record's language, and writes them to pagefind/subjects.json, which the search (src/lib/site-search.ts)
 * reads only when the site has no answer, to point to the subject's books, simulations and level guide.
 * Checked by tests/unit/search-vocabulary.test.ts.
 */

/** The subjects a query can be about: the books' subjects, with the simulations' and papers' mapped onto them. */
export const SEARCH_SUBJECTS = [
  'mathematics', 'physics', 'chemistry', 'biology', 'ict', 'geography', 'history', 'entrepreneurship',
  'english', 'french', 'kinyarwanda', 'kiswahili',
] as const;

/** One of {@link SEARCH_SUBJECTS}. */
export type SearchSubject = (typeof SEARCH_SUBJECTS)[number];

/** Words per language, space-separated; a phrase keeps its words together only in meaning. */
type Words = Record<Lang, string>;

/** Where a subject's things are on the site: the empty search state points there. */
interface Shelves {
  /** Its simulations' subject tab on /simulation, if it has simulations. */
  simulations?: SimulationSubject;
  /** What its past papers are titled by (`/papers?q=`), if it has papers. */
  papers?: string;
}

export interface SubjectWords {
  /** The subject's name on the site, in each language. */
  label: Words;
  /** What learners call the subject, in each language. */
  names: Words;
  shelves: Shelves;
  /** Topics of the subject a learner may type: they point to the subject when nothing on the site has the word. */
  topics: Words;
}

export const subjectWords: Record<SearchSubject, SubjectWords> = {
  mathematics: {
    label: { en: 'Mathematics', fr: 'Mathématiques', rw: 'Imibare' },
    shelves: { simulations: 'math', papers: 'Mathematics' },
    names: { en: 'mathematics maths math', fr: 'mathématiques maths math', rw: 'imibare' },
    topics: {
      en: 'algebra geometry fraction equation trigonometry statistics probability calculus number integer decimal percentage ratio graph function matrix vector',
      fr: 'algèbre géométrie fraction équation trigonométrie statistique probabilité calcul nombre entier décimal pourcentage proportion graphique fonction matrice vecteur',
      rw: 'aljebra jewometeri igice ibice ikigereranyo imibare umubare ijanisha ishusho imbonerahamwe',
    },
  },
  physics: {
    label: { en: 'Physics', fr: 'Physique', rw: 'Ubugenge' },
    shelves: { simulations: 'physics', papers: 'Physics' },
    names: { en: 'physics', fr: 'physique', rw: 'ubugenge' },
    topics: {
      en: 'force motion energy electricity magnet magnetism light wave sound heat pressure gravity velocity acceleration circuit current voltage resistance lens optics',
      fr: 'force mouvement énergie électricité aimant magnétisme lumière onde son chaleur pression gravité vitesse accélération circuit courant tension résistance lentille optique',
      rw: 'imbaraga ingufu amashanyarazi rukuruzi urumuri umuraba ijwi ubushyuhe umuvuduko uburemere',
    },
  },
  chemistry: {
    label: { en: 'Chemistry', fr: 'Chimie', rw: 'Ubutabire' },
    shelves: { simulations: 'chemistry', papers: 'Chemistry' },
    names: { en: 'chemistry', fr: 'chimie', rw: 'ubutabire' },
    topics: {
      en: 'atom molecule acid base salt reaction element compound mixture bond ion ph solution mole periodic oxidation',
      fr: 'atome molécule acide base sel réaction élément composé mélange liaison ion ph solution mole périodique oxydation',
      rw: 'atomu molekile aside umunyu ikinyabutabire ibinyabutabire imvange',
    },
  },
  biology: {
    label: { en: 'Biology', fr: 'Biologie', rw: 'Ibinyabuzima' },
    shelves: { simulations: 'biology', papers: 'Biology' },
    names: { en: 'biology', fr: 'biologie', rw: 'ibinyabuzima' },
    topics: {
      en: 'photosynthesis cell respiration digestion genetics gene evolution ecology plant animal organism blood heart nutrition reproduction bacteria virus disease neuron',
      fr: 'photosynthèse cellule respiration digestion génétique gène évolution écologie plante animal organisme sang cœur nutrition reproduction bactérie virus maladie neurone',
      rw: 'fotosenteze uturemangingo akaremangingo ubuhumekero igogora ibimera inyamaswa amaraso umutima imirire imyororokere indwara',
    },
  },
  ict: {
    label: { en: 'ICT', fr: 'TIC', rw: 'Ikoranabuhanga (ICT)' },
    shelves: {},
    names: { en: 'ict computer computing programming coding software', fr: 'tic informatique ordinateur programmation', rw: 'ikoranabuhanga mudasobwa porogaramu' },
    topics: {
      en: 'internet website database network algorithm javascript python html css',
      fr: 'internet site données réseau algorithme javascript python html css',
      rw: 'interineti urubuga imbuga',
    },
  },
  geography: {
    label: { en: 'Geography and Environment', fr: 'Géographie et environnement', rw: 'Ubumenyi bw’Isi n’ibidukikije' },
    shelves: {},
    names: { en: 'geography environment', fr: 'géographie environnement', rw: 'ubumenyi isi ibidukikije' },
    topics: {
      en: 'map climate weather river mountain population continent volcano soil',
      fr: 'carte climat météo rivière montagne population continent volcan sol',
      rw: 'ikarita umugezi umusozi abaturage ubutaka',
    },
  },
  history: {
    label: { en: 'History and Citizenship', fr: 'Histoire et citoyenneté', rw: 'Amateka n’uburere mboneragihugu' },
    shelves: {},
    names: { en: 'history citizenship', fr: 'histoire citoyenneté', rw: 'amateka uburere mboneragihugu' },
    topics: {
      en: 'colonisation independence genocide kingdom war',
      fr: 'colonisation indépendance génocide royaume guerre',
      rw: 'ubukoloni ubwigenge jenoside ubwami intambara',
    },
  },
  entrepreneurship: {
    label: { en: 'Entrepreneurship', fr: 'Entrepreneuriat', rw: 'Ihangamirimo' },
    shelves: { papers: 'Entrepreneurship' },
    names: { en: 'entrepreneurship business', fr: 'entrepreneuriat entreprise', rw: 'ihangamirimo kwihangira imirimo ubucuruzi' },
    topics: { en: 'market profit budget accounting', fr: 'marché bénéfice budget comptabilité', rw: 'isoko inyungu ingengo' },
  },
  english: {
    label: { en: 'English', fr: 'Anglais', rw: 'Icyongereza' },
    shelves: {},
    names: { en: 'english', fr: 'anglais', rw: 'icyongereza' },
    topics: { en: 'grammar vocabulary reading writing', fr: 'grammaire vocabulaire lecture écriture', rw: 'ikibonezamvugo amagambo gusoma kwandika' },
  },
  french: {
    label: { en: 'French', fr: 'Français', rw: 'Igifaransa' },
    shelves: {},
    names: { en: 'french', fr: 'français', rw: 'igifaransa' },
    topics: { en: 'conjugation', fr: 'conjugaison', rw: 'iyigamvugo' },
  },
  kinyarwanda: {
    label: { en: 'Kinyarwanda', fr: 'Kinyarwanda', rw: 'Ikinyarwanda' },
    shelves: {},
    names: { en: 'kinyarwanda', fr: 'kinyarwanda', rw: 'ikinyarwanda' },
    topics: { en: 'proverb', fr: 'proverbe', rw: 'imigani ubuvanganzo' },
  },
  kiswahili: {
    label: { en: 'Kiswahili', fr: 'Kiswahili', rw: 'Igiswahili' },
    shelves: {},
    names: { en: 'kiswahili swahili', fr: 'kiswahili swahili', rw: 'igiswahili' },
    topics: { en: '', fr: '', rw: '' },
  },
};

/** The subject of a paper's or simulation's own subject label. */
export const SUBJECT_OF: Record<string, SearchSubject> = {
  math: 'mathematics',
  Mathematics: 'mathematics',
  'Advanced Mathematics': 'mathematics',
  Physics: 'physics',
  Chemistry: 'chemistry',
  Biology: 'biology',
  Entrepreneurship: 'entrepreneurship',
  'JavaScript Fundamentals': 'ict',
  'WEB Development': 'ict',
  'PHP Programming': 'ict',
};

/** What each kind of result is called by learners, in each language. */
export const typeWords: Record<'book' | 'paper' | 'simulation' | 'element' | 'roadmap', Words> = {
  book: { en: 'book textbook course', fr: 'livre manuel cours', rw: 'igitabo isomo' },
  paper: { en: 'past paper exam examination test', fr: 'épreuve examen sujet ancien', rw: 'ikizamini isuzuma byahise' },
  simulation: { en: 'simulation experiment lab', fr: 'simulation expérience laboratoire', rw: 'igerageza amagerageza simulation' },
  element: { en: 'element', fr: 'élément', rw: 'ikinyabutabire' },
  roadmap: { en: 'roadmap career developer', fr: 'parcours métier développeur feuille route', rw: 'inzira umwuga' },
};

/**
 * Names learners type for an element beside the one the site gives it (docs/glossary.md): element 26
 * was "Icyuma", which is also any metal, until the glossary named it Ubutare; a learner who types
 * "icyuma" still finds iron first.
 */
export const elementWords: Record<number, Partial<Words>> = { 26: { rw: 'icyuma' } };

/** What a secondary class is called besides "S1": "Senior 1", "umwaka wa mbere". */
export function classWords(grade: string, lang: Lang): string {
  const match = /^S([1-6])$/.exec(grade);
  if (!match) return grade;
  const n = Number(match[1]);
  const rwOrdinal = ['mbere', 'kabiri', 'gatatu', 'kane', 'gatanu', 'gatandatu'][n - 1];
  const words: Record<Lang, string> = {
    en: `S${n} Senior ${n}`,
    fr: `S${n} Senior ${n}`,
    rw: `S${n} umwaka wa ${rwOrdinal}`,
  };
  return words[lang];
}

/** What learners call each level, beyond its name on the site: the tags of its guide. */
export const levelWords: Record<'primary' | 'olevel' | 'alevel' | 'tvet' | 'higher' | 'professional', Words> = {
  primary: { en: 'primary school P1 P2 P3 P4 P5 P6', fr: 'école primaire P1 P2 P3 P4 P5 P6', rw: 'amashuri abanza P1 P2 P3 P4 P5 P6' },
  olevel: {
    en: 'O level ordinary level lower secondary school S1 S2 S3',
    fr: 'tronc commun premier cycle secondaire collège S1 S2 S3',
    rw: 'icyiciro rusange amashuri yisumbuye S1 S2 S3',
  },
  alevel: {
    en: 'A level advanced level upper secondary school S4 S5 S6 combination',
    fr: 'second cycle secondaire lycée S4 S5 S6 combinaison',
    rw: 'icyiciro cya kabiri amashuri yisumbuye S4 S5 S6 amashami',
  },
  tvet: {
    en: 'TVET technical vocational training school TSS',
    fr: 'EFTP enseignement technique formation professionnelle TSS',
    rw: 'TVET imyuga ubumenyingiro amashuri tekiniki TSS',
  },
  higher: { en: 'university higher education college degree', fr: 'université enseignement supérieur licence', rw: 'kaminuza amashuri makuru' },
  professional: { en: 'professional certificate career', fr: 'certificat professionnel carrière', rw: 'impamyabushobozi umwuga' },
};
