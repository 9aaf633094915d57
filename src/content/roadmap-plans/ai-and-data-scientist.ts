import type { RoadmapPlan } from '../schema/roadmap-plans';
import { resource, curriculum } from '../roadmap-references';

/** AI and Data Scientist Roadmap: mathematics, statistics, Python, machine learning, deep learning and responsible AI. Written by Ubumenyi. */
const plan: RoadmapPlan = {
  id: 'RO14',
  slug: 'ai-and-data-scientist',
  intro: {
    en: 'For learners who enjoy mathematics and programming and want to build systems that learn from data, from crop-disease detectors to tools for Kinyarwanda. It goes from the maths and statistics underneath, through Python and classic machine learning, to deep learning, putting models into use and using AI responsibly.',
    fr: 'Pour les personnes qui aiment les mathématiques et la programmation et veulent construire des systèmes qui apprennent à partir des données, du détecteur de maladies des cultures aux outils pour le kinyarwanda. On part des mathématiques et des statistiques, on passe par Python et l’apprentissage automatique classique, jusqu’à l’apprentissage profond, la mise en production et un usage responsable de l’IA.',
    rw: 'Ni iy’abakunda imibare no gukora porogaramu bifuza kubaka sisitemu ziga zihereye ku makuru, kuva ku zimenya indwara z’ibihingwa kugeza ku bikoresho by’Ikinyarwanda. Uzahera ku mibare n’ibarurishamibare biri inyuma yabyo, unyure kuri Python na [[en:machine learning]] isanzwe, ugere kuri [[en:deep learning]], gushyira modèles mu ikoreshwa no gukoresha AI mu buryo bukwiye.',
  },
  followsRoadmapSh: true,
  updated: '2026-11-25',
  stages: [
    {
      id: 'mathematics',
      title: { en: 'Mathematics for machine learning', fr: 'Mathématiques pour l’apprentissage automatique', rw: 'Imibare ikenerwa muri [[en:machine learning]]' },
      goal: {
        en: 'You can work with vectors, matrices, functions and derivatives well enough to follow how a model learns from data.',
        fr: 'Vous maîtrisez assez les vecteurs, les matrices, les fonctions et les dérivées pour suivre comment un modèle apprend à partir des données.',
        rw: 'Ushobora gukoresha vecteurs, [[en:matrices]], fonctions na dérivées bihagije kugira ngo usobanukirwe uko modèle yiga ihereye ku makuru.',
      },
      topics: [
        {
          id: 'vectors-and-matrices',
          title: { en: 'Vectors and matrices', fr: 'Vecteurs et matrices', rw: 'Vecteurs na [[en:matrices]]' },
          text: {
            en: 'Learn to add and multiply vectors and matrices, because every data set, image and neural-network layer is stored and computed in that form.',
            fr: 'Apprenez à additionner et multiplier vecteurs et matrices, car chaque jeu de données, chaque image et chaque couche d’un réseau de neurones est stocké et calculé sous cette forme.',
            rw: 'Iga guteranya no gukuba vecteurs na [[en:matrices]], kuko buri rutonde rw’amakuru, buri foto na buri [[en:layer]] ya [[en:neural network]] bibikwa kandi bikabarwa muri ubwo buryo.',
          },
        },
        {
          id: 'linear-algebra-ideas',
          title: { en: 'Key linear algebra ideas', fr: 'Notions clés d’algèbre linéaire', rw: 'Ibitekerezo by’ingenzi bya algèbre linéaire' },
          text: {
            en: 'Understand dot products, distances, linear transformations and, later, eigenvectors, which explain similarity search and dimension reduction.',
            fr: 'Comprenez le produit scalaire, les distances, les applications linéaires et, plus tard, les vecteurs propres, qui expliquent la recherche par similarité et la réduction de dimension.',
            rw: 'Sobanukirwa produit scalaire, intera hagati y’ibintu, [[en:transformations]] linéaires na nyuma yaho vecteurs propres, bisobanura uko ibintu bisa bishakishwa n’uko umubare w’ibipimo ugabanywa.',
          },
        },
        {
          id: 'functions',
          title: { en: 'Functions and graphs', fr: 'Fonctions et courbes', rw: 'Fonctions n’ibishushanyo byazo' },
          text: {
            en: 'Get comfortable with linear, exponential and logarithmic functions and their graphs, since a model is a function that turns inputs into predictions.',
            fr: 'Familiarisez-vous avec les fonctions linéaires, exponentielles et logarithmiques et leurs courbes, car un modèle est une fonction qui transforme des entrées en prédictions.',
            rw: 'Menyera fonctions linéaires, exponentielles na logarithmiques n’ibishushanyo byazo, kuko modèle ari fonction ihindura ibyinjijwe mo iteganya.',
          },
        },
        {
          id: 'derivatives-and-gradients',
          title: { en: 'Derivatives and gradients', fr: 'Dérivées et gradients', rw: 'Dérivées na [[en:gradients]]' },
          text: {
            en: 'Learn what a derivative and a gradient measure and how the chain rule works, because training a model means following the gradient downhill.',
            fr: 'Apprenez ce que mesurent une dérivée et un gradient et comment fonctionne la dérivation des fonctions composées, car entraîner un modèle revient à descendre le long du gradient.',
            rw: 'Iga icyo dérivée na [[en:gradient]] bipima n’uko [[en:chain rule]] ikora, kuko gutoza modèle ari ugukurikira [[en:gradient]] umanuka ugana aho ikosa ari rito.',
          },
        },
        {
          id: 'optimisation',
          title: { en: 'Optimisation', fr: 'Optimisation', rw: 'Optimisation' },
          text: {
            en: 'See how gradient descent finds the settings that make a model’s error smallest, with a learning rate that is neither too big nor too small.',
            fr: 'Voyez comment la descente de gradient trouve les réglages qui rendent l’erreur d’un modèle la plus petite, avec un pas d’apprentissage ni trop grand ni trop petit.',
            rw: 'Reba uko [[en:gradient descent]] ibona ibipimo bituma ikosa rya modèle riba rito cyane, ukoresheje [[en:learning rate]] itari nini cyane kandi itari nto cyane.',
          },
        },
      ],
      project: {
        en: 'Write a small Python program, with NumPy only, that fits a straight line to the heights and weights of your classmates (or made-up values) by gradient descent, and plot how the error falls at each step.',
        fr: 'Écrivez un petit programme Python, avec NumPy seulement, qui ajuste une droite aux tailles et poids de vos camarades (ou à des valeurs inventées) par descente de gradient, et tracez la baisse de l’erreur à chaque étape.',
        rw: 'Andika porogaramu nto ya Python, ukoresheje NumPy yonyine, ishaka umurongo ugororotse uhuza uburebure n’ibiro by’abo mwigana (cyangwa imibare wihimbiye) ukoresheje [[en:gradient descent]], kandi ushushanye uko ikosa rigabanuka kuri buri ntambwe.',
      },
      weeks: 6,
      resources: [
        resource.khanAcademy,
        { name: '3Blue1Brown', url: 'https://www.3blue1brown.com/', kind: 'course' },
        resource.mitOpencourseware,
      ],
      curriculum: [],
    },
    {
      id: 'statistics-and-probability',
      title: { en: 'Probability and statistics', fr: 'Probabilités et statistiques', rw: 'Probabilité n’ibarurishamibare' },
      goal: {
        en: 'You can describe data, reason with probability and distributions, and test whether an effect is real, including for data that changes over time.',
        fr: 'Vous savez décrire des données, raisonner avec les probabilités et les lois, et tester si un effet est réel, y compris pour des données qui évoluent dans le temps.',
        rw: 'Ushobora gusobanura amakuru, gutekereza ukoresheje probabilité na [[en:distributions]], no kugenzura niba ingaruka ubona ari iz’ukuri, harimo n’amakuru ahinduka uko igihe gihita.',
      },
      topics: [
        {
          id: 'descriptive-statistics',
          title: { en: 'Descriptive statistics', fr: 'Statistiques descriptives', rw: 'Ibarurishamibare risobanura' },
          text: {
            en: 'Summarise data with means, medians, variance and percentiles, the first numbers to look at in any new data set.',
            fr: 'Résumez les données avec moyennes, médianes, variance et percentiles, les premiers chiffres à regarder dans tout nouveau jeu de données.',
            rw: 'Kora incamake y’amakuru ukoresheje impuzandengo, médiane, [[en:variance]] na [[en:percentiles]], ari yo mibare ya mbere ureba ku makuru mashya yose.',
          },
        },
        {
          id: 'probability',
          title: { en: 'Probability', fr: 'Probabilités', rw: 'Probabilité' },
          text: {
            en: 'Learn conditional probability and Bayes’ rule, which sit behind spam filters, medical tests and the way many models express confidence.',
            fr: 'Apprenez les probabilités conditionnelles et la formule de Bayes, sur lesquelles reposent les filtres anti-spam, les tests médicaux et la confiance qu’expriment beaucoup de modèles.',
            rw: 'Iga probabilité conditionnelle n’itegeko rya Bayes, bishingirwaho n’uburyo bwo kuyungurura [[en:spam]], ibizamini byo kwa muganga n’uko modèles nyinshi zigaragaza icyizere zifite.',
          },
        },
        {
          id: 'distributions',
          title: { en: 'Distributions', fr: 'Lois de probabilité', rw: '[[en:Distributions]]' },
          text: {
            en: 'Recognise the normal, binomial and Poisson distributions and what they describe, so that you choose sensible assumptions and notice strange data.',
            fr: 'Reconnaissez les lois normale, binomiale et de Poisson et ce qu’elles décrivent, pour choisir des hypothèses sensées et remarquer les données étranges.',
            rw: 'Menya [[en:distributions]] normale, binomiale na Poisson n’ibyo zisobanura, kugira ngo uhitemo ibyo wemera bifite ishingiro kandi ubone amakuru adasanzwe.',
          },
        },
        {
          id: 'inference',
          title: { en: 'Statistical inference', fr: 'Inférence statistique', rw: 'Inférence statistique' },
          text: {
            en: 'Use samples, confidence intervals, hypothesis tests and A/B tests to draw conclusions about a whole population without fooling yourself.',
            fr: 'Utilisez échantillons, intervalles de confiance, tests d’hypothèses et tests A/B pour tirer des conclusions sur toute une population sans vous tromper vous-même.',
            rw: 'Koresha ibyitegererezo, [[en:confidence intervals]], ibizamini bya hypothèses na A/B [[en:tests]] kugira ngo ufate imyanzuro ireba abaturage bose utishutse.',
          },
        },
        {
          id: 'regression-and-time-series',
          title: { en: 'Regression and time series', fr: 'Régression et séries temporelles', rw: 'Régression n’imibare ikurikirana mu gihe' },
          text: {
            en: 'Fit linear and logistic regressions and forecast time series with trend and seasonality, skills from econometrics that remain very useful.',
            fr: 'Ajustez des régressions linéaires et logistiques et prévoyez des séries temporelles avec tendance et saisonnalité, des savoir-faire venus de l’économétrie qui restent très utiles.',
            rw: 'Kora régressions linéaires na logistiques kandi uteganye imibare ikurikirana mu gihe ifite icyerekezo n’ibihe bigaruka; ubu bumenyi bukomoka muri [[en:econometrics]] buracyafite akamaro kanini.',
          },
        },
      ],
      project: {
        en: 'Take monthly rainfall or bean price figures for Rwanda, describe them, test whether two seasons really differ, and make a simple forecast for the next three months with an honest range of uncertainty.',
        fr: 'Prenez des relevés mensuels de pluie ou de prix des haricots au Rwanda, décrivez-les, testez si deux saisons diffèrent vraiment, et faites une prévision simple pour les trois mois suivants avec une marge d’incertitude honnête.',
        rw: 'Fata imibare y’imvura cyangwa y’ibiciro by’ibishyimbo mu Rwanda buri kwezi, uyisobanure, ugenzure niba ibihembwe bibiri bitandukanye koko, kandi ukore iteganya ryoroshye ry’amezi atatu akurikira ugaragaza mu kuri urugero rw’ugushidikanya.',
      },
      weeks: 5,
      resources: [
        resource.khanAcademy,
        resource.openintroFreeStatisticsBooks,
        { name: 'statsmodels', url: 'https://www.statsmodels.org/', kind: 'docs' },
      ],
      curriculum: [],
    },
    {
      id: 'python-and-sql',
      title: { en: 'Python, SQL and good code', fr: 'Python, SQL et code propre', rw: 'Python, SQL na [[en:code]] inoze' },
      goal: {
        en: 'You can write clean Python with NumPy and pandas, query databases with SQL, and keep your work in Git so that others can run it.',
        fr: 'Vous savez écrire du Python propre avec NumPy et pandas, interroger des bases de données en SQL, et garder votre travail dans Git pour que d’autres puissent l’exécuter.',
        rw: 'Ushobora kwandika Python inoze ukoresheje NumPy na pandas, kubaza [[en:databases]] ukoresheje SQL, no kubika akazi kawe muri Git kugira ngo abandi bashobore kugakoresha.',
      },
      topics: [
        {
          id: 'python',
          title: { en: 'Python', fr: 'Python', rw: 'Python' },
          text: {
            en: 'Become fluent in Python functions, data structures, modules and virtual environments, since almost every data science and AI tool is used from Python.',
            fr: 'Maîtrisez en Python les fonctions, les structures de données, les modules et les environnements virtuels, car presque tous les outils de data science et d’IA s’utilisent depuis Python.',
            rw: 'Menya neza muri Python [[en:functions]], [[en:data structures]], [[en:modules]] na [[en:virtual environments]], kuko hafi ibikoresho byose bya [[en:data science]] na AI bikoreshwa binyuze muri Python.',
          },
        },
        {
          id: 'numpy-and-pandas',
          title: { en: 'NumPy and pandas', fr: 'NumPy et pandas', rw: 'NumPy na pandas' },
          text: {
            en: 'Handle arrays and tables quickly with NumPy and pandas, the everyday tools for preparing the data that a model will learn from.',
            fr: 'Manipulez rapidement tableaux et tables avec NumPy et pandas, les outils quotidiens pour préparer les données dont un modèle va apprendre.',
            rw: 'Koresha vuba [[en:arrays]] n’imbonerahamwe ukoresheje NumPy na pandas, ibikoresho bya buri munsi byo gutegura amakuru modèle izigiraho.',
          },
        },
        {
          id: 'sql',
          title: { en: 'SQL', fr: 'SQL', rw: 'SQL' },
          text: {
            en: 'Write SELECT queries with joins and grouping, because the data for real projects usually sits in a company database, not in a tidy CSV file.',
            fr: 'Écrivez des requêtes SELECT avec jointures et regroupements, car les données des vrais projets se trouvent en général dans la base d’une entreprise, pas dans un CSV bien rangé.',
            rw: 'Andika [[en:queries]] za SELECT zirimo [[en:joins]] no guhuriza hamwe, kuko amakuru y’imishinga nyayo akenshi aba ari muri [[en:database]] y’ikigo, atari muri dosiye ya CSV iteguye neza.',
          },
        },
        {
          id: 'data-structures-and-algorithms',
          title: { en: 'Data structures and algorithms', fr: 'Structures de données et algorithmes', rw: '[[en:Data structures]] na algorithmes' },
          text: {
            en: 'Know lists, hash maps, trees, sorting and Big-O cost, so that your code stays fast on large data and you can pass technical interviews.',
            fr: 'Connaissez listes, tables de hachage, arbres, tris et complexité en grand O, pour que votre code reste rapide sur de gros volumes et que vous réussissiez les entretiens techniques.',
            rw: 'Menya [[en:lists]], [[en:hash maps]], [[en:trees]], uburyo bwo gutondeka n’igiciro cya Big-O, kugira ngo [[en:code]] yawe ikomeze kwihuta ku makuru menshi kandi ushobore gutsinda ibizamini bya tekiniki mu gushaka akazi.',
          },
        },
        {
          id: 'git-and-reproducibility',
          title: { en: 'Git and reproducible work', fr: 'Git et travail reproductible', rw: 'Git n’akazi gashobora gusubirwamo' },
          text: {
            en: 'Track code and notebooks with Git, pin package versions and fix random seeds, so that you and others can get the same results again.',
            fr: 'Suivez code et [[en:notebooks]] avec Git, fixez les versions des paquets et les graines aléatoires, pour que vous et d’autres obteniez de nouveau les mêmes résultats.',
            rw: 'Bika amateka ya [[en:code]] na [[en:notebooks]] muri Git, ugene verisiyo za [[en:packages]] na [[en:random seeds]], kugira ngo wowe n’abandi mushobore kongera kubona ibisubizo bimwe.',
          },
        },
      ],
      project: {
        en: 'Build a small, tested Python package that loads a school’s exam results from SQLite and computes each class’s pass rate and strongest subjects, and keep it on GitHub with a README that explains how to run it.',
        fr: 'Construisez un petit paquet Python testé qui charge les résultats d’examens d’une école depuis SQLite et calcule le taux de réussite et les meilleures matières de chaque classe, et publiez-le sur GitHub avec un README qui explique comment l’exécuter.',
        rw: 'Kora [[en:package]] nto ya Python igeragejwe, ifungura amanota y’ibizamini by’ishuri ari muri SQLite ikabara ijanisha ry’abatsinze n’amasomo yatsinzwe neza muri buri shuri, kandi uyibike kuri GitHub ifite README isobanura uko ikoreshwa.',
      },
      weeks: 6,
      resources: [
        resource.pythonDocumentation,
        resource.pandas,
        resource.sqlbolt,
        resource.git,
      ],
      curriculum: [
        curriculum.rtbDataStructuresAndAlgorithms,
        curriculum.rtbControlVersionSystemL3,
        curriculum.rebAlgorithmsAndProgramming,
      ],
    },
    {
      id: 'exploring-data',
      title: { en: 'Exploring data', fr: 'Explorer les données', rw: 'Gusuzuma amakuru' },
      goal: {
        en: 'You can explore a new data set, find its patterns and problems with summaries and charts, and judge what a model could realistically learn from it.',
        fr: 'Vous savez explorer un nouveau jeu de données, y trouver régularités et problèmes avec des résumés et des graphiques, et juger ce qu’un modèle pourrait raisonnablement en apprendre.',
        rw: 'Ushobora gusuzuma amakuru mashya, ukabonamo imiterere n’ibibazo ukoresheje incamake n’ibishushanyo, kandi ukamenya icyo modèle ishobora kuyigiraho koko.',
      },
      topics: [
        {
          id: 'understanding-the-data',
          title: { en: 'Understanding the data', fr: 'Comprendre les données', rw: 'Gusobanukirwa amakuru' },
          text: {
            en: 'Read the documentation, check how and by whom the data was collected, and learn what each column means, since many failed projects start with a misunderstood column.',
            fr: 'Lisez la documentation, vérifiez comment et par qui les données ont été collectées et apprenez ce que veut dire chaque colonne, car beaucoup de projets ratés commencent par une colonne mal comprise.',
            rw: 'Soma ibisobanuro by’amakuru, urebe uko yakusanyijwe n’uwayakusanyije, kandi umenye icyo buri nkingi ivuga, kuko imishinga myinshi inanirwa itangirira ku nkingi itarumviswe neza.',
          },
        },
        {
          id: 'cleaning-and-preparing',
          title: { en: 'Cleaning and preparing', fr: 'Nettoyer et préparer', rw: 'Gusukura no gutegura' },
          text: {
            en: 'Deal with missing values, duplicates, wrong types and outliers, and keep the steps in code so that the same cleaning can run on new data.',
            fr: 'Traitez valeurs manquantes, doublons, types erronés et valeurs aberrantes, et gardez ces étapes dans le code pour rejouer le même nettoyage sur de nouvelles données.',
            rw: 'Kemura ikibazo cy’amakuru abura, asubiramo, afite ubwoko butari bwo n’imibare idasanzwe, kandi ubike izo ntambwe muri [[en:code]] kugira ngo isuku imwe ishobore gukorwa no ku makuru mashya.',
          },
        },
        {
          id: 'visual-exploration',
          title: { en: 'Visual exploration', fr: 'Exploration visuelle', rw: 'Gusuzuma ukoresheje ibishushanyo' },
          text: {
            en: 'Use histograms, box plots, scatter plots and correlation heat maps to see shapes, groups and relationships that summary numbers hide.',
            fr: 'Utilisez histogrammes, boîtes à moustaches, nuages de points et cartes de chaleur des corrélations pour voir les formes, groupes et relations que cachent les résumés chiffrés.',
            rw: 'Koresha [[en:histograms]], [[en:box plots]], [[en:scatter plots]] na [[en:heat maps]] za corrélation kugira ngo ubone imiterere, amatsinda n’amasano imibare y’incamake idashobora kwerekana.',
          },
        },
        {
          id: 'feature-engineering',
          title: { en: 'Building features', fr: 'Construire des variables', rw: 'Gukora [[en:features]]' },
          text: {
            en: 'Create useful inputs such as the day of the week, the distance to market or the price per kilo, because good features often matter more than a clever model.',
            fr: 'Créez des variables utiles comme le jour de la semaine, la distance au marché ou le prix au kilo, car de bonnes variables comptent souvent plus qu’un modèle astucieux.',
            rw: 'Kora ibyinjizwa bifite akamaro nk’umunsi w’icyumweru, intera igera ku isoko cyangwa igiciro cy’ikilo, kuko [[en:features]] nziza akenshi zirusha agaciro modèle ihambaye.',
          },
        },
        {
          id: 'bias-and-leakage',
          title: { en: 'Bias and leakage', fr: 'Biais et fuites', rw: 'Kubogama na [[en:leakage]]' },
          text: {
            en: 'Check who is under-represented and whether a column secretly contains the answer, two traps that make a model look good in tests and fail in real life.',
            fr: 'Vérifiez qui est sous-représenté et si une colonne contient en secret la réponse, deux pièges qui font paraître un modèle bon en test et le font échouer dans la réalité.',
            rw: 'Reba abadahagarariwe bihagije mu makuru kandi urebe niba hari inkingi ihishemo igisubizo; iyo ni imitego ibiri ituma modèle isa n’aho ari nziza mu igerageza ariko ikananirwa mu buzima busanzwe.',
          },
        },
      ],
      project: {
        en: 'Explore an open farming or health data set (for example from Kaggle or NISR) in a notebook, and write a short report with five charts, three surprising findings and a list of the data’s weaknesses.',
        fr: 'Explorez dans un [[en:notebook]] un jeu de données ouvert sur l’agriculture ou la santé (par exemple de Kaggle ou du NISR), et rédigez un court rapport avec cinq graphiques, trois constats surprenants et la liste des faiblesses des données.',
        rw: 'Suzuma muri [[en:notebook]] amakuru afunguye y’ubuhinzi cyangwa ubuzima (nko kuri Kaggle cyangwa NISR), kandi wandike raporo ngufi irimo ibishushanyo bitanu, ibintu bitatu bitunguranye wabonye n’urutonde rw’intege nke z’ayo makuru.',
      },
      weeks: 4,
      resources: [
        resource.pandas,
        resource.seaborn,
        resource.kaggleLearn,
      ],
      curriculum: [],
    },
    {
      id: 'machine-learning',
      title: { en: 'Machine learning', fr: 'Apprentissage automatique', rw: '[[en:Machine learning]]' },
      goal: {
        en: 'You can train, compare and tune classic machine learning models with scikit-learn for prediction, classification and grouping tasks.',
        fr: 'Vous savez entraîner, comparer et régler des modèles classiques d’apprentissage automatique avec scikit-learn pour des tâches de prédiction, de classification et de regroupement.',
        rw: 'Ushobora gutoza, kugereranya no gutunganya modèles zisanzwe za [[en:machine learning]] ukoresheje scikit-learn, mu guteganya imibare, gushyira ibintu mu byiciro no kubihuriza mu matsinda.',
      },
      topics: [
        {
          id: 'how-machines-learn',
          title: { en: 'How machines learn', fr: 'Comment une machine apprend', rw: 'Uko imashini yiga' },
          text: {
            en: 'Understand supervised and unsupervised learning, training and test sets, and the idea of a model fitting patterns instead of following hand-written rules.',
            fr: 'Comprenez l’apprentissage supervisé et non supervisé, les jeux d’entraînement et de test, et l’idée d’un modèle qui s’ajuste aux régularités au lieu de suivre des règles écrites à la main.',
            rw: 'Sobanukirwa [[en:supervised]] na [[en:unsupervised learning]], amakuru yo gutoza n’ayo kugerageza, n’igitekerezo cy’uko modèle yiga imiterere y’amakuru aho gukurikiza amategeko yanditswe n’umuntu.',
          },
        },
        {
          id: 'regression-and-classification',
          title: { en: 'Regression and classification', fr: 'Régression et classification', rw: 'Régression na [[en:classification]]' },
          text: {
            en: 'Predict numbers and categories with linear and logistic regression, k-nearest neighbours and naive Bayes, simple models that set a baseline to beat.',
            fr: 'Prédisez des nombres et des catégories avec la régression linéaire et logistique, les k plus proches voisins et le Bayes naïf, des modèles simples qui fixent un niveau de référence à battre.',
            rw: 'Teganya imibare n’ibyiciro ukoresheje régression linéaire na logistique, [[en:k-nearest neighbours]] na [[en:naive]] Bayes, modèles zoroshye zishyiraho urwego rwa mbere rugomba kurenzwa.',
          },
        },
        {
          id: 'trees-and-ensembles',
          title: { en: 'Trees and ensembles', fr: 'Arbres et ensembles', rw: '[[en:Decision trees]] na [[en:ensembles]]' },
          text: {
            en: 'Use decision trees, random forests and gradient boosting, which often give the best results on tables of business, health or farming data.',
            fr: 'Utilisez arbres de décision, forêts aléatoires et [[en:gradient boosting]], qui donnent souvent les meilleurs résultats sur des tableaux de données d’entreprise, de santé ou d’agriculture.',
            rw: 'Koresha [[en:decision trees]], [[en:random forests]] na [[en:gradient boosting]], akenshi bitanga ibisubizo byiza ku mbonerahamwe z’amakuru y’ubucuruzi, ubuzima cyangwa ubuhinzi.',
          },
        },
        {
          id: 'clustering-and-pca',
          title: { en: 'Clustering and PCA', fr: 'Clustering et ACP', rw: 'Clustering na PCA' },
          text: {
            en: 'Group similar customers or villages with k-means and shrink many columns into a few with PCA, to find structure when there is no label to predict.',
            fr: 'Regroupez des clients ou des villages semblables avec k-means et réduisez de nombreuses colonnes à quelques-unes avec l’ACP, pour trouver une structure quand il n’y a pas d’étiquette à prédire.',
            rw: 'Huriza hamwe abakiriya cyangwa imidugudu bisa ukoresheje [[en:k-means]], kandi ugabanye inkingi nyinshi zibe nke ukoresheje PCA, kugira ngo ubone imiterere mu gihe nta gisubizo ([[en:label]]) cyo guteganya gihari.',
          },
        },
        {
          id: 'pipelines',
          title: { en: 'scikit-learn pipelines', fr: '[[en:Pipelines]] scikit-learn', rw: '[[en:Pipelines]] za scikit-learn' },
          text: {
            en: 'Chain preprocessing and model in one scikit-learn pipeline, so that exactly the same steps run in training and in use and no information leaks.',
            fr: 'Enchaînez prétraitement et modèle dans un seul [[en:pipeline]] scikit-learn, pour que les mêmes étapes s’appliquent à l’entraînement et à l’usage, sans fuite d’information.',
            rw: 'Huza gutegura amakuru na modèle muri [[en:pipeline]] imwe ya scikit-learn, kugira ngo intambwe zimwe neza zikorwe mu gutoza no mu ikoreshwa, kandi hatagira amakuru ava aho atagomba kuva.',
          },
        },
      ],
      project: {
        en: 'Train models that predict a farm’s maize yield from rainfall, fertiliser use and plot size (real or simulated data), compare a linear regression with a random forest, and explain which inputs matter most.',
        fr: 'Entraînez des modèles qui prédisent le rendement en maïs d’une exploitation à partir de la pluie, de l’engrais utilisé et de la taille de la parcelle (données réelles ou simulées), comparez une régression linéaire à une forêt aléatoire et expliquez quelles entrées comptent le plus.',
        rw: 'Toza modèles ziteganya umusaruro w’ibigori w’umurima uhereye ku mvura, ifumbire yakoreshejwe n’ubuso bw’umurima (amakuru nyayo cyangwa yigereranyo), ugereranye régression linéaire na [[en:random forest]], kandi usobanure ibyinjizwa bifite uruhare runini.',
      },
      weeks: 7,
      resources: [
        resource.scikitLearn,
        resource.kaggleLearn,
        resource.googleMachineLearningCourses,
      ],
      curriculum: [],
    },
    {
      id: 'evaluating-models',
      title: { en: 'Evaluating and improving models', fr: 'Évaluer et améliorer les modèles', rw: 'Gusuzuma no kunoza modèles' },
      goal: {
        en: 'You can measure a model honestly, tell overfitting from underfitting, and improve it with better features, tuning and fairer data.',
        fr: 'Vous savez mesurer honnêtement un modèle, distinguer surapprentissage et sous-apprentissage, et l’améliorer avec de meilleures variables, un bon réglage et des données plus équitables.',
        rw: 'Ushobora gupima modèle mu kuri, gutandukanya [[en:overfitting]] na [[en:underfitting]], no kuyinoza ukoresheje [[en:features]] nziza, gutunganya ibipimo byayo n’amakuru aringaniye.',
      },
      topics: [
        {
          id: 'metrics',
          title: { en: 'Metrics', fr: 'Métriques', rw: 'Ibipimo by’ubwiza' },
          text: {
            en: 'Choose accuracy, precision, recall, F1, ROC AUC or mean absolute error to match the real cost of mistakes, such as missing a sick patient.',
            fr: 'Choisissez exactitude, précision, rappel, F1, ROC AUC ou erreur absolue moyenne selon le vrai coût des erreurs, comme celui de passer à côté d’un patient malade.',
            rw: 'Hitamo [[en:accuracy]], [[en:precision]], [[en:recall]], F1, ROC AUC cyangwa [[en:mean absolute error]] ukurikije ingaruka nyazo z’amakosa, nko kudatahura umurwayi.',
          },
        },
        {
          id: 'cross-validation',
          title: { en: 'Cross-validation', fr: 'Validation croisée', rw: '[[en:Cross-validation]]' },
          text: {
            en: 'Estimate performance with training, validation and test splits and k-fold cross-validation, so that one lucky split does not fool you.',
            fr: 'Estimez les performances avec des découpages entraînement, validation et test et la validation croisée en k blocs, pour qu’un découpage chanceux ne vous trompe pas.',
            rw: 'Gereranya ubushobozi bwa modèle ugabanya amakuru mo ayo gutoza, ayo kugenzura n’ayo kugerageza, kandi ukoreshe [[en:k-fold cross-validation]] kugira ngo igabanya ryagize amahirwe ritakubeshya.',
          },
        },
        {
          id: 'overfitting',
          title: { en: 'Overfitting and regularisation', fr: 'Surapprentissage et régularisation', rw: '[[en:Overfitting]] na [[en:regularisation]]' },
          text: {
            en: 'Recognise a model that memorises instead of learning, and fix it with more data, a simpler model or regularisation.',
            fr: 'Reconnaissez un modèle qui mémorise au lieu d’apprendre, et corrigez-le avec plus de données, un modèle plus simple ou de la régularisation.',
            rw: 'Menya modèle ifata mu mutwe aho kwiga, kandi uyikosore wongera amakuru, ukoresha modèle yoroshye cyangwa [[en:regularisation]].',
          },
        },
        {
          id: 'hyperparameter-tuning',
          title: { en: 'Tuning hyperparameters', fr: 'Régler les hyperparamètres', rw: 'Gutunganya [[en:hyperparameters]]' },
          text: {
            en: 'Search settings such as tree depth or learning rate with grid or random search, and keep the test set untouched until the very end.',
            fr: 'Cherchez les réglages comme la profondeur des arbres ou le pas d’apprentissage par recherche en grille ou aléatoire, et gardez le jeu de test intact jusqu’à la toute fin.',
            rw: 'Shakisha ibipimo nk’uburebure bw’igiti ([[en:tree depth]]) cyangwa [[en:learning rate]] ukoresheje [[en:grid search]] cyangwa [[en:random search]], ariko ntukore ku makuru yo kugerageza kugeza ku iherezo.',
          },
        },
        {
          id: 'imbalanced-data',
          title: { en: 'Imbalanced data', fr: 'Données déséquilibrées', rw: 'Amakuru atangana' },
          text: {
            en: 'Handle rare cases such as fraud or disease with class weights, resampling and the right metric, because a model that always says “no” can look 99% accurate.',
            fr: 'Traitez les cas rares comme la fraude ou une maladie avec des poids de classes, du rééchantillonnage et la bonne métrique, car un modèle qui répond toujours «\u00a0non\u00a0» peut sembler exact à 99 %.',
            rw: 'Kemura ikibazo cy’ibintu bidakunze kubaho nk’uburiganya cyangwa indwara ukoresheje [[en:class weights]], [[en:resampling]] n’igipimo gikwiye, kuko modèle ihora ivuga “oya” ishobora gusa n’aho ifite ukuri kwa 99%.',
          },
        },
        {
          id: 'explaining-models',
          title: { en: 'Explaining models', fr: 'Expliquer un modèle', rw: 'Gusobanura modèle' },
          text: {
            en: 'Use feature importance, partial dependence and SHAP values to explain predictions, so that users can question a model rather than trust it blindly.',
            fr: 'Utilisez l’importance des variables, la dépendance partielle et les valeurs SHAP pour expliquer les prédictions, afin que les utilisateurs puissent questionner un modèle au lieu de lui faire une confiance aveugle.',
            rw: 'Koresha [[en:feature importance]], [[en:partial dependence]] na SHAP [[en:values]] mu gusobanura iteganya, kugira ngo abakoresha bashobore kugira ibyo babaza kuri modèle aho kuyizera buhumyi.',
          },
        },
      ],
      project: {
        en: 'With simulated records, build a model that flags patients likely to miss a follow-up visit at a health centre, report precision and recall with cross-validation, tune it, and write a paragraph on who could be harmed by its mistakes.',
        fr: 'Avec des dossiers simulés, construisez un modèle qui signale les patients susceptibles de manquer une visite de suivi dans un centre de santé, donnez précision et rappel par validation croisée, réglez-le, et écrivez un paragraphe sur les personnes que ses erreurs pourraient léser.',
        rw: 'Ukoresheje amakuru yigereranyo, kora modèle igaragaza abarwayi bashobora kutagaruka kwisuzumisha ku kigo nderabuzima, utange [[en:precision]] na [[en:recall]] ukoresheje [[en:cross-validation]], uyinoze, kandi wandike igika kivuga abashobora guhomberwa n’amakosa yayo.',
      },
      weeks: 4,
      resources: [
        resource.scikitLearn,
        resource.googleMachineLearningCourses,
        resource.kaggleLearn,
      ],
      curriculum: [],
    },
    {
      id: 'deep-learning',
      title: { en: 'Deep learning', fr: 'Apprentissage profond', rw: '[[en:Deep learning]]' },
      goal: {
        en: 'You can build and train neural networks in PyTorch, reuse pretrained models for images and text, and explain how modern language models work.',
        fr: 'Vous savez construire et entraîner des réseaux de neurones avec PyTorch, réutiliser des modèles pré-entraînés pour l’image et le texte, et expliquer le fonctionnement des modèles de langage actuels.',
        rw: 'Ushobora kubaka no gutoza [[en:neural networks]] muri PyTorch, gukoresha modèles zatojwe mbere ku mafoto no ku nyandiko, no gusobanura uko [[en:language models]] z’iki gihe zikora.',
      },
      topics: [
        {
          id: 'neural-networks',
          title: { en: 'Neural networks', fr: 'Réseaux de neurones', rw: '[[en:Neural networks]]' },
          text: {
            en: 'Understand neurons, layers, activation functions and backpropagation, and build a small network yourself to see how it learns.',
            fr: 'Comprenez neurones, couches, fonctions d’activation et rétropropagation, et construisez vous-même un petit réseau pour voir comment il apprend.',
            rw: 'Sobanukirwa neurones, [[en:layers]], [[en:activation functions]] na [[en:backpropagation]], kandi wubake [[en:neural network]] nto ubwawe kugira ngo urebe uko yiga.',
          },
        },
        {
          id: 'pytorch',
          title: { en: 'PyTorch', fr: 'PyTorch', rw: 'PyTorch' },
          text: {
            en: 'Use tensors, automatic gradients, data loaders and training loops in PyTorch, a framework widely used in research and industry.',
            fr: 'Utilisez tenseurs, gradients automatiques, chargeurs de données et boucles d’entraînement dans PyTorch, un [[en:framework]] très utilisé en recherche et en entreprise.',
            rw: 'Koresha [[en:tensors]], [[en:gradients]] zibarwa mu buryo bwikora, [[en:data loaders]] na [[en:training loops]] muri PyTorch, [[en:framework]] ikoreshwa cyane mu bushakashatsi no mu bigo.',
          },
        },
        {
          id: 'images-and-cnns',
          title: { en: 'Images and CNNs', fr: 'Images et CNN', rw: 'Amafoto na CNNs' },
          text: {
            en: 'Learn how convolutional networks recognise patterns in pictures, for example telling healthy cassava leaves from diseased ones.',
            fr: 'Apprenez comment les réseaux convolutifs reconnaissent des motifs dans les images, par exemple pour distinguer des feuilles de manioc saines de feuilles malades.',
            rw: 'Iga uko [[en:convolutional networks]] zimenya imiterere iri mu mafoto, nko gutandukanya amababi y’imyumbati mazima n’arwaye.',
          },
        },
        {
          id: 'text-and-transformers',
          title: { en: 'Text and transformers', fr: 'Texte et transformers', rw: 'Inyandiko na [[en:transformers]]' },
          text: {
            en: 'See how text becomes tokens and embeddings and how attention lets transformers read whole sentences at once, the design behind today’s language models.',
            fr: 'Voyez comment le texte devient [[en:tokens]] et [[en:embeddings]] et comment l’attention permet aux transformers de lire des phrases entières d’un coup\u00a0: c’est l’architecture des modèles de langage actuels.',
            rw: 'Reba uko inyandiko zihinduka [[en:tokens]] na [[en:embeddings]] n’uko [[en:attention]] ituma [[en:transformers]] zisoma interuro yose icyarimwe; ni yo miterere ya [[en:language models]] z’iki gihe.',
          },
        },
        {
          id: 'pretrained-models',
          title: { en: 'Pretrained models', fr: 'Modèles pré-entraînés', rw: 'Modèles zatojwe mbere' },
          text: {
            en: 'Fine-tune pretrained models from Hugging Face instead of starting from zero, which works well even with little data and a modest computer or a free cloud notebook.',
            fr: 'Affinez des modèles pré-entraînés de Hugging Face au lieu de partir de zéro, ce qui marche bien même avec peu de données et un ordinateur modeste ou un [[en:notebook]] gratuit dans le [[en:cloud]].',
            rw: 'Nonosora modèles zatojwe mbere ziri kuri Hugging Face aho gutangirira kuri zeru; bikora neza n’iyo ufite amakuru make na mudasobwa isanzwe cyangwa [[en:notebook]] y’ubuntu iri mu [[en:cloud]].',
          },
        },
        {
          id: 'language-models',
          title: { en: 'Language models and prompts', fr: 'Modèles de langage et [[en:prompts]]', rw: '[[en:Language models]] na [[en:prompts]]' },
          text: {
            en: 'Use large language models through prompts, search over your own documents and careful checking of answers, knowing that they can sound sure of themselves and still be wrong.',
            fr: 'Utilisez les grands modèles de langage par des [[en:prompts]], la recherche dans vos propres documents et une vérification attentive des réponses, en sachant qu’ils peuvent paraître sûrs d’eux et se tromper.',
            rw: 'Koresha [[en:large language models]] ukoresheje [[en:prompts]], gushakisha mu nyandiko zawe bwite no kugenzura neza ibisubizo, uzi ko zishobora kuvuga zifite icyizere kandi zibeshya.',
          },
        },
      ],
      project: {
        en: 'Fine-tune a pretrained image model on a few hundred photos of cassava or bean leaves so that it tells healthy plants from diseased ones, and report its accuracy on photos it has never seen.',
        fr: 'Affinez un modèle d’images pré-entraîné sur quelques centaines de photos de feuilles de manioc ou de haricot pour qu’il distingue les plants sains des plants malades, et donnez sa précision sur des photos qu’il n’a jamais vues.',
        rw: 'Nonosora modèle y’amafoto yatojwe mbere ukoresheje amafoto magana make y’amababi y’imyumbati cyangwa y’ibishyimbo kugira ngo itandukanye ibimera bizima n’ibirwaye, kandi utange ukuri kwayo ku mafoto itigeze ibona.',
      },
      weeks: 8,
      resources: [
        { name: 'PyTorch', url: 'https://pytorch.org/', kind: 'docs' },
        { name: 'fast.ai course', url: 'https://course.fast.ai/', kind: 'course' },
        { name: 'Hugging Face Learn', url: 'https://huggingface.co/learn', kind: 'course' },
        { name: 'Google Colab', url: 'https://colab.research.google.com/', kind: 'tool' },
      ],
      curriculum: [],
    },
    {
      id: 'deployment-and-responsible-ai',
      title: { en: 'Deployment and responsible AI', fr: 'Mise en production et IA responsable', rw: 'Gushyira modèles mu ikoreshwa na AI ikoreshwa neza' },
      goal: {
        en: 'You can put a model behind a simple API, package it with Docker, watch how it behaves in use, and check that it treats people fairly and safely.',
        fr: 'Vous savez placer un modèle derrière une API simple, l’emballer avec Docker, surveiller son comportement en service, et vérifier qu’il traite les personnes de façon juste et sûre.',
        rw: 'Ushobora gushyira modèle inyuma ya API yoroshye, kuyishyira muri Docker, gukurikirana uko yitwara iri mu ikoreshwa, no kugenzura ko ifata abantu mu buryo butabera kandi butekanye.',
      },
      topics: [
        {
          id: 'serving-models',
          title: { en: 'Serving a model', fr: 'Servir un modèle', rw: 'Gutanga modèle kuri API' },
          text: {
            en: 'Save a trained model and serve its predictions through a small web API built with FastAPI or Flask, so that an app or a website can use it.',
            fr: 'Enregistrez un modèle entraîné et servez ses prédictions par une petite API web construite avec FastAPI ou Flask, pour qu’une application ou un site puisse l’utiliser.',
            rw: 'Bika modèle watoje kandi utange iteganya ryayo binyuze kuri API nto ukoresheje FastAPI cyangwa Flask, kugira ngo [[en:application]] cyangwa urubuga bishobore kuyikoresha.',
          },
        },
        {
          id: 'containers-and-cloud',
          title: { en: 'Containers and cloud', fr: 'Conteneurs et [[en:cloud]]', rw: 'Conteneurs na [[en:cloud]]' },
          text: {
            en: 'Package the model and everything it needs in a Docker image and run it on a cloud service, so that it behaves the same everywhere.',
            fr: 'Emballez le modèle et tout ce dont il a besoin dans une image Docker et exécutez-la sur un service [[en:cloud]], pour qu’il se comporte de la même façon partout.',
            rw: 'Shyira modèle n’ibyo ikenera byose muri [[en:image]] ya Docker kandi uyikoreshe kuri serivisi ya [[en:cloud]], kugira ngo ikore kimwe aho ari hose.',
          },
        },
        {
          id: 'tracking-and-monitoring',
          title: { en: 'Tracking and monitoring', fr: 'Suivi et surveillance', rw: 'Gukurikirana modèles' },
          text: {
            en: 'Record experiments with a tool such as MLflow and watch a deployed model for drift, because real-world data changes and accuracy slowly falls.',
            fr: 'Consignez vos expériences avec un outil comme MLflow et surveillez la dérive d’un modèle en service, car les données réelles changent et la précision baisse peu à peu.',
            rw: 'Andika amateka y’igerageza ukoresheje igikoresho nka MLflow kandi ugenzure modèle iri mu ikoreshwa, kuko amakuru yo mu buzima busanzwe ahinduka kandi ubwiza bwa modèle bukagenda bugabanuka.',
          },
        },
        {
          id: 'fairness',
          title: { en: 'Fairness and bias', fr: 'Équité et biais', rw: 'Ubutabera no kubogama' },
          text: {
            en: 'Compare a model’s errors across groups, such as women and men or rural and urban users, and fix the data or the model when one group is treated worse.',
            fr: 'Comparez les erreurs d’un modèle selon les groupes, comme femmes et hommes ou usagers ruraux et urbains, et corrigez les données ou le modèle quand un groupe est moins bien traité.',
            rw: 'Gereranya amakosa ya modèle ku matsinda atandukanye, nk’abagore n’abagabo cyangwa abo mu cyaro n’abo mu mujyi, kandi ukosore amakuru cyangwa modèle iyo itsinda rimwe rirenganywa.',
          },
        },
        {
          id: 'privacy-and-safety',
          title: { en: 'Privacy, safety and the law', fr: 'Vie privée, sécurité et loi', rw: 'Ibanga, umutekano n’amategeko' },
          text: {
            en: 'Protect personal data, follow Rwanda’s data protection law and think about misuse before release, because an AI system can harm many people at once.',
            fr: 'Protégez les données personnelles, respectez la loi rwandaise sur la protection des données et pensez aux abus possibles avant la mise en service, car un système d’IA peut nuire à beaucoup de gens à la fois.',
            rw: 'Rinda amakuru bwite, ukurikize itegeko ry’u Rwanda rirengera amakuru bwite kandi utekereze uko bishobora gukoreshwa nabi mbere yo kubishyira ahagaragara, kuko AI ishobora kugirira nabi abantu benshi icyarimwe.',
          },
        },
        {
          id: 'local-languages',
          title: { en: 'AI for local languages', fr: 'L’IA pour les langues locales', rw: 'AI mu ndimi z’iwacu' },
          text: {
            en: 'Explore open data and models for Kinyarwanda, such as the Kinyarwanda recordings in Mozilla Common Voice, a field where much useful local work is still to be done.',
            fr: 'Explorez les données et modèles ouverts pour le kinyarwanda, comme les enregistrements en kinyarwanda de Mozilla Common Voice, un domaine où il reste beaucoup de travail local utile à faire.',
            rw: 'Suzuma amakuru na modèles bifunguye by’Ikinyarwanda, nk’amajwi y’Ikinyarwanda ari muri Mozilla Common Voice; ni urwego rugifitemo akazi kenshi k’ingirakamaro gakenewe iwacu.',
          },
        },
      ],
      project: {
        en: 'Deploy one of your earlier models as a Docker container with a small API and web form, log its predictions, and publish a one-page “model card” stating its purpose, data, accuracy per group and limits.',
        fr: 'Déployez un de vos modèles précédents dans un conteneur Docker avec une petite API et un formulaire web, journalisez ses prédictions, et publiez une «\u00a0fiche de modèle\u00a0» d’une page qui indique son but, ses données, sa précision par groupe et ses limites.',
        rw: 'Shyira imwe muri modèles wakoze mbere muri conteneur ya Docker ifite API nto n’ifishi yo ku rubuga, ubike amateka y’iteganya ryayo, kandi utangaze “[[en:model card]]” y’urupapuro rumwe igaragaza intego yayo, amakuru yakoreshejwe, ukuri kwayo kuri buri tsinda n’aho igarukira.',
      },
      weeks: 5,
      resources: [
        resource.fastapi,
        resource.dockerDocs,
        { name: 'MLflow', url: 'https://mlflow.org/', kind: 'docs' },
        { name: 'Mozilla Common Voice', url: 'https://commonvoice.mozilla.org/', kind: 'tool' },
      ],
      curriculum: [],
    },
  ],
};

export default plan;
