import type { PostMeta } from './schema';

/**
 * Blog posts (everything but the body, which is in post-bodies.ts so the /blog list stays light), written by the Ubumenyi team in English, French and Kinyarwanda. Each post is
 * prerendered at /blog/<slug>. Images are our own SVG illustrations in public/images/blog/.
 */
export const posts: PostMeta[] = [
  {
    id: 1,
    slug: 'preparing-for-national-exams',
    title: {
      en: 'Preparing for the national examinations without burning out',
      fr: 'Préparer les examens nationaux sans s’épuiser',
      rw: 'Kwitegura ibizamini bya Leta utananiwe',
    },
    summary: {
      en: 'A twelve-week plan for Senior 3 and Senior 6 learners: what to revise first, how to use past papers, and how to rest so that what you learn stays.',
      fr: 'Un plan sur douze semaines pour les élèves de Senior 3 et de Senior 6\u00a0: quoi réviser d’abord, comment utiliser les anciens sujets et comment se reposer pour retenir.',
      rw: 'Gahunda y’ibyumweru cumi na bibiri ku banyeshuri ba S3 na S6: icyo wasubiramo mbere, uko wakoresha ibizamini byashize, n’uko waruhuka kugira ngo ibyo wize bigumemo.',
    },
    date: '2025-09-15',
    author: 'Jean Claude Niyonzima',
    image: {
      src: '/images/blog/exam-preparation.svg',
      alt: {
        en: 'An open notebook beside a calendar with twelve weeks ticked off one by one.',
        fr: 'Un cahier ouvert à côté d’un calendrier dont les douze semaines sont cochées une à une.',
        rw: 'Ikayi ifunguye iruhande rw’ikirangaminsi cyaciweho ibyumweru cumi na bibiri kimwe ku kindi.',
      },
    },
  },
  {
    id: 2,
    slug: 'learning-science-with-simulations',
    title: {
      en: 'Learning science with simulations when your school has no laboratory',
      fr: 'Apprendre les sciences avec des simulations quand l’école n’a pas de laboratoire',
      rw: 'Kwiga siyansi ukoresheje [[en:simulations]] igihe ishuri ryawe ridafite laboratwari',
    },
    summary: {
      en: 'Interactive simulations let you change one thing at a time and watch what happens. Here is how to use them well, alone or as a class, on a phone or a shared computer.',
      fr: 'Les simulations interactives permettent de changer une chose à la fois et d’observer le résultat. Voici comment bien les utiliser, seul ou en classe, sur un téléphone ou un ordinateur partagé.',
      rw: '[[en:Simulations]] zigufasha guhindura ikintu kimwe icyarimwe ukareba ibibaye. Dore uko wazikoresha neza, uri wenyine cyangwa uri mu ishuri, kuri telefoni cyangwa kuri mudasobwa musangiye.',
    },
    date: '2025-10-20',
    author: 'Aline Uwase',
    image: {
      src: '/images/blog/science-simulations.svg',
      alt: {
        en: 'A phone screen showing a pendulum and a slider, next to a flask and an atom.',
        fr: 'Un écran de téléphone montrant un pendule et un curseur, à côté d’une fiole et d’un atome.',
        rw: 'Ecran ya telefoni yerekana pendule n’akabuto ko kunyereza, iruhande rw’icupa rya laboratwari na atome.',
      },
    },
  },
  {
    id: 3,
    slug: 'choosing-between-reb-and-tvet',
    title: {
      en: 'After Senior 3: choosing between general secondary and TVET',
      fr: 'Après la Senior 3\u00a0: choisir entre l’enseignement général et l’EFTP',
      rw: 'Nyuma ya S3: guhitamo hagati y’amashuri rusange n’imyuga n’ubumenyingiro (TVET)',
    },
    summary: {
      en: 'General A-Level combinations and technical and vocational schools both lead to university and to work. Questions to ask yourself, and your family, before you choose.',
      fr: 'Les combinaisons générales d’A-Level et les écoles techniques et professionnelles mènent toutes deux à l’université et à l’emploi. Les questions à se poser, en famille, avant de choisir.',
      rw: 'Amashami y’amashuri rusange yo mu cyiciro cya kabiri n’amashuri y’imyuga n’ubumenyingiro byose bigeza kuri kaminuza no ku kazi. Ibibazo wakwibaza, wowe n’umuryango wawe, mbere yo guhitamo.',
    },
    date: '2025-11-10',
    author: 'Aline Uwase',
    image: {
      src: '/images/blog/choosing-a-pathway.svg',
      alt: {
        en: 'A path that divides in two at a signpost, one way towards books, the other towards tools.',
        fr: 'Un chemin qui se divise en deux devant un panneau, d’un côté vers des livres, de l’autre vers des outils.',
        rw: 'Inzira yigabanyamo kabiri ku cyapa, imwe igana ku bitabo, indi ku bikoresho by’imyuga.',
      },
    },
  },
];
