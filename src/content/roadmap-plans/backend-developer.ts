import type { RoadmapPlan } from '../schema/roadmap-plans';
import { resource, curriculum } from '../roadmap-references';

/** Backend Developer Roadmap: one server language, Git, databases, APIs, security, tests, caching and deployment. Written by Ubumenyi. */
const plan: RoadmapPlan = {
  id: 'RO2',
  slug: 'backend-developer',
  intro: {
    en: 'For anyone who wants to build what runs behind a website or a mobile app: the server that stores data, checks who is logged in and answers requests. You learn one server language well, then databases, APIs, security, testing, caching and deployment, in an order where each step uses the one before.',
    fr: 'Pour toute personne qui veut construire ce qui tourne derrière un site ou une application mobile\u00a0: le serveur qui garde les données, vérifie qui est connecté et répond aux requêtes. Vous apprenez bien un langage serveur, puis les bases de données, les API, la sécurité, les tests, la mise en cache et le déploiement, dans un ordre où chaque étape s’appuie sur la précédente.',
    rw: 'Ni iy’umuntu wese ushaka kubaka ibikora inyuma y’urubuga cyangwa porogaramu ya telefoni: seriveri ibika amakuru, igenzura uwinjiye kandi igasubiza ibyo isabwa. Wiga neza ururimi rumwe rwa seriveri, hanyuma ukiga ububiko bw’amakuru, API, umutekano, igerageza, [[en:cache]] no gushyira porogaramu ku murongo, mu buryo buri ntambwe yubakira ku yayibanjirije.',
  },
  followsRoadmapSh: true,
  updated: '2026-11-25',
  stages: [
    {
      id: 'internet-and-linux',
      title: { en: 'How the interineti works, and the [[en:terminal]]', fr: 'Le fonctionnement d’Internet et le terminal', rw: 'Uko interineti ikora na terminal' },
      goal: {
        en: 'You can explain how a request reaches a server and comes back, and you can move around, edit files and run programs in a Linux terminal.',
        fr: 'Vous savez expliquer comment une requête atteint un serveur et revient, et vous savez vous déplacer, modifier des fichiers et lancer des programmes dans un terminal Linux.',
        rw: 'Ushobora gusobanura uko icyo mushakisha isabye kigera kuri seriveri kikagaruka, kandi ushobora kwimuka mu bubiko, guhindura amadosiye no gukoresha porogaramu muri [[en:terminal]] ya Linux.',
      },
      topics: [
        {
          id: 'http',
          title: { en: 'HTTP requests and responses', fr: 'Requêtes et réponses HTTP', rw: 'Ibisabwa n’ibisubizo bya HTTP' },
          text: {
            en: 'Learn the parts of an HTTP request and response, the main methods and status codes, and headers, because a backend spends its whole life answering requests.',
            fr: 'Apprenez les parties d’une requête et d’une réponse HTTP, les principales méthodes, les codes de statut et les en-têtes, car un [[en:backend]] passe toute sa vie à répondre à des requêtes.',
            rw: 'Iga ibice bigize icyifuzo n’igisubizo bya HTTP, [[en:methods]] z’ingenzi, [[en:status codes]] na [[en:headers]], kuko [[en:backend]] imara igihe cyayo cyose isubiza ibyo isabwa.',
          },
        },
        {
          id: 'dns-and-hosting',
          title: { en: 'DNS, IP addresses and hosting', fr: 'DNS, adresses IP et hébergement', rw: 'DNS, aderesi za IP na [[en:hosting]]' },
          text: {
            en: 'Understand how a domain name becomes an IP address and how a server in a data centre receives traffic, so that deployment later makes sense.',
            fr: 'Comprenez comment un nom de domaine devient une adresse IP et comment un serveur dans un centre de données reçoit le trafic, pour que le déploiement ait du sens plus tard.',
            rw: 'Sobanukirwa uko izina ry’urubuga rihinduka aderesi ya IP n’uko seriveri iri mu kigo cy’amakuru ([[en:data centre]]) yakira abayigana, kugira ngo nyuma gushyira porogaramu ku murongo bikumvikanire.',
          },
        },
        {
          id: 'linux-terminal',
          title: { en: 'Linux and the terminal', fr: 'Linux et le terminal', rw: 'Linux na [[en:terminal]]' },
          text: {
            en: 'Practise moving between folders, reading and editing files, and checking running processes in a Linux terminal, because most servers run Linux without a screen.',
            fr: 'Entraînez-vous à passer d’un dossier à l’autre, à lire et modifier des fichiers et à surveiller les processus dans un terminal Linux, car la plupart des serveurs tournent sous Linux, sans écran.',
            rw: 'Imenyereze kwimuka hagati y’ububiko, gusoma no guhindura amadosiye no kureba porogaramu ziri gukora muri [[en:terminal]] ya Linux, kuko seriveri nyinshi zikoresha Linux nta mugaragaza.',
          },
        },
      ],
      project: {
        en: 'Use curl in a terminal to request three public websites, note the status codes and headers you get back, and write one page explaining what each one means.',
        fr: 'Utilisez curl dans un terminal pour interroger trois sites publics, notez les codes de statut et les en-têtes reçus, et écrivez une page qui explique ce que chacun signifie.',
        rw: 'Koresha curl muri [[en:terminal]] usaba imbuga eshatu zisanzwe, wandike [[en:status codes]] na [[en:headers]] wabonye, hanyuma wandike urupapuro rumwe rusobanura icyo buri kimwe gisobanura.',
      },
      weeks: 2,
      resources: [
        resource.mdnWebDocs,
        resource.theMissingSemesterMit,
      ],
      curriculum: [
        curriculum.rtbNetworkingFundamentalsL4,
        curriculum.rebComputerNetworks,
      ],
    },
    {
      id: 'a-server-language',
      title: { en: 'One server language, learned well', fr: 'Un langage serveur, bien maîtrisé', rw: 'Ururimi rumwe rwa seriveri, wize neza' },
      goal: {
        en: 'You can write, run and debug programs of a few hundred lines in one backend language, read and write files, and use its package manager.',
        fr: 'Vous savez écrire, lancer et déboguer des programmes de quelques centaines de lignes dans un langage [[en:backend]], lire et écrire des fichiers et utiliser son gestionnaire de paquets.',
        rw: 'Ushobora kwandika, gukoresha no gukosora porogaramu z’imirongo magana make mu rurimi rumwe rwa [[en:backend]], gusoma no kwandika amadosiye no gukoresha porogaramu yarwo icunga amapaki.',
      },
      topics: [
        {
          id: 'choosing-a-language',
          title: { en: 'Choosing a language', fr: 'Choisir un langage', rw: 'Guhitamo ururimi' },
          text: {
            en: 'Pick one language, such as JavaScript with Node.js, Python or PHP, and stay with it for months, because depth in one language teaches more than a taste of five.',
            fr: 'Choisissez un seul langage, comme JavaScript avec Node.js, Python ou PHP, et gardez-le des mois, car bien connaître un langage apprend plus que goûter à cinq.',
            rw: 'Hitamo ururimi rumwe, nka JavaScript na Node.js, Python cyangwa PHP, urugumeho amezi menshi, kuko kumenya neza ururimi rumwe bikwigisha byinshi kuruta gukozaho intoki ku ndimi eshanu.',
          },
        },
        {
          id: 'language-basics',
          title: { en: 'Variables, functions and control flow', fr: 'Variables, fonctions et contrôle', rw: 'Impinduragaciro, [[en:functions]] na if' },
          text: {
            en: 'Master variables, types, conditions, loops and functions in your language, the everyday tools you will use in every route and query you write.',
            fr: 'Maîtrisez les variables, les types, les conditions, les boucles et les fonctions de votre langage\u00a0: ce sont les outils de tous les jours de chaque route et requête que vous écrirez.',
            rw: 'Menya neza impinduragaciro, amoko y’amakuru, if, imizingo na [[en:functions]] mu rurimi rwawe, kuko ari ibikoresho bya buri munsi uzakoresha muri buri [[en:route]] na buri [[en:query]].',
          },
        },
        {
          id: 'data-structures',
          title: { en: 'Lists, maps and simple algorithms', fr: 'Listes, dictionnaires et algorithmes simples', rw: 'Intonde, [[en:maps]] na [[en:algorithms]] zoroheje' },
          text: {
            en: 'Work with lists, maps and sets, and learn to sort, search and count, since most backend code is about reshaping collections of records.',
            fr: 'Manipulez listes, dictionnaires et ensembles, et apprenez à trier, chercher et compter, car la plupart du code [[en:backend]] consiste à remodeler des collections d’enregistrements.',
            rw: 'Koresha intonde, [[en:maps]] na [[en:sets]], kandi wige gutondeka, gushakisha no kubara, kuko kode nyinshi za [[en:backend]] zihindura imiterere y’amakuru menshi yegeranye.',
          },
        },
        {
          id: 'errors-and-files',
          title: { en: 'Errors, files and JSON', fr: 'Erreurs, fichiers et JSON', rw: 'Amakosa, amadosiye na JSON' },
          text: {
            en: 'Handle errors on purpose, read and write text, CSV and JSON files, because a server must keep running when the input is wrong.',
            fr: 'Gérez les erreurs volontairement, lisez et écrivez des fichiers texte, CSV et JSON, car un serveur doit continuer à tourner quand les données reçues sont fausses.',
            rw: 'Tegura uko uzakemura amakosa, usome kandi wandike amadosiye y’inyandiko, CSV na JSON, kuko seriveri igomba gukomeza gukora n’iyo yahawe amakuru atari yo.',
          },
        },
        {
          id: 'packages-and-modules',
          title: { en: 'Modules and packages', fr: 'Modules et paquets', rw: '[[en:Modules]] n’amapaki' },
          text: {
            en: 'Split code into modules and install libraries with your language’s package manager, such as npm, pip or Composer, pinning versions so the project builds the same everywhere.',
            fr: 'Découpez le code en modules et installez des bibliothèques avec le gestionnaire de paquets du langage, comme npm, pip ou Composer, en fixant les versions pour que le projet se construise partout pareil.',
            rw: 'Gabanya kode mo [[en:modules]] kandi ushyiremo amasomero ukoresheje porogaramu icunga amapaki y’ururimi rwawe, nka npm, pip cyangwa Composer, ugena verisiyo kugira ngo umushinga ukore kimwe aho ari ho hose.',
          },
        },
      ],
      project: {
        en: 'Write a command-line program that reads a savings group’s contributions from a CSV file, totals them per member and per month, and writes a JSON report.',
        fr: 'Écrivez un programme en ligne de commande qui lit dans un fichier CSV les cotisations d’un groupe d’épargne, les totalise par membre et par mois, et produit un rapport JSON.',
        rw: 'Andika porogaramu ikoreshwa muri [[en:terminal]] isoma imisanzu y’itsinda ryo kuzigama (ikimina) iri mu idosiye ya CSV, ikabara igiteranyo cya buri munyamuryango na buri kwezi, ikandika raporo ya JSON.',
      },
      weeks: 8,
      resources: [
        resource.nodeJs,
        resource.pythonDocumentation,
        { name: 'PHP Manual', url: 'https://www.php.net/', kind: 'docs' },
        resource.cs50Harvard,
      ],
      curriculum: [
        { source: 'rtb-swd', name: { en: 'PHP Programming (L4)', fr: 'Programmation PHP (L4)', rw: 'Gukora porogaramu muri PHP (L4)' } },
        curriculum.rtbDataStructuresAndAlgorithms,
        curriculum.rebAlgorithmsAndProgramming,
      ],
    },
    {
      id: 'git-and-github',
      title: { en: 'Git and GitHub', fr: 'Git et GitHub', rw: 'Git na GitHub' },
      goal: {
        en: 'You keep every project in Git with clear commits, use branches and pull requests, and share your work on GitHub.',
        fr: 'Vous gardez chaque projet dans Git avec des [[en:commits]] clairs, utilisez branches et [[en:pull requests]], et partagez votre travail sur GitHub.',
        rw: 'Ubika buri mushinga muri Git ufite [[en:commits]] zisobanutse, ugakoresha amashami na [[en:pull requests]], kandi ugasangiza ibyo wakoze kuri GitHub.',
      },
      topics: [
        {
          id: 'commits',
          title: { en: 'Commits and history', fr: '[[en:Commits]] et historique', rw: '[[en:Commits]] n’amateka' },
          text: {
            en: 'Make small commits with messages that say why, and learn to read the history, so you can find when and how a bug came in.',
            fr: 'Faites de petits [[en:commits]] dont le message dit pourquoi, et apprenez à lire l’historique pour retrouver quand et comment un [[en:bug]] est apparu.',
            rw: 'Kora [[en:commits]] nto zifite ubutumwa buvuga impamvu, kandi wige gusoma amateka, kugira ngo ubashe kumenya igihe n’uburyo ikosa ryinjiye.',
          },
        },
        {
          id: 'branches',
          title: { en: 'Branches and merging', fr: 'Branches et fusion', rw: 'Amashami no kuyahuza' },
          text: {
            en: 'Develop each change on its own branch and merge it when it is ready, resolving conflicts carefully, which is how teams work on one codebase.',
            fr: 'Développez chaque changement sur sa propre branche et fusionnez-la quand elle est prête, en résolvant les conflits avec soin\u00a0: c’est ainsi que les équipes partagent un même code.',
            rw: 'Kora buri mpinduka ku ishami ryayo, uyihuze n’andi iyo irangiye, ukemura amakimbirane witonze, kuko ari ko amatsinda akorera kuri kode imwe.',
          },
        },
        {
          id: 'pull-requests',
          title: { en: 'Pull requests and reviews', fr: '[[en:Pull requests]] et relectures', rw: '[[en:Pull requests]] n’isuzuma rya kode' },
          text: {
            en: 'Open pull requests with a clear description and review other people’s code politely, because code review is a daily part of a backend job.',
            fr: 'Ouvrez des [[en:pull requests]] avec une description claire et relisez le code des autres avec courtoisie, car la relecture de code fait partie du quotidien d’un développeur [[en:backend]].',
            rw: 'Fungura [[en:pull requests]] zifite ibisobanuro bisobanutse kandi usuzume kode y’abandi mu kinyabupfura, kuko gusuzuma kode ari umurimo wa buri munsi w’ukora [[en:backend]].',
          },
        },
      ],
      project: {
        en: 'Put the savings report program on GitHub with a README that explains how to run it, and add one improvement through a branch and a pull request.',
        fr: 'Mettez le programme de rapport d’épargne sur GitHub avec un README qui explique comment le lancer, et ajoutez une amélioration par une branche et une [[en:pull request]].',
        rw: 'Shyira porogaramu ya raporo y’ikimina kuri GitHub ifite README isobanura uko ikoreshwa, hanyuma wongeremo ikintu kimwe gishya unyuze ku ishami na [[en:pull request]].',
      },
      weeks: 2,
      resources: [
        resource.git,
        resource.githubDocs,
      ],
      curriculum: [
        curriculum.rtbControlVersionSystemL3,
      ],
    },
    {
      id: 'relational-databases',
      title: { en: 'Relational databases and SQL', fr: 'Bases de données relationnelles et SQL', rw: 'Ububiko bw’amakuru bufitanye isano na SQL' },
      goal: {
        en: 'You can design tables for a real problem, write SQL to read and change data safely, and use indexes and transactions where they matter.',
        fr: 'Vous savez concevoir des tables pour un vrai problème, écrire du SQL pour lire et modifier les données en sécurité, et utiliser index et transactions là où ils comptent.',
        rw: 'Ushobora gutegura imbonerahamwe z’ikibazo nyacyo, kwandika SQL isoma kandi igahindura amakuru mu mutekano, no gukoresha [[en:indexes]] na [[en:transactions]] aho bikenewe.',
      },
      topics: [
        {
          id: 'sql-queries',
          title: { en: 'SQL queries', fr: 'Requêtes SQL', rw: '[[en:Queries]] za SQL' },
          text: {
            en: 'Write SELECT, INSERT, UPDATE and DELETE, filter and sort rows, and group them to count and sum, the daily language of every backend.',
            fr: 'Écrivez SELECT, INSERT, UPDATE et DELETE, filtrez et triez les lignes, et regroupez-les pour compter et additionner\u00a0: c’est la langue quotidienne de tout [[en:backend]].',
            rw: 'Andika SELECT, INSERT, UPDATE na DELETE, uyungurure kandi utondeke imirongo, uyishyire mu matsinda kugira ngo ubare kandi uteranye, kuko ari rwo rurimi rwa buri munsi rwa [[en:backend]] yose.',
          },
        },
        {
          id: 'joins-and-keys',
          title: { en: 'Keys and joins', fr: 'Clés et jointures', rw: '[[en:Keys]] na [[en:joins]]' },
          text: {
            en: 'Link tables with primary and foreign keys and combine them with joins, so each fact is stored once and still found wherever it is needed.',
            fr: 'Reliez les tables par des clés primaires et étrangères et combinez-les avec des jointures, pour que chaque fait soit stocké une seule fois et retrouvé partout où il sert.',
            rw: 'Huza imbonerahamwe ukoresheje [[en:primary keys]] na [[en:foreign keys]] kandi uzihurize hamwe ukoresheje [[en:joins]], kugira ngo buri kintu kibikwe rimwe gusa ariko kiboneke aho gikenewe hose.',
          },
        },
        {
          id: 'schema-design',
          title: { en: 'Designing a schema', fr: 'Concevoir un schéma', rw: 'Gutegura imiterere y’ububiko' },
          text: {
            en: 'Turn a real situation into tables and relationships, apply the basic normal forms and choose sensible data types, because a bad design is hard to fix later.',
            fr: 'Traduisez une situation réelle en tables et en relations, appliquez les formes normales de base et choisissez des types de données sensés, car une mauvaise conception se corrige mal ensuite.',
            rw: 'Hindura ikibazo nyacyo imbonerahamwe n’amasano hagati yazo, ukurikize [[en:normal forms]] z’ibanze kandi uhitemo amoko y’amakuru akwiye, kuko igishushanyo kibi kigorana gukosora nyuma.',
          },
        },
        {
          id: 'indexes-and-transactions',
          title: { en: 'Indexes and transactions', fr: 'Index et transactions', rw: '[[en:Indexes]] na [[en:transactions]]' },
          text: {
            en: 'Add indexes to make frequent searches fast and wrap related changes in a transaction, so money or stock is never half moved when something fails.',
            fr: 'Ajoutez des index pour accélérer les recherches fréquentes et regroupez les changements liés dans une transaction, pour qu’aucun argent ni stock ne soit à moitié déplacé en cas de panne.',
            rw: 'Ongeramo [[en:indexes]] kugira ngo ibishakishwa kenshi biboneke vuba, kandi ushyire impinduka zijyanye muri [[en:transaction]] imwe, kugira ngo amafaranga cyangwa ibicuruzwa bitimurwa igice iyo hari ikipfuye.',
          },
        },
        {
          id: 'orm-and-migrations',
          title: { en: 'ORMs and migrations', fr: 'ORM et migrations', rw: 'ORM na [[en:migrations]]' },
          text: {
            en: 'Use an ORM or query builder from your language and keep schema changes in migration files, so every copy of the database can be rebuilt the same way.',
            fr: 'Utilisez un ORM ou un générateur de requêtes de votre langage et gardez les changements de schéma dans des fichiers de migration, pour que chaque copie de la base puisse être reconstruite à l’identique.',
            rw: 'Koresha ORM cyangwa [[en:query builder]] y’ururimi rwawe, kandi ubike impinduka z’imiterere y’ububiko mu madosiye ya [[en:migration]], kugira ngo buri kopi y’ububiko ibashe kongera kubakwa kimwe.',
          },
        },
      ],
      project: {
        en: 'Design a PostgreSQL database for a farming cooperative’s stock: products, members, deliveries and sales, then write queries for the monthly stock and sales report.',
        fr: 'Concevez une base PostgreSQL pour le stock d’une coopérative agricole\u00a0: produits, membres, livraisons et ventes, puis écrivez les requêtes du rapport mensuel de stock et de ventes.',
        rw: 'Tegura ububiko bwa PostgreSQL bw’ibicuruzwa bya koperative y’abahinzi: ibicuruzwa, abanyamuryango, ibyagemuwe n’ibyagurishijwe, hanyuma wandike [[en:queries]] za raporo y’ukwezi y’ibiri mu bubiko n’ibyagurishijwe.',
      },
      weeks: 6,
      resources: [
        resource.postgresqlDocumentation,
        resource.sqlbolt,
      ],
      curriculum: [
        curriculum.rtbDatabaseDevelopmentL4,
        curriculum.rebDatabases,
      ],
    },
    {
      id: 'building-apis',
      title: { en: 'Building APIs', fr: 'Construire des API', rw: 'Kubaka API' },
      goal: {
        en: 'You can build a REST API with a web framework that validates input, talks to a database, returns clear errors and is documented for the people who use it.',
        fr: 'Vous savez construire avec un [[en:framework]] web une API REST qui valide les entrées, dialogue avec une base de données, renvoie des erreurs claires et est documentée pour ceux qui l’utilisent.',
        rw: 'Ushobora kubaka REST API ukoresheje [[en:framework]] y’urubuga, igenzura amakuru yakiriye, ivugana n’ububiko bw’amakuru, igatanga ubutumwa bw’amakosa busobanutse kandi ifite ibisobanuro ku bazayikoresha.',
      },
      topics: [
        {
          id: 'web-framework',
          title: { en: 'A web framework', fr: 'Un [[en:framework]] web', rw: '[[en:Framework]] y’urubuga' },
          text: {
            en: 'Learn the main framework for your language, such as Express, Django or Laravel, and how it maps a URL and a method to the code that handles it.',
            fr: 'Apprenez le [[en:framework]] principal de votre langage, comme Express, Django ou Laravel, et la façon dont il associe une URL et une méthode au code qui les traite.',
            rw: 'Iga [[en:framework]] nkuru y’ururimi rwawe, nka Express, Django cyangwa Laravel, n’uko ihuza URL na [[en:method]] na kode ibyitaho.',
          },
        },
        {
          id: 'rest-design',
          title: { en: 'REST and JSON', fr: 'REST et JSON', rw: 'REST na JSON' },
          text: {
            en: 'Design resources, URLs, methods and status codes that follow REST habits and return JSON, so frontend and mobile developers can guess how your API works.',
            fr: 'Concevez ressources, URL, méthodes et codes de statut selon les habitudes REST, avec des réponses en JSON, pour que les développeurs [[en:frontend]] et mobile devinent comment marche votre API.',
            rw: 'Tegura [[en:resources]], URL, [[en:methods]] na [[en:status codes]] bikurikiza imigenzo ya REST kandi bisubiza JSON, kugira ngo abakora [[en:frontend]] na porogaramu za telefoni bamenye uko API yawe ikora batagoranye.',
          },
        },
        {
          id: 'validation-and-errors',
          title: { en: 'Validation and error handling', fr: 'Validation et gestion des erreurs', rw: 'Igenzura ry’amakuru n’amakosa' },
          text: {
            en: 'Check every input on the server, never trust the client, and return errors with the right status code and a message a developer can act on.',
            fr: 'Vérifiez chaque donnée reçue sur le serveur, ne faites jamais confiance au client, et renvoyez les erreurs avec le bon code de statut et un message utile au développeur.',
            rw: 'Genzura buri kintu cyose seriveri yakiriye, ntuzigere wizera ibivuye ku mukoresha, kandi usubize amakosa ufite [[en:status code]] ikwiye n’ubutumwa bufasha ukora porogaramu kumenya icyo gukora.',
          },
        },
        {
          id: 'pagination-and-filtering',
          title: { en: 'Pagination and filtering', fr: 'Pagination et filtres', rw: '[[en:Pagination]] no kuyungurura' },
          text: {
            en: 'Return long lists page by page with filters and sorting, so a phone on a slow connection never downloads thousands of records at once.',
            fr: 'Renvoyez les longues listes page par page avec filtres et tri, pour qu’un téléphone sur une connexion lente ne télécharge jamais des milliers d’enregistrements d’un coup.',
            rw: 'Tanga intonde ndende igice ku kindi, ufite uburyo bwo kuyungurura no gutondeka, kugira ngo telefoni iri kuri interineti itinda itazigera ikurura amakuru ibihumbi icyarimwe.',
          },
        },
        {
          id: 'api-documentation',
          title: { en: 'API documentation', fr: 'Documentation d’API', rw: 'Ibisobanuro bya API' },
          text: {
            en: 'Describe your endpoints with OpenAPI and test them with a tool such as curl or an API client, because an API nobody understands will not be used.',
            fr: 'Décrivez vos points d’accès avec OpenAPI et testez-les avec curl ou un client d’API, car une API que personne ne comprend ne sera pas utilisée.',
            rw: 'Sobanura [[en:endpoints]] zawe ukoresheje OpenAPI kandi uzigerageze na curl cyangwa porogaramu igerageza API, kuko API nta muntu wumva itazakoreshwa.',
          },
        },
      ],
      project: {
        en: 'Build a REST API for the cooperative’s stock: list, add and update products, record deliveries and sales, and return the monthly report as JSON, with an OpenAPI description.',
        fr: 'Construisez une API REST pour le stock de la coopérative\u00a0: lister, ajouter et modifier des produits, enregistrer livraisons et ventes, et renvoyer le rapport mensuel en JSON, avec une description OpenAPI.',
        rw: 'Kora REST API y’ibicuruzwa bya koperative: kwerekana, kongeramo no guhindura ibicuruzwa, kwandika ibyagemuwe n’ibyagurishijwe, no gutanga raporo y’ukwezi muri JSON, ifite ibisobanuro bya OpenAPI.',
      },
      weeks: 6,
      resources: [
        resource.express,
        resource.django,
        { name: 'Laravel', url: 'https://laravel.com/', kind: 'docs' },
        resource.mdnWebDocs,
      ],
      curriculum: [
        curriculum.rtbBackendApplicationDevelopmentL4,
        curriculum.rtbBackendSystemDevelopmentL4,
      ],
    },
    {
      id: 'authentication-and-security',
      title: { en: 'Authentication and security', fr: 'Authentification et sécurité', rw: 'Kwemeza abakoresha n’umutekano' },
      goal: {
        en: 'You can let people sign up and log in safely, control what each role may do, and defend your API against the most common attacks.',
        fr: 'Vous savez permettre aux gens de s’inscrire et de se connecter en sécurité, contrôler ce que chaque rôle peut faire et protéger votre API contre les attaques les plus courantes.',
        rw: 'Ushobora gutuma abantu biyandikisha kandi binjira mu mutekano, kugena icyo buri ruhare rwemerewe gukora, no kurinda API yawe ibitero bikunze kubaho.',
      },
      topics: [
        {
          id: 'passwords',
          title: { en: 'Storing passwords', fr: 'Stocker les mots de passe', rw: 'Kubika ijambo ry’ibanga' },
          text: {
            en: 'Never store a password as plain text: hash it with a slow algorithm such as bcrypt or Argon2, so a stolen database does not reveal anyone’s password.',
            fr: 'Ne stockez jamais un mot de passe en clair\u00a0: hachez-le avec un algorithme lent comme bcrypt ou Argon2, pour qu’une base volée ne révèle le mot de passe de personne.',
            rw: 'Ntuzigere ubika ijambo ry’ibanga uko ryanditswe: rihindure [[en:hash]] ukoresheje [[en:algorithm]] itinda nka bcrypt cyangwa Argon2, kugira ngo ububiko bwibwe butagaragaza ijambo ry’ibanga ry’umuntu n’umwe.',
          },
        },
        {
          id: 'sessions-and-tokens',
          title: { en: 'Sessions and tokens', fr: 'Sessions et jetons', rw: '[[en:Sessions]] na [[en:tokens]]' },
          text: {
            en: 'Compare cookie sessions with tokens such as JWT, learn when each fits, and know how logging out and expiry work in both.',
            fr: 'Comparez les sessions par cookie et les jetons comme JWT, apprenez quand chacun convient, et sachez comment fonctionnent la déconnexion et l’expiration dans les deux cas.',
            rw: 'Gereranya [[en:sessions]] zikoresha [[en:cookies]] na [[en:tokens]] nka JWT, wige igihe buri bumwe bukwiye, kandi umenye uko gusohoka no kurangira kw’igihe bikora muri byombi.',
          },
        },
        {
          id: 'authorisation',
          title: { en: 'Roles and permissions', fr: 'Rôles et permissions', rw: 'Inshingano n’uburenganzira' },
          text: {
            en: 'Check on every request not only who the user is but what they are allowed to do, because many real leaks come from a missing permission check.',
            fr: 'Vérifiez à chaque requête non seulement qui est l’utilisateur, mais aussi ce qu’il a le droit de faire, car beaucoup de fuites réelles viennent d’une vérification de droits oubliée.',
            rw: 'Kuri buri cyifuzo, genzura atari uwo umukoresha ari we gusa ahubwo n’ibyo yemerewe gukora, kuko amakuru menshi yagiye ahagaragara yaturutse ku igenzura ry’uburenganzira ryibagiranye.',
          },
        },
        {
          id: 'owasp-top-ten',
          title: { en: 'Common attacks (OWASP Top 10)', fr: 'Attaques courantes (OWASP Top 10)', rw: 'Ibitero bikunze kubaho (OWASP Top 10)' },
          text: {
            en: 'Study SQL injection, broken access control, cross-site scripting and the rest of the OWASP Top 10, and the simple habits that prevent each one.',
            fr: 'Étudiez l’injection SQL, le contrôle d’accès défaillant, le [[en:cross-site scripting]] et le reste de l’OWASP Top 10, ainsi que les habitudes simples qui évitent chacun.',
            rw: 'Iga SQL [[en:injection]], igenzura ry’uburenganzira ridakora neza, [[en:cross-site scripting]] n’ibindi biri kuri OWASP Top 10, n’imigenzo yoroshye ikumira buri kimwe.',
          },
        },
        {
          id: 'https-and-secrets',
          title: { en: 'HTTPS, CORS and secrets', fr: 'HTTPS, CORS et secrets', rw: 'HTTPS, CORS n’amabanga' },
          text: {
            en: 'Serve everything over HTTPS, set CORS rules on purpose and keep keys and passwords in environment variables, never in the code you push.',
            fr: 'Servez tout en HTTPS, réglez les règles CORS délibérément et gardez clés et mots de passe dans des variables d’environnement, jamais dans le code que vous poussez.',
            rw: 'Tanga byose binyuze kuri HTTPS, ugene amategeko ya CORS ubizi, kandi ubike [[en:keys]] n’amagambo y’ibanga muri [[en:environment variables]], ntibijye muri kode wohereza kuri GitHub.',
          },
        },
      ],
      project: {
        en: 'Add accounts to the cooperative API with hashed passwords and two roles, a manager who can change stock and a member who can only read, then check it against the OWASP Top 10.',
        fr: 'Ajoutez des comptes à l’API de la coopérative avec des mots de passe hachés et deux rôles, un gérant qui modifie le stock et un membre qui ne fait que lire, puis vérifiez-la avec l’OWASP Top 10.',
        rw: 'Ongera konti muri API ya koperative zifite amagambo y’ibanga yahinduwe [[en:hash]] n’inshingano ebyiri: umucungamutungo ushobora guhindura ibiri mu bubiko n’umunyamuryango ushobora kureba gusa, hanyuma uyisuzume ukurikije OWASP Top 10.',
      },
      weeks: 4,
      resources: [
        resource.owasp,
        resource.owaspCheatSheetSeries,
      ],
      curriculum: [],
    },
    {
      id: 'testing-and-ci',
      title: { en: 'Testing and continuous integration', fr: 'Tests et intégration continue', rw: 'Igerageza no kugenzura kode buri gihe (CI)' },
      goal: {
        en: 'You can write unit and integration tests for your API and have them run automatically on every push before anything is merged.',
        fr: 'Vous savez écrire des tests unitaires et d’intégration pour votre API et les faire tourner automatiquement à chaque [[en:push]], avant toute fusion.',
        rw: 'Ushobora kwandika igerageza rya [[en:unit]] n’irya [[en:integration]] kuri API yawe, kandi ugatuma rikora ubwaryo buri uko wohereje kode, mbere y’uko hagira ikintu gihuzwa.',
      },
      topics: [
        {
          id: 'unit-tests',
          title: { en: 'Unit tests', fr: 'Tests unitaires', rw: 'Igerageza rya [[en:unit]]' },
          text: {
            en: 'Test small pieces of logic, such as a price calculation, with your language’s test runner, so you can change code without fear of breaking it.',
            fr: 'Testez de petits morceaux de logique, comme un calcul de prix, avec l’outil de test de votre langage, pour changer le code sans crainte de le casser.',
            rw: 'Gerageza uduce duto tw’imikorere, nk’ibarwa ry’igiciro, ukoresheje igikoresho cy’igerageza cy’ururimi rwawe, kugira ngo uhindure kode nta bwoba bwo kuyangiza.',
          },
        },
        {
          id: 'integration-tests',
          title: { en: 'Integration tests', fr: 'Tests d’intégration', rw: 'Igerageza rya [[en:integration]]' },
          text: {
            en: 'Call your real endpoints against a test database and check the responses, because most backend bugs live where code meets the database.',
            fr: 'Appelez vos vrais points d’accès avec une base de test et vérifiez les réponses, car la plupart des [[en:bugs]] [[en:backend]] se cachent là où le code rencontre la base de données.',
            rw: 'Hamagara [[en:endpoints]] zawe nyazo zikoresha ububiko bw’igerageza kandi urebe ibisubizo, kuko amakosa menshi ya [[en:backend]] aba aho kode ihurira n’ububiko bw’amakuru.',
          },
        },
        {
          id: 'continuous-integration',
          title: { en: 'Continuous integration', fr: 'Intégration continue', rw: 'Kugenzura kode buri gihe (CI)' },
          text: {
            en: 'Set up a pipeline, for example with GitHub Actions, that installs, lints and tests your project on every push, so broken code never reaches the main branch.',
            fr: 'Mettez en place un [[en:pipeline]], par exemple avec GitHub Actions, qui installe, vérifie et teste le projet à chaque [[en:push]], pour que du code cassé n’atteigne jamais la branche principale.',
            rw: 'Tegura [[en:pipeline]], urugero ukoresheje GitHub Actions, ishyiramo, isuzuma kandi ikagerageza umushinga wawe buri uko wohereje kode, kugira ngo kode ipfuye itazigera igera ku ishami rikuru.',
          },
        },
        {
          id: 'logging',
          title: { en: 'Logging and debugging', fr: 'Journalisation et débogage', rw: '[[en:Logs]] no gushaka amakosa' },
          text: {
            en: 'Write structured logs with useful context and learn to follow one failing request through them, since on a server you cannot just open the console.',
            fr: 'Écrivez des journaux structurés avec un contexte utile et apprenez à y suivre une requête en échec, car sur un serveur vous ne pouvez pas simplement ouvrir la console.',
            rw: 'Andika [[en:logs]] ziteguye neza zifite amakuru y’ingirakamaro, kandi wige gukurikira muri zo icyifuzo kimwe cyanze gukora, kuko kuri seriveri udashobora gufungura [[en:console]] gusa.',
          },
        },
      ],
      project: {
        en: 'Write unit tests for the stock calculations and integration tests for the login and sales endpoints, and make GitHub Actions run them on every pull request.',
        fr: 'Écrivez des tests unitaires pour les calculs de stock et des tests d’intégration pour les points d’accès de connexion et de ventes, et faites-les tourner par GitHub Actions à chaque [[en:pull request]].',
        rw: 'Andika igerageza rya [[en:unit]] ku mibare y’ibiri mu bubiko n’irya [[en:integration]] kuri [[en:endpoints]] zo kwinjira n’izo kugurisha, kandi utume GitHub Actions irikoresha kuri buri [[en:pull request]].',
      },
      weeks: 3,
      resources: [
        resource.githubDocs,
        resource.pytest,
        resource.nodeJs,
      ],
      curriculum: [],
    },
    {
      id: 'caching-and-scaling',
      title: { en: 'Caching, queues and scaling', fr: 'Cache, files d’attente et montée en charge', rw: '[[en:Cache]], imirongo y’imirimo no kwagura' },
      goal: {
        en: 'You can speed up slow endpoints with a cache, move slow work into background jobs, and explain when a second server or another kind of database is worth it.',
        fr: 'Vous savez accélérer les points d’accès lents avec un cache, déplacer le travail lent dans des tâches de fond, et expliquer quand un second serveur ou un autre type de base en vaut la peine.',
        rw: 'Ushobora kwihutisha [[en:endpoints]] zitinda ukoresheje [[en:cache]], kwimurira imirimo itinda mu mirimo ikorerwa inyuma ([[en:background jobs]]), no gusobanura igihe seriveri ya kabiri cyangwa ubundi bwoko bw’ububiko bikenewe.',
      },
      topics: [
        {
          id: 'caching',
          title: { en: 'Caching with Redis', fr: 'Mise en cache avec Redis', rw: '[[en:Cache]] ukoresheje Redis' },
          text: {
            en: 'Keep the results of expensive queries in a cache such as Redis, and decide how long they stay valid, because the fastest query is the one you do not run.',
            fr: 'Gardez les résultats des requêtes coûteuses dans un cache comme Redis et décidez combien de temps ils restent valables, car la requête la plus rapide est celle qu’on n’exécute pas.',
            rw: 'Bika ibisubizo bya [[en:queries]] zitwara igihe kinini muri [[en:cache]] nka Redis, kandi ugene igihe bimara bifite agaciro, kuko [[en:query]] yihuta kuruta izindi ari iyo udakoresheje.',
          },
        },
        {
          id: 'background-jobs',
          title: { en: 'Background jobs and queues', fr: 'Tâches de fond et files d’attente', rw: 'Imirimo ikorerwa inyuma n’imirongo yayo' },
          text: {
            en: 'Send emails, SMS and reports from a queue processed in the background, so users get a quick answer while the slow work happens later.',
            fr: 'Envoyez e-mails, SMS et rapports depuis une file traitée en arrière-plan, pour que l’utilisateur reçoive vite une réponse pendant que le travail lent se fait plus tard.',
            rw: 'Ohereza [[en:email]], SMS na raporo unyuze ku murongo w’imirimo ukorerwa inyuma, kugira ngo umukoresha abone igisubizo vuba mu gihe imirimo itinda ikorwa nyuma.',
          },
        },
        {
          id: 'nosql',
          title: { en: 'NoSQL databases', fr: 'Bases NoSQL', rw: 'Ububiko bwa NoSQL' },
          text: {
            en: 'Learn what document and key-value stores such as MongoDB and Redis are good at, and why a relational database is still the safe default.',
            fr: 'Découvrez à quoi servent les bases de documents et clé-valeur comme MongoDB et Redis, et pourquoi une base relationnelle reste le choix sûr par défaut.',
            rw: 'Menya ibyo ububiko bwa [[en:documents]] na [[en:key-value]] nka MongoDB na Redis bukora neza, n’impamvu ububiko bufitanye isano ([[en:relational]]) bukomeza kuba amahitamo yizewe mbere y’ayandi.',
          },
        },
        {
          id: 'architecture',
          title: { en: 'Monoliths and services', fr: 'Monolithes et services', rw: 'Monolith na [[en:services]]' },
          text: {
            en: 'Understand monoliths, microservices and load balancers, and why a well-organised single application is usually the right start for a small team.',
            fr: 'Comprenez les monolithes, les microservices et la répartition de charge, et pourquoi une seule application bien organisée est en général le bon départ pour une petite équipe.',
            rw: 'Sobanukirwa monolith, [[en:microservices]] na [[en:load balancers]], n’impamvu porogaramu imwe iteguye neza akenshi ari yo ntangiriro ikwiye ku itsinda rito.',
          },
        },
      ],
      project: {
        en: 'Cache the monthly report in Redis and clear it when a sale is recorded, and add a background job that sends each member a (simulated) SMS summary of their deliveries.',
        fr: 'Mettez le rapport mensuel en cache dans Redis en le vidant à chaque vente enregistrée, et ajoutez une tâche de fond qui envoie à chaque membre un SMS (simulé) résumant ses livraisons.',
        rw: 'Bika raporo y’ukwezi muri [[en:cache]] ya Redis uyisibe iyo igurisha rishya ryanditswe, kandi wongereho umurimo ukorerwa inyuma woherereza buri munyamuryango SMS (y’igerageza) ivuga muri make ibyo yagemuye.',
      },
      weeks: 4,
      resources: [
        resource.redis,
        { name: 'RabbitMQ', url: 'https://www.rabbitmq.com/', kind: 'docs' },
        { name: 'MongoDB documentation', url: 'https://www.mongodb.com/docs', kind: 'docs' },
      ],
      curriculum: [],
    },
    {
      id: 'deployment',
      title: { en: 'Containers and deployment', fr: 'Conteneurs et déploiement', rw: '[[en:Containers]] no gushyira porogaramu ku murongo' },
      goal: {
        en: 'You can package your API and its database with Docker, deploy them to a Linux server or a cloud platform behind HTTPS, and watch their logs and health.',
        fr: 'Vous savez empaqueter votre API et sa base avec Docker, les déployer sur un serveur Linux ou une plateforme [[en:cloud]] derrière HTTPS, et surveiller leurs journaux et leur état.',
        rw: 'Ushobora gupfunyika API yawe n’ububiko bwayo ukoresheje Docker, kubishyira kuri seriveri ya Linux cyangwa kuri [[en:cloud]] binyuze kuri HTTPS, no gukurikirana [[en:logs]] zabyo n’uko bimeze.',
      },
      topics: [
        {
          id: 'docker',
          title: { en: 'Docker', fr: 'Docker', rw: 'Docker' },
          text: {
            en: 'Write a Dockerfile for your app and a Compose file for the app with its database, so it runs the same on your laptop and on the server.',
            fr: 'Écrivez un Dockerfile pour votre application et un fichier Compose qui l’associe à sa base de données, pour qu’elle tourne pareil sur votre portable et sur le serveur.',
            rw: 'Andika Dockerfile ya porogaramu yawe n’idosiye ya Compose iyihuza n’ububiko bwayo, kugira ngo ikore kimwe kuri mudasobwa yawe no kuri seriveri.',
          },
        },
        {
          id: 'web-servers',
          title: { en: 'Web servers and HTTPS', fr: 'Serveurs web et HTTPS', rw: '[[en:Web servers]] na HTTPS' },
          text: {
            en: 'Put a web server such as Nginx in front of your app as a reverse proxy and get a free TLS certificate, so all traffic is encrypted.',
            fr: 'Placez un serveur web comme Nginx devant votre application comme proxy inverse et obtenez un certificat TLS gratuit, pour que tout le trafic soit chiffré.',
            rw: 'Shyira [[en:web server]] nka Nginx imbere ya porogaramu yawe nka [[en:reverse proxy]], kandi ubone icyemezo cya TLS cy’ubuntu, kugira ngo ibinyura kuri seriveri byose bibe bifunze mu ibanga.',
          },
        },
        {
          id: 'configuration',
          title: { en: 'Configuration and environments', fr: 'Configuration et environnements', rw: 'Igenamiterere n’aho porogaramu ikorera' },
          text: {
            en: 'Keep settings in environment variables and run separate development, test and production setups, following the twelve-factor ideas.',
            fr: 'Gardez les réglages dans des variables d’environnement et séparez les environnements de développement, de test et de production, selon les principes twelve-factor.',
            rw: 'Bika igenamiterere muri [[en:environment variables]] kandi utandukanye aho ukorera, aho ugeragereza n’aho abakoresha nyabo bakoresha porogaramu, ukurikije amahame ya [[en:twelve-factor]].',
          },
        },
        {
          id: 'monitoring-and-backups',
          title: { en: 'Monitoring and backups', fr: 'Supervision et sauvegardes', rw: 'Gukurikirana imikorere na [[en:backups]]' },
          text: {
            en: 'Add a health check, watch logs and errors, and back up the database on a schedule you have actually tested restoring, because data loss ends businesses.',
            fr: 'Ajoutez un contrôle de santé, surveillez journaux et erreurs, et sauvegardez la base selon un calendrier dont vous avez vraiment testé la restauration, car une perte de données peut tuer une entreprise.',
            rw: 'Ongeramo igenzura ry’uko porogaramu ihagaze ([[en:health check]]), ukurikirane [[en:logs]] n’amakosa, kandi ubike kopi y’ububiko ([[en:backup]]) buri gihe wagennye, umaze kugerageza kuyigarura, kuko gutakaza amakuru bishobora gusenya ikigo.',
          },
        },
      ],
      project: {
        en: 'Deploy the cooperative API with Docker Compose on a small cloud server or a free hosting platform, behind HTTPS, with daily database backups and a health check you can visit.',
        fr: 'Déployez l’API de la coopérative avec Docker Compose sur un petit serveur [[en:cloud]] ou une plateforme d’hébergement gratuite, derrière HTTPS, avec une sauvegarde quotidienne de la base et un contrôle de santé consultable.',
        rw: 'Shyira API ya koperative ku murongo ukoresheje Docker Compose kuri seriveri nto ya [[en:cloud]] cyangwa kuri [[en:hosting]] y’ubuntu, binyuze kuri HTTPS, ufite [[en:backup]] y’ububiko ya buri munsi na [[en:health check]] umuntu ashobora gusura.',
      },
      weeks: 4,
      resources: [
        resource.dockerDocs,
        resource.nginx,
        { name: 'The Twelve-Factor App', url: 'https://12factor.net/', kind: 'docs' },
      ],
      curriculum: [],
    },
  ],
};

export default plan;
