import type { Roadmap } from './schema';
import type { Lang } from '@/lib/langs';

/**
 * A road map's PDF in each language: /roadmaps/<slug>.pdf (English), <slug>.fr.pdf, <slug>.rw.pdf.
 * scripts/content-generate.ts writes them from the road map's written plan (src/content/roadmap-plans/);
 * a road map without a plan yet keeps a labelled sample at those paths.
 */
export function roadmapFiles(slug: string): Record<Lang, string> {
  return { en: `/roadmaps/${slug}.pdf`, fr: `/roadmaps/${slug}.fr.pdf`, rw: `/roadmaps/${slug}.rw.pdf` };
}

/**
 * Developer roadmaps: the order in which to learn a field of software work. Descriptions are ours.
 * Each has a page (/road-maps/<slug>) once its plan is written, and a PDF per language built from it.
 */
const roadmap = (entry: Pick<Roadmap, 'id' | 'slug' | 'title' | 'topic' | 'cover' | 'description'>): Roadmap => ({
  titleLang: 'en',
  author: 'roadmap.sh community',
  authorLang: 'en',
  board: 'No Board',
  level: 'Developer',
  file: roadmapFiles(entry.slug),
  ...entry,
});

export const roadmaps: Roadmap[] = [
  roadmap({
    id: 'RO1',
    title: 'Frontend Developer Roadmap',
    topic: 'web',
    cover: 'layers',
    slug: 'frontend-developer',
    description: {
      en: 'From HTML, CSS and JavaScript to accessibility, frameworks, testing and performance: the steps to building the part of a website that people see and use.',
      fr: 'Du HTML, du CSS et du JavaScript jusqu’à l’accessibilité, aux [[en:frameworks]], aux tests et à la performance\u00a0: les étapes pour construire la partie d’un site que les gens voient et utilisent.',
      rw: 'Kuva kuri HTML, CSS na JavaScript kugeza ku koroshya ikoreshwa ku bantu bose, [[en:frameworks]], igerageza n’umuvuduko: intambwe zo kubaka igice cy’urubuga abantu babona bakanakoresha.',
    },
  }),
  roadmap({
    id: 'RO2',
    title: 'Backend Developer Roadmap',
    topic: 'web',
    cover: 'database',
    slug: 'backend-developer',
    description: {
      en: 'Servers, APIs, databases, authentication, caching and deployment: what runs behind a website or an app, in the order that makes it easiest to learn.',
      fr: 'Serveurs, API, bases de données, authentification, mise en cache et déploiement\u00a0: ce qui fonctionne derrière un site ou une application, dans l’ordre le plus simple pour l’apprendre.',
      rw: 'Seriveri, API, ububiko bw’amakuru, kwemeza abakoresha, [[en:cache]] no gushyira porogaramu ku murongo: ibikora inyuma y’urubuga cyangwa porogaramu, bikurikiranye mu buryo bworoshye kubyiga.',
    },
  }),
  roadmap({
    id: 'RO3',
    title: 'Full Stack Developer Roadmap',
    topic: 'web',
    cover: 'layers',
    slug: 'full-stack-developer',
    description: {
      en: 'A path through both sides of web development, from the page in the browser to the server and database, ending with putting a complete project online.',
      fr: 'Un parcours à travers les deux côtés du développement web, de la page dans le navigateur au serveur et à la base de données, jusqu’à la mise en ligne d’un projet complet.',
      rw: 'Inzira inyura ku mpande zombi z’iterambere ry’imbuga, kuva ku rupapuro ruri muri mushakisha kugeza kuri seriveri n’ububiko bw’amakuru, igasozwa no gushyira umushinga wuzuye kuri interineti.',
    },
  }),
  roadmap({
    id: 'RO4',
    title: 'DevOps Roadmap',
    topic: 'infrastructure',
    cover: 'layers',
    slug: 'devops',
    description: {
      en: 'Linux, networking, scripting, containers, continuous integration, cloud services and monitoring: how software is built, shipped and kept running.',
      fr: 'Linux, réseaux, scripts, conteneurs, intégration continue, services [[en:cloud]] et supervision\u00a0: comment un logiciel est construit, livré et maintenu en fonctionnement.',
      rw: 'Linux, imiyoboro, [[en:scripts]], [[fr:conteneurs]], kugenzura kode buri gihe (CI), serivisi za [[en:cloud]] no gukurikirana imikorere: uko porogaramu yubakwa, igezwa ku bayikoresha kandi igakomeza gukora.',
    },
  }),
  roadmap({
    id: 'RO5',
    title: 'Android Developer Roadmap',
    topic: 'mobile',
    cover: 'code',
    slug: 'android-developer',
    description: {
      en: 'Kotlin and Java basics, Android Studio, screens and layouts, storing data on the phone, talking to web services and publishing an app on the Play Store.',
      fr: 'Les bases de Kotlin et de Java, Android Studio, écrans et mises en page, stockage des données sur le téléphone, échanges avec des services web et publication sur le Play Store.',
      rw: 'Ibanze rya Kotlin na Java, Android Studio, impapuro n’imigaragarire yazo, kubika amakuru kuri telefoni, kuvugana na serivisi zo kuri interineti no gushyira porogaramu kuri Play Store.',
    },
  }),
  roadmap({
    id: 'RO6',
    title: 'Python Developer Roadmap',
    topic: 'languages',
    cover: 'code',
    slug: 'python',
    description: {
      en: 'Python from variables and loops to functions, modules, object-oriented programming, packages and testing, with the common paths that follow: web, data and automation.',
      fr: 'Python, des variables et des boucles jusqu’aux fonctions, modules, programmation orientée objet, paquets et tests, avec les suites habituelles\u00a0: web, données et automatisation.',
      rw: 'Python uhereye ku mpinduragaciro n’imizingo kugeza ku mikorere ([[en:functions]]), [[en:modules]], porogaramu ishingiye ku bintu (OOP), amapaki n’igerageza, n’inzira zikunze gukurikiraho: imbuga, amakuru no gukoresha imashini imirimo.',
    },
  }),
  roadmap({
    id: 'RO7',
    title: 'JavaScript Roadmap',
    topic: 'languages',
    cover: 'code',
    slug: 'javascript',
    description: {
      en: 'The JavaScript language step by step: values and types, functions, objects and arrays, the DOM, asynchronous code with promises, modules and error handling.',
      fr: 'Le langage JavaScript pas à pas\u00a0: valeurs et types, fonctions, objets et tableaux, le DOM, le code asynchrone avec les promesses, les modules et la gestion des erreurs.',
      rw: 'Ururimi rwa JavaScript intambwe ku yindi: agaciro n’amoko yako, imikorere ([[en:functions]]), [[fr:objets]] na [[en:arrays]], DOM, kode idakurikiranya ([[en:promises]]), [[en:modules]] no gukemura amakosa.',
    },
  }),
  roadmap({
    id: 'RO8',
    title: 'React Developer Roadmap',
    topic: 'web',
    cover: 'layers',
    slug: 'react',
    description: {
      en: 'Components, props and state, hooks, forms, routing, fetching data, testing and performance in React, for learners who already write JavaScript.',
      fr: 'Composants, [[en:props]] et état, [[en:hooks]], formulaires, routage, récupération de données, tests et performance avec React, pour qui écrit déjà du JavaScript.',
      rw: '[[en:Components]], [[en:props]] na [[en:state]], [[en:hooks]], amafishi yo kuzuza, inzira z’impapuro, kuzana amakuru, igerageza n’umuvuduko muri React, bigenewe abasanzwe bandika JavaScript.',
    },
  }),
  roadmap({
    id: 'RO9',
    title: 'Node.js Developer Roadmap',
    topic: 'web',
    cover: 'code',
    slug: 'nodejs',
    description: {
      en: 'Running JavaScript on a server with Node.js: npm packages, the file system, building an API, connecting a database, security basics and deployment.',
      fr: 'Exécuter JavaScript sur un serveur avec Node.js\u00a0: paquets npm, système de fichiers, création d’une API, connexion à une base de données, bases de la sécurité et déploiement.',
      rw: 'Gukoresha JavaScript kuri seriveri ukoresheje Node.js: amapaki ya npm, amadosiye, kubaka API, guhuza n’ububiko bw’amakuru, ibanze ry’umutekano no gushyira porogaramu ku murongo.',
    },
  }),
  roadmap({
    id: 'RO10',
    title: 'SQL Roadmap',
    topic: 'data',
    cover: 'database',
    slug: 'sql',
    description: {
      en: 'Asking questions of a database: SELECT and filtering, joins, grouping and aggregates, designing tables, indexes and transactions.',
      fr: 'Interroger une base de données\u00a0: SELECT et filtres, jointures, regroupements et agrégats, conception des tables, index et transactions.',
      rw: 'Kubaza ububiko bw’amakuru: SELECT no kuyungurura, guhuza imbonerahamwe ([[en:joins]]), gukusanya no kubara, gutegura imbonerahamwe, [[en:indexes]] na [[en:transactions]].',
    },
  }),
  roadmap({
    id: 'RO11',
    title: 'Git and GitHub Roadmap',
    topic: 'foundations',
    cover: 'branch',
    slug: 'git-and-github',
    description: {
      en: 'Saving the history of your work with Git: commits, branches, merging and fixing conflicts, then sharing code and collaborating on GitHub.',
      fr: 'Garder l’historique de son travail avec Git\u00a0: [[en:commits]], branches, fusions et résolution des conflits, puis partage du code et collaboration sur GitHub.',
      rw: 'Kubika amateka y’akazi kawe ukoresheje Git: [[en:commits]], amashami, kubihuza no gukemura amakimbirane hagati yabyo, hanyuma gusangiza kode no gufatanya n’abandi kuri GitHub.',
    },
  }),
  roadmap({
    id: 'RO12',
    title: 'Cyber Security Roadmap',
    topic: 'security',
    cover: 'shield',
    slug: 'cyber-security',
    description: {
      en: 'Networks and operating systems first, then threats and attacks, cryptography, secure configuration, incident response and the certifications employers ask for.',
      fr: 'D’abord les réseaux et les systèmes d’exploitation, puis les menaces et les attaques, la cryptographie, la configuration sécurisée, la réponse aux incidents et les certifications demandées par les employeurs.',
      rw: 'Mbere na mbere imiyoboro n’uburyo mudasobwa zikora ([[fr:systèmes d’exploitation]]), hanyuma ibitero n’ibibangamira umutekano, ikoranabuhanga ry’ibanga, gutunganya ibikoresho mu buryo butekanye, guhangana n’ibibazo n’impamyabushobozi abakoresha basaba.',
    },
  }),
  roadmap({
    id: 'RO13',
    title: 'Data Analyst Roadmap',
    topic: 'data',
    cover: 'chart',
    slug: 'data-analyst',
    description: {
      en: 'Spreadsheets, statistics, SQL, cleaning data, charts and dashboards, and telling a clear story with numbers to people who make decisions.',
      fr: 'Tableurs, statistiques, SQL, nettoyage des données, graphiques et tableaux de bord, et raconter une histoire claire avec des chiffres à ceux qui décident.',
      rw: '[[fr:Tableurs]], ibarurishamibare, SQL, gusukura amakuru, ibishushanyo n’imbonerahamwe z’incamake, no gusobanurira abafata ibyemezo ibyo imibare ivuga mu buryo bwumvikana.',
    },
  }),
  roadmap({
    id: 'RO14',
    title: 'AI and Data Scientist Roadmap',
    topic: 'data',
    cover: 'chart',
    slug: 'ai-and-data-scientist',
    description: {
      en: 'The mathematics behind machine learning, Python for data, building and evaluating models, deep learning, and using artificial intelligence responsibly.',
      fr: 'Les mathématiques de l’apprentissage automatique, Python pour les données, construire et évaluer des modèles, l’apprentissage profond, et utiliser l’intelligence artificielle de façon responsable.',
      rw: 'Imibare ishingirwaho n’imashini ziga ([[en:machine learning]]), Python mu gukoresha amakuru, kubaka no gusuzuma [[fr:modèles]], [[en:deep learning]], no gukoresha ubwenge buhangano mu buryo bukwiye.',
    },
  }),
  roadmap({
    id: 'RO15',
    title: 'UX Design Roadmap',
    topic: 'design',
    cover: 'layers',
    slug: 'ux-design',
    description: {
      en: 'Understanding the people who will use a product: research, user journeys, wireframes, prototypes, usability testing and accessible design.',
      fr: 'Comprendre les personnes qui utiliseront un produit\u00a0: recherche, parcours utilisateur, maquettes, prototypes, tests d’utilisabilité et conception accessible.',
      rw: 'Kumva abantu bazakoresha igikoresho: ubushakashatsi, inzira umukoresha anyuramo, ibishushanyo by’ibanze, [[en:prototypes]], kugerageza uko cyoroshye gukoresha no kugihanga ku buryo buri wese agikoresha.',
    },
  }),
  roadmap({
    id: 'RO16',
    title: 'Computer Science Roadmap',
    topic: 'foundations',
    cover: 'circuit',
    slug: 'computer-science',
    description: {
      en: 'The foundations under every programming job: data structures, algorithms and their cost, how computers and networks work, and problem-solving practice.',
      fr: 'Les fondations de tout métier de la programmation\u00a0: structures de données, algorithmes et leur coût, fonctionnement des ordinateurs et des réseaux, entraînement à la résolution de problèmes.',
      rw: 'Ishingiro ry’akazi kose ko gukora porogaramu: imiterere y’amakuru, [[fr:algorithmes]] n’igiciro cyazo, uko mudasobwa n’imiyoboro bikora, n’imyitozo yo gukemura ibibazo.',
    },
  }),
  roadmap({
    id: 'RO17',
    title: 'Docker Roadmap',
    topic: 'infrastructure',
    cover: 'layers',
    slug: 'docker',
    description: {
      en: 'Packaging an application and everything it needs into containers: images, Dockerfiles, volumes, networks, Docker Compose and running containers safely.',
      fr: 'Emballer une application et tout ce dont elle a besoin dans des conteneurs\u00a0: images, Dockerfiles, volumes, réseaux, Docker Compose et exécution sécurisée des conteneurs.',
      rw: 'Gushyira porogaramu n’ibyo ikenera byose muri [[fr:conteneurs]]: [[en:images]], Dockerfiles, [[en:volumes]], imiyoboro, Docker Compose no gukoresha [[fr:conteneurs]] mu buryo butekanye.',
    },
  }),
];
