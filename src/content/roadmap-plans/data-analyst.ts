import type { RoadmapPlan } from '../schema/roadmap-plans';
import { resource, curriculum } from '../roadmap-references';

/** Data Analyst Roadmap: from spreadsheets to SQL, Python, statistics, dashboards and data stories. Written by Ubumenyi. */
const plan: RoadmapPlan = {
  id: 'RO13',
  slug: 'data-analyst',
  intro: {
    en: 'For anyone who likes numbers and wants to help a business, a school or a public office decide with evidence. You will move from spreadsheets to SQL, Python, statistics and dashboards, and finish able to tell a clear story with data: the heart of a junior data analyst job.',
    fr: 'Pour toute personne qui aime les chiffres et veut aider une entreprise, une école ou un service public à décider sur des faits. Vous passerez des tableurs au SQL, à Python, aux statistiques et aux tableaux de bord, pour finir capable de raconter une histoire claire avec des données\u00a0: le cœur d’un premier emploi d’analyste de données.',
    rw: 'Ni iy’umuntu wese ukunda imibare kandi wifuza gufasha ubucuruzi, ishuri cyangwa urwego rwa Leta gufata ibyemezo bishingiye ku bimenyetso. Uzava kuri tableurs ugere kuri SQL, Python, ibarurishamibare na [[en:dashboards]], usoze ushobora gusobanura neza ibyo amakuru avuga: ari na byo shingiro ry’akazi k’umusesenguzi w’amakuru utangiye.',
  },
  followsRoadmapSh: true,
  updated: '2026-11-25',
  stages: [
    {
      id: 'understand-data-analysis',
      title: { en: 'Understand data analysis', fr: 'Comprendre l’analyse de données', rw: 'Kumenya isesengura ry’amakuru' },
      goal: {
        en: 'You can explain what a data analyst does, name the kinds of data and of analysis, and turn a vague request into clear questions that data can answer.',
        fr: 'Vous savez expliquer ce que fait un analyste de données, nommer les types de données et d’analyses, et transformer une demande floue en questions précises auxquelles les données peuvent répondre.',
        rw: 'Ushobora gusobanura akazi k’umusesenguzi w’amakuru, kuvuga ubwoko bw’amakuru n’ubw’isesengura, no guhindura icyifuzo kidasobanutse mo ibibazo bisobanutse amakuru ashobora gusubiza.',
      },
      topics: [
        {
          id: 'analyst-role',
          title: { en: 'The analyst’s job', fr: 'Le métier d’analyste', rw: 'Akazi k’umusesenguzi' },
          text: {
            en: 'Learn how an analyst helps a shop, a hospital or a ministry make better decisions by collecting, checking and explaining numbers, so you know what employers expect.',
            fr: 'Découvrez comment un analyste aide une boutique, un hôpital ou un ministère à mieux décider en collectant, vérifiant et expliquant des chiffres, pour savoir ce qu’attendent les employeurs.',
            rw: 'Menya uko umusesenguzi afasha iduka, ibitaro cyangwa minisiteri gufata ibyemezo byiza akusanya, agenzura kandi asobanura imibare, kugira ngo umenye ibyo abakoresha bakwitezeho.',
          },
        },
        {
          id: 'kinds-of-analysis',
          title: { en: 'Four kinds of analysis', fr: 'Quatre types d’analyse', rw: 'Ubwoko bune bw’isesengura' },
          text: {
            en: 'Tell apart descriptive (what happened), diagnostic (why), predictive (what may happen) and prescriptive (what to do) analysis, because each answers a different kind of question.',
            fr: 'Distinguez l’analyse descriptive (ce qui s’est passé), diagnostique (pourquoi), prédictive (ce qui peut arriver) et prescriptive (que faire), car chacune répond à un type de question différent.',
            rw: 'Tandukanya isesengura risobanura ibyabaye ([[en:descriptive]]), irishakisha impamvu ([[en:diagnostic]]), iriteganya ibizaba ([[en:predictive]]) n’irigaragaza icyo gukora ([[en:prescriptive]]), kuko buri rimwe risubiza ikibazo cy’ubwoko bwaryo.',
          },
        },
        {
          id: 'kinds-of-data',
          title: { en: 'Kinds of data', fr: 'Types de données', rw: 'Ubwoko bw’amakuru' },
          text: {
            en: 'Recognise numbers, categories, dates and free text, and tidy tables versus messy sources, since the type of a column decides which calculations and charts make sense.',
            fr: 'Reconnaissez les nombres, les catégories, les dates et le texte libre, ainsi que les tableaux bien rangés et les sources désordonnées, car le type d’une colonne décide des calculs et graphiques qui ont un sens.',
            rw: 'Tandukanya imibare, ibyiciro, amatariki n’inyandiko zisanzwe, ndetse n’amakuru ari mu mbonerahamwe ziteguye n’atateguye, kuko ubwoko bw’inkingi ari bwo bugena imibare n’ibishushanyo bifite ishingiro.',
          },
        },
        {
          id: 'analysis-process',
          title: { en: 'The analysis process', fr: 'Les étapes d’une analyse', rw: 'Intambwe z’isesengura' },
          text: {
            en: 'Follow the usual steps (ask, collect, clean, analyse, share) so that every project you do has a clear path from question to answer.',
            fr: 'Suivez les étapes habituelles (poser la question, collecter, nettoyer, analyser, partager) pour que chaque projet aille clairement de la question à la réponse.',
            rw: 'Kurikiza intambwe zisanzwe (kubaza, gukusanya, gusukura, gusesengura, gusangiza abandi) kugira ngo buri mushinga ukora uve ku kibazo ugere ku gisubizo mu nzira isobanutse.',
          },
        },
        {
          id: 'good-questions',
          title: { en: 'Asking good questions', fr: 'Poser de bonnes questions', rw: 'Kubaza ibibazo byiza' },
          text: {
            en: 'Practise turning “how are sales?” into measurable questions such as “which product sold most in Musanze last month?”, because a precise question saves hours of work.',
            fr: 'Entraînez-vous à transformer «\u00a0comment vont les ventes\u00a0?\u00a0» en questions mesurables comme «\u00a0quel produit s’est le plus vendu à Musanze le mois dernier\u00a0?\u00a0», car une question précise fait gagner des heures.',
            rw: 'Wimenyereze guhindura ikibazo nka “ubucuruzi bwifashe bute?” mo ibibazo bipimika nka “ni ikihe gicuruzwa cyagurishijwe cyane i Musanze ukwezi gushize?”, kuko ikibazo gisobanutse kikurinda gutakaza amasaha menshi.',
          },
        },
      ],
      project: {
        en: 'Talk to the owner of a small business near you (a shop, a salon, a cooperative) and write one page listing five questions they want answered, the data each question needs, and where that data could come from.',
        fr: 'Rencontrez le propriétaire d’une petite entreprise près de chez vous (boutique, salon de coiffure, coopérative) et rédigez une page avec cinq questions auxquelles il veut une réponse, les données nécessaires pour chacune et leur provenance possible.',
        rw: 'Ganira na nyir’ubucuruzi buto buri hafi yawe (iduka, salon, koperative) maze wandike urupapuro rumwe ruriho ibibazo bitanu ashaka ko bisubizwa, amakuru buri kibazo gikeneye, n’aho ayo makuru yaturuka.',
      },
      weeks: 2,
      resources: [
        resource.roadmapSh,
        resource.kaggleLearn,
      ],
      curriculum: [],
    },
    {
      id: 'spreadsheets',
      title: { en: 'Spreadsheets', fr: 'Tableurs', rw: 'Gukoresha tableurs' },
      goal: {
        en: 'You can organise data in a spreadsheet, summarise it with formulas and pivot tables, and draw clear charts from it.',
        fr: 'Vous savez organiser des données dans un tableur, les résumer avec des formules et des tableaux croisés dynamiques, et en tirer des graphiques clairs.',
        rw: 'Ushobora gutunganya amakuru muri tableur, kuyakorera incamake ukoresheje formules na [[en:pivot tables]], no kuyakuramo ibishushanyo bisobanutse.',
      },
      topics: [
        {
          id: 'tidy-tables',
          title: { en: 'Well-built tables', fr: 'Des tableaux bien construits', rw: 'Imbonerahamwe iteguye neza' },
          text: {
            en: 'Keep one row per record and one column per variable with clear headers, because tidy tables make every later formula, filter and chart easier.',
            fr: 'Gardez une ligne par enregistrement et une colonne par variable, avec des en-têtes clairs, car un tableau bien rangé facilite ensuite chaque formule, filtre et graphique.',
            rw: 'Shyira ikintu kimwe kuri buri murongo n’ikiranga kimwe kuri buri nkingi, ufite imitwe isobanutse, kuko imbonerahamwe iteguye neza yoroshya formules, filtres n’ibishushanyo byose bizakurikiraho.',
          },
        },
        {
          id: 'formulas',
          title: { en: 'Formulas and functions', fr: 'Formules et fonctions', rw: 'Formules na fonctions' },
          text: {
            en: 'Use SUM, AVERAGE, COUNTIF, SUMIFS and IF with relative and absolute references, so that totals and checks update by themselves when the data changes.',
            fr: 'Utilisez SUM, AVERAGE, COUNTIF, SUMIFS et IF (SOMME, MOYENNE, NB.SI… dans un tableur en français) avec des références relatives et absolues, pour que totaux et contrôles se mettent à jour seuls.',
            rw: 'Koresha SUM, AVERAGE, COUNTIF, SUMIFS na IF hamwe na références relatives na absolues, kugira ngo ibiteranyo n’igenzura byivugurure ubwabyo iyo amakuru ahindutse.',
          },
        },
        {
          id: 'lookups',
          title: { en: 'Lookups', fr: 'Fonctions de recherche', rw: 'Gushakisha mu mbonerahamwe' },
          text: {
            en: 'Bring information from two sheets together with XLOOKUP or VLOOKUP (or INDEX and MATCH), for example adding each product’s price to a list of sales.',
            fr: 'Rassemblez les informations de deux feuilles avec XLOOKUP ou VLOOKUP (ou INDEX et MATCH), par exemple pour ajouter le prix de chaque produit à une liste de ventes.',
            rw: 'Huza amakuru ari ku mpapuro ebyiri ukoresheje XLOOKUP cyangwa VLOOKUP (cyangwa INDEX na MATCH), nko kongera igiciro cya buri gicuruzwa ku rutonde rw’ibyagurishijwe.',
          },
        },
        {
          id: 'sort-filter-validate',
          title: { en: 'Sorting, filtering, validation', fr: 'Tri, filtres et validation', rw: 'Gutondeka, kuyungurura, kugenzura' },
          text: {
            en: 'Sort and filter to explore quickly, and add data validation and drop-down lists so that the people typing in data make fewer mistakes.',
            fr: 'Triez et filtrez pour explorer vite, et ajoutez une validation des données et des listes déroulantes pour que les personnes qui saisissent fassent moins d’erreurs.',
            rw: 'Tondeka kandi uyungurure amakuru kugira ngo uyasuzume vuba, wongereho [[en:data validation]] n’intonde zo guhitamo kugira ngo abinjiza amakuru bakore amakosa make.',
          },
        },
        {
          id: 'pivot-tables',
          title: { en: 'Pivot tables', fr: 'Tableaux croisés dynamiques', rw: '[[en:Pivot tables]]' },
          text: {
            en: 'Summarise thousands of rows by month, district or product in a few clicks with pivot tables, the quickest way to answer most business questions.',
            fr: 'Résumez des milliers de lignes par mois, district ou produit en quelques clics avec les tableaux croisés dynamiques, le moyen le plus rapide de répondre à la plupart des questions d’une entreprise.',
            rw: 'Kora incamake y’imirongo ibihumbi ukurikije ukwezi, akarere cyangwa igicuruzwa mu kanya gato ukoresheje [[en:pivot tables]], uburyo bwihuse bwo gusubiza ibibazo byinshi by’ubucuruzi.',
          },
        },
        {
          id: 'spreadsheet-charts',
          title: { en: 'Charts', fr: 'Graphiques', rw: 'Ibishushanyo' },
          text: {
            en: 'Build column, line and pie charts and choose the one that fits your message, so a reader sees the trend or the comparison at a glance.',
            fr: 'Construisez des graphiques en colonnes, en courbes et en secteurs et choisissez celui qui sert votre message, pour que le lecteur voie la tendance ou la comparaison d’un coup d’œil.',
            rw: 'Kora ibishushanyo by’inkingi, by’imirongo n’iby’uruziga ([[en:pie]]) kandi uhitemo igihuye n’ubutumwa bwawe, kugira ngo usoma abone icyerekezo cyangwa igereranya ako kanya.',
          },
        },
      ],
      project: {
        en: 'Build a mobile-money expense tracker in a spreadsheet: one month of transactions with categories picked from a drop-down list, a pivot table of spending per category and a chart of spending per week.',
        fr: 'Construisez dans un tableur un suivi des dépenses [[en:mobile money]]\u00a0: un mois de transactions avec des catégories choisies dans une liste déroulante, un tableau croisé des dépenses par catégorie et un graphique des dépenses par semaine.',
        rw: 'Kora muri tableur igitabo gikurikirana amafaranga ukoresha kuri [[en:mobile money]]: ibyo wakoze mu kwezi kumwe bifite ibyiciro bihitwamo ku rutonde, [[en:pivot table]] y’ayakoreshejwe kuri buri cyiciro, n’igishushanyo cy’ayakoreshejwe buri cyumweru.',
      },
      weeks: 4,
      resources: [
        { name: 'Microsoft Support (Excel)', url: 'https://support.microsoft.com/', kind: 'docs' },
        { name: 'Google Docs Editors Help (Sheets)', url: 'https://support.google.com/docs', kind: 'docs' },
        { name: 'LibreOffice Help (Calc)', url: 'https://help.libreoffice.org/', kind: 'docs' },
      ],
      curriculum: [],
    },
    {
      id: 'sql',
      title: { en: 'SQL and databases', fr: 'SQL et bases de données', rw: 'SQL n’ububiko bw’amakuru' },
      goal: {
        en: 'You can pull exactly the data you need from a relational database with SQL queries that filter, join, group and summarise.',
        fr: 'Vous savez extraire exactement les données utiles d’une base relationnelle avec des requêtes SQL qui filtrent, joignent, regroupent et résument.',
        rw: 'Ushobora gukura muri [[en:database]] amakuru nyayo ukeneye, ukoresheje [[en:queries]] za SQL ziyungurura, zihuza, zishyira hamwe kandi zikora incamake.',
      },
      topics: [
        {
          id: 'tables-and-keys',
          title: { en: 'Tables and keys', fr: 'Tables et clés', rw: '[[en:Tables]] na [[en:keys]]' },
          text: {
            en: 'Understand how a database stores data in tables linked by primary and foreign keys, because that is where most of a company’s data lives.',
            fr: 'Comprenez comment une base stocke les données dans des tables reliées par des clés primaires et étrangères, car c’est là que se trouve l’essentiel des données d’une entreprise.',
            rw: 'Sobanukirwa uko [[en:database]] ibika amakuru mu mbonerahamwe ([[en:tables]]) zihujwe na [[en:primary keys]] na [[en:foreign keys]], kuko ari ho amakuru menshi y’ibigo abikwa.',
          },
        },
        {
          id: 'select-where',
          title: { en: 'SELECT and WHERE', fr: 'SELECT et WHERE', rw: 'SELECT na WHERE' },
          text: {
            en: 'Write queries that pick columns, filter rows with WHERE, sort with ORDER BY and limit the results: the everyday core of an analyst’s SQL.',
            fr: 'Écrivez des requêtes qui choisissent des colonnes, filtrent les lignes avec WHERE, trient avec ORDER BY et limitent les résultats\u00a0: le cœur quotidien du SQL d’un analyste.',
            rw: 'Andika [[en:queries]] zihitamo inkingi, ziyungurura imirongo ukoresheje WHERE, zigatondeka ukoresheje ORDER BY kandi zikagabanya umubare w’ibisubizo; ibyo ni byo umusesenguzi akoresha buri munsi.',
          },
        },
        {
          id: 'grouping',
          title: { en: 'Grouping and totals', fr: 'Regroupements et totaux', rw: 'Guhuriza hamwe no guteranya' },
          text: {
            en: 'Use COUNT, SUM and AVG with GROUP BY and HAVING to produce summaries such as sales per district, like a pivot table but on millions of rows.',
            fr: 'Utilisez COUNT, SUM et AVG avec GROUP BY et HAVING pour produire des résumés comme les ventes par district, à la manière d’un tableau croisé mais sur des millions de lignes.',
            rw: 'Koresha COUNT, SUM na AVG hamwe na GROUP BY na HAVING kugira ngo ukore incamake nk’ibyagurishijwe kuri buri karere, nka [[en:pivot table]] ariko ku mirongo ibarirwa muri za miliyoni.',
          },
        },
        {
          id: 'joins',
          title: { en: 'Joins', fr: 'Jointures', rw: '[[en:Joins]]' },
          text: {
            en: 'Combine tables with INNER JOIN and LEFT JOIN and learn to spot rows that get lost or counted twice, the most common cause of wrong numbers.',
            fr: 'Combinez des tables avec INNER JOIN et LEFT JOIN et apprenez à repérer les lignes perdues ou comptées deux fois, la cause la plus fréquente de chiffres faux.',
            rw: 'Huza [[en:tables]] ukoresheje INNER JOIN na LEFT JOIN kandi wige kubona imirongo yabuze cyangwa yabazwe kabiri, kuko ari yo ntandaro ikunze gutera imibare itari yo.',
          },
        },
        {
          id: 'subqueries-ctes',
          title: { en: 'Subqueries and CTEs', fr: 'Sous-requêtes et CTE', rw: '[[en:Subqueries]] na CTEs' },
          text: {
            en: 'Break a hard question into steps with subqueries and WITH clauses, so that long queries stay readable and easy to check.',
            fr: 'Découpez une question difficile en étapes avec des sous-requêtes et des clauses WITH, pour que les longues requêtes restent lisibles et faciles à vérifier.',
            rw: 'Gabanya ikibazo gikomeye mo intambwe ukoresheje [[en:subqueries]] na WITH, kugira ngo [[en:queries]] ndende zikomeze gusomeka no kugenzurwa byoroshye.',
          },
        },
        {
          id: 'window-functions',
          title: { en: 'Window functions', fr: 'Fonctions de fenêtrage', rw: '[[en:Window functions]]' },
          text: {
            en: 'Rank rows and compute running totals or month-on-month change with window functions, which answer many reporting questions in a single query.',
            fr: 'Classez des lignes et calculez des cumuls ou l’évolution d’un mois à l’autre avec les fonctions de fenêtrage, qui répondent à beaucoup de questions de suivi en une seule requête.',
            rw: 'Tondeka imirongo ku rwego kandi ubare ibiteranyo bigenda byiyongera cyangwa ihinduka ry’ukwezi ku kundi ukoresheje [[en:window functions]], zisubiza ibibazo byinshi bya raporo muri [[en:query]] imwe.',
          },
        },
      ],
      project: {
        en: 'Load a cooperative’s sales into SQLite or PostgreSQL (members, products, sales) and write ten queries that answer real questions, such as the best-selling product each month or the members who have sold nothing this season.',
        fr: 'Chargez les ventes d’une coopérative dans SQLite ou PostgreSQL (membres, produits, ventes) et écrivez dix requêtes qui répondent à de vraies questions, comme le produit le plus vendu chaque mois ou les membres qui n’ont rien vendu cette saison.',
        rw: 'Shyira ibyo koperative yagurishije muri SQLite cyangwa PostgreSQL (abanyamuryango, ibicuruzwa, ibyagurishijwe) maze wandike [[en:queries]] icumi zisubiza ibibazo nyabyo, nk’igicuruzwa cyagurishijwe cyane buri kwezi cyangwa abanyamuryango batagize icyo bagurisha muri iki gihembwe.',
      },
      weeks: 5,
      resources: [
        resource.sqlbolt,
        resource.postgresqlDocumentation,
        resource.sqlite,
        resource.kaggleLearn,
      ],
      curriculum: [
        curriculum.rtbDatabaseDevelopmentL4,
        curriculum.rebDatabases,
      ],
    },
    {
      id: 'python-for-data',
      title: { en: 'Python for data', fr: 'Python pour les données', rw: 'Python mu gusesengura amakuru' },
      goal: {
        en: 'You can write short Python programs and use pandas in a notebook to load, reshape and summarise data that is too big or too messy for a spreadsheet.',
        fr: 'Vous savez écrire de courts programmes Python et utiliser pandas dans un [[en:notebook]] pour charger, remodeler et résumer des données trop grandes ou trop désordonnées pour un tableur.',
        rw: 'Ushobora kwandika porogaramu ngufi za Python no gukoresha pandas muri [[en:notebook]] mu gufungura, guhindura imiterere no gukora incamake y’amakuru manini cyangwa adateguye ku buryo tableur itayashobora.',
      },
      topics: [
        {
          id: 'python-basics',
          title: { en: 'Python basics', fr: 'Les bases de Python', rw: 'Ibanze bya Python' },
          text: {
            en: 'Learn variables, lists, dictionaries, loops, conditions and functions, the building blocks that every data script is made of.',
            fr: 'Apprenez les variables, listes, dictionnaires, boucles, conditions et fonctions\u00a0: les briques dont est fait tout script de données.',
            rw: 'Iga [[en:variables]], [[en:lists]], [[en:dictionaries]], [[en:loops]], [[en:conditions]] na [[en:functions]], ari byo bice byubaka buri [[en:script]] ikora ku makuru.',
          },
        },
        {
          id: 'notebooks',
          title: { en: 'Notebooks', fr: '[[en:Notebooks]]', rw: '[[en:Notebooks]]' },
          text: {
            en: 'Work in Jupyter or Google Colab, where code, results, charts and notes sit together, so that your analysis can be rerun and read by others.',
            fr: 'Travaillez dans Jupyter ou Google Colab, où code, résultats, graphiques et notes se côtoient, pour que votre analyse puisse être relancée et lue par d’autres.',
            rw: 'Korera muri Jupyter cyangwa Google Colab, aho [[en:code]], ibisubizo, ibishushanyo n’ibisobanuro biba hamwe, kugira ngo isesengura ryawe rishobore kongera gukorwa no gusomwa n’abandi.',
          },
        },
        {
          id: 'pandas-dataframes',
          title: { en: 'pandas DataFrames', fr: 'Les DataFrames pandas', rw: 'DataFrames za pandas' },
          text: {
            en: 'Load CSV and Excel files into pandas DataFrames, then select, filter and sort rows and columns, which is how most analysts handle data in Python.',
            fr: 'Chargez des fichiers CSV et Excel dans des DataFrames pandas, puis sélectionnez, filtrez et triez lignes et colonnes, comme le font la plupart des analystes en Python.',
            rw: 'Fungura amadosiye ya CSV na Excel muri DataFrames za pandas, maze uhitemo, uyungurure kandi utondeke imirongo n’inkingi, nk’uko abasesenguzi benshi bakoresha amakuru muri Python.',
          },
        },
        {
          id: 'groupby-merge',
          title: { en: 'Grouping and merging', fr: 'Regrouper et fusionner', rw: 'Guhuriza hamwe no guhuza' },
          text: {
            en: 'Use groupby, pivot_table and merge to summarise and combine tables: the pandas versions of the pivot tables and joins you already know.',
            fr: 'Utilisez groupby, pivot_table et merge pour résumer et combiner des tables\u00a0: les équivalents pandas des tableaux croisés et des jointures que vous connaissez déjà.',
            rw: 'Koresha groupby, pivot_table na merge mu gukora incamake no guhuza [[en:tables]]; ni kimwe na [[en:pivot tables]] na [[en:joins]] usanzwe uzi, ariko muri pandas.',
          },
        },
        {
          id: 'numpy',
          title: { en: 'NumPy arrays', fr: 'Les tableaux NumPy', rw: '[[en:Arrays]] za NumPy' },
          text: {
            en: 'Get to know NumPy arrays and vectorised calculations, which make pandas fast and sit under nearly every data library.',
            fr: 'Découvrez les tableaux NumPy et les calculs vectorisés, qui rendent pandas rapide et se trouvent sous presque toutes les bibliothèques de données.',
            rw: 'Menya [[en:arrays]] za NumPy n’imibare ibarwa icyarimwe ku makuru yose ([[en:vectorised]]), ituma pandas yihuta kandi ishingirwaho na hafi ya [[en:libraries]] zose z’amakuru.',
          },
        },
        {
          id: 'dates-and-text',
          title: { en: 'Dates and text', fr: 'Dates et texte', rw: 'Amatariki n’inyandiko' },
          text: {
            en: 'Parse dates, group by week or month and clean text columns with string methods, since real data is full of dates and names typed in different ways.',
            fr: 'Convertissez les dates, regroupez par semaine ou par mois et nettoyez les colonnes de texte avec les méthodes de chaînes, car les vraies données sont pleines de dates et de noms saisis de façons différentes.',
            rw: 'Hindura amatariki mu buryo Python yumva, uyashyire mu byumweru cyangwa mu mezi, kandi usukure inkingi z’inyandiko ukoresheje [[en:string methods]], kuko amakuru nyayo yuzuyemo amatariki n’amazina yanditswe mu buryo butandukanye.',
          },
        },
      ],
      project: {
        en: 'In a notebook, analyse a public data set from NISR or Kaggle (for example consumer prices or school enrolment by district): load it, answer three questions with pandas and explain each answer in one sentence.',
        fr: 'Dans un [[en:notebook]], analysez un jeu de données public du NISR ou de Kaggle (par exemple les prix à la consommation ou les inscriptions scolaires par district)\u00a0: chargez-le, répondez à trois questions avec pandas et expliquez chaque réponse en une phrase.',
        rw: 'Muri [[en:notebook]], sesengura amakuru rusange ya NISR cyangwa Kaggle (nk’ibiciro ku isoko cyangwa umubare w’abanyeshuri biyandikishije kuri buri karere): uyafungure, usubize ibibazo bitatu ukoresheje pandas kandi usobanure buri gisubizo mu nteruro imwe.',
      },
      weeks: 6,
      resources: [
        resource.pythonDocumentation,
        resource.pandas,
        { name: 'NumPy', url: 'https://numpy.org/', kind: 'docs' },
        resource.kaggleLearn,
      ],
      curriculum: [
        curriculum.rebAlgorithmsAndProgramming,
      ],
    },
    {
      id: 'collect-and-clean',
      title: { en: 'Collecting and cleaning data', fr: 'Collecter et nettoyer les données', rw: 'Gukusanya no gusukura amakuru' },
      goal: {
        en: 'You can gather data from files, databases, APIs and forms, and clean it so that the numbers you report can be trusted.',
        fr: 'Vous savez réunir des données [[en:issues]] de fichiers, de bases, d’API et de formulaires, et les nettoyer pour que les chiffres que vous présentez soient fiables.',
        rw: 'Ushobora gukusanya amakuru aturuka mu madosiye, muri [[en:databases]], muri APIs no mu mafishi yuzuzwa ([[en:forms]]), no kuyasukura kugira ngo imibare utanga yizerwe.',
      },
      topics: [
        {
          id: 'data-sources',
          title: { en: 'Where data comes from', fr: 'D’où viennent les données', rw: 'Aho amakuru aturuka' },
          text: {
            en: 'Find data in company systems, CSV exports, open portals such as NISR’s, surveys and APIs, and note who made it and when, so that you can judge its quality.',
            fr: 'Trouvez des données dans les systèmes d’une entreprise, des exports CSV, des portails ouverts comme celui du NISR, des enquêtes et des API, et notez qui les a produites et quand, pour juger leur qualité.',
            rw: 'Shakira amakuru muri sisitemu z’ibigo, mu madosiye ya CSV, ku mbuga zifunguye nk’iya NISR, mu bushakashatsi no muri APIs, kandi wandike uwayakoze n’igihe yakorewe kugira ngo ushobore gusuzuma ubwiza bwayo.',
          },
        },
        {
          id: 'surveys-and-forms',
          title: { en: 'Surveys and forms', fr: 'Enquêtes et formulaires', rw: 'Ibibazo n’amafishi' },
          text: {
            en: 'Design short forms in tools such as Google Forms or KoboToolbox, with fixed choices and required fields, because good collection prevents most cleaning work.',
            fr: 'Concevez de courts formulaires avec des outils comme Google Forms ou KoboToolbox, avec des choix fixes et des champs obligatoires, car une bonne collecte évite l’essentiel du nettoyage.',
            rw: 'Tegura amafishi magufi mu bikoresho nka Google Forms cyangwa KoboToolbox, afite amahitamo yateganyijwe n’ibibazo bitegetswe gusubizwa, kuko gukusanya neza birinda akazi kenshi ko gusukura.',
          },
        },
        {
          id: 'files-and-apis',
          title: { en: 'File formats and APIs', fr: 'Formats de fichiers et API', rw: 'Amadosiye na APIs' },
          text: {
            en: 'Read CSV, Excel and JSON files and call a simple web API from Python, since analysts often have to fetch the data themselves.',
            fr: 'Lisez des fichiers CSV, Excel et JSON et appelez une API web simple depuis Python, car l’analyste doit souvent aller chercher les données lui-même.',
            rw: 'Soma amadosiye ya CSV, Excel na JSON kandi uhamagare API yoroshye yo kuri interineti uhereye muri Python, kuko akenshi umusesenguzi yishakira amakuru ubwe.',
          },
        },
        {
          id: 'missing-and-duplicates',
          title: { en: 'Missing values and duplicates', fr: 'Valeurs manquantes et doublons', rw: 'Amakuru abura n’asubiramo' },
          text: {
            en: 'Find blanks and repeated rows, decide whether to fill, drop or flag them, and write down each choice, because these decisions change your results.',
            fr: 'Repérez les cases vides et les lignes répétées, décidez de les compléter, de les supprimer ou de les signaler, et notez chaque choix, car ces décisions changent vos résultats.',
            rw: 'Shakisha ahantu hatuzuye n’imirongo isubiramo, ufate icyemezo cyo kuhuzuza, kuhakuraho cyangwa kuhashyira ikimenyetso, kandi wandike buri cyemezo, kuko ibyo byemezo bihindura ibisubizo byawe.',
          },
        },
        {
          id: 'consistent-values',
          title: { en: 'Consistent values', fr: 'Des valeurs cohérentes', rw: 'Amakuru yanditse kimwe' },
          text: {
            en: 'Fix spellings such as “Kigali”, “kigali ” and “KGL”, units, date formats and impossible values such as negative ages, so that groups and totals come out right.',
            fr: 'Corrigez les graphies comme «\u00a0Kigali\u00a0», «\u00a0kigali\u00a0» et «\u00a0KGL\u00a0», les unités, les formats de date et les valeurs impossibles comme un âge négatif, pour que regroupements et totaux soient justes.',
            rw: 'Kosora uko amazina yanditse nka “Kigali”, “kigali” na “KGL”, ibipimo, uko amatariki yanditse n’imibare idashoboka nk’imyaka iri munsi ya zeru, kugira ngo amatsinda n’ibiteranyo bibe ari byo.',
          },
        },
        {
          id: 'outliers',
          title: { en: 'Outliers', fr: 'Valeurs aberrantes', rw: 'Imibare idasanzwe' },
          text: {
            en: 'Spot values far from the rest with sorting, box plots and simple rules, then check whether each one is a typing error or a real and important event.',
            fr: 'Repérez les valeurs très éloignées des autres par le tri, les boîtes à moustaches et des règles simples, puis vérifiez si chacune est une faute de saisie ou un événement réel et important.',
            rw: 'Menya imibare iri kure cyane y’iyindi ukoresheje gutondeka, [[en:box plots]] n’amategeko yoroshye, hanyuma urebe niba buri umwe ari ikosa ryo kwandika cyangwa ari ikintu nyacyo kandi gikomeye cyabaye.',
          },
        },
        {
          id: 'personal-data',
          title: { en: 'Personal data and privacy', fr: 'Données personnelles et vie privée', rw: 'Amakuru bwite n’ibanga' },
          text: {
            en: 'Remove or hide names and phone numbers you do not need and keep data safe, because Rwanda’s law on personal data and plain respect for people require it.',
            fr: 'Supprimez ou masquez les noms et numéros de téléphone inutiles et protégez les données, car la loi rwandaise sur les données personnelles et le simple respect des personnes l’exigent.',
            rw: 'Kuraho cyangwa uhishe amazina na nimero za telefoni udakeneye kandi ubike amakuru neza, kuko itegeko ry’u Rwanda rirengera amakuru bwite n’icyubahiro abantu bakwiye bibisaba.',
          },
        },
      ],
      project: {
        en: 'Take a messy survey file (for example a school’s parent survey with typos, blanks and repeated entries), clean it in pandas or a spreadsheet, and write a short cleaning log listing every change you made.',
        fr: 'Prenez un fichier d’enquête désordonné (par exemple une enquête auprès des parents d’une école, avec fautes, cases vides et doublons), nettoyez-le avec pandas ou un tableur, et rédigez un court journal listant chaque modification.',
        rw: 'Fata idosiye y’ubushakashatsi itateguye (nk’ibisubizo by’ababyeyi b’abanyeshuri birimo amakosa, ahantu hatuzuye n’ibisubiramo), uyisukure ukoresheje pandas cyangwa tableur, kandi wandike urutonde rugufi rw’impinduka zose wakoze.',
      },
      weeks: 4,
      resources: [
        { name: 'NISR (National Institute of Statistics of Rwanda)', url: 'https://www.statistics.gov.rw/', kind: 'docs' },
        { name: 'KoboToolbox', url: 'https://www.kobotoolbox.org/', kind: 'tool' },
        resource.pandas,
        resource.kaggleLearn,
      ],
      curriculum: [],
    },
    {
      id: 'statistics',
      title: { en: 'Statistics for analysts', fr: 'Statistiques pour l’analyste', rw: 'Ibarurishamibare ku musesenguzi' },
      goal: {
        en: 'You can describe a data set with the right averages and measures of spread, and judge whether a difference or a relationship is real or could be chance.',
        fr: 'Vous savez décrire un jeu de données avec les bonnes moyennes et mesures de dispersion, et juger si une différence ou une relation est réelle ou peut venir du hasard.',
        rw: 'Ushobora gusobanura amakuru ukoresheje impuzandengo n’ibipimo by’ikwirakwira bikwiye, no kumenya niba itandukaniro cyangwa isano ubona ari ukuri cyangwa ari impanuka.',
      },
      topics: [
        {
          id: 'averages',
          title: { en: 'Mean, median and mode', fr: 'Moyenne, médiane et mode', rw: 'Impuzandengo, médiane na [[en:mode]]' },
          text: {
            en: 'Know when the median tells the truth better than the mean, for example for incomes, where a few very large values pull the average up.',
            fr: 'Sachez quand la médiane dit mieux la vérité que la moyenne, par exemple pour les revenus, où quelques très grandes valeurs tirent la moyenne vers le haut.',
            rw: 'Menya igihe médiane (umubare uri hagati) isobanura ukuri kurusha impuzandengo, nko ku mafaranga abantu binjiza, aho bake binjiza menshi cyane bazamura impuzandengo.',
          },
        },
        {
          id: 'spread-and-distributions',
          title: { en: 'Spread and distributions', fr: 'Dispersion et distributions', rw: 'Ikwirakwira ry’imibare' },
          text: {
            en: 'Measure spread with the range, percentiles and standard deviation, and read histograms, because two groups with the same average can be very different.',
            fr: 'Mesurez la dispersion avec l’étendue, les percentiles et l’écart-type, et lisez les histogrammes, car deux groupes de même moyenne peuvent être très différents.',
            rw: 'Pima uko imibare yikwirakwije ukoresheje intera, [[en:percentiles]] na [[en:standard deviation]], kandi umenye gusoma [[en:histograms]], kuko amatsinda abiri afite impuzandengo imwe ashobora gutandukana cyane.',
          },
        },
        {
          id: 'probability-and-sampling',
          title: { en: 'Probability and sampling', fr: 'Probabilités et échantillonnage', rw: 'Probabilité n’icyitegererezo' },
          text: {
            en: 'Understand basic probability and why a fair random sample of households can speak for a whole district while a biased one cannot.',
            fr: 'Comprenez les bases des probabilités et pourquoi un échantillon aléatoire et équitable de ménages peut représenter tout un district alors qu’un échantillon biaisé ne le peut pas.',
            rw: 'Sobanukirwa ibanze bya probabilité n’impamvu icyitegererezo cy’ingo zatoranyijwe mu buryo butabogamye gishobora guhagararira akarere kose, mu gihe icyatoranyijwe nabi kidashobora.',
          },
        },
        {
          id: 'correlation',
          title: { en: 'Correlation', fr: 'Corrélation', rw: 'Isano hagati y’ibipimo' },
          text: {
            en: 'Measure how two variables move together, and remember that a correlation alone does not prove that one causes the other.',
            fr: 'Mesurez comment deux variables évoluent ensemble, et retenez qu’une corrélation seule ne prouve pas que l’une cause l’autre.',
            rw: 'Pima uko ibipimo bibiri bihindagurika hamwe, kandi wibuke ko kuba bijyana gusa bitagaragaza ko kimwe giteza ikindi.',
          },
        },
        {
          id: 'hypothesis-tests',
          title: { en: 'Hypothesis tests', fr: 'Tests d’hypothèses', rw: 'Kugerageza hypothèses' },
          text: {
            en: 'Use t-tests, chi-square tests, p-values and confidence intervals to check whether a change, such as higher sales after a promotion, is likely to be real.',
            fr: 'Utilisez les tests t, le test du khi-deux, les valeurs p et les intervalles de confiance pour vérifier si un changement, comme une hausse des ventes après une promotion, est probablement réel.',
            rw: 'Koresha [[en:t-tests]], [[en:chi-square tests]], [[en:p-values]] na [[en:confidence intervals]] kugira ngo urebe niba impinduka, nk’izamuka ry’ibyagurishijwe nyuma ya poromosiyo, ishobora kuba ari iy’ukuri.',
          },
        },
        {
          id: 'linear-regression',
          title: { en: 'Linear regression', fr: 'Régression linéaire', rw: 'Régression linéaire' },
          text: {
            en: 'Fit a simple linear regression to estimate how one number changes with another, a first step towards forecasting and machine learning.',
            fr: 'Ajustez une régression linéaire simple pour estimer comment un nombre varie avec un autre, un premier pas vers la prévision et l’apprentissage automatique.',
            rw: 'Kora régression linéaire yoroshye kugira ngo ugereranye uko umubare umwe uhinduka bitewe n’undi; ni intambwe ya mbere yo guteganya ibizaba no kugana kuri [[en:machine learning]].',
          },
        },
      ],
      project: {
        en: 'Using real or simulated harvest figures from two groups of farmers, one trained in a new method and one not, compare their yields with summary statistics and a t-test, and write what you can and cannot conclude.',
        fr: 'À partir de récoltes réelles ou simulées de deux groupes d’agriculteurs, l’un formé à une nouvelle méthode et l’autre non, comparez leurs rendements avec des statistiques descriptives et un test t, et écrivez ce que vous pouvez conclure et ce que vous ne pouvez pas.',
        rw: 'Ukoresheje imibare nyayo cyangwa yigereranyo y’umusaruro w’amatsinda abiri y’abahinzi, rimwe ryahuguwe ku buryo bushya irindi ridahuguwe, gereranya umusaruro wabo ukoresheje incamake y’imibare na [[en:t-test]], kandi wandike ibyo ushobora kwemeza n’ibyo udashobora kwemeza.',
      },
      weeks: 5,
      resources: [
        resource.khanAcademy,
        resource.openintroFreeStatisticsBooks,
        { name: 'SciPy', url: 'https://scipy.org/', kind: 'docs' },
      ],
      curriculum: [],
    },
    {
      id: 'charts-and-dashboards',
      title: { en: 'Charts and dashboards', fr: 'Graphiques et tableaux de bord', rw: 'Ibishushanyo na [[en:dashboards]]' },
      goal: {
        en: 'You can choose the right chart for a question, make it clear and honest, and build a simple interactive dashboard that other people can use.',
        fr: 'Vous savez choisir le bon graphique pour une question, le rendre clair et honnête, et construire un tableau de bord interactif simple que d’autres peuvent utiliser.',
        rw: 'Ushobora guhitamo igishushanyo gikwiye ikibazo, ukakigira gisobanutse kandi kitabeshya, no kubaka [[en:dashboard]] yoroshye abandi bashobora gukoresha.',
      },
      topics: [
        {
          id: 'choosing-a-chart',
          title: { en: 'Choosing a chart', fr: 'Choisir un graphique', rw: 'Guhitamo igishushanyo' },
          text: {
            en: 'Match the chart to the question: bars to compare, lines for change over time, scatter plots for relationships and maps for places.',
            fr: 'Adaptez le graphique à la question\u00a0: barres pour comparer, courbes pour l’évolution dans le temps, nuages de points pour les relations et cartes pour les lieux.',
            rw: 'Huza igishushanyo n’ikibazo: inkingi zo kugereranya, imirongo yo kwerekana ihinduka uko igihe gihita, utudomo ([[en:scatter plot]]) two kwerekana isano, n’amakarita yo kwerekana ahantu.',
          },
        },
        {
          id: 'honest-charts',
          title: { en: 'Clear and honest charts', fr: 'Des graphiques clairs et honnêtes', rw: 'Ibishushanyo bisobanutse kandi by’ukuri' },
          text: {
            en: 'Label the axes, start bars at zero, remove clutter and use colour on purpose, so that charts inform people instead of misleading them.',
            fr: 'Nommez les axes, faites partir les barres de zéro, enlevez le superflu et utilisez la couleur à dessein, pour que les graphiques informent au lieu de tromper.',
            rw: 'Andika amazina y’imirongo ngenderwaho ([[en:axes]]), utangirire inkingi kuri zeru, ukureho ibidakenewe kandi ukoreshe amabara ufite impamvu, kugira ngo ibishushanyo bimenyeshe aho kuyobya.',
          },
        },
        {
          id: 'charts-in-python',
          title: { en: 'Charts in Python', fr: 'Graphiques en Python', rw: 'Ibishushanyo muri Python' },
          text: {
            en: 'Draw charts with matplotlib and seaborn straight from pandas, so that you can rebuild them in seconds when new data arrives.',
            fr: 'Tracez des graphiques avec matplotlib et seaborn directement depuis pandas, pour pouvoir les refaire en quelques secondes quand de nouvelles données arrivent.',
            rw: 'Kora ibishushanyo ukoresheje matplotlib na seaborn uhereye muri pandas, kugira ngo ushobore kubisubiramo mu masegonda make iyo amakuru mashya abonetse.',
          },
        },
        {
          id: 'bi-tools',
          title: { en: 'BI tools', fr: 'Outils de BI', rw: 'Ibikoresho bya BI' },
          text: {
            en: 'Try a business intelligence tool such as Power BI or Looker Studio, which many employers use to share up-to-date dashboards with managers.',
            fr: 'Essayez un outil de [[en:business intelligence]] comme Power BI ou Looker Studio, que beaucoup d’employeurs utilisent pour partager des tableaux de bord à jour avec les responsables.',
            rw: 'Gerageza igikoresho cya [[en:business intelligence]] nka Power BI cyangwa Looker Studio, abakoresha benshi bifashisha mu gusangiza abayobozi [[en:dashboards]] zihora zivugururwa.',
          },
        },
        {
          id: 'dashboard-design',
          title: { en: 'Dashboard design', fr: 'Concevoir un tableau de bord', rw: 'Gutegura [[en:dashboard]]' },
          text: {
            en: 'Put the few numbers that matter at the top, add filters by date or place, and give each page one purpose, so that busy readers find answers fast.',
            fr: 'Placez en haut les quelques chiffres qui comptent, ajoutez des filtres par date ou par lieu, et donnez un seul but à chaque page, pour que les lecteurs pressés trouvent vite les réponses.',
            rw: 'Shyira hejuru imibare mike ifite akamaro, wongereho filtres z’itariki cyangwa z’ahantu, kandi buri rupapuro rugire intego imwe, kugira ngo abasomyi badafite umwanya babone ibisubizo vuba.',
          },
        },
      ],
      project: {
        en: 'Build a one-page dashboard for a health centre or a school showing monthly visits or attendance, a trend line, a comparison between groups and a filter by month, in Looker Studio, Power BI or Python.',
        fr: 'Construisez un tableau de bord d’une page pour un centre de santé ou une école, avec les visites ou présences mensuelles, une courbe de tendance, une comparaison entre groupes et un filtre par mois, dans Looker Studio, Power BI ou Python.',
        rw: 'Kora [[en:dashboard]] y’urupapuro rumwe y’ikigo nderabuzima cyangwa ishuri, yerekana abaje cyangwa abitabiriye buri kwezi, umurongo w’uko bihinduka, igereranya ry’amatsinda na filtre y’ukwezi, ukoresheje Looker Studio, Power BI cyangwa Python.',
      },
      weeks: 4,
      resources: [
        { name: 'Matplotlib', url: 'https://matplotlib.org/', kind: 'docs' },
        resource.seaborn,
        { name: 'Looker Studio', url: 'https://lookerstudio.google.com/', kind: 'tool' },
        resource.microsoftLearn,
      ],
      curriculum: [],
    },
    {
      id: 'storytelling-and-work',
      title: { en: 'Telling the story, finding work', fr: 'Raconter et trouver un emploi', rw: 'Gusobanura imibare no gushaka akazi' },
      goal: {
        en: 'You can present findings as a short, clear story that ends in a recommendation, and show employers a portfolio of real analyses.',
        fr: 'Vous savez présenter vos résultats sous la forme d’une histoire courte et claire qui aboutit à une recommandation, et montrer aux employeurs un portfolio de vraies analyses.',
        rw: 'Ushobora kugaragaza ibyo wabonye mu nkuru ngufi isobanutse isozwa n’inama, no kwereka abakoresha [[en:portfolio]] y’amasesengura nyayo wakoze.',
      },
      topics: [
        {
          id: 'data-storytelling',
          title: { en: 'Data storytelling', fr: 'Raconter avec les données', rw: 'Gusobanura inkuru y’imibare' },
          text: {
            en: 'Shape your message as question, finding, evidence and recommendation, so that a manager who reads only the first line still gets the point.',
            fr: 'Construisez votre message en question, constat, preuves et recommandation, pour qu’un responsable qui ne lit que la première ligne comprenne l’essentiel.',
            rw: 'Tegura ubutumwa bwawe mu buryo bw’ikibazo, icyo wabonye, ibimenyetso n’inama, kugira ngo umuyobozi usoma umurongo wa mbere gusa yumve icy’ingenzi.',
          },
        },
        {
          id: 'audience',
          title: { en: 'Knowing your audience', fr: 'Connaître son public', rw: 'Kumenya abo ubwira' },
          text: {
            en: 'Adapt words, detail and charts to who is listening, from a technical team to a cooperative’s members, and avoid jargon they do not use.',
            fr: 'Adaptez les mots, le niveau de détail et les graphiques à votre public, d’une équipe technique aux membres d’une coopérative, et évitez le jargon qu’ils n’emploient pas.',
            rw: 'Hindura amagambo, ubusobanuro n’ibishushanyo ukurikije abo ubwira, kuva ku itsinda ry’abahanga kugeza ku banyamuryango ba koperative, kandi wirinde amagambo y’umwuga badakoresha.',
          },
        },
        {
          id: 'reports-and-slides',
          title: { en: 'Reports and presentations', fr: 'Rapports et présentations', rw: 'Raporo n’ibiganiro' },
          text: {
            en: 'Write a one-page summary and a short slide deck that open with the answer, and practise presenting it aloud in five minutes.',
            fr: 'Rédigez un résumé d’une page et une courte présentation qui commencent par la réponse, et entraînez-vous à la présenter à voix haute en cinq minutes.',
            rw: 'Andika incamake y’urupapuro rumwe na slides nke zitangirira ku gisubizo, kandi wimenyereze kubisobanura mu ijwi riranguruye mu minota itanu.',
          },
        },
        {
          id: 'ethics-and-limits',
          title: { en: 'Ethics and limits', fr: 'Éthique et limites', rw: 'Ubunyangamugayo n’aho imibare igarukira' },
          text: {
            en: 'Say what your data cannot show, who may be missing from it and how the results could be misused, because being honest about limits builds trust.',
            fr: 'Dites ce que vos données ne peuvent pas montrer, qui en est peut-être absent et comment les résultats pourraient être détournés, car l’honnêteté sur les limites crée la confiance.',
            rw: 'Vuga ibyo amakuru yawe adashobora kwerekana, abantu bashobora kuba batayarimo n’uko ibisubizo bishobora gukoreshwa nabi, kuko kuvugisha ukuri ku mbibi zayo bitera icyizere.',
          },
        },
        {
          id: 'portfolio',
          title: { en: 'A portfolio', fr: 'Un portfolio', rw: '[[en:Portfolio]]' },
          text: {
            en: 'Publish three or four complete projects on GitHub or Kaggle, each with a clear write-up, since employers hire analysts who can show real work.',
            fr: 'Publiez trois ou quatre projets complets sur GitHub ou Kaggle, chacun avec une explication claire, car les employeurs recrutent les analystes qui peuvent montrer un vrai travail.',
            rw: 'Shyira imishinga itatu cyangwa ine yuzuye kuri GitHub cyangwa Kaggle, buri umwe ufite ibisobanuro bisobanutse, kuko abakoresha baha akazi abasesenguzi bashobora kwerekana ibyo bakoze koko.',
          },
        },
        {
          id: 'next-steps',
          title: { en: 'What comes next', fr: 'Et ensuite', rw: 'Ibikurikiraho' },
          text: {
            en: 'Look ahead to machine learning, big data tools and cloud data warehouses, which open the way to data science and data engineering roles.',
            fr: 'Jetez un œil à l’apprentissage automatique, aux outils de [[en:big data]] et aux entrepôts de données dans le [[en:cloud]], qui ouvrent la voie aux métiers de la data science et du data engineering.',
            rw: 'Tangira kumenya [[en:machine learning]], ibikoresho bya [[en:big data]] n’ububiko bw’amakuru buri mu [[en:cloud]], bigufungurira inzira igana ku kazi ka [[en:data]] scientist cyangwa [[en:data]] engineer.',
          },
        },
      ],
      project: {
        en: 'Turn one of your earlier analyses into a five-minute talk and a one-page brief for a real audience, such as your sector office or a local cooperative, ending with one clear recommendation.',
        fr: 'Transformez une de vos analyses précédentes en un exposé de cinq minutes et une note d’une page pour un vrai public, comme les bureaux de votre secteur ou une coopérative locale, en terminant par une recommandation claire.',
        rw: 'Hindura rimwe mu masesengura wakoze mbere mo ikiganiro cy’iminota itanu n’incamake y’urupapuro rumwe bigenewe abantu nyabo, nk’ibiro by’umurenge wawe cyangwa koperative yo hafi, usoze n’inama imwe isobanutse.',
      },
      weeks: 3,
      resources: [
        { name: 'Our World in Data', url: 'https://ourworldindata.org/', kind: 'docs' },
        resource.githubDocs,
        resource.kaggleLearn,
      ],
      curriculum: [],
    },
  ],
};

export default plan;
