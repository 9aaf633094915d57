import type { RoadmapPlan } from '../schema/roadmap-plans';
import { resource, curriculum } from '../roadmap-references';

/** Python Developer Roadmap: the language from its basics to OOP, packages, typing and tests, then a path into web, data or automation. Written by Ubumenyi. */
const plan: RoadmapPlan = {
  id: 'RO6',
  slug: 'python',
  intro: {
    en: 'For anyone who wants to learn Python properly, one of the easiest languages to start with and one of the most used at work. You go from variables and loops to data structures, modules, object-oriented programming, packages, type hints and tests, then choose a path into web development, data analysis or automation and finish with a project people can use.',
    fr: 'Pour toute personne qui veut apprendre sérieusement Python, l’un des langages les plus faciles pour débuter et l’un des plus utilisés au travail. Vous passez des variables et des boucles aux structures de données, aux modules, à la programmation orientée objet, aux paquets, aux annotations de type et aux tests, puis vous choisissez une voie, web, données ou automatisation, pour finir avec un projet que des gens peuvent utiliser.',
    rw: 'Ni iy’umuntu wese ushaka kwiga neza Python, rumwe mu ndimi zoroshye gutangiriraho kandi zikoreshwa cyane mu kazi. Uva ku mpinduragaciro n’imizingo ukagera ku miterere y’amakuru, [[en:modules]], porogaramu ishingiye ku bintu (OOP), amapaki, [[en:type hints]] n’igerageza, hanyuma ugahitamo inzira imwe, imbuga, amakuru cyangwa gukoresha imashini imirimo, ugasoza ufite umushinga abantu bashobora gukoresha.',
  },
  followsRoadmapSh: true,
  updated: '2026-11-25',
  stages: [
    {
      id: 'python-basics',
      title: { en: 'Python basics', fr: 'Les bases de Python', rw: 'Ibanze rya Python' },
      goal: {
        en: 'You can write and run Python programs that take input, make decisions, repeat work, use functions and handle errors without crashing.',
        fr: 'Vous savez écrire et lancer des programmes Python qui lisent des entrées, prennent des décisions, répètent des actions, utilisent des fonctions et gèrent les erreurs sans planter.',
        rw: 'Ushobora kwandika no gukoresha porogaramu za Python zakira ibyo umukoresha yinjije, zigafata ibyemezo, zigasubiramo imirimo, zigakoresha [[en:functions]] kandi zigakemura amakosa zidafunze.',
      },
      topics: [
        {
          id: 'setup',
          title: { en: 'Installing and running Python', fr: 'Installer et lancer Python', rw: 'Gushyiraho no gukoresha Python' },
          text: {
            en: 'Install Python and a code editor, and learn to run code both in the interactive shell and from a file, so you can test ideas in seconds.',
            fr: 'Installez Python et un éditeur de code, et apprenez à exécuter du code dans l’interpréteur interactif et depuis un fichier, pour tester une idée en quelques secondes.',
            rw: 'Shyiraho Python na [[en:editor]] ya kode, kandi wige gukoresha kode haba muri [[en:shell]] ya Python no mu idosiye, kugira ngo ugerageze igitekerezo mu masegonda make.',
          },
        },
        {
          id: 'variables-and-types',
          title: { en: 'Variables and types', fr: 'Variables et types', rw: 'Impinduragaciro n’amoko y’amakuru' },
          text: {
            en: 'Work with numbers, strings and booleans, convert between them and format text with f-strings, the raw material of every program.',
            fr: 'Manipulez nombres, chaînes et booléens, convertissez-les les uns en les autres et mettez en forme du texte avec les f-strings\u00a0: la matière première de tout programme.',
            rw: 'Koresha imibare, [[en:strings]] na [[en:booleans]], ubihindure kimwe mu kindi kandi utunganye inyandiko ukoresheje [[en:f-strings]], kuko ari byo bikoresho by’ibanze bya buri porogaramu.',
          },
        },
        {
          id: 'conditions-and-loops',
          title: { en: 'Conditions and loops', fr: 'Conditions et boucles', rw: 'If n’imizingo' },
          text: {
            en: 'Use if, elif and else, and for and while loops, to make programs choose and repeat, which is how they do useful work on many items.',
            fr: 'Utilisez if, elif et else, ainsi que les boucles for et while, pour que vos programmes choisissent et répètent\u00a0: c’est ainsi qu’ils traitent utilement beaucoup d’éléments.',
            rw: 'Koresha if, elif na else, n’imizingo ya for na while, kugira ngo porogaramu zihitemo kandi zisubiremo, kuko ari bwo zikora imirimo y’ingirakamaro ku bintu byinshi.',
          },
        },
        {
          id: 'functions',
          title: { en: 'Functions', fr: 'Fonctions', rw: '[[en:Functions]]' },
          text: {
            en: 'Write functions with parameters, default values and return values, and learn scope, so your code is split into small pieces you can reuse and test.',
            fr: 'Écrivez des fonctions avec paramètres, valeurs par défaut et valeurs de retour, et apprenez la portée des variables, pour découper votre code en petits morceaux réutilisables et testables.',
            rw: 'Andika [[en:functions]] zifite [[en:parameters]], agaciro gasanzwe n’ibyo zisubiza, kandi wige aho impinduragaciro zikorera ([[en:scope]]), kugira ngo kode yawe igabanyijwe mo uduce duto wakongera gukoresha no kugerageza.',
          },
        },
        {
          id: 'exceptions',
          title: { en: 'Errors and exceptions', fr: 'Erreurs et exceptions', rw: 'Amakosa na [[en:exceptions]]' },
          text: {
            en: 'Read tracebacks calmly and catch expected errors with try and except, so a wrong input gives a helpful message instead of a crash.',
            fr: 'Lisez les tracebacks avec calme et interceptez les erreurs prévisibles avec try et except, pour qu’une mauvaise saisie donne un message utile au lieu d’un plantage.',
            rw: 'Soma [[en:tracebacks]] utuje kandi ufate amakosa ateganywa ukoresheje try na except, kugira ngo ikintu cyanditswe nabi gitange ubutumwa bufasha aho gutuma porogaramu ifunga.',
          },
        },
      ],
      project: {
        en: 'Write a program that asks for a learner’s marks in each subject, computes the average and grade, and keeps asking politely until every mark entered is a valid number.',
        fr: 'Écrivez un programme qui demande les notes d’un élève dans chaque matière, calcule la moyenne et la mention, et redemande poliment tant qu’une note saisie n’est pas un nombre valide.',
        rw: 'Andika porogaramu ibaza amanota y’umunyeshuri muri buri somo, ikabara impuzandengo n’urwego yagezeho, kandi igakomeza kubaza mu kinyabupfura kugeza buri nota ryanditswe ari umubare wemewe.',
      },
      weeks: 5,
      resources: [
        resource.pythonDocumentation,
        resource.cs50Harvard,
        { name: 'Python for Everybody', url: 'https://www.py4e.com/', kind: 'course' },
      ],
      curriculum: [
        curriculum.rebAlgorithmsAndProgramming,
      ],
    },
    {
      id: 'data-structures-and-algorithms',
      title: { en: 'Data structures and algorithms', fr: 'Structures de données et algorithmes', rw: 'Imiterere y’amakuru na [[en:algorithms]]' },
      goal: {
        en: 'You can choose the right built-in structure for a problem, write simple searching and sorting algorithms, and say roughly how fast a piece of code is.',
        fr: 'Vous savez choisir la bonne structure intégrée pour un problème, écrire des algorithmes simples de recherche et de tri, et dire à peu près à quelle vitesse un code s’exécute.',
        rw: 'Ushobora guhitamo imiterere y’amakuru ikwiye ku kibazo, kwandika [[en:algorithms]] zoroshye zo gushakisha no gutondeka, no kuvuga hafi uko kode runaka yihuta.',
      },
      topics: [
        {
          id: 'lists-and-tuples',
          title: { en: 'Lists and tuples', fr: 'Listes et tuples', rw: '[[en:Lists]] na [[en:tuples]]' },
          text: {
            en: 'Store ordered items in lists and fixed groups in tuples, and learn slicing and the common list methods you will use every day.',
            fr: 'Rangez des éléments ordonnés dans des listes et des groupes fixes dans des tuples, et apprenez le découpage et les méthodes de liste courantes que vous utiliserez chaque jour.',
            rw: 'Bika ibintu bikurikirana muri [[en:lists]] n’amatsinda adahinduka muri [[en:tuples]], kandi wige [[en:slicing]] na [[en:methods]] za [[en:list]] zikoreshwa kenshi uzajya ukoresha buri munsi.',
          },
        },
        {
          id: 'dicts-and-sets',
          title: { en: 'Dictionaries and sets', fr: 'Dictionnaires et ensembles', rw: '[[en:Dictionaries]] na [[en:sets]]' },
          text: {
            en: 'Look things up by key with dictionaries and remove duplicates with sets, because picking these over lists often makes a program many times faster.',
            fr: 'Cherchez par clé avec les dictionnaires et supprimez les doublons avec les ensembles, car les préférer aux listes rend souvent un programme bien plus rapide.',
            rw: 'Shakisha ibintu ukoresheje [[en:keys]] muri [[en:dictionaries]] kandi ukureho ibisubiramo ukoresheje [[en:sets]], kuko kubihitamo aho gukoresha [[en:lists]] akenshi byihutisha porogaramu inshuro nyinshi.',
          },
        },
        {
          id: 'comprehensions',
          title: { en: 'Comprehensions', fr: 'Compréhensions', rw: '[[en:Comprehensions]]' },
          text: {
            en: 'Build new lists and dictionaries in one readable line with comprehensions, a very Pythonic habit you will see in almost every codebase.',
            fr: 'Construisez de nouvelles listes et de nouveaux dictionnaires en une ligne lisible avec les compréhensions, une habitude très pythonique présente dans presque tous les projets.',
            rw: 'Kora [[en:lists]] na [[en:dictionaries]] nshya mu murongo umwe usomeka ukoresheje [[en:comprehensions]], umuco wa Python uzabona hafi muri buri mushinga.',
          },
        },
        {
          id: 'searching-and-sorting',
          title: { en: 'Searching, sorting and recursion', fr: 'Recherche, tri et récursivité', rw: 'Gushakisha, gutondeka na [[en:recursion]]' },
          text: {
            en: 'Write linear and binary search, a simple sort and a recursive function yourself, then use Python’s built-in sorted, so you understand what the tools do for you.',
            fr: 'Écrivez vous-même une recherche linéaire et dichotomique, un tri simple et une fonction récursive, puis utilisez sorted, pour comprendre ce que les outils font pour vous.',
            rw: 'Andika ubwawe uburyo bwo gushakisha bwa [[en:linear]] na [[en:binary]], uburyo bworoshye bwo gutondeka na function ya [[en:recursion]], hanyuma ukoreshe [[en:sorted]] ya Python, kugira ngo wumve icyo ibikoresho bigukorera.',
          },
        },
        {
          id: 'big-o',
          title: { en: 'How fast is my code?', fr: 'Mon code est-il rapide\u00a0?', rw: 'Kode yanjye yihuta ite?' },
          text: {
            en: 'Learn the basic idea of Big-O and compare the cost of common operations, so you can spot why a program that works on ten items fails on ten thousand.',
            fr: 'Découvrez l’idée de base de la notation grand O et comparez le coût des opérations courantes, pour voir pourquoi un programme qui marche sur dix éléments échoue sur dix mille.',
            rw: 'Menya igitekerezo cy’ibanze cya Big-O kandi ugereranye igihe ibikorwa bisanzwe bitwara, kugira ngo ubone impamvu porogaramu ikora ku bintu icumi inanirwa ku bihumbi icumi.',
          },
        },
      ],
      project: {
        en: 'Build a class register tool that stores learners in a dictionary, finds a learner by name, lists the top ten by average and counts absences, with your own sort written once for practice.',
        fr: 'Construisez un outil de registre de classe qui garde les élèves dans un dictionnaire, trouve un élève par son nom, liste les dix meilleures moyennes et compte les absences, avec votre propre tri écrit une fois pour l’exercice.',
        rw: 'Kora igitabo cy’ishuri cya porogaramu kibika abanyeshuri muri [[en:dictionary]], kigashaka umunyeshuri ukurikije izina, kikerekana icumi ba mbere mu mpuzandengo kandi kikabara iminsi basibye, ufite uburyo bwawe bwite bwo gutondeka wanditse rimwe mu rwego rwo kwitoza.',
      },
      weeks: 4,
      resources: [
        resource.pythonDocumentation,
        resource.mitOpencourseware,
      ],
      curriculum: [
        curriculum.rtbDataStructuresAndAlgorithms,
        curriculum.rebAlgorithmsAndProgramming,
      ],
    },
    {
      id: 'modules-and-files',
      title: { en: 'Modules, files and more of the language', fr: 'Modules, fichiers et suite du langage', rw: '[[en:Modules]], amadosiye n’ibindi by’ururimi' },
      goal: {
        en: 'You can split a program into modules, use the standard library, read and write CSV and JSON files, and use generators, lambdas, decorators and regular expressions.',
        fr: 'Vous savez découper un programme en modules, utiliser la bibliothèque standard, lire et écrire des fichiers CSV et JSON, et vous servir des générateurs, lambdas, décorateurs et expressions régulières.',
        rw: 'Ushobora kugabanya porogaramu mo [[en:modules]], gukoresha isomero risanzwe rya Python, gusoma no kwandika amadosiye ya CSV na JSON, no gukoresha [[en:generators]], [[en:lambdas]], [[en:decorators]] na [[en:regular expressions]].',
      },
      topics: [
        {
          id: 'modules-and-stdlib',
          title: { en: 'Modules and the standard library', fr: 'Modules et bibliothèque standard', rw: '[[en:Modules]] n’isomero risanzwe' },
          text: {
            en: 'Import your own modules and explore the standard library, such as datetime, pathlib, random and collections, because Python already solves many common jobs.',
            fr: 'Importez vos propres modules et explorez la bibliothèque standard, comme datetime, pathlib, random et collections, car Python règle déjà beaucoup de tâches courantes.',
            rw: 'Koresha import ku [[en:modules]] zawe kandi umenye isomero risanzwe nka [[en:datetime]], [[en:pathlib]], [[en:random]] na [[en:collections]], kuko Python isanzwe ifite ibisubizo by’imirimo myinshi isanzwe.',
          },
        },
        {
          id: 'files-csv-json',
          title: { en: 'Files, CSV and JSON', fr: 'Fichiers, CSV et JSON', rw: 'Amadosiye, CSV na JSON' },
          text: {
            en: 'Read and write text, CSV and JSON files safely with with-blocks, since most real data arrives as a spreadsheet export or an API response.',
            fr: 'Lisez et écrivez des fichiers texte, CSV et JSON en sécurité avec des blocs with, car la plupart des données réelles arrivent sous forme d’export de tableur ou de réponse d’API.',
            rw: 'Soma kandi wandike amadosiye y’inyandiko, CSV na JSON mu mutekano ukoresheje with, kuko amakuru menshi nyayo aza akuwe muri tableur cyangwa ari igisubizo cya API.',
          },
        },
        {
          id: 'iterators-and-generators',
          title: { en: 'Iterators, generators and lambdas', fr: 'Itérateurs, générateurs et lambdas', rw: '[[en:Iterators]], [[en:generators]] na [[en:lambdas]]' },
          text: {
            en: 'Understand how for loops use iterators, write generators with yield to handle big files a line at a time, and use short lambdas as sort keys.',
            fr: 'Comprenez comment la boucle for utilise les itérateurs, écrivez des générateurs avec yield pour traiter de gros fichiers ligne par ligne, et utilisez de courtes lambdas comme clés de tri.',
            rw: 'Sobanukirwa uko for ikoresha [[en:iterators]], wandike [[en:generators]] ukoresheje yield kugira ngo usome amadosiye manini umurongo ku wundi, kandi ukoreshe [[en:lambdas]] ngufi nk’uburyo bwo gutondeka.',
          },
        },
        {
          id: 'decorators',
          title: { en: 'Decorators', fr: 'Décorateurs', rw: '[[en:Decorators]]' },
          text: {
            en: 'Learn how a decorator wraps a function to add behaviour such as timing or logging, because web frameworks and test tools use them everywhere.',
            fr: 'Apprenez comment un décorateur enveloppe une fonction pour lui ajouter un comportement, comme mesurer le temps ou journaliser, car les [[en:frameworks]] web et les outils de test en utilisent partout.',
            rw: 'Iga uko [[en:decorator]] ifubika function ikayongerera imikorere nko gupima igihe cyangwa kwandika [[en:logs]], kuko [[en:frameworks]] z’imbuga n’ibikoresho by’igerageza bizikoresha hose.',
          },
        },
        {
          id: 'regular-expressions',
          title: { en: 'Regular expressions', fr: 'Expressions régulières', rw: '[[en:Regular expressions]]' },
          text: {
            en: 'Use the re module to find and check patterns such as phone numbers or dates in text, and know when plain string methods are simpler.',
            fr: 'Utilisez le module re pour trouver et vérifier des motifs comme des numéros de téléphone ou des dates dans un texte, et sachez quand les méthodes de chaîne simples suffisent.',
            rw: 'Koresha [[en:module]] ya re mu gushaka no kugenzura imiterere nka nimero za telefoni cyangwa amatariki mu nyandiko, kandi umenye igihe [[en:methods]] zisanzwe za [[en:strings]] zoroshye kurushaho.',
          },
        },
      ],
      project: {
        en: 'Write a tool that reads a CSV export of mobile-money transactions, checks each phone number with a regular expression, totals spending per category and month, and saves a JSON summary.',
        fr: 'Écrivez un outil qui lit un export CSV de transactions [[en:mobile money]], vérifie chaque numéro de téléphone avec une expression régulière, totalise les dépenses par catégorie et par mois, et enregistre un résumé JSON.',
        rw: 'Andika porogaramu isoma idosiye ya CSV y’ibyakozwe kuri [[en:mobile money]], ikagenzura buri nimero ya telefoni ikoresheje [[en:regular expression]], ikabara igiteranyo cy’ibyakoreshejwe kuri buri cyiciro na buri kwezi, kandi ikabika incamake muri JSON.',
      },
      weeks: 3,
      resources: [
        resource.pythonDocumentation,
        { name: 'Automate the Boring Stuff with Python', url: 'https://automatetheboringstuff.com/', kind: 'course' },
      ],
      curriculum: [],
    },
    {
      id: 'object-oriented-programming',
      title: { en: 'Object-oriented programming', fr: 'Programmation orientée objet', rw: 'Porogaramu ishingiye ku bintu (OOP)' },
      goal: {
        en: 'You can model a problem with classes, use inheritance and composition sensibly, and make your objects work naturally with Python’s built-in features.',
        fr: 'Vous savez modéliser un problème avec des classes, utiliser l’héritage et la composition à bon escient, et faire fonctionner vos objets naturellement avec les outils intégrés de Python.',
        rw: 'Ushobora gusobanura ikibazo ukoresheje [[en:classes]], gukoresha [[en:inheritance]] na [[en:composition]] mu rugero, no gutuma [[en:objects]] zawe zikorana neza n’ibikoresho bisanzwe bya Python.',
      },
      topics: [
        {
          id: 'classes-and-objects',
          title: { en: 'Classes and objects', fr: 'Classes et objets', rw: '[[en:Classes]] na [[en:objects]]' },
          text: {
            en: 'Create classes with attributes and methods and understand self, so data and the code that changes it live together in one place.',
            fr: 'Créez des classes avec attributs et méthodes et comprenez self, pour que les données et le code qui les modifie vivent ensemble au même endroit.',
            rw: 'Rema [[en:classes]] zifite [[en:attributes]] na [[en:methods]] kandi usobanukirwe self, kugira ngo amakuru na kode iyahindura bibe hamwe ahantu hamwe.',
          },
        },
        {
          id: 'inheritance-and-composition',
          title: { en: 'Inheritance and composition', fr: 'Héritage et composition', rw: '[[en:Inheritance]] na [[en:composition]]' },
          text: {
            en: 'Reuse code with inheritance where one thing truly is a kind of another, and prefer composition otherwise, which keeps designs simple.',
            fr: 'Réutilisez le code par héritage quand une chose est vraiment une sorte d’une autre, et préférez sinon la composition, qui garde les conceptions simples.',
            rw: 'Ongera ukoreshe kode ukoresheje [[en:inheritance]] igihe ikintu koko ari ubwoko bw’ikindi, naho ubundi uhitemo [[en:composition]], kuko ituma igishushanyo cya porogaramu kiguma cyoroshye.',
          },
        },
        {
          id: 'dunder-methods',
          title: { en: 'Special methods', fr: 'Méthodes spéciales', rw: '[[en:Methods]] zidasanzwe (dunder)' },
          text: {
            en: 'Add methods such as __str__, __eq__ and __len__ so your objects print nicely, compare correctly and work with built-in functions.',
            fr: 'Ajoutez des méthodes comme __str__, __eq__ et __len__ pour que vos objets s’affichent bien, se comparent correctement et marchent avec les fonctions intégrées.',
            rw: 'Ongeramo [[en:methods]] nka __str__, __eq__ na __len__ kugira ngo [[en:objects]] zawe zigaragare neza, zigereranywe uko bikwiye kandi zikorane na [[en:functions]] zisanzwe za Python.',
          },
        },
        {
          id: 'dataclasses',
          title: { en: 'Dataclasses and enums', fr: 'Dataclasses et enums', rw: '[[en:Dataclasses]] na [[en:enums]]' },
          text: {
            en: 'Use dataclasses for classes that mostly hold data and enums for fixed choices, saving you pages of repetitive code.',
            fr: 'Utilisez les dataclasses pour les classes qui contiennent surtout des données et les enums pour les choix fixes, ce qui vous épargne des pages de code répétitif.',
            rw: 'Koresha [[en:dataclasses]] kuri [[en:classes]] ahanini zibika amakuru na [[en:enums]] ku mahitamo adahinduka, bikakurinda kwandika kode nyinshi isubiramo.',
          },
        },
      ],
      project: {
        en: 'Model a cooperative’s shop with classes for products, members and sales, where a sale lowers the stock and refuses to sell what is not there, and print a tidy daily report.',
        fr: 'Modélisez la boutique d’une coopérative avec des classes pour les produits, les membres et les ventes, où une vente diminue le stock et refuse de vendre ce qui manque, et affichez un rapport journalier soigné.',
        rw: 'Sobanura iduka rya koperative ukoresheje [[en:classes]] z’ibicuruzwa, abanyamuryango n’ibyagurishijwe, aho igurisha rigabanya ibiri mu bubiko kandi rikanga kugurisha ibidahari, hanyuma werekane raporo y’umunsi itunganye.',
      },
      weeks: 3,
      resources: [
        resource.pythonDocumentation,
        resource.cs50Harvard,
      ],
      curriculum: [],
    },
    {
      id: 'packages-environments-and-git',
      title: { en: 'Packages, environments and Git', fr: 'Paquets, environnements et Git', rw: 'Amapaki, [[en:environments]] na Git' },
      goal: {
        en: 'You can set up a project with its own virtual environment, install and pin packages from PyPI, structure it with pyproject.toml and keep it in Git.',
        fr: 'Vous savez préparer un projet avec son propre environnement virtuel, installer et figer des paquets de PyPI, le structurer avec pyproject.toml et le garder dans Git.',
        rw: 'Ushobora gutegura umushinga ufite [[en:virtual environment]] yawo, gushyiramo amapaki ya PyPI no kugena verisiyo zayo, kuwutunganya ukoresheje pyproject.toml no kuwubika muri Git.',
      },
      topics: [
        {
          id: 'virtual-environments',
          title: { en: 'Virtual environments', fr: 'Environnements virtuels', rw: '[[en:Virtual environments]]' },
          text: {
            en: 'Create a separate environment with venv for each project, so packages for one project never break another.',
            fr: 'Créez un environnement séparé avec venv pour chaque projet, pour que les paquets d’un projet ne cassent jamais un autre.',
            rw: 'Rema [[en:environment]] yihariye ukoresheje venv kuri buri mushinga, kugira ngo amapaki y’umushinga umwe atazigera yangiza undi.',
          },
        },
        {
          id: 'pip-and-pypi',
          title: { en: 'pip and PyPI', fr: 'pip et PyPI', rw: 'pip na PyPI' },
          text: {
            en: 'Install libraries from PyPI with pip, record exact versions, and judge whether a package is maintained before you depend on it.',
            fr: 'Installez des bibliothèques de PyPI avec pip, notez les versions exactes, et jugez si un paquet est entretenu avant d’en dépendre.',
            rw: 'Shyiramo amasomero ya PyPI ukoresheje pip, wandike verisiyo nyazo, kandi urebe niba ipaki ikitabwaho mbere yo kuyishingiraho.',
          },
        },
        {
          id: 'project-layout',
          title: { en: 'Project layout and pyproject.toml', fr: 'Structure de projet et pyproject.toml', rw: 'Imiterere y’umushinga na pyproject.toml' },
          text: {
            en: 'Organise code as a package with a pyproject.toml that lists its name, version and dependencies, the standard way Python projects are shared today.',
            fr: 'Organisez le code en paquet avec un pyproject.toml qui indique son nom, sa version et ses dépendances\u00a0: la façon standard de partager un projet Python aujourd’hui.',
            rw: 'Tunganya kode nk’ipaki ifite pyproject.toml yerekana izina, verisiyo n’ibyo ikeneye, kuko ari bwo buryo busanzwe bwo gusangiza imishinga ya Python muri iki gihe.',
          },
        },
        {
          id: 'git',
          title: { en: 'Git and GitHub', fr: 'Git et GitHub', rw: 'Git na GitHub' },
          text: {
            en: 'Keep every project in Git with a .gitignore for the environment folder, commit small steps and push to GitHub with a clear README.',
            fr: 'Gardez chaque projet dans Git avec un .gitignore pour le dossier de l’environnement, faites de petits [[en:commits]] et poussez sur GitHub avec un README clair.',
            rw: 'Bika buri mushinga muri Git ufite .gitignore y’ububiko bwa [[en:environment]], ukore [[en:commits]] nto kandi wohereze kuri GitHub ufite README isobanutse.',
          },
        },
      ],
      project: {
        en: 'Turn the cooperative shop into a proper package with a virtual environment, a pyproject.toml, one outside library such as rich for nicer reports, and a GitHub repository with install instructions.',
        fr: 'Faites de la boutique de la coopérative un vrai paquet avec un environnement virtuel, un pyproject.toml, une bibliothèque externe comme rich pour de plus beaux rapports, et un dépôt GitHub avec les instructions d’installation.',
        rw: 'Hindura porogaramu y’iduka rya koperative ipaki nyayo ifite [[en:virtual environment]], pyproject.toml, isomero rimwe ryo hanze nka [[en:rich]] ryo kunoza raporo, na [[en:repository]] ya GitHub ifite amabwiriza yo kuyishyiraho.',
      },
      weeks: 2,
      resources: [
        resource.pythonPackagingUserGuide,
        { name: 'PyPI', url: 'https://pypi.org/', kind: 'tool' },
        resource.git,
      ],
      curriculum: [
        curriculum.rtbControlVersionSystemL3,
      ],
    },
    {
      id: 'typing-and-testing',
      title: { en: 'Type hints, clean code and tests', fr: 'Annotations de type, code propre et tests', rw: '[[en:Type hints]], kode isukuye n’igerageza' },
      goal: {
        en: 'You can add type hints checked by mypy, keep code tidy with a formatter and linter, and write pytest tests that run on every push.',
        fr: 'Vous savez ajouter des annotations de type vérifiées par mypy, garder un code propre avec un formateur et un [[en:linter]], et écrire des tests pytest lancés à chaque [[en:push]].',
        rw: 'Ushobora kongeramo [[en:type hints]] zigenzurwa na mypy, gutuma kode ihora isukuye ukoresheje [[en:formatter]] na [[en:linter]], no kwandika igerageza rya pytest rikora buri uko wohereje kode.',
      },
      topics: [
        {
          id: 'type-hints',
          title: { en: 'Type hints and mypy', fr: 'Annotations de type et mypy', rw: '[[en:Type hints]] na mypy' },
          text: {
            en: 'Annotate functions with types and check them with mypy, so many mistakes are found by a tool before the program ever runs.',
            fr: 'Annotez les fonctions avec des types et vérifiez-les avec mypy, pour qu’un outil trouve beaucoup d’erreurs avant même que le programme ne tourne.',
            rw: 'Shyira [[en:types]] kuri [[en:functions]] kandi uzigenzure ukoresheje mypy, kugira ngo amakosa menshi aboneke hakoreshejwe igikoresho mbere y’uko porogaramu itangira gukora.',
          },
        },
        {
          id: 'formatting-and-linting',
          title: { en: 'Formatting and linting', fr: 'Mise en forme et linting', rw: 'Gutunganya no gusuzuma kode' },
          text: {
            en: 'Follow PEP 8 with the help of Ruff or Black, so your code looks like everyone else’s and reviews focus on what matters.',
            fr: 'Suivez la PEP 8 avec l’aide de Ruff ou Black, pour que votre code ressemble à celui des autres et que les relectures portent sur l’essentiel.',
            rw: 'Kurikiza PEP 8 wifashishije Ruff cyangwa Black, kugira ngo kode yawe isa n’iy’abandi kandi isuzuma ryibande ku by’ingenzi.',
          },
        },
        {
          id: 'pytest',
          title: { en: 'Testing with pytest', fr: 'Tester avec pytest', rw: 'Igerageza ukoresheje pytest' },
          text: {
            en: 'Write small pytest tests with plain assert statements, fixtures and parametrised cases, so you can change code knowing nothing old has broken.',
            fr: 'Écrivez de petits tests pytest avec de simples assert, des fixtures et des cas paramétrés, pour changer le code en sachant que rien d’ancien n’est cassé.',
            rw: 'Andika igerageza rito rya pytest rikoresha [[en:assert]] zisanzwe, [[en:fixtures]] n’ingero zitandukanye (parametrize), kugira ngo uhindure kode uzi neza ko nta kintu cya kera cyangiritse.',
          },
        },
        {
          id: 'docs-and-ci',
          title: { en: 'Docstrings and CI', fr: 'Docstrings et intégration continue', rw: '[[en:Docstrings]] na CI' },
          text: {
            en: 'Write docstrings that say what a function expects and returns, and run linting, type checks and tests automatically with GitHub Actions.',
            fr: 'Écrivez des docstrings qui disent ce qu’une fonction attend et renvoie, et lancez automatiquement linting, vérification des types et tests avec GitHub Actions.',
            rw: 'Andika [[en:docstrings]] zivuga ibyo function yakira n’ibyo isubiza, kandi ukoreshe GitHub Actions kugira ngo isuzuma rya kode, igenzura rya [[en:types]] n’igerageza bikorwe ubwabyo.',
          },
        },
      ],
      project: {
        en: 'Add type hints, Ruff and pytest tests to the cooperative shop until mypy is clean and every sale rule is covered, and make GitHub Actions run all checks on each push.',
        fr: 'Ajoutez à la boutique de la coopérative des annotations de type, Ruff et des tests pytest jusqu’à ce que mypy ne signale plus rien et que chaque règle de vente soit couverte, et faites lancer tous les contrôles par GitHub Actions à chaque [[en:push]].',
        rw: 'Ongera [[en:type hints]], Ruff n’igerageza rya pytest kuri porogaramu y’iduka rya koperative kugeza mypy itagaragaza ikosa na rimwe kandi buri tegeko ryo kugurisha rigeragejwe, hanyuma utume GitHub Actions ikoresha igenzura ryose buri uko wohereje kode.',
      },
      weeks: 3,
      resources: [
        resource.pytest,
        { name: 'mypy', url: 'https://mypy.readthedocs.io/', kind: 'tool' },
        { name: 'Ruff', url: 'https://docs.astral.sh/ruff/', kind: 'tool' },
      ],
      curriculum: [],
    },
    {
      id: 'apis-and-concurrency',
      title: { en: 'Web APIs and concurrency', fr: 'API web et concurrence', rw: 'API zo kuri interineti no gukora ibintu byinshi icyarimwe' },
      goal: {
        en: 'You can call web APIs from Python, handle their errors and limits, and speed up waiting-heavy programs with threads or asyncio.',
        fr: 'Vous savez appeler des API web depuis Python, gérer leurs erreurs et leurs limites, et accélérer les programmes qui attendent beaucoup avec des [[en:threads]] ou asyncio.',
        rw: 'Ushobora guhamagara API zo kuri interineti ukoresheje Python, kwita ku makosa yazo n’imipaka zishyiraho, no kwihutisha porogaramu zimara igihe kinini zitegereje ukoresheje [[en:threads]] cyangwa asyncio.',
      },
      topics: [
        {
          id: 'http-requests',
          title: { en: 'Calling APIs with requests', fr: 'Appeler des API avec requests', rw: 'Guhamagara API ukoresheje [[en:requests]]' },
          text: {
            en: 'Use requests or httpx to call APIs, send JSON, add timeouts and check status codes, because most programs today talk to some web service.',
            fr: 'Utilisez requests ou httpx pour appeler des API, envoyer du JSON, fixer des délais et vérifier les codes de statut, car la plupart des programmes parlent aujourd’hui à un service web.',
            rw: 'Koresha [[en:requests]] cyangwa [[en:httpx]] mu guhamagara API, kohereza JSON, gushyiraho igihe ntarengwa no kureba [[en:status codes]], kuko porogaramu nyinshi muri iki gihe zivugana na serivisi runaka yo kuri interineti.',
          },
        },
        {
          id: 'secrets-and-limits',
          title: { en: 'API keys and rate limits', fr: 'Clés d’API et limites', rw: 'API [[en:keys]] n’imipaka y’ibisabwa' },
          text: {
            en: 'Keep API keys in environment variables and respect rate limits with retries and pauses, so your script stays welcome and your keys stay secret.',
            fr: 'Gardez les clés d’API dans des variables d’environnement et respectez les limites avec des reprises et des pauses, pour que votre script reste le bienvenu et vos clés secrètes.',
            rw: 'Bika API [[en:keys]] muri [[en:environment variables]] kandi wubahe imipaka y’ibisabwa ukoresheje kongera kugerageza no guhagarara gato, kugira ngo [[en:script]] yawe ikomeze kwemerwa kandi [[en:keys]] zawe zigume ari ibanga.',
          },
        },
        {
          id: 'threads-and-processes',
          title: { en: 'Threads, processes and the GIL', fr: '[[en:Threads]], processus et GIL', rw: '[[en:Threads]], [[en:processes]] na GIL' },
          text: {
            en: 'Learn what the GIL means, use threads for work that waits on the network and processes for heavy calculations, and avoid sharing data carelessly.',
            fr: 'Comprenez ce que signifie le GIL, utilisez des [[en:threads]] pour le travail qui attend le réseau et des processus pour les calculs lourds, et évitez de partager des données sans précaution.',
            rw: 'Menya icyo GIL isobanura, ukoreshe [[en:threads]] ku mirimo itegereza interineti na [[en:processes]] ku mibare iremereye, kandi wirinde gusangiza amakuru utitonze.',
          },
        },
        {
          id: 'asyncio',
          title: { en: 'asyncio', fr: 'asyncio', rw: 'asyncio' },
          text: {
            en: 'Write async functions with await and run many network calls at once with asyncio, the model behind modern frameworks such as FastAPI.',
            fr: 'Écrivez des fonctions async avec await et lancez de nombreux appels réseau à la fois avec asyncio, le modèle des [[en:frameworks]] modernes comme FastAPI.',
            rw: 'Andika [[en:functions]] za async zikoresha await kandi ukoreshe asyncio mu guhamagara ibintu byinshi kuri interineti icyarimwe, kuko ari bwo buryo [[en:frameworks]] zigezweho nka FastAPI zubakiyeho.',
          },
        },
      ],
      project: {
        en: 'Write a script that fetches the current weather for all thirty districts of Rwanda from a free weather API, first one by one and then with asyncio, and compare how long each takes.',
        fr: 'Écrivez un script qui récupère la météo actuelle des trente districts du Rwanda depuis une API météo gratuite, d’abord un par un puis avec asyncio, et comparez le temps pris par chaque méthode.',
        rw: 'Andika [[en:script]] izana iteganyagihe ry’ubu ry’uturere mirongo itatu tw’u Rwanda rivuye kuri API y’ubuntu y’iteganyagihe, ubanza kuzana akarere kamwe kamwe hanyuma ukoresheje asyncio, maze ugereranye igihe buri buryo butwara.',
      },
      weeks: 3,
      resources: [
        resource.pythonDocumentation,
        { name: 'Requests', url: 'https://requests.readthedocs.io/', kind: 'docs' },
      ],
      curriculum: [],
    },
    {
      id: 'choose-a-path',
      title: { en: 'Choose a path: web, data or automation', fr: 'Choisir une voie\u00a0: web, données ou automatisation', rw: 'Hitamo inzira: imbuga, amakuru cyangwa gukoresha imashini imirimo' },
      goal: {
        en: 'You can use Python’s main tools in one field: build a web API, analyse and chart a data set, or automate office work, and you know what to learn next in it.',
        fr: 'Vous savez utiliser les principaux outils Python d’un domaine\u00a0: construire une API web, analyser et représenter un jeu de données, ou automatiser du travail de bureau, et vous savez quoi apprendre ensuite.',
        rw: 'Ushobora gukoresha ibikoresho by’ingenzi bya Python mu rwego rumwe: kubaka API y’urubuga, gusesengura amakuru no kuyashushanya, cyangwa gukoresha imashini imirimo yo mu biro, kandi uzi icyo uzakurikizaho kwiga muri urwo rwego.',
      },
      topics: [
        {
          id: 'web-path',
          title: { en: 'Web: Django or FastAPI', fr: 'Web\u00a0: Django ou FastAPI', rw: 'Imbuga: Django cyangwa FastAPI' },
          text: {
            en: 'Build websites with Django, which includes an admin and a database layer, or fast JSON APIs with FastAPI, two of the most used Python web frameworks.',
            fr: 'Construisez des sites avec Django, qui inclut une administration et une couche base de données, ou des API JSON rapides avec FastAPI, deux des [[en:frameworks]] web Python les plus utilisés.',
            rw: 'Kora imbuga ukoresheje Django, izana n’igice cy’ubuyobozi n’icyo guhuza n’ububiko bw’amakuru, cyangwa API za JSON zihuta ukoresheje FastAPI, zombi ziri muri [[en:frameworks]] za Python zikoreshwa cyane.',
          },
        },
        {
          id: 'data-path',
          title: { en: 'Data: pandas and charts', fr: 'Données\u00a0: pandas et graphiques', rw: 'Amakuru: pandas n’ibishushanyo' },
          text: {
            en: 'Load, clean, group and chart tables of data with pandas and Matplotlib in Jupyter notebooks, the daily tools of data analysts.',
            fr: 'Chargez, nettoyez, regroupez et représentez des tableaux de données avec pandas et Matplotlib dans des [[en:notebooks]] Jupyter, les outils quotidiens des analystes de données.',
            rw: 'Injiza, usukure, ushyire mu matsinda kandi ushushanye imbonerahamwe z’amakuru ukoresheje pandas na Matplotlib muri Jupyter [[en:notebooks]], kuko ari byo bikoresho bya buri munsi by’abasesengura amakuru.',
          },
        },
        {
          id: 'automation-path',
          title: { en: 'Automation and scripting', fr: 'Automatisation et scripts', rw: 'Gukoresha imashini imirimo na [[en:scripts]]' },
          text: {
            en: 'Automate spreadsheets, files, PDFs and emails, and build simple command-line tools, because saving an office hours of copying is often a first paid job.',
            fr: 'Automatisez tableurs, fichiers, PDF et e-mails, et construisez des outils simples en ligne de commande, car faire gagner à un bureau des heures de copier-coller est souvent un premier travail payé.',
            rw: 'Koresha imashini imirimo yo kuri tableurs, amadosiye, PDF na [[en:email]], kandi wubake porogaramu zoroheje zikoreshwa muri [[en:terminal]], kuko kurinda ibiro amasaha yo kwandukura akenshi ari akazi ka mbere gahemberwa.',
          },
        },
        {
          id: 'machine-learning-next',
          title: { en: 'Towards machine learning', fr: 'Vers l’apprentissage automatique', rw: 'Kwinjira muri [[en:machine learning]]' },
          text: {
            en: 'If data attracts you, take a first look at scikit-learn and the free Kaggle courses, once you are comfortable with pandas and basic statistics.',
            fr: 'Si les données vous attirent, jetez un premier coup d’œil à scikit-learn et aux cours gratuits de Kaggle, une fois à l’aise avec pandas et les statistiques de base.',
            rw: 'Niba amakuru agushishikaje, tangira kureba scikit-learn n’amasomo y’ubuntu ya Kaggle, umaze kumenyera pandas n’ibarurishamibare ry’ibanze.',
          },
        },
      ],
      project: {
        en: 'Pick one: a FastAPI service that serves school exam results, a notebook that analyses public rainfall or crop data for Rwanda with charts, or a script that turns a teacher’s mark sheet into one PDF report per learner.',
        fr: 'Choisissez\u00a0: un service FastAPI qui fournit des résultats d’examens scolaires, un [[en:notebook]] qui analyse en graphiques des données publiques de pluie ou de récoltes au Rwanda, ou un script qui transforme la feuille de notes d’un enseignant en un bulletin PDF par élève.',
        rw: 'Hitamo kimwe: serivisi ya FastAPI itanga amanota y’ibizamini by’ishuri, [[en:notebook]] isesengura amakuru rusange y’imvura cyangwa y’umusaruro mu Rwanda ikoresheje ibishushanyo, cyangwa [[en:script]] ihindura urupapuro rw’amanota rw’umwarimu raporo ya PDF ya buri munyeshuri.',
      },
      weeks: 8,
      resources: [
        resource.django,
        resource.fastapi,
        resource.pandas,
        resource.kaggleLearn,
      ],
      curriculum: [
        curriculum.rtbBackendApplicationDevelopmentL4,
      ],
    },
    {
      id: 'final-project',
      title: { en: 'A project people use', fr: 'Un projet que des gens utilisent', rw: 'Umushinga abantu bakoresha' },
      goal: {
        en: 'You have built, tested, documented and shared a Python project that solves a real problem for someone, and you can explain every part of it in an interview.',
        fr: 'Vous avez construit, testé, documenté et partagé un projet Python qui règle un vrai problème pour quelqu’un, et vous savez en expliquer chaque partie en entretien.',
        rw: 'Wubatse, ugerageza, usobanura kandi usangiza abandi umushinga wa Python ukemura ikibazo nyacyo cy’umuntu, kandi ushobora gusobanura buri gice cyawo mu kiganiro cy’akazi.',
      },
      topics: [
        {
          id: 'finding-a-problem',
          title: { en: 'Finding a real problem', fr: 'Trouver un vrai problème', rw: 'Kubona ikibazo nyacyo' },
          text: {
            en: 'Ask a teacher, a shop owner or a cooperative what slow, repetitive task bothers them, because a small tool that someone uses beats a big one nobody needs.',
            fr: 'Demandez à un enseignant, un commerçant ou une coopérative quelle tâche lente et répétitive les gêne, car un petit outil utilisé vaut mieux qu’un gros outil dont personne n’a besoin.',
            rw: 'Baza umwarimu, umucuruzi cyangwa koperative umurimo utinda kandi usubirwamo ubabangamira, kuko igikoresho gito gikoreshwa kiruta ikinini kitagira ugikeneye.',
          },
        },
        {
          id: 'documentation',
          title: { en: 'README and user guide', fr: 'README et guide d’utilisation', rw: 'README n’ubuyobozi bw’ikoreshwa' },
          text: {
            en: 'Write a README for developers and a short guide for users in their language, so the project can live on without you standing next to it.',
            fr: 'Rédigez un README pour les développeurs et un court guide pour les utilisateurs dans leur langue, pour que le projet vive sans que vous soyez à côté.',
            rw: 'Andika README y’abakora porogaramu n’ubuyobozi bugufi bw’abakoresha mu rurimi rwabo, kugira ngo umushinga ukomeze gukora n’iyo utaba uhari.',
          },
        },
        {
          id: 'sharing',
          title: { en: 'Deploying or publishing', fr: 'Déployer ou publier', rw: 'Gushyira ku murongo cyangwa gusohora' },
          text: {
            en: 'Put a web project online, publish a tool as a package, or hand over a script with clear install steps, so people can actually run what you built.',
            fr: 'Mettez un projet web en ligne, publiez un outil sous forme de paquet ou livrez un script avec des étapes d’installation claires, pour que les gens puissent vraiment utiliser ce que vous avez construit.',
            rw: 'Shyira umushinga w’urubuga kuri interineti, usohore igikoresho nk’ipaki, cyangwa utange [[en:script]] ifite intambwe zisobanutse zo kuyishyiraho, kugira ngo abantu bashobore gukoresha koko ibyo wubatse.',
          },
        },
        {
          id: 'open-source',
          title: { en: 'Feedback and open source', fr: 'Retours et open source', rw: 'Ibitekerezo na [[en:open source]]' },
          text: {
            en: 'Ask an experienced developer to review your code and make a first small contribution to an open-source Python project, which teaches how real teams work.',
            fr: 'Demandez à un développeur expérimenté de relire votre code et faites une première petite contribution à un projet Python open source, ce qui apprend comment travaillent les vraies équipes.',
            rw: 'Saba umuntu umenyereye gukora porogaramu gusuzuma kode yawe, kandi utange umusanzu wa mbere muto ku mushinga wa Python wa [[en:open source]], kuko bikwigisha uko amatsinda nyayo akora.',
          },
        },
      ],
      project: {
        en: 'Finish one tool for a real user, such as a report-card generator for a teacher or a stock and sales tracker for a cooperative, with tests, a README, a user guide and the user’s feedback written up.',
        fr: 'Terminez un outil pour un vrai utilisateur, comme un générateur de bulletins pour un enseignant ou un suivi du stock et des ventes pour une coopérative, avec des tests, un README, un guide d’utilisation et le retour de l’utilisateur mis par écrit.',
        rw: 'Rangiza igikoresho kimwe cy’ukoresha nyawe, nk’igikora raporo z’amanota z’umwarimu cyangwa igikurikirana ibiri mu bubiko n’ibyagurishijwe bya koperative, gifite igerageza, README, ubuyobozi bw’ikoreshwa n’ibitekerezo by’ukoresha byanditswe.',
      },
      weeks: 4,
      resources: [
        resource.pythonPackagingUserGuide,
        resource.githubDocs,
        resource.roadmapSh,
      ],
      curriculum: [
        curriculum.rtbAnalysisProjectRequirementsL3,
      ],
    },
  ],
};

export default plan;
