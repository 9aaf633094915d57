import type { RoadmapPlan } from '../schema/roadmap-plans';
import { resource, curriculum } from '../roadmap-references';

/** React Developer Roadmap: components, state and hooks, routing, data, forms, testing and performance. Written by Ubumenyi. */
const plan: RoadmapPlan = {
  id: 'RO8',
  slug: 'react',
  intro: {
    en: 'For learners who already write JavaScript and want to build modern web apps with React, the library many companies use for their interfaces. You learn components, props and state, hooks, routing, fetching data, forms, testing and performance, one project at a time. At the end you can build, test and put online a React app that a junior front-end job would expect.',
    fr: 'Pour qui écrit déjà du JavaScript et veut créer des applications web modernes avec React, la bibliothèque que beaucoup d’entreprises utilisent pour leurs interfaces. Vous apprenez les composants, les [[en:props]] et l’état, les [[en:hooks]], le routage, la récupération de données, les formulaires, les tests et la performance, un projet à la fois. À la fin, vous savez créer, tester et mettre en ligne une application React au niveau attendu d’un développeur [[en:front-end]] débutant.',
    rw: 'Ni iy’abasanzwe bandika JavaScript bashaka kubaka porogaramu z’imbuga zigezweho bakoresheje React, isomero ibigo byinshi bikoresha mu gukora ibyo abakoresha babona. Wiga [[en:components]], [[en:props]] na [[en:state]], [[en:hooks]], inzira z’impapuro ([[en:routing]]), kuzana amakuru, amafishi, igerageza n’umuvuduko, umushinga ku wundi. Urangiza ushobora kubaka, kugerageza no gushyira kuri interineti porogaramu ya React ku rwego rusabwa umukozi mushya wa [[en:front-end]].',
  },
  followsRoadmapSh: true,
  updated: '2026-11-25',
  stages: [
    {
      id: 'before-react',
      title: { en: 'Ready for React: modern JavaScript and tools', fr: 'Prêt pour React\u00a0: JavaScript moderne et outils', rw: 'Kwitegura React: JavaScript igezweho n’ibikoresho' },
      goal: {
        en: 'You are at ease with the JavaScript React relies on and can create, run and build a new React project with npm and Vite.',
        fr: 'Vous êtes à l’aise avec le JavaScript sur lequel React s’appuie et vous savez créer, lancer et construire un nouveau projet React avec npm et Vite.',
        rw: 'Umenyereye JavaScript React yubakiyeho kandi ushobora gutangiza, gukoresha no kubaka umushinga mushya wa React ukoresheje npm na Vite.',
      },
      topics: [
        {
          id: 'modern-javascript-review',
          title: { en: 'The JavaScript React uses', fr: 'Le JavaScript utilisé par React', rw: 'JavaScript React ikoresha' },
          text: {
            en: 'Review arrow functions, destructuring, spread, map and filter, modules and promises, because React code is full of them and gaps here make React look harder than it is.',
            fr: 'Révisez les fonctions fléchées, la déstructuration, la décomposition, map et filter, les modules et les promesses\u00a0: le code React en est rempli, et des lacunes ici rendent React plus difficile qu’il ne l’est.',
            rw: 'Subira mu [[en:arrow functions]], [[en:destructuring]], spread, map na filter, [[en:modules]] na [[en:promises]], kuko kode ya React ibyuzuyemo, kandi kutabimenya bituma React isa n’igoye kuruta uko iri.',
          },
        },
        {
          id: 'npm-and-vite',
          title: { en: 'npm and Vite', fr: 'npm et Vite', rw: 'npm na Vite' },
          text: {
            en: 'Create a project with Vite, install packages with npm and use the dev server and build commands, the everyday tools of a React developer.',
            fr: 'Créez un projet avec Vite, installez des paquets avec npm et utilisez le serveur de développement et la commande de build\u00a0: les outils quotidiens d’un développeur React.',
            rw: 'Tangiza umushinga ukoresheje Vite, ushyiremo amapaki ukoresheje npm kandi ukoreshe seriveri y’igerageza n’itegeko rya [[en:build]]; ni byo bikoresho bya buri munsi by’umukozi wa React.',
          },
        },
        {
          id: 'how-react-thinks',
          title: { en: 'How React thinks', fr: 'La logique de React', rw: 'Uko React itekereza' },
          text: {
            en: 'Understand the main idea: you describe what the screen should look like for the current data, and React updates the page for you when the data changes.',
            fr: 'Comprenez l’idée centrale\u00a0: vous décrivez à quoi l’écran doit ressembler pour les données actuelles, et React met la page à jour pour vous quand les données changent.',
            rw: 'Sobanukirwa igitekerezo nyamukuru: usobanura uko ecran igomba kugaragara hakurikijwe amakuru ariho, maze React ikaguhindurira urupapuro igihe amakuru ahindutse.',
          },
        },
        {
          id: 'react-devtools',
          title: { en: 'React Developer Tools', fr: 'React Developer Tools', rw: 'React Developer Tools' },
          text: {
            en: 'Install the React Developer Tools browser extension to see the component tree, props and state of a running app, which makes learning and debugging much easier.',
            fr: 'Installez l’extension React Developer Tools pour voir l’arbre des composants, les [[en:props]] et l’état d’une application en marche\u00a0: apprendre et déboguer devient bien plus facile.',
            rw: 'Shyira muri mushakisha yawe React Developer Tools kugira ngo ubone igiti cya [[en:components]], [[en:props]] na [[en:state]] bya porogaramu irimo gukora; bituma kwiga no gukosora amakosa byoroha cyane.',
          },
        },
      ],
      project: {
        en: 'Create a new React app with Vite, change the starter page into a simple personal page with your name, school and skills, and build it for production.',
        fr: 'Créez une nouvelle application React avec Vite, transformez la page de départ en une page personnelle simple avec votre nom, votre école et vos compétences, et construisez-la pour la production.',
        rw: 'Tangiza porogaramu nshya ya React ukoresheje Vite, uhindure urupapuro rw’intangiriro rube urupapuro rwawe rworoshye ruriho izina ryawe, ishuri n’ubumenyi ufite, hanyuma uyikorere [[en:build]] yo gushyirwa ku murongo.',
      },
      weeks: 2,
      resources: [
        resource.react,
        resource.vite,
        resource.theModernJavascriptTutorial,
      ],
      curriculum: [
        curriculum.rtbJavascriptFundamentalsL3,
      ],
    },
    {
      id: 'components-and-jsx',
      title: { en: 'Components, JSX and props', fr: 'Composants, JSX et [[en:props]]', rw: '[[en:Components]], JSX na [[en:props]]' },
      goal: {
        en: 'You can break a page into small components, pass data to them with props, show lists and choose what to show based on the data.',
        fr: 'Vous savez découper une page en petits composants, leur transmettre des données avec les [[en:props]], afficher des listes et choisir quoi montrer selon les données.',
        rw: 'Ushobora gucamo urupapuro mo [[en:components]] nto, ukazihereza amakuru ukoresheje [[en:props]], ukerekana intonde kandi ugahitamo icyo werekana ukurikije amakuru.',
      },
      topics: [
        {
          id: 'function-components',
          title: { en: 'Function components', fr: 'Composants fonctions', rw: 'Function [[en:components]]' },
          text: {
            en: 'Write components as plain functions that return JSX, and know that class components exist in older code but new code no longer uses them.',
            fr: 'Écrivez les composants comme de simples fonctions qui renvoient du JSX, et sachez que les composants classes existent dans l’ancien code mais que le nouveau code ne les utilise plus.',
            rw: 'Andika [[en:components]] nka [[en:functions]] zisanzwe zigarura JSX, kandi umenye ko [[en:class components]] ziboneka muri kode ya kera ariko kode nshya itakizikoresha.',
          },
        },
        {
          id: 'jsx',
          title: { en: 'JSX', fr: 'JSX', rw: 'JSX' },
          text: {
            en: 'Write HTML-like markup inside JavaScript, put values in curly braces and learn the small differences from HTML such as className and closed tags.',
            fr: 'Écrivez un balisage proche du HTML dans le JavaScript, insérez des valeurs entre accolades et apprenez les petites différences avec le HTML, comme className et les balises fermées.',
            rw: 'Andika kode isa na HTML muri JavaScript, ushyire agaciro hagati ya {} kandi wige utuntu duto bitandukaniyeho na HTML nka className no gufunga [[en:tags]] zose.',
          },
        },
        {
          id: 'props',
          title: { en: 'Props', fr: '[[en:Props]]', rw: '[[en:Props]]' },
          text: {
            en: 'Pass data and functions from a parent to a child component with props, and treat props as read-only so each component stays predictable.',
            fr: 'Transmettez des données et des fonctions d’un composant parent à un enfant avec les [[en:props]], et traitez-les en lecture seule pour que chaque composant reste prévisible.',
            rw: 'Ohereza amakuru na [[en:functions]] bivuye kuri [[en:component]] mubyeyi bijya ku mwana ukoresheje [[en:props]], kandi ntuzihindure kugira ngo buri [[en:component]] ikore mu buryo buteganyijwe.',
          },
        },
        {
          id: 'lists-and-keys',
          title: { en: 'Lists and keys', fr: 'Listes et clés', rw: 'Intonde na [[en:keys]]' },
          text: {
            en: 'Render a list from an array with map and give each item a stable key, so React can update long lists correctly and quickly.',
            fr: 'Affichez une liste à partir d’un tableau avec map et donnez à chaque élément une clé stable, pour que React mette à jour les longues listes correctement et rapidement.',
            rw: 'Erekana urutonde ruturutse kuri [[en:array]] ukoresheje map kandi uhe buri kintu [[en:key]] idahinduka, kugira ngo React ivugurure intonde ndende neza kandi vuba.',
          },
        },
        {
          id: 'conditional-rendering',
          title: { en: 'Conditional rendering', fr: 'Affichage conditionnel', rw: 'Kwerekana bitewe n’ibisabwa' },
          text: {
            en: 'Show or hide parts of the screen with if, the ternary operator and &&, for example a loading message, an empty list note or an error.',
            fr: 'Affichez ou masquez des parties de l’écran avec if, l’opérateur ternaire et &&, par exemple un message de chargement, une liste vide ou une erreur.',
            rw: 'Erekana cyangwa uhishe ibice bya ecran ukoresheje if, [[en:ternary operator]] na &&, urugero ubutumwa bwo gutegereza, urutonde rurimo ubusa cyangwa ikosa.',
          },
        },
        {
          id: 'events-and-composition',
          title: { en: 'Events and composition', fr: 'Événements et composition', rw: '[[en:Events]] no guhuza [[en:components]]' },
          text: {
            en: 'Handle clicks and input with onClick and onChange, and build bigger components from smaller ones using children instead of copying code.',
            fr: 'Gérez les clics et la saisie avec onClick et onChange, et construisez de grands composants à partir de petits grâce à children plutôt qu’en copiant du code.',
            rw: 'Kemura gukanda n’ibyandikwa ukoresheje onClick na onChange, kandi wubake [[en:components]] nini uhereye ku ntoya ukoresheje [[en:children]] aho gukoporora kode.',
          },
        },
      ],
      project: {
        en: 'Build a product page for a small shop in Kigali market: a list of product cards from an array, a badge for items out of stock and a message when the list is empty.',
        fr: 'Créez une page produits pour une petite boutique d’un marché de Kigali\u00a0: une liste de cartes produits à partir d’un tableau, un badge pour les articles en rupture de stock et un message quand la liste est vide.',
        rw: 'Kora urupapuro rw’ibicuruzwa by’iduka rito ryo mu isoko rya Kigali: urutonde rw’amakarita y’ibicuruzwa ruturutse kuri [[en:array]], ikimenyetso ku bicuruzwa byashize, n’ubutumwa iyo urutonde rurimo ubusa.',
      },
      weeks: 3,
      resources: [
        resource.react,
        resource.fullStackOpen,
        resource.theOdinProject,
      ],
      curriculum: [],
    },
    {
      id: 'state-and-hooks',
      title: { en: 'State and hooks', fr: 'État et [[en:hooks]]', rw: '[[en:State]] na [[en:hooks]]' },
      goal: {
        en: 'You can make components remember and change data with state, run side effects at the right time and share logic with your own hooks.',
        fr: 'Vous savez faire en sorte que les composants retiennent et modifient des données avec l’état, lancer des effets au bon moment et partager de la logique avec vos propres [[en:hooks]].',
        rw: 'Ushobora gutuma [[en:components]] zibuka kandi zigahindura amakuru ukoresheje [[en:state]], ugakoresha [[en:effects]] mu gihe gikwiye kandi ugasangiza imikorere ukoresheje [[en:hooks]] wikoreye.',
      },
      topics: [
        {
          id: 'use-state',
          title: { en: 'useState', fr: 'useState', rw: 'useState' },
          text: {
            en: 'Store values that change over time with useState, update arrays and objects by making new copies, and see why changing them directly does not refresh the screen.',
            fr: 'Gardez des valeurs qui changent avec useState, mettez à jour tableaux et objets en créant de nouvelles copies, et voyez pourquoi les modifier directement ne rafraîchit pas l’écran.',
            rw: 'Bika agaciro gahinduka ukoresheje useState, uvugurure [[en:arrays]] na objets ukora kopi nshya, kandi urebe impamvu kubihindura ako kanya bitavugurura ecran.',
          },
        },
        {
          id: 'lifting-state',
          title: { en: 'Lifting state up', fr: 'Remonter l’état', rw: 'Kuzamura [[en:state]]' },
          text: {
            en: 'Move shared state to the closest common parent and pass it down with props, so two components always show the same data.',
            fr: 'Placez l’état partagé dans le parent commun le plus proche et transmettez-le avec les [[en:props]], pour que deux composants affichent toujours les mêmes données.',
            rw: 'Imurira [[en:state]] isangiwe kuri [[en:component]] mubyeyi ya hafi bahuriyeho, uyimanure ukoresheje [[en:props]], kugira ngo [[en:components]] ebyiri zihore zerekana amakuru amwe.',
          },
        },
        {
          id: 'use-effect',
          title: { en: 'useEffect', fr: 'useEffect', rw: 'useEffect' },
          text: {
            en: 'Use effects to connect a component to the outside world, such as timers or subscriptions, with the right dependency list and a clean-up function.',
            fr: 'Utilisez les effets pour relier un composant au monde extérieur, comme des minuteries ou des abonnements, avec la bonne liste de dépendances et une fonction de nettoyage.',
            rw: 'Koresha [[en:effects]] guhuza [[en:component]] n’ibiri hanze yayo, nka [[en:timers]] cyangwa [[en:subscriptions]], ufite urutonde rukwiye rwa [[en:dependencies]] na function yo gusukura.',
          },
        },
        {
          id: 'use-ref-and-reducer',
          title: { en: 'useRef and useReducer', fr: 'useRef et useReducer', rw: 'useRef na useReducer' },
          text: {
            en: 'Reach a DOM element or keep a value between renders with useRef, and manage complex state with useReducer when many actions change the same data.',
            fr: 'Atteignez un élément du DOM ou gardez une valeur entre deux rendus avec useRef, et gérez un état complexe avec useReducer quand beaucoup d’actions modifient les mêmes données.',
            rw: 'Gera ku gice cya DOM cyangwa ugumane agaciro hagati ya [[en:renders]] ukoresheje useRef, kandi ucunge [[en:state]] igoye ukoresheje useReducer igihe ibikorwa byinshi bihindura amakuru amwe.',
          },
        },
        {
          id: 'context',
          title: { en: 'Context', fr: 'Contexte', rw: '[[en:Context]]' },
          text: {
            en: 'Share data such as the chosen language or the logged-in user across many components with createContext and useContext, without passing props through every level.',
            fr: 'Partagez des données comme la langue choisie ou l’utilisateur connecté entre de nombreux composants avec createContext et useContext, sans passer des [[en:props]] à chaque niveau.',
            rw: 'Sangiza amakuru nk’ururimi rwatoranyijwe cyangwa uwinjiye muri konti muri [[en:components]] nyinshi ukoresheje createContext na useContext, udaciye [[en:props]] kuri buri rwego.',
          },
        },
        {
          id: 'custom-hooks',
          title: { en: 'Custom hooks and the rules of hooks', fr: '[[en:Hooks]] personnalisés et règles des [[en:hooks]]', rw: '[[en:Hooks]] wikoreye n’amategeko ya [[en:hooks]]' },
          text: {
            en: 'Follow the rules of hooks and pull repeated logic into your own hooks, such as useLocalStorage, so several components can reuse it.',
            fr: 'Respectez les règles des [[en:hooks]] et regroupez la logique répétée dans vos propres [[en:hooks]], comme useLocalStorage, pour que plusieurs composants la réutilisent.',
            rw: 'Kurikiza amategeko ya [[en:hooks]] kandi ushyire imikorere isubirwamo muri [[en:hooks]] wikoreye, nka useLocalStorage, kugira ngo [[en:components]] nyinshi ziyikoreshe.',
          },
        },
      ],
      project: {
        en: 'Build a mobile-money expense tracker: add spending with an amount and a category, see the total per category and the balance left, and keep the data in localStorage through a custom hook.',
        fr: 'Créez un suivi des dépenses [[en:mobile money]]\u00a0: ajoutez une dépense avec un montant et une catégorie, voyez le total par catégorie et le solde restant, et gardez les données dans localStorage grâce à un hook personnalisé.',
        rw: 'Kora porogaramu ikurikirana amafaranga ukoresha kuri [[en:mobile money]]: wongeramo icyo wakoresheje n’umubare n’icyiciro, ukabona igiteranyo cya buri cyiciro n’asigaye, amakuru akabikwa muri localStorage hakoreshejwe [[en:hook]] wikoreye.',
      },
      weeks: 4,
      resources: [
        resource.react,
        resource.fullStackOpen,
      ],
      curriculum: [],
    },
    {
      id: 'routing',
      title: { en: 'Routing between pages', fr: 'Routage entre les pages', rw: 'Inzira hagati y’impapuro ([[en:routing]])' },
      goal: {
        en: 'You can build an app with several pages, each with its own address, shared layouts, links, parameters in the URL and a friendly page for unknown addresses.',
        fr: 'Vous savez créer une application à plusieurs pages, chacune avec sa propre adresse, avec des mises en page partagées, des liens, des paramètres dans l’URL et une page claire pour les adresses inconnues.',
        rw: 'Ushobora kubaka porogaramu ifite impapuro nyinshi, buri rupapuro rufite aderesi yarwo, imiterere ihuriweho, [[en:links]], [[en:parameters]] muri URL n’urupapuro rusobanutse ku maderesi atabaho.',
      },
      topics: [
        {
          id: 'client-side-routing',
          title: { en: 'Client-side routing', fr: 'Routage côté client', rw: '[[en:Routing]] ikorerwa muri mushakisha' },
          text: {
            en: 'Understand how a single-page app changes the screen and the address without reloading, and why Back and Forward must still work.',
            fr: 'Comprenez comment une application monopage change l’écran et l’adresse sans recharger, et pourquoi les boutons Précédent et Suivant doivent toujours marcher.',
            rw: 'Sobanukirwa uko porogaramu y’urupapuro rumwe ([[en:single-page app]]) ihindura ecran na aderesi idafunguye urupapuro bundi bushya, n’impamvu buto zo gusubira inyuma no kujya imbere zigomba gukomeza gukora.',
          },
        },
        {
          id: 'react-router',
          title: { en: 'React Router', fr: 'React Router', rw: 'React Router' },
          text: {
            en: 'Define routes, link between them with Link and NavLink, and share a header and footer through nested layouts.',
            fr: 'Définissez des routes, reliez-les avec Link et NavLink, et partagez un en-tête et un pied de page grâce aux mises en page imbriquées.',
            rw: 'Tegura [[en:routes]], uzihuze ukoresheje [[en:Link]] na NavLink, kandi usangize umutwe n’igice cyo hasi by’urupapuro ukoresheje [[en:layouts]] zinjiranye.',
          },
        },
        {
          id: 'url-parameters',
          title: { en: 'URL parameters and search', fr: 'Paramètres d’URL et recherche', rw: '[[en:Parameters]] za URL n’ishakisha' },
          text: {
            en: 'Read a parameter such as a class or product id from the URL and keep filters in the search part, so a page can be shared and bookmarked.',
            fr: 'Lisez un paramètre comme l’identifiant d’une classe ou d’un produit dans l’URL et gardez les filtres dans la partie recherche, pour qu’une page puisse être partagée et mise en favori.',
            rw: 'Soma [[en:parameter]] nka [[en:id]] y’ishuri cyangwa y’igicuruzwa muri URL kandi ubike iyungurura mu gice cy’ishakisha, kugira ngo urupapuro rushobore gusangizwa no kubikwa mu byo ukunda.',
          },
        },
        {
          id: 'not-found-and-redirects',
          title: { en: 'Not-found pages and redirects', fr: 'Pages introuvables et redirections', rw: 'Impapuro zitabonetse no kohereza ahandi' },
          text: {
            en: 'Show a helpful page for unknown addresses and send visitors to the login page when a page is only for signed-in users.',
            fr: 'Affichez une page utile pour les adresses inconnues et envoyez les visiteurs vers la page de connexion quand une page est réservée aux utilisateurs connectés.',
            rw: 'Erekana urupapuro rufasha ku maderesi atabaho kandi wohereze abasura ku rupapuro rwo kwinjira igihe urupapuro rugenewe abinjiye muri konti gusa.',
          },
        },
      ],
      project: {
        en: 'Build a small school website with a home page, a list of classes, a page for each class read from the URL (for example /classes/s4-mce) and a not-found page.',
        fr: 'Créez un petit site d’école avec une page d’accueil, la liste des classes, une page par classe lue depuis l’URL (par exemple /classes/s4-mce) et une page introuvable.',
        rw: 'Kora urubuga ruto rw’ishuri rufite urupapuro rw’ibanze, urutonde rw’amashuri, urupapuro rwa buri shuri rusomwa muri URL (urugero /classes/s4-mce) n’urupapuro rw’ibitabonetse.',
      },
      weeks: 2,
      resources: [
        { name: 'React Router', url: 'https://reactrouter.com/', kind: 'docs' },
        resource.react,
      ],
      curriculum: [],
    },
    {
      id: 'data-and-state-management',
      title: { en: 'Fetching data and managing state', fr: 'Récupérer des données et gérer l’état', rw: 'Kuzana amakuru no gucunga [[en:state]]' },
      goal: {
        en: 'You can load and send data to an API with clear loading and error states, cache it sensibly, and choose where each piece of state should live.',
        fr: 'Vous savez charger et envoyer des données vers une API avec des états de chargement et d’erreur clairs, les mettre en cache avec bon sens, et choisir où chaque morceau d’état doit vivre.',
        rw: 'Ushobora kuzana no kohereza amakuru kuri API werekana neza igihe bitegerejwe n’igihe byanze, ukayabika by’agateganyo mu buryo bukwiye, kandi ugahitamo aho buri gice cya [[en:state]] kiba.',
      },
      topics: [
        {
          id: 'fetching-in-react',
          title: { en: 'Fetching in a component', fr: 'Charger des données dans un composant', rw: 'Kuzana amakuru muri [[en:component]]' },
          text: {
            en: 'Call an API with fetch inside an effect, show loading and error states, and ignore old answers when the user moves on quickly.',
            fr: 'Appelez une API avec fetch dans un effet, affichez les états de chargement et d’erreur, et ignorez les anciennes réponses quand l’utilisateur passe vite à autre chose.',
            rw: 'Hamagara API ukoresheje fetch muri [[en:effect]], werekane igihe bitegerejwe n’igihe byanze, kandi wirengagize ibisubizo bishaje iyo ukoresha yihuse ajya ahandi.',
          },
        },
        {
          id: 'tanstack-query',
          title: { en: 'TanStack Query', fr: 'TanStack Query', rw: 'TanStack Query' },
          text: {
            en: 'Let a data library such as TanStack Query handle caching, retries and refreshing, which removes a lot of fragile code and helps on slow connections.',
            fr: 'Laissez une bibliothèque de données comme TanStack Query gérer le cache, les nouvelles tentatives et l’actualisation\u00a0: cela supprime beaucoup de code fragile et aide sur les connexions lentes.',
            rw: 'Reka isomero ry’amakuru nka TanStack Query ricunge kubika by’agateganyo, kongera kugerageza no kuvugurura; bikuraho kode nyinshi yoroshye gupfa kandi bifasha iyo interineti itinda.',
          },
        },
        {
          id: 'sending-data',
          title: { en: 'Sending data', fr: 'Envoyer des données', rw: 'Kohereza amakuru' },
          text: {
            en: 'Send new or changed data with POST, PUT and DELETE requests, disable buttons while waiting and update the screen once the server agrees.',
            fr: 'Envoyez des données nouvelles ou modifiées avec des requêtes POST, PUT et DELETE, désactivez les boutons pendant l’attente et mettez l’écran à jour quand le serveur a accepté.',
            rw: 'Ohereza amakuru mashya cyangwa yahinduwe ukoresheje POST, PUT na DELETE, uhagarike buto mu gihe utegereje, kandi uvugurure ecran seriveri imaze kwemera.',
          },
        },
        {
          id: 'where-state-lives',
          title: { en: 'Where state should live', fr: 'Où placer l’état', rw: 'Aho [[en:state]] ikwiye kuba' },
          text: {
            en: 'Tell apart local state, shared state, server data and URL state, and keep each in the right place before reaching for a global store.',
            fr: 'Distinguez l’état local, l’état partagé, les données du serveur et l’état dans l’URL, et placez chacun au bon endroit avant de recourir à un [[en:store]] global.',
            rw: 'Tandukanya [[en:state]] y’imbere muri [[en:component]], isangiwe, amakuru ava kuri seriveri na [[en:state]] iri muri URL, kandi ushyire buri imwe ahayikwiye mbere yo gukoresha [[en:store]] rusange.',
          },
        },
        {
          id: 'global-stores',
          title: { en: 'Global stores', fr: 'Stores globaux', rw: '[[en:Stores]] rusange' },
          text: {
            en: 'Try a small store library such as Zustand, and learn the ideas of Redux Toolkit, which many existing company projects still use.',
            fr: 'Essayez une petite bibliothèque de [[en:store]] comme Zustand, et apprenez les idées de Redux Toolkit, que beaucoup de projets d’entreprise utilisent encore.',
            rw: 'Gerageza isomero rito rya [[en:store]] nka Zustand, kandi wige ibitekerezo bya Redux Toolkit, ikigikoreshwa mu mishinga myinshi y’ibigo.',
          },
        },
      ],
      project: {
        en: 'Build a Kigali bus routes page that reads routes and stops from a small JSON API (a local mock server is fine), lets the user search a stop and mark favourite routes, and works well on a slow connection.',
        fr: 'Créez une page des lignes de bus de Kigali qui lit lignes et arrêts depuis une petite API JSON (un faux serveur local suffit), permet de chercher un arrêt et de marquer des lignes favorites, et fonctionne bien sur une connexion lente.',
        rw: 'Kora urupapuro rw’imihanda ya bisi i Kigali rusoma imihanda n’aho bisi zihagarara kuri API nto ya JSON (seriveri y’igerageza kuri mudasobwa yawe irahagije), rutuma ukoresha ashakisha aho bisi ihagarara kandi akabika imihanda akunda, kandi rukora neza no kuri interineti itinda.',
      },
      weeks: 3,
      resources: [
        resource.react,
        { name: 'TanStack', url: 'https://tanstack.com/', kind: 'docs' },
        resource.fullStackOpen,
      ],
      curriculum: [],
    },
    {
      id: 'styling-and-forms',
      title: { en: 'Styling and forms', fr: 'Style et formulaires', rw: 'Imigaragarire n’amafishi' },
      goal: {
        en: 'You can style a React app in a maintainable way that works on phones, and build accessible forms with validation and clear error messages.',
        fr: 'Vous savez mettre en forme une application React de façon maintenable et adaptée aux téléphones, et créer des formulaires accessibles avec validation et messages d’erreur clairs.',
        rw: 'Ushobora gutunganya imigaragarire ya porogaramu ya React mu buryo bworoshye kwitaho kandi bukora kuri telefone, no kubaka amafishi buri wese ashobora gukoresha afite igenzura n’ubutumwa bw’amakosa busobanutse.',
      },
      topics: [
        {
          id: 'styling-options',
          title: { en: 'Ways to style', fr: 'Façons de styliser', rw: 'Uburyo bwo gutunganya imigaragarire' },
          text: {
            en: 'Compare plain CSS files, CSS Modules and a utility framework such as Tailwind CSS, and pick one approach and use it consistently in a project.',
            fr: 'Comparez les fichiers CSS simples, les CSS Modules et un [[en:framework]] utilitaire comme Tailwind CSS, puis choisissez une approche et tenez-vous-y dans un projet.',
            rw: 'Gereranya amadosiye ya CSS asanzwe, CSS Modules na [[en:framework]] nka Tailwind CSS, hanyuma uhitemo uburyo bumwe ubukoreshe mu mushinga wose.',
          },
        },
        {
          id: 'responsive-design',
          title: { en: 'Responsive design', fr: 'Design adaptatif', rw: 'Imbuga zijyana n’ingano ya ecran' },
          text: {
            en: 'Design for small phone screens first and use flexbox, grid and media queries, since most users in Rwanda browse on a phone.',
            fr: 'Concevez d’abord pour les petits écrans de téléphone et utilisez flexbox, grid et les [[en:media queries]], car la plupart des utilisateurs au Rwanda naviguent sur téléphone.',
            rw: 'Banza utegure ecran nto za telefone kandi ukoreshe flexbox, [[en:grid]] na [[en:media queries]], kuko abakoresha benshi mu Rwanda bakoresha interineti kuri telefone.',
          },
        },
        {
          id: 'controlled-forms',
          title: { en: 'Controlled forms', fr: 'Formulaires contrôlés', rw: 'Amafishi agenzurwa na [[en:state]]' },
          text: {
            en: 'Keep input values in state, handle submit without reloading the page, and reset or fill the form from data.',
            fr: 'Gardez les valeurs des champs dans l’état, gérez l’envoi sans recharger la page, et videz ou remplissez le formulaire à partir de données.',
            rw: 'Bika ibyanditswe mu myanya y’ifishi muri [[en:state]], ukemure kohereza ifishi udafunguye urupapuro bundi bushya, kandi usibe cyangwa wuzuze ifishi uhereye ku makuru.',
          },
        },
        {
          id: 'validation',
          title: { en: 'Validation and form libraries', fr: 'Validation et bibliothèques de formulaires', rw: 'Igenzura n’amasomero y’amafishi' },
          text: {
            en: 'Check input such as a phone number or an email before sending, and use a library like React Hook Form with a schema when forms grow large.',
            fr: 'Vérifiez les saisies comme un numéro de téléphone ou une adresse e-mail avant l’envoi, et utilisez une bibliothèque comme React Hook Form avec un schéma quand les formulaires grandissent.',
            rw: 'Genzura ibyuzuzwa nka nimero ya telefone cyangwa [[en:email]] mbere yo kohereza, kandi ukoreshe isomero nka React Hook Form na [[en:schema]] igihe amafishi abaye manini.',
          },
        },
        {
          id: 'accessible-forms',
          title: { en: 'Accessible forms', fr: 'Formulaires accessibles', rw: 'Amafishi buri wese ashobora gukoresha' },
          text: {
            en: 'Give every field a label, link error messages to their fields and keep the whole form usable with the keyboard and screen readers.',
            fr: 'Donnez une étiquette à chaque champ, reliez les messages d’erreur à leur champ et gardez tout le formulaire utilisable au clavier et avec un lecteur d’écran.',
            rw: 'Ha buri mwanya [[en:label]], uhuze ubutumwa bw’ikosa n’umwanya bureba, kandi utume ifishi yose ikoreshwa na clavier n’abakoresha porogaramu zisoma ecran.',
          },
        },
      ],
      project: {
        en: 'Build a registration form for a school coding club, with name, class, phone number and chosen track, validation on each field, a summary before sending and a layout that works well on a phone.',
        fr: 'Créez un formulaire d’inscription pour un club de programmation scolaire, avec nom, classe, numéro de téléphone et parcours choisi, une validation par champ, un récapitulatif avant l’envoi et une mise en page adaptée au téléphone.',
        rw: 'Kora ifishi yo kwiyandikisha mu itsinda ry’ishuri ryiga gukora porogaramu, irimo izina, ishuri, nimero ya telefone n’icyiciro yahisemo, igenzura kuri buri mwanya, incamake mbere yo kohereza n’imiterere ikora neza kuri telefone.',
      },
      weeks: 3,
      resources: [
        resource.mdnWebDocs,
        resource.webDev,
        resource.tailwindCss,
        { name: 'React Hook Form', url: 'https://react-hook-form.com/', kind: 'docs' },
      ],
      curriculum: [
        curriculum.rtbWebDevelopmentL3,
        curriculum.rtbUiUxDesignL3,
      ],
    },
    {
      id: 'typescript-and-testing',
      title: { en: 'TypeScript and testing', fr: 'TypeScript et tests', rw: 'TypeScript n’igerageza' },
      goal: {
        en: 'You can write React components in TypeScript and protect your app with unit, component and end-to-end tests.',
        fr: 'Vous savez écrire des composants React en TypeScript et protéger votre application avec des tests unitaires, de composants et de bout en bout.',
        rw: 'Ushobora kwandika [[en:components]] za React muri TypeScript no kurinda porogaramu yawe ukoresheje [[en:tests]] z’uduce duto, iza [[en:components]] n’iz’urugendo rwose rw’ukoresha ([[en:end-to-end]]).',
      },
      topics: [
        {
          id: 'typescript-with-react',
          title: { en: 'TypeScript with React', fr: 'TypeScript avec React', rw: 'TypeScript muri React' },
          text: {
            en: 'Type props, state and event handlers so the editor warns you about mistakes early, which is now expected in most React jobs.',
            fr: 'Typez les [[en:props]], l’état et les gestionnaires d’événements pour que l’éditeur signale les erreurs tôt\u00a0: c’est désormais attendu dans la plupart des postes React.',
            rw: 'Ha [[en:types props]], [[en:state]] na [[en:event handlers]] kugira ngo [[en:editor]] ikuburire hakiri kare ku makosa; ubu ni ibisabwa mu kazi kenshi ka React.',
          },
        },
        {
          id: 'unit-tests',
          title: { en: 'Unit tests with Vitest', fr: 'Tests unitaires avec Vitest', rw: '[[en:Unit tests]] na Vitest' },
          text: {
            en: 'Test plain functions such as totals and formatters with Vitest, the fastest way to catch mistakes in your app’s logic.',
            fr: 'Testez les fonctions simples, comme les totaux et les formats, avec Vitest\u00a0: c’est le moyen le plus rapide de repérer les erreurs de logique.',
            rw: 'Gerageza [[en:functions]] zisanzwe nk’izibara igiteranyo cyangwa izitunganya imyandikire ukoresheje Vitest; ni bwo buryo bwihuse bwo gufata amakosa mu mitekerereze ya porogaramu.',
          },
        },
        {
          id: 'component-tests',
          title: { en: 'Component tests', fr: 'Tests de composants', rw: '[[en:Tests]] za [[en:components]]' },
          text: {
            en: 'Use React Testing Library to click and type like a user and check what appears on screen, instead of testing hidden details.',
            fr: 'Utilisez React Testing Library pour cliquer et écrire comme un utilisateur et vérifier ce qui s’affiche, plutôt que de tester des détails cachés.',
            rw: 'Koresha React Testing Library gukanda no kwandika nk’ukoresha nyawe no kureba ibigaragara kuri ecran, aho kugerageza ibintu byihishe imbere.',
          },
        },
        {
          id: 'end-to-end-tests',
          title: { en: 'End-to-end tests', fr: 'Tests de bout en bout', rw: '[[en:Tests]] z’urugendo rwose' },
          text: {
            en: 'Write a few end-to-end tests with a tool such as Playwright that open the real app in a browser and follow the most important user journeys.',
            fr: 'Écrivez quelques tests de bout en bout avec un outil comme Playwright, qui ouvrent la vraie application dans un navigateur et suivent les parcours les plus importants.',
            rw: 'Andika [[en:tests]] nke z’urugendo rwose ukoresheje igikoresho nka Playwright, zifungura porogaramu nyayo muri mushakisha zigakurikira inzira z’ingenzi abakoresha banyuramo.',
          },
        },
      ],
      project: {
        en: 'Convert your expense tracker to TypeScript and add tests: unit tests for the totals, component tests for adding an expense and one end-to-end test of the full flow.',
        fr: 'Passez votre suivi des dépenses en TypeScript et ajoutez des tests\u00a0: des tests unitaires pour les totaux, des tests de composants pour l’ajout d’une dépense et un test de bout en bout du parcours complet.',
        rw: 'Hindura porogaramu yawe ikurikirana amafaranga ukoresha uyishyire muri TypeScript kandi wongeremo [[en:tests]]: [[en:unit tests]] ku biteranyo, [[en:tests]] za [[en:components]] ku kongeramo icyakoreshejwe, na [[en:test]] imwe y’urugendo rwose.',
      },
      weeks: 3,
      resources: [
        resource.typescript,
        resource.vitest,
        resource.testingLibrary,
        resource.playwright,
      ],
      curriculum: [],
    },
    {
      id: 'performance-and-deployment',
      title: { en: 'Performance, frameworks and going live', fr: 'Performance, [[en:frameworks]] et mise en ligne', rw: 'Umuvuduko, [[en:frameworks]] no gushyira ku murongo' },
      goal: {
        en: 'You can find and fix slow parts of a React app, know when a framework such as Next.js helps, and publish your app on the internet.',
        fr: 'Vous savez trouver et corriger les parties lentes d’une application React, savoir quand un [[en:framework]] comme Next.js aide, et publier votre application sur Internet.',
        rw: 'Ushobora kubona no gukosora ibice bituma porogaramu ya React itinda, ukamenya igihe [[en:framework]] nka Next.js ifasha, kandi ugashyira porogaramu yawe kuri interineti.',
      },
      topics: [
        {
          id: 'measuring-performance',
          title: { en: 'Measuring performance', fr: 'Mesurer la performance', rw: 'Gupima umuvuduko' },
          text: {
            en: 'Use the React Profiler and Lighthouse to see what is really slow before changing code, and test on a cheap phone with a slow network.',
            fr: 'Utilisez le Profiler de React et Lighthouse pour voir ce qui est vraiment lent avant de changer le code, et testez sur un téléphone bon marché avec un réseau lent.',
            rw: 'Koresha React Profiler na Lighthouse kureba igitinda koko mbere yo guhindura kode, kandi ugerageze kuri telefone ihendutse n’interineti itinda.',
          },
        },
        {
          id: 'memo-and-lazy',
          title: { en: 'Memoisation and lazy loading', fr: 'Mémoïsation et chargement différé', rw: 'Memoization no gutinza gufungura' },
          text: {
            en: 'Avoid needless re-renders with memo, useMemo and useCallback where they help, and split big pages with lazy and Suspense so the first screen loads fast.',
            fr: 'Évitez les rendus inutiles avec memo, useMemo et useCallback là où ils aident, et découpez les grosses pages avec lazy et Suspense pour que le premier écran arrive vite.',
            rw: 'Irinde [[en:renders]] zidakenewe ukoresheje [[en:memo]], useMemo na useCallback aho bifasha, kandi ugabanye impapuro nini ukoresheje [[en:lazy]] na Suspense kugira ngo ecran ya mbere ifunguke vuba.',
          },
        },
        {
          id: 'frameworks',
          title: { en: 'Frameworks such as Next.js', fr: '[[en:Frameworks]] comme Next.js', rw: '[[en:Frameworks]] nka Next.js' },
          text: {
            en: 'Learn what server rendering and static generation are and when a React framework like Next.js is worth it, for example for pages that search engines must find.',
            fr: 'Apprenez ce que sont le rendu serveur et la génération statique, et quand un [[en:framework]] React comme Next.js en vaut la peine, par exemple pour des pages que les moteurs de recherche doivent trouver.',
            rw: 'Iga icyo [[en:server rendering]] na [[en:static generation]] ari cyo n’igihe [[en:framework]] ya React nka Next.js ikenewe, urugero ku mpapuro moteri zishakisha zigomba kubona.',
          },
        },
        {
          id: 'deployment',
          title: { en: 'Deploying your app', fr: 'Déployer votre application', rw: 'Gushyira porogaramu ku murongo' },
          text: {
            en: 'Build the app and publish it on a free static host such as GitHub Pages, Netlify or Vercel, with environment variables kept out of the code.',
            fr: 'Construisez l’application et publiez-la sur un hébergeur statique gratuit comme GitHub Pages, Netlify ou Vercel, en gardant les variables d’environnement hors du code.',
            rw: 'Kora [[en:build]] ya porogaramu uyishyire ku rubuga rwakira imbuga ku buntu nka GitHub Pages, Netlify cyangwa Vercel, [[en:variables]] z’ibidukikije ([[en:environment variables]]) zitari muri kode.',
          },
        },
      ],
      project: {
        en: 'Measure your bus routes or expense app with Lighthouse, fix the two biggest problems you find, deploy it online and share the link with a short note on what you improved.',
        fr: 'Mesurez votre application de lignes de bus ou de dépenses avec Lighthouse, corrigez les deux plus gros problèmes trouvés, mettez-la en ligne et partagez le lien avec une courte note sur vos améliorations.',
        rw: 'Pima porogaramu yawe y’imihanda ya bisi cyangwa y’amafaranga ukoresha ukoresheje Lighthouse, ukosore ibibazo bibiri binini ubonye, uyishyire kuri interineti kandi usangize [[en:link]] n’inyandiko ngufi ku byo wanonosoye.',
      },
      weeks: 3,
      resources: [
        resource.react,
        resource.webDev,
        { name: 'Next.js', url: 'https://nextjs.org/', kind: 'docs' },
        resource.githubDocs,
      ],
      curriculum: [],
    },
  ],
};

export default plan;
