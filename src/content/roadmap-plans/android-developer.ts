import type { RoadmapPlan } from '../schema/roadmap-plans';
import { resource, curriculum } from '../roadmap-references';

/** Android Developer Roadmap: Kotlin, Android Studio, Jetpack Compose, architecture, storage, networking, testing and the Play Store. Written by Ubumenyi. */
const plan: RoadmapPlan = {
  id: 'RO5',
  slug: 'android-developer',
  intro: {
    en: 'For anyone who wants to build apps for Android phones, the phones most people in Rwanda carry. You learn Kotlin first, then Android Studio, screens with Jetpack Compose, a clean app structure, storing data on the phone and talking to web services, and you finish by publishing an app that works well on a cheap phone and a weak connection.',
    fr: 'Pour toute personne qui veut créer des applications pour les téléphones Android, ceux que la plupart des gens ont en poche au Rwanda. Vous apprenez d’abord Kotlin, puis Android Studio, les écrans avec Jetpack Compose, une structure d’application propre, le stockage sur le téléphone et les échanges avec des services web, et vous finissez par publier une application qui marche bien sur un téléphone bon marché et une connexion faible.',
    rw: 'Ni iy’umuntu wese ushaka gukora porogaramu za telefoni za Android, ari zo telefoni abantu benshi mu Rwanda bafite. Ubanza kwiga Kotlin, hanyuma Android Studio, gukora impapuro ukoresheje Jetpack Compose, imiterere myiza ya porogaramu, kubika amakuru kuri telefoni no kuvugana na serivisi zo kuri interineti, ugasoza ushyira ahagaragara porogaramu ikora neza kuri telefoni idahenze no kuri interineti idakomeye.',
  },
  followsRoadmapSh: true,
  updated: '2026-11-25',
  stages: [
    {
      id: 'kotlin',
      title: { en: 'Kotlin, the language of Android', fr: 'Kotlin, le langage d’Android', rw: 'Kotlin, ururimi rwa Android' },
      goal: {
        en: 'You can write and run small Kotlin programs using functions, classes, collections and null safety, and you can read simple Java code in older projects.',
        fr: 'Vous savez écrire et exécuter de petits programmes Kotlin avec fonctions, classes, collections et sûreté face à null, et vous savez lire du code Java simple dans les anciens projets.',
        rw: 'Ushobora kwandika no gukoresha porogaramu nto za Kotlin zikoresha [[en:functions]], [[en:classes]], [[en:collections]] na [[en:null safety]], kandi ushobora gusoma kode yoroheje ya Java iri mu mishinga ya kera.',
      },
      topics: [
        {
          id: 'kotlin-basics',
          title: { en: 'Variables, types and control flow', fr: 'Variables, types et contrôle', rw: 'Impinduragaciro, amoko na if' },
          text: {
            en: 'Learn val and var, basic types, if and when expressions and loops, the everyday grammar of every Android app you will write.',
            fr: 'Apprenez val et var, les types de base, les expressions if et when et les boucles\u00a0: la grammaire quotidienne de chaque application Android que vous écrirez.',
            rw: 'Iga val na var, amoko y’ibanze, if na when n’imizingo, kuko ari yo kibonezamvugo cya buri munsi cya buri porogaramu ya Android uzandika.',
          },
        },
        {
          id: 'null-safety',
          title: { en: 'Null safety', fr: 'Sûreté face à null', rw: 'Null [[en:safety]]' },
          text: {
            en: 'Understand nullable types, the safe call operator and the Elvis operator, because null errors were the most common crash in Android apps before Kotlin.',
            fr: 'Comprenez les types nullables, l’appel sécurisé et l’opérateur Elvis, car les erreurs de null étaient le plantage le plus courant des applications Android avant Kotlin.',
            rw: 'Sobanukirwa amoko ashobora kuba null, [[en:safe]] call n’Elvis [[en:operator]], kuko amakosa ya null ari yo yakundaga gutuma porogaramu za Android zifunga mbere ya Kotlin.',
          },
        },
        {
          id: 'functions-and-lambdas',
          title: { en: 'Functions and lambdas', fr: 'Fonctions et lambdas', rw: '[[en:Functions]] na [[en:lambdas]]' },
          text: {
            en: 'Write functions with default and named arguments and pass lambdas around, since Jetpack Compose is built entirely from functions.',
            fr: 'Écrivez des fonctions avec arguments par défaut et nommés et passez des lambdas, car Jetpack Compose est entièrement construit avec des fonctions.',
            rw: 'Andika [[en:functions]] zifite [[en:arguments]] zisanzwe ziriho n’izifite amazina, kandi wohereze [[en:lambdas]], kuko Jetpack Compose yubatswe yose na [[en:functions]].',
          },
        },
        {
          id: 'classes-and-collections',
          title: { en: 'Classes and collections', fr: 'Classes et collections', rw: '[[en:Classes]] na [[en:collections]]' },
          text: {
            en: 'Model data with classes, data classes and enums, and work with lists and maps using map and filter, the shape of all the data your screens show.',
            fr: 'Modélisez les données avec des classes, des data classes et des enums, et manipulez listes et maps avec map et filter\u00a0: c’est la forme de toutes les données de vos écrans.',
            rw: 'Tegura amakuru ukoresheje [[en:classes]], [[en:data classes]] na [[en:enums]], kandi ukoreshe [[en:lists]] na [[en:maps]] ukoresheje map na filter, kuko ari yo miterere y’amakuru yose impapuro zawe zizerekana.',
          },
        },
        {
          id: 'reading-java',
          title: { en: 'Reading Java', fr: 'Lire du Java', rw: 'Gusoma Java' },
          text: {
            en: 'Learn enough Java to read older Android code and examples, because many existing apps and answers online are still written in it.',
            fr: 'Apprenez assez de Java pour lire du code Android ancien et des exemples, car beaucoup d’applications existantes et de réponses en ligne sont encore écrites dans ce langage.',
            rw: 'Iga Java ihagije kugira ngo ushobore gusoma kode ya Android ya kera n’ingero, kuko porogaramu nyinshi zisanzwe n’ibisubizo byinshi kuri interineti bikanditse muri urwo rurimi.',
          },
        },
      ],
      project: {
        en: 'Write a Kotlin console program that plans monthly savings: it asks for income and expenses in Rwandan francs and prints how long it will take to reach a goal.',
        fr: 'Écrivez un programme console en Kotlin qui planifie une épargne mensuelle\u00a0: il demande revenus et dépenses en francs rwandais et affiche le temps nécessaire pour atteindre un objectif.',
        rw: 'Andika porogaramu ya Kotlin ikorera muri [[en:console]] itegura kuzigama kwa buri kwezi: ibaza amafaranga yinjira n’asohoka mu mafaranga y’u Rwanda, ikerekana igihe bizatwara kugera ku ntego.',
      },
      weeks: 6,
      resources: [
        resource.kotlinDocumentation,
        resource.androidDevelopersCourses,
      ],
      curriculum: [
        curriculum.rebAlgorithmsAndProgramming,
      ],
    },
    {
      id: 'android-studio-and-git',
      title: { en: 'Android Studio, Gradle and Git', fr: 'Android Studio, Gradle et Git', rw: 'Android Studio, Gradle na Git' },
      goal: {
        en: 'You can create an Android project, understand its files, run it on an emulator and on a real phone, and keep it in Git on GitHub.',
        fr: 'Vous savez créer un projet Android, comprendre ses fichiers, le lancer sur un émulateur et sur un vrai téléphone, et le garder dans Git sur GitHub.',
        rw: 'Ushobora gutangiza umushinga wa Android, gusobanukirwa amadosiye awugize, kuwukoresha kuri [[en:emulator]] no kuri telefoni nyayo, no kuwubika muri Git kuri GitHub.',
      },
      topics: [
        {
          id: 'android-studio',
          title: { en: 'Android Studio', fr: 'Android Studio', rw: 'Android Studio' },
          text: {
            en: 'Install Android Studio, create a project and find your way around the editor, the Logcat window and the layout preview, the tools you will live in.',
            fr: 'Installez Android Studio, créez un projet et repérez-vous dans l’éditeur, la fenêtre Logcat et l’aperçu des écrans\u00a0: les outils dans lesquels vous passerez vos journées.',
            rw: 'Shyiraho Android Studio, utangize umushinga kandi umenyere [[en:editor]], idirishya rya Logcat n’aho ubona uko impapuro zizasa, kuko ari byo bikoresho uzamaramo igihe kinini.',
          },
        },
        {
          id: 'project-structure-and-gradle',
          title: { en: 'Project structure and Gradle', fr: 'Structure du projet et Gradle', rw: 'Imiterere y’umushinga na Gradle' },
          text: {
            en: 'Understand the manifest, the resources folder and the Gradle build files, and how to add a library, because every build problem leads back to them.',
            fr: 'Comprenez le manifeste, le dossier des ressources et les fichiers de build Gradle, et comment ajouter une bibliothèque, car chaque problème de build y ramène.',
            rw: 'Sobanukirwa [[en:manifest]], ububiko bwa [[en:resources]] n’amadosiye ya Gradle, n’uko wongeramo isomero ([[en:library]]), kuko buri kibazo cyo kubaka porogaramu gisubira kuri byo.',
          },
        },
        {
          id: 'running-on-devices',
          title: { en: 'Emulators and real phones', fr: 'Émulateurs et vrais téléphones', rw: 'Emulators na telefoni nyazo' },
          text: {
            en: 'Run your app on an emulator and on a real phone with USB debugging, and test on a small, low-memory device, because that is what many of your users have.',
            fr: 'Lancez votre application sur un émulateur et sur un vrai téléphone avec le débogage USB, et testez sur un appareil petit et peu puissant, car c’est ce qu’ont beaucoup de vos utilisateurs.',
            rw: 'Koresha porogaramu yawe kuri [[en:emulator]] no kuri telefoni nyayo ukoresheje USB [[en:debugging]], kandi uyigerageze kuri telefoni nto ifite [[en:memory]] nke, kuko ari zo abakoresha bawe benshi bafite.',
          },
        },
        {
          id: 'git-for-android',
          title: { en: 'Git and GitHub', fr: 'Git et GitHub', rw: 'Git na GitHub' },
          text: {
            en: 'Put each project in Git with a proper ignore file, commit small steps and push to GitHub, so your work is safe and visible to employers.',
            fr: 'Mettez chaque projet dans Git avec un bon fichier d’exclusion, faites de petits [[en:commits]] et poussez sur GitHub, pour que votre travail soit à l’abri et visible des employeurs.',
            rw: 'Shyira buri mushinga muri Git ufite idosiye ya .gitignore ikwiye, ukore [[en:commits]] nto kandi wohereze kuri GitHub, kugira ngo imirimo yawe ibe itekanye kandi abatanga akazi bayibone.',
          },
        },
      ],
      project: {
        en: 'Create a first app that shows your name, school and a photo, with a button that changes a greeting between English, French and Kinyarwanda; install it on your own phone and push it to GitHub.',
        fr: 'Créez une première application qui affiche votre nom, votre école et une photo, avec un bouton qui change la salutation entre anglais, français et kinyarwanda\u00a0; installez-la sur votre téléphone et poussez-la sur GitHub.',
        rw: 'Kora porogaramu ya mbere yerekana izina ryawe, ishuri ryawe n’ifoto, ifite buto ihindura indamutso mu Cyongereza, Igifaransa n’Ikinyarwanda; uyishyire kuri telefoni yawe kandi uyohereze kuri GitHub.',
      },
      weeks: 3,
      resources: [
        resource.androidDevelopers,
        resource.git,
        resource.githubDocs,
      ],
      curriculum: [
        curriculum.rtbControlVersionSystemL3,
      ],
    },
    {
      id: 'ui-with-compose',
      title: { en: 'Screens with Jetpack Compose', fr: 'Écrans avec Jetpack Compose', rw: 'Impapuro ukoresheje Jetpack Compose' },
      goal: {
        en: 'You can build clear, accessible screens with Jetpack Compose and Material Design, including scrolling lists, forms and state that updates the screen.',
        fr: 'Vous savez construire des écrans clairs et accessibles avec Jetpack Compose et Material Design, y compris des listes défilantes, des formulaires et un état qui met l’écran à jour.',
        rw: 'Ushobora kubaka impapuro zisobanutse kandi zikoreshwa na bose ukoresheje Jetpack Compose na Material Design, harimo intonde zimanuka, amafishi na [[en:state]] ivugurura ibiri kuri mugaragaza.',
      },
      topics: [
        {
          id: 'composables-and-layout',
          title: { en: 'Composables and layout', fr: 'Composables et mise en page', rw: '[[en:Composables]] n’imigaragarire' },
          text: {
            en: 'Build screens from composable functions arranged with Row, Column and Box and adjusted with modifiers, the basic way every modern Android screen is made.',
            fr: 'Construisez les écrans avec des fonctions composables disposées par Row, Column et Box et ajustées par des modifiers\u00a0: la manière de base de faire tout écran Android moderne.',
            rw: 'Kora impapuro ukoresheje [[en:composable functions]] zitondetse muri Row, Column na Box kandi zinozwa na [[en:modifiers]], kuko ari bwo buryo bw’ibanze bwo gukora buri rupapuro rwa Android rugezweho.',
          },
        },
        {
          id: 'state-in-compose',
          title: { en: 'State in Compose', fr: 'L’état dans Compose', rw: '[[en:State]] muri Compose' },
          text: {
            en: 'Hold values with remember and mutableStateOf and lift state up to the parent, so the screen redraws itself whenever the data changes.',
            fr: 'Gardez les valeurs avec remember et mutableStateOf et remontez l’état vers le parent, pour que l’écran se redessine dès que les données changent.',
            rw: 'Bika agaciro ukoresheje remember na mutableStateOf, kandi uzamure [[en:state]] ijye kuri [[en:composable]] iyirimo, kugira ngo urupapuro rwongere rwishushanye buri uko amakuru ahindutse.',
          },
        },
        {
          id: 'lists',
          title: { en: 'Lists', fr: 'Listes', rw: 'Intonde' },
          text: {
            en: 'Show long lists with LazyColumn, which only draws the rows on screen, so a list of a thousand items still scrolls smoothly on a cheap phone.',
            fr: 'Affichez de longues listes avec LazyColumn, qui ne dessine que les lignes visibles, pour qu’une liste de mille éléments défile encore bien sur un téléphone bon marché.',
            rw: 'Erekana intonde ndende ukoresheje LazyColumn, ishushanya gusa imirongo igaragara kuri mugaragaza, kugira ngo urutonde rw’ibintu igihumbi rukomeze kumanuka neza no kuri telefoni idahenze.',
          },
        },
        {
          id: 'material-design',
          title: { en: 'Material Design and themes', fr: 'Material Design et thèmes', rw: 'Material Design na [[en:themes]]' },
          text: {
            en: 'Use Material 3 components, colours, type and a dark theme, so your app looks familiar to Android users and stays consistent from screen to screen.',
            fr: 'Utilisez les composants, couleurs, typographies et le thème sombre de Material 3, pour que votre application paraisse familière aux utilisateurs d’Android et reste cohérente d’un écran à l’autre.',
            rw: 'Koresha [[en:components]], amabara, imyandikire na [[en:theme]] yijimye bya Material 3, kugira ngo porogaramu yawe imenyerwe vuba n’abakoresha Android kandi impapuro zayo zose zihuze.',
          },
        },
        {
          id: 'accessibility-and-languages',
          title: { en: 'Accessibility and languages', fr: 'Accessibilité et langues', rw: 'Gukoreshwa na bose n’indimi' },
          text: {
            en: 'Add content descriptions, large touch targets and support for big fonts, and keep all text in string resources so the app can speak Kinyarwanda, English and French.',
            fr: 'Ajoutez des descriptions de contenu, de grandes zones tactiles et la prise en charge des grandes polices, et gardez tous les textes dans les ressources pour que l’application parle kinyarwanda, anglais et français.',
            rw: 'Ongeramo ibisobanuro by’ibiri ku rupapuro, aho gukanda hanini n’uburyo bwo kwakira inyuguti nini, kandi ubike inyandiko zose muri [[en:string resources]] kugira ngo porogaramu ivuge Ikinyarwanda, Icyongereza n’Igifaransa.',
          },
        },
      ],
      project: {
        en: 'Build a phrasebook app with a searchable list of everyday phrases in Kinyarwanda, English and French, a detail screen for each phrase, and the interface itself in all three languages.',
        fr: 'Construisez un guide de conversation avec une liste consultable de phrases courantes en kinyarwanda, anglais et français, un écran de détail par phrase, et une interface elle-même disponible dans les trois langues.',
        rw: 'Kora porogaramu y’amagambo n’interuro zikoreshwa buri munsi mu Kinyarwanda, Icyongereza n’Igifaransa, ifite urutonde rushakishwamo, urupapuro rusobanura buri nteruro, kandi imigaragarire yayo ubwayo iri mu ndimi zose uko ari eshatu.',
      },
      weeks: 6,
      resources: [
        resource.androidDevelopers,
        resource.materialDesign3,
        resource.androidDevelopersCourses,
      ],
      curriculum: [],
    },
    {
      id: 'app-components-and-navigation',
      title: { en: 'App components and navigation', fr: 'Composants d’application et navigation', rw: 'Ibice bya porogaramu no kwimuka hagati y’impapuro' },
      goal: {
        en: 'You understand the activity lifecycle, can move between screens with Navigation, open other apps with intents and ask for permissions politely.',
        fr: 'Vous comprenez le cycle de vie d’une activité, savez passer d’un écran à l’autre avec Navigation, ouvrir d’autres applications avec des intents et demander des permissions avec tact.',
        rw: 'Usobanukiwe ubuzima bwa [[en:activity]] kuva itangiye kugeza irangiye, ushobora kwimuka hagati y’impapuro ukoresheje Navigation, gufungura izindi porogaramu ukoresheje [[en:intents]] no gusaba uburenganzira mu kinyabupfura.',
      },
      topics: [
        {
          id: 'activity-lifecycle',
          title: { en: 'Activities and the lifecycle', fr: 'Activités et cycle de vie', rw: 'Activities n’ubuzima bwazo' },
          text: {
            en: 'Learn what happens when an app is opened, hidden, rotated or killed, because apps that ignore the lifecycle lose the user’s data or drain the battery.',
            fr: 'Apprenez ce qui se passe quand une application est ouverte, cachée, tournée ou arrêtée, car une application qui ignore le cycle de vie perd les données de l’utilisateur ou vide la batterie.',
            rw: 'Iga ibiba iyo porogaramu ifunguwe, ihishwe, telefoni ihindukijwe cyangwa porogaramu igafungwa, kuko porogaramu zititaye kuri ibyo zitakaza amakuru y’umukoresha cyangwa zikamaraho batiri.',
          },
        },
        {
          id: 'navigation',
          title: { en: 'Navigation between screens', fr: 'Navigation entre écrans', rw: 'Kwimuka hagati y’impapuro' },
          text: {
            en: 'Use Navigation Compose to move between screens, pass arguments and handle the Back button, so the app behaves the way people expect.',
            fr: 'Utilisez Navigation Compose pour passer d’un écran à l’autre, transmettre des arguments et gérer le bouton Retour, pour que l’application se comporte comme les gens s’y attendent.',
            rw: 'Koresha Navigation Compose mu kwimuka hagati y’impapuro, kohereza amakuru ku rupapuro rukurikira no kwita kuri buto yo gusubira inyuma, kugira ngo porogaramu yitware uko abantu babyiteze.',
          },
        },
        {
          id: 'intents',
          title: { en: 'Intents', fr: 'Intents', rw: '[[en:Intents]]' },
          text: {
            en: 'Use intents to open the dialer, a map, the camera or a share sheet, so your app works together with the rest of the phone instead of rebuilding it.',
            fr: 'Utilisez des intents pour ouvrir le composeur, une carte, l’appareil photo ou le menu de partage, pour que votre application coopère avec le reste du téléphone au lieu de tout refaire.',
            rw: 'Koresha [[en:intents]] mu gufungura aho bahamagarira, ikarita, [[en:camera]] cyangwa uburyo bwo gusangiza, kugira ngo porogaramu yawe ikorane n’ibindi biri kuri telefoni aho kongera kubyubaka.',
          },
        },
        {
          id: 'permissions',
          title: { en: 'Permissions and privacy', fr: 'Permissions et vie privée', rw: 'Uburenganzira n’ibanga ry’umukoresha' },
          text: {
            en: 'Ask for permissions such as location or camera only when needed and explain why, because users trust and keep apps that respect their privacy.',
            fr: 'Demandez les permissions comme la localisation ou l’appareil photo seulement quand c’est utile et expliquez pourquoi, car les utilisateurs font confiance aux applications qui respectent leur vie privée et les gardent.',
            rw: 'Saba uburenganzira nko kumenya aho umuntu ari cyangwa gukoresha [[en:camera]] igihe bikenewe gusa kandi usobanure impamvu, kuko abakoresha bizera kandi bakagumana porogaramu zubaha ibanga ryabo.',
          },
        },
      ],
      project: {
        en: 'Build a small health-centre directory for one district with a list screen, a detail screen for each centre, and buttons that call the centre or open its location in a map app.',
        fr: 'Construisez un petit annuaire des centres de santé d’un district avec un écran de liste, un écran de détail par centre, et des boutons pour appeler le centre ou ouvrir sa position dans une application de cartes.',
        rw: 'Kora porogaramu nto y’urutonde rw’ibigo nderabuzima byo mu karere kamwe, ifite urupapuro rw’urutonde, urupapuro rusobanura buri kigo na buto zo guhamagara ikigo cyangwa gufungura aho giherereye muri porogaramu y’amakarita.',
      },
      weeks: 3,
      resources: [
        resource.androidDevelopers,
        resource.androidDevelopersCourses,
      ],
      curriculum: [],
    },
    {
      id: 'architecture',
      title: { en: 'App architecture and coroutines', fr: 'Architecture et coroutines', rw: 'Imiterere ya porogaramu na [[en:coroutines]]' },
      goal: {
        en: 'You can organise an app into UI, ViewModel and data layers, run slow work with coroutines and Flow, and wire the parts together with dependency injection.',
        fr: 'Vous savez organiser une application en couches interface, ViewModel et données, exécuter le travail lent avec les coroutines et Flow, et relier les parties par injection de dépendances.',
        rw: 'Ushobora gutunganya porogaramu mu byiciro bya UI, ViewModel n’amakuru, gukoresha [[en:coroutines]] na Flow ku mirimo itinda, no guhuza ibice byayo ukoresheje [[en:dependency injection]].',
      },
      topics: [
        {
          id: 'viewmodel-and-mvvm',
          title: { en: 'ViewModel and MVVM', fr: 'ViewModel et MVVM', rw: 'ViewModel na MVVM' },
          text: {
            en: 'Move screen logic and state into a ViewModel that survives rotation, so composables only draw what they are given and stay easy to test.',
            fr: 'Déplacez la logique et l’état de l’écran dans un ViewModel qui survit à la rotation, pour que les composables ne fassent que dessiner ce qu’on leur donne et restent faciles à tester.',
            rw: 'Imurira imikorere na [[en:state]] by’urupapuro muri ViewModel itazimira iyo telefoni ihindukijwe, kugira ngo [[en:composables]] zishushanye gusa ibyo zahawe kandi bikomeze koroha kuzigerageza.',
          },
        },
        {
          id: 'coroutines-and-flow',
          title: { en: 'Coroutines and Flow', fr: 'Coroutines et Flow', rw: '[[en:Coroutines]] na Flow' },
          text: {
            en: 'Run network and database work in coroutines off the main thread and expose changing data as Flow, so the screen never freezes while waiting.',
            fr: 'Exécutez le travail réseau et base de données dans des coroutines hors du [[en:thread]] principal et exposez les données changeantes sous forme de Flow, pour que l’écran ne se fige jamais en attendant.',
            rw: 'Kora imirimo y’interineti n’ububiko bw’amakuru muri [[en:coroutines]] zitari kuri [[en:main thread]], kandi ugaragaze amakuru ahinduka nka Flow, kugira ngo urupapuro rutazigera ruhagarara mu gihe rutegereje.',
          },
        },
        {
          id: 'repository-pattern',
          title: { en: 'Repositories and layers', fr: 'Repositories et couches', rw: '[[en:Repositories]] n’ibyiciro bya porogaramu' },
          text: {
            en: 'Put all data access behind a repository that decides whether data comes from the phone or the network, so the rest of the app does not need to care.',
            fr: 'Placez tout l’accès aux données derrière un repository qui décide si elles viennent du téléphone ou du réseau, pour que le reste de l’application n’ait pas à s’en soucier.',
            rw: 'Shyira uburyo bwose bwo kugera ku makuru inyuma ya [[en:repository]] ihitamo niba amakuru ava kuri telefoni cyangwa kuri interineti, kugira ngo ibindi bice bya porogaramu bitabyitaho.',
          },
        },
        {
          id: 'dependency-injection',
          title: { en: 'Dependency injection with Hilt', fr: 'Injection de dépendances avec Hilt', rw: '[[en:Dependency injection]] ukoresheje Hilt' },
          text: {
            en: 'Let Hilt create and hand out objects such as repositories and API clients, so classes stay small and can be swapped for fakes in tests.',
            fr: 'Laissez Hilt créer et distribuer des objets comme les repositories et les clients d’API, pour que les classes restent petites et puissent être remplacées par des imitations dans les tests.',
            rw: 'Reka Hilt irema kandi itange [[en:objects]] nka [[en:repositories]] na API [[en:clients]], kugira ngo [[en:classes]] zigume ari nto kandi zishobore gusimbuzwa izindi z’igerageza mu gihe ugerageza.',
          },
        },
      ],
      project: {
        en: 'Build a market prices app showing the price of beans, maize and potatoes in several markets, with a ViewModel, a repository serving sample data and Hilt wiring them together.',
        fr: 'Construisez une application des prix du marché qui montre le prix des haricots, du maïs et des pommes de terre sur plusieurs marchés, avec un ViewModel, un repository servant des données d’exemple et Hilt pour relier le tout.',
        rw: 'Kora porogaramu y’ibiciro ku masoko yerekana igiciro cy’ibishyimbo, ibigori n’ibirayi ku masoko atandukanye, ifite ViewModel, [[en:repository]] itanga amakuru y’urugero na Hilt ibihuza.',
      },
      weeks: 5,
      resources: [
        resource.androidDevelopers,
        resource.kotlinDocumentation,
      ],
      curriculum: [],
    },
    {
      id: 'storing-data',
      title: { en: 'Storing data on the phone', fr: 'Stocker des données sur le téléphone', rw: 'Kubika amakuru kuri telefoni' },
      goal: {
        en: 'You can save settings with DataStore and structured records with Room, so the app keeps working fully offline and loses nothing when closed.',
        fr: 'Vous savez enregistrer des réglages avec DataStore et des données structurées avec Room, pour que l’application marche entièrement hors ligne et ne perde rien à la fermeture.',
        rw: 'Ushobora kubika amahitamo y’umukoresha ukoresheje DataStore n’amakuru ateguye ukoresheje Room, kugira ngo porogaramu ikomeze gukora neza nta interineti kandi ntihagire ikibura iyo ifunzwe.',
      },
      topics: [
        {
          id: 'datastore',
          title: { en: 'DataStore for settings', fr: 'DataStore pour les réglages', rw: 'DataStore ku mahitamo y’umukoresha' },
          text: {
            en: 'Keep small values such as the chosen language or the last search in DataStore, the modern replacement for SharedPreferences.',
            fr: 'Gardez de petites valeurs comme la langue choisie ou la dernière recherche dans DataStore, le remplaçant moderne de SharedPreferences.',
            rw: 'Bika amakuru make nk’ururimi umukoresha yahisemo cyangwa icyo yashakishije bwa nyuma muri DataStore, yasimbuye SharedPreferences.',
          },
        },
        {
          id: 'room',
          title: { en: 'Room and SQLite', fr: 'Room et SQLite', rw: 'Room na SQLite' },
          text: {
            en: 'Define entities, DAOs and queries with Room on top of SQLite, and observe results as Flow, so the screen updates by itself when the data changes.',
            fr: 'Définissez entités, DAO et requêtes avec Room au-dessus de SQLite, et observez les résultats sous forme de Flow, pour que l’écran se mette à jour seul quand les données changent.',
            rw: 'Tegura [[en:entities]], DAOs na [[en:queries]] ukoresheje Room yubakiye kuri SQLite, kandi ukurikirane ibisubizo nka Flow, kugira ngo urupapuro rwivugurure ubwarwo iyo amakuru ahindutse.',
          },
        },
        {
          id: 'migrations',
          title: { en: 'Database migrations', fr: 'Migrations de base', rw: '[[en:Migrations]] z’ububiko' },
          text: {
            en: 'Write migrations when your tables change, because an update that wipes a user’s saved records is one of the fastest ways to lose them.',
            fr: 'Écrivez des migrations quand vos tables changent, car une mise à jour qui efface les données d’un utilisateur est l’un des moyens les plus rapides de le perdre.',
            rw: 'Andika [[en:migrations]] iyo imbonerahamwe zawe zihindutse, kuko ivugurura risiba amakuru umukoresha yabitse ari bumwe mu buryo bwihuse bwo kumutakaza.',
          },
        },
        {
          id: 'offline-first',
          title: { en: 'Offline first', fr: 'Hors ligne d’abord', rw: 'Gukora nta interineti mbere na mbere' },
          text: {
            en: 'Treat the local database as the source of truth and sync with the server when a connection is available, since connectivity outside towns can be patchy.',
            fr: 'Faites de la base locale la source de vérité et synchronisez avec le serveur quand une connexion est disponible, car la couverture hors des villes peut être irrégulière.',
            rw: 'Fata ububiko bwo kuri telefoni nk’isoko nyakuri ry’amakuru, hanyuma uhuze na seriveri iyo interineti ibonetse, kuko hanze y’imijyi interineti ishobora kuboneka rimwe na rimwe.',
          },
        },
      ],
      project: {
        en: 'Build a harvest record app for a farmer: each entry has a crop, a date, a quantity in kilograms and a price, stored with Room, with monthly totals and the language choice kept in DataStore.',
        fr: 'Construisez une application de suivi des récoltes pour un agriculteur\u00a0: chaque entrée a une culture, une date, une quantité en kilogrammes et un prix, stockés avec Room, avec des totaux mensuels et le choix de la langue gardé dans DataStore.',
        rw: 'Kora porogaramu y’umuhinzi yandika umusaruro: buri cyanditswe gifite igihingwa, itariki, ingano mu biro n’igiciro, bibitswe muri Room, ifite ibiteranyo bya buri kwezi n’ururimi rwahiswemo rubitswe muri DataStore.',
      },
      weeks: 4,
      resources: [
        resource.androidDevelopers,
        resource.sqlbolt,
      ],
      curriculum: [curriculum.rebDatabases],
    },
    {
      id: 'networking',
      title: { en: 'Talking to web services', fr: 'Échanger avec des services web', rw: 'Kuvugana na serivisi zo kuri interineti' },
      goal: {
        en: 'You can call a REST API with Retrofit, turn JSON into Kotlin objects, show images efficiently, handle bad connections and sync in the background with WorkManager.',
        fr: 'Vous savez appeler une API REST avec Retrofit, transformer du JSON en objets Kotlin, afficher des images efficacement, gérer les mauvaises connexions et synchroniser en arrière-plan avec WorkManager.',
        rw: 'Ushobora guhamagara REST API ukoresheje Retrofit, guhindura JSON [[en:objects]] za Kotlin, kwerekana amafoto mu buryo budatwara byinshi, kwita kuri interineti mbi no guhuza amakuru inyuma ukoresheje WorkManager.',
      },
      topics: [
        {
          id: 'retrofit-and-json',
          title: { en: 'Retrofit and JSON', fr: 'Retrofit et JSON', rw: 'Retrofit na JSON' },
          text: {
            en: 'Describe an API as a Kotlin interface with Retrofit and convert JSON with kotlinx.serialization, the most common way Android apps talk to servers.',
            fr: 'Décrivez une API comme une interface Kotlin avec Retrofit et convertissez le JSON avec kotlinx.serialization\u00a0: c’est la façon la plus courante dont les applications Android parlent aux serveurs.',
            rw: 'Sobanura API nka [[en:interface]] ya Kotlin ukoresheje Retrofit kandi uhindure JSON ukoresheje kotlinx.serialization, kuko ari bwo buryo bukoreshwa cyane na porogaramu za Android mu kuvugana na seriveri.',
          },
        },
        {
          id: 'errors-and-poor-networks',
          title: { en: 'Errors and poor connections', fr: 'Erreurs et connexions faibles', rw: 'Amakosa na interineti mbi' },
          text: {
            en: 'Show loading, empty and error states, set timeouts and retry sensibly, and keep data small, because your users pay for every megabyte.',
            fr: 'Affichez les états de chargement, vide et d’erreur, fixez des délais et réessayez avec mesure, et gardez les données légères, car vos utilisateurs paient chaque mégaoctet.',
            rw: 'Erekana igihe amakuru ari kuza, igihe nta makuru ahari n’igihe habaye ikosa, ushyireho igihe ntarengwa kandi wongere ugerageze mu rugero, kandi amakuru abe make, kuko abakoresha bawe bishyura buri [[en:megabyte]].',
          },
        },
        {
          id: 'images',
          title: { en: 'Loading images', fr: 'Charger des images', rw: 'Kuzana amafoto' },
          text: {
            en: 'Use an image library such as Coil to download, resize and cache pictures, so lists with photos stay fast and do not use up memory.',
            fr: 'Utilisez une bibliothèque d’images comme Coil pour télécharger, redimensionner et mettre en cache les photos, afin que les listes illustrées restent rapides sans épuiser la mémoire.',
            rw: 'Koresha isomero ry’amafoto nka Coil mu gukuramo, kugabanya ingano no kubika amafoto muri [[en:cache]], kugira ngo intonde zirimo amafoto zikomeze kwihuta kandi zidamara [[en:memory]].',
          },
        },
        {
          id: 'workmanager',
          title: { en: 'Background sync with WorkManager', fr: 'Synchronisation avec WorkManager', rw: 'Guhuza amakuru ukoresheje WorkManager' },
          text: {
            en: 'Schedule uploads and syncs with WorkManager so they run when the phone is online and charged, even if the user has closed the app.',
            fr: 'Planifiez envois et synchronisations avec WorkManager pour qu’ils se fassent quand le téléphone est en ligne et chargé, même si l’utilisateur a fermé l’application.',
            rw: 'Tegura kohereza no guhuza amakuru ukoresheje WorkManager kugira ngo bikorwe igihe telefoni ifite interineti n’umuriro, n’iyo umukoresha yaba yafunze porogaramu.',
          },
        },
      ],
      project: {
        en: 'Connect the market prices app to a small JSON API you publish yourself, cache the prices in Room so they show offline, and refresh them every few hours with WorkManager.',
        fr: 'Reliez l’application des prix du marché à une petite API JSON que vous publiez vous-même, gardez les prix dans Room pour les afficher hors ligne, et rafraîchissez-les toutes les quelques heures avec WorkManager.',
        rw: 'Huza porogaramu y’ibiciro ku masoko na API nto ya JSON wowe ubwawe ushyira ku murongo, ubike ibiciro muri Room kugira ngo bigaragare nta interineti, kandi ubivugurure buri masaha make ukoresheje WorkManager.',
      },
      weeks: 4,
      resources: [
        resource.androidDevelopers,
        resource.kotlinDocumentation,
      ],
      curriculum: [],
    },
    {
      id: 'testing-and-quality',
      title: { en: 'Testing, debugging and performance', fr: 'Tests, débogage et performance', rw: 'Igerageza, gushaka amakosa n’umuvuduko' },
      goal: {
        en: 'You can write unit and UI tests, find crashes and memory leaks, and make an app start fast and run smoothly on a low-end phone.',
        fr: 'Vous savez écrire des tests unitaires et d’interface, trouver plantages et fuites de mémoire, et faire démarrer vite et tourner sans à-coups une application sur un téléphone d’entrée de gamme.',
        rw: 'Ushobora kwandika igerageza rya [[en:unit]] n’irya UI, kubona impamvu porogaramu ifunga cyangwa imara [[en:memory]], no gutuma porogaramu itangira vuba kandi igakora neza kuri telefoni yoroheje.',
      },
      topics: [
        {
          id: 'unit-tests',
          title: { en: 'Unit tests', fr: 'Tests unitaires', rw: 'Igerageza rya [[en:unit]]' },
          text: {
            en: 'Test ViewModels and repositories with JUnit and fake data sources, so you can change logic with confidence.',
            fr: 'Testez ViewModels et repositories avec JUnit et de fausses sources de données, pour changer la logique en toute confiance.',
            rw: 'Gerageza ViewModels na [[en:repositories]] ukoresheje JUnit n’amasoko y’amakuru y’igerageza, kugira ngo uhindure imikorere wizeye.',
          },
        },
        {
          id: 'ui-tests',
          title: { en: 'UI tests', fr: 'Tests d’interface', rw: 'Igerageza rya UI' },
          text: {
            en: 'Use the Compose testing tools to find elements by text and click them, checking that the main screens behave correctly after each change.',
            fr: 'Utilisez les outils de test de Compose pour trouver les éléments par leur texte et cliquer dessus, en vérifiant après chaque changement que les écrans principaux se comportent bien.',
            rw: 'Koresha ibikoresho by’igerageza bya Compose mu gushaka ibiri ku rupapuro ukurikije inyandiko no kubikanda, urebe ko impapuro z’ingenzi zikora neza nyuma ya buri mpinduka.',
          },
        },
        {
          id: 'debugging',
          title: { en: 'Debugging and crashes', fr: 'Débogage et plantages', rw: 'Gushaka amakosa n’impamvu porogaramu ifunga' },
          text: {
            en: 'Read stack traces in Logcat, use breakpoints and catch memory leaks with LeakCanary, so you fix the real cause instead of guessing.',
            fr: 'Lisez les traces de pile dans Logcat, utilisez des points d’arrêt et repérez les fuites de mémoire avec LeakCanary, pour corriger la vraie cause au lieu de deviner.',
            rw: 'Soma [[en:stack traces]] muri Logcat, ukoreshe [[en:breakpoints]] kandi ufate aho [[en:memory]] isohokera ukoresheje LeakCanary, kugira ngo ukosore intandaro nyayo aho gukeka.',
          },
        },
        {
          id: 'lint-and-performance',
          title: { en: 'Lint and performance', fr: 'Lint et performance', rw: 'Lint n’umuvuduko' },
          text: {
            en: 'Run Android Lint and a Kotlin linter, keep the app small, and measure start-up time and smooth scrolling on a cheap phone, not only on an emulator.',
            fr: 'Lancez Android Lint et un [[en:linter]] Kotlin, gardez l’application légère, et mesurez le temps de démarrage et la fluidité du défilement sur un téléphone bon marché, pas seulement sur un émulateur.',
            rw: 'Koresha Android Lint na [[en:linter]] ya Kotlin, porogaramu yawe ibe nto, kandi upime igihe itangirira n’uko imanuka neza kuri telefoni idahenze, atari kuri [[en:emulator]] gusa.',
          },
        },
      ],
      project: {
        en: 'Add unit tests for the market prices ViewModel and repository and a UI test for the price list, then fix every warning from Lint and test start-up time on a phone with 2 GB of memory.',
        fr: 'Ajoutez des tests unitaires pour le ViewModel et le repository des prix et un test d’interface pour la liste des prix, puis corrigez chaque avertissement de Lint et testez le démarrage sur un téléphone à 2 Go de mémoire.',
        rw: 'Ongeramo igerageza rya [[en:unit]] kuri ViewModel na [[en:repository]] by’ibiciro n’igerageza rya UI ku rutonde rw’ibiciro, hanyuma ukosore buri muburo wa Lint kandi ugerageze igihe porogaramu itangirira kuri telefoni ifite [[en:memory]] ya GB 2.',
      },
      weeks: 3,
      resources: [
        resource.androidDevelopers,
        { name: 'LeakCanary', url: 'https://square.github.io/leakcanary/', kind: 'tool' },
      ],
      curriculum: [],
    },
    {
      id: 'publishing',
      title: { en: 'Publishing on the Play Store', fr: 'Publication sur le Play Store', rw: 'Gushyira porogaramu kuri Play Store' },
      goal: {
        en: 'You can sign a release build, publish it on Google Play through a testing track, follow the store’s rules, and ship updates based on crash reports and feedback.',
        fr: 'Vous savez signer une version de production, la publier sur Google Play par une piste de test, respecter les règles du [[en:store]], et livrer des mises à jour selon les rapports de plantage et les avis.',
        rw: 'Ushobora gusinya verisiyo yo gusohora, kuyishyira kuri Google Play unyuze mu cyiciro cy’igerageza, gukurikiza amategeko ya Play Store, no gusohora ivugurura ukurikije raporo z’aho yafunze n’ibitekerezo by’abakoresha.',
      },
      topics: [
        {
          id: 'release-builds',
          title: { en: 'Signed release builds', fr: 'Versions signées', rw: 'Verisiyo zisinye zo gusohora' },
          text: {
            en: 'Create an upload key, build a signed Android App Bundle and turn on code shrinking, and keep the key safe, because losing it complicates every future update.',
            fr: 'Créez une clé d’envoi, construisez un Android App Bundle signé avec la réduction du code activée, et gardez la clé en lieu sûr, car la perdre complique chaque mise à jour future.',
            rw: 'Rema [[en:upload key]], wubake Android App Bundle isinye kandi ufungure kugabanya kode, ubike urufunguzo ahantu hizewe, kuko kurutakaza bigora buri vugurura rizakurikiraho.',
          },
        },
        {
          id: 'play-console',
          title: { en: 'Google Play Console', fr: 'Google Play Console', rw: 'Google Play Console' },
          text: {
            en: 'Prepare the store listing, screenshots, content rating and privacy policy, and release first to internal or closed testers before going public.',
            fr: 'Préparez la fiche du [[en:store]], les captures d’écran, la classification du contenu et la politique de confidentialité, et publiez d’abord pour des testeurs internes ou fermés avant le public.',
            rw: 'Tegura ibisobanuro bya porogaramu kuri Play Store, amafoto ya mugaragaza, icyiciro cy’imyaka ikwiriye n’amabwiriza yo kurinda amakuru bwite, hanyuma ubanze uyihe abagerageza b’imbere cyangwa batoranyijwe mbere yo kuyiha bose.',
          },
        },
        {
          id: 'crash-reports-and-analytics',
          title: { en: 'Crash reports and feedback', fr: 'Rapports de plantage et avis', rw: 'Raporo z’aho porogaramu yafunze n’ibitekerezo' },
          text: {
            en: 'Watch crash reports in Play Console or Firebase Crashlytics and read user reviews, collecting only the data you truly need and saying so in the privacy policy.',
            fr: 'Suivez les rapports de plantage dans la Play Console ou Firebase Crashlytics et lisez les avis, en ne collectant que les données vraiment nécessaires et en le disant dans la politique de confidentialité.',
            rw: 'Kurikirana raporo z’aho porogaramu yafunze muri Play Console cyangwa Firebase Crashlytics kandi usome ibitekerezo by’abakoresha, ukusanya gusa amakuru ukeneye koko kandi ukabivuga mu mabwiriza yo kurinda amakuru bwite.',
          },
        },
        {
          id: 'updates',
          title: { en: 'Versions and updates', fr: 'Versions et mises à jour', rw: 'Verisiyo n’ivugurura' },
          text: {
            en: 'Number versions clearly, release updates in stages to a small share of users first, and keep supporting older Android versions that your users still run.',
            fr: 'Numérotez clairement les versions, déployez les mises à jour par étapes à une petite part d’utilisateurs d’abord, et continuez à prendre en charge les anciennes versions d’Android que vos utilisateurs ont encore.',
            rw: 'Ha verisiyo imibare isobanutse, usohore ivugurura mu byiciro uhereye ku gice gito cy’abakoresha, kandi ukomeze kwita kuri verisiyo za Android za kera abakoresha bawe bagikoresha.',
          },
        },
      ],
      project: {
        en: 'Publish the market prices or harvest app to a Google Play testing track with a listing in three languages and a privacy policy; if you have no developer account yet, share a signed build with ten testers and collect their feedback.',
        fr: 'Publiez l’application des prix ou des récoltes sur une piste de test de Google Play avec une fiche en trois langues et une politique de confidentialité\u00a0; sans compte développeur, partagez une version signée avec dix testeurs et recueillez leurs avis.',
        rw: 'Shyira porogaramu y’ibiciro cyangwa iy’umusaruro mu cyiciro cy’igerageza cya Google Play, ifite ibisobanuro mu ndimi eshatu n’amabwiriza yo kurinda amakuru bwite; niba nta konti y’umukora porogaramu ufite, sangiza verisiyo isinye abantu icumi bayigerageze kandi wakire ibitekerezo byabo.',
      },
      weeks: 3,
      resources: [
        resource.androidDevelopers,
        { name: 'Google Play Console', url: 'https://play.google.com/console', kind: 'tool' },
        { name: 'Firebase', url: 'https://firebase.google.com/', kind: 'docs' },
      ],
      curriculum: [],
    },
  ],
};

export default plan;
