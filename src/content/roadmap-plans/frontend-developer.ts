import type { RoadmapPlan } from '../schema/roadmap-plans';
import { resource, curriculum } from '../roadmap-references';

/** Frontend Developer Roadmap: from how the web works, HTML, CSS and JavaScript to a framework, tests, accessibility and a portfolio. Written by Ubumenyi. */
const plan: RoadmapPlan = {
  id: 'RO1',
  slug: 'frontend-developer',
  intro: {
    en: 'For anyone who wants to build the part of a website or web app that people see and use: pages, forms and menus that work well on a cheap phone and a slow connection. You start with HTML, CSS and JavaScript, then learn Git, a framework, testing, accessibility and performance, and you finish with a portfolio you can show an employer.',
    fr: 'Pour toute personne qui veut construire la partie d’un site ou d’une application web que les gens voient et utilisent\u00a0: des pages, des formulaires et des menus qui marchent bien sur un téléphone bon marché et une connexion lente. Vous commencez par le HTML, le CSS et le JavaScript, puis vous apprenez Git, un [[en:framework]], les tests, l’accessibilité et la performance, pour finir avec un portfolio à montrer à un employeur.',
    rw: 'Ni iy’umuntu wese ushaka kubaka igice cy’urubuga cyangwa cya porogaramu yo kuri interineti abantu babona bakanakoresha: impapuro, amafishi na [[en:menu]] bikora neza no kuri telefoni idahenze cyangwa interineti itinda. Uhera kuri HTML, CSS na JavaScript, ukiga Git, [[en:framework]], igerageza, koroshya ikoreshwa ku bantu bose n’umuvuduko, ugasoza ufite [[en:portfolio]] ushobora kwereka abatanga akazi.',
  },
  followsRoadmapSh: true,
  updated: '2026-11-25',
  stages: [
    {
      id: 'how-the-web-works',
      title: { en: 'How the web works', fr: 'Comment fonctionne le web', rw: 'Uko interineti n’imbuga bikora' },
      goal: {
        en: 'You can explain what happens between typing an address in a browser and seeing the page, and you know the words developers use for each step.',
        fr: 'Vous savez expliquer ce qui se passe entre le moment où l’on tape une adresse dans le navigateur et l’affichage de la page, et vous connaissez les mots des développeurs pour chaque étape.',
        rw: 'Ushobora gusobanura ibiba kuva wanditse aderesi muri mushakisha kugeza urupapuro rugaragaye, kandi uzi amagambo abakora porogaramu bakoresha kuri buri ntambwe.',
      },
      topics: [
        {
          id: 'internet-and-http',
          title: { en: 'The interineti and HTTP', fr: 'Internet et HTTP', rw: 'Interineti na HTTP' },
          text: {
            en: 'Learn how computers send requests and responses over the internet with HTTP and HTTPS, because every page you build travels this way.',
            fr: 'Apprenez comment les ordinateurs échangent requêtes et réponses sur Internet avec HTTP et HTTPS, car chaque page que vous construirez voyage ainsi.',
            rw: 'Iga uko mudasobwa zohererezanya ibyo zisaba n’ibisubizo kuri interineti zikoresheje HTTP na HTTPS, kuko buri rupapuro uzubaka ari ko runyura.',
          },
        },
        {
          id: 'domains-and-hosting',
          title: { en: 'Domain names and hosting', fr: 'Noms de domaine et hébergement', rw: 'Amazina y’imbuga na [[en:hosting]]' },
          text: {
            en: 'Understand what a domain name, DNS and a web host are, so you know how an address ending in .rw finds the server that holds the site’s files.',
            fr: 'Comprenez ce que sont un nom de domaine, le DNS et un hébergeur, pour savoir comment une adresse en .rw trouve le serveur qui garde les fichiers du site.',
            rw: 'Sobanukirwa icyo izina ry’urubuga ([[en:domain]]), DNS na [[en:hosting]] ari byo, kugira ngo umenye uko aderesi irangirwa na .rw ibona seriveri ibitse amadosiye y’urubuga.',
          },
        },
        {
          id: 'browsers-and-devtools',
          title: { en: 'Browsers and developer tools', fr: 'Navigateurs et outils de développement', rw: 'Mushakisha n’ibikoresho byazo' },
          text: {
            en: 'See how a browser reads HTML, CSS and JavaScript and draws the page, and learn to open its developer tools, which you will use every day.',
            fr: 'Voyez comment un navigateur lit le HTML, le CSS et le JavaScript pour dessiner la page, et apprenez à ouvrir ses outils de développement, dont vous vous servirez chaque jour.',
            rw: 'Reba uko mushakisha isoma HTML, CSS na JavaScript igashushanya urupapuro, kandi wige gufungura ibikoresho byayo bigenewe abakora porogaramu ([[en:developer tools]]), uzajya ukoresha buri munsi.',
          },
        },
        {
          id: 'editor-and-files',
          title: { en: 'Files, a code editor and the terminal', fr: 'Fichiers, éditeur de code et terminal', rw: 'Amadosiye, [[en:editor]] ya kode na [[en:terminal]]' },
          text: {
            en: 'Get comfortable creating files and folders, writing in a code editor such as VS Code and typing simple terminal commands, since all later work depends on these habits.',
            fr: 'Prenez l’habitude de créer des fichiers et des dossiers, d’écrire dans un éditeur de code comme VS Code et de taper des commandes simples dans un terminal, car tout le travail suivant en dépend.',
            rw: 'Menyera gukora amadosiye n’ububiko bwayo, kwandika muri [[en:editor]] ya kode nka VS Code no gukoresha amabwiriza yoroheje ya [[en:terminal]], kuko akazi kose kazakurikiraho gashingiye kuri iyo mico.',
          },
        },
      ],
      project: {
        en: 'Draw a labelled diagram, on paper or in a slide, of what happens when someone in Huye opens a news site on their phone, from the typed address to the finished page.',
        fr: 'Dessinez un schéma annoté, sur papier ou sur une diapositive, de ce qui se passe quand une personne à Huye ouvre un site d’actualités sur son téléphone, de l’adresse tapée jusqu’à la page affichée.',
        rw: 'Shushanya igishushanyo gifite ibisobanuro, ku rupapuro cyangwa kuri [[en:slide]], cy’ibiba iyo umuntu uri i Huye afunguye urubuga rw’amakuru kuri telefoni ye, kuva ku aderesi yanditse kugeza urupapuro rugaragaye.',
      },
      weeks: 2,
      resources: [
        resource.mdnWebDocs,
        resource.theOdinProject,
        resource.theMissingSemesterMit,
      ],
      curriculum: [curriculum.rebComputerNetworks],
    },
    {
      id: 'html',
      title: { en: 'HTML: the structure of a page', fr: 'HTML\u00a0: la structure d’une page', rw: 'HTML: imiterere y’urupapuro' },
      goal: {
        en: 'You can write clean, meaningful HTML pages by hand, with headings, lists, links, images, tables and forms that work with a keyboard and a screen reader.',
        fr: 'Vous savez écrire à la main des pages HTML propres et porteuses de sens, avec titres, listes, liens, images, tableaux et formulaires utilisables au clavier et avec un lecteur d’écran.',
        rw: 'Ushobora kwandika ubwawe impapuro za HTML zisukuye kandi zisobanutse, zifite imitwe, intonde, [[en:links]], amafoto, imbonerahamwe n’amafishi bikoreshwa na clavier cyangwa porogaramu isomera abatabona.',
      },
      topics: [
        {
          id: 'elements-and-attributes',
          title: { en: 'Elements and attributes', fr: 'Éléments et attributs', rw: '[[en:Elements]] na [[en:attributes]]' },
          text: {
            en: 'Learn how tags, elements and attributes make up a document, and how to nest them correctly so every browser reads your page the same way.',
            fr: 'Apprenez comment balises, éléments et attributs forment un document, et comment les imbriquer correctement pour que tous les navigateurs lisent votre page de la même façon.',
            rw: 'Iga uko [[en:tags]], [[en:elements]] na [[en:attributes]] bigize inyandiko, n’uko bishyirwa bimwe mu bindi neza kugira ngo mushakisha zose zisome urupapuro rwawe kimwe.',
          },
        },
        {
          id: 'semantic-html',
          title: { en: 'Semantic HTML', fr: 'HTML sémantique', rw: 'HTML isobanura ibirimo' },
          text: {
            en: 'Use elements such as header, nav, main, article and button for what they mean, because this helps screen readers, search engines and the next developer.',
            fr: 'Utilisez des éléments comme header, nav, main, article et button selon leur sens, car cela aide les lecteurs d’écran, les moteurs de recherche et le prochain développeur.',
            rw: 'Koresha [[en:elements]] nka header, nav, [[en:main]], article na button ukurikije icyo zisobanura, kuko bifasha porogaramu zisomera abatabona, imbuga zishakisha nka Google n’undi uzakora kuri kode yawe.',
          },
        },
        {
          id: 'links-and-media',
          title: { en: 'Links, images and media', fr: 'Liens, images et médias', rw: '[[en:Links]], amafoto n’amashusho' },
          text: {
            en: 'Add links, images with good alt text, audio and video, and keep image files small so pages load fast on mobile data.',
            fr: 'Ajoutez des liens, des images avec un bon texte alternatif, du son et de la vidéo, et gardez des images légères pour que les pages se chargent vite avec des données mobiles.',
            rw: 'Shyiramo [[en:links]], amafoto afite ibisobanuro byiza (alt), amajwi n’amashusho, kandi ugabanye ingano y’amafoto kugira ngo impapuro zifunguke vuba no kuri interineti ya telefoni.',
          },
        },
        {
          id: 'lists-and-tables',
          title: { en: 'Lists and tables', fr: 'Listes et tableaux', rw: 'Intonde n’imbonerahamwe' },
          text: {
            en: 'Know when to use numbered lists, bulleted lists and tables, and how to give a table headers so that data such as a timetable is easy to read.',
            fr: 'Sachez quand employer une liste numérotée, une liste à puces ou un tableau, et comment donner des en-têtes à un tableau pour qu’un emploi du temps, par exemple, se lise facilement.',
            rw: 'Menya igihe ukoresha urutonde rufite imibare, urutonde rudafite imibare cyangwa imbonerahamwe, n’uko uha imbonerahamwe imitwe kugira ngo amakuru nk’ingengabihe y’amasomo asomeke byoroshye.',
          },
        },
        {
          id: 'forms',
          title: { en: 'Forms', fr: 'Formulaires', rw: 'Amafishi' },
          text: {
            en: 'Build forms with labels, the right input types and built-in validation, since forms are how people sign up, pay and send you data.',
            fr: 'Construisez des formulaires avec des étiquettes, les bons types de champs et la validation intégrée, car c’est par eux que les gens s’inscrivent, paient et vous envoient des données.',
            rw: 'Kora amafishi afite [[en:labels]], ubwoko bukwiye bw’aho kwandika n’igenzura HTML ifite ubwayo, kuko ari yo abantu bakoresha biyandikisha, bishyura cyangwa bohereza amakuru.',
          },
        },
        {
          id: 'page-metadata',
          title: { en: 'Page titles and search basics', fr: 'Titres de page et référencement', rw: 'Umutwe w’urupapuro no kuboneka mu ishakiro' },
          text: {
            en: 'Give each page a clear title, description and language so that search engines and link previews in chat apps show it correctly.',
            fr: 'Donnez à chaque page un titre, une description et une langue clairs pour que les moteurs de recherche et les aperçus de liens dans les messageries l’affichent correctement.',
            rw: 'Ha buri rupapuro umutwe, ibisobanuro n’ururimi bisobanutse kugira ngo imbuga zishakisha n’incamake za [[en:links]] muri WhatsApp n’izindi porogaramu z’ubutumwa birugaragaze neza.',
          },
        },
      ],
      project: {
        en: 'Write a plain HTML site for a school club with a home page, a members list, a weekly timetable as a table and a sign-up form, with no CSS yet.',
        fr: 'Écrivez en HTML seul le site d’un club scolaire\u00a0: une page d’accueil, la liste des membres, l’emploi du temps de la semaine sous forme de tableau et un formulaire d’inscription, encore sans CSS.',
        rw: 'Kora urubuga rwa HTML gusa rw’ihuriro (club) ry’ishuri: urupapuro rw’ibanze, urutonde rw’abanyamuryango, ingengabihe y’icyumweru mu mbonerahamwe n’ifishi yo kwiyandikisha, nta CSS irimo.',
      },
      weeks: 3,
      resources: [
        resource.mdnWebDocs,
        resource.freecodecamp,
        resource.w3cWebAccessibilityInitiative,
      ],
      curriculum: [
        curriculum.rtbWebDevelopmentL3,
        curriculum.rebWebDesign,
      ],
    },
    {
      id: 'css',
      title: { en: 'CSS: layout and responsive design', fr: 'CSS\u00a0: mise en page et design adaptatif', rw: 'CSS: imigaragarire y’urupapuro kuri mugaragaza zose' },
      goal: {
        en: 'You can turn a plain HTML page into a tidy, responsive design that looks right on a small phone, a tablet and a laptop.',
        fr: 'Vous savez transformer une page HTML brute en un design soigné et adaptatif, qui s’affiche bien sur un petit téléphone, une tablette et un ordinateur portable.',
        rw: 'Ushobora guhindura urupapuro rwa HTML rwambaye ubusa rukagaragara neza kandi rukihuza n’ingano ya mugaragaza, haba kuri telefoni nto, tablette cyangwa mudasobwa igendanwa.',
      },
      topics: [
        {
          id: 'selectors-and-cascade',
          title: { en: 'Selectors and the cascade', fr: 'Sélecteurs et cascade', rw: '[[en:Selectors]] na [[en:cascade]]' },
          text: {
            en: 'Learn how selectors pick elements and how the cascade, specificity and inheritance decide which rule wins, so your styles stop surprising you.',
            fr: 'Apprenez comment les sélecteurs ciblent les éléments et comment la cascade, la spécificité et l’héritage décident quelle règle l’emporte, pour que vos styles cessent de vous surprendre.',
            rw: 'Iga uko [[en:selectors]] zihitamo [[en:elements]] n’uko [[en:cascade]], [[en:specificity]] n’iyimurwa ry’imisusire ([[en:inheritance]]) bigena itegeko riganza, kugira ngo imisusire yawe ireke kugutungura.',
          },
        },
        {
          id: 'box-model',
          title: { en: 'The box model', fr: 'Le modèle de boîte', rw: 'Box [[en:model]]' },
          text: {
            en: 'Understand margin, border, padding and content size, because almost every layout bug comes from a box that is bigger or smaller than you expected.',
            fr: 'Comprenez les marges, les bordures, les espacements internes et la taille du contenu, car presque chaque [[en:bug]] de mise en page vient d’une boîte plus grande ou plus petite que prévu.',
            rw: 'Sobanukirwa [[en:margin]], [[en:border]], [[en:padding]] n’ingano y’ibirimo, kuko hafi amakosa yose y’imigaragarire aturuka ku gasanduku kanini cyangwa gato kurusha uko wabitekerezaga.',
          },
        },
        {
          id: 'text-and-colour',
          title: { en: 'Text, colour and units', fr: 'Texte, couleurs et unités', rw: 'Inyandiko, amabara n’ibipimo' },
          text: {
            en: 'Choose readable fonts, sizes in rem, good line lengths and colours with enough contrast, so text stays comfortable to read even in bright sunlight.',
            fr: 'Choisissez des polices lisibles, des tailles en rem, de bonnes longueurs de ligne et des couleurs assez contrastées pour que le texte reste agréable à lire, même en plein soleil.',
            rw: 'Hitamo imyandikire isomeka, ingano zipimwe muri [[en:rem]], uburebure bukwiye bw’imirongo n’amabara atandukanye bihagije, kugira ngo inyandiko isomeke neza n’iyo izuba ryaka cyane.',
          },
        },
        {
          id: 'flexbox',
          title: { en: 'Flexbox', fr: 'Flexbox', rw: 'Flexbox' },
          text: {
            en: 'Use flexbox to line items up in a row or a column and share out the space, which solves most everyday layouts such as menus and cards.',
            fr: 'Utilisez flexbox pour aligner des éléments en ligne ou en colonne et répartir l’espace, ce qui règle la plupart des mises en page courantes comme les menus et les cartes.',
            rw: 'Koresha flexbox gutondeka ibintu ku murongo cyangwa mu nkingi no kugabanya umwanya, bigakemura imigaragarire myinshi ya buri munsi nka [[en:menu]] n’amakarita.',
          },
        },
        {
          id: 'css-grid',
          title: { en: 'CSS Grid', fr: 'CSS Grid', rw: 'CSS Grid' },
          text: {
            en: 'Use grid for two-dimensional layouts such as a whole page or a photo gallery, placing items in rows and columns at the same time.',
            fr: 'Utilisez grid pour les mises en page à deux dimensions, comme une page entière ou une galerie de photos, en plaçant les éléments en lignes et en colonnes à la fois.',
            rw: 'Koresha [[en:grid]] ku migaragarire y’impande ebyiri nk’urupapuro rwose cyangwa urukurikirane rw’amafoto, ushyira ibintu ku mirongo no mu nkingi icyarimwe.',
          },
        },
        {
          id: 'responsive-design',
          title: { en: 'Responsive, mobile-first design', fr: 'Design adaptatif, mobile d’abord', rw: 'Guhera kuri telefoni' },
          text: {
            en: 'Design for the small phone screen first and add media queries for bigger screens, because most people in Rwanda use the web on a phone.',
            fr: 'Concevez d’abord pour le petit écran du téléphone, puis ajoutez des [[en:media queries]] pour les grands écrans, car la plupart des gens au Rwanda vont sur le web avec un téléphone.',
            rw: 'Banza utegure urupapuro kuri mugaragaza nto ya telefoni, hanyuma wongereho [[en:media queries]] za mugaragaza nini, kuko abenshi mu Rwanda bakoresha interineti kuri telefoni.',
          },
        },
        {
          id: 'custom-properties-and-frameworks',
          title: { en: 'CSS variables and frameworks', fr: 'Variables CSS et [[en:frameworks]]', rw: '[[en:Variables]] za CSS na [[en:frameworks]]' },
          text: {
            en: 'Store colours and spacing in custom properties, then try a utility framework such as Tailwind once you can write plain CSS with confidence.',
            fr: 'Rangez couleurs et espacements dans des propriétés personnalisées, puis essayez un [[en:framework]] utilitaire comme Tailwind une fois à l’aise avec le CSS pur.',
            rw: 'Bika amabara n’imyanya mu mpinduragaciro za CSS ([[en:custom properties]]), hanyuma ugerageze [[en:framework]] nka Tailwind umaze kumenya kwandika CSS isanzwe wizeye.',
          },
        },
      ],
      project: {
        en: 'Style your school club site so it works from a 320-pixel phone up to a laptop, with a menu that folds away on small screens and a timetable that stays readable.',
        fr: 'Habillez le site de votre club scolaire pour qu’il fonctionne d’un téléphone de 320 pixels jusqu’à un ordinateur portable, avec un menu qui se replie sur petit écran et un emploi du temps qui reste lisible.',
        rw: 'Tunganya imisusire y’urubuga rwa club y’ishuri ku buryo rukora kuva kuri telefoni ya pixels 320 kugeza kuri mudasobwa igendanwa, rufite [[en:menu]] yiyegeranya kuri mugaragaza nto n’ingengabihe ikomeza gusomeka.',
      },
      weeks: 5,
      resources: [
        resource.mdnWebDocs,
        resource.webDev,
        resource.theOdinProject,
      ],
      curriculum: [
        curriculum.rtbWebDevelopmentL3,
        curriculum.rebWebDesign,
      ],
    },
    {
      id: 'javascript',
      title: { en: 'JavaScript: making pages interactive', fr: 'JavaScript\u00a0: rendre les pages interactives', rw: 'JavaScript: gutuma urupapuro rukorana n’umukoresha' },
      goal: {
        en: 'You can write JavaScript that reads what the user types, changes the page, keeps small data in the browser and loads data from a web API.',
        fr: 'Vous savez écrire du JavaScript qui lit ce que saisit l’utilisateur, modifie la page, garde de petites données dans le navigateur et charge des données depuis une API web.',
        rw: 'Ushobora kwandika JavaScript isoma ibyo umukoresha yanditse, igahindura urupapuro, ikabika amakuru make muri mushakisha kandi ikazana amakuru avuye kuri API yo kuri interineti.',
      },
      topics: [
        {
          id: 'js-basics',
          title: { en: 'Variables, conditions and loops', fr: 'Variables, conditions et boucles', rw: 'Impinduragaciro, if n’imizingo' },
          text: {
            en: 'Learn numbers, strings, booleans, variables with let and const, conditions and loops, the building blocks of every program you will write.',
            fr: 'Apprenez les nombres, les chaînes, les booléens, les variables avec let et const, les conditions et les boucles\u00a0: les briques de chaque programme que vous écrirez.',
            rw: 'Iga imibare, [[en:strings]], [[en:booleans]], impinduragaciro zikoresha let na const, if n’imizingo, kuko ari byo shingiro rya buri porogaramu uzandika.',
          },
        },
        {
          id: 'functions-objects-arrays',
          title: { en: 'Functions, objects and arrays', fr: 'Fonctions, objets et tableaux', rw: '[[en:Functions]], [[en:objects]] na [[en:arrays]]' },
          text: {
            en: 'Write small functions and organise data in objects and arrays, using methods such as map, filter and reduce to work with lists of items.',
            fr: 'Écrivez de petites fonctions et organisez les données en objets et en tableaux, avec des méthodes comme map, filter et reduce pour travailler sur des listes.',
            rw: 'Andika [[en:functions]] nto kandi utunganye amakuru muri [[en:objects]] na [[en:arrays]], ukoresheje [[en:methods]] nka map, filter na reduce mu gukora ku rutonde rw’ibintu.',
          },
        },
        {
          id: 'dom-and-events',
          title: { en: 'The DOM and events', fr: 'Le DOM et les événements', rw: 'DOM n’ibikorwa ([[en:events]])' },
          text: {
            en: 'Select and change elements on the page and react to clicks, typing and form submits, which is what makes a page feel alive.',
            fr: 'Sélectionnez et modifiez les éléments de la page, et réagissez aux clics, à la saisie et à l’envoi de formulaires\u00a0: c’est ce qui rend une page vivante.',
            rw: 'Hitamo kandi uhindure [[en:elements]] ziri ku rupapuro, usubize ku gukanda, kwandika no kohereza ifishi, kuko ari byo bituma urupapuro rugira ubuzima.',
          },
        },
        {
          id: 'async-and-fetch',
          title: { en: 'Asynchronous code and fetch', fr: 'Code asynchrone et fetch', rw: 'Kode idakurikiranya na fetch' },
          text: {
            en: 'Understand promises and async/await and use fetch to load JSON from an API, handling slow networks and errors so the page never freezes.',
            fr: 'Comprenez les promesses et async/await, et utilisez fetch pour charger du JSON depuis une API en gérant les réseaux lents et les erreurs, afin que la page ne se fige jamais.',
            rw: 'Sobanukirwa [[en:promises]] na async/await, ukoreshe fetch mu kuzana JSON ivuye kuri API, witaye kuri interineti itinda n’amakosa kugira ngo urupapuro rutazigera ruhagarara.',
          },
        },
        {
          id: 'browser-storage',
          title: { en: 'Storing data in the browser', fr: 'Stocker des données dans le navigateur', rw: 'Kubika amakuru muri mushakisha' },
          text: {
            en: 'Use localStorage to keep small pieces of data such as settings or a to-do list, so an app still remembers them after the page is closed.',
            fr: 'Utilisez localStorage pour garder de petites données comme des réglages ou une liste de tâches, afin que l’application s’en souvienne après la fermeture de la page.',
            rw: 'Koresha localStorage mu kubika amakuru make nk’amahitamo y’umukoresha cyangwa urutonde rw’imirimo, kugira ngo porogaramu ikomeze kuyibuka n’iyo urupapuro rwafunzwe.',
          },
        },
        {
          id: 'modules-and-debugging',
          title: { en: 'Modules and debugging', fr: 'Modules et débogage', rw: '[[en:Modules]] no gushaka amakosa' },
          text: {
            en: 'Split code into modules with import and export, and use the browser console and debugger to find mistakes instead of guessing.',
            fr: 'Découpez le code en modules avec import et export, et servez-vous de la console et du débogueur du navigateur pour trouver les erreurs au lieu de deviner.',
            rw: 'Gabanya kode mo [[en:modules]] ukoresheje import na export, kandi ukoreshe [[en:console]] na [[en:debugger]] bya mushakisha mu gushaka amakosa aho gukeka.',
          },
        },
      ],
      project: {
        en: 'Build a mobile-money expense tracker where the user enters an amount and a category, sees weekly totals and keeps the list in localStorage; add a panel that loads the weather in Kigali from a free public API.',
        fr: 'Construisez un suivi des dépenses payées par [[en:mobile money]]\u00a0: l’utilisateur saisit un montant et une catégorie, voit les totaux de la semaine et garde la liste dans localStorage\u00a0; ajoutez un encadré qui charge la météo de Kigali depuis une API publique gratuite.',
        rw: 'Kora porogaramu ikurikirana amafaranga yishyuwe kuri [[en:mobile money]]: umukoresha yandika umubare n’icyiciro, akabona igiteranyo cya buri cyumweru, urutonde rukabikwa muri localStorage; wongereho agace kazana iteganyagihe rya Kigali rivuye kuri API y’ubuntu.',
      },
      weeks: 8,
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
      id: 'git-and-github',
      title: { en: 'Git and GitHub', fr: 'Git et GitHub', rw: 'Git na GitHub' },
      goal: {
        en: 'You can keep every project under version control, work on branches and share your code on GitHub in a way another developer can follow.',
        fr: 'Vous savez garder chaque projet sous contrôle de versions, travailler sur des branches et partager votre code sur GitHub de façon qu’un autre développeur puisse s’y retrouver.',
        rw: 'Ushobora gucunga amateka ya buri mushinga ukoresheje Git, gukorera ku mashami no gusangiza kode yawe kuri GitHub mu buryo undi ukora porogaramu ashobora gukurikira.',
      },
      topics: [
        {
          id: 'commits-and-history',
          title: { en: 'Commits and history', fr: '[[en:Commits]] et historique', rw: '[[en:Commits]] n’amateka' },
          text: {
            en: 'Learn to create a repository, stage changes and make small commits with clear messages, so you can always go back to a version that worked.',
            fr: 'Apprenez à créer un dépôt, à préparer vos changements et à faire de petits [[en:commits]] aux messages clairs, pour toujours pouvoir revenir à une version qui marchait.',
            rw: 'Iga gutangiza [[en:repository]], gutegura impinduka no gukora [[en:commits]] nto zifite ubutumwa busobanutse, kugira ngo buri gihe ubashe gusubira kuri verisiyo yakoraga.',
          },
        },
        {
          id: 'branches-and-merging',
          title: { en: 'Branches and merging', fr: 'Branches et fusion', rw: 'Amashami no kuyahuza' },
          text: {
            en: 'Work on a branch for each feature, merge it back and resolve conflicts calmly, which is how a team changes the same code without breaking it.',
            fr: 'Travaillez sur une branche par fonctionnalité, fusionnez-la ensuite et résolvez les conflits calmement\u00a0: c’est ainsi qu’une équipe modifie le même code sans le casser.',
            rw: 'Kora ku ishami ryihariye kuri buri gice gishya, urihuze n’irindi hanyuma ukemure amakimbirane utuje, kuko ari ko itsinda rihindura kode imwe ritayangije.',
          },
        },
        {
          id: 'github-and-pull-requests',
          title: { en: 'GitHub and pull requests', fr: 'GitHub et [[en:pull requests]]', rw: 'GitHub na [[en:pull requests]]' },
          text: {
            en: 'Push your code to GitHub, open pull requests, review other people’s changes and write a good README, because employers look at your GitHub profile.',
            fr: 'Envoyez votre code sur GitHub, ouvrez des [[en:pull requests]], relisez les changements des autres et rédigez un bon README, car les employeurs regardent votre profil GitHub.',
            rw: 'Ohereza kode yawe kuri GitHub, ufungure [[en:pull requests]], usuzume impinduka z’abandi kandi wandike README nziza, kuko abatanga akazi bareba konti yawe ya GitHub.',
          },
        },
        {
          id: 'github-pages',
          title: { en: 'Publishing with GitHub Pages', fr: 'Publier avec GitHub Pages', rw: 'Gushyira urubuga kuri GitHub Pages' },
          text: {
            en: 'Publish a static site for free with GitHub Pages, so every project you finish gets a real address you can share.',
            fr: 'Publiez gratuitement un site statique avec GitHub Pages, pour que chaque projet terminé ait une vraie adresse à partager.',
            rw: 'Shyira urubuga rudahinduka kuri interineti ku buntu ukoresheje GitHub Pages, kugira ngo buri mushinga urangije ugire aderesi nyayo ushobora gusangiza abandi.',
          },
        },
      ],
      project: {
        en: 'Put the club site and the expense tracker on GitHub with a README each, use a branch and a pull request for one new feature, and publish both with GitHub Pages.',
        fr: 'Mettez le site du club et le suivi des dépenses sur GitHub avec un README chacun, utilisez une branche et une [[en:pull request]] pour une nouvelle fonctionnalité, puis publiez les deux avec GitHub Pages.',
        rw: 'Shyira urubuga rwa club na porogaramu ikurikirana amafaranga kuri GitHub, buri kimwe gifite README, ukoreshe ishami na [[en:pull request]] ku gice gishya kimwe, hanyuma ubishyire kuri interineti ukoresheje GitHub Pages.',
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
      id: 'package-managers-and-build-tools',
      title: { en: 'Package managers and build tools', fr: 'Gestionnaires de paquets et outils de build', rw: 'npm n’ibikoresho byo kubaka umushinga' },
      goal: {
        en: 'You can start a modern project from the terminal, install packages with npm, run a development server and produce an optimised build.',
        fr: 'Vous savez lancer un projet moderne depuis le terminal, installer des paquets avec npm, faire tourner un serveur de développement et produire une version optimisée.',
        rw: 'Ushobora gutangiza umushinga ugezweho uhereye kuri [[en:terminal]], gushyiramo amapaki ukoresheje npm, gukoresha seriveri yo mu gihe ukora no gutegura verisiyo inoze yo gushyira ku murongo.',
      },
      topics: [
        {
          id: 'npm',
          title: { en: 'npm and package.json', fr: 'npm et package.json', rw: 'npm na package.json' },
          text: {
            en: 'Learn how npm installs packages, what package.json and the lock file record, and how to run scripts, since every modern frontend project uses them.',
            fr: 'Apprenez comment npm installe des paquets, ce que notent package.json et le fichier de verrouillage, et comment lancer des scripts, car tout projet [[en:frontend]] moderne s’en sert.',
            rw: 'Iga uko npm ishyiramo amapaki, ibyo package.json n’idosiye ya [[en:lock]] byandika, n’uko ukoresha [[en:scripts]], kuko buri mushinga wa [[en:frontend]] ugezweho ubikoresha.',
          },
        },
        {
          id: 'bundlers',
          title: { en: 'Build tools such as Vite', fr: 'Outils de build comme Vite', rw: 'Ibikoresho byo kubaka nka Vite' },
          text: {
            en: 'Use a build tool such as Vite to serve your code while you work and to bundle and shrink it for production, so users download less.',
            fr: 'Utilisez un outil de build comme Vite pour servir votre code pendant le travail, puis le regrouper et le réduire pour la production, afin que les utilisateurs téléchargent moins.',
            rw: 'Koresha igikoresho nka Vite kugaragaza kode yawe mu gihe ukora, no kuyihuriza hamwe no kuyigabanya mbere yo kuyishyira ku murongo, kugira ngo abakoresha bakuremo bike.',
          },
        },
        {
          id: 'linting-and-formatting',
          title: { en: 'Linters and formatters', fr: '[[en:Linters]] et formateurs', rw: 'Linters na [[en:formatters]]' },
          text: {
            en: 'Set up ESLint to catch likely bugs and Prettier to format code the same way every time, so reviews can focus on what the code does.',
            fr: 'Configurez ESLint pour repérer les [[en:bugs]] probables et Prettier pour mettre le code en forme toujours de la même façon, afin que les relectures portent sur ce que fait le code.',
            rw: 'Tegura ESLint ngo ijye ifata amakosa ashoboka na Prettier ngo itunganye kode buri gihe mu buryo bumwe, kugira ngo isuzuma ryibande ku byo kode ikora.',
          },
        },
        {
          id: 'terminal',
          title: { en: 'Working in the terminal', fr: 'Travailler dans le terminal', rw: 'Gukorera muri [[en:terminal]]' },
          text: {
            en: 'Become fluent with basic terminal commands for moving between folders, running scripts and reading error output, which saves time every day.',
            fr: 'Maîtrisez les commandes de base du terminal pour passer d’un dossier à l’autre, lancer des scripts et lire les messages d’erreur\u00a0: vous y gagnerez du temps chaque jour.',
            rw: 'Menya neza amabwiriza y’ibanze ya [[en:terminal]] yo kwimuka hagati y’ububiko, gukoresha [[en:scripts]] no gusoma ubutumwa bw’amakosa, bikakurinda guta igihe buri munsi.',
          },
        },
      ],
      project: {
        en: 'Move your expense tracker into a Vite project with npm scripts, ESLint and Prettier, and compare the size of the production build with the original files.',
        fr: 'Passez votre suivi des dépenses dans un projet Vite avec des scripts npm, ESLint et Prettier, puis comparez la taille de la version de production à celle des fichiers d’origine.',
        rw: 'Imurira porogaramu yawe ikurikirana amafaranga mu mushinga wa Vite ufite [[en:scripts]] za npm, ESLint na Prettier, hanyuma ugereranye ingano ya verisiyo yo gushyira ku murongo n’iy’amadosiye y’umwimerere.',
      },
      weeks: 2,
      resources: [
        resource.npmDocs,
        resource.vite,
        { name: 'ESLint', url: 'https://eslint.org/', kind: 'tool' },
      ],
      curriculum: [],
    },
    {
      id: 'framework',
      title: { en: 'A framework: React or Vue', fr: 'Un [[en:framework]]\u00a0: React ou Vue', rw: '[[en:Framework]]: React cyangwa Vue' },
      goal: {
        en: 'You can build a multi-page app from reusable components, manage its state, move between views with a router and load data from an API.',
        fr: 'Vous savez construire une application de plusieurs pages à partir de composants réutilisables, gérer son état, passer d’une vue à l’autre avec un routeur et charger des données depuis une API.',
        rw: 'Ushobora kubaka porogaramu ifite impapuro nyinshi ukoresheje [[en:components]] zongera gukoreshwa, ugacunga [[en:state]] yayo, ukimuka hagati y’impapuro ukoresheje [[en:router]] kandi ukazana amakuru avuye kuri API.',
      },
      topics: [
        {
          id: 'choosing-a-framework',
          title: { en: 'Choosing one framework', fr: 'Choisir un [[en:framework]]', rw: 'Guhitamo [[en:framework]] imwe' },
          text: {
            en: 'Pick one framework and stay with it: React has the most job offers, while Vue is gentler to start with and is the one in the RTB Software Development course.',
            fr: 'Choisissez un seul [[en:framework]] et tenez-vous-y\u00a0: React offre le plus d’emplois, tandis que Vue est plus facile à prendre en main et figure au programme RTB de développement logiciel.',
            rw: 'Hitamo [[en:framework]] imwe uyigumeho: React ni yo ifite imyanya y’akazi myinshi, naho Vue iroroshye gutangiriraho kandi ni yo iri mu masomo ya RTB ya [[en:Software Development]].',
          },
        },
        {
          id: 'components-and-props',
          title: { en: 'Components and props', fr: 'Composants et [[en:props]]', rw: '[[en:Components]] na [[en:props]]' },
          text: {
            en: 'Break a screen into small components that receive data through props, so the same card or button can be reused across the app.',
            fr: 'Découpez un écran en petits composants qui reçoivent des données par leurs [[en:props]], pour réutiliser la même carte ou le même bouton partout dans l’application.',
            rw: 'Gabanya mugaragaza mo ibice bito ([[en:components]]) byakira amakuru binyuze kuri [[en:props]], kugira ngo ikarita cyangwa buto imwe bikoreshwe hose muri porogaramu.',
          },
        },
        {
          id: 'state-and-events',
          title: { en: 'State and events', fr: 'État et événements', rw: '[[en:State]] n’ibikorwa' },
          text: {
            en: 'Keep changing data in state, update it in response to events and let the framework redraw the screen, instead of changing the DOM by hand.',
            fr: 'Gardez les données qui changent dans l’état, mettez-les à jour en réponse aux événements et laissez le [[en:framework]] redessiner l’écran au lieu de modifier le DOM à la main.',
            rw: 'Bika amakuru ahinduka muri [[en:state]], uyahindure ukurikije ibyo umukoresha akoze, ureke [[en:framework]] ubwayo yongere ishushanye mugaragaza aho guhindura DOM n’intoki.',
          },
        },
        {
          id: 'routing',
          title: { en: 'Routing', fr: 'Routage', rw: 'Router n’aderesi z’impapuro' },
          text: {
            en: 'Use a router to give each view its own address, so the Back button works and people can share a link to one page of your app.',
            fr: 'Utilisez un routeur pour donner à chaque vue sa propre adresse, afin que le bouton Retour fonctionne et que l’on puisse partager le lien d’une page de l’application.',
            rw: 'Koresha [[en:router]] kugira ngo buri rupapuro rugire aderesi yarwo, buto yo gusubira inyuma ikore kandi abantu babashe gusangiza [[en:link]] y’urupapuro rumwe rwa porogaramu yawe.',
          },
        },
        {
          id: 'loading-data',
          title: { en: 'Loading data from an API', fr: 'Charger des données depuis une API', rw: 'Kuzana amakuru avuye kuri API' },
          text: {
            en: 'Load data when a view opens, show loading and error states, and avoid fetching the same data twice, because in many places the network is slow and costly.',
            fr: 'Chargez les données à l’ouverture d’une vue, affichez des états de chargement et d’erreur, et évitez de récupérer deux fois les mêmes données, car le réseau est souvent lent et cher.',
            rw: 'Zana amakuru iyo urupapuro rufunguwe, werekane ko ari gutegurwa cyangwa ko habaye ikosa, kandi wirinde kuzana amakuru amwe kabiri, kuko ahantu henshi interineti itinda kandi ihenze.',
          },
        },
        {
          id: 'forms-and-validation',
          title: { en: 'Forms and validation', fr: 'Formulaires et validation', rw: 'Amafishi n’igenzura ryayo' },
          text: {
            en: 'Build controlled forms with a clear error message next to each field, since most real apps are largely made of forms.',
            fr: 'Construisez des formulaires contrôlés avec un message d’erreur clair à côté de chaque champ, car la plupart des vraies applications sont surtout faites de formulaires.',
            rw: 'Kora amafishi agenzurwa afite ubutumwa bw’ikosa busobanutse iruhande rwa buri kibanza cyo kwandikamo, kuko porogaramu nyinshi nyazo ahanini zigizwe n’amafishi.',
          },
        },
      ],
      project: {
        en: 'Build a small bus route app for Kigali: a list of routes, a page for each route with its stops, a search box, and data loaded from a JSON file you serve yourself.',
        fr: 'Construisez une petite application des lignes de bus de Kigali\u00a0: une liste des lignes, une page par ligne avec ses arrêts, un champ de recherche et des données chargées depuis un fichier JSON que vous servez vous-même.',
        rw: 'Kora porogaramu nto y’inzira za bisi i Kigali: urutonde rw’inzira, urupapuro rwa buri nzira rwerekana aho bisi zihagarara, agasanduku ko gushakisha, n’amakuru avanwa muri dosiye ya JSON wowe ubwawe ushyira ku murongo.',
      },
      weeks: 8,
      resources: [
        resource.react,
        { name: 'Vue.js', url: 'https://vuejs.org/', kind: 'docs' },
        resource.theOdinProject,
      ],
      curriculum: [{ source: 'rtb-swd', name: { en: 'VueJS (L3)', fr: 'VueJS (L3)', rw: 'VueJS (L3)' } }],
    },
    {
      id: 'typescript-and-testing',
      title: { en: 'TypeScript and testing', fr: 'TypeScript et tests', rw: 'TypeScript n’igerageza' },
      goal: {
        en: 'You can add types to your code with TypeScript and write unit, component and end-to-end tests that catch mistakes before your users do.',
        fr: 'Vous savez typer votre code avec TypeScript et écrire des tests unitaires, de composants et de bout en bout qui repèrent les erreurs avant vos utilisateurs.',
        rw: 'Ushobora gushyira [[en:types]] muri kode yawe ukoresheje TypeScript no kwandika igerageza rya [[en:unit]], irya [[en:components]] n’iry’urugendo rwose, rifata amakosa mbere y’uko abakoresha bayabona.',
      },
      topics: [
        {
          id: 'typescript',
          title: { en: 'TypeScript basics', fr: 'Bases de TypeScript', rw: 'Ibanze rya TypeScript' },
          text: {
            en: 'Describe the shape of your data with types and interfaces, so the editor warns you when you pass the wrong thing long before the code runs.',
            fr: 'Décrivez la forme de vos données avec des types et des interfaces, pour que l’éditeur vous prévienne quand vous passez une mauvaise valeur, bien avant que le code ne tourne.',
            rw: 'Sobanura imiterere y’amakuru yawe ukoresheje [[en:types]] na [[en:interfaces]], kugira ngo [[en:editor]] ikuburire igihe utanze ikintu kitari cyo, kode itaratangira gukora.',
          },
        },
        {
          id: 'unit-tests',
          title: { en: 'Unit tests', fr: 'Tests unitaires', rw: 'Igerageza rya [[en:unit]]' },
          text: {
            en: 'Write unit tests with a runner such as Vitest for functions like totals and date formatting, because they are quick to write and quick to run.',
            fr: 'Écrivez des tests unitaires avec un outil comme Vitest pour des fonctions telles que le calcul des totaux ou le format des dates, car ils s’écrivent et s’exécutent vite.',
            rw: 'Andika igerageza rya [[en:unit]] ukoresheje igikoresho nka Vitest kuri [[en:functions]] nk’izibara igiteranyo cyangwa izandika amatariki, kuko ryandikwa vuba kandi rigakora vuba.',
          },
        },
        {
          id: 'component-tests',
          title: { en: 'Component tests', fr: 'Tests de composants', rw: 'Kugerageza [[en:components]]' },
          text: {
            en: 'Test components the way a user sees them, by their text and role, with Testing Library, so tests keep passing when you change the code inside.',
            fr: 'Testez les composants comme l’utilisateur les voit, par leur texte et leur rôle, avec Testing Library, pour que les tests restent verts quand vous changez le code interne.',
            rw: 'Gerageza [[en:components]] uko umukoresha azibona, ukurikije inyandiko n’uruhare rwazo, ukoresheje Testing Library, kugira ngo igerageza rikomeze gutsinda n’iyo uhinduye kode y’imbere.',
          },
        },
        {
          id: 'end-to-end-tests',
          title: { en: 'End-to-end tests', fr: 'Tests de bout en bout', rw: 'Igerageza ry’urugendo rwose' },
          text: {
            en: 'Use a tool such as Playwright to click through the main journeys of your app in a real browser, and run every test automatically on each push.',
            fr: 'Utilisez un outil comme Playwright pour parcourir les principaux chemins de l’application dans un vrai navigateur, et lancez tous les tests automatiquement à chaque [[en:push]].',
            rw: 'Koresha igikoresho nka Playwright mu kunyura mu nzira z’ingenzi za porogaramu yawe muri mushakisha nyayo, kandi utume igerageza ryose rikora ubwaryo buri uko wohereje kode (push).',
          },
        },
      ],
      project: {
        en: 'Convert the bus route app to TypeScript, write unit tests for the search and a component test for the route page, and make them run on GitHub Actions.',
        fr: 'Passez l’application des lignes de bus en TypeScript, écrivez des tests unitaires pour la recherche et un test de composant pour la page d’une ligne, et faites-les tourner sur GitHub Actions.',
        rw: 'Hindura porogaramu y’inzira za bisi muri TypeScript, wandike igerageza rya [[en:unit]] ku gushakisha n’igerageza rya [[en:component]] ku rupapuro rw’inzira imwe, hanyuma utume bikorerwa kuri GitHub Actions.',
      },
      weeks: 4,
      resources: [
        resource.typescript,
        resource.vitest,
        resource.testingLibrary,
        resource.playwright,
      ],
      curriculum: [],
    },
    {
      id: 'accessibility-performance-and-launch',
      title: { en: 'Accessibility, performance and launch', fr: 'Accessibilité, performance et mise en ligne', rw: 'Gukoreshwa na bose, umuvuduko no gushyira ku murongo' },
      goal: {
        en: 'You can make a site fast on a slow phone, usable by everyone including people with disabilities, reasonably secure, and online next to your own portfolio.',
        fr: 'Vous savez rendre un site rapide sur un téléphone lent, utilisable par tous, y compris les personnes handicapées, raisonnablement sûr, et le mettre en ligne avec votre propre portfolio.',
        rw: 'Ushobora gutuma urubuga rwihuta no kuri telefoni itinda, rukoreshwa na bose barimo abafite ubumuga, rufite umutekano uhagije, kandi ukarushyira kuri interineti hamwe na [[en:portfolio]] yawe.',
      },
      topics: [
        {
          id: 'accessibility',
          title: { en: 'Accessibility', fr: 'Accessibilité', rw: 'Koroshya ikoreshwa ku bantu bose' },
          text: {
            en: 'Follow the basics of WCAG, such as keyboard access, visible focus, labels, contrast and alt text, and test with a screen reader, because a site that shuts people out is broken.',
            fr: 'Suivez les bases des WCAG, comme l’accès au clavier, le focus visible, les étiquettes, le contraste et les textes alternatifs, et testez avec un lecteur d’écran, car un site qui exclut des gens est un site cassé.',
            rw: 'Kurikiza ibanze rya WCAG, nko gukoresha clavier, kubona aho ugeze ku rupapuro ([[en:focus]]), [[en:labels]], amabara atandukanye n’ibisobanuro by’amafoto, kandi ugerageze na porogaramu isomera abatabona, kuko urubuga ruheza abantu ruba rufite inenge.',
          },
        },
        {
          id: 'web-performance',
          title: { en: 'Web performance', fr: 'Performance web', rw: 'Umuvuduko w’urubuga' },
          text: {
            en: 'Measure with Lighthouse and Core Web Vitals, then shrink images, split code and load less JavaScript, since every megabyte costs your users money.',
            fr: 'Mesurez avec Lighthouse et les Core Web Vitals, puis allégez les images, découpez le code et chargez moins de JavaScript, car chaque mégaoctet coûte de l’argent à vos utilisateurs.',
            rw: 'Pima ukoresheje Lighthouse na Core Web Vitals, hanyuma ugabanye ingano y’amafoto, ugabanye kode mo ibice kandi ushyiremo JavaScript nke, kuko buri [[en:megabyte]] itwara amafaranga abakoresha bawe.',
          },
        },
        {
          id: 'offline-and-pwa',
          title: { en: 'Working offline (PWA)', fr: 'Fonctionner hors ligne (PWA)', rw: 'Gukora nta interineti (PWA)' },
          text: {
            en: 'Learn what a service worker and a web app manifest do, so your app can be installed on a phone and keep working when the connection drops.',
            fr: 'Découvrez le rôle d’un service worker et d’un manifeste d’application web, pour que votre application s’installe sur un téléphone et continue de marcher quand la connexion coupe.',
            rw: 'Menya icyo [[en:service worker]] na [[en:manifest]] ya porogaramu y’urubuga bikora, kugira ngo porogaramu yawe ishobore gushyirwa kuri telefoni kandi ikomeze gukora iyo interineti ibuze.',
          },
        },
        {
          id: 'frontend-security',
          title: { en: 'Frontend security', fr: 'Sécurité côté [[en:frontend]]', rw: 'Umutekano wa [[en:frontend]]' },
          text: {
            en: 'Understand cross-site scripting, HTTPS, careful handling of tokens and why secrets never belong in frontend code, using the OWASP guides as a reference.',
            fr: 'Comprenez le [[en:cross-site scripting]], le HTTPS, la gestion prudente des jetons et pourquoi aucun secret ne doit figurer dans le code [[en:frontend]], avec les guides de l’OWASP comme référence.',
            rw: 'Sobanukirwa [[en:cross-site scripting]], HTTPS, uko [[en:tokens]] zibikwa neza n’impamvu amabanga atagomba na rimwe kujya muri kode ya [[en:frontend]], wifashishije amabwiriza ya OWASP.',
          },
        },
        {
          id: 'deployment-and-portfolio',
          title: { en: 'Deployment and portfolio', fr: 'Déploiement et portfolio', rw: 'Gushyira ku murongo na [[en:portfolio]]' },
          text: {
            en: 'Deploy to a free static host, connect a domain if you can, and gather your best three projects in a portfolio with a short note on what you learned from each.',
            fr: 'Déployez sur un hébergeur statique gratuit, reliez un nom de domaine si possible, et réunissez vos trois meilleurs projets dans un portfolio avec une courte note sur ce que chacun vous a appris.',
            rw: 'Shyira urubuga kuri [[en:hosting]] y’ubuntu, uruhuze n’izina ryarwo ([[en:domain]]) niba bishoboka, kandi ukusanye imishinga yawe itatu myiza muri [[en:portfolio]], buri umwe ufite inyandiko ngufi y’ibyo wawigiyemo.',
          },
        },
      ],
      project: {
        en: 'Audit your bus route app with Lighthouse and a screen reader, fix what you find, make it work offline, and launch a portfolio site that links to all your projects.',
        fr: 'Auditez votre application des lignes de bus avec Lighthouse et un lecteur d’écran, corrigez ce que vous trouvez, rendez-la utilisable hors ligne et lancez un site portfolio qui renvoie vers tous vos projets.',
        rw: 'Suzuma porogaramu yawe y’inzira za bisi ukoresheje Lighthouse na porogaramu isomera abatabona, ukosore ibyo ubonye, uyitegure gukora nta interineti, hanyuma ushyire ku murongo [[en:portfolio]] iganisha ku mishinga yawe yose.',
      },
      weeks: 4,
      resources: [
        resource.webDev,
        resource.w3cWebAccessibilityInitiative,
        resource.owasp,
      ],
      curriculum: [],
    },
  ],
};

export default plan;
