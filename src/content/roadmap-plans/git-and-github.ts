import type { RoadmapPlan } from '../schema/roadmap-plans';
import { resource, curriculum } from '../roadmap-references';

/** Git and GitHub Roadmap: saving your work's history with Git, then sharing and collaborating on GitHub. Written by Ubumenyi. */
const plan: RoadmapPlan = {
  id: 'RO11',
  slug: 'git-and-github',
  intro: {
    en: 'For every learner who writes code, documents or websites, whatever their field: Git is the tool every software team uses to save and share work. You learn commits, branches, merging and fixing conflicts on your own computer, then share code on GitHub, work with others through pull requests and automate checks. At the end you can work in a team repository the way companies and open-source projects do.',
    fr: 'Pour tout apprenant qui écrit du code, des documents ou des sites\u00a0: Git est l’outil que toutes les équipes logicielles utilisent pour garder et partager leur travail. Vous apprenez [[en:commits]], branches, fusions et conflits sur votre ordinateur, puis le partage sur GitHub, les [[en:pull requests]] et les vérifications automatiques. À la fin, vous savez travailler dans un dépôt d’équipe comme les entreprises et les projets open source.',
    rw: 'Ni iy’umunyeshuri wese wandika kode, inyandiko cyangwa imbuga: Git ni igikoresho amatsinda yose akora porogaramu akoresha mu kubika no gusangira akazi. Wiga [[en:commits]], amashami, kuyahuza no gukemura amakimbirane kuri mudasobwa yawe, hanyuma ugasangiza kode kuri GitHub, ugakoresha [[en:pull requests]] n’igenzura ryikora. Urangiza ushobora gukora muri [[en:repository]] y’itsinda nk’uko ibigo n’imishinga ya [[en:open source]] bibikora.',
  },
  followsRoadmapSh: true,
  updated: '2026-11-25',
  stages: [
    {
      id: 'first-steps-with-git',
      title: { en: 'First steps with Git', fr: 'Premiers pas avec Git', rw: 'Intambwe za mbere muri Git' },
      goal: {
        en: 'You can explain why version control matters, set up Git, and save your work as a series of clear commits.',
        fr: 'Vous savez expliquer l’intérêt du contrôle de version, configurer Git et enregistrer votre travail sous forme d’une suite de [[en:commits]] clairs.',
        rw: 'Ushobora gusobanura akamaro ko kugenzura verisiyo, gutunganya Git no kubika akazi kawe nk’urukurikirane rwa [[en:commits]] zisobanutse.',
      },
      topics: [
        {
          id: 'why-version-control',
          title: { en: 'Why version control', fr: 'Pourquoi le contrôle de version', rw: 'Akamaro ko kugenzura verisiyo' },
          text: {
            en: 'See how a version control system keeps every saved state of a project, so you can go back, compare and work with others instead of copying folders named final-final.',
            fr: 'Voyez comment un système de contrôle de version garde chaque état enregistré d’un projet, pour revenir en arrière, comparer et travailler à plusieurs au lieu de copier des dossiers nommés final-final.',
            rw: 'Reba uko sisitemu igenzura verisiyo ibika buri miterere yabitswe y’umushinga, kugira ngo ushobore gusubira inyuma, kugereranya no gukorana n’abandi aho gukoporora ububiko bwitwa [[en:final-final]].',
          },
        },
        {
          id: 'install-and-configure',
          title: { en: 'Installing and configuring Git', fr: 'Installer et configurer Git', rw: 'Gushyiraho no gutunganya Git' },
          text: {
            en: 'Install Git, set your name and email with git config, choose your editor and the default branch name, and know the difference between global and local settings.',
            fr: 'Installez Git, indiquez votre nom et votre e-mail avec git config, choisissez votre éditeur et le nom de branche par défaut, et distinguez réglages globaux et locaux.',
            rw: 'Shyiraho Git, ushyiremo izina ryawe na [[en:email]] ukoresheje git [[en:config]], uhitemo [[en:editor]] n’izina ry’ishami risanzwe, kandi umenye itandukaniro ry’igenamiterere rusange n’iry’umushinga umwe.',
          },
        },
        {
          id: 'three-areas',
          title: { en: 'Working tree, staging area, repository', fr: 'Répertoire de travail, index, dépôt', rw: '[[en:Working tree]], [[en:staging area]] na [[en:repository]]' },
          text: {
            en: 'Understand the three places a change goes through, and use git status, git add and git commit to move it from your files into history.',
            fr: 'Comprenez les trois endroits par lesquels passe un changement, et utilisez git status, git add et git commit pour le faire passer de vos fichiers à l’historique.',
            rw: 'Sobanukirwa ahantu hatatu impinduka inyuramo, ukoreshe git status, git add na git commit kugira ngo uyivane mu madosiye yawe uyishyire mu mateka.',
          },
        },
        {
          id: 'good-commits',
          title: { en: 'Good commits', fr: 'De bons [[en:commits]]', rw: '[[en:Commits]] nziza' },
          text: {
            en: 'Make small commits that each do one thing and write messages that say what changed and why, because your team and your future self will read them.',
            fr: 'Faites de petits [[en:commits]] qui font chacun une seule chose et écrivez des messages qui disent ce qui a changé et pourquoi, car votre équipe et vous-même plus tard les lirez.',
            rw: 'Kora [[en:commits]] nto, buri imwe ikora ikintu kimwe, kandi wandike ubutumwa buvuga icyahindutse n’impamvu, kuko itsinda ryawe nawe ubwawe mu gihe kizaza muzabusoma.',
          },
        },
        {
          id: 'gitignore',
          title: { en: '.gitignore', fr: '.gitignore', rw: '.gitignore' },
          text: {
            en: 'Keep generated files, downloaded packages and secrets such as passwords out of the repository with a .gitignore file.',
            fr: 'Gardez hors du dépôt les fichiers générés, les paquets téléchargés et les secrets comme les mots de passe grâce à un fichier .gitignore.',
            rw: 'Ntugashyire muri [[en:repository]] amadosiye akorwa n’imashini, amapaki yakuwe kuri interineti n’ibanga nk’amagambo y’ibanga, ukoresheje dosiye ya .gitignore.',
          },
        },
      ],
      project: {
        en: 'Put a small project you already have, such as your CV as a web page or your class notes, under Git, with at least ten small commits with clear messages and a .gitignore.',
        fr: 'Placez sous Git un petit projet que vous avez déjà, comme votre CV en page web ou vos notes de cours, avec au moins dix petits [[en:commits]] aux messages clairs et un .gitignore.',
        rw: 'Shyira muri Git umushinga muto usanganywe, nka CV yawe iri ku rupapuro rwa interineti cyangwa inyandiko z’amasomo yawe, ufite nibura [[en:commits]] nto icumi zifite ubutumwa busobanutse na .gitignore.',
      },
      weeks: 1,
      resources: [
        resource.git,
        resource.theMissingSemesterMit,
      ],
      curriculum: [
        curriculum.rtbControlVersionSystemL3,
      ],
    },
    {
      id: 'history-and-undo',
      title: { en: 'Reading history and undoing mistakes', fr: 'Lire l’historique et annuler des erreurs', rw: 'Gusoma amateka no gukosora amakosa' },
      goal: {
        en: 'You can read a project’s history, see exactly what changed, and undo a mistake with the safest command for the situation.',
        fr: 'Vous savez lire l’historique d’un projet, voir exactement ce qui a changé, et annuler une erreur avec la commande la plus sûre pour la situation.',
        rw: 'Ushobora gusoma amateka y’umushinga, kubona neza icyahindutse, no gukosora ikosa ukoresheje itegeko ritekanye kurusha ayandi kuri icyo kibazo.',
      },
      topics: [
        {
          id: 'log-and-show',
          title: { en: 'git log and git show', fr: 'git log et git show', rw: 'git log na git show' },
          text: {
            en: 'Browse history with git log and its options for one line, a graph or one file, and open any commit with git show.',
            fr: 'Parcourez l’historique avec git log et ses options pour une ligne, un graphe ou un seul fichier, et ouvrez n’importe quel [[en:commit]] avec git show.',
            rw: 'Nyura mu mateka ukoresheje git log n’amahitamo yayo yo kwerekana umurongo umwe, igishushanyo cyangwa dosiye imwe, kandi ufungure commit iyo ari yo yose ukoresheje git show.',
          },
        },
        {
          id: 'diff',
          title: { en: 'git diff', fr: 'git diff', rw: 'git diff' },
          text: {
            en: 'Compare your files with the last commit, the staging area with the last commit, or any two commits, so you always know what you are about to save.',
            fr: 'Comparez vos fichiers au dernier [[en:commit]], l’index au dernier [[en:commit]], ou deux [[en:commits]] quelconques, pour toujours savoir ce que vous allez enregistrer.',
            rw: 'Gereranya amadosiye yawe na commit iheruka, [[en:staging area]] na commit iheruka, cyangwa [[en:commits]] ebyiri izo ari zo zose, kugira ngo buri gihe umenye icyo ugiye kubika.',
          },
        },
        {
          id: 'restore-and-amend',
          title: { en: 'restore and amend', fr: 'restore et amend', rw: 'restore na amend' },
          text: {
            en: 'Throw away unsaved changes with git restore, unstage a file, and fix the last commit’s message or content with git commit --amend.',
            fr: 'Abandonnez des modifications non enregistrées avec git restore, retirez un fichier de l’index, et corrigez le message ou le contenu du dernier [[en:commit]] avec git commit --amend.',
            rw: 'Kuraho impinduka zitabitswe ukoresheje git restore, ukure dosiye muri [[en:staging area]], kandi ukosore ubutumwa cyangwa ibiri muri commit iheruka ukoresheje git commit --amend.',
          },
        },
        {
          id: 'revert-and-reset',
          title: { en: 'revert and reset', fr: 'revert et reset', rw: 'revert na reset' },
          text: {
            en: 'Undo a shared commit safely with git revert, and use git reset only on work you have not shared, knowing what soft, mixed and hard do.',
            fr: 'Annulez un [[en:commit]] déjà partagé en sécurité avec git revert, et n’utilisez git reset que sur du travail non partagé, en sachant ce que font soft, mixed et hard.',
            rw: 'Siba ingaruka za commit yasangijwe mu mutekano ukoresheje git revert, kandi ukoreshe git reset gusa ku kazi utarasangiza, uzi icyo soft, mixed na hard bikora.',
          },
        },
      ],
      project: {
        en: 'In your project, delete a paragraph by mistake and recover it, fix a typo in your last commit message, then undo a bad commit with revert and explain each step in a short note.',
        fr: 'Dans votre projet, supprimez un paragraphe par erreur et récupérez-le, corrigez une faute dans le message de votre dernier [[en:commit]], puis annulez un mauvais [[en:commit]] avec revert et expliquez chaque étape dans une courte note.',
        rw: 'Mu mushinga wawe, siba igika wibeshye maze ukigarure, ukosore ikosa ry’imyandikire mu butumwa bwa commit iheruka, hanyuma usibe ingaruka za commit mbi ukoresheje revert kandi usobanure buri ntambwe mu nyandiko ngufi.',
      },
      weeks: 1,
      resources: [
        resource.git,
        resource.atlassianGitTutorials,
      ],
      curriculum: [
        curriculum.rtbControlVersionSystemL3,
      ],
    },
    {
      id: 'branches-and-merging',
      title: { en: 'Branches, merging and conflicts', fr: 'Branches, fusions et conflits', rw: 'Amashami, kuyahuza n’amakimbirane' },
      goal: {
        en: 'You can work on several ideas at once in branches, merge them back, fix merge conflicts calmly and explain when to rebase instead.',
        fr: 'Vous savez travailler sur plusieurs idées à la fois dans des branches, les fusionner, résoudre calmement les conflits et expliquer quand préférer un rebase.',
        rw: 'Ushobora gukora ku bitekerezo byinshi icyarimwe mu mashami, ukabihuza, ugakemura amakimbirane utuje kandi ugasobanura igihe [[en:rebase]] ikwiye kurusha [[en:merge]].',
      },
      topics: [
        {
          id: 'branches',
          title: { en: 'Creating and switching branches', fr: 'Créer et changer de branche', rw: 'Gukora no guhindura amashami' },
          text: {
            en: 'Create, switch, rename and delete branches with git switch and git branch, and understand that a branch is only a movable label on a commit.',
            fr: 'Créez, changez, renommez et supprimez des branches avec git switch et git branch, et comprenez qu’une branche n’est qu’une étiquette mobile posée sur un [[en:commit]].',
            rw: 'Kora, uhindure, uhe irindi zina kandi usibe amashami ukoresheje git switch na git branch, kandi usobanukirwe ko ishami ari ikirango gusa gishobora kwimurwa kiri kuri commit.',
          },
        },
        {
          id: 'merging',
          title: { en: 'Merging', fr: 'Fusionner', rw: 'Guhuza amashami ([[en:merge]])' },
          text: {
            en: 'Bring a branch’s work back with git merge and learn the difference between a fast-forward and a merge commit.',
            fr: 'Récupérez le travail d’une branche avec git merge et apprenez la différence entre une avance rapide (fast-forward) et un [[en:commit]] de fusion.',
            rw: 'Garura akazi k’ishami ukoresheje git merge kandi wige itandukaniro riri hagati ya [[en:fast-forward]] na [[en:merge]] commit.',
          },
        },
        {
          id: 'conflicts',
          title: { en: 'Resolving conflicts', fr: 'Résoudre les conflits', rw: 'Gukemura amakimbirane ([[en:conflicts]])' },
          text: {
            en: 'Read conflict markers, decide which lines to keep, test the result and finish the merge, a normal part of teamwork rather than a disaster.',
            fr: 'Lisez les marqueurs de conflit, décidez quelles lignes garder, testez le résultat et terminez la fusion\u00a0: c’est une étape normale du travail en équipe, pas une catastrophe.',
            rw: 'Soma ibimenyetso by’amakimbirane, uhitemo imirongo ugumana, ugerageze igisubizo kandi urangize [[en:merge]]; ni ibisanzwe mu gukorera mu itsinda, si ibyago.',
          },
        },
        {
          id: 'rebase-basics',
          title: { en: 'Rebase basics', fr: 'Les bases du rebase', rw: 'Ibanze bya [[en:rebase]]' },
          text: {
            en: 'Replay your branch on top of the latest main with git rebase for a straight history, and follow the rule never to rebase commits others already use.',
            fr: 'Rejouez votre branche au-dessus de la dernière version de main avec git rebase pour un historique droit, et respectez la règle de ne jamais rebaser des [[en:commits]] que d’autres utilisent déjà.',
            rw: 'Ongera ushyire ishami ryawe hejuru ya [[en:main]] iheruka ukoresheje git rebase kugira ngo amateka agororoke, kandi wubahirize itegeko ryo kutazigera ukora [[en:rebase]] kuri [[en:commits]] abandi basanzwe bakoresha.',
          },
        },
      ],
      project: {
        en: 'Build a small collection of Kinyarwanda proverbs with their meanings in a repository, add new ones in two branches that edit the same file, merge both and resolve the conflict.',
        fr: 'Créez dans un dépôt une petite collection de proverbes kinyarwanda avec leur sens, ajoutez-en de nouveaux dans deux branches qui modifient le même fichier, fusionnez les deux et résolvez le conflit.',
        rw: 'Kora muri [[en:repository]] icyegeranyo gito cy’imigani migufi y’Ikinyarwanda n’ibisobanuro byayo, wongeremo indi mu mashami abiri ahindura dosiye imwe, uyahuze yombi kandi ukemure amakimbirane.',
      },
      weeks: 2,
      resources: [
        resource.learnGitBranching,
        resource.git,
      ],
      curriculum: [
        curriculum.rtbControlVersionSystemL3,
      ],
    },
    {
      id: 'github-and-remotes',
      title: { en: 'GitHub and remote repositories', fr: 'GitHub et dépôts distants', rw: 'GitHub na [[en:repositories]] za kure' },
      goal: {
        en: 'You can connect your computer to GitHub securely, publish repositories, keep them in sync and present your work with a good README and profile.',
        fr: 'Vous savez relier votre ordinateur à GitHub en sécurité, publier des dépôts, les garder synchronisés et présenter votre travail avec un bon README et un bon profil.',
        rw: 'Ushobora guhuza mudasobwa yawe na GitHub mu mutekano, gushyira [[en:repositories]] kuri interineti, kuzihuza buri gihe no kwerekana akazi kawe ukoresheje README nziza na [[en:profile]] nziza.',
      },
      topics: [
        {
          id: 'account-and-ssh',
          title: { en: 'Account and SSH keys', fr: 'Compte et clés SSH', rw: 'Konti na SSH [[en:keys]]' },
          text: {
            en: 'Create a GitHub account with two-factor authentication and connect with an SSH key or a token, never by sharing your password.',
            fr: 'Créez un compte GitHub avec l’authentification à deux facteurs et connectez-vous avec une clé SSH ou un jeton, jamais en partageant votre mot de passe.',
            rw: 'Fungura konti ya GitHub ifite igenzura ry’intambwe ebyiri ([[en:two-factor]]) kandi uyihuze ukoresheje SSH [[en:key]] cyangwa [[en:token]], ntuzigere utanga ijambo ry’ibanga ryawe.',
          },
        },
        {
          id: 'remotes',
          title: { en: 'clone, push, pull and fetch', fr: 'clone, push, pull et fetch', rw: 'clone, push, pull na fetch' },
          text: {
            en: 'Copy a repository with git clone, send commits with git push, and get others’ work with git fetch and git pull, knowing that pull is a fetch followed by a merge.',
            fr: 'Copiez un dépôt avec git clone, envoyez vos [[en:commits]] avec git push, et récupérez le travail des autres avec git fetch et git pull, en sachant que pull est un fetch suivi d’une fusion.',
            rw: 'Kopororora [[en:repository]] ukoresheje git clone, wohereze [[en:commits]] ukoresheje git push, kandi ubone akazi k’abandi ukoresheje git fetch na git pull, uzi ko [[en:pull]] ari fetch ikurikiwe na [[en:merge]].',
          },
        },
        {
          id: 'readme-and-license',
          title: { en: 'README and licence', fr: 'README et licence', rw: 'README na [[en:licence]]' },
          text: {
            en: 'Write a README in Markdown that says what the project does and how to run it, and add a licence so others know how they may use your code.',
            fr: 'Écrivez en Markdown un README qui dit ce que fait le projet et comment le lancer, et ajoutez une licence pour que les autres sachent comment utiliser votre code.',
            rw: 'Andika README muri Markdown ivuga icyo umushinga ukora n’uko ukoreshwa, kandi wongeremo [[en:licence]] kugira ngo abandi bamenye uko bemerewe gukoresha kode yawe.',
          },
        },
        {
          id: 'profile-and-portfolio',
          title: { en: 'Your GitHub profile', fr: 'Votre profil GitHub', rw: '[[en:Profile]] yawe ya GitHub' },
          text: {
            en: 'Pin your best projects and add a profile README, because employers in Rwanda and abroad often look at GitHub before an interview.',
            fr: 'Épinglez vos meilleurs projets et ajoutez un README de profil, car les employeurs, au Rwanda comme ailleurs, regardent souvent GitHub avant un entretien.',
            rw: 'Shyira imbere imishinga yawe myiza kandi wongeremo README ya [[en:profile]], kuko abakoresha bo mu Rwanda n’ahandi bakunze kureba GitHub mbere yo kugirana ikiganiro cy’akazi.',
          },
        },
      ],
      project: {
        en: 'Publish your proverbs collection and your first project on GitHub with a clear README and a licence, then clone them on a second computer or folder, change something there and sync both ways.',
        fr: 'Publiez sur GitHub votre collection de proverbes et votre premier projet avec un README clair et une licence, puis clonez-les sur un autre ordinateur ou dans un autre dossier, modifiez quelque chose et synchronisez dans les deux sens.',
        rw: 'Shyira kuri GitHub icyegeranyo cyawe cy’imigani n’umushinga wawe wa mbere bifite README isobanutse na [[en:licence]], hanyuma ubikopororere kuri indi mudasobwa cyangwa mu bundi bubiko, uhindure ikintu aho kandi uhuze impande zombi.',
      },
      weeks: 1,
      resources: [
        resource.githubDocs,
        resource.githubSkills,
      ],
      curriculum: [
        curriculum.rtbControlVersionSystemL3,
      ],
    },
    {
      id: 'collaborating',
      title: { en: 'Working together on GitHub', fr: 'Travailler ensemble sur GitHub', rw: 'Gufatanya akazi kuri GitHub' },
      goal: {
        en: 'You can take part in a team or open-source project: report and pick up issues, open pull requests, review others’ code and follow a shared workflow.',
        fr: 'Vous savez participer à un projet d’équipe ou open source\u00a0: signaler et prendre des tickets, ouvrir des [[en:pull requests]], relire le code des autres et suivre un flux de travail commun.',
        rw: 'Ushobora kugira uruhare mu mushinga w’itsinda cyangwa wa [[en:open source]]: gutanga no gufata [[en:issues]], gufungura [[en:pull requests]], gusuzuma kode y’abandi no gukurikiza uburyo bw’akazi bumwe.',
      },
      topics: [
        {
          id: 'issues',
          title: { en: 'Issues', fr: 'Tickets ([[en:issues]])', rw: '[[en:Issues]]' },
          text: {
            en: 'Write issues that others can act on, with steps to reproduce a bug or a clear need, and use labels and assignees to organise the work.',
            fr: 'Rédigez des tickets sur lesquels les autres peuvent agir, avec les étapes pour reproduire un bogue ou un besoin clair, et utilisez étiquettes et responsables pour organiser le travail.',
            rw: 'Andika [[en:issues]] abandi bashobora gukoreraho, zirimo intambwe zo kongera kubona ikosa cyangwa icyifuzo gisobanutse, kandi ukoreshe [[en:labels]] n’abashinzwe buri kintu mu gutunganya akazi.',
          },
        },
        {
          id: 'pull-requests',
          title: { en: 'Pull requests', fr: '[[en:Pull requests]]', rw: '[[en:Pull requests]]' },
          text: {
            en: 'Propose changes from a branch with a pull request that explains what and why, link it to its issue and keep it small enough to review.',
            fr: 'Proposez des changements depuis une branche avec une [[en:pull request]] qui explique quoi et pourquoi, reliez-la à son ticket et gardez-la assez petite pour être relue.',
            rw: 'Tanga impinduka ziturutse ku ishami ukoresheje [[en:pull request]] isobanura icyahindutse n’impamvu, uyihuze na [[en:issue]] yayo kandi uyigumane ari nto ku buryo ishobora gusuzumwa.',
          },
        },
        {
          id: 'code-review',
          title: { en: 'Code review', fr: 'Relecture de code', rw: 'Gusuzuma kode' },
          text: {
            en: 'Review others’ pull requests with kind, precise comments and suggestions, and answer reviews of your own work without taking them personally.',
            fr: 'Relisez les [[en:pull requests]] des autres avec des commentaires et suggestions bienveillants et précis, et répondez aux relectures de votre travail sans les prendre personnellement.',
            rw: 'Suzuma [[en:pull requests]] z’abandi ukoresheje ibitekerezo n’inama byubaka kandi bisobanutse, kandi usubize isuzuma ry’akazi kawe utabifata nk’ibikwibasiye.',
          },
        },
        {
          id: 'forks-and-open-source',
          title: { en: 'Forks and open source', fr: 'Forks et open source', rw: 'Forks na [[en:open source]]' },
          text: {
            en: 'Fork a project, keep your fork up to date with the original and read CONTRIBUTING files, so you can make your first open-source contribution.',
            fr: 'Créez un fork d’un projet, tenez-le à jour avec l’original et lisez les fichiers CONTRIBUTING, pour faire votre première contribution open source.',
            rw: 'Kora [[en:fork]] y’umushinga, uyigumishe ijyanye n’umwimerere kandi usome amadosiye ya CONTRIBUTING, kugira ngo ushobore gutanga umusanzu wawe wa mbere muri [[en:open source]].',
          },
        },
        {
          id: 'team-workflows',
          title: { en: 'Team workflows', fr: 'Flux de travail d’équipe', rw: 'Uburyo bw’akazi bw’itsinda' },
          text: {
            en: 'Follow a simple workflow such as GitHub flow with short branches and protected main, and see how teams agree on reviews before merging.',
            fr: 'Suivez un flux simple comme GitHub flow, avec des branches courtes et une branche main protégée, et voyez comment les équipes s’accordent sur les relectures avant de fusionner.',
            rw: 'Kurikiza uburyo bworoshye nka GitHub [[en:flow]] bufite amashami magufi na [[en:main]] irinzwe, kandi urebe uko amatsinda yumvikana ku isuzuma mbere yo guhuza.',
          },
        },
      ],
      project: {
        en: 'With two or three classmates, build a page for a school event in one shared repository using only issues, branches and reviewed pull requests, then make one small fix to a real open-source project.',
        fr: 'Avec deux ou trois camarades, créez la page d’un événement scolaire dans un même dépôt en passant uniquement par des tickets, des branches et des [[en:pull requests]] relues, puis apportez une petite correction à un vrai projet open source.',
        rw: 'Ufatanyije na bagenzi bawe babiri cyangwa batatu, mukore urupapuro rw’igikorwa cy’ishuri muri [[en:repository]] imwe musangiye mukoresheje [[en:issues]], amashami na [[en:pull requests]] zasuzumwe gusa, hanyuma utange ikosora rito ku mushinga nyawo wa [[en:open source]].',
      },
      weeks: 2,
      resources: [
        resource.githubDocs,
        resource.githubSkills,
        { name: 'Open Source Guides', url: 'https://opensource.guide/', kind: 'docs' },
      ],
      curriculum: [
        curriculum.rtbControlVersionSystemL3,
      ],
    },
    {
      id: 'advanced-git',
      title: { en: 'Advanced Git', fr: 'Git avancé', rw: 'Git yo ku rwego rwo hejuru' },
      goal: {
        en: 'You can tidy a branch before sharing it, move single commits around, find the commit that broke something and recover work you thought was lost.',
        fr: 'Vous savez nettoyer une branche avant de la partager, déplacer des [[en:commits]] isolés, trouver le [[en:commit]] qui a cassé quelque chose et récupérer un travail que vous pensiez perdu.',
        rw: 'Ushobora gutunganya ishami mbere yo kurisangiza, kwimura [[en:commits]] zimwe zimwe, kubona commit yangije ikintu no kugarura akazi wibwiraga ko katakaye.',
      },
      topics: [
        {
          id: 'stash',
          title: { en: 'git stash', fr: 'git stash', rw: 'git stash' },
          text: {
            en: 'Put unfinished work aside with git stash to switch branches quickly, then bring it back when you return.',
            fr: 'Mettez de côté un travail inachevé avec git stash pour changer vite de branche, puis récupérez-le à votre retour.',
            rw: 'Shyira ku ruhande akazi kataruzura ukoresheje git stash kugira ngo uhindure ishami vuba, hanyuma ukagarure ugarutse.',
          },
        },
        {
          id: 'interactive-rebase',
          title: { en: 'Interactive rebase and squash', fr: 'Rebase interactif et squash', rw: '[[en:Rebase interactive]] na squash' },
          text: {
            en: 'Reorder, reword and squash your own commits with git rebase -i before opening a pull request, so reviewers read a clean story.',
            fr: 'Réordonnez, renommez et regroupez vos propres [[en:commits]] avec git rebase -i avant d’ouvrir une [[en:pull request]], pour que les relecteurs lisent une histoire propre.',
            rw: 'Hindura uko [[en:commits]] zawe zikurikirana, ubutumwa bwazo kandi uzihuze ukoresheje git rebase -i mbere yo gufungura [[en:pull request]], kugira ngo abasuzuma basome inkuru isukuye.',
          },
        },
        {
          id: 'cherry-pick',
          title: { en: 'cherry-pick', fr: 'cherry-pick', rw: '[[en:cherry-pick]]' },
          text: {
            en: 'Copy one commit from another branch with git cherry-pick, for example a bug fix that must also go into a release branch.',
            fr: 'Copiez un seul [[en:commit]] d’une autre branche avec git cherry-pick, par exemple une correction qui doit aussi aller dans une branche de version.',
            rw: 'Kopororora commit imwe iturutse ku rindi shami ukoresheje git [[en:cherry-pick]], urugero ikosora rigomba no kujya mu ishami rya [[en:release]].',
          },
        },
        {
          id: 'reflog-and-bisect',
          title: { en: 'reflog and bisect', fr: 'reflog et bisect', rw: 'reflog na bisect' },
          text: {
            en: 'Recover lost commits with git reflog, and let git bisect search the history to find exactly which commit introduced a bug.',
            fr: 'Récupérez des [[en:commits]] perdus avec git reflog, et laissez git bisect chercher dans l’historique quel [[en:commit]] exact a introduit un bogue.',
            rw: 'Garura [[en:commits]] zatakaye ukoresheje git reflog, kandi ureke git bisect ishakishe mu mateka commit nyayo yazanye ikosa.',
          },
        },
        {
          id: 'tags-and-releases',
          title: { en: 'Tags and releases', fr: 'Étiquettes et versions', rw: '[[en:Tags]] na [[en:releases]]' },
          text: {
            en: 'Mark versions with annotated tags following semantic versioning, and publish them as GitHub releases with notes on what changed.',
            fr: 'Marquez les versions avec des étiquettes annotées selon le versionnage sémantique, et publiez-les comme [[en:releases]] GitHub avec des notes sur les changements.',
            rw: 'Ranga verisiyo ukoresheje [[en:tags]] zisobanuye zikurikiza [[en:semantic versioning]], kandi uzishyire kuri GitHub nka [[en:releases]] zifite inyandiko ivuga ibyahindutse.',
          },
        },
        {
          id: 'hooks',
          title: { en: 'Git hooks', fr: '[[en:Hooks]] Git', rw: 'Git hooks' },
          text: {
            en: 'Run checks automatically before each commit or push with Git hooks, such as a formatter or tests, so mistakes are caught early.',
            fr: 'Lancez automatiquement des vérifications avant chaque [[en:commit]] ou push avec les [[en:hooks]] Git, comme un formateur ou des tests, pour repérer les erreurs tôt.',
            rw: 'Koresha igenzura ryikora mbere ya buri commit cyangwa push ukoresheje Git hooks, nka [[en:formatter]] cyangwa [[en:tests]], kugira ngo amakosa afatwe hakiri kare.',
          },
        },
      ],
      project: {
        en: 'In a practice repository, hide a bug among twenty commits and find it with git bisect, tidy a messy branch with interactive rebase, and publish version 1.0.0 as a tagged release.',
        fr: 'Dans un dépôt d’entraînement, cachez un bogue parmi vingt [[en:commits]] et trouvez-le avec git bisect, nettoyez une branche désordonnée par rebase interactif, et publiez la version 1.0.0 comme [[en:release]] étiquetée.',
        rw: 'Muri [[en:repository]] y’imyitozo, hisha ikosa muri [[en:commits]] makumyabiri maze urishakishe ukoresheje git bisect, utunganye ishami ridatunganye ukoresheje [[en:rebase interactive]], kandi ushyire ahagaragara verisiyo 1.0.0 nka [[en:release]] ifite tag.',
      },
      weeks: 2,
      resources: [
        resource.git,
        resource.learnGitBranching,
        resource.atlassianGitTutorials,
      ],
      curriculum: [],
    },
    {
      id: 'github-automation',
      title: { en: 'GitHub Actions, Pages and security', fr: 'GitHub Actions, Pages et sécurité', rw: 'GitHub Actions, Pages n’umutekano' },
      goal: {
        en: 'You can automate tests with GitHub Actions, publish a site with GitHub Pages, plan work with GitHub Projects and keep a repository’s dependencies and secrets safe.',
        fr: 'Vous savez automatiser les tests avec GitHub Actions, publier un site avec GitHub Pages, planifier le travail avec GitHub Projects et protéger les dépendances et les secrets d’un dépôt.',
        rw: 'Ushobora gutuma [[en:tests]] zikora ubwazo ukoresheje GitHub Actions, gushyira urubuga kuri interineti ukoresheje GitHub Pages, gutegura akazi ukoresheje GitHub Projects no kurinda [[en:dependencies]] n’ibanga bya [[en:repository]].',
      },
      topics: [
        {
          id: 'github-actions',
          title: { en: 'GitHub Actions', fr: 'GitHub Actions', rw: 'GitHub Actions' },
          text: {
            en: 'Write a workflow file that runs your tests and linter on every push and pull request, so broken code is spotted before it is merged.',
            fr: 'Écrivez un fichier de [[en:workflow]] qui lance vos tests et votre [[en:linter]] à chaque [[en:push]] et [[en:pull request]], pour repérer le code cassé avant la fusion.',
            rw: 'Andika dosiye ya [[en:workflow]] ikoresha [[en:tests]] na [[en:linter]] kuri buri push na [[en:pull request]], kugira ngo kode yangiritse igaragare mbere yo guhuzwa.',
          },
        },
        {
          id: 'github-pages',
          title: { en: 'GitHub Pages', fr: 'GitHub Pages', rw: 'GitHub Pages' },
          text: {
            en: 'Publish a static website for free from a repository with GitHub Pages, a simple way to put a portfolio or project page online.',
            fr: 'Publiez gratuitement un site statique depuis un dépôt avec GitHub Pages\u00a0: une façon simple de mettre en ligne un portfolio ou la page d’un projet.',
            rw: 'Shyira ku buntu urubuga rudahinduka ([[en:static]]) kuri interineti uhereye kuri [[en:repository]] ukoresheje GitHub Pages; ni uburyo bworoshye bwo gushyira [[en:portfolio]] cyangwa urupapuro rw’umushinga ku murongo.',
          },
        },
        {
          id: 'github-projects',
          title: { en: 'GitHub Projects', fr: 'GitHub Projects', rw: 'GitHub Projects' },
          text: {
            en: 'Plan a team’s work on a board built from issues and pull requests, so everyone sees what is to do, in progress and done.',
            fr: 'Planifiez le travail d’une équipe sur un tableau construit à partir des tickets et des [[en:pull requests]], pour que chacun voie ce qui est à faire, en cours et terminé.',
            rw: 'Tegura akazi k’itsinda ku kibaho cyubakiye kuri [[en:issues]] na [[en:pull requests]], kugira ngo buri wese abone ibigomba gukorwa, ibirimo gukorwa n’ibyarangiye.',
          },
        },
        {
          id: 'repository-security',
          title: { en: 'Repository security', fr: 'Sécurité du dépôt', rw: 'Umutekano wa [[en:repository]]' },
          text: {
            en: 'Turn on Dependabot alerts and secret scanning, store keys as encrypted Actions secrets, and remove a leaked password properly by changing it at once.',
            fr: 'Activez les alertes Dependabot et la détection de secrets, rangez les clés dans les secrets chiffrés d’Actions, et traitez correctement un mot de passe divulgué en le changeant immédiatement.',
            rw: 'Fungura imiburo ya Dependabot n’ishakisha ry’ibanga ryasohotse, ubike [[en:keys]] muri [[en:secrets]] za Actions zihishwe, kandi ukemure neza ijambo ry’ibanga ryamenyekanye uhita urihindura.',
          },
        },
        {
          id: 'github-cli',
          title: { en: 'GitHub CLI', fr: 'GitHub CLI', rw: 'GitHub CLI' },
          text: {
            en: 'Use the gh command to open pull requests, check issues and see workflow runs from the terminal, which saves time once you work every day with GitHub.',
            fr: 'Utilisez la commande gh pour ouvrir des [[en:pull requests]], consulter des tickets et voir les exécutions de [[en:workflows]] depuis le terminal\u00a0: un gain de temps quand on travaille chaque jour avec GitHub.',
            rw: 'Koresha itegeko gh gufungura [[en:pull requests]], kureba [[en:issues]] n’uko [[en:workflows]] zakoze uri muri [[en:terminal]]; bikurinda gutakaza igihe iyo ukoresha GitHub buri munsi.',
          },
        },
      ],
      project: {
        en: 'Publish your portfolio with GitHub Pages, add a workflow that checks links or runs tests on every pull request, protect the main branch so merging needs a passing check, and track your next tasks on a project board.',
        fr: 'Publiez votre portfolio avec GitHub Pages, ajoutez un [[en:workflow]] qui vérifie les liens ou lance les tests à chaque [[en:pull request]], protégez la branche main pour qu’une fusion exige une vérification réussie, et suivez vos prochaines tâches sur un tableau de projet.',
        rw: 'Shyira [[en:portfolio]] yawe kuri interineti ukoresheje GitHub Pages, wongeremo [[en:workflow]] igenzura [[en:links]] cyangwa ikoresha [[en:tests]] kuri buri [[en:pull request]], urinde ishami rya [[en:main]] ku buryo guhuza bisaba ko igenzura ryatsinze, kandi ukurikirane imirimo ikurikira ku kibaho cy’umushinga.',
      },
      weeks: 2,
      resources: [
        resource.githubDocs,
        resource.githubSkills,
      ],
      curriculum: [],
    },
  ],
};

export default plan;
