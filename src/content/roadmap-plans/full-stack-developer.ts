import type { RoadmapPlan } from '../schema/roadmap-plans';
import { resource, curriculum } from '../roadmap-references';

/** Full Stack Developer Roadmap: HTML, CSS and JavaScript, React, Node.js and a database, then tests, deployment and a complete project. Written by Ubumenyi. */
const plan: RoadmapPlan = {
  id: 'RO3',
  slug: 'full-stack-developer',
  intro: {
    en: 'For anyone who wants to build a whole web application alone or in a small team: the pages in the browser, the server behind them and the database that keeps the data. The path uses one language, JavaScript, on both sides, and ends with a complete project for a real client, online and ready to show.',
    fr: 'Pour toute personne qui veut construire seule ou en petite équipe une application web entière\u00a0: les pages dans le navigateur, le serveur derrière elles et la base de données qui garde les informations. Le parcours utilise un seul langage, JavaScript, des deux côtés, et se termine par un projet complet pour un vrai client, en ligne et prêt à être montré.',
    rw: 'Ni iy’umuntu wese ushaka kubaka porogaramu yuzuye y’urubuga wenyine cyangwa mu itsinda rito: impapuro ziri muri mushakisha, seriveri iri inyuma yazo n’ububiko bw’amakuru. Iyi nzira ikoresha ururimi rumwe, JavaScript, ku mpande zombi, igasozwa n’umushinga wuzuye ukorewe umukiriya nyawe, uri kuri interineti kandi witeguye kwerekanwa.',
  },
  followsRoadmapSh: true,
  updated: '2026-11-25',
  stages: [
    {
      id: 'html-and-css',
      title: { en: 'HTML and CSS', fr: 'HTML et CSS', rw: 'HTML na CSS' },
      goal: {
        en: 'You can build clean, accessible and responsive pages by hand that look good on a phone first and on a laptop too.',
        fr: 'Vous savez construire à la main des pages propres, accessibles et adaptatives, pensées d’abord pour le téléphone et réussies aussi sur ordinateur.',
        rw: 'Ushobora kubaka ubwawe impapuro zisukuye, zikoreshwa na bose kandi zihuza n’ingano ya mugaragaza, zigaragara neza kuri telefoni mbere na mbere no kuri mudasobwa.',
      },
      topics: [
        {
          id: 'how-the-web-works',
          title: { en: 'How the web works', fr: 'Comment fonctionne le web', rw: 'Uko imbuga zikora' },
          text: {
            en: 'Learn what a browser, a server, HTTP and a domain name are, so you can picture the journey of every page you build.',
            fr: 'Apprenez ce que sont un navigateur, un serveur, HTTP et un nom de domaine, pour vous représenter le trajet de chaque page que vous construirez.',
            rw: 'Iga icyo mushakisha, seriveri, HTTP n’izina ry’urubuga ari byo, kugira ngo ubashe kwiyumvisha urugendo rwa buri rupapuro uzubaka.',
          },
        },
        {
          id: 'semantic-html',
          title: { en: 'Semantic HTML and forms', fr: 'HTML sémantique et formulaires', rw: 'HTML isobanura ibirimo n’amafishi' },
          text: {
            en: 'Structure pages with meaningful elements and build forms with labels and validation, because good HTML is the base of accessibility and search.',
            fr: 'Structurez les pages avec des éléments porteurs de sens et construisez des formulaires avec étiquettes et validation, car un bon HTML est la base de l’accessibilité et du référencement.',
            rw: 'Tegura impapuro ukoresheje [[en:elements]] zisobanura ibirimo kandi ukore amafishi afite [[en:labels]] n’igenzura, kuko HTML nziza ari yo shingiro ryo gukoreshwa na bose no kuboneka mu ishakiro.',
          },
        },
        {
          id: 'css-layout',
          title: { en: 'CSS layout: flexbox and grid', fr: 'Mise en page CSS\u00a0: flexbox et grid', rw: 'Imigaragarire muri CSS: flexbox na [[en:grid]]' },
          text: {
            en: 'Understand the box model and use flexbox and grid to place things on the page, the two tools behind almost every modern layout.',
            fr: 'Comprenez le modèle de boîte et utilisez flexbox et grid pour placer les éléments sur la page\u00a0: ce sont les deux outils derrière presque toutes les mises en page modernes.',
            rw: 'Sobanukirwa [[en:box model]] kandi ukoreshe flexbox na [[en:grid]] mu gushyira ibintu ku rupapuro, kuko ari byo bikoresho bibiri biri inyuma y’imigaragarire hafi ya yose y’ubu.',
          },
        },
        {
          id: 'responsive-design',
          title: { en: 'Responsive design', fr: 'Design adaptatif', rw: 'Guhuza n’ingano ya mugaragaza' },
          text: {
            en: 'Start from the phone screen and add media queries for larger screens, because most of your users will open your app on a phone.',
            fr: 'Partez de l’écran du téléphone et ajoutez des [[en:media queries]] pour les écrans plus grands, car la plupart de vos utilisateurs ouvriront votre application sur un téléphone.',
            rw: 'Hera kuri mugaragaza ya telefoni hanyuma wongereho [[en:media queries]] za mugaragaza nini, kuko abenshi mu bazakoresha porogaramu yawe bazayifungurira kuri telefoni.',
          },
        },
        {
          id: 'accessibility-basics',
          title: { en: 'Accessibility basics', fr: 'Bases de l’accessibilité', rw: 'Ibanze ryo gukoreshwa na bose' },
          text: {
            en: 'Check colour contrast, keyboard use and alt text from the first page you build, since fixing accessibility at the end costs far more.',
            fr: 'Vérifiez le contraste, l’usage au clavier et les textes alternatifs dès la première page, car corriger l’accessibilité à la fin coûte bien plus cher.',
            rw: 'Genzura itandukaniro ry’amabara, gukoresha clavier n’ibisobanuro by’amafoto uhereye ku rupapuro rwa mbere, kuko gukosora ibyo ku iherezo bihenda cyane.',
          },
        },
      ],
      project: {
        en: 'Build a responsive one-page site for a small business in your area, such as a tailor or a restaurant, with its services, prices, opening hours and a contact form.',
        fr: 'Construisez un site adaptatif d’une page pour un petit commerce de votre quartier, comme un tailleur ou un restaurant, avec ses services, ses prix, ses horaires et un formulaire de contact.',
        rw: 'Kora urubuga rw’urupapuro rumwe ruhuza n’ingano ya mugaragaza rw’ubucuruzi buto bwo mu gace utuyemo, nk’umudozi cyangwa resitora, rugaragaza serivisi, ibiciro, amasaha y’akazi n’ifishi yo kubandikira.',
      },
      weeks: 5,
      resources: [
        resource.mdnWebDocs,
        resource.freecodecamp,
        resource.theOdinProject,
      ],
      curriculum: [
        curriculum.rtbWebDevelopmentL3,
        curriculum.rebWebDesign,
      ],
    },
    {
      id: 'javascript',
      title: { en: 'JavaScript', fr: 'JavaScript', rw: 'JavaScript' },
      goal: {
        en: 'You can write JavaScript that responds to the user, changes the page, handles data in arrays and objects, and loads data from an API.',
        fr: 'Vous savez écrire du JavaScript qui réagit à l’utilisateur, modifie la page, manipule des données en tableaux et en objets, et charge des données depuis une API.',
        rw: 'Ushobora kwandika JavaScript isubiza ibyo umukoresha akoze, igahindura urupapuro, igakoresha amakuru ari muri [[en:arrays]] na [[en:objects]], kandi ikazana amakuru avuye kuri API.',
      },
      topics: [
        {
          id: 'language-basics',
          title: { en: 'Language basics', fr: 'Bases du langage', rw: 'Ibanze ry’ururimi' },
          text: {
            en: 'Learn variables, types, conditions, loops and functions, which you will use on both the frontend and the backend for the rest of this road map.',
            fr: 'Apprenez les variables, les types, les conditions, les boucles et les fonctions, qui vous serviront côté [[en:frontend]] comme côté [[en:backend]] pendant tout ce parcours.',
            rw: 'Iga impinduragaciro, amoko y’amakuru, if, imizingo na [[en:functions]], uzakoresha kuri [[en:frontend]] no kuri [[en:backend]] muri iyi nzira yose isigaye.',
          },
        },
        {
          id: 'arrays-and-objects',
          title: { en: 'Arrays and objects', fr: 'Tableaux et objets', rw: '[[en:Arrays]] na [[en:objects]]' },
          text: {
            en: 'Store records in arrays of objects and transform them with map, filter, find and reduce, because that is the shape of almost all app data.',
            fr: 'Rangez les enregistrements dans des tableaux d’objets et transformez-les avec map, filter, find et reduce, car c’est la forme de presque toutes les données d’une application.',
            rw: 'Bika amakuru muri [[en:arrays]] za [[en:objects]] kandi uyahindure ukoresheje map, filter, find na reduce, kuko ari yo miterere y’amakuru hafi ya yose ya porogaramu.',
          },
        },
        {
          id: 'dom-and-events',
          title: { en: 'The DOM and events', fr: 'Le DOM et les événements', rw: 'DOM n’ibikorwa ([[en:events]])' },
          text: {
            en: 'Change the page from JavaScript and react to clicks and form input, so you understand what a framework does for you later.',
            fr: 'Modifiez la page depuis JavaScript et réagissez aux clics et aux saisies, pour comprendre ensuite ce qu’un [[en:framework]] fait à votre place.',
            rw: 'Hindura urupapuro ukoresheje JavaScript kandi usubize ku gukanda no ku byanditswe mu mafishi, kugira ngo nyuma wumve icyo [[en:framework]] igukorera.',
          },
        },
        {
          id: 'async-and-fetch',
          title: { en: 'Promises, async/await and fetch', fr: 'Promesses, async/await et fetch', rw: '[[en:Promises]], async/await na fetch' },
          text: {
            en: 'Use async/await and fetch to talk to APIs, and handle errors and slow connections, the same skills you need later to call your own server.',
            fr: 'Utilisez async/await et fetch pour dialoguer avec des API, et gérez les erreurs et les connexions lentes\u00a0: les mêmes compétences servent ensuite à appeler votre propre serveur.',
            rw: 'Koresha async/await na fetch mu kuvugana na API, witaye ku makosa no kuri interineti itinda, kuko ari bwo bumenyi uzakenera nyuma mu guhamagara seriveri yawe bwite.',
          },
        },
        {
          id: 'modules',
          title: { en: 'Modules', fr: 'Modules', rw: '[[en:Modules]]' },
          text: {
            en: 'Organise code in files with import and export, so a growing project stays readable for you and your team.',
            fr: 'Organisez le code en fichiers avec import et export, pour qu’un projet qui grandit reste lisible pour vous et votre équipe.',
            rw: 'Tunganya kode mu madosiye ukoresheje import na export, kugira ngo umushinga ukura ukomeze gusomeka kuri wowe no ku itsinda ryawe.',
          },
        },
      ],
      project: {
        en: 'Build a revision quiz for secondary-school learners that loads questions from a JSON file, shows one at a time, keeps the score and saves the best result in the browser.',
        fr: 'Construisez un quiz de révision pour élèves du secondaire qui charge ses questions depuis un fichier JSON, les affiche une à une, compte les points et garde le meilleur score dans le navigateur.',
        rw: 'Kora ikizamini cyo gusubiramo amasomo cy’abanyeshuri b’ayisumbuye, kizana ibibazo biri mu idosiye ya JSON, kikabyerekana kimwe kimwe, kikabara amanota kandi kikabika amanota meza kurusha ayandi muri mushakisha.',
      },
      weeks: 7,
      resources: [
        resource.theModernJavascriptTutorial,
        resource.mdnWebDocs,
      ],
      curriculum: [
        curriculum.rtbJavascriptFundamentalsL3,
        curriculum.rebAlgorithmsAndProgramming,
      ],
    },
    {
      id: 'git-and-npm',
      title: { en: 'Git, GitHub and npm', fr: 'Git, GitHub et npm', rw: 'Git, GitHub na npm' },
      goal: {
        en: 'You keep all your work in Git and on GitHub, and you can start a project with npm, install packages and run scripts.',
        fr: 'Vous gardez tout votre travail dans Git et sur GitHub, et vous savez lancer un projet avec npm, installer des paquets et exécuter des scripts.',
        rw: 'Ubika imirimo yawe yose muri Git no kuri GitHub, kandi ushobora gutangiza umushinga ukoresheje npm, gushyiramo amapaki no gukoresha [[en:scripts]].',
      },
      topics: [
        {
          id: 'git-basics',
          title: { en: 'Commits and branches', fr: '[[en:Commits]] et branches', rw: '[[en:Commits]] n’amashami' },
          text: {
            en: 'Commit small steps with clear messages and work on branches, so you can undo mistakes and try ideas without fear.',
            fr: 'Faites de petits [[en:commits]] aux messages clairs et travaillez sur des branches, pour pouvoir annuler une erreur et essayer des idées sans crainte.',
            rw: 'Kora [[en:commits]] nto zifite ubutumwa busobanutse kandi ukorere ku mashami, kugira ngo ubashe gusubira inyuma ku makosa no kugerageza ibitekerezo nta bwoba.',
          },
        },
        {
          id: 'github',
          title: { en: 'GitHub and pull requests', fr: 'GitHub et [[en:pull requests]]', rw: 'GitHub na [[en:pull requests]]' },
          text: {
            en: 'Push to GitHub, open pull requests and keep a tidy README in each project, because your GitHub profile is part of your CV.',
            fr: 'Poussez sur GitHub, ouvrez des [[en:pull requests]] et tenez un README soigné dans chaque projet, car votre profil GitHub fait partie de votre CV.',
            rw: 'Ohereza kode kuri GitHub, ufungure [[en:pull requests]] kandi ugire README itunganye muri buri mushinga, kuko konti yawe ya GitHub iri mu bigize CV yawe.',
          },
        },
        {
          id: 'npm',
          title: { en: 'npm and package.json', fr: 'npm et package.json', rw: 'npm na package.json' },
          text: {
            en: 'Understand package.json, the lock file, dependencies and npm scripts, since both your React app and your Node.js server are npm projects.',
            fr: 'Comprenez package.json, le fichier de verrouillage, les dépendances et les scripts npm, car votre application React comme votre serveur Node.js sont des projets npm.',
            rw: 'Sobanukirwa package.json, idosiye ya [[en:lock]], [[en:dependencies]] na [[en:scripts]] za npm, kuko porogaramu yawe ya React na seriveri yawe ya Node.js byombi ari imishinga ya npm.',
          },
        },
      ],
      project: {
        en: 'Put the business site and the quiz on GitHub with good READMEs, publish them with GitHub Pages, and move the quiz into an npm project that uses Vite.',
        fr: 'Mettez le site du commerce et le quiz sur GitHub avec de bons README, publiez-les avec GitHub Pages, et passez le quiz dans un projet npm qui utilise Vite.',
        rw: 'Shyira urubuga rw’ubucuruzi n’ikizamini kuri GitHub bifite README nziza, ubishyire kuri interineti ukoresheje GitHub Pages, hanyuma wimurire ikizamini mu mushinga wa npm ukoresha Vite.',
      },
      weeks: 2,
      resources: [
        resource.git,
        resource.githubDocs,
        resource.npmDocs,
      ],
      curriculum: [
        curriculum.rtbControlVersionSystemL3,
      ],
    },
    {
      id: 'react',
      title: { en: 'React for the frontend', fr: 'React pour le [[en:frontend]]', rw: 'React kuri [[en:frontend]]' },
      goal: {
        en: 'You can build a multi-page React app from components, with state, routing, forms and data loaded from an API, styled with a CSS framework.',
        fr: 'Vous savez construire une application React de plusieurs pages à partir de composants, avec état, routage, formulaires et données chargées d’une API, habillée avec un [[en:framework]] CSS.',
        rw: 'Ushobora kubaka porogaramu ya React ifite impapuro nyinshi ukoresheje [[en:components]], ifite [[en:state]], [[en:router]], amafishi n’amakuru avuye kuri API, itunganyijwe na [[en:framework]] ya CSS.',
      },
      topics: [
        {
          id: 'components-and-jsx',
          title: { en: 'Components and JSX', fr: 'Composants et JSX', rw: '[[en:Components]] na JSX' },
          text: {
            en: 'Describe the screen as small components written in JSX that receive props, so the same piece of interface can be reused in many places.',
            fr: 'Décrivez l’écran en petits composants écrits en JSX qui reçoivent des [[en:props]], pour réutiliser le même morceau d’interface à plusieurs endroits.',
            rw: 'Sobanura mugaragaza nk’ibice bito ([[en:components]]) byanditse muri JSX byakira [[en:props]], kugira ngo igice kimwe cy’imigaragarire gikoreshwe ahantu henshi.',
          },
        },
        {
          id: 'state-and-hooks',
          title: { en: 'State and hooks', fr: 'État et [[en:hooks]]', rw: '[[en:State]] na [[en:hooks]]' },
          text: {
            en: 'Keep changing data in state with useState and run side effects with useEffect, and learn where each piece of state should live.',
            fr: 'Gardez les données qui changent dans l’état avec useState, lancez les effets avec useEffect, et apprenez où chaque morceau d’état doit vivre.',
            rw: 'Bika amakuru ahinduka muri [[en:state]] ukoresheje useState, ukoreshe useEffect ku bikorwa byo ku ruhande, kandi wige aho buri gice cya [[en:state]] gikwiye kuba.',
          },
        },
        {
          id: 'routing-and-forms',
          title: { en: 'Routing and forms', fr: 'Routage et formulaires', rw: 'Router n’amafishi' },
          text: {
            en: 'Give each screen its own URL with a router and build forms that validate input and show clear errors, the two things every real app needs.',
            fr: 'Donnez à chaque écran sa propre URL avec un routeur et construisez des formulaires qui valident la saisie et affichent des erreurs claires\u00a0: deux besoins de toute vraie application.',
            rw: 'Ha buri rupapuro URL yarwo ukoresheje [[en:router]], kandi ukore amafishi agenzura ibyanditswe akerekana amakosa asobanutse, kuko ibyo byombi bikenerwa na buri porogaramu nyayo.',
          },
        },
        {
          id: 'data-from-apis',
          title: { en: 'Loading data', fr: 'Charger des données', rw: 'Kuzana amakuru' },
          text: {
            en: 'Fetch data from an API with loading and error states, and keep the app usable on a slow connection.',
            fr: 'Récupérez des données d’une API avec des états de chargement et d’erreur, et gardez l’application utilisable sur une connexion lente.',
            rw: 'Zana amakuru avuye kuri API werekana igihe ari gutegurwa n’igihe habaye ikosa, kandi porogaramu ikomeze gukoreshwa no kuri interineti itinda.',
          },
        },
        {
          id: 'tailwind',
          title: { en: 'Styling with Tailwind CSS', fr: 'Habillage avec Tailwind CSS', rw: 'Imisusire ukoresheje Tailwind CSS' },
          text: {
            en: 'Use a utility framework such as Tailwind CSS to style components quickly and consistently, now that you understand the CSS underneath.',
            fr: 'Utilisez un [[en:framework]] utilitaire comme Tailwind CSS pour habiller les composants vite et de façon cohérente, maintenant que vous comprenez le CSS en dessous.',
            rw: 'Koresha [[en:framework]] nka Tailwind CSS mu gutunganya imisusire ya [[en:components]] vuba kandi mu buryo buhuje, ubu ko usobanukiwe CSS iri munsi yayo.',
          },
        },
      ],
      project: {
        en: 'Build the frontend of a school timetable app in React: a page per class, a page per teacher and a form to add a lesson, using sample data from a JSON file for now.',
        fr: 'Construisez en React le [[en:frontend]] d’une application d’emploi du temps scolaire\u00a0: une page par classe, une page par enseignant et un formulaire pour ajouter un cours, avec pour l’instant des données d’exemple dans un fichier JSON.',
        rw: 'Kora [[en:frontend]] ya porogaramu y’ingengabihe y’ishuri muri React: urupapuro rwa buri shuri ([[en:class]]), urupapuro rwa buri mwarimu n’ifishi yo kongeramo isomo, ukoresheje ubu amakuru y’urugero ari mu idosiye ya JSON.',
      },
      weeks: 7,
      resources: [
        resource.react,
        resource.fullStackOpen,
        resource.tailwindCss,
      ],
      curriculum: [],
    },
    {
      id: 'node-and-apis',
      title: { en: 'Node.js and REST APIs', fr: 'Node.js et API REST', rw: 'Node.js na REST API' },
      goal: {
        en: 'You can build a REST API with Node.js and Express that validates input, handles errors and lets users log in safely.',
        fr: 'Vous savez construire avec Node.js et Express une API REST qui valide les entrées, gère les erreurs et permet aux utilisateurs de se connecter en sécurité.',
        rw: 'Ushobora kubaka REST API ukoresheje Node.js na Express, igenzura amakuru yakiriye, igakemura amakosa kandi igatuma abakoresha binjira mu mutekano.',
      },
      topics: [
        {
          id: 'nodejs',
          title: { en: 'Node.js', fr: 'Node.js', rw: 'Node.js' },
          text: {
            en: 'Run JavaScript on the server with Node.js, read files and environment variables, and understand the event loop that lets one process serve many users.',
            fr: 'Exécutez JavaScript sur le serveur avec Node.js, lisez fichiers et variables d’environnement, et comprenez la boucle d’événements qui permet à un seul processus de servir beaucoup d’utilisateurs.',
            rw: 'Koresha JavaScript kuri seriveri ukoresheje Node.js, usome amadosiye na [[en:environment variables]], kandi usobanukirwe [[en:event loop]] ituma porogaramu imwe ikorera abakoresha benshi.',
          },
        },
        {
          id: 'express-and-rest',
          title: { en: 'Express and REST', fr: 'Express et REST', rw: 'Express na REST' },
          text: {
            en: 'Define routes with Express for each resource, using the right HTTP methods and status codes, so your API is predictable for the frontend.',
            fr: 'Définissez avec Express des routes pour chaque ressource, avec les bonnes méthodes HTTP et les bons codes de statut, pour que votre API soit prévisible pour le [[en:frontend]].',
            rw: 'Tegura [[en:routes]] muri Express kuri buri [[en:resource]], ukoresheje HTTP [[en:methods]] na [[en:status codes]] bikwiye, kugira ngo [[en:frontend]] ibashe kumenya mbere uko API yawe yitwara.',
          },
        },
        {
          id: 'validation-and-errors',
          title: { en: 'Validation and errors', fr: 'Validation et erreurs', rw: 'Igenzura n’amakosa' },
          text: {
            en: 'Validate every request body on the server and send errors in one consistent format, because the server must never trust what the browser sends.',
            fr: 'Validez chaque corps de requête sur le serveur et renvoyez les erreurs dans un format unique, car le serveur ne doit jamais faire confiance à ce qu’envoie le navigateur.',
            rw: 'Genzura ibiri muri buri cyifuzo kuri seriveri kandi wohereze amakosa mu buryo bumwe buhoraho, kuko seriveri itagomba na rimwe kwizera ibyo mushakisha yohereje.',
          },
        },
        {
          id: 'authentication',
          title: { en: 'Authentication', fr: 'Authentification', rw: 'Kwemeza abakoresha' },
          text: {
            en: 'Hash passwords, log users in with secure cookies or JWTs, and check permissions on every protected route, following the OWASP advice.',
            fr: 'Hachez les mots de passe, connectez les utilisateurs avec des cookies sécurisés ou des JWT, et vérifiez les droits sur chaque route protégée, en suivant les conseils de l’OWASP.',
            rw: 'Hindura amagambo y’ibanga [[en:hash]], winjize abakoresha ukoresheje [[en:cookies]] zitekanye cyangwa JWT, kandi ugenzure uburenganzira kuri buri [[en:route]] irinzwe, ukurikije inama za OWASP.',
          },
        },
        {
          id: 'connecting-frontend',
          title: { en: 'Connecting frontend and backend', fr: 'Relier [[en:frontend]] et [[en:backend]]', rw: 'Guhuza [[en:frontend]] na [[en:backend]]' },
          text: {
            en: 'Call your API from the React app, handle CORS during development and share the shape of the data between both sides, so the two halves fit together.',
            fr: 'Appelez votre API depuis l’application React, gérez CORS pendant le développement et partagez la forme des données entre les deux côtés, pour que les deux moitiés s’emboîtent.',
            rw: 'Hamagara API yawe uhereye kuri porogaramu ya React, ukemure ibya CORS mu gihe ukora, kandi impande zombi zihuze imiterere y’amakuru, kugira ngo ibice byombi byuzuzanye.',
          },
        },
      ],
      project: {
        en: 'Write the timetable API in Express with routes for classes, teachers and lessons, add teacher log-in, and connect your React frontend to it instead of the JSON file.',
        fr: 'Écrivez l’API de l’emploi du temps avec Express, avec des routes pour les classes, les enseignants et les cours, ajoutez la connexion des enseignants et reliez-y votre [[en:frontend]] React à la place du fichier JSON.',
        rw: 'Andika API y’ingengabihe muri Express ifite [[en:routes]] z’amashuri ([[en:classes]]), abarimu n’amasomo, wongeremo uburyo abarimu binjira, hanyuma uhuze [[en:frontend]] yawe ya React na yo aho kuyihuza n’idosiye ya JSON.',
      },
      weeks: 6,
      resources: [
        resource.nodeJs,
        resource.express,
        resource.fullStackOpen,
        resource.owasp,
      ],
      curriculum: [
        curriculum.rtbBackendApplicationDevelopmentL4,
      ],
    },
    {
      id: 'databases',
      title: { en: 'Databases', fr: 'Bases de données', rw: 'Ububiko bw’amakuru' },
      goal: {
        en: 'You can design a PostgreSQL database, query it with SQL and from Node.js, change its schema with migrations and speed up hot paths with a cache.',
        fr: 'Vous savez concevoir une base PostgreSQL, l’interroger en SQL et depuis Node.js, faire évoluer son schéma par des migrations et accélérer les chemins critiques avec un cache.',
        rw: 'Ushobora gutegura ububiko bwa PostgreSQL, kububaza ukoresheje SQL no muri Node.js, guhindura imiterere yabwo ukoresheje [[en:migrations]] no kwihutisha ibikoreshwa cyane ukoresheje [[en:cache]].',
      },
      topics: [
        {
          id: 'sql',
          title: { en: 'SQL', fr: 'SQL', rw: 'SQL' },
          text: {
            en: 'Write queries that select, filter, join, group and change data, the skill you will use in every full stack job.',
            fr: 'Écrivez des requêtes qui sélectionnent, filtrent, joignent, regroupent et modifient les données\u00a0: une compétence utile dans chaque poste [[en:full stack]].',
            rw: 'Andika [[en:queries]] zihitamo, ziyungurura, zihuza, zishyira mu matsinda kandi zigahindura amakuru, kuko ari ubumenyi uzakoresha muri buri kazi ka [[en:full stack]].',
          },
        },
        {
          id: 'data-modelling',
          title: { en: 'Designing tables', fr: 'Concevoir les tables', rw: 'Gutegura imbonerahamwe' },
          text: {
            en: 'Model your app’s data as tables with keys and relationships, avoiding repeated data, because a clean model makes every feature easier to build.',
            fr: 'Modélisez les données de l’application en tables avec clés et relations, sans répétitions, car un modèle propre facilite chaque nouvelle fonctionnalité.',
            rw: 'Tegura amakuru ya porogaramu yawe mu mbonerahamwe zifite [[en:keys]] n’amasano, wirinda amakuru asubiramo, kuko imiterere isukuye yorohereza kubaka buri gice gishya.',
          },
        },
        {
          id: 'orm-and-migrations',
          title: { en: 'Using a database from Node.js', fr: 'Utiliser la base depuis Node.js', rw: 'Gukoresha ububiko muri Node.js' },
          text: {
            en: 'Connect with a query builder or ORM such as Prisma, use parameterised queries against SQL injection, and keep schema changes in migrations.',
            fr: 'Connectez-vous avec un générateur de requêtes ou un ORM comme Prisma, utilisez des requêtes paramétrées contre l’injection SQL, et gardez les changements de schéma dans des migrations.',
            rw: 'Huza porogaramu n’ububiko ukoresheje [[en:query builder]] cyangwa ORM nka Prisma, ukoreshe [[en:queries]] zifite [[en:parameters]] kugira ngo wirinde SQL [[en:injection]], kandi ubike impinduka z’imiterere muri [[en:migrations]].',
          },
        },
        {
          id: 'transactions-and-indexes',
          title: { en: 'Indexes and transactions', fr: 'Index et transactions', rw: '[[en:Indexes]] na [[en:transactions]]' },
          text: {
            en: 'Add indexes for frequent lookups and use transactions for changes that must happen together, so data stays fast and correct.',
            fr: 'Ajoutez des index pour les recherches fréquentes et utilisez des transactions pour les changements qui doivent se faire ensemble, afin que les données restent rapides et justes.',
            rw: 'Ongeramo [[en:indexes]] ku bishakishwa kenshi kandi ukoreshe [[en:transactions]] ku mpinduka zigomba gukorwa icyarimwe, kugira ngo amakuru akomeze kuboneka vuba kandi ari ukuri.',
          },
        },
        {
          id: 'caching',
          title: { en: 'Caching with Redis', fr: 'Cache avec Redis', rw: '[[en:Cache]] ukoresheje Redis' },
          text: {
            en: 'Store the answers to frequent, slow requests in Redis for a short time, so the database is not asked the same question again and again.',
            fr: 'Gardez un court moment dans Redis les réponses aux requêtes fréquentes et lentes, pour ne pas poser sans cesse la même question à la base de données.',
            rw: 'Bika igihe gito muri Redis ibisubizo by’ibisabwa kenshi kandi bitinda, kugira ngo ububiko bw’amakuru butabazwa ikibazo kimwe inshuro nyinshi.',
          },
        },
      ],
      project: {
        en: 'Move the timetable data into PostgreSQL with migrations, add a query that finds clashes when a teacher is booked twice, and cache each class timetable in Redis.',
        fr: 'Passez les données de l’emploi du temps dans PostgreSQL avec des migrations, ajoutez une requête qui repère les conflits quand un enseignant a deux cours en même temps, et mettez l’emploi du temps de chaque classe en cache dans Redis.',
        rw: 'Imurira amakuru y’ingengabihe muri PostgreSQL ukoresheje [[en:migrations]], wongeremo [[en:query]] ibona aho umwarimu yahawe amasomo abiri icyarimwe, kandi ubike ingengabihe ya buri shuri ([[en:class]]) muri [[en:cache]] ya Redis.',
      },
      weeks: 5,
      resources: [
        resource.postgresqlDocumentation,
        resource.sqlbolt,
        resource.redis,
      ],
      curriculum: [
        curriculum.rtbDatabaseDevelopmentL4,
        curriculum.rebDatabases,
      ],
    },
    {
      id: 'testing',
      title: { en: 'Testing both sides', fr: 'Tester les deux côtés', rw: 'Kugerageza impande zombi' },
      goal: {
        en: 'You can test your API, your components and a full user journey, and have the tests run automatically on every push.',
        fr: 'Vous savez tester votre API, vos composants et un parcours utilisateur complet, et faire tourner les tests automatiquement à chaque [[en:push]].',
        rw: 'Ushobora kugerageza API yawe, [[en:components]] zawe n’urugendo rwose rw’umukoresha, kandi ugatuma igerageza rikora ubwaryo buri uko wohereje kode.',
      },
      topics: [
        {
          id: 'api-tests',
          title: { en: 'API tests', fr: 'Tests d’API', rw: 'Kugerageza API' },
          text: {
            en: 'Call your endpoints in tests against a test database and check status codes and bodies, so backend changes never silently break the app.',
            fr: 'Appelez vos points d’accès dans des tests avec une base de test et vérifiez codes de statut et contenus, pour qu’un changement [[en:backend]] ne casse jamais l’application en silence.',
            rw: 'Hamagara [[en:endpoints]] zawe mu igerageza rikoresha ububiko bw’igerageza, urebe [[en:status codes]] n’ibisubizo, kugira ngo impinduka kuri [[en:backend]] zitazigera zangiza porogaramu bucece.',
          },
        },
        {
          id: 'component-tests',
          title: { en: 'Component tests', fr: 'Tests de composants', rw: 'Kugerageza [[en:components]]' },
          text: {
            en: 'Test React components by what the user sees and does, with a runner such as Vitest and Testing Library, so tests survive refactoring.',
            fr: 'Testez les composants React selon ce que l’utilisateur voit et fait, avec Vitest et Testing Library par exemple, pour que les tests résistent aux réorganisations du code.',
            rw: 'Gerageza [[en:components]] za React ukurikije ibyo umukoresha abona n’ibyo akora, ukoresheje nka Vitest na Testing Library, kugira ngo igerageza rikomeze gukora n’iyo wavuguruye kode.',
          },
        },
        {
          id: 'end-to-end-tests',
          title: { en: 'End-to-end tests', fr: 'Tests de bout en bout', rw: 'Igerageza ry’urugendo rwose' },
          text: {
            en: 'Use Playwright to log in, fill a form and check the result in a real browser, testing frontend, API and database together.',
            fr: 'Utilisez Playwright pour se connecter, remplir un formulaire et vérifier le résultat dans un vrai navigateur, en testant ensemble [[en:frontend]], API et base de données.',
            rw: 'Koresha Playwright mu kwinjira, kuzuza ifishi no kureba igisubizo muri mushakisha nyayo, ugerageza icyarimwe [[en:frontend]], API n’ububiko bw’amakuru.',
          },
        },
        {
          id: 'continuous-integration',
          title: { en: 'Continuous integration', fr: 'Intégration continue', rw: 'Kugenzura kode buri gihe (CI)' },
          text: {
            en: 'Run linting and all tests with GitHub Actions on each pull request, so the main branch always works.',
            fr: 'Lancez l’analyse du code et tous les tests avec GitHub Actions à chaque [[en:pull request]], pour que la branche principale marche toujours.',
            rw: 'Koresha GitHub Actions isuzuma kode kandi igakoresha igerageza ryose kuri buri [[en:pull request]], kugira ngo ishami rikuru rihore rikora.',
          },
        },
      ],
      project: {
        en: 'Add API tests for lessons and clashes, component tests for the lesson form, one end-to-end test where a teacher adds a lesson, and a GitHub Actions workflow that runs them all.',
        fr: 'Ajoutez des tests d’API pour les cours et les conflits, des tests du formulaire de cours, un test de bout en bout où un enseignant ajoute un cours, et un [[en:workflow]] GitHub Actions qui les lance tous.',
        rw: 'Ongeramo igerageza rya API ku masomo no ku bihura, igerageza ry’ifishi y’isomo, igerageza rimwe ry’urugendo rwose aho umwarimu yongeramo isomo, na [[en:workflow]] ya GitHub Actions ibikoresha byose.',
      },
      weeks: 3,
      resources: [
        resource.vitest,
        resource.testingLibrary,
        resource.playwright,
        resource.githubDocs,
      ],
      curriculum: [],
    },
    {
      id: 'deployment',
      title: { en: 'Linux, Docker and deployment', fr: 'Linux, Docker et déploiement', rw: 'Linux, Docker no gushyira ku murongo' },
      goal: {
        en: 'You can put a full stack app online on a Linux server or cloud platform, with HTTPS, a real database, automatic deployment and basic monitoring.',
        fr: 'Vous savez mettre en ligne une application [[en:full stack]] sur un serveur Linux ou une plateforme [[en:cloud]], avec HTTPS, une vraie base de données, un déploiement automatique et une supervision de base.',
        rw: 'Ushobora gushyira kuri interineti porogaramu ya [[en:full stack]] kuri seriveri ya Linux cyangwa kuri [[en:cloud]], ifite HTTPS, ububiko nyabwo bw’amakuru, uburyo bwo kuyivugurura bwikora n’igenzura ry’ibanze ry’imikorere.',
      },
      topics: [
        {
          id: 'linux-basics',
          title: { en: 'Linux server basics', fr: 'Bases d’un serveur Linux', rw: 'Ibanze rya seriveri ya Linux' },
          text: {
            en: 'Connect to a server with SSH, manage files, users and services, and read logs, because that is where your app will live.',
            fr: 'Connectez-vous à un serveur en SSH, gérez fichiers, utilisateurs et services, et lisez les journaux, car c’est là que vivra votre application.',
            rw: 'Injira kuri seriveri ukoresheje SSH, ucunge amadosiye, abakoresha na serivisi, kandi usome [[en:logs]], kuko ari ho porogaramu yawe izaba iri.',
          },
        },
        {
          id: 'docker',
          title: { en: 'Docker and Compose', fr: 'Docker et Compose', rw: 'Docker na Compose' },
          text: {
            en: 'Package the API, the database and the built frontend as containers described in one Compose file, so the whole app starts with one command anywhere.',
            fr: 'Empaquetez l’API, la base de données et le [[en:frontend]] construit en conteneurs décrits dans un seul fichier Compose, pour que toute l’application démarre partout avec une seule commande.',
            rw: 'Shyira API, ububiko bw’amakuru na [[en:frontend]] yubatse muri [[en:containers]] zisobanuwe mu idosiye imwe ya Compose, kugira ngo porogaramu yose itangire n’itegeko rimwe aho ari ho hose.',
          },
        },
        {
          id: 'cloud-and-https',
          title: { en: 'Cloud hosting and HTTPS', fr: 'Hébergement [[en:cloud]] et HTTPS', rw: '[[en:Cloud]] na HTTPS' },
          text: {
            en: 'Deploy to a small cloud server or a hosting platform, put Nginx or the platform’s proxy in front, and serve everything over HTTPS with a domain name.',
            fr: 'Déployez sur un petit serveur [[en:cloud]] ou une plateforme d’hébergement, placez Nginx ou le proxy de la plateforme devant, et servez tout en HTTPS avec un nom de domaine.',
            rw: 'Shyira porogaramu kuri seriveri nto ya [[en:cloud]] cyangwa ku rubuga rutanga [[en:hosting]], ushyire Nginx cyangwa [[en:proxy]] y’urwo rubuga imbere yayo, kandi byose binyure kuri HTTPS bifite izina ry’urubuga.',
          },
        },
        {
          id: 'continuous-deployment',
          title: { en: 'Automatic deployment', fr: 'Déploiement automatique', rw: 'Kuvugurura porogaramu mu buryo bwikora' },
          text: {
            en: 'Extend your GitHub Actions workflow to deploy when tests pass on the main branch, so releasing a fix takes minutes, not an afternoon.',
            fr: 'Étendez votre [[en:workflow]] GitHub Actions pour déployer quand les tests passent sur la branche principale, afin qu’une correction parte en quelques minutes et non en un après-midi.',
            rw: 'Ongera [[en:workflow]] yawe ya GitHub Actions ku buryo ishyira porogaramu ku murongo iyo igerageza ritsinze ku ishami rikuru, kugira ngo gushyiraho ikosoro bifate iminota mike aho gufata igice cy’umunsi.',
          },
        },
        {
          id: 'monitoring-and-backups',
          title: { en: 'Monitoring and backups', fr: 'Supervision et sauvegardes', rw: 'Gukurikirana imikorere na [[en:backups]]' },
          text: {
            en: 'Watch uptime, errors and logs, and back up the database every day, because users will trust your app only if it stays up and keeps their data.',
            fr: 'Surveillez la disponibilité, les erreurs et les journaux, et sauvegardez la base chaque jour, car les utilisateurs ne feront confiance à votre application que si elle reste en ligne et garde leurs données.',
            rw: 'Kurikirana niba porogaramu ihora ikora, amakosa na [[en:logs]], kandi ubike kopi y’ububiko buri munsi, kuko abakoresha bazizera porogaramu yawe ari uko ihora ikora kandi ikabika amakuru yabo neza.',
          },
        },
      ],
      project: {
        en: 'Deploy the timetable app with Docker Compose behind HTTPS, let GitHub Actions deploy each merge to the main branch, and set up a daily database backup.',
        fr: 'Déployez l’application d’emploi du temps avec Docker Compose derrière HTTPS, laissez GitHub Actions déployer chaque fusion sur la branche principale et mettez en place une sauvegarde quotidienne de la base.',
        rw: 'Shyira porogaramu y’ingengabihe ku murongo ukoresheje Docker Compose binyuze kuri HTTPS, ureke GitHub Actions ishyire ku murongo buri guhuza ku ishami rikuru, kandi utegure [[en:backup]] y’ububiko ya buri munsi.',
      },
      weeks: 4,
      resources: [
        resource.dockerDocs,
        resource.theMissingSemesterMit,
        resource.githubDocs,
      ],
      curriculum: [],
    },
    {
      id: 'capstone-project',
      title: { en: 'A complete project for a real client', fr: 'Un projet complet pour un vrai client', rw: 'Umushinga wuzuye w’umukiriya nyawe' },
      goal: {
        en: 'You can take a real need from a person or organisation, plan it, build it from database to screen, put it online and hand it over, which is what employers want to see.',
        fr: 'Vous savez partir du besoin réel d’une personne ou d’une organisation, le planifier, le construire de la base de données à l’écran, le mettre en ligne et le livrer\u00a0: c’est ce que les employeurs veulent voir.',
        rw: 'Ushobora guhera ku kibazo nyacyo cy’umuntu cyangwa ikigo, ukagitegura, ukubaka igisubizo uhereye ku bubiko kugeza kuri mugaragaza, ukagishyira kuri interineti kandi ukagishyikiriza nyiracyo, ari byo abatanga akazi bashaka kubona.',
      },
      topics: [
        {
          id: 'requirements',
          title: { en: 'Gathering requirements', fr: 'Recueillir les besoins', rw: 'Kumenya ibikenewe' },
          text: {
            en: 'Interview your client, write short user stories and agree on a small first version, because building the wrong thing well is still a failure.',
            fr: 'Interrogez votre client, écrivez de courtes [[en:user stories]] et mettez-vous d’accord sur une première version réduite, car bien construire la mauvaise chose reste un échec.',
            rw: 'Baza umukiriya wawe ibibazo, wandike muri make ibyo buri mukoresha akeneye ([[en:user stories]]) kandi mwumvikane kuri verisiyo ya mbere nto, kuko kubaka neza ikintu kitari cyo na byo ari ugutsindwa.',
          },
        },
        {
          id: 'design-and-planning',
          title: { en: 'Sketching and planning', fr: 'Esquisser et planifier', rw: 'Gushushanya no gutegura' },
          text: {
            en: 'Sketch the main screens, draw the data model and split the work into small tasks on a board, so you always know what to do next.',
            fr: 'Esquissez les écrans principaux, dessinez le modèle de données et découpez le travail en petites tâches sur un tableau, pour toujours savoir quoi faire ensuite.',
            rw: 'Shushanya mugaragaza z’ingenzi, ushushanye imiterere y’amakuru kandi ugabanye akazi mo imirimo mito uyishyire ku kibaho, kugira ngo uhore uzi icyo gukurikiraho.',
          },
        },
        {
          id: 'build-and-ship',
          title: { en: 'Building in small releases', fr: 'Construire par petites versions', rw: 'Kubaka mu byiciro bito' },
          text: {
            en: 'Ship a working version early, get feedback from the client and improve it in short cycles, rather than hiding for months and delivering once.',
            fr: 'Livrez tôt une version qui marche, recueillez l’avis du client et améliorez-la par cycles courts, plutôt que de disparaître des mois pour livrer une seule fois.',
            rw: 'Tanga hakiri kare verisiyo ikora, wakire ibitekerezo by’umukiriya kandi uyinoze mu byiciro bigufi, aho kumara amezi wihishe ugatanga rimwe gusa.',
          },
        },
        {
          id: 'handover',
          title: { en: 'Documentation and handover', fr: 'Documentation et passation', rw: 'Inyandiko no gushyikiriza umushinga' },
          text: {
            en: 'Write a user guide in the client’s language and a technical README, and show the client how to use the app and who to call when something breaks.',
            fr: 'Rédigez un guide d’utilisation dans la langue du client et un README technique, et montrez au client comment utiliser l’application et qui appeler en cas de panne.',
            rw: 'Andika ubuyobozi bw’ikoreshwa mu rurimi rw’umukiriya na README ya tekiniki, kandi werekane umukiriya uko porogaramu ikoreshwa n’uwo yahamagara iyo hari ikipfuye.',
          },
        },
      ],
      project: {
        en: 'Find a real small client, such as a hair salon, a church choir or a youth centre, and build them a complete app, for example bookings or member records, then add it to your portfolio with the client’s permission.',
        fr: 'Trouvez un vrai petit client, comme un salon de coiffure, une chorale ou un centre de jeunes, et construisez-lui une application complète, par exemple de réservations ou de fichier des membres, puis ajoutez-la à votre portfolio avec son accord.',
        rw: 'Shaka umukiriya muto nyawe, nk’inzu itunganya imisatsi, korali cyangwa ikigo cy’urubyiruko, umwubakire porogaramu yuzuye, nko kwakira gahunda z’abakiriya cyangwa kubika amakuru y’abanyamuryango, hanyuma uyishyire muri [[en:portfolio]] yawe abyemeye.',
      },
      weeks: 4,
      resources: [
        resource.roadmapSh,
        resource.githubDocs,
        resource.lawsOfUx,
      ],
      curriculum: [
        curriculum.rtbAnalysisProjectRequirementsL3,
        curriculum.rtbUiUxDesignL3,
      ],
    },
  ],
};

export default plan;
