import type { RoadmapPlan } from '../schema/roadmap-plans';
import { resource, curriculum } from '../roadmap-references';

/** SQL Roadmap: asking questions of a database, from SELECT to joins, design, indexes, transactions and window functions. Written by Ubumenyi. */
const plan: RoadmapPlan = {
  id: 'RO10',
  slug: 'sql',
  intro: {
    en: 'For anyone who needs to get answers out of data: future developers, data analysts, or staff in a school, bank or cooperative who keep records. You learn to query with SELECT and filters, combine tables with joins, summarise with grouping, then design good tables and use indexes and transactions. At the end you can build a small database and answer real questions with SQL.',
    fr: 'Pour qui a besoin de tirer des réponses des données\u00a0: futurs développeurs, analystes de données, ou personnel d’une école, d’une banque ou d’une coopérative qui tient des registres. Vous apprenez à interroger avec SELECT et des filtres, à combiner des tables par des jointures, à résumer par des regroupements, puis à bien concevoir les tables et à utiliser index et transactions. À la fin, vous savez créer une petite base et répondre à de vraies questions en SQL.',
    rw: 'Ni iy’umuntu wese ukeneye gukura ibisubizo mu makuru: abazaba abakora porogaramu, abasesengura amakuru, cyangwa abakozi b’ishuri, banki cyangwa koperative babika inyandiko. Wiga kubaza ububiko ukoresheje SELECT no kuyungurura, guhuza imbonerahamwe ukoresheje [[en:joins]], gukusanya ukoresheje GROUP BY, hanyuma ugategura imbonerahamwe neza kandi ugakoresha [[en:indexes]] na [[en:transactions]]. Urangiza ushobora kubaka ububiko buto bw’amakuru no gusubiza ibibazo nyabyo ukoresheje SQL.',
  },
  followsRoadmapSh: true,
  updated: '2026-11-25',
  stages: [
    {
      id: 'relational-basics',
      title: { en: 'What a relational database is', fr: 'Ce qu’est une base relationnelle', rw: 'Ububiko bw’amakuru bufitanye isano ni iki' },
      goal: {
        en: 'You can explain tables, rows, columns and keys, install a database system, and run your first queries in a client.',
        fr: 'Vous savez expliquer les tables, les lignes, les colonnes et les clés, installer un système de base de données et lancer vos premières requêtes dans un client.',
        rw: 'Ushobora gusobanura imbonerahamwe, imirongo, inkingi na [[en:keys]], gushyiraho sisitemu y’ububiko bw’amakuru, no gukoresha [[en:queries]] zawe za mbere muri [[en:client]].',
      },
      topics: [
        {
          id: 'tables-rows-columns',
          title: { en: 'Tables, rows and columns', fr: 'Tables, lignes et colonnes', rw: 'Imbonerahamwe, imirongo n’inkingi' },
          text: {
            en: 'See data as tables where each row is one thing, such as a student, and each column one fact about it, such as the name or the class.',
            fr: 'Voyez les données comme des tables où chaque ligne est une chose, par exemple un élève, et chaque colonne un fait à son sujet, comme le nom ou la classe.',
            rw: 'Bona amakuru nk’imbonerahamwe aho buri murongo ari ikintu kimwe, urugero umunyeshuri, na buri nkingi ikaba ikintu kimwe kimuvugaho, nk’izina cyangwa ishuri.',
          },
        },
        {
          id: 'keys-and-relations',
          title: { en: 'Keys and relations', fr: 'Clés et relations', rw: '[[en:Keys]] n’isano hagati y’imbonerahamwe' },
          text: {
            en: 'Understand how a primary key names each row and a foreign key points to a row in another table, which is what makes a database relational.',
            fr: 'Comprenez comment une clé primaire identifie chaque ligne et comment une clé étrangère pointe vers une ligne d’une autre table\u00a0: c’est ce qui rend une base relationnelle.',
            rw: 'Sobanukirwa uko [[en:primary key]] iranga buri murongo n’uko [[en:foreign key]] yerekana umurongo wo mu yindi mbonerahamwe; ni byo bituma ububiko buba [[en:relational]].',
          },
        },
        {
          id: 'database-systems',
          title: { en: 'Database systems', fr: 'Systèmes de bases de données', rw: 'Sisitemu z’ububiko bw’amakuru' },
          text: {
            en: 'Meet PostgreSQL, MySQL and SQLite, see that they share standard SQL with small differences, and install one to practise on your own computer.',
            fr: 'Découvrez PostgreSQL, MySQL et SQLite, voyez qu’ils partagent le SQL standard avec de petites différences, et installez-en un pour vous exercer sur votre ordinateur.',
            rw: 'Menya PostgreSQL, MySQL na SQLite, urebe ko zihuriye kuri SQL isanzwe zigatandukanira ku tuntu duto, kandi ushyireho imwe kuri mudasobwa yawe kugira ngo wimenyereze.',
          },
        },
        {
          id: 'sql-and-nosql',
          title: { en: 'SQL and NoSQL', fr: 'SQL et NoSQL', rw: 'SQL na NoSQL' },
          text: {
            en: 'Learn in simple terms what NoSQL databases do differently and why relational databases remain the first choice for most business records.',
            fr: 'Apprenez simplement ce que les bases NoSQL font autrement et pourquoi les bases relationnelles restent le premier choix pour la plupart des registres d’entreprise.',
            rw: 'Iga mu magambo yoroshye ibyo ububiko bwa NoSQL bukora mu buryo butandukanye n’impamvu ububiko bufitanye isano bukomeza kuba amahitamo ya mbere ku nyandiko nyinshi z’ibigo.',
          },
        },
      ],
      project: {
        en: 'Install SQLite or PostgreSQL, create a table of Rwanda’s districts with their province, enter a few rows by hand and list them from the command line or a graphical client.',
        fr: 'Installez SQLite ou PostgreSQL, créez une table des districts du Rwanda avec leur province, saisissez quelques lignes à la main et affichez-les en ligne de commande ou dans un client graphique.',
        rw: 'Shyiraho SQLite cyangwa PostgreSQL, ukore imbonerahamwe y’uturere tw’u Rwanda n’intara turimo, winjizemo imirongo mike n’intoki kandi uyerekane muri [[en:command line]] cyangwa muri [[en:client]] ifite amashusho.',
      },
      weeks: 2,
      resources: [
        resource.sqlbolt,
        resource.sqlite,
        resource.postgresqlDocumentation,
      ],
      curriculum: [
        curriculum.rebDatabases,
      ],
    },
    {
      id: 'querying-one-table',
      title: { en: 'Querying one table', fr: 'Interroger une table', rw: 'Kubaza imbonerahamwe imwe' },
      goal: {
        en: 'You can pick the columns and rows you need from a table, sort and limit them, and handle missing values correctly.',
        fr: 'Vous savez choisir les colonnes et les lignes utiles d’une table, les trier et les limiter, et traiter correctement les valeurs manquantes.',
        rw: 'Ushobora guhitamo inkingi n’imirongo ukeneye mu mbonerahamwe, ukabitondeka, ukagena umubare wabyo, kandi ugakemura neza agaciro kabuze.',
      },
      topics: [
        {
          id: 'select',
          title: { en: 'SELECT and FROM', fr: 'SELECT et FROM', rw: 'SELECT na FROM' },
          text: {
            en: 'Choose columns with SELECT, rename them with AS and remove repeated rows with DISTINCT, the start of nearly every query you will write.',
            fr: 'Choisissez les colonnes avec SELECT, renommez-les avec AS et retirez les lignes répétées avec DISTINCT\u00a0: c’est le début de presque toutes vos requêtes.',
            rw: 'Hitamo inkingi ukoresheje SELECT, uzihe andi mazina ukoresheje AS kandi ukuremo imirongo isubiramo ukoresheje DISTINCT; ni intangiriro ya hafi [[en:queries]] zose uzandika.',
          },
        },
        {
          id: 'where-and-operators',
          title: { en: 'WHERE and operators', fr: 'WHERE et opérateurs', rw: 'WHERE na [[en:operators]]' },
          text: {
            en: 'Filter rows with comparisons, AND, OR, NOT, IN, BETWEEN and LIKE, so the database returns only the rows that answer your question.',
            fr: 'Filtrez les lignes avec les comparaisons, AND, OR, NOT, IN, BETWEEN et LIKE, pour que la base ne renvoie que les lignes qui répondent à votre question.',
            rw: 'Yungurura imirongo ukoresheje kugereranya, AND, OR, NOT, IN, BETWEEN na LIKE, kugira ngo ububiko bugarure imirongo isubiza ikibazo cyawe gusa.',
          },
        },
        {
          id: 'order-and-limit',
          title: { en: 'ORDER BY and LIMIT', fr: 'ORDER BY et LIMIT', rw: 'ORDER BY na LIMIT' },
          text: {
            en: 'Sort results on one or more columns and return only the first rows, for example the ten best marks or the latest payments.',
            fr: 'Triez les résultats sur une ou plusieurs colonnes et ne renvoyez que les premières lignes, par exemple les dix meilleures notes ou les derniers paiements.',
            rw: 'Tondeka ibisubizo ukurikije inkingi imwe cyangwa nyinshi kandi ugarure imirongo ya mbere gusa, urugero amanota icumi ya mbere cyangwa ubwishyu buheruka.',
          },
        },
        {
          id: 'null-values',
          title: { en: 'NULL', fr: 'NULL', rw: 'NULL' },
          text: {
            en: 'Understand that NULL means unknown, test it with IS NULL instead of =, and see how it changes comparisons and totals.',
            fr: 'Comprenez que NULL signifie inconnu, testez-le avec IS NULL plutôt qu’avec =, et voyez comment il modifie les comparaisons et les totaux.',
            rw: 'Sobanukirwa ko NULL bivuga agaciro katazwi, ukagenzure ukoresheje IS NULL aho gukoresha =, kandi urebe uko gahindura kugereranya n’ibiteranyo.',
          },
        },
      ],
      project: {
        en: 'Using a table of students with their class, district and mark, write ten queries that answer real questions, such as which students in S5 scored above 70 or which districts have no students yet.',
        fr: 'À partir d’une table d’élèves avec leur classe, leur district et leur note, écrivez dix requêtes qui répondent à de vraies questions, comme quels élèves de S5 ont plus de 70 ou quels districts n’ont encore aucun élève.',
        rw: 'Ukoresheje imbonerahamwe y’abanyeshuri n’amashuri yabo, uturere n’amanota, andika [[en:queries]] icumi zisubiza ibibazo nyabyo, nk’abanyeshuri bo muri S5 barengeje 70 cyangwa uturere tutaragira umunyeshuri.',
      },
      weeks: 2,
      resources: [
        resource.sqlbolt,
        resource.khanAcademy,
        resource.postgresqlDocumentation,
      ],
      curriculum: [
        curriculum.rtbDatabaseDevelopmentL4,
        curriculum.rebDatabases,
      ],
    },
    {
      id: 'tables-and-changing-data',
      title: { en: 'Creating tables and changing data', fr: 'Créer des tables et modifier les données', rw: 'Gukora imbonerahamwe no guhindura amakuru' },
      goal: {
        en: 'You can create tables with the right data types and constraints, and add, change and delete rows safely.',
        fr: 'Vous savez créer des tables avec les bons types de données et les bonnes contraintes, et ajouter, modifier et supprimer des lignes en sécurité.',
        rw: 'Ushobora gukora imbonerahamwe zifite amoko y’amakuru n’amabwiriza bikwiye, no kongeramo, guhindura no gusiba imirongo mu buryo butekanye.',
      },
      topics: [
        {
          id: 'data-types',
          title: { en: 'Data types', fr: 'Types de données', rw: 'Amoko y’amakuru' },
          text: {
            en: 'Choose between integer, numeric, text, date, timestamp and boolean types, and store money as whole numbers or exact decimals, never as floating point.',
            fr: 'Choisissez entre les types entier, numérique, texte, date, horodatage et booléen, et stockez l’argent en nombres entiers ou en décimaux exacts, jamais en virgule flottante.',
            rw: 'Hitamo hagati ya [[en:integer]], [[en:numeric]], [[en:text]], [[en:date]], [[en:timestamp]] na [[en:boolean]], kandi ubike amafaranga nk’imibare yuzuye cyangwa [[en:decimals]] zidahinduka, ntuzigere ukoresha float.',
          },
        },
        {
          id: 'create-and-alter',
          title: { en: 'CREATE, ALTER and DROP', fr: 'CREATE, ALTER et DROP', rw: 'CREATE, ALTER na DROP' },
          text: {
            en: 'Create tables, add or change columns later with ALTER TABLE, and remove them with DROP, keeping every change in a script you can run again.',
            fr: 'Créez des tables, ajoutez ou modifiez des colonnes plus tard avec ALTER TABLE, et supprimez-les avec DROP, en gardant chaque changement dans un script que l’on peut relancer.',
            rw: 'Kora imbonerahamwe, wongeremo cyangwa uhindure inkingi nyuma ukoresheje ALTER TABLE, uzisibe ukoresheje DROP, kandi buri mpinduka uyibike muri [[en:script]] ishobora kongera gukoreshwa.',
          },
        },
        {
          id: 'constraints',
          title: { en: 'Constraints', fr: 'Contraintes', rw: 'Amabwiriza ([[en:constraints]])' },
          text: {
            en: 'Protect your data with PRIMARY KEY, FOREIGN KEY, UNIQUE, NOT NULL, CHECK and DEFAULT, so the database itself refuses wrong values.',
            fr: 'Protégez vos données avec PRIMARY KEY, FOREIGN KEY, UNIQUE, NOT NULL, CHECK et DEFAULT, pour que la base refuse elle-même les valeurs fausses.',
            rw: 'Rinda amakuru yawe ukoresheje PRIMARY KEY, FOREIGN KEY, UNIQUE, NOT NULL, CHECK na DEFAULT, kugira ngo ububiko ubwabwo bwange agaciro katari ko.',
          },
        },
        {
          id: 'insert-update-delete',
          title: { en: 'INSERT, UPDATE and DELETE', fr: 'INSERT, UPDATE et DELETE', rw: 'INSERT, UPDATE na DELETE' },
          text: {
            en: 'Add, change and remove rows, and always check your WHERE clause with a SELECT first, because an UPDATE without WHERE changes every row.',
            fr: 'Ajoutez, modifiez et supprimez des lignes, et vérifiez toujours votre clause WHERE d’abord avec un SELECT, car un UPDATE sans WHERE modifie toutes les lignes.',
            rw: 'Ongeramo, uhindure kandi usibe imirongo, kandi buri gihe ubanze ugenzure WHERE yawe ukoresheje SELECT, kuko UPDATE idafite WHERE ihindura imirongo yose.',
          },
        },
      ],
      project: {
        en: 'Create the tables of a SACCO (members, savings and loans) with keys and checks such as a loan amount above zero, then load sample rows and correct a few mistakes with UPDATE.',
        fr: 'Créez les tables d’une SACCO (membres, épargne et prêts) avec des clés et contrôles comme un montant de prêt supérieur à zéro, puis chargez des lignes d’exemple et corrigez quelques erreurs avec UPDATE.',
        rw: 'Kora imbonerahamwe za SACCO (abanyamuryango, ubwizigame n’inguzanyo) zifite [[en:keys]] n’igenzura nk’inguzanyo irenze zeru, hanyuma winjizemo imirongo y’urugero kandi ukosore amakosa make ukoresheje UPDATE.',
      },
      weeks: 2,
      resources: [
        resource.postgresqlDocumentation,
        resource.sqlbolt,
        resource.cs50Sql,
      ],
      curriculum: [
        curriculum.rtbDatabaseDevelopmentL4,
        curriculum.rebDatabases,
      ],
    },
    {
      id: 'aggregates-and-functions',
      title: { en: 'Grouping, totals and functions', fr: 'Regroupements, totaux et fonctions', rw: 'Gukusanya, ibiteranyo na [[en:functions]]' },
      goal: {
        en: 'You can summarise data with counts, sums and averages per group, and clean or reshape values with text, date and conditional functions.',
        fr: 'Vous savez résumer des données par des comptes, des sommes et des moyennes par groupe, et nettoyer ou transformer des valeurs avec des fonctions de texte, de date et conditionnelles.',
        rw: 'Ushobora gukora incamake y’amakuru ukoresheje kubara, ibiteranyo n’impuzandengo kuri buri tsinda, no gutunganya agaciro ukoresheje [[en:functions]] z’inyandiko, iz’amatariki n’izishingiye ku bisabwa.',
      },
      topics: [
        {
          id: 'aggregate-functions',
          title: { en: 'COUNT, SUM, AVG, MIN, MAX', fr: 'COUNT, SUM, AVG, MIN, MAX', rw: 'COUNT, SUM, AVG, MIN, MAX' },
          text: {
            en: 'Turn many rows into one answer with aggregate functions, and know how each treats NULL values so your totals are right.',
            fr: 'Transformez de nombreuses lignes en une seule réponse avec les fonctions d’agrégat, et sachez comment chacune traite NULL pour que vos totaux soient justes.',
            rw: 'Hindura imirongo myinshi igisubizo kimwe ukoresheje [[en:aggregate functions]], kandi umenye uko buri imwe ifata NULL kugira ngo ibiteranyo byawe bibe ari byo.',
          },
        },
        {
          id: 'group-by-having',
          title: { en: 'GROUP BY and HAVING', fr: 'GROUP BY et HAVING', rw: 'GROUP BY na HAVING' },
          text: {
            en: 'Compute totals per class, per month or per product with GROUP BY, and filter the groups with HAVING, for example products sold more than 100 times.',
            fr: 'Calculez des totaux par classe, par mois ou par produit avec GROUP BY, et filtrez les groupes avec HAVING, par exemple les produits vendus plus de 100 fois.',
            rw: 'Bara ibiteranyo kuri buri shuri, buri kwezi cyangwa buri gicuruzwa ukoresheje GROUP BY, kandi uyungurure amatsinda ukoresheje HAVING, urugero ibicuruzwa byagurishijwe inshuro zirenga 100.',
          },
        },
        {
          id: 'text-and-date-functions',
          title: { en: 'Text and date functions', fr: 'Fonctions de texte et de date', rw: '[[en:Functions]] z’inyandiko n’amatariki' },
          text: {
            en: 'Clean and combine text with functions such as UPPER, TRIM and concatenation, and work with dates to group by month or compute ages and delays.',
            fr: 'Nettoyez et combinez du texte avec des fonctions comme UPPER, TRIM et la concaténation, et travaillez avec les dates pour regrouper par mois ou calculer âges et retards.',
            rw: 'Tunganya kandi uhuze inyandiko ukoresheje [[en:functions]] nka UPPER, TRIM no guteranya [[en:strings]], kandi ukoreshe amatariki mu gukusanya ku kwezi cyangwa kubara imyaka n’ubukererwe.',
          },
        },
        {
          id: 'case-and-coalesce',
          title: { en: 'CASE and COALESCE', fr: 'CASE et COALESCE', rw: 'CASE na COALESCE' },
          text: {
            en: 'Label rows with CASE, for example pass or fail from a mark, and replace missing values with COALESCE to produce clean reports.',
            fr: 'Étiquetez les lignes avec CASE, par exemple admis ou refusé selon la note, et remplacez les valeurs manquantes avec COALESCE pour des rapports propres.',
            rw: 'Ha imirongo ibirango ukoresheje CASE, urugero yatsinze cyangwa yatsinzwe bikurikije amanota, kandi usimbuze agaciro kabuze ukoresheje COALESCE kugira ngo raporo zibe zisukuye.',
          },
        },
      ],
      project: {
        en: 'Write the monthly report of your SACCO: total savings and loans per month, the average loan, members with no savings this month and an on-time or late label for each repayment.',
        fr: 'Écrivez le rapport mensuel de votre SACCO\u00a0: épargne et prêts totaux par mois, prêt moyen, membres sans épargne ce mois-ci et une étiquette «\u00a0à l’heure\u00a0» ou «\u00a0en retard\u00a0» pour chaque remboursement.',
        rw: 'Andika raporo ya buri kwezi ya SACCO yawe: igiteranyo cy’ubwizigame n’inguzanyo kuri buri kwezi, impuzandengo y’inguzanyo, abanyamuryango batizigamye uku kwezi n’ikirango cyerekana niba buri kwishyura kwabaye ku gihe cyangwa cyarakererewe.',
      },
      weeks: 2,
      resources: [
        resource.sqlbolt,
        resource.postgresqlExercises,
        resource.kaggleLearn,
      ],
      curriculum: [
        curriculum.rtbDatabaseDevelopmentL4,
      ],
    },
    {
      id: 'joins-and-subqueries',
      title: { en: 'Joins and subqueries', fr: 'Jointures et sous-requêtes', rw: '[[en:Joins]] na [[en:subqueries]]' },
      goal: {
        en: 'You can combine data from several tables with the right kind of join, and answer layered questions with subqueries and set operations.',
        fr: 'Vous savez combiner des données de plusieurs tables avec le bon type de jointure, et répondre à des questions en plusieurs étapes avec des sous-requêtes et des opérations ensemblistes.',
        rw: 'Ushobora guhuza amakuru yo mu mbonerahamwe nyinshi ukoresheje ubwoko bwa [[en:join]] bukwiye, no gusubiza ibibazo by’ibyiciro byinshi ukoresheje [[en:subqueries]] n’ibikorwa by’amaseti.',
      },
      topics: [
        {
          id: 'inner-join',
          title: { en: 'INNER JOIN', fr: 'INNER JOIN', rw: 'INNER JOIN' },
          text: {
            en: 'Match rows from two tables on a key, such as marks with their students and subjects, the most common way to rebuild the full picture.',
            fr: 'Associez les lignes de deux tables selon une clé, comme les notes avec leurs élèves et leurs matières\u00a0: c’est la façon la plus courante de reconstituer l’image complète.',
            rw: 'Huza imirongo y’imbonerahamwe ebyiri ukurikije [[en:key]], nk’amanota n’abanyeshuri bayo n’amasomo yayo; ni bwo buryo bukoreshwa cyane bwo kubona ishusho yuzuye.',
          },
        },
        {
          id: 'outer-joins',
          title: { en: 'LEFT, RIGHT and FULL joins', fr: 'Jointures LEFT, RIGHT et FULL', rw: 'LEFT, RIGHT na FULL [[en:joins]]' },
          text: {
            en: 'Keep rows that have no match, for example members who never took a loan, and learn to read the NULLs an outer join produces.',
            fr: 'Gardez les lignes sans correspondance, par exemple les membres qui n’ont jamais pris de prêt, et apprenez à lire les NULL produits par une jointure externe.',
            rw: 'Gumana imirongo idafite bihuye, urugero abanyamuryango batigeze bafata inguzanyo, kandi wige gusoma NULL ziturutse kuri [[en:outer join]].',
          },
        },
        {
          id: 'self-and-many-joins',
          title: { en: 'Self joins and many tables', fr: 'Auto-jointures et tables multiples', rw: 'Self [[en:joins]] n’imbonerahamwe nyinshi' },
          text: {
            en: 'Join a table to itself, such as staff and their managers, and chain joins across three or more tables without duplicating rows by mistake.',
            fr: 'Joignez une table à elle-même, comme le personnel et ses responsables, et enchaînez des jointures sur trois tables ou plus sans dupliquer des lignes par erreur.',
            rw: 'Huza imbonerahamwe n’iyo ubwayo, nk’abakozi n’ababayobora, kandi uhuze imbonerahamwe eshatu cyangwa zirenga utikubye imirongo wibeshye.',
          },
        },
        {
          id: 'subqueries',
          title: { en: 'Subqueries', fr: 'Sous-requêtes', rw: '[[en:Subqueries]]' },
          text: {
            en: 'Use a query inside another with IN, EXISTS or as a derived table, for example students whose mark is above their class average.',
            fr: 'Utilisez une requête dans une autre avec IN, EXISTS ou comme table dérivée, par exemple les élèves dont la note dépasse la moyenne de leur classe.',
            rw: 'Koresha [[en:query]] iri muri indi ukoresheje IN, EXISTS cyangwa nk’imbonerahamwe ikomoka ku yindi, urugero abanyeshuri bafite amanota arenze impuzandengo y’ishuri ryabo.',
          },
        },
        {
          id: 'set-operations',
          title: { en: 'UNION, INTERSECT and EXCEPT', fr: 'UNION, INTERSECT et EXCEPT', rw: 'UNION, INTERSECT na EXCEPT' },
          text: {
            en: 'Stack or compare the results of two queries, for example everyone who is either a member or a guarantor, or members who are not borrowers.',
            fr: 'Empilez ou comparez les résultats de deux requêtes, par exemple toutes les personnes qui sont membres ou garantes, ou les membres qui ne sont pas emprunteurs.',
            rw: 'Shyira hamwe cyangwa ugereranye ibisubizo bya [[en:queries]] ebyiri, urugero abantu bose bari abanyamuryango cyangwa abishingizi, cyangwa abanyamuryango batafashe inguzanyo.',
          },
        },
      ],
      project: {
        en: 'Build a small school database with students, classes, subjects and marks, then produce a report card query per student and a ranking of classes by average mark.',
        fr: 'Créez une petite base scolaire avec élèves, classes, matières et notes, puis écrivez une requête de bulletin par élève et un classement des classes par note moyenne.',
        rw: 'Kora ububiko buto bw’amakuru y’ishuri burimo abanyeshuri, amashuri, amasomo n’amanota, hanyuma wandike [[en:query]] itanga indangamanota ya buri munyeshuri n’urutonde rw’amashuri hakurikijwe impuzandengo y’amanota.',
      },
      weeks: 3,
      resources: [
        resource.sqlbolt,
        resource.postgresqlExercises,
        resource.cs50Sql,
      ],
      curriculum: [
        curriculum.rtbDatabaseDevelopmentL4,
        curriculum.rebDatabases,
      ],
    },
    {
      id: 'database-design',
      title: { en: 'Designing a database', fr: 'Concevoir une base de données', rw: 'Gutegura ububiko bw’amakuru' },
      goal: {
        en: 'You can turn a real situation into a clean set of related tables, draw it as a diagram, avoid repeated data and offer simple views for reports.',
        fr: 'Vous savez transformer une situation réelle en un ensemble propre de tables liées, la dessiner sous forme de diagramme, éviter les données répétées et proposer des vues simples pour les rapports.',
        rw: 'Ushobora guhindura ikibazo gifatika mo imbonerahamwe zifitanye isano kandi zitunganye, ukabishushanya, ukirinda amakuru asubiramo kandi ugatanga [[en:views]] zoroshye zo gukora raporo.',
      },
      topics: [
        {
          id: 'entity-relationship',
          title: { en: 'Entity-relationship diagrams', fr: 'Diagrammes entité-association', rw: 'Ibishushanyo bya entity-relationship' },
          text: {
            en: 'List the things in a situation and how they relate, then draw them as an ER diagram before writing any CREATE TABLE.',
            fr: 'Listez les éléments d’une situation et leurs liens, puis dessinez-les en diagramme entité-association avant d’écrire le moindre CREATE TABLE.',
            rw: 'Andika ibintu biri mu kibazo n’isano bifitanye, hanyuma ubishushanye nka ER [[en:diagram]] mbere yo kwandika CREATE TABLE n’imwe.',
          },
        },
        {
          id: 'relationships',
          title: { en: 'One-to-many and many-to-many', fr: 'Un-à-plusieurs et plusieurs-à-plusieurs', rw: 'Imwe-ku-nyinshi na nyinshi-ku-nyinshi' },
          text: {
            en: 'Model one-to-many links with a foreign key and many-to-many links with a joining table, such as students and the clubs they belong to.',
            fr: 'Représentez les liens un-à-plusieurs par une clé étrangère et les liens plusieurs-à-plusieurs par une table de liaison, comme les élèves et les clubs dont ils font partie.',
            rw: 'Erekana isano y’imwe-ku-nyinshi ukoresheje [[en:foreign key]] n’iya nyinshi-ku-nyinshi ukoresheje imbonerahamwe ihuza, nk’abanyeshuri n’amatsinda ([[en:clubs]]) barimo.',
          },
        },
        {
          id: 'normalisation',
          title: { en: 'Normalisation', fr: 'Normalisation', rw: 'Normalisation' },
          text: {
            en: 'Apply the first three normal forms to remove repeated data, so a change such as a new phone number is made in one place only.',
            fr: 'Appliquez les trois premières formes normales pour supprimer les données répétées, afin qu’un changement comme un nouveau numéro de téléphone se fasse à un seul endroit.',
            rw: 'Kurikiza [[en:normal forms]] eshatu za mbere kugira ngo ukureho amakuru asubiramo, bityo impinduka nka nimero nshya ya telefone ikorerwe ahantu hamwe gusa.',
          },
        },
        {
          id: 'naming-and-conventions',
          title: { en: 'Naming and conventions', fr: 'Nommage et conventions', rw: 'Amazina n’amasezerano' },
          text: {
            en: 'Name tables and columns clearly and consistently, and add created and updated dates, small habits that make a database easy for others to use.',
            fr: 'Nommez tables et colonnes de façon claire et cohérente, et ajoutez des dates de création et de modification\u00a0: de petites habitudes qui rendent une base facile à utiliser pour les autres.',
            rw: 'Ita imbonerahamwe n’inkingi amazina asobanutse kandi ahuje, wongeremo amatariki byakorewe n’ayo byahinduriwe; ni utumenyero duto dutuma ububiko bworohera abandi kubukoresha.',
          },
        },
        {
          id: 'views',
          title: { en: 'Views', fr: 'Vues', rw: '[[en:Views]]' },
          text: {
            en: 'Save a complex query as a view so colleagues can read a simple, ready-made table, such as the current balance of every member.',
            fr: 'Enregistrez une requête complexe comme vue pour que vos collègues lisent une table simple et prête, comme le solde actuel de chaque membre.',
            rw: 'Bika [[en:query]] igoye nka [[en:view]] kugira ngo bagenzi bawe basome imbonerahamwe yoroshye kandi iteguye, nk’amafaranga buri munyamuryango asigaranye ubu.',
          },
        },
      ],
      project: {
        en: 'Design the database of a health centre’s appointments: patients, staff, services and visits, with an ER diagram, normalised tables, sample data and two views for daily reports.',
        fr: 'Concevez la base des rendez-vous d’un centre de santé\u00a0: patients, personnel, services et visites, avec un diagramme entité-association, des tables normalisées, des données d’exemple et deux vues pour les rapports quotidiens.',
        rw: 'Tegura ububiko bw’amakuru bwa gahunda zo kwivuza ku kigo nderabuzima: abarwayi, abakozi, serivisi n’uko basuye, hamwe na ER [[en:diagram]], imbonerahamwe zitunganyijwe, amakuru y’urugero na [[en:views]] ebyiri za raporo za buri munsi.',
      },
      weeks: 3,
      resources: [
        resource.cs50Sql,
        resource.postgresqlDocumentation,
        resource.mitOpencourseware,
      ],
      curriculum: [
        curriculum.rtbDatabaseDevelopmentL4,
        curriculum.rebDatabases,
      ],
    },
    {
      id: 'indexes-and-transactions',
      title: { en: 'Indexes, transactions and security', fr: 'Index, transactions et sécurité', rw: '[[en:Indexes]], [[en:transactions]] n’umutekano' },
      goal: {
        en: 'You can make slow queries fast with indexes, keep data correct with transactions, and control who can read or change what.',
        fr: 'Vous savez accélérer les requêtes lentes avec des index, garder les données correctes avec des transactions, et contrôler qui peut lire ou modifier quoi.',
        rw: 'Ushobora kwihutisha [[en:queries]] zitinda ukoresheje [[en:indexes]], kugumana amakuru ari ukuri ukoresheje [[en:transactions]], no kugena ushobora gusoma cyangwa guhindura iki.',
      },
      topics: [
        {
          id: 'indexes',
          title: { en: 'Indexes', fr: 'Index', rw: '[[en:Indexes]]' },
          text: {
            en: 'Learn how an index works like the index of a book, which columns deserve one, and why too many indexes slow down writing.',
            fr: 'Apprenez comment un index fonctionne comme l’index d’un livre, quelles colonnes en méritent un, et pourquoi trop d’index ralentissent l’écriture.',
            rw: 'Iga uko [[en:index]] ikora nk’urupapuro rw’ibirimo mu gitabo, inkingi zikwiye kuyigira, n’impamvu [[en:indexes]] nyinshi cyane zitinza kwandika amakuru.',
          },
        },
        {
          id: 'query-plans',
          title: { en: 'Reading query plans', fr: 'Lire les plans d’exécution', rw: 'Gusoma [[en:query plans]]' },
          text: {
            en: 'Use EXPLAIN to see how the database runs a query, spot full table scans, and check that a new index is really used.',
            fr: 'Utilisez EXPLAIN pour voir comment la base exécute une requête, repérer les parcours complets de table, et vérifier qu’un nouvel index est vraiment utilisé.',
            rw: 'Koresha EXPLAIN kureba uko ububiko bukora [[en:query]], ubone aho busoma imbonerahamwe yose, kandi urebe ko [[en:index]] nshya ikoreshwa koko.',
          },
        },
        {
          id: 'transactions',
          title: { en: 'Transactions and ACID', fr: 'Transactions et ACID', rw: '[[en:Transactions]] na ACID' },
          text: {
            en: 'Group changes with BEGIN, COMMIT and ROLLBACK so a money transfer either happens completely or not at all, and learn what ACID promises.',
            fr: 'Regroupez les changements avec BEGIN, COMMIT et ROLLBACK pour qu’un transfert d’argent se fasse entièrement ou pas du tout, et apprenez ce que garantit ACID.',
            rw: 'Huza impinduka ukoresheje BEGIN, COMMIT na ROLLBACK kugira ngo kohereza amafaranga bikorwe byose cyangwa ntibikorwe na gato, kandi wige icyo ACID yizeza.',
          },
        },
        {
          id: 'concurrency',
          title: { en: 'Isolation and locking', fr: 'Isolation et verrous', rw: '[[en:Isolation]] na [[en:locks]]' },
          text: {
            en: 'See what can go wrong when two people change the same row at once, and how isolation levels and locks prevent lost updates.',
            fr: 'Voyez ce qui peut mal tourner quand deux personnes modifient la même ligne en même temps, et comment les niveaux d’isolation et les verrous évitent les mises à jour perdues.',
            rw: 'Reba ibishobora kugenda nabi iyo abantu babiri bahinduriye umurongo umwe icyarimwe, n’uko [[en:isolation levels]] na [[en:locks]] birinda impinduka zitakara.',
          },
        },
        {
          id: 'users-and-backups',
          title: { en: 'Permissions and backups', fr: 'Droits et sauvegardes', rw: 'Uburenganzira na [[en:backups]]' },
          text: {
            en: 'Give each user only the rights they need with GRANT and REVOKE, and make and test regular backups, because lost data is rarely recovered.',
            fr: 'Donnez à chaque utilisateur seulement les droits utiles avec GRANT et REVOKE, et faites et testez des sauvegardes régulières, car des données perdues se récupèrent rarement.',
            rw: 'Ha buri mukoresha uburenganzira akeneye gusa ukoresheje GRANT na REVOKE, kandi ukore [[en:backups]] kenshi unazigerageze, kuko amakuru yatakaye ntakunze kugaruka.',
          },
        },
      ],
      project: {
        en: 'Load a hundred thousand fake mobile-money transactions, measure a slow search by phone number, fix it with an index, and write a transfer between two accounts as one safe transaction.',
        fr: 'Chargez cent mille fausses transactions [[en:mobile money]], mesurez une recherche lente par numéro de téléphone, corrigez-la avec un index, et écrivez un virement entre deux comptes sous forme d’une seule transaction sûre.',
        rw: 'Injiza ibikorwa ibihumbi ijana bya [[en:mobile money]] by’igerageza, upime ishakisha ritinda rikoresha nimero ya telefone, urikosore ukoresheje [[en:index]], kandi wandike kohereza amafaranga hagati ya konti ebyiri nka [[en:transaction]] imwe itekanye.',
      },
      weeks: 3,
      resources: [
        { name: 'Use The Index, Luke', url: 'https://use-the-index-luke.com/', kind: 'course' },
        resource.postgresqlDocumentation,
      ],
      curriculum: [
        curriculum.rtbDatabaseDevelopmentL4,
      ],
    },
    {
      id: 'advanced-sql',
      title: { en: 'Advanced SQL', fr: 'SQL avancé', rw: 'SQL yo ku rwego rwo hejuru' },
      goal: {
        en: 'You can write readable complex queries with CTEs, rank and compare rows with window functions, and put logic in the database when it makes sense.',
        fr: 'Vous savez écrire des requêtes complexes lisibles avec les CTE, classer et comparer des lignes avec les fonctions de fenêtrage, et placer de la logique dans la base quand c’est pertinent.',
        rw: 'Ushobora kwandika [[en:queries]] zigoye ariko zisomeka ukoresheje CTEs, gutondeka no kugereranya imirongo ukoresheje [[en:window functions]], no gushyira imikorere mu bubiko igihe bifite akamaro.',
      },
      topics: [
        {
          id: 'ctes',
          title: { en: 'Common table expressions', fr: 'Expressions de table communes', rw: '[[en:Common table expressions]]' },
          text: {
            en: 'Break a long query into named steps with WITH, so it reads from top to bottom and is easy to check and change.',
            fr: 'Découpez une longue requête en étapes nommées avec WITH, pour qu’elle se lise de haut en bas et soit facile à vérifier et à modifier.',
            rw: 'Gabanya [[en:query]] ndende mo intambwe zifite amazina ukoresheje WITH, kugira ngo isomeke kuva hejuru kugera hasi kandi byoroshye kuyigenzura no kuyihindura.',
          },
        },
        {
          id: 'recursive-queries',
          title: { en: 'Recursive queries', fr: 'Requêtes récursives', rw: '[[en:Queries]] zisubirana ([[en:recursive]])' },
          text: {
            en: 'Walk trees and chains such as categories inside categories or a chain of managers with WITH RECURSIVE.',
            fr: 'Parcourez des arbres et des chaînes, comme des catégories dans des catégories ou une chaîne de responsables, avec WITH RECURSIVE.',
            rw: 'Nyura mu biti n’iminyururu nk’ibyiciro biri mu bindi byiciro cyangwa urunana rw’abayobozi ukoresheje WITH RECURSIVE.',
          },
        },
        {
          id: 'window-functions',
          title: { en: 'Window functions', fr: 'Fonctions de fenêtrage', rw: '[[en:Window functions]]' },
          text: {
            en: 'Rank students within each class, compute running totals and compare each month with the one before using OVER, RANK and LAG, without losing the detail rows.',
            fr: 'Classez les élèves dans chaque classe, calculez des cumuls et comparez chaque mois au précédent avec OVER, RANK et LAG, sans perdre les lignes de détail.',
            rw: 'Tondeka abanyeshuri muri buri shuri, ubare ibiteranyo bigenda byiyongera kandi ugereranye buri kwezi n’ukwabanjirije ukoresheje OVER, RANK na LAG, udatakaje imirongo irambuye.',
          },
        },
        {
          id: 'procedures-and-triggers',
          title: { en: 'Functions, procedures and triggers', fr: 'Fonctions, procédures et déclencheurs', rw: '[[en:Functions]], [[en:procedures]] na [[en:triggers]]' },
          text: {
            en: 'Write stored functions and triggers for rules that must always hold, such as updating a stock level after each sale, and know their costs for testing and maintenance.',
            fr: 'Écrivez des fonctions stockées et des déclencheurs pour les règles qui doivent toujours être respectées, comme mettre à jour un stock après chaque vente, et connaissez leur coût pour les tests et la maintenance.',
            rw: 'Andika [[en:stored functions]] na [[en:triggers]] ku mategeko agomba kubahirizwa buri gihe, nko kuvugurura ibisigaye mu bubiko nyuma ya buri igurisha, kandi umenye ingaruka zabyo ku igerageza no kubyitaho.',
          },
        },
      ],
      project: {
        en: 'On your school database, write a results dashboard in SQL: rank of each student in their class, change of average from term to term, and the three best students per subject.',
        fr: 'Sur votre base scolaire, écrivez en SQL un tableau de résultats\u00a0: rang de chaque élève dans sa classe, évolution de la moyenne d’un trimestre à l’autre, et les trois meilleurs élèves par matière.',
        rw: 'Ku bubiko bw’amakuru bw’ishuri ryawe, andika muri SQL imbonerahamwe y’ibyavuye mu bizamini: umwanya wa buri munyeshuri mu ishuri rye, uko impuzandengo yahindutse kuva ku gihembwe kimwe ujya ku kindi, n’abanyeshuri batatu ba mbere muri buri somo.',
      },
      weeks: 3,
      resources: [
        resource.postgresqlDocumentation,
        resource.postgresqlExercises,
        { name: 'Select Star SQL', url: 'https://selectstarsql.com/', kind: 'course' },
      ],
      curriculum: [],
    },
  ],
};

export default plan;
