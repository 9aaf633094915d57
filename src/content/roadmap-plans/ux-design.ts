import type { RoadmapPlan } from '../schema/roadmap-plans';
import { resource, curriculum } from '../roadmap-references';

/** UX Design Roadmap: how people decide, user research, flows, wireframes, prototypes, accessibility and usability testing. Written by Ubumenyi. */
const plan: RoadmapPlan = {
  id: 'RO15',
  slug: 'ux-design',
  intro: {
    en: 'For creative problem-solvers who want to design apps and websites that people find easy and pleasant to use. You will learn how people decide, how to research their needs, and how to sketch, prototype, test and improve designs that work for everyone, including people with disabilities and people on cheap phones with slow connections.',
    fr: 'Pour les esprits créatifs qui veulent concevoir des applications et des sites simples et agréables à utiliser. Vous apprendrez comment les gens décident, comment étudier leurs besoins, et comment esquisser, prototyper, tester et améliorer des interfaces qui conviennent à tous, y compris aux personnes handicapées et à celles qui ont un téléphone bon marché et une connexion lente.',
    rw: 'Ni iy’abahanzi bakunda gukemura ibibazo bifuza guhanga [[en:applications]] n’imbuga abantu bakoresha byoroshye kandi bishimye. Uziga uko abantu bafata ibyemezo, uko ushakisha ibyo bakeneye, n’uko ushushanya, ukora [[en:prototypes]], ugerageza kandi ukanoza ibishushanyo bikorera buri wese, harimo abafite ubumuga n’abafite telefoni zihendutse na interineti itihuta.',
  },
  followsRoadmapSh: true,
  updated: '2026-11-25',
  stages: [
    {
      id: 'how-people-decide',
      title: { en: 'How people think and decide', fr: 'Comment les gens pensent et décident', rw: 'Uko abantu batekereza bagafata ibyemezo' },
      goal: {
        en: 'You can explain why people act as they do with a product, using simple models of attention, motivation and habit, and tell helpful design from manipulation.',
        fr: 'Vous savez expliquer pourquoi les gens agissent ainsi face à un produit, avec des modèles simples d’attention, de motivation et d’habitude, et distinguer une conception qui aide d’une manipulation.',
        rw: 'Ushobora gusobanura impamvu abantu bitwara uko bitwara imbere y’igikoresho, ukoresheje uburyo bworoshye busobanura uko bita ku bintu, icyo bibatera gukora n’ingeso, kandi ugatandukanya igishushanyo gifasha n’ikiyobya abantu.',
      },
      topics: [
        {
          id: 'what-is-ux',
          title: { en: 'What UX design is', fr: 'Ce qu’est l’UX design', rw: 'UX [[en:design]] ni iki' },
          text: {
            en: 'Learn that UX covers the whole experience of using something, from finding it to finishing a task, and how it differs from UI, the look of the screens.',
            fr: 'Comprenez que l’UX couvre toute l’expérience d’utilisation, de la découverte à la fin d’une tâche, et en quoi elle diffère de l’UI, l’apparence des écrans.',
            rw: 'Menya ko UX ireba uburambe bwose bw’ukoresha ikintu, kuva akibonye kugeza arangije icyo yashakaga, n’uko itandukanye na UI, ari yo isura y’ibigaragara kuri ecran.',
          },
        },
        {
          id: 'fast-and-slow-thinking',
          title: { en: 'Fast and slow thinking', fr: 'Pensée rapide, pensée lente', rw: 'Gutekereza vuba na buhoro' },
          text: {
            en: 'Understand that people mostly act on quick habits and only sometimes stop to think, so a design must work for a busy, distracted person.',
            fr: 'Comprenez que les gens agissent surtout par réflexes rapides et ne s’arrêtent que parfois pour réfléchir\u00a0: une interface doit donc fonctionner pour une personne pressée et distraite.',
            rw: 'Sobanukirwa ko akenshi abantu bakora ibintu bakurikije ingeso zihuse, bagahagarara gutekereza rimwe na rimwe gusa; bityo igishushanyo kigomba gukorera umuntu uhuze kandi urangaye.',
          },
        },
        {
          id: 'motivation-ability-prompt',
          title: { en: 'Motivation, ability, prompt', fr: 'Motivation, capacité, déclencheur', rw: 'Ubushake, ubushobozi, ikibyutsa' },
          text: {
            en: 'Use BJ Fogg’s model, in which an action happens when motivation, ability and a prompt meet, to see why users stop and how to make the next step easier.',
            fr: 'Servez-vous du modèle de BJ Fogg, où une action se produit quand motivation, capacité et déclencheur se rencontrent, pour voir pourquoi un utilisateur s’arrête et comment faciliter l’étape suivante.',
            rw: 'Koresha uburyo bwa BJ Fogg, aho igikorwa kiba iyo ubushake, ubushobozi n’ikibyutsa bihuriye hamwe, kugira ngo urebe impamvu abakoresha bahagarara n’uko wakorohereza intambwe ikurikira.',
          },
        },
        {
          id: 'habits-and-nudges',
          title: { en: 'Habits and nudges', fr: 'Habitudes et incitations', rw: 'Ingeso no gusunikira ku cyiza' },
          text: {
            en: 'Study how cues, routines and rewards form habits, and how defaults and reminders gently guide choices, for example helping someone save a little every week.',
            fr: 'Étudiez comment signal, routine et récompense forment une habitude, et comment les choix par défaut et les rappels orientent doucement les décisions, par exemple pour aider quelqu’un à épargner un peu chaque semaine.',
            rw: 'Iga uko ikimenyetso, igikorwa gisubirwamo n’igihembo birema ingeso, n’uko amahitamo ateguwe mbere n’ibibutsa bifasha abantu guhitamo neza buhoro buhoro, nko gufasha umuntu kuzigama make buri cyumweru.',
          },
        },
        {
          id: 'cognitive-biases',
          title: { en: 'Cognitive biases', fr: 'Biais cognitifs', rw: 'Amakosa y’imitekerereze' },
          text: {
            en: 'Know common biases such as loss aversion, anchoring and social proof, because they shape how people read prices, forms and choices.',
            fr: 'Connaissez les biais courants comme l’aversion à la perte, l’ancrage et la preuve sociale, car ils influencent la façon dont on lit les prix, les formulaires et les choix.',
            rw: 'Menya amakosa asanzwe mu mitekerereze, nko gutinya guhomba, kugendera ku mubare wa mbere ubonye no gukurikira ibyo abandi bakora, kuko bigira uruhare mu buryo abantu basoma ibiciro, amafishi n’amahitamo.',
          },
        },
        {
          id: 'ethics-and-dark-patterns',
          title: { en: 'Ethics and dark patterns', fr: 'Éthique et dark patterns', rw: 'Ubunyangamugayo na [[en:dark patterns]]' },
          text: {
            en: 'Recognise tricks such as hidden fees or subscriptions that are hard to cancel, and refuse to use them, because trust is worth more than a quick click.',
            fr: 'Reconnaissez les pièges comme les frais cachés ou les abonnements difficiles à résilier, et refusez de les utiliser, car la confiance vaut plus qu’un clic rapide.',
            rw: 'Menya amayeri nk’amafaranga ahishwe cyangwa abonnements bigoye guhagarika, kandi wange kuyakoresha, kuko icyizere gifite agaciro kurusha gukanda kumwe kw’akanya gato.',
          },
        },
      ],
      project: {
        en: 'Watch three people use a mobile-money or bus-ticket app and note every moment they hesitate or stop; for each one, explain with the motivation–ability–prompt model what went wrong and suggest one change.',
        fr: 'Observez trois personnes utiliser une application de [[en:mobile money]] ou de billets de bus et notez chaque moment où elles hésitent ou s’arrêtent\u00a0; pour chacun, expliquez avec le modèle motivation–capacité–déclencheur ce qui n’a pas marché et proposez un changement.',
        rw: 'Itegereze abantu batatu bakoresha [[en:application]] ya [[en:mobile money]] cyangwa iyo kugura amatike ya bisi, wandike buri kanya bashidikanyije cyangwa bahagaze; kuri buri kanya, sobanura ukoresheje uburyo bw’ubushake, ubushobozi n’ikibyutsa icyagenze nabi, kandi utange impinduka imwe.',
      },
      weeks: 3,
      resources: [
        resource.lawsOfUx,
        resource.nielsenNormanGroup,
      ],
      curriculum: [],
    },
    {
      id: 'user-research',
      title: { en: 'User research', fr: 'Recherche utilisateur', rw: 'Ubushakashatsi ku bakoresha' },
      goal: {
        en: 'You can plan and run simple research with real people, respectfully, and turn what you hear and see into clear findings.',
        fr: 'Vous savez préparer et mener une recherche simple avec de vraies personnes, dans le respect, et transformer ce que vous entendez et voyez en constats clairs.',
        rw: 'Ushobora gutegura no gukora ubushakashatsi bworoshye ku bantu nyabo, ububaha, no guhindura ibyo wumvise n’ibyo wabonye mo imyanzuro isobanutse.',
      },
      topics: [
        {
          id: 'planning-research',
          title: { en: 'Planning research', fr: 'Préparer une recherche', rw: 'Gutegura ubushakashatsi' },
          text: {
            en: 'Write down what you need to learn, who you must talk to and which method fits, so that research informs real design decisions instead of collecting opinions.',
            fr: 'Notez ce que vous devez apprendre, qui vous devez rencontrer et quelle méthode convient, pour que la recherche éclaire de vraies décisions au lieu d’accumuler des avis.',
            rw: 'Andika ibyo ukeneye kumenya, abo ugomba kuganira na bo n’uburyo bukwiye, kugira ngo ubushakashatsi bufashe gufata ibyemezo nyabyo aho gukusanya ibitekerezo gusa.',
          },
        },
        {
          id: 'interviews',
          title: { en: 'Interviews', fr: 'Entretiens', rw: 'Ibiganiro n’abakoresha' },
          text: {
            en: 'Ask open, neutral questions about what people actually did last time, not what they might do one day, and listen far more than you speak.',
            fr: 'Posez des questions ouvertes et neutres sur ce que les gens ont réellement fait la dernière fois, pas sur ce qu’ils feraient un jour, et écoutez bien plus que vous ne parlez.',
            rw: 'Baza ibibazo bifunguye kandi bitabogamye ku byo abantu bakoze koko ubushize, atari ibyo bashobora gukora umunsi umwe, kandi wumve cyane kurusha uko uvuga.',
          },
        },
        {
          id: 'observation',
          title: { en: 'Observation in context', fr: 'Observation sur le terrain', rw: 'Kwitegereza aho ibintu bibera' },
          text: {
            en: 'Watch people where they really work, such as a market stall or a health post, to notice problems they would never think of mentioning.',
            fr: 'Observez les gens là où ils travaillent vraiment, comme un étal de marché ou un poste de santé, pour remarquer des problèmes qu’ils ne penseraient jamais à mentionner.',
            rw: 'Itegereze abantu aho bakorera koko, nko ku gisima cy’isoko cyangwa ku ivuriro ry’ibanze, kugira ngo ubone ibibazo batatekereza kukubwira.',
          },
        },
        {
          id: 'surveys',
          title: { en: 'Surveys', fr: 'Questionnaires', rw: '[[en:Surveys]]' },
          text: {
            en: 'Use short surveys to measure how common a problem is among many people, once interviews have shown you which questions matter.',
            fr: 'Utilisez de courts questionnaires pour mesurer la fréquence d’un problème chez beaucoup de personnes, une fois que les entretiens vous ont montré quelles questions comptent.',
            rw: 'Koresha [[en:surveys]] ngufi kugira ngo upime uko ikibazo gikwirakwiriye mu bantu benshi, nyuma y’uko ibiganiro bikweretse ibibazo bifite akamaro.',
          },
        },
        {
          id: 'synthesis',
          title: { en: 'Making sense of findings', fr: 'Analyser les résultats', rw: 'Gusesengura ibyavuye mu bushakashatsi' },
          text: {
            en: 'Group your notes into themes on sticky notes or a digital board (affinity mapping) and write clear insights that the whole team can act on.',
            fr: 'Regroupez vos notes par thèmes sur des post-it ou un tableau numérique (diagramme d’affinités) et formulez des enseignements clairs sur lesquels toute l’équipe peut agir.',
            rw: 'Huriza hamwe ibyo wanditse mu nsanganyamatsiko ukoresheje udupapuro dufatana cyangwa ikibaho cy’ikoranabuhanga ([[en:affinity mapping]]), kandi wandike imyanzuro isobanutse itsinda ryose rishobora gukoresha.',
          },
        },
        {
          id: 'consent-and-respect',
          title: { en: 'Consent and respect', fr: 'Consentement et respect', rw: 'Uburenganzira n’icyubahiro' },
          text: {
            en: 'Explain the purpose, ask for consent, protect what people tell you and respect their time, especially when working with children or vulnerable people.',
            fr: 'Expliquez le but, demandez le consentement, protégez ce que les gens vous confient et respectez leur temps, surtout avec des enfants ou des personnes vulnérables.',
            rw: 'Sobanura intego, saba uruhushya, rinda ibyo abantu bakubwiye kandi wubahe igihe cyabo, cyane cyane iyo ukorana n’abana cyangwa abantu batishoboye.',
          },
        },
      ],
      project: {
        en: 'Interview five people about how they buy electricity tokens (Cash Power) or airtime, watch two of them do it, and present three key insights, each with a supporting quote.',
        fr: 'Interrogez cinq personnes sur la façon dont elles achètent du crédit d’électricité (Cash Power) ou du crédit téléphonique, observez-en deux pendant l’achat, et présentez trois enseignements clés, chacun appuyé par une citation.',
        rw: 'Baza abantu batanu uko bagura umuriro wa Cash Power cyangwa amafaranga yo guhamagara, witegereze babiri muri bo babikora, kandi ugaragaze imyanzuro itatu y’ingenzi, buri umwe ufite amagambo y’umuntu awushimangira.',
      },
      weeks: 4,
      resources: [
        resource.nielsenNormanGroup,
        resource.govUkServiceManual,
      ],
      curriculum: [
        curriculum.rtbAnalysisProjectRequirementsL3,
      ],
    },
    {
      id: 'understanding-the-product',
      title: { en: 'Understanding the product', fr: 'Comprendre le produit', rw: 'Gusobanukirwa igikoresho' },
      goal: {
        en: 'You can say what a product is for, whom it serves and what action it needs from them, and place it among competitors and the business that pays for it.',
        fr: 'Vous savez dire à quoi sert un produit, à qui il s’adresse et quelle action il attend d’eux, et le situer face aux concurrents et au modèle économique qui le finance.',
        rw: 'Ushobora kuvuga icyo igikoresho kigamije, abo kigenewe n’igikorwa kibategerejeho, no kukigereranya n’ibigihanganye ku isoko n’uburyo kinjiza amafaranga.',
      },
      topics: [
        {
          id: 'outcome-actor-action',
          title: { en: 'Outcome, actor and action', fr: 'Résultat, acteur et action', rw: 'Intego, ukora n’igikorwa' },
          text: {
            en: 'Define the result the product should bring, the person who must act and the exact action, such as “a parent pays school fees on time from a phone”.',
            fr: 'Définissez le résultat attendu du produit, la personne qui doit agir et l’action précise, par exemple «\u00a0un parent paie les frais de scolarité à temps depuis son téléphone\u00a0».',
            rw: 'Sobanura umusaruro igikoresho kigomba kugeraho, umuntu ugomba kugira icyo akora n’igikorwa nyirizina, nk’“umubyeyi yishyura amafaranga y’ishuri ku gihe akoresheje telefoni”.',
          },
        },
        {
          id: 'personas',
          title: { en: 'Personas', fr: 'Personas', rw: '[[en:Personas]]' },
          text: {
            en: 'Turn research into two or three personas with real goals, limits and situations, so that the team designs for actual people rather than for itself.',
            fr: 'Transformez la recherche en deux ou trois personas avec de vrais objectifs, contraintes et situations, pour que l’équipe conçoive pour de vraies personnes et non pour elle-même.',
            rw: 'Hindura ibyavuye mu bushakashatsi mo [[en:personas]] ebyiri cyangwa eshatu zifite intego, imbogamizi n’imibereho nyayo, kugira ngo itsinda rihangire abantu nyabo aho kwihangira ubwaryo.',
          },
        },
        {
          id: 'business-model',
          title: { en: 'Business model', fr: 'Modèle économique', rw: 'Uburyo bwo kwinjiza' },
          text: {
            en: 'Sketch how the product earns or saves money with a business model canvas, because good design must also keep the organisation alive.',
            fr: 'Esquissez comment le produit rapporte ou fait économiser de l’argent avec un Business Model Canvas, car un bon design doit aussi faire vivre l’organisation.',
            rw: 'Shushanya uko igikoresho cyinjiza cyangwa kizigama amafaranga ukoresheje [[en:business model canvas]], kuko igishushanyo cyiza kigomba no gutuma ikigo kibaho.',
          },
        },
        {
          id: 'competitors-and-swot',
          title: { en: 'Competitors and SWOT', fr: 'Concurrents et SWOT', rw: 'Abahanganye ku isoko na SWOT' },
          text: {
            en: 'Compare similar apps and services and list strengths, weaknesses, opportunities and threats, to find what users still lack.',
            fr: 'Comparez les applications et services semblables et listez forces, faiblesses, opportunités et menaces, pour trouver ce qui manque encore aux utilisateurs.',
            rw: 'Gereranya [[en:applications]] na serivisi bisa, wandike imbaraga, intege nke, amahirwe n’ibyago, kugira ngo ubone ibyo abakoresha bakibura.',
          },
        },
        {
          id: 'measures-of-success',
          title: { en: 'Measures of success', fr: 'Indicateurs de réussite', rw: 'Ibipimo by’intsinzi' },
          text: {
            en: 'Agree in advance how you will know the design works, such as fewer failed payments or a faster sign-up, so that success is not a matter of taste.',
            fr: 'Convenez à l’avance de la façon dont vous saurez que le design fonctionne, comme moins de paiements échoués ou une inscription plus rapide, pour que la réussite ne soit pas une affaire de goût.',
            rw: 'Mwumvikane mbere uko muzamenya ko igishushanyo gikora, nk’uko kwishyura kunanirwa kwagabanuka cyangwa kwiyandikisha kwakwihuta, kugira ngo intsinzi itaba ikibazo cy’uko umuntu abyumva.',
          },
        },
      ],
      project: {
        en: 'For an idea such as a booking app for a hair salon in Huye, write a one-page product brief: outcome, actor and action, two personas, a business model canvas, three competitors and two measures of success.',
        fr: 'Pour une idée comme une application de réservation pour un salon de coiffure à Huye, rédigez une fiche produit d’une page\u00a0: résultat, acteur et action, deux personas, un Business Model Canvas, trois concurrents et deux indicateurs de réussite.',
        rw: 'Ku gitekerezo nk’application yo gufata umwanya muri salon yo kwogosha i Huye, andika urupapuro rumwe rusobanura igikoresho: intego, ukora n’igikorwa, [[en:personas]] ebyiri, [[en:business model canvas]], abahanganye na cyo batatu n’ibipimo bibiri by’intsinzi.',
      },
      weeks: 3,
      resources: [
        resource.nielsenNormanGroup,
        { name: 'Strategyzer (Business Model Canvas)', url: 'https://www.strategyzer.com/', kind: 'tool' },
      ],
      curriculum: [
        curriculum.rtbAnalysisProjectRequirementsL3,
      ],
    },
    {
      id: 'journeys-and-flows',
      title: { en: 'Journeys, flows and structure', fr: 'Parcours, flux et structure', rw: 'Inzira, intambwe n’imiterere' },
      goal: {
        en: 'You can map a user’s journey, write user stories, draw task flows and organise content so that people find what they need.',
        fr: 'Vous savez cartographier le parcours d’un utilisateur, écrire des récits utilisateur, dessiner des flux de tâches et organiser le contenu pour que chacun trouve ce qu’il cherche.',
        rw: 'Ushobora gushushanya inzira umukoresha anyuramo, kwandika [[en:user stories]], gushushanya intambwe z’igikorwa no gutunganya ibirimo kugira ngo abantu babone ibyo bakeneye.',
      },
      topics: [
        {
          id: 'journey-maps',
          title: { en: 'Journey maps', fr: 'Cartes de parcours', rw: 'Ikarita y’inzira y’umukoresha' },
          text: {
            en: 'Map each step a person takes, with what they do, think and feel, to see where the experience breaks, even away from the screen.',
            fr: 'Cartographiez chaque étape que franchit une personne, avec ce qu’elle fait, pense et ressent, pour voir où l’expérience se brise, même hors de l’écran.',
            rw: 'Shushanya buri ntambwe umuntu anyuramo, ibyo akora, ibyo atekereza n’uko yiyumva, kugira ngo ubone aho uburambe bwe bwangirikira, n’iyo byaba bitari kuri ecran.',
          },
        },
        {
          id: 'user-stories',
          title: { en: 'User stories and backlog', fr: 'Récits utilisateur et [[en:backlog]]', rw: '[[en:User stories]] na [[en:backlog]]' },
          text: {
            en: 'Write needs as “As a …, I want … so that …” and order them in a backlog, a format that developers and product teams use every day.',
            fr: 'Écrivez les besoins sous la forme «\u00a0En tant que …, je veux … afin de …\u00a0» et classez-les dans un [[en:backlog]], un format que développeurs et équipes produit utilisent chaque jour.',
            rw: 'Andika ibikenewe mu buryo bwa “Nk’…, ndashaka … kugira ngo …” maze ubishyire ku murongo muri [[en:backlog]], uburyo abakora porogaramu n’amatsinda y’igikoresho bakoresha buri munsi.',
          },
        },
        {
          id: 'task-flows',
          title: { en: 'Task flows', fr: 'Flux de tâches', rw: 'Intambwe z’igikorwa' },
          text: {
            en: 'Draw the screens and decisions of a task with simple flowcharts, including errors and dead ends, before you draw any interface.',
            fr: 'Dessinez les écrans et les décisions d’une tâche avec de simples logigrammes, erreurs et impasses comprises, avant de dessiner la moindre interface.',
            rw: 'Shushanya impapuro n’ibyemezo bigize igikorwa ukoresheje [[en:flowcharts]] zoroshye, harimo amakosa n’aho inzira ihera, mbere yo gushushanya isura iyo ari yo yose.',
          },
        },
        {
          id: 'information-architecture',
          title: { en: 'Information architecture', fr: 'Architecture de l’information', rw: 'Imiterere y’amakuru' },
          text: {
            en: 'Organise and name content and menus with card sorting and tree testing, so that people can guess where things are.',
            fr: 'Organisez et nommez contenus et menus à l’aide du tri de cartes et des tests d’arborescence, pour que chacun devine où se trouvent les choses.',
            rw: 'Tunganya kandi wite amazina ibirimo na [[en:menus]] ukoresheje [[en:card sorting]] na [[en:tree testing]], kugira ngo abantu bashobore gukeka aho ibintu biri.',
          },
        },
        {
          id: 'ux-writing',
          title: { en: 'Words in the interface', fr: 'Les mots de l’interface', rw: 'Amagambo ari muri porogaramu' },
          text: {
            en: 'Write short, plain labels, buttons and error messages in the user’s own language, because words are often the biggest part of a design.',
            fr: 'Rédigez des libellés, boutons et messages d’erreur courts et simples dans la langue de l’utilisateur, car les mots sont souvent la plus grande part d’un design.',
            rw: 'Andika amazina, buto n’ubutumwa bw’amakosa bigufi kandi byoroshye mu rurimi rw’umukoresha, kuko akenshi amagambo ari cyo gice kinini cy’igishushanyo.',
          },
        },
      ],
      project: {
        en: 'For a Kigali bus ticket app, draw a commuter’s journey map, write ten user stories, and draw the task flow for buying and showing a ticket, including what happens when the payment fails.',
        fr: 'Pour une application de billets de bus à Kigali, dessinez la carte de parcours d’un usager, écrivez dix récits utilisateur et dessinez le flux d’achat et de présentation d’un billet, y compris ce qui se passe quand le paiement échoue.',
        rw: 'Ku [[en:application]] y’amatike ya bisi i Kigali, shushanya ikarita y’inzira y’ugenda buri munsi, wandike [[en:user stories]] icumi, kandi ushushanye intambwe zo kugura no kwerekana itike, harimo ibiba iyo kwishyura binaniranye.',
      },
      weeks: 4,
      resources: [
        resource.nielsenNormanGroup,
        resource.govUkServiceManual,
      ],
      curriculum: [
        curriculum.rtbAnalysisProjectRequirementsL3,
      ],
    },
    {
      id: 'wireframes-and-prototypes',
      title: { en: 'Wireframes and prototypes', fr: '[[en:Wireframes]] et prototypes', rw: '[[en:Wireframes]] na [[en:prototypes]]' },
      goal: {
        en: 'You can sketch ideas on paper, turn the best ones into wireframes in Figma or Penpot, and link them into a clickable prototype that people can try.',
        fr: 'Vous savez esquisser des idées sur papier, transformer les meilleures en [[en:wireframes]] dans Figma ou Penpot, et les relier en un prototype cliquable que les gens peuvent essayer.',
        rw: 'Ushobora gushushanya ibitekerezo ku mpapuro, guhindura ibyiza muri byo mo [[en:wireframes]] muri Figma cyangwa Penpot, no kubihuza mo [[en:prototype]] ikandwaho abantu bashobora kugerageza.',
      },
      topics: [
        {
          id: 'sketching',
          title: { en: 'Sketching ideas', fr: 'Esquisser des idées', rw: 'Gushushanya ibitekerezo' },
          text: {
            en: 'Sketch many rough solutions quickly on paper, since cheap sketches let you explore and throw away ideas before anyone writes code.',
            fr: 'Esquissez rapidement sur papier de nombreuses solutions grossières, car des croquis bon marché permettent d’explorer et d’écarter des idées avant que quiconque écrive du code.',
            rw: 'Shushanya vuba ku mpapuro ibisubizo byinshi bitanoze, kuko ibishushanyo bihendutse bigufasha kugerageza no kureka ibitekerezo mbere y’uko hagira uwandika [[en:code]].',
          },
        },
        {
          id: 'layout-basics',
          title: { en: 'Layout basics', fr: 'Bases de la mise en page', rw: 'Ibanze byo gutunganya urupapuro' },
          text: {
            en: 'Use grids, alignment, spacing and visual hierarchy so that the most important item stands out and the eye moves in a clear order.',
            fr: 'Utilisez grilles, alignements, espacements et hiérarchie visuelle pour que l’élément le plus important ressorte et que l’œil suive un ordre clair.',
            rw: 'Koresha [[en:grids]], gutondeka ku murongo, imyanya hagati y’ibintu n’urutonde rw’agaciro kabyo, kugira ngo ikintu cy’ingenzi kigaragare kandi ijisho rikurikire inzira isobanutse.',
          },
        },
        {
          id: 'wireframes',
          title: { en: 'Wireframes', fr: '[[en:Wireframes]]', rw: '[[en:Wireframes]]' },
          text: {
            en: 'Draw simple grey screens that show structure and content without colour, so that feedback focuses on how the product works rather than how it looks.',
            fr: 'Dessinez des écrans gris et simples qui montrent structure et contenu sans couleur, pour que les retours portent sur le fonctionnement plutôt que sur l’apparence.',
            rw: 'Shushanya impapuro zoroheje z’ibara ry’ivu zigaragaza imiterere n’ibirimo nta mabara, kugira ngo ibitekerezo by’abandi byibande ku buryo igikoresho gikora aho kwibanda ku isura yacyo.',
          },
        },
        {
          id: 'design-tools',
          title: { en: 'Figma and Penpot', fr: 'Figma et Penpot', rw: 'Figma na Penpot' },
          text: {
            en: 'Learn frames, components, auto layout and shared libraries in a design tool such as Figma or the open-source Penpot, the kind of tool most product teams use.',
            fr: 'Apprenez frames, composants, auto layout et bibliothèques partagées dans un outil comme Figma ou Penpot, libre et open source, le genre d’outil qu’utilisent la plupart des équipes produit.',
            rw: 'Iga [[en:frames]], [[en:components]], [[en:auto layout]] na [[en:libraries]] zisangiwe mu gikoresho cyo gushushanya nka Figma cyangwa Penpot ([[en:open source]]), ubwoko bw’ibikoresho amatsinda menshi akoresha.',
          },
        },
        {
          id: 'clickable-prototypes',
          title: { en: 'Clickable prototypes', fr: 'Prototypes cliquables', rw: '[[en:Prototypes]] zikandwaho' },
          text: {
            en: 'Link screens into a prototype that runs on a phone, so that you can test an idea in hours instead of after weeks of development.',
            fr: 'Reliez les écrans en un prototype qui tourne sur un téléphone, pour tester une idée en quelques heures plutôt qu’après des semaines de développement.',
            rw: 'Huza impapuro mo [[en:prototype]] ikora kuri telefoni, kugira ngo ugerageze igitekerezo mu masaha make aho gutegereza ibyumweru byo gukora porogaramu.',
          },
        },
        {
          id: 'mobile-first',
          title: { en: 'Mobile first', fr: 'Le mobile d’abord', rw: 'Telefoni mbere ya byose' },
          text: {
            en: 'Design first for a small, low-cost Android phone and a slow connection, because that is how most people in Rwanda go online.',
            fr: 'Concevez d’abord pour un petit téléphone Android bon marché et une connexion lente, car c’est ainsi que la plupart des gens au Rwanda vont sur Internet.',
            rw: 'Banza uhangire telefoni nto ya Android ihendutse na interineti itihuta, kuko ari bwo buryo abantu benshi mu Rwanda bajya kuri interineti.',
          },
        },
      ],
      project: {
        en: 'Sketch, wireframe and prototype in Figma or Penpot a timetable app for secondary-school students that shows today’s lessons, highlights changes and sends a reminder.',
        fr: 'Esquissez, maquettez et prototypez dans Figma ou Penpot une application d’emploi du temps pour élèves du secondaire, qui montre les cours du jour, signale les changements et envoie un rappel.',
        rw: 'Shushanya, ukore [[en:wireframes]] na [[en:prototype]] muri Figma cyangwa Penpot ya [[en:application]] y’ingengabihe y’abanyeshuri b’amashuri yisumbuye, yerekana amasomo y’uwo munsi, igaragaza impinduka kandi ikohereza ibibutsa.',
      },
      weeks: 5,
      resources: [
        resource.figma,
        { name: 'Penpot', url: 'https://penpot.app/', kind: 'tool' },
        { name: 'Figma Help Center', url: 'https://help.figma.com/', kind: 'docs' },
        resource.lawsOfUx,
      ],
      curriculum: [
        curriculum.rtbUiUxDesignL3,
      ],
    },
    {
      id: 'interface-and-patterns',
      title: { en: 'Interface design and patterns', fr: 'Interface et patterns', rw: 'Isura ya porogaramu n’imiterere imenyerewe' },
      goal: {
        en: 'You can turn wireframes into clear, consistent screens using proven patterns, good typography and colour, and a small design system.',
        fr: 'Vous savez transformer des [[en:wireframes]] en écrans clairs et cohérents grâce à des patterns éprouvés, une bonne typographie, de bonnes couleurs et un petit design system.',
        rw: 'Ushobora guhindura [[en:wireframes]] mo impapuro zisobanutse kandi zihuje, ukoresheje imiterere yagaragaje ko ikora, inyandiko n’amabara meza, na [[en:design system]] nto.',
      },
      topics: [
        {
          id: 'type-colour-spacing',
          title: { en: 'Type, colour and spacing', fr: 'Typographie, couleur, espacement', rw: 'Inyuguti, amabara n’imyanya' },
          text: {
            en: 'Choose readable fonts, a small colour palette with enough contrast and consistent spacing, which make screens calm and easy to scan.',
            fr: 'Choisissez des polices lisibles, une petite palette de couleurs assez contrastée et des espacements réguliers, qui rendent les écrans calmes et faciles à parcourir.',
            rw: 'Hitamo inyuguti zisomeka, amabara make atandukanye bihagije n’imyanya ingana hagati y’ibintu, bituma impapuro zituje kandi zisomwa vuba.',
          },
        },
        {
          id: 'ux-patterns',
          title: { en: 'UX patterns', fr: 'Patterns UX', rw: 'UX [[en:patterns]]' },
          text: {
            en: 'Reuse familiar patterns for navigation, forms, search, lists and empty screens, because people already know how they work.',
            fr: 'Réutilisez des patterns familiers pour la navigation, les formulaires, la recherche, les listes et les écrans vides, car les gens savent déjà comment ils fonctionnent.',
            rw: 'Ongera ukoreshe imiterere imenyerewe y’uburyo bwo kunyura mu mpapuro, amafishi, gushakisha, intonde n’impapuro zidafite ibirimo, kuko abantu basanzwe bazi uko bikora.',
          },
        },
        {
          id: 'feedback-and-states',
          title: { en: 'Feedback and states', fr: 'Retours et états', rw: 'Kwereka umukoresha ibiri kuba' },
          text: {
            en: 'Show loading, success, error and offline states and make progress visible, so that users always know what is happening and what to do next.',
            fr: 'Montrez les états de chargement, de réussite, d’erreur et hors ligne et rendez la progression visible, pour que l’utilisateur sache toujours ce qui se passe et quoi faire ensuite.',
            rw: 'Erekana igihe ibintu biri gufunguka, byagenze neza, habaye ikosa cyangwa nta interineti, kandi ugaragaze aho umuntu ageze, kugira ngo umukoresha ahore azi ibiri kuba n’icyo akurikizaho.',
          },
        },
        {
          id: 'reminders-and-progress',
          title: { en: 'Reminders, goals, progress', fr: 'Rappels, objectifs, progression', rw: 'Ibibutsa, intego n’aho ugeze' },
          text: {
            en: 'Use calls to action, reminders, goal trackers and light game elements only where they truly help people do what they already want to do.',
            fr: 'Utilisez appels à l’action, rappels, suivis d’objectifs et légers éléments de jeu seulement quand ils aident vraiment les gens à faire ce qu’ils veulent déjà faire.',
            rw: 'Koresha ubutumire bwo gukora igikorwa, ibibutsa, ibikurikirana intego n’udukino duto gusa aho bifasha koko abantu gukora ibyo basanzwe bashaka gukora.',
          },
        },
        {
          id: 'design-systems',
          title: { en: 'Design systems', fr: 'Design systems', rw: '[[en:Design systems]]' },
          text: {
            en: 'Gather colours, type, components and rules into one design system, learning from public ones such as Material Design, so that a team builds consistent screens faster.',
            fr: 'Réunissez couleurs, typographie, composants et règles dans un design system, en vous inspirant de systèmes publics comme Material Design, pour qu’une équipe produise plus vite des écrans cohérents.',
            rw: 'Huriza hamwe amabara, inyuguti, [[en:components]] n’amategeko muri [[en:design system]] imwe, wigira ku zisangiwe nka Material Design, kugira ngo itsinda rikore vuba impapuro zihuje.',
          },
        },
        {
          id: 'clear-screens',
          title: { en: 'Clear screens', fr: 'Des écrans clairs', rw: 'Impapuro zisobanutse' },
          text: {
            en: 'Remove distractions, keep one main action per screen and cut steps that are not needed, simple rules that fix many usability problems.',
            fr: 'Supprimez les distractions, gardez une action principale par écran et retirez les étapes inutiles\u00a0: des règles simples qui règlent beaucoup de problèmes d’utilisabilité.',
            rw: 'Kuraho ibirangaza, usige igikorwa kimwe cy’ingenzi kuri buri rupapuro kandi ukureho intambwe zidakenewe; ni amategeko yoroshye akemura ibibazo byinshi byo gukoresha.',
          },
        },
      ],
      project: {
        en: 'Turn your timetable wireframes into finished screens with a small design system (colours, text styles, buttons, cards) and design the loading, empty, error and offline states.',
        fr: 'Transformez vos [[en:wireframes]] d’emploi du temps en écrans finis avec un petit design system (couleurs, styles de texte, boutons, cartes) et concevez les états de chargement, vide, d’erreur et hors ligne.',
        rw: 'Hindura [[en:wireframes]] z’ingengabihe yawe mo impapuro zirangiye ufite [[en:design system]] nto (amabara, imiterere y’inyandiko, buto, amakarita), kandi ushushanye uko bigaragara iyo biri gufunguka, nta birimo, habaye ikosa cyangwa nta interineti.',
      },
      weeks: 4,
      resources: [
        resource.materialDesign3,
        resource.lawsOfUx,
        resource.nielsenNormanGroup,
        resource.figma,
      ],
      curriculum: [
        curriculum.rtbUiUxDesignL3,
      ],
    },
    {
      id: 'accessible-design',
      title: { en: 'Accessible and inclusive design', fr: 'Conception accessible et inclusive', rw: 'Igishushanyo kigera kuri bose' },
      goal: {
        en: 'You can design screens that people with disabilities, older people and people with little reading practice or cheap devices can use, and check them against WCAG.',
        fr: 'Vous savez concevoir des écrans utilisables par les personnes handicapées, les personnes âgées et celles qui lisent peu ou ont un appareil bon marché, et les vérifier selon les WCAG.',
        rw: 'Ushobora gushushanya impapuro zishobora gukoreshwa n’abafite ubumuga, abageze mu zabukuru n’abatamenyereye gusoma cyangwa bafite ibikoresho bihendutse, no kuzigenzura ukurikije WCAG.',
      },
      topics: [
        {
          id: 'wcag-basics',
          title: { en: 'WCAG basics', fr: 'Les bases des WCAG', rw: 'Ibanze bya WCAG' },
          text: {
            en: 'Learn the four WCAG principles (perceivable, operable, understandable, robust), which most accessibility laws and audits are based on.',
            fr: 'Apprenez les quatre principes des WCAG (perceptible, utilisable, compréhensible, robuste), sur lesquels reposent la plupart des lois et audits d’accessibilité.',
            rw: 'Iga amahame ane ya WCAG (kubonwa, gukoreshwa, kumvikana no gukomera), ashingirwaho n’amategeko menshi n’igenzura ryinshi bijyanye no kugera kuri bose.',
          },
        },
        {
          id: 'contrast-and-text',
          title: { en: 'Contrast and readable text', fr: 'Contraste et texte lisible', rw: 'Itandukaniro ry’amabara n’inyandiko isomeka' },
          text: {
            en: 'Check colour contrast, allow large text and never rely on colour alone, so that people with weak eyesight, or with a phone in bright sun, can still read.',
            fr: 'Vérifiez le contraste des couleurs, permettez les grands textes et ne comptez jamais sur la seule couleur, pour que les personnes qui voient mal, ou qui lisent en plein soleil, puissent lire.',
            rw: 'Genzura itandukaniro ry’amabara, wemere inyandiko nini kandi ntuzigere ushingira ku ibara ryonyine, kugira ngo abatabona neza cyangwa abari ku zuba ryinshi bashobore gusoma.',
          },
        },
        {
          id: 'keyboard-and-screen-readers',
          title: { en: 'Keyboard and screen readers', fr: 'Clavier et lecteurs d’écran', rw: 'Clavier na [[en:screen readers]]' },
          text: {
            en: 'Plan focus order, labels and alternative text so that people using a keyboard or a screen reader such as TalkBack can complete every task.',
            fr: 'Prévoyez l’ordre du focus, les libellés et les textes alternatifs pour que les personnes qui utilisent un clavier ou un lecteur d’écran comme TalkBack puissent accomplir chaque tâche.',
            rw: 'Teganya urutonde rwa [[en:focus]], amazina y’ibintu n’inyandiko zisimbura amafoto, kugira ngo abakoresha clavier cyangwa [[en:screen reader]] nka TalkBack bashobore gukora buri gikorwa.',
          },
        },
        {
          id: 'plain-language-and-icons',
          title: { en: 'Plain language and icons', fr: 'Langage simple et icônes', rw: 'Ururimi rworoshye n’utumenyetso' },
          text: {
            en: 'Write simply, offer Kinyarwanda, French and English where you can, and put words next to icons, which helps people who read little or are new to apps.',
            fr: 'Écrivez simplement, proposez le kinyarwanda, le français et l’anglais quand c’est possible, et placez des mots à côté des icônes, ce qui aide les personnes qui lisent peu ou découvrent les applications.',
            rw: 'Andika mu buryo bworoshye, utange Ikinyarwanda, Igifaransa n’Icyongereza aho bishoboka, kandi ushyire amagambo iruhande rw’utumenyetso, bifasha abadakunze gusoma n’abatamenyereye [[en:applications]].',
          },
        },
        {
          id: 'touch-and-motion',
          title: { en: 'Touch targets and motion', fr: 'Zones tactiles et animations', rw: 'Aho gukanda n’ibinyeganyega' },
          text: {
            en: 'Make buttons big enough for a thumb, leave space between them and avoid flashing or forced animation, which can shut out or even harm some users.',
            fr: 'Faites des boutons assez grands pour un pouce, espacez-les et évitez clignotements et animations imposées, qui peuvent exclure certains utilisateurs, voire leur nuire.',
            rw: 'Kora buto nini zihagije ku gikumwe, usige umwanya hagati yazo kandi wirinde ibimurika bidahagarara n’ibinyeganyega bidashobora guhagarikwa, bishobora guheza cyangwa kugirira nabi bamwe mu bakoresha.',
          },
        },
      ],
      project: {
        en: 'Check one public Rwandan website or app you use against ten WCAG points (contrast, labels, focus, text size and more), then redesign its two weakest screens and explain each fix.',
        fr: 'Vérifiez un site ou une application publique rwandaise que vous utilisez selon dix points des WCAG (contraste, libellés, focus, taille du texte…), puis reconcevez ses deux écrans les plus faibles en expliquant chaque correction.',
        rw: 'Genzura urubuga cyangwa [[en:application]] rusange yo mu Rwanda ukoresha ukurikije ingingo icumi za WCAG (itandukaniro ry’amabara, amazina, [[en:focus]], ingano y’inyandiko n’ibindi), hanyuma wongere ushushanye impapuro zarwo ebyiri zifite intege nke kurusha izindi usobanura buri gikosorwa.',
      },
      weeks: 3,
      resources: [
        resource.w3cWebAccessibilityInitiative,
        resource.webDev,
        resource.nielsenNormanGroup,
      ],
      curriculum: [
        curriculum.rtbUiUxDesignL3,
      ],
    },
    {
      id: 'testing-and-measuring',
      title: { en: 'Testing and measuring', fr: 'Tester et mesurer', rw: 'Kugerageza no gupima' },
      goal: {
        en: 'You can run usability tests, read simple analytics and A/B tests, and use what you learn to improve a design in short rounds.',
        fr: 'Vous savez mener des tests d’utilisabilité, lire des statistiques d’usage simples et des tests A/B, et vous en servir pour améliorer un design par courtes étapes.',
        rw: 'Ushobora gukora igerageza ry’uko igikoresho cyoroshye gukoresha, gusoma [[en:analytics]] zoroshye na A/B [[en:tests]], no gukoresha ibyo wize mu kunoza igishushanyo mu byiciro bigufi.',
      },
      topics: [
        {
          id: 'usability-testing',
          title: { en: 'Usability testing', fr: 'Tests d’utilisabilité', rw: 'Kugerageza uko byoroshye' },
          text: {
            en: 'Give five people real tasks on your prototype, watch quietly and note where they struggle, because five sessions already reveal most big problems.',
            fr: 'Donnez à cinq personnes de vraies tâches sur votre prototype, observez en silence et notez où elles peinent, car cinq séances révèlent déjà la plupart des gros problèmes.',
            rw: 'Ha abantu batanu ibikorwa nyabyo bakora kuri [[en:prototype]] yawe, witegereze ucecetse kandi wandike aho bagorwa, kuko amagerageza atanu gusa agaragaza ibibazo byinshi bikomeye.',
          },
        },
        {
          id: 'test-scripts',
          title: { en: 'Tasks and test scripts', fr: 'Tâches et scénarios de test', rw: 'Ibikorwa n’inyandiko y’igerageza' },
          text: {
            en: 'Write realistic tasks and a short script so that every session is fair and comparable, without hinting at the answer.',
            fr: 'Rédigez des tâches réalistes et un court scénario pour que chaque séance soit équitable et comparable, sans souffler la réponse.',
            rw: 'Andika ibikorwa bisa n’ibyo mu buzima busanzwe n’inyandiko ngufi iyobora igerageza, kugira ngo buri gerageza ribe riringaniye kandi rigereranywa, utavuze igisubizo.',
          },
        },
        {
          id: 'reporting-problems',
          title: { en: 'Reporting problems', fr: 'Rapporter les problèmes', rw: 'Gutanga raporo y’ibibazo' },
          text: {
            en: 'Rank problems by how often and how badly they hurt users, and report them with short clips or quotes that convince the team to act.',
            fr: 'Classez les problèmes selon leur fréquence et leur gravité pour les utilisateurs, et présentez-les avec de courts extraits ou citations qui convainquent l’équipe d’agir.',
            rw: 'Tondeka ibibazo ukurikije inshuro bibaho n’uburemere bwabyo ku bakoresha, kandi ubitangire raporo ufite amashusho magufi cyangwa amagambo yavuzwe yemeza itsinda kugira icyo rikora.',
          },
        },
        {
          id: 'analytics',
          title: { en: 'Analytics and funnels', fr: 'Statistiques et entonnoirs', rw: '[[en:Analytics]] na [[en:funnels]]' },
          text: {
            en: 'Read usage data, such as the drop-off at each step of a sign-up, to find where many people give up, then use research to learn why.',
            fr: 'Lisez les données d’usage, comme les abandons à chaque étape d’une inscription, pour trouver où beaucoup de gens renoncent, puis servez-vous de la recherche pour comprendre pourquoi.',
            rw: 'Soma amakuru y’uko igikoresho gikoreshwa, nk’abareka kuri buri ntambwe yo kwiyandikisha, kugira ngo ubone aho benshi bacikira, hanyuma ukoreshe ubushakashatsi kugira ngo umenye impamvu.',
          },
        },
        {
          id: 'ab-tests',
          title: { en: 'A/B tests', fr: 'Tests A/B', rw: 'A/B [[en:tests]]' },
          text: {
            en: 'Compare two versions with real users and enough visitors to learn which one works better, and know when a difference is too small to trust.',
            fr: 'Comparez deux versions avec de vrais utilisateurs et assez de visiteurs pour savoir laquelle marche le mieux, et sachez reconnaître une différence trop faible pour être crue.',
            rw: 'Gereranya verisiyo ebyiri ukoresheje abakoresha nyabo kandi benshi bihagije kugira ngo umenye ikora neza kurusha indi, kandi umenye igihe itandukaniro ari rito cyane ku buryo ritizerwa.',
          },
        },
        {
          id: 'iterating',
          title: { en: 'Iterating', fr: 'Itérer', rw: 'Gusubiramo no kunoza' },
          text: {
            en: 'Change, test and change again in short rounds, since good designs come from many small improvements rather than one perfect idea.',
            fr: 'Modifiez, testez et recommencez par courtes étapes, car les bons designs naissent de nombreuses petites améliorations plutôt que d’une idée parfaite.',
            rw: 'Hindura, ugerageze, wongere uhindure mu byiciro bigufi, kuko ibishushanyo byiza biva ku tunozo duto twinshi aho kuva ku gitekerezo kimwe kitagira inenge.',
          },
        },
      ],
      project: {
        en: 'Run a usability test with five people on your timetable or bus-ticket prototype, write a one-page report of the five worst problems ranked by severity, fix them, and test again to compare.',
        fr: 'Menez un test d’utilisabilité avec cinq personnes sur votre prototype d’emploi du temps ou de billets de bus, rédigez un rapport d’une page sur les cinq pires problèmes classés par gravité, corrigez-les et testez de nouveau pour comparer.',
        rw: 'Gerageza [[en:prototype]] yawe y’ingengabihe cyangwa y’amatike ya bisi ku bantu batanu, wandike raporo y’urupapuro rumwe ku bibazo bitanu bikomeye kurusha ibindi bitondetse ukurikije uburemere, ubikosore, hanyuma wongere ugerageze kugira ngo ugereranye.',
      },
      weeks: 4,
      resources: [
        resource.nielsenNormanGroup,
        resource.govUkServiceManual,
        resource.lawsOfUx,
      ],
      curriculum: [],
    },
    {
      id: 'teamwork-and-portfolio',
      title: { en: 'Teamwork and portfolio', fr: 'Travail d’équipe et portfolio', rw: 'Gukorana n’abandi na [[en:portfolio]]' },
      goal: {
        en: 'You can hand designs over to developers, present and defend your decisions, and show a portfolio of case studies that gets you interviews.',
        fr: 'Vous savez transmettre vos designs aux développeurs, présenter et défendre vos choix, et montrer un portfolio d’études de cas qui vous ouvre des entretiens d’embauche.',
        rw: 'Ushobora gushyikiriza abakora porogaramu ibishushanyo byawe, gusobanura no kurengera ibyemezo byawe, no kwerekana [[en:portfolio]] y’inkuru z’imishinga igufasha kubona ibiganiro by’akazi.',
      },
      topics: [
        {
          id: 'working-with-developers',
          title: { en: 'Working with developers', fr: 'Travailler avec les développeurs', rw: 'Gukorana n’abakora porogaramu' },
          text: {
            en: 'Learn enough HTML, CSS and app limits to design what can really be built, and hand over specs, assets and states clearly.',
            fr: 'Apprenez assez de HTML, de CSS et de contraintes techniques pour concevoir ce qui peut vraiment être construit, et transmettez clairement spécifications, ressources et états.',
            rw: 'Iga HTML, CSS n’imbibi za [[en:applications]] bihagije kugira ngo uhange ibishobora kubakwa koko, kandi utange neza ibisobanuro, amashusho n’uko buri rupapuro rumera mu bihe bitandukanye.',
          },
        },
        {
          id: 'presenting-design',
          title: { en: 'Presenting design', fr: 'Présenter un design', rw: 'Kwerekana igishushanyo' },
          text: {
            en: 'Explain each decision by linking it to research, goals and test results, and take criticism as useful information rather than as an attack.',
            fr: 'Justifiez chaque décision en la reliant à la recherche, aux objectifs et aux résultats de tests, et prenez la critique comme une information utile plutôt que comme une attaque.',
            rw: 'Sobanura buri cyemezo ugihuza n’ubushakashatsi, intego n’ibyavuye mu igerageza, kandi wakire inenge nk’amakuru agufitiye akamaro aho kuzifata nk’igitero.',
          },
        },
        {
          id: 'case-studies',
          title: { en: 'Case studies', fr: 'Études de cas', rw: 'Inkuru z’imishinga' },
          text: {
            en: 'Write up three projects as case studies showing the problem, your process, the options you rejected and the result, because employers hire for thinking, not pretty pictures.',
            fr: 'Présentez trois projets en études de cas montrant le problème, votre démarche, les options écartées et le résultat, car les employeurs recrutent une façon de penser, pas de jolies images.',
            rw: 'Andika imishinga itatu nk’inkuru zigaragaza ikibazo, inzira wanyuzemo, amahitamo wanze n’umusaruro, kuko abakoresha baha akazi uburyo utekereza, atari amashusho meza gusa.',
          },
        },
        {
          id: 'keep-learning',
          title: { en: 'Community and practice', fr: 'Communauté et pratique', rw: 'Kwiga bidahagarara' },
          text: {
            en: 'Join design communities, give and ask for feedback, and redesign everyday services around you as practice, so that your eye keeps getting sharper.',
            fr: 'Rejoignez des communautés de design, donnez et demandez des avis, et entraînez-vous à repenser les services du quotidien autour de vous, pour que votre regard continue de s’affiner.',
            rw: 'Jya mu matsinda y’abashushanya, utange kandi usabe ibitekerezo, kandi wimenyereze wongera ushushanya serivisi za buri munsi zikuzengurutse, kugira ngo ijisho ryawe rikomeze gutyaza.',
          },
        },
      ],
      project: {
        en: 'Publish an online portfolio with three case studies from this road map, each showing research, flows, screens, test results and what you would do next.',
        fr: 'Publiez un portfolio en ligne avec trois études de cas tirées de ce parcours, chacune montrant recherche, flux, écrans, résultats de tests et ce que vous feriez ensuite.',
        rw: 'Shyira kuri interineti [[en:portfolio]] irimo inkuru z’imishinga itatu wakoze muri iyi nzira, buri imwe igaragaza ubushakashatsi, intambwe z’igikorwa, impapuro, ibyavuye mu igerageza n’icyo wakora gikurikiyeho.',
      },
      weeks: 3,
      resources: [
        resource.mdnWebDocs,
        resource.figma,
        resource.nielsenNormanGroup,
        resource.roadmapSh,
      ],
      curriculum: [],
    },
  ],
};

export default plan;
