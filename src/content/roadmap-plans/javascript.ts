import type { RoadmapPlan } from '../schema/roadmap-plans';
import { resource, curriculum } from '../roadmap-references';

/** JavaScript Roadmap: the language step by step, from values and types to the DOM and tooling. Written by Ubumenyi. */
const plan: RoadmapPlan = {
  id: 'RO7',
  slug: 'javascript',
  intro: {
    en: 'For anyone who wants to really know JavaScript, the language of every web page and of many servers and mobile apps. You start with values, types and functions, move on to objects, asynchronous code with promises and modules, then use the DOM to make pages come alive. At the end you can read and write modern JavaScript with confidence, ready for React or Node.js.',
    fr: 'Pour qui veut vraiment connaître JavaScript, le langage de toutes les pages web et de nombreux serveurs et applications mobiles. On commence par les valeurs, les types et les fonctions, on passe aux objets, au code asynchrone avec les promesses et aux modules, puis on utilise le DOM pour rendre les pages vivantes. À la fin, vous lisez et écrivez du JavaScript moderne avec assurance, prêt pour React ou Node.js.',
    rw: 'Ni iy’umuntu wese ushaka kumenya neza JavaScript, ururimi rukoreshwa n’imbuga zose za interineti, seriveri nyinshi na porogaramu za telefone. Uhera ku gaciro, amoko yako n’imikorere ([[en:functions]]), ugakomeza kuri objets, kode idakurikiranya ([[en:promises]]) na [[en:modules]], hanyuma ugakoresha DOM kugira ngo impapuro zigire ubuzima. Urangiza ushobora gusoma no kwandika JavaScript igezweho nta bwoba, witeguye kwiga React cyangwa Node.js.',
  },
  followsRoadmapSh: true,
  updated: '2026-11-25',
  stages: [
    {
      id: 'language-basics',
      title: {
        en: 'The basics: values, types and control flow',
        fr: 'Les bases\u00a0: valeurs, types et structures de contrôle',
        rw: 'Ibanze: agaciro, amoko yako n’imigendekere ya kode',
      },
      goal: {
        en: 'You can write small programs that store values in variables, compare them and make decisions and loops, and run them in the browser console or with Node.js.',
        fr: 'Vous savez écrire de petits programmes qui rangent des valeurs dans des variables, les comparent, prennent des décisions et répètent des actions, et les exécuter dans la console du navigateur ou avec Node.js.',
        rw: 'Ushobora kwandika porogaramu nto zibika amakuru muri [[en:variables]], zikayagereranya, zigafata ibyemezo kandi zigasubiramo ibikorwa, ukazikoresha muri [[en:console]] ya mushakisha cyangwa na Node.js.',
      },
      topics: [
        {
          id: 'running-javascript',
          title: { en: 'Running JavaScript', fr: 'Exécuter du JavaScript', rw: 'Gukoresha JavaScript' },
          text: {
            en: 'Learn to run code in the browser console, in a script tag and with Node.js, so you can try every new idea in seconds.',
            fr: 'Apprenez à exécuter du code dans la console du navigateur, dans une balise script et avec Node.js, pour tester chaque nouvelle idée en quelques secondes.',
            rw: 'Iga gukoresha kode muri [[en:console]] ya mushakisha, muri tag ya [[en:script]] no muri Node.js, kugira ngo ugerageze buri gitekerezo gishya mu masegonda make.',
          },
        },
        {
          id: 'variables',
          title: { en: 'Variables with let and const', fr: 'Variables avec let et const', rw: '[[en:Variables]] na let na const' },
          text: {
            en: 'Use const by default and let when a value must change, and understand why old code uses var and what problems it causes.',
            fr: 'Utilisez const par défaut et let quand une valeur doit changer, et comprenez pourquoi l’ancien code utilise var et quels problèmes cela pose.',
            rw: 'Koresha const mu buryo busanzwe, ukoreshe let igihe agaciro kagomba guhinduka, kandi wumve impamvu kode ya kera ikoresha var n’ibibazo iteza.',
          },
        },
        {
          id: 'data-types',
          title: { en: 'Data types', fr: 'Types de données', rw: 'Amoko y’amakuru' },
          text: {
            en: 'Know the primitive types (string, number, boolean, null, undefined, bigint, symbol) and objects, and check a value with typeof before you trust it.',
            fr: 'Connaissez les types primitifs (string, number, boolean, null, undefined, bigint, symbol) et les objets, et vérifiez une valeur avec typeof avant de vous y fier.',
            rw: 'Menya amoko y’ibanze ([[en:string]], [[en:number]], [[en:boolean]], null, undefined, [[en:bigint]], [[en:symbol]]) na objets, kandi urebe ubwoko bw’agaciro ukoresheje typeof mbere yo kukizera.',
          },
        },
        {
          id: 'type-conversion',
          title: { en: 'Type conversion', fr: 'Conversion de types', rw: 'Guhindura ubwoko bw’agaciro' },
          text: {
            en: 'See how JavaScript turns text into numbers and back, on purpose with Number() and String() or silently, because silent conversions cause many surprising bugs.',
            fr: 'Voyez comment JavaScript transforme du texte en nombre et inversement, volontairement avec Number() et String() ou en silence, car ces conversions cachées causent beaucoup de bogues surprenants.',
            rw: 'Reba uko JavaScript ihindura inyandiko mo imibare n’imibare mo inyandiko, ubishaka ukoresheje Number() na String() cyangwa mu ibanga, kuko iyo mihindukire yihishe iteza amakosa menshi atunguranye.',
          },
        },
        {
          id: 'operators-and-equality',
          title: { en: 'Operators and equality', fr: 'Opérateurs et égalité', rw: '[[en:Operators]] no kugereranya' },
          text: {
            en: 'Practise arithmetic, comparison and logical operators, and always compare with === instead of == so that "5" and 5 are not treated as equal.',
            fr: 'Pratiquez les opérateurs arithmétiques, de comparaison et logiques, et comparez toujours avec === plutôt qu’avec == pour que le texte «\u00a05\u00a0» et le nombre 5 ne soient pas jugés égaux.',
            rw: 'Imenyereze [[en:operators]] z’imibare, izo kugereranya n’iza logique, kandi buri gihe ugereranye ukoresheje === aho gukoresha == kugira ngo “5” na 5 bidafatwa nk’ibingana.',
          },
        },
        {
          id: 'control-flow',
          title: { en: 'Conditions and loops', fr: 'Conditions et boucles', rw: 'Ibyemezo n’isubiramo ([[en:loops]])' },
          text: {
            en: 'Use if, else and switch to choose what happens, and for and while loops to repeat work, the building blocks of every program you will write.',
            fr: 'Utilisez if, else et switch pour choisir ce qui se passe, et les boucles for et while pour répéter un travail\u00a0: ce sont les briques de tout programme.',
            rw: 'Koresha if, else na switch guhitamo igikorwa, na for na while gusubiramo akazi; ni byo shingiro rya porogaramu zose uzandika.',
          },
        },
      ],
      project: {
        en: 'Write a program that turns a list of exam marks out of 100 into grades (A to F) and counts how many students passed, printing a short report in the console.',
        fr: 'Écrivez un programme qui transforme une liste de notes d’examen sur 100 en mentions (A à F) et compte le nombre d’élèves admis, avec un court rapport affiché dans la console.',
        rw: 'Andika porogaramu ihindura amanota y’ibizamini ari kuri 100 mo amanota y’inyuguti (A kugeza F), ikabara abanyeshuri batsinze, ikerekana raporo ngufi muri [[en:console]].',
      },
      weeks: 3,
      resources: [
        resource.theModernJavascriptTutorial,
        resource.mdnWebDocs,
        resource.freecodecamp,
      ],
      curriculum: [
        curriculum.rtbJavascriptFundamentalsL3,
        curriculum.rebAlgorithmsAndProgramming,
      ],
    },
    {
      id: 'arrays-and-objects',
      title: { en: 'Arrays, objects and data structures', fr: 'Tableaux, objets et structures de données', rw: '[[en:Arrays]], objets n’imiterere y’amakuru' },
      goal: {
        en: 'You can store lists and records in arrays and objects, transform them with map, filter and reduce, and read or write JSON.',
        fr: 'Vous savez ranger des listes et des fiches dans des tableaux et des objets, les transformer avec map, filter et reduce, et lire ou écrire du JSON.',
        rw: 'Ushobora kubika intonde n’amakuru y’ikintu kimwe muri [[en:arrays]] na objets, ukabihindura ukoresheje map, filter na reduce, kandi ugasoma cyangwa ukandika JSON.',
      },
      topics: [
        {
          id: 'arrays',
          title: { en: 'Arrays', fr: 'Tableaux', rw: '[[en:Arrays]]' },
          text: {
            en: 'Create arrays, read items by index, add and remove items with push, pop and splice, and loop over them with for…of.',
            fr: 'Créez des tableaux, lisez un élément par son indice, ajoutez-en ou retirez-en avec push, pop et splice, et parcourez-les avec for…of.',
            rw: 'Kora [[en:arrays]], usome ikintu ukoresheje umwanya wacyo ([[en:index]]), wongeremo cyangwa ukuremo ibintu ukoresheje push, pop na splice, kandi uzinyuremo ukoresheje for…of.',
          },
        },
        {
          id: 'array-methods',
          title: { en: 'map, filter and reduce', fr: 'map, filter et reduce', rw: 'map, filter na reduce' },
          text: {
            en: 'Learn the array methods that turn a list into a new list, a shorter list or a single total, because modern JavaScript and React code use them everywhere.',
            fr: 'Apprenez les méthodes qui transforment un tableau en un nouveau tableau, un tableau plus court ou un seul total, car le JavaScript moderne et React les utilisent partout.',
            rw: 'Iga uburyo buhindura urutonde mo urundi rushya, urugufi cyangwa igiteranyo kimwe, kuko JavaScript igezweho na React bibukoresha ahantu hose.',
          },
        },
        {
          id: 'objects',
          title: { en: 'Objects', fr: 'Objets', rw: 'Objets' },
          text: {
            en: 'Group related values under named keys, add methods, and loop over keys and values with Object.keys and Object.entries.',
            fr: 'Regroupez des valeurs liées sous des clés nommées, ajoutez des méthodes, et parcourez clés et valeurs avec Object.keys et Object.entries.',
            rw: 'Huza agaciro gafitanye isano munsi y’amazina ([[en:keys]]), wongeremo [[en:methods]], kandi unyure muri [[en:keys]] n’agaciro kazo ukoresheje Object.keys na Object.entries.',
          },
        },
        {
          id: 'destructuring-and-spread',
          title: { en: 'Destructuring and spread', fr: 'Déstructuration et décomposition', rw: '[[en:Destructuring]] na spread' },
          text: {
            en: 'Pull values out of arrays and objects in one line and copy or merge them with ..., a short style you will meet in almost every modern project.',
            fr: 'Extrayez des valeurs de tableaux et d’objets en une ligne, et copiez-les ou fusionnez-les avec ...\u00a0: un style court présent dans presque tous les projets modernes.',
            rw: 'Kuramo agaciro muri [[en:arrays]] na objets mu murongo umwe, kandi ubikoporore cyangwa ubihuze ukoresheje ..., uburyo bugufi uzahura nabwo hafi mu mishinga yose igezweho.',
          },
        },
        {
          id: 'map-and-set',
          title: { en: 'Map and Set', fr: 'Map et Set', rw: 'Map na Set' },
          text: {
            en: 'Use Set to keep values without duplicates and Map to look things up by any key, and know when they fit better than plain arrays and objects.',
            fr: 'Utilisez Set pour garder des valeurs sans doublons et Map pour retrouver une valeur par n’importe quelle clé, et sachez quand ils conviennent mieux que les tableaux et objets simples.',
            rw: 'Koresha Set kubika agaciro kadasubiramo na Map gushakisha ikintu ukoresheje [[en:key]] iyo ari yo yose, kandi umenye igihe biruta [[en:arrays]] na objets bisanzwe.',
          },
        },
        {
          id: 'json',
          title: { en: 'JSON', fr: 'JSON', rw: 'JSON' },
          text: {
            en: 'Turn data into text with JSON.stringify and back with JSON.parse, the format almost every web API uses to send and receive data.',
            fr: 'Transformez des données en texte avec JSON.stringify et revenez en arrière avec JSON.parse\u00a0: c’est le format que presque toutes les API web utilisent pour échanger des données.',
            rw: 'Hindura amakuru mo inyandiko ukoresheje JSON.stringify, uyagarure uko yari ukoresheje JSON.parse; ni bwo buryo hafi API zose za interineti zikoresha mu kohererezanya amakuru.',
          },
        },
      ],
      project: {
        en: 'Keep a cooperative’s members and their monthly savings in an array of objects, then compute each member’s total, the group total and the top saver, and export the result as JSON.',
        fr: 'Gardez les membres d’une coopérative et leur épargne mensuelle dans un tableau d’objets, puis calculez le total de chaque membre, le total du groupe et le meilleur épargnant, et exportez le résultat en JSON.',
        rw: 'Bika abanyamuryango ba koperative n’ubwizigame bwabo bwa buri kwezi muri [[en:array]] ya objets, hanyuma ubare igiteranyo cya buri munyamuryango, icy’itsinda ryose n’uwizigamye kurusha abandi, wohereze ibisubizo muri JSON.',
      },
      weeks: 3,
      resources: [
        resource.theModernJavascriptTutorial,
        resource.mdnWebDocs,
        resource.eloquentJavascript,
      ],
      curriculum: [
        curriculum.rtbJavascriptFundamentalsL3,
      ],
    },
    {
      id: 'functions-and-scope',
      title: { en: 'Functions and scope', fr: 'Fonctions et portée', rw: 'Imikorere ([[en:functions]]) n’aho [[en:variables]] zigera' },
      goal: {
        en: 'You can split a program into small reusable functions, pass functions to other functions and explain where each variable can be seen.',
        fr: 'Vous savez découper un programme en petites fonctions réutilisables, passer des fonctions à d’autres fonctions et expliquer où chaque variable est visible.',
        rw: 'Ushobora gucamo porogaramu mo [[en:functions]] nto zongera gukoreshwa, ugaha function indi function, kandi ugasobanura aho buri [[en:variable]] ishobora kugaragara.',
      },
      topics: [
        {
          id: 'function-forms',
          title: { en: 'Declarations and arrow functions', fr: 'Déclarations et fonctions fléchées', rw: 'Gutangaza function na [[en:arrow functions]]' },
          text: {
            en: 'Write functions as declarations, expressions and arrow functions, and know the small differences between them so you can read any style.',
            fr: 'Écrivez des fonctions sous forme de déclarations, d’expressions et de fonctions fléchées, et connaissez leurs petites différences pour lire n’importe quel style.',
            rw: 'Andika [[en:functions]] mu buryo bwa declaration, [[en:expression]] na [[en:arrow]] function, kandi umenye utuntu duto bitandukaniyeho kugira ngo ushobore gusoma uburyo ubwo ari bwo bwose.',
          },
        },
        {
          id: 'parameters',
          title: { en: 'Parameters and return values', fr: 'Paramètres et valeurs de retour', rw: '[[en:Parameters]] n’ibisubizo bya function' },
          text: {
            en: 'Pass data in with parameters, default values and rest parameters, and get a result back with return, so each function does one clear job.',
            fr: 'Transmettez des données avec des paramètres, des valeurs par défaut et des paramètres du reste, et récupérez un résultat avec return, pour que chaque fonction fasse une seule tâche claire.',
            rw: 'Ohereza amakuru muri function ukoresheje [[en:parameters]], agaciro kasanzwe ([[en:default]]) na [[en:rest parameters]], kandi ubone igisubizo ukoresheje return, kugira ngo buri function ikore akazi kamwe kumvikana.',
          },
        },
        {
          id: 'scope-and-hoisting',
          title: { en: 'Scope and hoisting', fr: 'Portée et remontée', rw: '[[en:Scope]] na [[en:hoisting]]' },
          text: {
            en: 'Understand global, function and block scope and how hoisting moves declarations, so you can explain why a variable is undefined or not found.',
            fr: 'Comprenez la portée globale, de fonction et de bloc, et comment la remontée (hoisting) déplace les déclarations, pour expliquer pourquoi une variable vaut undefined ou est introuvable.',
            rw: 'Sobanukirwa [[en:scope]] rusange, iya function n’iya [[en:block]], n’uko [[en:hoisting]] yimura [[en:declarations]], kugira ngo ushobore gusobanura impamvu [[en:variable]] ari undefined cyangwa itaboneka.',
          },
        },
        {
          id: 'closures',
          title: { en: 'Closures', fr: 'Fermetures', rw: 'Closures' },
          text: {
            en: 'See how a function remembers the variables around it even after the outer function has finished, an idea behind counters, event handlers and React hooks.',
            fr: 'Voyez comment une fonction se souvient des variables qui l’entourent même après la fin de la fonction englobante\u00a0: une idée derrière les compteurs, les gestionnaires d’événements et les [[en:hooks]] de React.',
            rw: 'Reba uko function yibuka [[en:variables]] ziyikikije na nyuma y’uko function iyirimo irangiye; ni igitekerezo kiri inyuma ya compteurs, [[en:event handlers]] na [[en:hooks]] za React.',
          },
        },
        {
          id: 'higher-order-functions',
          title: { en: 'Higher-order functions', fr: 'Fonctions d’ordre supérieur', rw: 'Higher-order [[en:functions]]' },
          text: {
            en: 'Pass functions as arguments and return them from other functions, which is how callbacks, array methods and many libraries work.',
            fr: 'Passez des fonctions en argument et renvoyez-en depuis d’autres fonctions\u00a0: c’est ainsi que fonctionnent les [[en:callbacks]], les méthodes de tableau et beaucoup de bibliothèques.',
            rw: 'Ha function indi function nk’argument cyangwa uyigarure nk’igisubizo; ni ko [[en:callbacks]], [[en:methods]] za [[en:arrays]] n’amasomero ([[en:libraries]]) menshi bikora.',
          },
        },
        {
          id: 'strict-mode',
          title: { en: 'Strict mode', fr: 'Mode strict', rw: '[[en:Strict mode]]' },
          text: {
            en: 'Know what "use strict" changes and that modules and classes are strict by default, so silent mistakes become clear errors.',
            fr: 'Sachez ce que change la directive «\u00a0use strict\u00a0» et que les modules et les classes sont stricts par défaut, pour que les erreurs silencieuses deviennent des erreurs visibles.',
            rw: 'Menya icyo “use strict” ihindura kandi ko [[en:modules]] na [[en:classes]] bisanzwe bikoresha [[en:strict mode]], kugira ngo amakosa yihishe agaragare neza.',
          },
        },
      ],
      project: {
        en: 'Build a small library of functions for a shop: total of a basket, discount, VAT at 18 % and change to give back in Rwandan francs, each function tested with a few calls.',
        fr: 'Créez une petite bibliothèque de fonctions pour une boutique\u00a0: total d’un panier, remise, TVA à 18 % et monnaie à rendre en francs rwandais, chaque fonction vérifiée par quelques appels.',
        rw: 'Kora isomero rito rya [[en:functions]] z’iduka: igiteranyo cy’ibiguzwe, igabanyirizwa, TVA ya 18 % n’amafaranga y’u Rwanda yo gusubiza umukiriya, buri function igeragezwa inshuro nke.',
      },
      weeks: 3,
      resources: [
        resource.theModernJavascriptTutorial,
        resource.eloquentJavascript,
        resource.mdnWebDocs,
      ],
      curriculum: [
        curriculum.rtbJavascriptFundamentalsL3,
        curriculum.rebAlgorithmsAndProgramming,
      ],
    },
    {
      id: 'this-and-classes',
      title: { en: 'this, prototypes and classes', fr: 'this, prototypes et classes', rw: 'this, [[en:prototypes]] na [[en:classes]]' },
      goal: {
        en: 'You can predict what this refers to, explain how prototypes link objects, and model real things with classes.',
        fr: 'Vous savez prévoir ce que désigne this, expliquer comment les prototypes relient les objets, et représenter des choses réelles avec des classes.',
        rw: 'Ushobora kumenya mbere icyo this yerekana, gusobanura uko [[en:prototypes]] zihuza objets, no kwerekana ibintu bifatika ukoresheje [[en:classes]].',
      },
      topics: [
        {
          id: 'this-keyword',
          title: { en: 'The this keyword', fr: 'Le mot-clé this', rw: 'Ijambo this' },
          text: {
            en: 'Learn how the value of this depends on how a function is called, and why arrow functions keep the this of the place where they were written.',
            fr: 'Apprenez comment la valeur de this dépend de la façon dont une fonction est appelée, et pourquoi les fonctions fléchées gardent le this de l’endroit où elles ont été écrites.',
            rw: 'Iga uko agaciro ka this gaterwa n’uburyo function ihamagawe, n’impamvu [[en:arrow functions]] zigumana this y’aho zanditswe.',
          },
        },
        {
          id: 'call-apply-bind',
          title: { en: 'call, apply and bind', fr: 'call, apply et bind', rw: 'call, apply na bind' },
          text: {
            en: 'Set this yourself with call, apply and bind, which you need when passing methods as callbacks or reading older libraries.',
            fr: 'Fixez vous-même this avec call, apply et bind, utiles quand on passe des méthodes en [[en:callback]] ou qu’on lit des bibliothèques plus anciennes.',
            rw: 'Wowe ubwawe hitamo this ukoresheje call, apply na bind; uzabikenera iyo uhereza [[en:methods]] nka [[en:callbacks]] cyangwa usoma amasomero ya kera.',
          },
        },
        {
          id: 'prototypes',
          title: { en: 'Prototypes', fr: 'Prototypes', rw: '[[en:Prototypes]]' },
          text: {
            en: 'Understand the prototype chain that lets objects share methods, because it explains how classes and built-in methods really work.',
            fr: 'Comprenez la chaîne de prototypes qui permet aux objets de partager des méthodes, car elle explique le vrai fonctionnement des classes et des méthodes intégrées.',
            rw: 'Sobanukirwa urunana rwa [[en:prototypes]] rutuma objets zisangira [[en:methods]], kuko ari rwo rusobanura uko [[en:classes]] na [[en:methods]] zisanzwe muri JavaScript zikora koko.',
          },
        },
        {
          id: 'classes',
          title: { en: 'Classes', fr: 'Classes', rw: '[[en:Classes]]' },
          text: {
            en: 'Write classes with a constructor, methods, getters and private fields, and use extends when one kind of object is a special case of another.',
            fr: 'Écrivez des classes avec un constructeur, des méthodes, des accesseurs et des champs privés, et utilisez extends quand un type d’objet est un cas particulier d’un autre.',
            rw: 'Andika [[en:classes]] zifite [[en:constructor]], [[en:methods]], [[en:getters]] n’imyanya yihariye ([[en:private fields]]), kandi ukoreshe extends igihe ubwoko bumwe bw’objet ari urugero rwihariye rw’ubundi.',
          },
        },
        {
          id: 'iterators-and-generators',
          title: { en: 'Iterators and generators', fr: 'Itérateurs et générateurs', rw: '[[en:Iterators]] na [[en:generators]]' },
          text: {
            en: 'See how for…of walks through any iterable and write a generator with function* to produce values one at a time.',
            fr: 'Voyez comment for…of parcourt tout objet itérable et écrivez un générateur avec function* pour produire des valeurs une par une.',
            rw: 'Reba uko for…of inyura mu kintu cyose gishobora kunyurwamo ([[en:iterable]]), kandi wandike [[en:generator]] ukoresheje function* itanga agaciro kamwe kamwe.',
          },
        },
      ],
      project: {
        en: 'Model a mobile-money wallet as a class with deposit, withdraw and transfer methods, a private balance, a history of transactions and a clear error when the balance is too low.',
        fr: 'Représentez un porte-monnaie [[en:mobile money]] par une classe avec des méthodes de dépôt, de retrait et de transfert, un solde privé, un historique des opérations et une erreur claire quand le solde est insuffisant.',
        rw: 'Kora [[en:class]] ihagarariye konti ya [[en:mobile money]] ifite [[en:methods]] zo kubitsa, kubikuza no kohereza amafaranga, amafaranga asigaye yihishe, amateka y’ibikorwa n’ikosa risobanutse iyo amafaranga adahagije.',
      },
      weeks: 2,
      resources: [
        resource.theModernJavascriptTutorial,
        resource.mdnWebDocs,
      ],
      curriculum: [],
    },
    {
      id: 'asynchronous-javascript',
      title: { en: 'Asynchronous JavaScript', fr: 'JavaScript asynchrone', rw: 'JavaScript idakurikiranya ([[en:asynchronous]])' },
      goal: {
        en: 'You can wait for slow work such as network requests without freezing the page, using promises and async/await, and handle failures properly.',
        fr: 'Vous savez attendre un travail lent, comme une requête réseau, sans bloquer la page, avec les promesses et async/await, et gérer correctement les échecs.',
        rw: 'Ushobora gutegereza akazi gatinda nko gusaba amakuru kuri interineti udahagaritse urupapuro, ukoresheje [[en:promises]] na async/await, kandi ugakemura neza ibyanze.',
      },
      topics: [
        {
          id: 'event-loop',
          title: { en: 'The event loop', fr: 'La boucle d’événements', rw: 'Event [[en:loop]]' },
          text: {
            en: 'Understand how one thread, the call stack and the task queues let JavaScript do many things without waiting, and why a long loop freezes the page.',
            fr: 'Comprenez comment un seul fil d’exécution, la pile d’appels et les files de tâches permettent à JavaScript de faire plusieurs choses sans attendre, et pourquoi une longue boucle fige la page.',
            rw: 'Sobanukirwa uko [[en:thread]] imwe, [[en:call stack]] n’imirongo y’imirimo bituma JavaScript ikora ibintu byinshi idategereje, n’impamvu [[en:loop]] ndende ihagarika urupapuro.',
          },
        },
        {
          id: 'timers-and-callbacks',
          title: { en: 'Timers and callbacks', fr: 'Minuteries et [[en:callbacks]]', rw: '[[en:Timers]] na [[en:callbacks]]' },
          text: {
            en: 'Run code later with setTimeout and setInterval and pass callbacks, then see why deeply nested callbacks became hard to read.',
            fr: 'Exécutez du code plus tard avec setTimeout et setInterval en passant des [[en:callbacks]], puis voyez pourquoi les [[en:callbacks]] imbriqués sont devenus difficiles à lire.',
            rw: 'Koresha kode nyuma y’igihe ukoresheje setTimeout na setInterval no guhereza [[en:callbacks]], hanyuma urebe impamvu [[en:callbacks]] zinjiranye cyane zagoranye gusoma.',
          },
        },
        {
          id: 'promises',
          title: { en: 'Promises', fr: 'Promesses', rw: '[[en:Promises]]' },
          text: {
            en: 'Create and chain promises with then and catch, and run several tasks at once with Promise.all, the base of all modern asynchronous code.',
            fr: 'Créez et enchaînez des promesses avec then et catch, et lancez plusieurs tâches à la fois avec Promise.all\u00a0: c’est la base de tout code asynchrone moderne.',
            rw: 'Kora [[en:promises]] uzikurikiranye ukoresheje then na catch, kandi ukoreshe Promise.all gukora imirimo myinshi icyarimwe; ni yo shingiro rya kode yose idakurikiranya igezweho.',
          },
        },
        {
          id: 'async-await',
          title: { en: 'async and await', fr: 'async et await', rw: 'async na await' },
          text: {
            en: 'Write asynchronous code that reads like normal step-by-step code with async and await, and catch its errors with try and catch.',
            fr: 'Écrivez du code asynchrone qui se lit comme du code ordinaire, étape par étape, avec async et await, et attrapez ses erreurs avec try et catch.',
            rw: 'Andika kode idakurikiranya isomeka nk’isanzwe, intambwe ku yindi, ukoresheje async na await, kandi ufate amakosa yayo ukoresheje try na catch.',
          },
        },
        {
          id: 'fetch',
          title: { en: 'Fetching data with fetch', fr: 'Récupérer des données avec fetch', rw: 'Kuzana amakuru ukoresheje fetch' },
          text: {
            en: 'Call a web API with fetch, read the JSON response, check the status code and show a friendly message when the network is slow or down.',
            fr: 'Appelez une API web avec fetch, lisez la réponse JSON, vérifiez le code de statut et affichez un message clair quand le réseau est lent ou coupé.',
            rw: 'Hamagara API ya interineti ukoresheje fetch, usome igisubizo cya JSON, urebe [[en:status code]], kandi werekane ubutumwa bwumvikana iyo interineti itinda cyangwa yabuze.',
          },
        },
      ],
      project: {
        en: 'Build a page that loads the weather for Kigali, Huye and Musanze from a free public weather API at the same time, shows a loading message and explains clearly when a request fails.',
        fr: 'Créez une page qui charge en même temps la météo de Kigali, Huye et Musanze depuis une API météo publique et gratuite, affiche un message de chargement et explique clairement quand une requête échoue.',
        rw: 'Kora urupapuro ruzana icyarimwe iteganyagihe rya Kigali, Huye na Musanze riturutse kuri API y’ubuntu y’iteganyagihe, rukerekana ubutumwa bwo gutegereza, kandi rugasobanura neza iyo gusaba amakuru byanze.',
      },
      weeks: 3,
      resources: [
        resource.theModernJavascriptTutorial,
        resource.mdnWebDocs,
        resource.eloquentJavascript,
      ],
      curriculum: [
        curriculum.rtbJavascriptFundamentalsL3,
      ],
    },
    {
      id: 'modules-and-errors',
      title: { en: 'Modules, errors and debugging', fr: 'Modules, erreurs et débogage', rw: '[[en:Modules]], amakosa no kuyakosora' },
      goal: {
        en: 'You can split code into modules, handle errors on purpose instead of letting the program crash, and find bugs with the browser developer tools.',
        fr: 'Vous savez découper le code en modules, gérer les erreurs volontairement au lieu de laisser le programme planter, et trouver les bogues avec les outils de développement du navigateur.',
        rw: 'Ushobora gucamo kode mo [[en:modules]], ugakemura amakosa ubigambiriye aho kureka porogaramu igahagarara, kandi ugashakisha amakosa ukoresheje ibikoresho by’abakora porogaramu biri muri mushakisha.',
      },
      topics: [
        {
          id: 'es-modules',
          title: { en: 'ES modules', fr: 'Modules ES', rw: 'ES [[en:modules]]' },
          text: {
            en: 'Share code between files with import and export, and know that older Node.js code uses require, so you can work in both kinds of project.',
            fr: 'Partagez du code entre fichiers avec import et export, et sachez que l’ancien code Node.js utilise require, pour travailler dans les deux types de projets.',
            rw: 'Sangiza kode hagati y’amadosiye ukoresheje import na export, kandi umenye ko kode ya kera ya Node.js ikoresha require, kugira ngo ushobore gukora mu mishinga y’ubwoko bwombi.',
          },
        },
        {
          id: 'error-handling',
          title: { en: 'Handling errors', fr: 'Gérer les erreurs', rw: 'Gukemura amakosa' },
          text: {
            en: 'Use try, catch and finally, throw your own Error objects with clear messages, and decide where an error should be caught and shown to the user.',
            fr: 'Utilisez try, catch et finally, levez vos propres objets Error avec des messages clairs, et décidez où une erreur doit être attrapée et montrée à l’utilisateur.',
            rw: 'Koresha try, catch na finally, utere amakosa yawe ([[en:Error]]) afite ubutumwa busobanutse, kandi uhitemo aho ikosa rigomba gufatirwa no kwerekwa ukoresha porogaramu.',
          },
        },
        {
          id: 'debugging',
          title: { en: 'Debugging with DevTools', fr: 'Déboguer avec les DevTools', rw: 'Gukosora ukoresheje DevTools' },
          text: {
            en: 'Set breakpoints, step through code and watch variables in the browser DevTools, which finds bugs much faster than adding console.log everywhere.',
            fr: 'Placez des points d’arrêt, avancez pas à pas et surveillez les variables dans les DevTools du navigateur\u00a0: on trouve les bogues bien plus vite qu’en ajoutant des console.log partout.',
            rw: 'Shyiraho [[en:breakpoints]], ugende intambwe ku yindi kandi ukurikirane [[en:variables]] muri DevTools za mushakisha; bituma ubona amakosa vuba kurusha gushyira console.log hose.',
          },
        },
        {
          id: 'memory-basics',
          title: { en: 'Memory and garbage collection', fr: 'Mémoire et ramasse-miettes', rw: '[[en:Memory]] na [[en:garbage collection]]' },
          text: {
            en: 'Learn in simple terms how JavaScript frees memory you no longer use and how forgotten timers or listeners can keep it busy and slow a page down.',
            fr: 'Apprenez simplement comment JavaScript libère la mémoire qui ne sert plus, et comment des minuteries ou des écouteurs oubliés l’occupent et ralentissent une page.',
            rw: 'Iga mu magambo yoroshye uko JavaScript irekura [[en:memory]] itagikoreshwa, n’uko [[en:timers]] cyangwa [[en:listeners]] wibagiwe bishobora kuyifata bigatuma urupapuro rutinda.',
          },
        },
      ],
      project: {
        en: 'Split your shop functions or wallet class into modules, add clear errors for wrong input (negative amounts, empty basket), and record a short note on one bug you found with breakpoints.',
        fr: 'Découpez vos fonctions de boutique ou votre classe porte-monnaie en modules, ajoutez des erreurs claires pour les entrées invalides (montant négatif, panier vide), et notez brièvement un bogue trouvé avec des points d’arrêt.',
        rw: 'Gabanya [[en:functions]] z’iduka cyangwa [[en:class]] ya konti mo [[en:modules]], wongeremo amakosa asobanutse ku makuru atari yo (amafaranga ari munsi ya zeru, igitebo kirimo ubusa), kandi wandike make ku ikosa rimwe wabonye ukoresheje [[en:breakpoints]].',
      },
      weeks: 2,
      resources: [
        resource.theModernJavascriptTutorial,
        resource.mdnWebDocs,
      ],
      curriculum: [],
    },
    {
      id: 'dom-and-browser',
      title: { en: 'JavaScript in the browser: the DOM', fr: 'JavaScript dans le navigateur\u00a0: le DOM', rw: 'JavaScript muri mushakisha: DOM' },
      goal: {
        en: 'You can build interactive pages: find and change elements, react to clicks and forms, and keep data in the browser between visits.',
        fr: 'Vous savez créer des pages interactives\u00a0: trouver et modifier des éléments, réagir aux clics et aux formulaires, et garder des données dans le navigateur d’une visite à l’autre.',
        rw: 'Ushobora gukora impapuro zikorana n’uzikoresha: kubona no guhindura ibice byazo, gusubiza ku gukanda no ku mafishi yuzuzwa, no kubika amakuru muri mushakisha hagati y’inshuro usura urupapuro.',
      },
      topics: [
        {
          id: 'selecting-elements',
          title: { en: 'Finding elements', fr: 'Trouver des éléments', rw: 'Kubona ibice by’urupapuro' },
          text: {
            en: 'Select elements with querySelector and querySelectorAll and walk the page tree, the first step of any script that changes a page.',
            fr: 'Sélectionnez des éléments avec querySelector et querySelectorAll et parcourez l’arbre de la page\u00a0: la première étape de tout script qui modifie une page.',
            rw: 'Hitamo ibice ukoresheje querySelector na querySelectorAll kandi unyure mu giti cy’urupapuro; ni intambwe ya mbere ya [[en:script]] yose ihindura urupapuro.',
          },
        },
        {
          id: 'changing-the-page',
          title: { en: 'Changing the page', fr: 'Modifier la page', rw: 'Guhindura urupapuro' },
          text: {
            en: 'Create, change and remove elements, set text safely with textContent and switch CSS classes, so the page shows the current state of your data.',
            fr: 'Créez, modifiez et supprimez des éléments, écrivez du texte en sécurité avec textContent et changez les classes CSS, pour que la page montre l’état actuel de vos données.',
            rw: 'Kora, uhindure kandi ukureho ibice, ushyiremo inyandiko mu buryo butekanye ukoresheje textContent kandi uhindure [[en:classes]] za CSS, kugira ngo urupapuro rwerekane uko amakuru yawe ameze ubu.',
          },
        },
        {
          id: 'events',
          title: { en: 'Events', fr: 'Événements', rw: '[[en:Events]]' },
          text: {
            en: 'Listen for clicks, key presses and form submissions with addEventListener, and use event delegation to handle long lists with one listener.',
            fr: 'Écoutez les clics, les touches et l’envoi de formulaires avec addEventListener, et utilisez la délégation d’événements pour gérer de longues listes avec un seul écouteur.',
            rw: 'Kurikirana gukanda kuri buto, gukanda kuri clavier no kohereza amafishi ukoresheje addEventListener, kandi ukoreshe [[en:event delegation]] kugira ngo [[en:listener]] imwe ikorere urutonde rurerure.',
          },
        },
        {
          id: 'forms',
          title: { en: 'Forms and validation', fr: 'Formulaires et validation', rw: 'Amafishi no kugenzura ibyuzuzwa' },
          text: {
            en: 'Read form values, check them before saving and show helpful error messages next to the right field, because real users make mistakes.',
            fr: 'Lisez les valeurs d’un formulaire, vérifiez-les avant d’enregistrer et affichez des messages d’erreur utiles à côté du bon champ, car les vrais utilisateurs se trompent.',
            rw: 'Soma ibyuzuzwa mu ifishi, ubigenzure mbere yo kubibika, kandi werekane ubutumwa bw’ikosa bufasha iruhande rw’umwanya bireba, kuko abakoresha nyabo bibeshya.',
          },
        },
        {
          id: 'web-storage',
          title: { en: 'localStorage', fr: 'localStorage', rw: 'localStorage' },
          text: {
            en: 'Save small amounts of data in the browser with localStorage and JSON, so an app keeps working after a refresh and even without internet.',
            fr: 'Enregistrez de petites quantités de données dans le navigateur avec localStorage et JSON, pour qu’une application continue à fonctionner après un rechargement, même sans internet.',
            rw: 'Bika amakuru make muri mushakisha ukoresheje localStorage na JSON, kugira ngo porogaramu ikomeze gukora nyuma yo kongera gufungura urupapuro, ndetse no nta interineti.',
          },
        },
        {
          id: 'accessible-interactions',
          title: { en: 'Accessible interactions', fr: 'Interactions accessibles', rw: 'Porogaramu buri wese ashobora gukoresha' },
          text: {
            en: 'Use real buttons and labels, keep everything usable with the keyboard and move focus sensibly, so people using screen readers can use your page too.',
            fr: 'Utilisez de vrais boutons et de vraies étiquettes, rendez tout utilisable au clavier et déplacez le focus avec bon sens, pour que les personnes qui utilisent un lecteur d’écran puissent aussi se servir de votre page.',
            rw: 'Koresha buto nyazo na [[en:labels]], utume byose bikoreshwa na clavier gusa kandi wimure [[en:focus]] neza, kugira ngo abakoresha porogaramu zisoma ecran na bo bashobore gukoresha urupapuro rwawe.',
          },
        },
      ],
      project: {
        en: 'Build a school timetable page where a student adds, edits and deletes lessons by day, with form checks, a filter by subject and data saved in localStorage so it works offline.',
        fr: 'Créez une page d’emploi du temps scolaire où un élève ajoute, modifie et supprime des cours par jour, avec vérification du formulaire, un filtre par matière et des données gardées dans localStorage pour fonctionner hors ligne.',
        rw: 'Kora urupapuro rw’ingengabihe y’ishuri aho umunyeshuri yongeraho, ahindura kandi agasiba amasomo ya buri munsi, hari igenzura ry’ifishi, iyungurura ku isomo, n’amakuru abitswe muri localStorage kugira ngo ikore nta interineti.',
      },
      weeks: 4,
      resources: [
        resource.mdnWebDocs,
        resource.theOdinProject,
        resource.theModernJavascriptTutorial,
        resource.w3cWebAccessibilityInitiative,
      ],
      curriculum: [
        curriculum.rtbJavascriptFundamentalsL3,
        curriculum.rtbWebDevelopmentL3,
        curriculum.rebWebDesign,
      ],
    },
    {
      id: 'tools-and-practice',
      title: { en: 'Tools and good habits', fr: 'Outils et bonnes habitudes', rw: 'Ibikoresho n’imikorere myiza' },
      goal: {
        en: 'You can set up a JavaScript project with npm, keep the code tidy with a linter and formatter, write simple tests and share the project on GitHub.',
        fr: 'Vous savez créer un projet JavaScript avec npm, garder le code propre avec un [[en:linter]] et un formateur, écrire des tests simples et partager le projet sur GitHub.',
        rw: 'Ushobora gutangiza umushinga wa JavaScript ukoresheje npm, ukagumana kode isukuye ukoresheje [[en:linter]] na [[en:formatter]], ukandika [[en:tests]] zoroshye kandi ugasangiza umushinga kuri GitHub.',
      },
      topics: [
        {
          id: 'node-and-npm',
          title: { en: 'Node.js and npm', fr: 'Node.js et npm', rw: 'Node.js na npm' },
          text: {
            en: 'Create a package.json, install packages with npm and run scripts, the way almost every JavaScript project is started and shared today.',
            fr: 'Créez un package.json, installez des paquets avec npm et lancez des scripts\u00a0: c’est ainsi que presque tous les projets JavaScript sont créés et partagés aujourd’hui.',
            rw: 'Kora package.json, ushyiremo amapaki ukoresheje npm kandi ukoreshe [[en:scripts]]; ni ko hafi imishinga yose ya JavaScript itangizwa kandi igasangizwa muri iki gihe.',
          },
        },
        {
          id: 'linting-and-formatting',
          title: { en: 'Linting and formatting', fr: '[[en:Linter]] et formater', rw: '[[en:Linting]] na [[en:formatting]]' },
          text: {
            en: 'Let ESLint warn you about likely bugs and Prettier format the code for you, so you spend your attention on logic instead of spaces.',
            fr: 'Laissez ESLint vous signaler les bogues probables et Prettier mettre le code en forme, pour consacrer votre attention à la logique plutôt qu’aux espaces.',
            rw: 'Reka ESLint ikuburire ku makosa ashoboka na Prettier igutunganyirize kode, kugira ngo wite ku mitekerereze ya porogaramu aho kwita ku myanya.',
          },
        },
        {
          id: 'testing-basics',
          title: { en: 'First tests', fr: 'Premiers tests', rw: '[[en:Tests]] za mbere' },
          text: {
            en: 'Write small automatic tests for your functions with a test runner such as Vitest or the Node.js test runner, so you can change code without fear.',
            fr: 'Écrivez de petits tests automatiques pour vos fonctions avec un outil comme Vitest ou l’outil de test de Node.js, pour modifier le code sans crainte.',
            rw: 'Andika [[en:tests]] nto zikora ubwazo ku [[en:functions]] zawe ukoresheje igikoresho nka Vitest cyangwa icya Node.js, kugira ngo uhindure kode nta bwoba.',
          },
        },
        {
          id: 'git-basics',
          title: { en: 'Git and GitHub', fr: 'Git et GitHub', rw: 'Git na GitHub' },
          text: {
            en: 'Save your work with Git commits and publish it on GitHub, so you never lose code and employers can see what you have built.',
            fr: 'Enregistrez votre travail avec des [[en:commits]] Git et publiez-le sur GitHub, pour ne jamais perdre votre code et montrer aux employeurs ce que vous avez construit.',
            rw: 'Bika akazi kawe ukoresheje [[en:commits]] za Git kandi ugashyire kuri GitHub, kugira ngo utazigera utakaza kode kandi abakoresha babone ibyo wubatse.',
          },
        },
        {
          id: 'typescript-preview',
          title: { en: 'A first look at TypeScript', fr: 'Premier regard sur TypeScript', rw: 'Kumenya TypeScript by’ibanze' },
          text: {
            en: 'See how TypeScript adds types on top of JavaScript to catch mistakes before the code runs, since many jobs now ask for it.',
            fr: 'Voyez comment TypeScript ajoute des types à JavaScript pour repérer les erreurs avant l’exécution, car beaucoup d’offres d’emploi le demandent désormais.',
            rw: 'Reba uko TypeScript yongera amoko ([[en:types]]) kuri JavaScript kugira ngo ifate amakosa mbere y’uko kode ikora, kuko akazi kenshi gasigaye kayisaba.',
          },
        },
      ],
      project: {
        en: 'Turn one of your earlier projects into a proper npm project with ESLint, Prettier and at least five tests, then publish it on GitHub with a README explaining how to run it.',
        fr: 'Transformez un de vos projets précédents en vrai projet npm avec ESLint, Prettier et au moins cinq tests, puis publiez-le sur GitHub avec un README qui explique comment le lancer.',
        rw: 'Hindura umwe mu mishinga wakoze mbere ube umushinga wa npm nyawo ufite ESLint, Prettier na [[en:tests]] nibura eshanu, hanyuma uwushyire kuri GitHub ufite README isobanura uko ukoreshwa.',
      },
      weeks: 3,
      resources: [
        resource.nodeJs,
        resource.githubDocs,
        resource.typescript,
      ],
      curriculum: [
        curriculum.rtbControlVersionSystemL3,
      ],
    },
  ],
};

export default plan;
