import type { RoadmapPlan } from '../schema/roadmap-plans';
import { resource, curriculum } from '../roadmap-references';

/** Node.js Developer Roadmap: JavaScript on the server, from npm and files to APIs, databases, security and deployment. Written by Ubumenyi. */
const plan: RoadmapPlan = {
  id: 'RO9',
  slug: 'nodejs',
  intro: {
    en: 'For learners who know JavaScript and want to build the server side of apps: the part that stores data, checks who is logged in and answers the app’s requests. You learn npm packages, the file system and asynchronous code, then build an API, connect a database, secure it, test it and put it online. At the end you can build and deploy a back-end service on your own.',
    fr: 'Pour qui connaît JavaScript et veut construire la partie serveur des applications\u00a0: celle qui garde les données, vérifie qui est connecté et répond aux requêtes. Vous apprenez les paquets npm, le système de fichiers et le code asynchrone, puis vous créez une API, la reliez à une base de données, la sécurisez, la testez et la mettez en ligne. À la fin, vous savez créer et déployer seul un service [[en:back-end]].',
    rw: 'Ni iy’abazi JavaScript bashaka kubaka igice cya seriveri cya porogaramu: igice kibika amakuru, kigenzura uwinjiye muri konti kandi gisubiza ibyo porogaramu isaba. Wiga amapaki ya npm, amadosiye na kode idakurikiranya, hanyuma ukubaka API, ukayihuza n’ububiko bw’amakuru, ukayirinda, ukayigerageza kandi ukayishyira ku murongo. Urangiza ushobora kubaka no gushyira ku murongo serivisi ya [[en:back-end]] wenyine.',
  },
  followsRoadmapSh: true,
  updated: '2026-11-25',
  stages: [
    {
      id: 'getting-started',
      title: { en: 'Getting started with Node.js and npm', fr: 'Premiers pas avec Node.js et npm', rw: 'Gutangira Node.js na npm' },
      goal: {
        en: 'You can install Node.js, run scripts, split code into modules and manage a project’s packages and scripts with npm.',
        fr: 'Vous savez installer Node.js, lancer des scripts, découper le code en modules et gérer les paquets et les scripts d’un projet avec npm.',
        rw: 'Ushobora gushyira Node.js kuri mudasobwa, gukoresha [[en:scripts]], gucamo kode mo [[en:modules]] no gucunga amapaki na [[en:scripts]] by’umushinga ukoresheje npm.',
      },
      topics: [
        {
          id: 'what-is-node',
          title: { en: 'What Node.js is', fr: 'Ce qu’est Node.js', rw: 'Node.js ni iki' },
          text: {
            en: 'Understand that Node.js runs JavaScript outside the browser, with no DOM but with access to files, the network and the operating system.',
            fr: 'Comprenez que Node.js exécute JavaScript hors du navigateur, sans DOM mais avec accès aux fichiers, au réseau et au système d’exploitation.',
            rw: 'Sobanukirwa ko Node.js ikoresha JavaScript hanze ya mushakisha, nta DOM ariko ishobora kugera ku madosiye, ku murongo wa interineti no kuri sisitemu ya mudasobwa.',
          },
        },
        {
          id: 'install-and-run',
          title: { en: 'Installing and running code', fr: 'Installer et exécuter du code', rw: 'Gushyiraho no gukoresha kode' },
          text: {
            en: 'Install an LTS version with a version manager such as nvm, run files with node, try ideas in the REPL and use --watch to restart on every change.',
            fr: 'Installez une version LTS avec un gestionnaire de versions comme nvm, lancez des fichiers avec node, testez des idées dans le REPL et utilisez --watch pour relancer à chaque modification.',
            rw: 'Shyiraho verisiyo ya LTS ukoresheje igikoresho gicunga verisiyo nka nvm, ukoreshe amadosiye ukoresheje node, ugerageze ibitekerezo muri REPL kandi ukoreshe --watch kugira ngo yongere itangire igihe cyose uhinduye.',
          },
        },
        {
          id: 'modules',
          title: { en: 'ES modules and CommonJS', fr: 'Modules ES et CommonJS', rw: 'ES [[en:modules]] na CommonJS' },
          text: {
            en: 'Use import and export in new projects and read require and module.exports in older ones, since you will meet both styles at work.',
            fr: 'Utilisez import et export dans les nouveaux projets et sachez lire require et module.exports dans les anciens, car vous rencontrerez les deux styles au travail.',
            rw: 'Koresha import na export mu mishinga mishya kandi umenye gusoma require na module.exports mu ya kera, kuko uzahura n’uburyo bwombi mu kazi.',
          },
        },
        {
          id: 'npm',
          title: { en: 'npm and package.json', fr: 'npm et package.json', rw: 'npm na package.json' },
          text: {
            en: 'Install and remove packages, tell dependencies from dev dependencies, write npm scripts and commit the lock file so everyone gets the same versions.',
            fr: 'Installez et retirez des paquets, distinguez dépendances et dépendances de développement, écrivez des scripts npm et versionnez le fichier de verrouillage pour que tout le monde ait les mêmes versions.',
            rw: 'Shyiramo kandi ukuremo amapaki, utandukanye [[en:dependencies]] na devDependencies, wandike [[en:scripts]] za npm kandi ubike [[en:lock file]] muri Git kugira ngo buri wese abone verisiyo zimwe.',
          },
        },
        {
          id: 'semver-and-choosing-packages',
          title: { en: 'Versions and choosing packages', fr: 'Versions et choix des paquets', rw: 'Verisiyo no guhitamo amapaki' },
          text: {
            en: 'Read version numbers (major, minor, patch) and check a package’s maintenance and size before adding it, because every package is code you now depend on.',
            fr: 'Lisez les numéros de version (majeure, mineure, correctif) et vérifiez l’entretien et la taille d’un paquet avant de l’ajouter, car chaque paquet est du code dont vous dépendez désormais.',
            rw: 'Soma nimero za verisiyo ([[en:major]], [[en:minor]], [[en:patch]]) kandi urebe niba ipaki yitabwaho n’ingano yayo mbere yo kuyongeramo, kuko buri paki ari kode uba ugiye kwishingikirizaho.',
          },
        },
      ],
      project: {
        en: 'Create an npm project with a small module that converts amounts between Rwandan francs and other currencies from fixed rates, a script that prints a table, and a README with the commands to run it.',
        fr: 'Créez un projet npm avec un petit module qui convertit des montants entre le franc rwandais et d’autres monnaies à partir de taux fixes, un script qui affiche un tableau, et un README avec les commandes pour le lancer.',
        rw: 'Kora umushinga wa npm urimo [[en:module]] nto ivunja amafaranga y’u Rwanda mo andi mafaranga ikoresheje igiciro cy’ivunjisha kidahinduka, [[en:script]] yerekana imbonerahamwe, na README irimo amategeko yo kuwukoresha.',
      },
      weeks: 2,
      resources: [
        resource.nodeJs,
        resource.npmDocs,
        resource.theOdinProject,
      ],
      curriculum: [],
    },
    {
      id: 'async-and-errors',
      title: { en: 'Asynchronous code and errors', fr: 'Code asynchrone et erreurs', rw: 'Kode idakurikiranya n’amakosa' },
      goal: {
        en: 'You can explain the event loop, write non-blocking code with promises and async/await, use events, and handle errors so the server does not crash.',
        fr: 'Vous savez expliquer la boucle d’événements, écrire du code non bloquant avec les promesses et async/await, utiliser les événements, et gérer les erreurs pour que le serveur ne plante pas.',
        rw: 'Ushobora gusobanura [[en:event loop]], kwandika kode idahagarika ibindi ukoresheje [[en:promises]] na async/await, gukoresha [[en:events]], no gukemura amakosa kugira ngo seriveri idahagarara.',
      },
      topics: [
        {
          id: 'event-loop',
          title: { en: 'The event loop', fr: 'La boucle d’événements', rw: 'Event [[en:loop]]' },
          text: {
            en: 'See how one thread serves many users by never waiting on slow input and output, and why heavy calculations block every other request.',
            fr: 'Voyez comment un seul fil d’exécution sert de nombreux utilisateurs en n’attendant jamais les entrées-sorties lentes, et pourquoi un calcul lourd bloque toutes les autres requêtes.',
            rw: 'Reba uko [[en:thread]] imwe ikorera abakoresha benshi itigera itegereza ibikorwa bitinda byo kwinjiza no gusohora amakuru, n’impamvu ibarura riremereye rihagarika ibindi byose bisabwa.',
          },
        },
        {
          id: 'callbacks-promises-async',
          title: { en: 'Callbacks, promises and async/await', fr: '[[en:Callbacks]], promesses et async/await', rw: '[[en:Callbacks]], [[en:promises]] na async/await' },
          text: {
            en: 'Read the callback style of older Node.js code, then use the promise versions of the built-in modules with async and await in your own code.',
            fr: 'Lisez le style [[en:callback]] de l’ancien code Node.js, puis utilisez les versions à promesses des modules intégrés avec async et await dans votre propre code.',
            rw: 'Soma uburyo bwa [[en:callbacks]] bwa kode ya kera ya Node.js, hanyuma ukoreshe verisiyo za [[en:promises]] za [[en:modules]] zisanzwe muri Node ukoresheje async na await muri kode yawe.',
          },
        },
        {
          id: 'timers-and-next-tick',
          title: { en: 'Timers and scheduling', fr: 'Minuteries et planification', rw: '[[en:Timers]] no gutegura igihe' },
          text: {
            en: 'Know the order in which setTimeout, setImmediate, process.nextTick and promise callbacks run, which explains many puzzling logs.',
            fr: 'Connaissez l’ordre d’exécution de setTimeout, setImmediate, process.nextTick et des [[en:callbacks]] de promesses\u00a0: il explique beaucoup de journaux déroutants.',
            rw: 'Menya uko setTimeout, setImmediate, process.nextTick na [[en:callbacks]] za [[en:promises]] bikurikirana, kuko bisobanura [[en:logs]] nyinshi zitumvikana.',
          },
        },
        {
          id: 'event-emitter',
          title: { en: 'EventEmitter', fr: 'EventEmitter', rw: 'EventEmitter' },
          text: {
            en: 'Use EventEmitter to let one part of a program announce events and others react, the pattern behind streams, servers and many libraries.',
            fr: 'Utilisez EventEmitter pour qu’une partie du programme annonce des événements et que d’autres y réagissent\u00a0: c’est le modèle derrière les flux, les serveurs et beaucoup de bibliothèques.',
            rw: 'Koresha EventEmitter kugira ngo igice kimwe cya porogaramu gitangaze ibibaye maze ibindi bigisubize; ni bwo buryo [[en:streams]], seriveri n’amasomero menshi byubakiyeho.',
          },
        },
        {
          id: 'error-handling',
          title: { en: 'Handling errors', fr: 'Gérer les erreurs', rw: 'Gukemura amakosa' },
          text: {
            en: 'Catch errors from promises and callbacks, tell expected problems such as bad input from real bugs, and never leave a rejected promise unhandled.',
            fr: 'Attrapez les erreurs des promesses et des [[en:callbacks]], distinguez les problèmes attendus comme une mauvaise saisie des vrais bogues, et ne laissez jamais une promesse rejetée sans traitement.',
            rw: 'Fata amakosa ava muri [[en:promises]] na [[en:callbacks]], utandukanye ibibazo biteganyijwe nk’amakuru yinjijwe nabi n’amakosa nyayo ya kode, kandi ntuzigere usiga [[en:promise]] yanze idakemuwe.',
          },
        },
      ],
      project: {
        en: 'Write a script that checks a list of websites (for example your school’s and a few ministries’ pages) at the same time, reports which answer and how fast, and keeps going when one fails.',
        fr: 'Écrivez un script qui vérifie en même temps une liste de sites (par exemple celui de votre école et ceux de quelques ministères), indique lesquels répondent et en combien de temps, et continue quand l’un échoue.',
        rw: 'Andika [[en:script]] igenzura icyarimwe urutonde rw’imbuga (urugero urw’ishuri ryawe n’iza minisiteri zimwe), ikerekana izisubiza n’igihe zimara, kandi igakomeza n’iyo rumwe rwanze.',
      },
      weeks: 3,
      resources: [
        resource.nodeJs,
        resource.theModernJavascriptTutorial,
      ],
      curriculum: [],
    },
    {
      id: 'files-and-command-line',
      title: { en: 'Files and command-line tools', fr: 'Fichiers et outils en ligne de commande', rw: 'Amadosiye n’ibikoresho bya [[en:command line]]' },
      goal: {
        en: 'You can read, write and process files safely, use streams for large data, and build a small command-line tool that takes arguments and settings.',
        fr: 'Vous savez lire, écrire et traiter des fichiers en sécurité, utiliser les flux pour les grosses données, et créer un petit outil en ligne de commande qui accepte arguments et réglages.',
        rw: 'Ushobora gusoma, kwandika no gutunganya amadosiye mu buryo butekanye, gukoresha [[en:streams]] ku makuru menshi, no kubaka igikoresho gito cya [[en:command line]] cyakira [[en:arguments]] n’igenamiterere.',
      },
      topics: [
        {
          id: 'file-system',
          title: { en: 'The fs module', fr: 'Le module fs', rw: '[[en:Module]] ya fs' },
          text: {
            en: 'Read and write files and folders with fs/promises, and handle the common cases of a missing file or a folder that already exists.',
            fr: 'Lisez et écrivez fichiers et dossiers avec fs/promises, et gérez les cas courants d’un fichier manquant ou d’un dossier qui existe déjà.',
            rw: 'Soma kandi wandike amadosiye n’ububiko bwayo ukoresheje fs/promises, kandi ukemure ibibazo bikunze kubaho nk’idosiye itabonetse cyangwa ububiko busanzwe buhari.',
          },
        },
        {
          id: 'paths',
          title: { en: 'Paths', fr: 'Chemins', rw: 'Inzira z’amadosiye ([[en:paths]])' },
          text: {
            en: 'Build file paths with the path module instead of joining strings, so your code works the same on Windows, Linux and macOS.',
            fr: 'Construisez les chemins de fichiers avec le module path plutôt qu’en collant des chaînes, pour que votre code marche de la même façon sous Windows, Linux et macOS.',
            rw: 'Kora inzira z’amadosiye ukoresheje [[en:module]] ya [[en:path]] aho guteranya [[en:strings]], kugira ngo kode yawe ikore kimwe kuri Windows, Linux na macOS.',
          },
        },
        {
          id: 'streams',
          title: { en: 'Streams', fr: 'Flux', rw: '[[en:Streams]]' },
          text: {
            en: 'Process big files piece by piece with readable, writable and transform streams and pipeline, so memory stays low even for gigabytes of data.',
            fr: 'Traitez les gros fichiers morceau par morceau avec les flux en lecture, en écriture et de transformation et [[en:pipeline]], pour que la mémoire reste basse même pour des gigaoctets.',
            rw: 'Tunganya amadosiye manini igice ku kindi ukoresheje [[en:readable]], [[en:writable]] na [[en:transform streams]] na [[en:pipeline]], kugira ngo [[en:memory]] ikoreshwa ibe nke n’iyo amakuru ari [[en:gigabytes]].',
          },
        },
        {
          id: 'process-and-environment',
          title: { en: 'Arguments and environment variables', fr: 'Arguments et variables d’environnement', rw: '[[en:Arguments]] na [[en:environment variables]]' },
          text: {
            en: 'Read command-line arguments and environment variables, print clear output and exit with the right code, the basics of any tool other people can script.',
            fr: 'Lisez les arguments de la ligne de commande et les variables d’environnement, affichez une sortie claire et quittez avec le bon code\u00a0: la base de tout outil que d’autres peuvent automatiser.',
            rw: 'Soma [[en:arguments]] za [[en:command line]] na [[en:environment variables]], werekane ibisubizo bisobanutse kandi usohoke ufite [[en:code]] ikwiye; ni ishingiro ry’igikoresho cyose abandi bashobora gukoresha muri [[en:scripts]].',
          },
        },
      ],
      project: {
        en: 'Build a command-line tool that reads a cooperative’s sales file in CSV, totals the sales per product and per month, and writes a summary report to a new file.',
        fr: 'Créez un outil en ligne de commande qui lit le fichier CSV des ventes d’une coopérative, totalise les ventes par produit et par mois, et écrit un rapport de synthèse dans un nouveau fichier.',
        rw: 'Kora igikoresho cya [[en:command line]] gisoma idosiye ya CSV y’ibyagurishijwe na koperative, kikabara igiteranyo cya buri gicuruzwa na buri kwezi, kikandika raporo y’incamake mu yindi dosiye.',
      },
      weeks: 2,
      resources: [
        resource.nodeJs,
        resource.theMissingSemesterMit,
      ],
      curriculum: [],
    },
    {
      id: 'http-and-apis',
      title: { en: 'HTTP and building APIs', fr: 'HTTP et création d’API', rw: 'HTTP no kubaka API' },
      goal: {
        en: 'You can build a REST API with Express or Fastify that validates input, returns the right status codes and JSON, and calls other APIs when needed.',
        fr: 'Vous savez créer une API REST avec Express ou Fastify qui valide les entrées, renvoie les bons codes de statut et du JSON, et appelle d’autres API si besoin.',
        rw: 'Ushobora kubaka REST API ukoresheje Express cyangwa Fastify igenzura ibyinjijwe, igasubiza [[en:status codes]] zikwiye na JSON, kandi igahamagara izindi API igihe bikenewe.',
      },
      topics: [
        {
          id: 'http-basics',
          title: { en: 'How HTTP works', fr: 'Le fonctionnement de HTTP', rw: 'Uko HTTP ikora' },
          text: {
            en: 'Learn requests and responses, methods such as GET and POST, status codes and headers, and build a tiny server with the built-in http module to see them.',
            fr: 'Apprenez les requêtes et réponses, les méthodes comme GET et POST, les codes de statut et les en-têtes, et créez un mini serveur avec le module http intégré pour les observer.',
            rw: 'Iga [[en:requests]] na [[en:responses]], [[en:methods]] nka GET na POST, [[en:status codes]] na [[en:headers]], kandi wubake seriveri nto ukoresheje [[en:module]] ya [[en:http]] isanzwe muri Node kugira ngo ubibone.',
          },
        },
        {
          id: 'web-framework',
          title: { en: 'Express or Fastify', fr: 'Express ou Fastify', rw: 'Express cyangwa Fastify' },
          text: {
            en: 'Use a web framework for routes, middleware and JSON bodies, and keep route handlers short by moving logic into separate functions.',
            fr: 'Utilisez un [[en:framework]] web pour les routes, les middlewares et les corps JSON, et gardez les gestionnaires de routes courts en déplaçant la logique dans des fonctions séparées.',
            rw: 'Koresha [[en:framework]] y’imbuga ku [[en:routes]], [[en:middleware]] n’amakuru ya JSON yoherejwe, kandi ugumane [[en:route handlers]] ngufi wimurira imikorere muri [[en:functions]] zitandukanye.',
          },
        },
        {
          id: 'rest-design',
          title: { en: 'Designing a REST API', fr: 'Concevoir une API REST', rw: 'Gutegura REST API' },
          text: {
            en: 'Name resources with clear URLs, use methods and status codes as others expect, and add pagination and filters so lists stay fast.',
            fr: 'Nommez les ressources avec des URL claires, utilisez méthodes et codes de statut comme les autres s’y attendent, et ajoutez pagination et filtres pour que les listes restent rapides.',
            rw: 'Ita [[en:resources]] amazina ukoresheje URL zisobanutse, ukoreshe [[en:methods]] na [[en:status codes]] nk’uko abandi babyiteze, kandi wongeremo [[en:pagination]] n’iyungurura kugira ngo intonde zikomeze kwihuta.',
          },
        },
        {
          id: 'input-validation',
          title: { en: 'Validating input', fr: 'Valider les entrées', rw: 'Kugenzura ibyinjijwe' },
          text: {
            en: 'Check every request body and query with a schema library such as Zod before using it, and answer with a clear 400 error when it is wrong.',
            fr: 'Vérifiez chaque corps de requête et chaque paramètre avec une bibliothèque de schémas comme Zod avant de l’utiliser, et répondez par une erreur 400 claire quand c’est incorrect.',
            rw: 'Genzura buri makuru yoherejwe muri [[en:request]] ukoresheje isomero rya [[en:schema]] nka Zod mbere yo kuyakoresha, kandi usubize ikosa rya 400 risobanutse iyo atari yo.',
          },
        },
        {
          id: 'calling-other-apis',
          title: { en: 'Calling other APIs', fr: 'Appeler d’autres API', rw: 'Guhamagara izindi API' },
          text: {
            en: 'Use the built-in fetch to call other services, such as a payment or SMS provider, with timeouts and careful handling of their errors.',
            fr: 'Utilisez le fetch intégré pour appeler d’autres services, comme un prestataire de paiement ou de SMS, avec des délais d’attente et une gestion soignée de leurs erreurs.',
            rw: 'Koresha fetch isanzwe muri Node guhamagara izindi serivisi, nk’iz’ubwishyu cyangwa iza SMS, ushyizeho igihe ntarengwa kandi ukemura neza amakosa yazo.',
          },
        },
      ],
      project: {
        en: 'Build a REST API for a school library: list, add, lend and return books, with validation, correct status codes and a short document listing every endpoint.',
        fr: 'Créez une API REST pour une bibliothèque scolaire\u00a0: lister, ajouter, prêter et rendre des livres, avec validation, bons codes de statut et un court document qui liste chaque point d’accès.',
        rw: 'Kora REST API y’isomero ry’ishuri: kwerekana urutonde, kongeramo, gutiza no kugarura ibitabo, ifite igenzura, [[en:status codes]] zikwiye n’inyandiko ngufi igaragaza buri [[en:endpoint]].',
      },
      weeks: 4,
      resources: [
        resource.express,
        { name: 'Fastify', url: 'https://fastify.dev/', kind: 'docs' },
        resource.mdnWebDocs,
        resource.fullStackOpen,
      ],
      curriculum: [
        curriculum.rtbBackendApplicationDevelopmentL4,
        curriculum.rtbBackendSystemDevelopmentL4,
      ],
    },
    {
      id: 'databases',
      title: { en: 'Databases', fr: 'Bases de données', rw: 'Ububiko bw’amakuru' },
      goal: {
        en: 'You can design tables for an app, store and query data from Node.js with SQL or an ORM, and change the schema safely with migrations.',
        fr: 'Vous savez concevoir les tables d’une application, enregistrer et interroger des données depuis Node.js en SQL ou avec un ORM, et faire évoluer le schéma en sécurité avec des migrations.',
        rw: 'Ushobora gutegura imbonerahamwe za porogaramu, kubika no kubaza amakuru uhereye muri Node.js ukoresheje SQL cyangwa ORM, no guhindura imiterere y’ububiko mu mutekano ukoresheje [[en:migrations]].',
      },
      topics: [
        {
          id: 'sql-basics',
          title: { en: 'SQL and PostgreSQL', fr: 'SQL et PostgreSQL', rw: 'SQL na PostgreSQL' },
          text: {
            en: 'Learn tables, keys and the main SQL commands in PostgreSQL, because most business data lives in relational databases.',
            fr: 'Apprenez les tables, les clés et les principales commandes SQL avec PostgreSQL, car la plupart des données d’entreprise vivent dans des bases relationnelles.',
            rw: 'Iga imbonerahamwe, [[en:keys]] n’amategeko y’ingenzi ya SQL muri PostgreSQL, kuko amakuru menshi y’ibigo abikwa mu bubiko bw’amakuru bufitanye isano ([[en:relational]]).',
          },
        },
        {
          id: 'database-drivers',
          title: { en: 'Querying from Node.js', fr: 'Interroger depuis Node.js', rw: 'Kubaza ububiko uhereye muri Node.js' },
          text: {
            en: 'Connect with a driver such as pg, use a connection pool and always pass values as parameters, never by joining strings, to block SQL injection.',
            fr: 'Connectez-vous avec un pilote comme pg, utilisez un pool de connexions et passez toujours les valeurs en paramètres, jamais en collant des chaînes, pour bloquer l’injection SQL.',
            rw: 'Huza ukoresheje [[en:driver]] nka [[en:pg]], ukoreshe [[en:connection pool]] kandi buri gihe wohereze agaciro nka [[en:parameters]], ntuteranye [[en:strings]], kugira ngo uburizemo SQL [[en:injection]].',
          },
        },
        {
          id: 'orms',
          title: { en: 'ORMs and query builders', fr: 'ORM et constructeurs de requêtes', rw: 'ORMs na [[en:query builders]]' },
          text: {
            en: 'Try a tool such as Prisma or Drizzle that maps tables to typed code, and know what SQL it sends so you can fix slow queries.',
            fr: 'Essayez un outil comme Prisma ou Drizzle qui relie les tables à du code typé, et sachez quel SQL il envoie pour pouvoir corriger les requêtes lentes.',
            rw: 'Gerageza igikoresho nka Prisma cyangwa Drizzle gihuza imbonerahamwe na kode ifite [[en:types]], kandi umenye SQL cyohereza kugira ngo ushobore gukosora [[en:queries]] zitinda.',
          },
        },
        {
          id: 'migrations',
          title: { en: 'Migrations', fr: 'Migrations', rw: '[[en:Migrations]]' },
          text: {
            en: 'Change the database structure with versioned migration files kept in Git, so every computer and server has exactly the same tables.',
            fr: 'Modifiez la structure de la base avec des fichiers de migration versionnés dans Git, pour que chaque ordinateur et chaque serveur ait exactement les mêmes tables.',
            rw: 'Hindura imiterere y’ububiko ukoresheje amadosiye ya [[en:migrations]] abitswe muri Git, kugira ngo buri mudasobwa na buri seriveri bigire imbonerahamwe zimwe neza.',
          },
        },
        {
          id: 'document-databases',
          title: { en: 'Document databases', fr: 'Bases orientées documents', rw: 'Ububiko bw’amakuru bwa [[en:documents]]' },
          text: {
            en: 'See how a document database such as MongoDB stores JSON-like records, and when that fits better or worse than tables.',
            fr: 'Voyez comment une base orientée documents comme MongoDB stocke des enregistrements proches du JSON, et quand cela convient mieux ou moins bien que des tables.',
            rw: 'Reba uko ububiko bwa [[en:documents]] nka MongoDB bubika amakuru asa na JSON, n’igihe bukwiye kurusha imbonerahamwe cyangwa butazikwiye.',
          },
        },
      ],
      project: {
        en: 'Give a cooperative’s stock list a PostgreSQL database behind your API: products, deliveries from members and sales, with migrations, seed data and an endpoint that shows current stock per product.',
        fr: 'Dotez la liste de stock d’une coopérative d’une base PostgreSQL derrière votre API\u00a0: produits, livraisons des membres et ventes, avec migrations, données de départ et un point d’accès qui montre le stock actuel par produit.',
        rw: 'Ha urutonde rw’ububiko bw’ibicuruzwa bya koperative ububiko bw’amakuru bwa PostgreSQL inyuma ya API yawe: ibicuruzwa, ibyo abanyamuryango bazanye n’ibyagurishijwe, hamwe na [[en:migrations]], amakuru yo gutangiriraho na [[en:endpoint]] yerekana ibisigaye kuri buri gicuruzwa.',
      },
      weeks: 4,
      resources: [
        resource.postgresqlDocumentation,
        resource.sqlbolt,
        { name: 'Prisma', url: 'https://www.prisma.io/', kind: 'docs' },
      ],
      curriculum: [
        curriculum.rtbDatabaseDevelopmentL4,
        curriculum.rebDatabases,
      ],
    },
    {
      id: 'security-and-authentication',
      title: { en: 'Security and authentication', fr: 'Sécurité et authentification', rw: 'Umutekano no kwemeza abakoresha' },
      goal: {
        en: 'You can add sign-up and login to an API, store passwords safely, control who may do what, and protect the server against the most common attacks.',
        fr: 'Vous savez ajouter l’inscription et la connexion à une API, stocker les mots de passe en sécurité, contrôler qui a le droit de faire quoi, et protéger le serveur contre les attaques les plus courantes.',
        rw: 'Ushobora kongera kuri API kwiyandikisha no kwinjira muri konti, kubika ijambo ry’ibanga mu mutekano, kugena ufite uburenganzira bwo gukora iki, no kurinda seriveri ibitero bikunze kubaho.',
      },
      topics: [
        {
          id: 'password-hashing',
          title: { en: 'Storing passwords', fr: 'Stocker les mots de passe', rw: 'Kubika amagambo y’ibanga' },
          text: {
            en: 'Never store passwords as plain text: hash them with a slow algorithm such as bcrypt or Argon2, so a stolen database does not reveal them.',
            fr: 'Ne stockez jamais les mots de passe en clair\u00a0: hachez-les avec un algorithme lent comme bcrypt ou Argon2, pour qu’une base volée ne les révèle pas.',
            rw: 'Ntuzigere ubika amagambo y’ibanga uko yanditswe: yahindure ukoresheje [[en:algorithm]] itinda nka bcrypt cyangwa Argon2, kugira ngo ububiko bwibwe butayagaragaza.',
          },
        },
        {
          id: 'sessions-and-tokens',
          title: { en: 'Sessions and tokens', fr: 'Sessions et jetons', rw: '[[en:Sessions]] na [[en:tokens]]' },
          text: {
            en: 'Compare cookie sessions with tokens such as JWT, learn how each is stolen or misused, and choose the simpler safe option for your app.',
            fr: 'Comparez les sessions par cookie et les jetons comme JWT, apprenez comment chacun peut être volé ou mal utilisé, et choisissez l’option sûre la plus simple pour votre application.',
            rw: 'Gereranya [[en:sessions]] zikoresha [[en:cookies]] na [[en:tokens]] nka JWT, wige uko buri kimwe gishobora kwibwa cyangwa gukoreshwa nabi, kandi uhitemo uburyo bworoshye kandi butekanye kuri porogaramu yawe.',
          },
        },
        {
          id: 'authorisation',
          title: { en: 'Authorisation', fr: 'Autorisations', rw: 'Uburenganzira' },
          text: {
            en: 'Check on the server, for every request, that the user is allowed to do the action, for example that only a manager can change prices.',
            fr: 'Vérifiez sur le serveur, à chaque requête, que l’utilisateur a le droit de faire l’action, par exemple que seul un gestionnaire peut changer les prix.',
            rw: 'Genzura kuri seriveri, kuri buri [[en:request]], ko ukoresha afite uburenganzira bwo gukora icyo gikorwa, urugero ko umuyobozi wenyine ari we ushobora guhindura ibiciro.',
          },
        },
        {
          id: 'common-attacks',
          title: { en: 'Common attacks', fr: 'Attaques courantes', rw: 'Ibitero bikunze kubaho' },
          text: {
            en: 'Study the OWASP Top 10 risks such as injection and broken access control, and use CORS rules, security headers and rate limits to reduce them.',
            fr: 'Étudiez les risques du Top 10 de l’OWASP comme l’injection et le contrôle d’accès défaillant, et utilisez règles CORS, en-têtes de sécurité et limites de débit pour les réduire.',
            rw: 'Iga ibyago biri kuri OWASP Top 10 nka [[en:injection]] no kugenzura uburenganzira nabi, kandi ukoreshe amategeko ya CORS, [[en:security headers]] na [[en:rate limits]] kubigabanya.',
          },
        },
        {
          id: 'secrets-and-dependencies',
          title: { en: 'Secrets and dependencies', fr: 'Secrets et dépendances', rw: 'Ibanga na [[en:dependencies]]' },
          text: {
            en: 'Keep keys and passwords in environment variables, never in Git, and run npm audit regularly to find packages with known security holes.',
            fr: 'Gardez clés et mots de passe dans des variables d’environnement, jamais dans Git, et lancez régulièrement npm audit pour trouver les paquets qui ont des failles connues.',
            rw: 'Bika [[en:keys]] n’amagambo y’ibanga muri [[en:environment variables]], ntuzigere ubishyira muri Git, kandi ukoreshe npm [[en:audit]] kenshi kugira ngo ubone amapaki afite ibyuho by’umutekano bizwi.',
          },
        },
      ],
      project: {
        en: 'Add accounts to your cooperative API: members can see their own deliveries, only managers can record sales and change prices, with hashed passwords and a limit on login attempts.',
        fr: 'Ajoutez des comptes à l’API de votre coopérative\u00a0: les membres voient leurs propres livraisons, seuls les gestionnaires enregistrent les ventes et changent les prix, avec mots de passe hachés et une limite de tentatives de connexion.',
        rw: 'Ongera konti kuri API ya koperative yawe: abanyamuryango babona ibyo bazanye gusa, abayobozi bonyine ni bo bandika ibyagurishijwe kandi bagahindura ibiciro, amagambo y’ibanga ahinduwe ([[en:hashed]]) kandi umubare w’inshuro zo kugerageza kwinjira ugenwe.',
      },
      weeks: 3,
      resources: [
        resource.owasp,
        resource.owaspCheatSheetSeries,
        resource.nodeJs,
      ],
      curriculum: [],
    },
    {
      id: 'testing-and-logging',
      title: { en: 'Testing, logging and debugging', fr: 'Tests, journalisation et débogage', rw: 'Igerageza, [[en:logs]] no gukosora amakosa' },
      goal: {
        en: 'You can write automatic tests for your functions and API endpoints, log useful information in production and debug a running Node.js process.',
        fr: 'Vous savez écrire des tests automatiques pour vos fonctions et vos points d’accès, journaliser des informations utiles en production et déboguer un processus Node.js en marche.',
        rw: 'Ushobora kwandika [[en:tests]] zikora ubwazo ku [[en:functions]] na [[en:endpoints]] za API yawe, kwandika [[en:logs]] zifite akamaro igihe porogaramu iri ku murongo, no gukosora amakosa muri [[en:process]] ya Node.js irimo gukora.',
      },
      topics: [
        {
          id: 'unit-tests',
          title: { en: 'Unit tests', fr: 'Tests unitaires', rw: '[[en:Unit tests]]' },
          text: {
            en: 'Test small functions with the built-in node:test runner or Vitest, so you can change code later without breaking what already works.',
            fr: 'Testez les petites fonctions avec l’outil intégré node:test ou Vitest, pour modifier le code plus tard sans casser ce qui marche déjà.',
            rw: 'Gerageza [[en:functions]] nto ukoresheje node:test isanzwe muri Node cyangwa Vitest, kugira ngo uzahindure kode nyuma utangije ibisanzwe bikora.',
          },
        },
        {
          id: 'api-tests',
          title: { en: 'API tests', fr: 'Tests d’API', rw: '[[en:Tests]] za API' },
          text: {
            en: 'Send real requests to your app in tests with a tool such as Supertest and a separate test database, checking status codes and bodies.',
            fr: 'Envoyez de vraies requêtes à votre application dans les tests avec un outil comme Supertest et une base de test séparée, en vérifiant codes de statut et contenus.',
            rw: 'Ohereza [[en:requests]] nyazo kuri porogaramu yawe muri [[en:tests]] ukoresheje igikoresho nka Supertest n’ububiko bw’amakuru bw’igerageza butandukanye, ugenzura [[en:status codes]] n’ibisubizo.',
          },
        },
        {
          id: 'logging',
          title: { en: 'Logging', fr: 'Journalisation', rw: '[[en:Logs]]' },
          text: {
            en: 'Write structured logs with a library such as Pino, with levels and a request id, and never log passwords or personal data.',
            fr: 'Écrivez des journaux structurés avec une bibliothèque comme Pino, avec des niveaux et un identifiant de requête, et ne journalisez jamais de mots de passe ni de données personnelles.',
            rw: 'Andika [[en:logs]] ziteguye neza ukoresheje isomero nka Pino, zifite inzego n’id ya [[en:request]], kandi ntuzigere wandika amagambo y’ibanga cyangwa amakuru bwite y’abantu muri [[en:logs]].',
          },
        },
        {
          id: 'debugging',
          title: { en: 'Debugging Node.js', fr: 'Déboguer Node.js', rw: 'Gukosora amakosa muri Node.js' },
          text: {
            en: 'Start Node.js with --inspect and use breakpoints in your editor or Chrome DevTools to follow a request step by step.',
            fr: 'Lancez Node.js avec --inspect et utilisez des points d’arrêt dans votre éditeur ou dans Chrome DevTools pour suivre une requête pas à pas.',
            rw: 'Tangiza Node.js ukoresheje --inspect kandi ukoreshe [[en:breakpoints]] muri [[en:editor]] yawe cyangwa muri Chrome DevTools kugira ngo ukurikire [[en:request]] intambwe ku yindi.',
          },
        },
      ],
      project: {
        en: 'Add tests to your cooperative API that cover login, permissions and stock totals, run them with one npm command, and add request logs that help you find a failing call.',
        fr: 'Ajoutez à l’API de votre coopérative des tests qui couvrent la connexion, les autorisations et les totaux de stock, lancez-les avec une seule commande npm, et ajoutez des journaux de requêtes qui aident à trouver un appel en échec.',
        rw: 'Ongera [[en:tests]] kuri API ya koperative yawe zigenzura kwinjira, uburenganzira n’ibiteranyo by’ibisigaye, uzikoreshe ukoresheje itegeko rimwe rya npm, kandi wongeremo [[en:logs]] za [[en:requests]] zigufasha kubona [[en:request]] yanze.',
      },
      weeks: 2,
      resources: [
        resource.nodeJs,
        resource.vitest,
        resource.fullStackOpen,
      ],
      curriculum: [],
    },
    {
      id: 'deployment',
      title: { en: 'Deployment and running in production', fr: 'Déploiement et production', rw: 'Gushyira porogaramu ku murongo' },
      goal: {
        en: 'You can package your service, deploy it to a server or a hosting platform with its database, keep it running after crashes and watch its health.',
        fr: 'Vous savez empaqueter votre service, le déployer sur un serveur ou une plateforme d’hébergement avec sa base de données, le maintenir en marche après un plantage et surveiller son état.',
        rw: 'Ushobora gutegura serivisi yawe, kuyishyira kuri seriveri cyangwa ku rubuga rwakira porogaramu hamwe n’ububiko bwayo bw’amakuru, kuyigumisha ikora n’iyo yagize ikibazo no gukurikirana uko ihagaze.',
      },
      topics: [
        {
          id: 'configuration',
          title: { en: 'Configuration per environment', fr: 'Configuration par environnement', rw: 'Igenamiterere rya buri [[en:environment]]' },
          text: {
            en: 'Keep one code base and change settings such as the database address through environment variables for development, testing and production.',
            fr: 'Gardez un seul code et changez les réglages, comme l’adresse de la base de données, par des variables d’environnement pour le développement, les tests et la production.',
            rw: 'Gumana kode imwe kandi uhindure igenamiterere nka aderesi y’ububiko bw’amakuru ukoresheje [[en:environment variables]] mu gihe cyo gukora, cyo kugerageza n’icyo gukoresha nyabyo.',
          },
        },
        {
          id: 'docker',
          title: { en: 'Containers with Docker', fr: 'Conteneurs avec Docker', rw: '[[en:Containers]] na Docker' },
          text: {
            en: 'Write a Dockerfile for your API and a Compose file with its database, so the app runs the same on your laptop and on the server.',
            fr: 'Écrivez un Dockerfile pour votre API et un fichier Compose avec sa base de données, pour que l’application tourne de la même façon sur votre portable et sur le serveur.',
            rw: 'Andika Dockerfile ya API yawe na dosiye ya Compose irimo ububiko bwayo bw’amakuru, kugira ngo porogaramu ikore kimwe kuri mudasobwa yawe no kuri seriveri.',
          },
        },
        {
          id: 'hosting',
          title: { en: 'Hosting and process managers', fr: 'Hébergement et gestionnaires de processus', rw: 'Kwakira porogaramu na [[en:process managers]]' },
          text: {
            en: 'Deploy to a platform or a Linux server, restart automatically with a process manager such as PM2 or systemd, and put a reverse proxy with HTTPS in front.',
            fr: 'Déployez sur une plateforme ou un serveur Linux, redémarrez automatiquement avec un gestionnaire de processus comme PM2 ou systemd, et placez devant un proxy inverse avec HTTPS.',
            rw: 'Shyira porogaramu ku rubuga rwakira porogaramu cyangwa kuri seriveri ya Linux, ukoreshe [[en:process manager]] nka PM2 cyangwa systemd kugira ngo yongere itangire ubwayo, kandi ushyire imbere yayo [[en:reverse proxy]] ifite HTTPS.',
          },
        },
        {
          id: 'monitoring',
          title: { en: 'Health checks and monitoring', fr: 'Contrôles de santé et supervision', rw: 'Gukurikirana uko porogaramu ihagaze' },
          text: {
            en: 'Add a health endpoint, collect logs and basic metrics, and get an alert when the service is down before your users tell you.',
            fr: 'Ajoutez un point d’accès de santé, collectez journaux et métriques de base, et recevez une alerte quand le service tombe avant que vos utilisateurs ne vous préviennent.',
            rw: 'Ongeramo [[en:endpoint]] yerekana ko serivisi ikora, ukusanye [[en:logs]] n’ibipimo by’ibanze, kandi ubone umuburo igihe serivisi yahagaze mbere y’uko abakoresha bakubwira.',
          },
        },
        {
          id: 'scaling',
          title: { en: 'Scaling and worker threads', fr: 'Montée en charge et [[en:worker threads]]', rw: 'Kwagura porogaramu na [[en:worker threads]]' },
          text: {
            en: 'Learn when to run several copies of your app behind a load balancer and when to move heavy work to worker threads or a job queue.',
            fr: 'Apprenez quand lancer plusieurs copies de votre application derrière un répartiteur de charge et quand déplacer un travail lourd vers des [[en:worker threads]] ou une file de tâches.',
            rw: 'Iga igihe ukwiye gukoresha kopi nyinshi za porogaramu yawe inyuma ya [[en:load balancer]] n’igihe ukwiye kwimurira akazi karemereye muri [[en:worker threads]] cyangwa mu murongo w’imirimo ([[en:job queue]]).',
          },
        },
      ],
      project: {
        en: 'Put your cooperative API online with Docker, a managed or self-hosted PostgreSQL, HTTPS, automatic restarts and a health check, and write a one-page guide on how to deploy a new version.',
        fr: 'Mettez en ligne l’API de votre coopérative avec Docker, un PostgreSQL géré ou auto-hébergé, HTTPS, des redémarrages automatiques et un contrôle de santé, et écrivez un guide d’une page pour déployer une nouvelle version.',
        rw: 'Shyira API ya koperative yawe kuri interineti ukoresheje Docker, PostgreSQL icungwa n’abandi cyangwa wowe ubwawe, HTTPS, kongera gutangira byikora n’igenzura ry’uko ikora, kandi wandike urupapuro rumwe rusobanura uko verisiyo nshya ishyirwa ku murongo.',
      },
      weeks: 3,
      resources: [
        resource.dockerDocs,
        resource.nodeJs,
        resource.roadmapSh,
      ],
      curriculum: [],
    },
  ],
};

export default plan;
