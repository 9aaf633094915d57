import type { RoadmapPlan } from '../schema/roadmap-plans';
import { resource, curriculum } from '../roadmap-references';

/** Computer Science Roadmap: one language, data structures, algorithms and their cost, computers, networks, systems and problem-solving practice. Written by Ubumenyi. */
const plan: RoadmapPlan = {
  id: 'RO16',
  slug: 'computer-science',
  intro: {
    en: 'For anyone who wants the solid base under every programming job, or who studies Computer Science at school or university. You will learn to organise data, design algorithms and measure their cost, understand how computers, operating systems and networks really work, and sharpen your problem solving with regular practice.',
    fr: 'Pour toute personne qui veut la base solide de tout métier de la programmation, ou qui étudie l’informatique au lycée ou à l’université. Vous apprendrez à organiser les données, concevoir des algorithmes et mesurer leur coût, comprendre le vrai fonctionnement des ordinateurs, des systèmes d’exploitation et des réseaux, et aiguiser votre résolution de problèmes par une pratique régulière.',
    rw: 'Ni iy’umuntu wese ushaka ishingiro rikomeye ry’akazi kose ko gukora porogaramu, cyangwa wiga [[en:Computer Science]] mu mashuri yisumbuye cyangwa muri kaminuza. Uziga gutunganya amakuru, guhanga algorithmes no gupima igiciro cyazo, gusobanukirwa uko mudasobwa, [[en:operating systems]] n’imiyoboro bikora koko, no gukarishya ubushobozi bwo gukemura ibibazo ukora imyitozo ihoraho.',
  },
  followsRoadmapSh: true,
  updated: '2026-11-25',
  stages: [
    {
      id: 'one-language',
      title: { en: 'Learn one language well', fr: 'Bien apprendre un langage', rw: 'Kumenya neza ururimi rumwe' },
      goal: {
        en: 'You can write, run and debug programs of a few hundred lines in one language, using functions, collections and files.',
        fr: 'Vous savez écrire, exécuter et déboguer des programmes de quelques centaines de lignes dans un langage, avec des fonctions, des collections et des fichiers.',
        rw: 'Ushobora kwandika, gukoresha no gukosora porogaramu z’imirongo magana make mu rurimi rumwe, ukoresheje [[en:functions]], [[en:collections]] n’amadosiye.',
      },
      topics: [
        {
          id: 'choosing-a-language',
          title: { en: 'Choosing a language', fr: 'Choisir un langage', rw: 'Guhitamo ururimi' },
          text: {
            en: 'Pick one language, such as Python for a gentle start or C to see memory up close, and stay with it until writing it feels natural.',
            fr: 'Choisissez un langage, comme Python pour un départ en douceur ou C pour voir la mémoire de près, et gardez-le jusqu’à ce que l’écrire devienne naturel.',
            rw: 'Hitamo ururimi rumwe, nka Python kugira ngo utangire byoroshye cyangwa C kugira ngo urebe [[en:memory]] hafi, kandi urugumeho kugeza igihe kurwandika bikubereye ibisanzwe.',
          },
        },
        {
          id: 'control-flow',
          title: { en: 'Variables and control flow', fr: 'Variables et structures de contrôle', rw: '[[en:Variables]] n’imigendekere ya porogaramu' },
          text: {
            en: 'Master types, conditions, loops and functions, the core with which every other topic in this road map is written.',
            fr: 'Maîtrisez types, conditions, boucles et fonctions\u00a0: le socle avec lequel s’écrit chaque autre sujet de ce parcours.',
            rw: 'Menya neza [[en:types]], [[en:conditions]], [[en:loops]] na [[en:functions]], ari byo shingiro ibindi bice byose by’iyi nzira byandikishwa.',
          },
        },
        {
          id: 'memory-and-references',
          title: { en: 'Memory and references', fr: 'Mémoire et références', rw: '[[en:Memory]] na références' },
          text: {
            en: 'Understand how values, references and pointers live in memory, which explains many bugs and how data structures behave.',
            fr: 'Comprenez comment valeurs, références et pointeurs vivent en mémoire, ce qui explique beaucoup de bogues et le comportement des structures de données.',
            rw: 'Sobanukirwa uko [[en:values]], références na [[en:pointers]] bibikwa muri [[en:memory]], bisobanura amakosa menshi n’uko [[en:data structures]] zitwara.',
          },
        },
        {
          id: 'debugging-and-testing',
          title: { en: 'Debugging and testing', fr: 'Débogage et tests', rw: 'Gukosora no kugerageza' },
          text: {
            en: 'Read error messages, use a debugger and print statements wisely, and write small tests, because finding mistakes is half of programming.',
            fr: 'Lisez les messages d’erreur, servez-vous avec discernement d’un débogueur et d’affichages, et écrivez de petits tests, car trouver les erreurs, c’est la moitié de la programmation.',
            rw: 'Soma ubutumwa bw’amakosa, ukoreshe neza [[en:debugger]] n’amabwiriza yo kwerekana ibiri kuba, kandi wandike [[en:tests]] nto, kuko gushakisha amakosa ari kimwe cya kabiri cyo gukora porogaramu.',
          },
        },
        {
          id: 'command-line-and-git',
          title: { en: 'Command line and Git', fr: 'Ligne de commande et Git', rw: '[[en:Command line]] na Git' },
          text: {
            en: 'Use the terminal, a code editor and Git to run and track your programs, everyday skills that courses rarely teach but every job expects.',
            fr: 'Utilisez le terminal, un éditeur de code et Git pour exécuter et suivre vos programmes\u00a0: des savoir-faire quotidiens que les cours enseignent peu mais que tout emploi exige.',
            rw: 'Koresha [[en:terminal]], [[en:editor]] ya [[en:code]] na Git mu gukoresha no kubika amateka ya porogaramu zawe; ni ubumenyi bwa buri munsi amasomo atigisha kenshi ariko akazi kose kagusaba.',
          },
        },
      ],
      project: {
        en: 'Write a command-line program that stores a class’s marks in a file, lets a teacher add and correct marks, and prints each learner’s average and rank.',
        fr: 'Écrivez un programme en ligne de commande qui enregistre les notes d’une classe dans un fichier, permet à l’enseignant d’ajouter et de corriger des notes, et affiche la moyenne et le rang de chaque élève.',
        rw: 'Andika porogaramu ya [[en:command line]] ibika amanota y’ishuri mu idosiye, ifasha umwarimu kongeraho no gukosora amanota, kandi ikerekana impuzandengo n’umwanya wa buri munyeshuri.',
      },
      weeks: 5,
      resources: [
        resource.cs50Harvard,
        resource.pythonDocumentation,
        resource.theMissingSemesterMit,
        resource.git,
      ],
      curriculum: [
        curriculum.rebAlgorithmsAndProgramming,
      ],
    },
    {
      id: 'data-structures',
      title: { en: 'Data structures', fr: 'Structures de données', rw: '[[en:Data structures]]' },
      goal: {
        en: 'You can choose and implement the right data structure for a problem and say what each of its operations costs.',
        fr: 'Vous savez choisir et programmer la bonne structure de données pour un problème et dire ce que coûte chacune de ses opérations.',
        rw: 'Ushobora guhitamo no kwandika [[en:data structure]] ikwiye ikibazo, no kuvuga igiciro cya buri gikorwa cyayo.',
      },
      topics: [
        {
          id: 'arrays-and-linked-lists',
          title: { en: 'Arrays and linked lists', fr: 'Tableaux et listes chaînées', rw: '[[en:Arrays]] na [[en:linked lists]]' },
          text: {
            en: 'Compare arrays, which give fast access by position, with linked lists, which make inserting easy, and build both yourself.',
            fr: 'Comparez les tableaux, qui donnent un accès rapide par position, aux listes chaînées, qui facilitent l’insertion, et programmez les deux vous-même.',
            rw: 'Gereranya [[en:arrays]], zituma ugera vuba ku kintu ukurikije umwanya wacyo, na [[en:linked lists]], zorohereza kwinjizamo ibintu, kandi ubyiyubakire byombi.',
          },
        },
        {
          id: 'stacks-and-queues',
          title: { en: 'Stacks and queues', fr: 'Piles et files', rw: '[[en:Stacks]] na [[en:queues]]' },
          text: {
            en: 'Use stacks (last in, first out) and queues (first in, first out) for undo buttons, bracket checking and waiting lines such as a bank queue.',
            fr: 'Utilisez les piles (dernier entré, premier sorti) et les files (premier entré, premier sorti) pour les boutons «\u00a0annuler\u00a0», la vérification des parenthèses et les files d’attente comme à la banque.',
            rw: 'Koresha [[en:stacks]] (icyinjiye nyuma gisohoka mbere) na [[en:queues]] (icyinjiye mbere gisohoka mbere) mu gusubiza inyuma igikorwa, kugenzura udukubo n’imirongo y’abategereje nko kuri banki.',
          },
        },
        {
          id: 'hash-tables',
          title: { en: 'Hash tables', fr: 'Tables de hachage', rw: '[[en:Hash tables]]' },
          text: {
            en: 'Learn how hashing gives almost instant lookup by key, the idea behind Python dictionaries, database indexes and caches.',
            fr: 'Découvrez comment le hachage permet une recherche presque instantanée par clé\u00a0: l’idée derrière les dictionnaires Python, les index de bases de données et les caches.',
            rw: 'Menya uko [[en:hashing]] ituma ubona ikintu hafi ako kanya ukoresheje urufunguzo ([[en:key]]); ni cyo gitekerezo kiri inyuma ya [[en:dictionaries]] za Python, [[en:indexes]] za [[en:databases]] na [[en:caches]].',
          },
        },
        {
          id: 'trees',
          title: { en: 'Trees', fr: 'Arbres', rw: '[[en:Trees]]' },
          text: {
            en: 'Build binary search trees and learn why balanced trees such as AVL or red-black trees keep searches fast as the data grows.',
            fr: 'Programmez des arbres binaires de recherche et comprenez pourquoi les arbres équilibrés, comme les AVL ou les arbres rouge-noir, gardent des recherches rapides quand les données augmentent.',
            rw: 'Kora [[en:binary search trees]] kandi umenye impamvu [[en:trees]] ziringaniye nka AVL cyangwa [[en:red-black trees]] zituma gushakisha gukomeza kwihuta uko amakuru yiyongera.',
          },
        },
        {
          id: 'heaps',
          title: { en: 'Heaps and priority queues', fr: 'Tas et files de priorité', rw: 'Heaps na [[en:priority queues]]' },
          text: {
            en: 'Use a heap to get the smallest or most urgent item quickly every time, for example ordering patients by urgency at a clinic.',
            fr: 'Utilisez un tas pour obtenir à chaque fois rapidement l’élément le plus petit ou le plus urgent, par exemple pour classer les patients par urgence dans une clinique.',
            rw: 'Koresha [[en:heap]] kugira ngo buri gihe ubone vuba ikintu gito kurusha ibindi cyangwa cyihutirwa kurusha ibindi, nko gutondeka abarwayi ku ivuriro ukurikije uko bihutirwa.',
          },
        },
        {
          id: 'graphs',
          title: { en: 'Graphs', fr: 'Graphes', rw: '[[en:Graphs]]' },
          text: {
            en: 'Represent roads, friendships or computer networks as graphs with adjacency lists or matrices, the basis for route finding and many real problems.',
            fr: 'Représentez des routes, des amitiés ou des réseaux informatiques sous forme de graphes avec des listes ou matrices d’adjacence, la base de la recherche d’itinéraires et de bien des problèmes réels.',
            rw: 'Garagaza imihanda, ubucuti cyangwa imiyoboro ya mudasobwa nka [[en:graphs]] ukoresheje [[en:adjacency lists]] cyangwa [[en:matrices]]; ni ryo shingiro ryo gushaka inzira n’ibindi bibazo byinshi nyabyo.',
          },
        },
      ],
      project: {
        en: 'Implement a stack, a queue, a hash table and a binary search tree from scratch, with tests, and use the queue to simulate customers waiting at a mobile-money agent.',
        fr: 'Programmez de zéro une pile, une file, une table de hachage et un arbre binaire de recherche, avec des tests, et utilisez la file pour simuler des clients qui attendent chez un agent [[en:mobile money]].',
        rw: 'Iyubakire kuva ku busa [[en:stack]], [[en:queue]], [[en:hash table]] na [[en:binary search tree]], ufite [[en:tests]], kandi ukoreshe [[en:queue]] mu kwigana abakiriya bategereje kwa [[en:agent]] wa [[en:mobile money]].',
      },
      weeks: 6,
      resources: [
        resource.visualgo,
        { name: 'Open Data Structures (free book)', url: 'https://opendatastructures.org/', kind: 'course' },
        resource.cs50Harvard,
      ],
      curriculum: [
        curriculum.rtbDataStructuresAndAlgorithms,
      ],
    },
    {
      id: 'algorithms-and-cost',
      title: { en: 'Algorithms and their cost', fr: 'Les algorithmes et leur coût', rw: 'Algorithmes n’igiciro cyazo' },
      goal: {
        en: 'You can analyse an algorithm’s time and memory with Big-O notation and use the classic searching and sorting methods and recursion.',
        fr: 'Vous savez analyser le temps et la mémoire d’un algorithme en notation grand O et utiliser les méthodes classiques de recherche et de tri ainsi que la récursivité.',
        rw: 'Ushobora gusesengura igihe na [[en:memory]] algorithme ikenera ukoresheje Big-O, no gukoresha uburyo busanzwe bwo gushakisha, gutondeka na [[en:recursion]].',
      },
      topics: [
        {
          id: 'big-o',
          title: { en: 'Big-O notation', fr: 'Notation grand O', rw: 'Big-O' },
          text: {
            en: 'Describe how running time and memory grow with the size of the input using Big-O, Big-Omega and Big-Theta, so that you can compare solutions before coding them.',
            fr: 'Décrivez comment le temps d’exécution et la mémoire augmentent avec la taille des données grâce aux notations grand O, grand Oméga et grand Thêta, pour comparer des solutions avant de les programmer.',
            rw: 'Sobanura uko igihe porogaramu imara na [[en:memory]] ikoresha byiyongera bitewe n’ingano y’amakuru ukoresheje Big-O, Big-Omega na Big-Theta, kugira ngo ugereranye ibisubizo mbere yo kubyandika.',
          },
        },
        {
          id: 'growth-rates',
          title: { en: 'Common growth rates', fr: 'Complexités courantes', rw: 'Uko igiciro gikunze kwiyongera' },
          text: {
            en: 'Recognise constant, logarithmic, linear, n log n, quadratic and exponential growth, and know which of them stay usable for a million items.',
            fr: 'Reconnaissez les croissances constante, logarithmique, linéaire, n log n, quadratique et exponentielle, et sachez lesquelles restent utilisables pour un million d’éléments.',
            rw: 'Menya ubwiyongere buhoraho, logarithmique, linéaire, n [[en:log]] n, quadratique na exponentielle, kandi umenye ibishobora gukoreshwa ku bintu miliyoni imwe.',
          },
        },
        {
          id: 'searching',
          title: { en: 'Searching', fr: 'Recherche', rw: 'Gushakisha' },
          text: {
            en: 'Compare linear search with binary search on sorted data, a simple example of how a smarter method turns a million steps into about twenty.',
            fr: 'Comparez la recherche linéaire et la recherche dichotomique sur des données triées\u00a0: un exemple simple où une méthode plus astucieuse transforme un million d’étapes en une vingtaine.',
            rw: 'Gereranya gushakisha umwe ku wundi ([[en:linear search]]) na [[en:binary search]] ku makuru atondetse; ni urugero rworoshye rw’uko uburyo bw’ubwenge buhindura intambwe miliyoni imwe mo intambwe zigera kuri makumyabiri.',
          },
        },
        {
          id: 'sorting',
          title: { en: 'Sorting', fr: 'Tri', rw: 'Gutondeka' },
          text: {
            en: 'Implement bubble, insertion, merge and quick sort, and explain why the last two are much faster on large lists.',
            fr: 'Programmez le tri à bulles, par insertion, par fusion et le tri rapide, et expliquez pourquoi les deux derniers sont bien plus rapides sur de grandes listes.',
            rw: 'Andika [[en:bubble sort]], [[en:insertion sort]], [[en:merge sort]] na [[en:quick sort]], kandi usobanure impamvu ebyiri za nyuma zihuta cyane ku ntonde ndende.',
          },
        },
        {
          id: 'recursion',
          title: { en: 'Recursion', fr: 'Récursivité', rw: '[[en:Recursion]]' },
          text: {
            en: 'Solve a problem by having a function call itself on smaller pieces, and understand the call stack and the base case that stops it.',
            fr: 'Résolvez un problème avec une fonction qui s’appelle elle-même sur des morceaux plus petits, et comprenez la pile d’appels et le cas de base qui l’arrête.',
            rw: 'Kemura ikibazo ukoresheje function yihamagara ubwayo ku duce duto tw’ikibazo, kandi usobanukirwe [[en:call stack]] n’ikibazo fatizo ([[en:base case]]) gituma ihagarara.',
          },
        },
      ],
      project: {
        en: 'Time five sorting algorithms on lists of 1,000 to 1,000,000 numbers, plot the results, and check that the curves match what Big-O predicts.',
        fr: 'Chronométrez cinq algorithmes de tri sur des listes de 1 000 à 1 000 000 de nombres, tracez les résultats et vérifiez que les courbes correspondent aux prévisions du grand O.',
        rw: 'Pima igihe algorithmes eshanu zo gutondeka zimara ku ntonde z’imibare kuva ku 1 000 kugeza kuri 1 000 000, ushushanye ibisubizo, kandi urebe niba imirongo ihuye n’ibyo Big-O iteganya.',
      },
      weeks: 6,
      resources: [
        resource.khanAcademy,
        resource.visualgo,
        resource.mitOpencourseware,
      ],
      curriculum: [
        curriculum.rtbDataStructuresAndAlgorithms,
        curriculum.rebAlgorithmsAndProgramming,
      ],
    },
    {
      id: 'algorithm-strategies',
      title: { en: 'Algorithm strategies', fr: 'Stratégies algorithmiques', rw: 'Uburyo bwo guhanga algorithmes' },
      goal: {
        en: 'You can tell which strategy a problem needs (graph search, greedy, divide and conquer, dynamic programming or backtracking) and apply it.',
        fr: 'Vous savez reconnaître la stratégie qu’exige un problème (parcours de graphe, glouton, diviser pour régner, programmation dynamique ou retour sur trace) et l’appliquer.',
        rw: 'Ushobora kumenya uburyo ikibazo gikeneye (gushakisha muri [[en:graph]], [[en:greedy]], kugabanya ugatsinda, [[en:dynamic programming]] cyangwa [[en:backtracking]]) no kubukoresha.',
      },
      topics: [
        {
          id: 'graph-search',
          title: { en: 'Graph search', fr: 'Parcours de graphes', rw: 'Gushakisha muri [[en:graphs]]' },
          text: {
            en: 'Use breadth-first and depth-first search, and Dijkstra’s algorithm for shortest paths, as when finding the quickest route between two towns.',
            fr: 'Utilisez les parcours en largeur et en profondeur, et l’algorithme de Dijkstra pour les plus courts chemins, comme pour trouver la route la plus rapide entre deux villes.',
            rw: 'Koresha [[en:breadth-first search]] na [[en:depth-first search]], na algorithme ya Dijkstra ishaka inzira ngufi, nko gushaka umuhanda wihuta hagati y’imijyi ibiri.',
          },
        },
        {
          id: 'greedy',
          title: { en: 'Greedy algorithms', fr: 'Algorithmes gloutons', rw: '[[en:Greedy algorithms]]' },
          text: {
            en: 'Make the best local choice at each step, as when giving change with the fewest coins, and learn to show when this works and when it fails.',
            fr: 'Faites le meilleur choix local à chaque étape, comme pour rendre la monnaie avec le moins de pièces possible, et apprenez à montrer quand cela marche et quand cela échoue.',
            rw: 'Hitamo igisubizo cyiza kuri buri ntambwe, nko gusubiza amafaranga ukoresheje ibiceri bike bishoboka, kandi wige kwerekana igihe ubu buryo bukora n’igihe bunanirwa.',
          },
        },
        {
          id: 'divide-and-conquer',
          title: { en: 'Divide and conquer', fr: 'Diviser pour régner', rw: 'Kugabanya no gutsinda' },
          text: {
            en: 'Split a problem into parts, solve each and combine the answers, the idea behind merge sort, binary search and fast multiplication.',
            fr: 'Découpez un problème en parties, résolvez chacune et combinez les réponses\u00a0: l’idée derrière le tri fusion, la recherche dichotomique et la multiplication rapide.',
            rw: 'Gabanya ikibazo mo ibice, ukemure buri gice hanyuma uhuze ibisubizo; ni cyo gitekerezo kiri inyuma ya [[en:merge sort]], [[en:binary search]] no gukuba vuba.',
          },
        },
        {
          id: 'dynamic-programming',
          title: { en: 'Dynamic programming', fr: 'Programmation dynamique', rw: '[[en:Dynamic programming]]' },
          text: {
            en: 'Store the answers to smaller subproblems so that no work is repeated, which turns slow exponential solutions into fast ones, for example in packing or counting paths.',
            fr: 'Mémorisez les réponses aux sous-problèmes pour ne jamais refaire le même travail, ce qui rend rapides des solutions exponentielles, par exemple pour remplir un sac ou compter des chemins.',
            rw: 'Bika ibisubizo by’ibibazo bito kugira ngo hatagira akazi gasubirwamo, bigahindura ibisubizo bitinda cyane mo ibyihuta, nko mu gupakira ibintu cyangwa kubara inzira.',
          },
        },
        {
          id: 'backtracking',
          title: { en: 'Backtracking', fr: 'Retour sur trace', rw: '[[en:Backtracking]]' },
          text: {
            en: 'Try choices one by one and undo them when they lead nowhere, for puzzles such as Sudoku and for scheduling under constraints.',
            fr: 'Essayez les choix un à un et annulez-les quand ils ne mènent nulle part, pour des casse-tête comme le Sudoku et pour des plannings sous contraintes.',
            rw: 'Gerageza amahitamo kimwe kimwe kandi uyasubire inyuma iyo nta ho agana, mu bisakuzo nka Sudoku no mu gutegura ingengabihe zifite imbogamizi.',
          },
        },
        {
          id: 'strings-and-bits',
          title: { en: 'Strings and bits', fr: 'Chaînes et bits', rw: 'Inyandiko na [[en:bits]]' },
          text: {
            en: 'Learn string search methods such as KMP and tricks with bitwise operators, which show up in search tools, compression and low-level code.',
            fr: 'Apprenez des méthodes de recherche dans les chaînes comme KMP et des astuces avec les opérateurs bit à bit, présentes dans les outils de recherche, la compression et le code bas niveau.',
            rw: 'Iga uburyo bwo gushakisha mu nyandiko nka KMP n’amayeri akoresha [[en:bitwise operators]], biboneka mu bikoresho byo gushakisha, mu kugabanya ingano y’amadosiye no muri [[en:code]] yegereye imashini.',
          },
        },
      ],
      project: {
        en: 'Build a route planner for a small map of Rwandan towns with road distances: find shortest paths with Dijkstra, then plan a visit to several towns with dynamic programming or backtracking.',
        fr: 'Construisez un planificateur d’itinéraires pour une petite carte de villes rwandaises avec les distances routières\u00a0: trouvez les plus courts chemins avec Dijkstra, puis planifiez une tournée de plusieurs villes par programmation dynamique ou retour sur trace.',
        rw: 'Kora porogaramu itegura ingendo ku ikarita nto y’imijyi yo mu Rwanda n’intera z’imihanda iyihuza: shaka inzira ngufi ukoresheje Dijkstra, hanyuma utegure urugendo rusura imijyi myinshi ukoresheje [[en:dynamic programming]] cyangwa [[en:backtracking]].',
      },
      weeks: 6,
      resources: [
        resource.csesProblemSet,
        resource.visualgo,
        resource.mitOpencourseware,
      ],
      curriculum: [
        curriculum.rtbDataStructuresAndAlgorithms,
      ],
    },
    {
      id: 'how-computers-work',
      title: { en: 'How computers work', fr: 'Comment marche un ordinateur', rw: 'Uko mudasobwa ikora' },
      goal: {
        en: 'You can explain how data is stored as bits, how a processor runs instructions, and how an operating system shares memory and time between programs.',
        fr: 'Vous savez expliquer comment les données sont stockées en bits, comment un processeur exécute des instructions et comment un système d’exploitation partage mémoire et temps entre les programmes.',
        rw: 'Ushobora gusobanura uko amakuru abikwa nka [[en:bits]], uko [[en:processor]] ikora amabwiriza, n’uko [[en:operating system]] igabanya [[en:memory]] n’igihe hagati ya porogaramu.',
      },
      topics: [
        {
          id: 'binary-and-encodings',
          title: { en: 'Binary and encodings', fr: 'Binaire et encodages', rw: 'Binaire na encodages' },
          text: {
            en: 'Write numbers in binary and hexadecimal and text in ASCII and Unicode (UTF-8), which is why an accented letter or an emoji can break a badly written program.',
            fr: 'Écrivez les nombres en binaire et en hexadécimal et le texte en ASCII et en Unicode (UTF-8)\u00a0: voilà pourquoi une lettre accentuée ou un emoji peut casser un programme mal écrit.',
            rw: 'Andika imibare muri binaire na hexadécimal n’inyandiko muri ASCII na Unicode (UTF-8); ni yo mpamvu inyuguti ifite akamenyetso cyangwa [[en:emoji]] bishobora kwangiza porogaramu yanditse nabi.',
          },
        },
        {
          id: 'floating-point',
          title: { en: 'Floating-point numbers', fr: 'Nombres à virgule flottante', rw: 'Imibare ya [[en:floating point]]' },
          text: {
            en: 'Learn why 0.1 + 0.2 is not exactly 0.3 in most languages, and why money should be counted in whole francs or exact decimals rather than floats.',
            fr: 'Comprenez pourquoi 0,1 + 0,2 ne fait pas exactement 0,3 dans la plupart des langages, et pourquoi l’argent doit se compter en francs entiers ou en décimaux exacts plutôt qu’en flottants.',
            rw: 'Menya impamvu 0,1 + 0,2 idatanga 0,3 nyayo mu ndimi nyinshi za porogaramu, n’impamvu amafaranga agomba kubarwa mu mafaranga yuzuye cyangwa muri décimaux nyazo aho gukoresha [[en:floats]].',
          },
        },
        {
          id: 'logic-and-cpu',
          title: { en: 'Logic gates and the CPU', fr: 'Portes logiques et processeur', rw: 'Portes logiques na CPU' },
          text: {
            en: 'Follow the path from logic gates to an adder to a processor that fetches and runs instructions, with registers, caches and main memory.',
            fr: 'Suivez le chemin des portes logiques à l’additionneur, puis au processeur qui lit et exécute les instructions, avec ses registres, ses caches et la mémoire principale.',
            rw: 'Kurikira inzira kuva kuri portes logiques ukagera ku gice giteranya, ukagera kuri [[en:processor]] isoma kandi igakora amabwiriza, ifite registres, [[en:caches]] na [[en:memory]] nkuru.',
          },
        },
        {
          id: 'compilers-and-interpreters',
          title: { en: 'Compilers and interpreters', fr: 'Compilateurs et interpréteurs', rw: 'Compilateurs n’interpréteurs' },
          text: {
            en: 'See how source code becomes machine instructions through compiling or interpreting, and why that affects speed and error messages.',
            fr: 'Voyez comment le code source devient instructions machine par compilation ou interprétation, et pourquoi cela influe sur la vitesse et les messages d’erreur.',
            rw: 'Reba uko [[en:code]] yanditswe n’umuntu ihinduka amabwiriza y’imashini binyuze muri compilation cyangwa interprétation, n’impamvu ibyo bigira ingaruka ku muvuduko no ku butumwa bw’amakosa.',
          },
        },
        {
          id: 'processes-and-threads',
          title: { en: 'Processes and threads', fr: 'Processus et [[en:threads]]', rw: 'Processus na [[en:threads]]' },
          text: {
            en: 'Understand how an operating system schedules processes and threads, gives each its own memory and manages files, so that many programs can run at once.',
            fr: 'Comprenez comment un système d’exploitation ordonnance processus et [[en:threads]], donne à chacun sa propre mémoire et gère les fichiers, pour que de nombreux programmes tournent en même temps.',
            rw: 'Sobanukirwa uko [[en:operating system]] itegura igihe cya processus na [[en:threads]], igaha buri imwe [[en:memory]] yayo kandi igacunga amadosiye, kugira ngo porogaramu nyinshi zikorere icyarimwe.',
          },
        },
        {
          id: 'concurrency',
          title: { en: 'Concurrency', fr: 'Concurrence', rw: 'Ibikorwa bibera icyarimwe' },
          text: {
            en: 'Meet race conditions, locks and deadlocks, the problems that appear whenever two tasks share the same data at the same time.',
            fr: 'Découvrez les situations de concurrence, les verrous et les interblocages, ces problèmes qui surgissent dès que deux tâches partagent les mêmes données au même moment.',
            rw: 'Menya [[en:race conditions]], [[en:locks]] na [[en:deadlocks]], ibibazo bivuka igihe cyose ibikorwa bibiri bisangiye amakuru amwe mu gihe kimwe.',
          },
        },
      ],
      project: {
        en: 'Build the gates, an adder and a small CPU in the free Nand2Tetris course, or write a program that shows the bits of any number and of any Kinyarwanda word typed in UTF-8.',
        fr: 'Construisez les portes, un additionneur et un petit processeur avec le cours gratuit Nand2Tetris, ou écrivez un programme qui affiche les bits de n’importe quel nombre et de n’importe quel mot kinyarwanda saisi en UTF-8.',
        rw: 'Kora portes logiques, igice giteranya na CPU nto mu isomo ry’ubuntu rya Nand2Tetris, cyangwa wandike porogaramu yerekana [[en:bits]] z’umubare uwo ari wo wose n’iz’ijambo ry’Ikinyarwanda ryanditswe muri UTF-8.',
      },
      weeks: 5,
      resources: [
        { name: 'Nand2Tetris', url: 'https://www.nand2tetris.org/', kind: 'course' },
        resource.cs50Harvard,
        resource.mitOpencourseware,
      ],
      curriculum: [
        { source: 'reb-cs', name: { en: 'Computer architecture', fr: 'Architecture des ordinateurs', rw: 'Imiterere ya mudasobwa' } },
        { source: 'reb-cs', name: { en: 'Operating systems', fr: 'Systèmes d’exploitation', rw: '[[en:Operating systems]]' } },
      ],
    },
    {
      id: 'networks-and-security',
      title: { en: 'Networks and security', fr: 'Réseaux et sécurité', rw: 'Imiyoboro n’umutekano' },
      goal: {
        en: 'You can explain how a message crosses the internet, write a simple networked program, and describe the basics of keeping data secret and intact.',
        fr: 'Vous savez expliquer comment un message traverse Internet, écrire un programme réseau simple et décrire les bases pour garder des données secrètes et intactes.',
        rw: 'Ushobora gusobanura uko ubutumwa bunyura kuri interineti, kwandika porogaramu yoroshye ikoresha umuyoboro, no gusobanura ibanze byo kurinda amakuru ngo agume ibanga kandi adahinduwe.',
      },
      topics: [
        {
          id: 'network-layers',
          title: { en: 'Network layers', fr: 'Couches réseau', rw: 'Ibyiciro by’umuyoboro' },
          text: {
            en: 'Learn the layers from cables and Wi-Fi up to IP, TCP, UDP and applications, so that you know where to look when a connection fails.',
            fr: 'Apprenez les couches, des câbles et du Wi-Fi jusqu’à IP, TCP, UDP et aux applications, pour savoir où chercher quand une connexion échoue.',
            rw: 'Iga ibyiciro kuva ku nsinga na Wi-Fi kugeza kuri IP, TCP, UDP na [[en:applications]], kugira ngo umenye aho ushakira iyo [[en:connection]] yanze.',
          },
        },
        {
          id: 'dns-and-http',
          title: { en: 'DNS and HTTP', fr: 'DNS et HTTP', rw: 'DNS na HTTP' },
          text: {
            en: 'Follow what happens when you type a web address: a DNS lookup, a TCP connection, TLS encryption, then an HTTP request and response.',
            fr: 'Suivez ce qui se passe quand vous tapez une adresse web\u00a0: une requête DNS, une connexion TCP, le chiffrement TLS, puis une requête et une réponse HTTP.',
            rw: 'Kurikira ibiba iyo wanditse aderesi y’urubuga: gushaka muri DNS, [[en:connection]] ya TCP, kurinda amakuru na TLS, hanyuma ubusabe n’igisubizo bya HTTP.',
          },
        },
        {
          id: 'sockets',
          title: { en: 'Sockets', fr: 'Sockets', rw: 'Sockets' },
          text: {
            en: 'Write a small client and server that talk through a socket, to see in your own code how programs exchange bytes over a network.',
            fr: 'Écrivez un petit client et un petit serveur qui communiquent par un socket, pour voir dans votre propre code comment des programmes échangent des octets sur un réseau.',
            rw: 'Andika [[en:client]] na [[en:server]] nto ziganirira kuri [[en:socket]], kugira ngo urebe muri [[en:code]] yawe bwite uko porogaramu zihererekanya [[en:bytes]] ku muyoboro.',
          },
        },
        {
          id: 'cryptography',
          title: { en: 'Cryptography basics', fr: 'Bases de la cryptographie', rw: 'Ibanze bya cryptographie' },
          text: {
            en: 'Understand hashing, symmetric and public-key encryption and digital signatures, the tools behind HTTPS, stored passwords and mobile-money security.',
            fr: 'Comprenez le hachage, le chiffrement symétrique et à clé publique et les signatures numériques, les outils derrière HTTPS, le stockage des mots de passe et la sécurité du [[en:mobile money]].',
            rw: 'Sobanukirwa [[en:hashing]], [[en:encryption]] isanzwe n’ikoresha [[en:public key]], na [[en:signatures]] z’ikoranabuhanga, ari byo bikoresho biri inyuma ya HTTPS, kubika ijambo ry’ibanga n’umutekano wa [[en:mobile money]].',
          },
        },
        {
          id: 'common-attacks',
          title: { en: 'Common attacks', fr: 'Attaques courantes', rw: 'Ibitero bikunze kubaho' },
          text: {
            en: 'Know how injection, phishing and weak passwords are exploited, so that the software you write and run can resist them.',
            fr: 'Sachez comment sont exploités l’injection, l’hameçonnage et les mots de passe faibles, pour que les logiciels que vous écrivez et faites tourner y résistent.',
            rw: 'Menya uko [[en:injection]], [[en:phishing]] n’amagambo y’ibanga yoroshye bikoreshwa n’abagizi ba nabi, kugira ngo porogaramu wandika kandi ukoresha zibashe kubyihanganira.',
          },
        },
      ],
      project: {
        en: 'Write a small chat server and client for your classmates on a local network, then add a login that stores only salted password hashes.',
        fr: 'Écrivez un petit serveur et un client de discussion pour vos camarades sur un réseau local, puis ajoutez une connexion qui ne stocke que des empreintes salées des mots de passe.',
        rw: 'Andika [[en:server]] na [[en:client]] nto zo kuganira n’abo mwigana ku muyoboro w’imbere, hanyuma wongereho kwinjira ukoresheje ijambo ry’ibanga ribikwa gusa nka [[en:hash]] irimo salt.',
      },
      weeks: 4,
      resources: [
        { name: 'Cloudflare Learning Center', url: 'https://www.cloudflare.com/learning', kind: 'docs' },
        { name: 'Beej’s Guide to Network Programming', url: 'https://beej.us/guide', kind: 'course' },
        resource.mdnWebDocs,
        resource.owasp,
      ],
      curriculum: [
        curriculum.rtbNetworkingFundamentalsL4,
        curriculum.rebComputerNetworks,
      ],
    },
    {
      id: 'databases-and-systems',
      title: { en: 'Databases and system design', fr: 'Bases de données et conception de systèmes', rw: '[[en:Databases]] n’imiterere ya sisitemu' },
      goal: {
        en: 'You can design a relational database, explain indexes and transactions, and sketch how a larger system uses caches, queues and several servers.',
        fr: 'Vous savez concevoir une base relationnelle, expliquer index et transactions, et esquisser comment un grand système utilise caches, files de messages et plusieurs serveurs.',
        rw: 'Ushobora gutegura [[en:relational database]], gusobanura [[en:indexes]] na [[en:transactions]], no gushushanya uko sisitemu nini ikoresha [[en:caches]], [[en:queues]] na [[en:servers]] nyinshi.',
      },
      topics: [
        {
          id: 'relational-model',
          title: { en: 'Relational model and SQL', fr: 'Modèle relationnel et SQL', rw: '[[en:Relational model]] na SQL' },
          text: {
            en: 'Design tables, keys and normal forms and query them with SQL, the way most organisations keep their important records.',
            fr: 'Concevez tables, clés et formes normales et interrogez-les en SQL, comme le font la plupart des organisations pour leurs données importantes.',
            rw: 'Tegura [[en:tables]], [[en:keys]] na [[en:normal forms]] kandi ubibaze ukoresheje SQL, nk’uko ibigo byinshi bibika inyandiko zabyo z’ingenzi.',
          },
        },
        {
          id: 'indexes-and-transactions',
          title: { en: 'Indexes and transactions', fr: 'Index et transactions', rw: '[[en:Indexes]] na [[en:transactions]]' },
          text: {
            en: 'Learn how B-tree indexes speed up searches and how ACID transactions stop a money transfer from half happening when something fails.',
            fr: 'Découvrez comment les index en B-arbre accélèrent les recherches et comment les transactions ACID empêchent un virement d’être fait à moitié quand quelque chose échoue.',
            rw: 'Menya uko [[en:indexes]] za B-tree zihutisha gushakisha n’uko [[en:transactions]] za ACID zibuza kohereza amafaranga gukorwa igice iyo hagize ikibazo kivuka.',
          },
        },
        {
          id: 'caching',
          title: { en: 'Caching', fr: 'Mise en cache', rw: '[[en:Caching]]' },
          text: {
            en: 'Keep frequent answers close at hand in memory or a CDN, and learn the hard part: deciding when a stored copy is out of date.',
            fr: 'Gardez les réponses fréquentes à portée de main en mémoire ou dans un CDN, et apprenez la partie difficile\u00a0: décider quand une copie stockée est périmée.',
            rw: 'Bika hafi ibisubizo bikunze gusabwa muri [[en:memory]] cyangwa muri CDN, kandi wige igice kigoye: kumenya igihe kopi yabitswe itakijyanye n’igihe.',
          },
        },
        {
          id: 'scaling',
          title: { en: 'Scaling systems', fr: 'Passer à l’échelle', rw: 'Kwagura sisitemu' },
          text: {
            en: 'Understand load balancers, replication, sharding and message queues, which let a service keep working as its users grow from hundreds to millions.',
            fr: 'Comprenez répartiteurs de charge, réplication, partitionnement et files de messages, qui permettent à un service de tenir quand ses utilisateurs passent de centaines à des millions.',
            rw: 'Sobanukirwa [[en:load balancers]], [[en:replication]], [[en:sharding]] na [[en:message queues]], bituma serivisi ikomeza gukora uko abayikoresha biyongera kuva ku magana kugeza kuri za miliyoni.',
          },
        },
        {
          id: 'design-patterns',
          title: { en: 'Design patterns', fr: 'Patrons de conception', rw: '[[en:Design patterns]]' },
          text: {
            en: 'Study common designs such as factory, observer and strategy, and principles such as separation of concerns, to structure code that others can change safely.',
            fr: 'Étudiez des patrons courants comme fabrique, observateur et stratégie, et des principes comme la séparation des responsabilités, pour structurer un code que d’autres pourront modifier sans risque.',
            rw: 'Iga imiterere isanzwe nka [[en:factory]], [[en:observer]] na [[en:strategy]], n’amahame nko gutandukanya inshingano, kugira ngo utunganye [[en:code]] abandi bashobora guhindura nta byago.',
          },
        },
        {
          id: 'trade-offs',
          title: { en: 'Trade-offs', fr: 'Compromis', rw: 'Guhitamo hagati y’ibyiza' },
          text: {
            en: 'Learn that every design trades speed, cost, consistency and availability against each other, as the CAP theorem shows for distributed data.',
            fr: 'Retenez que toute conception arbitre entre vitesse, coût, cohérence et disponibilité, comme le montre le théorème CAP pour les données distribuées.',
            rw: 'Menya ko buri gishushanyo cya sisitemu gisaba guhitamo hagati y’umuvuduko, ikiguzi, guhuza kw’amakuru no kuboneka kwayo, nk’uko CAP [[en:theorem]] ibigaragaza ku makuru akwirakwijwe.',
          },
        },
      ],
      project: {
        en: 'Design the database and a one-page architecture diagram for a national exam results service that must cope with thousands of parents checking results in the same minute.',
        fr: 'Concevez la base de données et un schéma d’architecture d’une page pour un service national de résultats d’examens qui doit tenir face à des milliers de parents consultant les résultats à la même minute.',
        rw: 'Tegura [[en:database]] n’igishushanyo cy’urupapuro rumwe cy’imiterere ya serivisi y’igihugu itangaza amanota y’ibizamini, igomba kwihanganira ababyeyi ibihumbi bareba amanota mu munota umwe.',
      },
      weeks: 5,
      resources: [
        resource.postgresqlDocumentation,
        resource.sqlbolt,
        { name: 'Refactoring.Guru (design patterns)', url: 'https://refactoring.guru/', kind: 'docs' },
        resource.roadmapSh,
      ],
      curriculum: [
        curriculum.rtbDatabaseDevelopmentL4,
        curriculum.rebDatabases,
      ],
    },
    {
      id: 'problem-solving',
      title: { en: 'Problem-solving practice', fr: 'S’entraîner à résoudre des problèmes', rw: 'Imyitozo yo gukemura ibibazo' },
      goal: {
        en: 'You can solve unfamiliar problems under time pressure, explain your reasoning clearly, and recognise problems that have no known fast solution.',
        fr: 'Vous savez résoudre des problèmes inconnus en temps limité, expliquer clairement votre raisonnement et reconnaître les problèmes sans solution rapide connue.',
        rw: 'Ushobora gukemura ibibazo utamenyereye mu gihe gito, gusobanura neza uko watekereje, no kumenya ibibazo bitagira igisubizo cyihuse kizwi.',
      },
      topics: [
        {
          id: 'problem-method',
          title: { en: 'A method for problems', fr: 'Une méthode pour les problèmes', rw: 'Uburyo bwo gukemura ibibazo' },
          text: {
            en: 'Read carefully, work small examples by hand, find a slow but correct solution first and then improve it, a habit that works for exams, contests and jobs.',
            fr: 'Lisez attentivement, traitez de petits exemples à la main, trouvez d’abord une solution lente mais juste, puis améliorez-la\u00a0: une habitude utile aux examens, aux concours et au travail.',
            rw: 'Soma witonze, ukore ingero nto n’intoki, ubanze ubone igisubizo gitinda ariko gikwiye hanyuma ukinoze; ni ingeso ifasha mu bizamini, mu marushanwa no mu kazi.',
          },
        },
        {
          id: 'regular-practice',
          title: { en: 'Regular practice', fr: 'Pratique régulière', rw: 'Imyitozo ihoraho' },
          text: {
            en: 'Solve a few problems every week on sites such as CSES, Codeforces or Project Euler, because skill grows with steady practice, not last-minute cramming.',
            fr: 'Résolvez quelques problèmes chaque semaine sur des sites comme CSES, Codeforces ou Project Euler, car le niveau monte avec une pratique régulière, pas avec un bachotage de dernière minute.',
            rw: 'Kemura ibibazo bike buri cyumweru ku mbuga nka CSES, Codeforces cyangwa Project Euler, kuko ubuhanga bwiyongera binyuze mu myitozo ihoraho, atari mu gufata mu mutwe ku munota wa nyuma.',
          },
        },
        {
          id: 'contests-and-clubs',
          title: { en: 'Contests and clubs', fr: 'Concours et clubs', rw: 'Amarushanwa n’amatsinda' },
          text: {
            en: 'Take part in online contests and school or university coding clubs, and aim for events such as the ICPC, to learn from others and measure your progress.',
            fr: 'Participez à des concours en ligne et à des clubs de programmation au lycée ou à l’université, et visez des compétitions comme l’ICPC, pour apprendre des autres et mesurer vos progrès.',
            rw: 'Jya mu marushanwa yo kuri interineti no mu matsinda yo gukora porogaramu yo ku ishuri cyangwa muri kaminuza, kandi wiyemeze kugera ku marushanwa nka ICPC, kugira ngo wigire ku bandi kandi upime aho ugeze.',
          },
        },
        {
          id: 'p-and-np',
          title: { en: 'P, NP and hard problems', fr: 'P, NP et problèmes difficiles', rw: 'P, NP n’ibibazo bikomeye' },
          text: {
            en: 'Learn what P, NP and NP-complete mean, so that you recognise problems such as school timetabling that call for good approximations rather than a perfect fast answer.',
            fr: 'Apprenez ce que signifient P, NP et NP-complet, pour reconnaître des problèmes comme la construction d’emplois du temps scolaires, qui demandent de bonnes approximations plutôt qu’une réponse parfaite et rapide.',
            rw: 'Menya icyo P, NP na NP-complet bisobanura, kugira ngo umenye ibibazo nko gutegura ingengabihe y’ishuri bisaba ibisubizo byegereye ukuri aho gushaka igisubizo gitunganye kandi cyihuse.',
          },
        },
        {
          id: 'technical-interviews',
          title: { en: 'Technical interviews', fr: 'Entretiens techniques', rw: 'Ibiganiro by’akazi bya tekiniki' },
          text: {
            en: 'Practise explaining your solution aloud, with its cost and its edge cases, since technical interviews judge your thinking as much as your code.',
            fr: 'Entraînez-vous à expliquer votre solution à voix haute, avec son coût et ses cas limites, car les entretiens techniques jugent votre raisonnement autant que votre code.',
            rw: 'Wimenyereze gusobanura igisubizo cyawe mu ijwi riranguruye, igiciro cyacyo n’ibihe bidasanzwe gishobora guhura na byo, kuko ibiganiro by’akazi bya tekiniki bisuzuma uko utekereza kimwe na [[en:code]] yawe.',
          },
        },
      ],
      project: {
        en: 'Solve 50 problems on CSES or Codeforces during this stage, keep a notebook of the technique each one used, and explain five of them to a study partner.',
        fr: 'Résolvez 50 problèmes sur CSES ou Codeforces pendant cette étape, tenez un carnet de la technique utilisée pour chacun, et expliquez-en cinq à un camarade d’étude.',
        rw: 'Kemura ibibazo 50 kuri CSES cyangwa Codeforces muri iki cyiciro, wandike mu ikaye uburyo buri kibazo cyakemuwemo, kandi usobanurire mugenzi wawe mwigana bitanu muri byo.',
      },
      weeks: 4,
      resources: [
        resource.csesProblemSet,
        { name: 'Codeforces', url: 'https://codeforces.com/', kind: 'tool' },
        { name: 'Project Euler', url: 'https://projecteuler.net/', kind: 'tool' },
      ],
      curriculum: [],
    },
  ],
};

export default plan;
