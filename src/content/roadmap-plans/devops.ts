import type { RoadmapPlan } from '../schema/roadmap-plans';
import { resource, curriculum } from '../roadmap-references';

/** DevOps Roadmap: Linux, scripting, Git, networking, web servers, containers, CI/CD, cloud and infrastructure as code, monitoring and Kubernetes. Written by Ubumenyi. */
const plan: RoadmapPlan = {
  id: 'RO4',
  slug: 'devops',
  intro: {
    en: 'For anyone who likes to understand how software is built, shipped and kept running on real servers. You start with Linux, scripting and networking, then learn containers, automated pipelines, the cloud, infrastructure as code and monitoring. Most of it can be practised on one laptop or an old computer turned into a server, before you ever pay for the cloud.',
    fr: 'Pour toute personne qui aime comprendre comment un logiciel est construit, livré et maintenu en marche sur de vrais serveurs. Vous commencez par Linux, les scripts et les réseaux, puis vous apprenez les conteneurs, les chaînes automatisées, le [[en:cloud]], l’infrastructure as code et la supervision. L’essentiel se pratique sur un seul portable ou un vieil ordinateur transformé en serveur, avant de payer le moindre service [[en:cloud]].',
    rw: 'Ni iy’umuntu wese ukunda kumenya uko porogaramu yubakwa, igezwa ku bayikoresha kandi igakomeza gukora kuri seriveri nyazo. Uhera kuri Linux, [[en:scripts]] n’imiyoboro, hanyuma ukiga [[en:containers]], inzira zikora ubwazo ([[en:pipelines]]), [[en:cloud]], [[en:infrastructure as code]] no gukurikirana imikorere. Ibyinshi ushobora kubyitoza kuri mudasobwa imwe cyangwa mudasobwa ishaje wahinduye seriveri, mbere y’uko wishyura serivisi za [[en:cloud]].',
  },
  followsRoadmapSh: true,
  updated: '2026-11-25',
  stages: [
    {
      id: 'linux-and-the-terminal',
      title: { en: 'Linux and the terminal', fr: 'Linux et le terminal', rw: 'Linux na [[en:terminal]]' },
      goal: {
        en: 'You can install a Linux server, work comfortably in the terminal, manage users, files, packages and services, and find out why something is not running.',
        fr: 'Vous savez installer un serveur Linux, travailler à l’aise dans le terminal, gérer utilisateurs, fichiers, paquets et services, et trouver pourquoi quelque chose ne tourne pas.',
        rw: 'Ushobora gushyiraho seriveri ya Linux, gukorera muri [[en:terminal]] nta nkomyi, gucunga abakoresha, amadosiye, amapaki na serivisi, no kumenya impamvu ikintu kidakora.',
      },
      topics: [
        {
          id: 'operating-system-concepts',
          title: { en: 'How an operating system works', fr: 'Comment fonctionne un système d’exploitation', rw: 'Uko système d’exploitation ikora' },
          text: {
            en: 'Learn what processes, memory, the file system and the kernel are, because every problem you debug on a server comes back to one of them.',
            fr: 'Apprenez ce que sont les processus, la mémoire, le système de fichiers et le noyau, car chaque problème que vous déboguerez sur un serveur revient à l’un d’eux.',
            rw: 'Iga icyo [[en:processes]], [[en:memory]], uburyo amadosiye abikwa ([[en:file system]]) na [[en:kernel]] ari byo, kuko buri kibazo uzashakira igisubizo kuri seriveri gishingiye kuri kimwe muri byo.',
          },
        },
        {
          id: 'terminal-commands',
          title: { en: 'Everyday terminal commands', fr: 'Commandes courantes du terminal', rw: 'Amabwiriza ya buri munsi ya [[en:terminal]]' },
          text: {
            en: 'Move around, search files with grep and find, read logs with less and tail, and chain commands with pipes, the daily toolkit of DevOps work.',
            fr: 'Déplacez-vous, cherchez dans les fichiers avec grep et find, lisez les journaux avec less et tail, et enchaînez les commandes avec des pipes\u00a0: la boîte à outils quotidienne du DevOps.',
            rw: 'Imuka mu bubiko, ushakishe mu madosiye ukoresheje grep na find, usome [[en:logs]] ukoresheje less na tail, kandi uhuze amabwiriza ukoresheje [[en:pipes]], kuko ari byo bikoresho bya buri munsi by’akazi ka DevOps.',
          },
        },
        {
          id: 'users-and-permissions',
          title: { en: 'Users and permissions', fr: 'Utilisateurs et permissions', rw: 'Abakoresha n’uburenganzira' },
          text: {
            en: 'Create users and groups, read and set file permissions, and use sudo carefully, since most security mistakes on servers are permission mistakes.',
            fr: 'Créez utilisateurs et groupes, lisez et réglez les permissions des fichiers et utilisez sudo avec prudence, car la plupart des erreurs de sécurité sur un serveur sont des erreurs de permissions.',
            rw: 'Rema abakoresha n’amatsinda, usome kandi ugene uburenganzira ku madosiye, ukoreshe sudo witonze, kuko amakosa menshi y’umutekano kuri seriveri aturuka ku burenganzira butatanzwe neza.',
          },
        },
        {
          id: 'packages-and-services',
          title: { en: 'Packages and services', fr: 'Paquets et services', rw: 'Amapaki na serivisi' },
          text: {
            en: 'Install software with the package manager and start, stop and inspect services with systemd, so you can run and repair programs on any server.',
            fr: 'Installez des logiciels avec le gestionnaire de paquets et démarrez, arrêtez et inspectez les services avec systemd, pour faire tourner et réparer des programmes sur n’importe quel serveur.',
            rw: 'Shyiraho porogaramu ukoresheje porogaramu icunga amapaki, kandi utangize, uhagarike kandi usuzume serivisi ukoresheje systemd, kugira ngo ubashe gukoresha no gusana porogaramu kuri seriveri iyo ari yo yose.',
          },
        },
        {
          id: 'resources-and-processes',
          title: { en: 'Processes, disk and memory', fr: 'Processus, disque et mémoire', rw: '[[en:Processes]], disiki na [[en:memory]]' },
          text: {
            en: 'Check running processes, CPU, memory and disk space with tools such as top, df and du, because a full disk is one of the most common causes of outages.',
            fr: 'Surveillez processus, processeur, mémoire et espace disque avec des outils comme top, df et du, car un disque plein est l’une des causes de panne les plus fréquentes.',
            rw: 'Reba [[en:processes]] ziri gukora, CPU, [[en:memory]] n’umwanya uri kuri disiki ukoresheje ibikoresho nka top, df na du, kuko disiki yuzuye ari imwe mu mpamvu zikunze gutuma serivisi zihagarara.',
          },
        },
      ],
      project: {
        en: 'Turn an old laptop or a virtual machine into an Ubuntu server, create accounts for three classmates with the right permissions, and keep a written log of every command you needed.',
        fr: 'Transformez un vieux portable ou une machine virtuelle en serveur Ubuntu, créez des comptes pour trois camarades avec les bonnes permissions, et tenez un journal écrit de chaque commande utilisée.',
        rw: 'Hindura mudasobwa ishaje cyangwa [[en:virtual machine]] seriveri ya Ubuntu, urememo konti z’abanyeshuri bagenzi bawe batatu zifite uburenganzira bukwiye, kandi wandike buri bwiriza wakeneye gukoresha.',
      },
      weeks: 5,
      resources: [
        { name: 'Linux Journey', url: 'https://linuxjourney.com/', kind: 'course' },
        resource.theMissingSemesterMit,
        { name: 'Ubuntu tutorials', url: 'https://ubuntu.com/tutorials', kind: 'docs' },
      ],
      curriculum: [],
    },
    {
      id: 'scripting',
      title: { en: 'Scripting with Bash and Python', fr: 'Scripts en Bash et en Python', rw: '[[en:Scripts]] za Bash na Python' },
      goal: {
        en: 'You can automate a repetitive job with a Bash script or a short Python program that handles errors and can run on a schedule.',
        fr: 'Vous savez automatiser une tâche répétitive avec un script Bash ou un court programme Python qui gère les erreurs et peut tourner à heure fixe.',
        rw: 'Ushobora gukoresha imashini umurimo usubirwamo ukoresheje [[en:script]] ya Bash cyangwa porogaramu ngufi ya Python ikemura amakosa kandi ishobora gukora ku masaha yagenwe.',
      },
      topics: [
        {
          id: 'bash-scripts',
          title: { en: 'Bash scripts', fr: 'Scripts Bash', rw: '[[en:Scripts]] za Bash' },
          text: {
            en: 'Write Bash scripts with variables, conditions, loops and exit codes, and check them with ShellCheck, because small scripts glue most servers together.',
            fr: 'Écrivez des scripts Bash avec variables, conditions, boucles et codes de sortie, et vérifiez-les avec ShellCheck, car ce sont de petits scripts qui relient la plupart des serveurs.',
            rw: 'Andika [[en:scripts]] za Bash zifite impinduragaciro, if, imizingo na [[en:exit codes]], uzisuzume ukoresheje ShellCheck, kuko [[en:scripts]] nto ari zo zihuza imikorere ya seriveri nyinshi.',
          },
        },
        {
          id: 'python-for-automation',
          title: { en: 'Python for automation', fr: 'Python pour l’automatisation', rw: 'Python mu gukoresha imashini imirimo' },
          text: {
            en: 'Learn enough Python to read files, call APIs and parse JSON and YAML, for jobs that become too complex for Bash.',
            fr: 'Apprenez assez de Python pour lire des fichiers, appeler des API et analyser du JSON et du YAML, pour les tâches qui deviennent trop complexes pour Bash.',
            rw: 'Iga Python ihagije yo gusoma amadosiye, guhamagara API no gusoma JSON na YAML, ku mirimo iba igoye cyane kuri Bash.',
          },
        },
        {
          id: 'scheduling',
          title: { en: 'Scheduled jobs', fr: 'Tâches planifiées', rw: 'Imirimo ikorwa ku gihe cyagenwe' },
          text: {
            en: 'Run scripts at fixed times with cron or systemd timers, and send their output to a log, so nightly jobs run even when nobody is watching.',
            fr: 'Lancez des scripts à heure fixe avec cron ou les timers systemd et envoyez leur sortie dans un journal, pour que les tâches de nuit tournent même sans surveillance.',
            rw: 'Koresha [[en:scripts]] ku masaha yagenwe ukoresheje cron cyangwa systemd [[en:timers]], kandi ibyo zisohora ubyandike muri [[en:log]], kugira ngo imirimo ya nijoro ikore n’iyo nta muntu uyireba.',
          },
        },
        {
          id: 'text-processing',
          title: { en: 'Text processing', fr: 'Traitement de texte', rw: 'Gutunganya inyandiko' },
          text: {
            en: 'Use grep, sed, awk and jq to pull facts out of logs and JSON, a quick way to answer questions such as which page failed most today.',
            fr: 'Utilisez grep, sed, awk et jq pour tirer des informations des journaux et du JSON\u00a0: une façon rapide de savoir, par exemple, quelle page a le plus échoué aujourd’hui.',
            rw: 'Koresha grep, sed, awk na jq mu gukura amakuru muri [[en:logs]] no muri JSON, uburyo bwihuse bwo gusubiza ibibazo nk’urupapuro rwananiranye kurusha izindi uyu munsi.',
          },
        },
      ],
      project: {
        en: 'Write a backup script for a school’s shared folder that compresses it, keeps the last seven copies, logs the result, and runs every night at 2 a.m. with cron.',
        fr: 'Écrivez un script de sauvegarde pour le dossier partagé d’une école qui le compresse, garde les sept dernières copies, note le résultat dans un journal et tourne chaque nuit à 2 h avec cron.',
        rw: 'Andika [[en:script]] ibika kopi y’ububiko busangiwe bw’ishuri: iyigabanya ingano, igumana kopi zirindwi za nyuma, ikandika uko byagenze muri [[en:log]], kandi igakora buri joro saa munani ukoresheje cron.',
      },
      weeks: 4,
      resources: [
        resource.theMissingSemesterMit,
        { name: 'ShellCheck', url: 'https://www.shellcheck.net/', kind: 'tool' },
        resource.pythonDocumentation,
      ],
      curriculum: [],
    },
    {
      id: 'git',
      title: { en: 'Git and version control', fr: 'Git et contrôle de versions', rw: 'Git no kugenzura verisiyo' },
      goal: {
        en: 'You keep scripts and configuration in Git, work with branches and pull requests, and can recover from common mistakes.',
        fr: 'Vous gardez scripts et configurations dans Git, travaillez avec branches et [[en:pull requests]], et savez réparer les erreurs courantes.',
        rw: 'Ubika [[en:scripts]] n’igenamiterere muri Git, ugakorana n’amashami na [[en:pull requests]], kandi uzi gukosora amakosa akunze kubaho.',
      },
      topics: [
        {
          id: 'git-basics',
          title: { en: 'Commits, branches and merges', fr: '[[en:Commits]], branches et fusions', rw: '[[en:Commits]], amashami no kuyahuza' },
          text: {
            en: 'Commit often, branch for each change and merge with care, because in DevOps your servers’ configuration lives in Git too.',
            fr: 'Faites des [[en:commits]] souvent, une branche par changement et des fusions soignées, car en DevOps la configuration de vos serveurs vit aussi dans Git.',
            rw: 'Kora [[en:commits]] kenshi, ishami kuri buri mpinduka kandi uhuze amashami witonze, kuko muri DevOps n’igenamiterere rya seriveri zawe ribikwa muri Git.',
          },
        },
        {
          id: 'remote-collaboration',
          title: { en: 'GitHub or GitLab', fr: 'GitHub ou GitLab', rw: 'GitHub cyangwa GitLab' },
          text: {
            en: 'Use a hosting service such as GitHub or GitLab for pull requests and reviews, the place where your pipelines will later start.',
            fr: 'Utilisez un service comme GitHub ou GitLab pour les [[en:pull requests]] et les relectures\u00a0: c’est là que démarreront plus tard vos [[en:pipelines]].',
            rw: 'Koresha serivisi nka GitHub cyangwa GitLab kuri [[en:pull requests]] no gusuzuma kode, kuko ari ho [[en:pipelines]] zawe zizajya zitangirira nyuma.',
          },
        },
        {
          id: 'recovering',
          title: { en: 'Undoing mistakes', fr: 'Réparer ses erreurs', rw: 'Gukosora amakosa' },
          text: {
            en: 'Learn revert, reset, stash and reflog, and never put passwords in a repository, since a leaked secret stays in the history.',
            fr: 'Apprenez revert, reset, stash et reflog, et ne mettez jamais de mot de passe dans un dépôt, car un secret divulgué reste dans l’historique.',
            rw: 'Iga revert, reset, stash na reflog, kandi ntuzigere ushyira ijambo ry’ibanga muri [[en:repository]], kuko ibanga ryagiye ahagaragara risigara mu mateka.',
          },
        },
      ],
      project: {
        en: 'Put your backup script and server notes in a Git repository, improve the script through a pull request, and add a README that explains how to install it.',
        fr: 'Mettez votre script de sauvegarde et vos notes de serveur dans un dépôt Git, améliorez le script par une [[en:pull request]] et ajoutez un README qui explique comment l’installer.',
        rw: 'Shyira [[en:script]] yawe ya [[en:backup]] n’inyandiko za seriveri muri [[en:repository]] ya Git, unoze [[en:script]] unyuze kuri [[en:pull request]], kandi wongeremo README isobanura uko ishyirwaho.',
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
      id: 'networking',
      title: { en: 'Networking and protocols', fr: 'Réseaux et protocoles', rw: 'Imiyoboro na [[en:protocols]]' },
      goal: {
        en: 'You can explain how traffic reaches a server, configure addresses, ports and firewalls, and diagnose a connection that does not work.',
        fr: 'Vous savez expliquer comment le trafic atteint un serveur, configurer adresses, ports et pare-feu, et diagnostiquer une connexion qui ne marche pas.',
        rw: 'Ushobora gusobanura uko ibinyura ku muyoboro bigera kuri seriveri, gutunganya aderesi, [[en:ports]] na [[en:firewall]], no gushakisha impamvu ihuzanya ridakora.',
      },
      topics: [
        {
          id: 'ip-and-ports',
          title: { en: 'IP addresses, subnets and ports', fr: 'Adresses IP, sous-réseaux et ports', rw: 'Aderesi za IP, [[en:subnets]] na [[en:ports]]' },
          text: {
            en: 'Understand IP addresses, subnets, routing and ports, and the difference between TCP and UDP, the ground every other networking idea stands on.',
            fr: 'Comprenez les adresses IP, les sous-réseaux, le routage et les ports, et la différence entre TCP et UDP\u00a0: le sol sur lequel repose toute autre notion de réseau.',
            rw: 'Sobanukirwa aderesi za IP, [[en:subnets]], [[en:routing]] na [[en:ports]], n’itandukaniro hagati ya TCP na UDP, kuko ari ryo shingiro ry’ibindi byose byerekeye imiyoboro.',
          },
        },
        {
          id: 'dns',
          title: { en: 'DNS', fr: 'DNS', rw: 'DNS' },
          text: {
            en: 'Learn how DNS records such as A, CNAME and MX work and how long changes take to spread, because many outages are really DNS mistakes.',
            fr: 'Apprenez le fonctionnement des enregistrements DNS comme A, CNAME et MX et le temps que mettent les changements à se propager, car beaucoup de pannes sont en fait des erreurs de DNS.',
            rw: 'Iga uko DNS [[en:records]] nka A, CNAME na MX zikora n’igihe impinduka zimara kugira ngo zigere hose, kuko ibibazo byinshi byo guhagarara kwa serivisi biba ari amakosa ya DNS.',
          },
        },
        {
          id: 'http-tls-ssh',
          title: { en: 'HTTP, TLS and SSH', fr: 'HTTP, TLS et SSH', rw: 'HTTP, TLS na SSH' },
          text: {
            en: 'Know how HTTP works, how TLS certificates protect it, and how to log in with SSH keys instead of passwords.',
            fr: 'Sachez comment fonctionne HTTP, comment les certificats TLS le protègent, et comment se connecter avec des clés SSH plutôt qu’avec des mots de passe.',
            rw: 'Menya uko HTTP ikora, uko [[en:certificates]] za TLS ziyirinda, n’uko winjira ukoresheje SSH [[en:keys]] aho gukoresha amagambo y’ibanga.',
          },
        },
        {
          id: 'firewalls-and-diagnosis',
          title: { en: 'Firewalls and troubleshooting', fr: 'Pare-feu et dépannage', rw: '[[en:Firewall]] no gushakisha ibibazo' },
          text: {
            en: 'Open only the ports you need with a firewall, and use ping, traceroute, dig, curl and ss to find where a connection breaks.',
            fr: 'N’ouvrez que les ports nécessaires avec un pare-feu, et utilisez ping, traceroute, dig, curl et ss pour trouver où une connexion se rompt.',
            rw: 'Fungura gusa [[en:ports]] ukeneye ukoresheje [[en:firewall]], kandi ukoreshe ping, traceroute, dig, curl na ss mu kumenya aho ihuzanya ripfira.',
          },
        },
      ],
      project: {
        en: 'Draw the network of a school computer lab, from each computer to the internet provider, then lock down your Ubuntu server so that only SSH with keys and web traffic are allowed.',
        fr: 'Dessinez le réseau de la salle informatique d’une école, de chaque ordinateur jusqu’au fournisseur d’accès, puis verrouillez votre serveur Ubuntu pour n’autoriser que SSH avec clés et le trafic web.',
        rw: 'Shushanya umuyoboro w’icyumba cya mudasobwa cy’ishuri, uhereye kuri buri mudasobwa kugeza ku kigo gitanga interineti, hanyuma ufunge seriveri yawe ya Ubuntu ku buryo hemerwa gusa SSH ikoresha [[en:keys]] n’ibinyura ku rubuga.',
      },
      weeks: 3,
      resources: [
        { name: 'Cloudflare Learning Center', url: 'https://www.cloudflare.com/learning/', kind: 'course' },
        resource.mdnWebDocs,
      ],
      curriculum: [
        curriculum.rtbNetworkingFundamentalsL4,
        curriculum.rebComputerNetworks,
      ],
    },
    {
      id: 'web-servers',
      title: { en: 'Web servers and proxies', fr: 'Serveurs web et proxies', rw: '[[en:Web servers]] na [[en:proxies]]' },
      goal: {
        en: 'You can serve a website with Nginx, put it behind HTTPS, and use Nginx as a reverse proxy and load balancer in front of an application.',
        fr: 'Vous savez servir un site avec Nginx, le passer en HTTPS, et utiliser Nginx comme proxy inverse et répartiteur de charge devant une application.',
        rw: 'Ushobora gutanga urubuga ukoresheje Nginx, kurushyira kuri HTTPS, no gukoresha Nginx nka [[en:reverse proxy]] na [[en:load balancer]] imbere ya porogaramu.',
      },
      topics: [
        {
          id: 'nginx-basics',
          title: { en: 'Serving a site with Nginx', fr: 'Servir un site avec Nginx', rw: 'Gutanga urubuga ukoresheje Nginx' },
          text: {
            en: 'Install Nginx, write server blocks for one or more sites and read its access and error logs, since Nginx fronts a large share of the web.',
            fr: 'Installez Nginx, écrivez des blocs server pour un ou plusieurs sites et lisez ses journaux d’accès et d’erreurs, car Nginx est devant une grande partie du web.',
            rw: 'Shyiraho Nginx, wandike [[en:server blocks]] z’urubuga rumwe cyangwa nyinshi, kandi usome [[en:logs]] zayo z’abasuye n’iz’amakosa, kuko Nginx iri imbere y’igice kinini cy’imbuga.',
          },
        },
        {
          id: 'https-certificates',
          title: { en: 'Free HTTPS certificates', fr: 'Certificats HTTPS gratuits', rw: '[[en:Certificates]] za HTTPS z’ubuntu' },
          text: {
            en: 'Get and renew free certificates from Let’s Encrypt automatically, so every site you run is encrypted without extra cost.',
            fr: 'Obtenez et renouvelez automatiquement des certificats gratuits auprès de Let’s Encrypt, pour que chaque site que vous gérez soit chiffré sans frais.',
            rw: 'Bona kandi uvugurure mu buryo bwikora [[en:certificates]] z’ubuntu za Let’s Encrypt, kugira ngo buri rubuga ucunga rube rufunze mu ibanga nta kiguzi.',
          },
        },
        {
          id: 'reverse-proxy',
          title: { en: 'Reverse proxy and load balancing', fr: 'Proxy inverse et répartition de charge', rw: '[[en:Reverse proxy]] na [[en:load balancing]]' },
          text: {
            en: 'Forward requests to an app running on another port and spread them over several copies, which is how one domain can serve many services.',
            fr: 'Transmettez les requêtes à une application qui tourne sur un autre port et répartissez-les entre plusieurs copies\u00a0: c’est ainsi qu’un seul domaine sert plusieurs services.',
            rw: 'Ohereza ibisabwa kuri porogaramu ikorera ku yindi [[en:port]] kandi ubigabanye kuri kopi zayo nyinshi, kuko ari ko izina rimwe ry’urubuga rishobora gutanga serivisi nyinshi.',
          },
        },
        {
          id: 'server-hardening',
          title: { en: 'Hardening a server', fr: 'Sécuriser un serveur', rw: 'Gukomeza umutekano wa seriveri' },
          text: {
            en: 'Apply updates, disable password log-in, use fail2ban and keep only the services you need, because any server on the internet is attacked within minutes.',
            fr: 'Appliquez les mises à jour, désactivez la connexion par mot de passe, utilisez fail2ban et ne gardez que les services utiles, car tout serveur sur Internet est attaqué en quelques minutes.',
            rw: 'Shyiraho ibivugururwa, uhagarike kwinjira ukoresheje ijambo ry’ibanga, ukoreshe fail2ban kandi usigaze serivisi ukeneye gusa, kuko seriveri yose iri kuri interineti itangira kugabwaho ibitero mu minota mike.',
          },
        },
      ],
      project: {
        en: 'Host a static website for a local football club on your server with Nginx and HTTPS, and put a small app on another port behind the same domain as a reverse proxy.',
        fr: 'Hébergez sur votre serveur le site statique d’un club de football local avec Nginx et HTTPS, et placez une petite application tournant sur un autre port derrière le même domaine, en proxy inverse.',
        rw: 'Shyira kuri seriveri yawe urubuga rudahinduka rw’ikipe y’umupira w’amaguru yo mu gace utuyemo, ukoresheje Nginx na HTTPS, hanyuma ushyire porogaramu nto ikorera ku yindi [[en:port]] inyuma y’izina rimwe ry’urubuga ukoresheje [[en:reverse proxy]].',
      },
      weeks: 3,
      resources: [
        resource.nginx,
        { name: 'Let’s Encrypt', url: 'https://letsencrypt.org/', kind: 'tool' },
      ],
      curriculum: [],
    },
    {
      id: 'containers',
      title: { en: 'Containers with Docker', fr: 'Conteneurs avec Docker', rw: '[[en:Containers]] ukoresheje Docker' },
      goal: {
        en: 'You can package any application as a small, secure Docker image and run a multi-container app with its database using Compose.',
        fr: 'Vous savez empaqueter n’importe quelle application en une image Docker légère et sûre, et faire tourner une application à plusieurs conteneurs avec sa base grâce à Compose.',
        rw: 'Ushobora gupfunyika porogaramu iyo ari yo yose muri Docker [[en:image]] nto kandi itekanye, no gukoresha porogaramu igizwe na [[en:containers]] nyinshi n’ububiko bwayo ukoresheje Compose.',
      },
      topics: [
        {
          id: 'containers-vs-vms',
          title: { en: 'Containers and virtual machines', fr: 'Conteneurs et machines virtuelles', rw: '[[en:Containers]] na [[en:virtual machines]]' },
          text: {
            en: 'Understand what a container shares with its host and what a virtual machine does not, so you can pick the right tool for each job.',
            fr: 'Comprenez ce qu’un conteneur partage avec son hôte et ce qu’une machine virtuelle ne partage pas, pour choisir le bon outil selon le besoin.',
            rw: 'Sobanukirwa ibyo [[en:container]] isangira na mudasobwa iyakiriye n’ibyo [[en:virtual machine]] idasangira nayo, kugira ngo uhitemo igikoresho gikwiye kuri buri murimo.',
          },
        },
        {
          id: 'dockerfiles',
          title: { en: 'Writing Dockerfiles', fr: 'Écrire des Dockerfiles', rw: 'Kwandika Dockerfiles' },
          text: {
            en: 'Write Dockerfiles with small base images, multi-stage builds and a non-root user, because smaller images download faster and expose less.',
            fr: 'Écrivez des Dockerfiles avec des images de base légères, des builds multi-étapes et un utilisateur non root, car des images plus petites se téléchargent plus vite et exposent moins.',
            rw: 'Andika Dockerfiles zikoresha [[en:base images]] nto, [[en:multi-stage builds]] n’umukoresha utari root, kuko [[en:images]] nto zikurwamo vuba kandi zigasigira ibitero icyuho gito.',
          },
        },
        {
          id: 'volumes-and-networks',
          title: { en: 'Volumes and networks', fr: 'Volumes et réseaux', rw: '[[en:Volumes]] na [[en:networks]]' },
          text: {
            en: 'Keep data in volumes so it survives a restart, and connect containers on their own networks, so a database is never exposed by accident.',
            fr: 'Gardez les données dans des volumes pour qu’elles survivent à un redémarrage, et reliez les conteneurs sur leurs propres réseaux pour qu’une base ne soit jamais exposée par accident.',
            rw: 'Bika amakuru muri [[en:volumes]] kugira ngo adasibika iyo [[en:container]] yongeye gutangira, kandi uhuze [[en:containers]] ku miyoboro yazo bwite, kugira ngo ububiko bw’amakuru butagaragara ku bw’impanuka.',
          },
        },
        {
          id: 'compose-and-registries',
          title: { en: 'Compose and registries', fr: 'Compose et registres', rw: 'Compose na [[en:registries]]' },
          text: {
            en: 'Describe a whole app in a Compose file and push images to a registry, so the same image runs in testing and in production.',
            fr: 'Décrivez une application entière dans un fichier Compose et poussez les images vers un registre, pour que la même image tourne en test et en production.',
            rw: 'Sobanura porogaramu yose mu idosiye ya Compose kandi wohereze [[en:images]] muri [[en:registry]], kugira ngo [[en:image]] imwe ikoreshwe mu igerageza no ku bakoresha nyabo.',
          },
        },
      ],
      project: {
        en: 'Containerise a small web app with its PostgreSQL database, for example a school library loans app, with Compose, a volume for the data and an image under 200 MB.',
        fr: 'Mettez en conteneurs une petite application web avec sa base PostgreSQL, par exemple la gestion des prêts d’une bibliothèque scolaire, avec Compose, un volume pour les données et une image de moins de 200 Mo.',
        rw: 'Shyira muri [[en:containers]] porogaramu nto y’urubuga n’ububiko bwayo bwa PostgreSQL, nk’iya gucunga ibitabo bitirwa mu isomero ry’ishuri, ukoresheje Compose, [[en:volume]] y’amakuru na [[en:image]] itarengeje MB 200.',
      },
      weeks: 4,
      resources: [
        resource.dockerDocs,
      ],
      curriculum: [],
    },
    {
      id: 'ci-cd',
      title: { en: 'CI/CD pipelines', fr: '[[en:Pipelines]] CI/CD', rw: '[[en:Pipelines]] za CI/CD' },
      goal: {
        en: 'You can build a pipeline that tests every change, builds an image, and deploys it automatically once checks pass, with secrets kept out of the code.',
        fr: 'Vous savez construire un [[en:pipeline]] qui teste chaque changement, construit une image et la déploie automatiquement une fois les contrôles passés, sans secrets dans le code.',
        rw: 'Ushobora kubaka [[en:pipeline]] igerageza buri mpinduka, ikubaka [[en:image]] kandi ikayishyira ku murongo ubwayo iyo igenzura ryatsinze, amabanga atari muri kode.',
      },
      topics: [
        {
          id: 'continuous-integration',
          title: { en: 'Continuous integration', fr: 'Intégration continue', rw: 'Kugenzura kode buri gihe (CI)' },
          text: {
            en: 'Run linting and tests on every push with GitHub Actions or GitLab CI, so problems are caught minutes after they are written.',
            fr: 'Lancez l’analyse du code et les tests à chaque [[en:push]] avec GitHub Actions ou GitLab CI, pour repérer les problèmes quelques minutes après leur écriture.',
            rw: 'Koresha isuzuma rya kode n’igerageza buri uko wohereje kode ukoresheje GitHub Actions cyangwa GitLab CI, kugira ngo ibibazo bigaragare iminota mike nyuma yo kwandikwa.',
          },
        },
        {
          id: 'build-and-release',
          title: { en: 'Building and tagging images', fr: 'Construire et étiqueter les images', rw: 'Kubaka no kwita [[en:images]]' },
          text: {
            en: 'Build a Docker image in the pipeline, tag it with the commit or version and push it to a registry, so you always know exactly what is running.',
            fr: 'Construisez une image Docker dans le [[en:pipeline]], étiquetez-la avec le [[en:commit]] ou la version et poussez-la vers un registre, pour savoir toujours exactement ce qui tourne.',
            rw: 'Kora Docker [[en:image]] muri [[en:pipeline]], uyiteho ikimenyetso cya commit cyangwa verisiyo kandi uyohereze muri [[en:registry]], kugira ngo uhore umenya neza ikiri gukora.',
          },
        },
        {
          id: 'continuous-deployment',
          title: { en: 'Deployment strategies', fr: 'Stratégies de déploiement', rw: 'Uburyo bwo gushyira ku murongo' },
          text: {
            en: 'Deploy automatically to a test environment and then to production, and learn rolling and blue-green releases and how to roll back quickly.',
            fr: 'Déployez automatiquement vers un environnement de test puis en production, et apprenez les déploiements progressifs et [[en:blue-green]] ainsi que le retour arrière rapide.',
            rw: 'Shyira porogaramu ubwayo aho igeragerezwa hanyuma ku bakoresha nyabo, kandi wige uburyo bwa [[en:rolling]] na [[en:blue-green]] n’uko usubira vuba kuri verisiyo ibanza.',
          },
        },
        {
          id: 'secrets',
          title: { en: 'Secrets management', fr: 'Gestion des secrets', rw: 'Gucunga amabanga' },
          text: {
            en: 'Keep passwords and keys in the pipeline’s secret store or a vault, never in the repository, and give each job only the access it needs.',
            fr: 'Gardez mots de passe et clés dans le coffre à secrets du [[en:pipeline]] ou dans un vault, jamais dans le dépôt, et ne donnez à chaque tâche que les accès nécessaires.',
            rw: 'Bika amagambo y’ibanga na [[en:keys]] mu bubiko bw’amabanga bwa [[en:pipeline]] cyangwa muri [[en:vault]], ntibijye muri [[en:repository]], kandi buri murimo uhabwe uburenganzira ukeneye gusa.',
          },
        },
      ],
      project: {
        en: 'Give the library app a GitHub Actions pipeline that tests each pull request, builds and pushes an image on merge, and redeploys it to your server over SSH.',
        fr: 'Dotez l’application de bibliothèque d’un [[en:pipeline]] GitHub Actions qui teste chaque [[en:pull request]], construit et pousse une image à chaque fusion, et la redéploie sur votre serveur par SSH.',
        rw: 'Ha porogaramu y’isomero [[en:pipeline]] ya GitHub Actions igerageza buri [[en:pull request]], ikubaka kandi ikohereza [[en:image]] buri uko habaye guhuza, hanyuma ikongera kuyishyira kuri seriveri yawe inyuze kuri SSH.',
      },
      weeks: 3,
      resources: [
        resource.githubDocs,
        { name: 'GitLab Docs', url: 'https://docs.gitlab.com/', kind: 'docs' },
      ],
      curriculum: [],
    },
    {
      id: 'cloud-and-infrastructure-as-code',
      title: { en: 'Cloud and infrastructure as code', fr: '[[en:Cloud]] et infrastructure as code', rw: '[[en:Cloud]] na [[en:infrastructure as code]]' },
      goal: {
        en: 'You can use the core services of one cloud provider and describe servers, networks and databases in code that Terraform and Ansible apply for you.',
        fr: 'Vous savez utiliser les services de base d’un fournisseur [[en:cloud]] et décrire serveurs, réseaux et bases de données dans du code que Terraform et Ansible appliquent pour vous.',
        rw: 'Ushobora gukoresha serivisi z’ibanze z’ikigo kimwe gitanga [[en:cloud]], no gusobanura seriveri, imiyoboro n’ububiko bw’amakuru muri kode Terraform na Ansible bishyira mu bikorwa mu mwanya wawe.',
      },
      topics: [
        {
          id: 'cloud-basics',
          title: { en: 'Core cloud services', fr: 'Services [[en:cloud]] de base', rw: 'Serivisi z’ibanze za [[en:cloud]]' },
          text: {
            en: 'Learn one provider’s virtual machines, storage, managed databases, networks and access control, and set a budget alert on the very first day.',
            fr: 'Apprenez, chez un fournisseur, les machines virtuelles, le stockage, les bases gérées, les réseaux et le contrôle d’accès, et réglez une alerte de budget dès le premier jour.',
            rw: 'Iga ku kigo kimwe gitanga [[en:cloud virtual machines]], ububiko, [[en:databases]] bacunga, imiyoboro n’igenzura ry’uburenganzira, kandi ushyireho umuburo w’ingengo y’imari ku munsi wa mbere.',
          },
        },
        {
          id: 'terraform',
          title: { en: 'Provisioning with Terraform', fr: 'Provisionner avec Terraform', rw: 'Kurema ibikorwa remezo na Terraform' },
          text: {
            en: 'Describe infrastructure in Terraform files, review the plan before applying it and keep the state safe; if you have no cloud account, practise against Docker locally.',
            fr: 'Décrivez l’infrastructure dans des fichiers Terraform, relisez le plan avant de l’appliquer et protégez l’état\u00a0; sans compte [[en:cloud]], entraînez-vous avec Docker en local.',
            rw: 'Sobanura ibikorwa remezo mu madosiye ya Terraform, usuzume [[en:plan]] mbere yo kuyishyira mu bikorwa kandi ubike [[en:state]] neza; niba nta konti ya [[en:cloud]] ufite, witoze ukoresheje Docker kuri mudasobwa yawe.',
          },
        },
        {
          id: 'ansible',
          title: { en: 'Configuration with Ansible', fr: 'Configuration avec Ansible', rw: 'Igenamiterere na Ansible' },
          text: {
            en: 'Write Ansible playbooks that install and configure software on many servers at once, so that setting up the tenth server takes the same minutes as the first.',
            fr: 'Écrivez des [[en:playbooks]] Ansible qui installent et configurent des logiciels sur plusieurs serveurs à la fois, pour que préparer le dixième serveur prenne autant de minutes que le premier.',
            rw: 'Andika [[en:playbooks]] za Ansible zishyiraho kandi zigatunganya porogaramu kuri seriveri nyinshi icyarimwe, kugira ngo gutegura seriveri ya cumi bifate iminota ingana n’iya mbere.',
          },
        },
        {
          id: 'cost-and-serverless',
          title: { en: 'Costs and serverless', fr: 'Coûts et [[en:serverless]]', rw: 'Ibiciro na [[en:serverless]]' },
          text: {
            en: 'Compare servers, managed services and serverless functions by cost and effort, because a cloud bill can grow much faster than a small organisation expects.',
            fr: 'Comparez serveurs, services gérés et fonctions [[en:serverless]] selon leur coût et leur effort, car une facture [[en:cloud]] peut grimper bien plus vite que ne le prévoit une petite organisation.',
            rw: 'Gereranya seriveri, serivisi zicungwa n’ikigo na [[en:serverless functions]] ukurikije ikiguzi n’imbaraga bisaba, kuko fagitire ya [[en:cloud]] ishobora kuzamuka vuba cyane kurusha uko ikigo gito kibyiteze.',
          },
        },
      ],
      project: {
        en: 'Write Terraform that creates a server, a firewall and a DNS record, and an Ansible playbook that installs Docker and starts the library app, then destroy and rebuild it all with two commands.',
        fr: 'Écrivez du Terraform qui crée un serveur, un pare-feu et un enregistrement DNS, et un [[en:playbook]] Ansible qui installe Docker et lance l’application de bibliothèque, puis détruisez et reconstruisez le tout en deux commandes.',
        rw: 'Andika Terraform irema seriveri, [[en:firewall]] na DNS [[en:record]], na [[en:playbook]] ya Ansible ishyiraho Docker igatangiza porogaramu y’isomero, hanyuma usenye kandi wongere wubake byose ukoresheje amabwiriza abiri.',
      },
      weeks: 6,
      resources: [
        { name: 'Terraform (HashiCorp)', url: 'https://developer.hashicorp.com/terraform', kind: 'docs' },
        { name: 'Ansible documentation', url: 'https://docs.ansible.com/', kind: 'docs' },
        { name: 'AWS Training', url: 'https://aws.amazon.com/training', kind: 'course' },
        resource.microsoftLearn,
      ],
      curriculum: [],
    },
    {
      id: 'monitoring-and-kubernetes',
      title: { en: 'Monitoring and Kubernetes', fr: 'Supervision et Kubernetes', rw: 'Gukurikirana imikorere na Kubernetes' },
      goal: {
        en: 'You can watch a system with metrics, logs and alerts, respond calmly to an incident, and run a simple app on a Kubernetes cluster.',
        fr: 'Vous savez surveiller un système avec métriques, journaux et alertes, réagir calmement à un incident et faire tourner une application simple sur un cluster Kubernetes.',
        rw: 'Ushobora gukurikirana imikorere ya sisitemu ukoresheje [[en:metrics]], [[en:logs]] n’imiburo, gukemura ikibazo gitunguranye utuje, no gukoresha porogaramu yoroshye kuri [[en:cluster]] ya Kubernetes.',
      },
      topics: [
        {
          id: 'metrics-and-dashboards',
          title: { en: 'Metrics and dashboards', fr: 'Métriques et tableaux de bord', rw: '[[en:Metrics]] na [[en:dashboards]]' },
          text: {
            en: 'Collect metrics with Prometheus and draw dashboards in Grafana, so you can see CPU, memory, errors and response times at a glance.',
            fr: 'Collectez des métriques avec Prometheus et dessinez des tableaux de bord dans Grafana, pour voir d’un coup d’œil processeur, mémoire, erreurs et temps de réponse.',
            rw: 'Kusanya [[en:metrics]] ukoresheje Prometheus kandi ukore [[en:dashboards]] muri Grafana, kugira ngo ubone ako kanya CPU, [[en:memory]], amakosa n’igihe ibisubizo bimara.',
          },
        },
        {
          id: 'logs-and-alerts',
          title: { en: 'Logs and alerts', fr: 'Journaux et alertes', rw: '[[en:Logs]] n’imiburo' },
          text: {
            en: 'Gather logs from all servers in one place and alert on symptoms users feel, such as errors and slowness, rather than on every small number.',
            fr: 'Rassemblez les journaux de tous les serveurs au même endroit et déclenchez des alertes sur ce que ressentent les utilisateurs, comme les erreurs et la lenteur, plutôt que sur chaque petit chiffre.',
            rw: 'Huriza hamwe [[en:logs]] za seriveri zose ahantu hamwe, kandi utange umuburo ku bibazo abakoresha bumva, nk’amakosa no gutinda, aho kuwutanga kuri buri mubare muto.',
          },
        },
        {
          id: 'incidents',
          title: { en: 'Incidents and post-mortems', fr: 'Incidents et [[en:post-mortems]]', rw: 'Ibibazo bitunguranye n’isuzuma ryabyo' },
          text: {
            en: 'Follow a simple plan when things break, write a blameless report afterwards and fix the cause, which is how reliable teams get better over time.',
            fr: 'Suivez un plan simple quand tout casse, rédigez ensuite un rapport sans chercher de coupable et corrigez la cause\u00a0: c’est ainsi que les équipes fiables progressent.',
            rw: 'Kurikiza gahunda yoroshye iyo ibintu bipfuye, nyuma wandike raporo idashakisha uwo kwegekaho ikosa kandi ukosore intandaro, kuko ari ko amatsinda yizewe agenda atera imbere.',
          },
        },
        {
          id: 'kubernetes-basics',
          title: { en: 'Kubernetes basics', fr: 'Bases de Kubernetes', rw: 'Ibanze rya Kubernetes' },
          text: {
            en: 'Learn pods, deployments, services and config maps on a local cluster such as kind or minikube, because many companies run their containers on Kubernetes.',
            fr: 'Apprenez les pods, deployments, services et config maps sur un cluster local comme kind ou minikube, car beaucoup d’entreprises font tourner leurs conteneurs sur Kubernetes.',
            rw: 'Iga [[en:pods]], [[en:deployments]], [[en:services]] na [[en:config maps]] kuri [[en:cluster]] yo kuri mudasobwa yawe nka kind cyangwa minikube, kuko ibigo byinshi bikoresha Kubernetes mu gukoresha [[en:containers]] zabyo.',
          },
        },
        {
          id: 'gitops',
          title: { en: 'GitOps', fr: 'GitOps', rw: 'GitOps' },
          text: {
            en: 'Keep the desired state of your cluster in Git and let a tool such as Argo CD apply it, so every change to production is reviewed and can be undone.',
            fr: 'Gardez l’état voulu du cluster dans Git et laissez un outil comme Argo CD l’appliquer, pour que chaque changement en production soit relu et réversible.',
            rw: 'Bika muri Git uko [[en:cluster]] yawe igomba kumera, ureke igikoresho nka Argo CD kibishyire mu bikorwa, kugira ngo buri mpinduka ku bakoresha nyabo isuzumwe kandi ishobore guhindurwa.',
          },
        },
      ],
      project: {
        en: 'Add Prometheus and Grafana to the library app with one alert that emails you when errors rise, then run the app on a local Kubernetes cluster with two replicas and write a one-page incident drill.',
        fr: 'Ajoutez Prometheus et Grafana à l’application de bibliothèque avec une alerte qui vous écrit quand les erreurs augmentent, puis faites tourner l’application sur un cluster Kubernetes local avec deux réplicas et rédigez un exercice d’incident d’une page.',
        rw: 'Ongera Prometheus na Grafana kuri porogaramu y’isomero, ufite umuburo ukwoherereza [[en:email]] iyo amakosa yiyongereye, hanyuma ukoreshe porogaramu kuri [[en:cluster]] ya Kubernetes yo kuri mudasobwa yawe ifite kopi ebyiri, kandi wandike urupapuro rumwe rw’imyitozo yo guhangana n’ikibazo gitunguranye.',
      },
      weeks: 6,
      resources: [
        { name: 'Prometheus', url: 'https://prometheus.io/', kind: 'docs' },
        { name: 'Grafana documentation', url: 'https://grafana.com/docs', kind: 'docs' },
        resource.kubernetes,
        { name: 'Google SRE books', url: 'https://sre.google/', kind: 'course' },
      ],
      curriculum: [],
    },
  ],
};

export default plan;
