import type { RoadmapPlan } from '../schema/roadmap-plans';
import { resource } from '../roadmap-references';

/** Docker Roadmap: containers, images, Dockerfiles, volumes, networks, Compose, security and deployment. Written by Ubumenyi. */
const plan: RoadmapPlan = {
  id: 'RO17',
  slug: 'docker',
  intro: {
    en: 'For developers and system administrators who already know some programming and the Linux command line and want to package and run software the modern way. You will go from your first container to writing Dockerfiles, keeping data safe, linking services with Docker Compose, securing images and deploying them on a real server.',
    fr: 'Pour les développeurs et administrateurs système qui connaissent déjà un peu de programmation et la ligne de commande Linux, et veulent emballer et exécuter des logiciels de façon moderne. Vous irez de votre premier conteneur à l’écriture de Dockerfiles, la conservation des données, l’assemblage de services avec Docker Compose, la sécurisation des images et leur déploiement sur un vrai serveur.',
    rw: 'Ni iy’abakora porogaramu n’abacunga sisitemu basanzwe bazi gukora porogaramu bike na [[en:command line]] ya Linux, bashaka gupakira no gukoresha porogaramu mu buryo bugezweho. Uzava kuri conteneur yawe ya mbere ugere ku kwandika Dockerfiles, kubika amakuru neza, guhuza serivisi ukoresheje Docker Compose, kurinda [[en:images]] no kuzishyira kuri [[en:server]] nyayo.',
  },
  followsRoadmapSh: true,
  updated: '2026-11-25',
  stages: [
    {
      id: 'containers-intro',
      title: { en: 'Containers and why they matter', fr: 'Les conteneurs et leur intérêt', rw: 'Conteneurs n’akamaro kazo' },
      goal: {
        en: 'You can explain what a container is and how it differs from a virtual machine, and you have Docker installed and working on your computer.',
        fr: 'Vous savez expliquer ce qu’est un conteneur et en quoi il diffère d’une machine virtuelle, et Docker est installé et fonctionne sur votre ordinateur.',
        rw: 'Ushobora gusobanura conteneur icyo ari cyo n’uko itandukanye na [[en:machine]] virtuelle, kandi ufite Docker yashyizwe kuri mudasobwa yawe ikora neza.',
      },
      topics: [
        {
          id: 'linux-basics',
          title: { en: 'Linux command line', fr: 'Ligne de commande Linux', rw: '[[en:Command line]] ya Linux' },
          text: {
            en: 'Get comfortable with the shell, files, permissions, processes and package managers, because almost every container runs Linux inside.',
            fr: 'Familiarisez-vous avec le shell, les fichiers, les permissions, les processus et les gestionnaires de paquets, car presque tous les conteneurs font tourner Linux à l’intérieur.',
            rw: 'Menyera [[en:shell]], amadosiye, uburenganzira kuri yo, processus na [[en:package managers]], kuko hafi conteneurs zose zikoresha Linux imbere muri zo.',
          },
        },
        {
          id: 'why-containers',
          title: { en: 'Why containers', fr: 'Pourquoi des conteneurs', rw: 'Impamvu za conteneurs' },
          text: {
            en: 'See how a container packs an application with its exact libraries, so that “it works on my machine” becomes “it works everywhere”.',
            fr: 'Voyez comment un conteneur emballe une application avec ses bibliothèques exactes, pour que «\u00a0ça marche sur ma machine\u00a0» devienne «\u00a0ça marche partout\u00a0».',
            rw: 'Reba uko conteneur ipakira porogaramu hamwe na [[en:libraries]] zayo nyazo, kugira ngo “ikora kuri mudasobwa yanjye” ihinduke “ikora aho ari hose”.',
          },
        },
        {
          id: 'containers-and-vms',
          title: { en: 'Containers and virtual machines', fr: 'Conteneurs et machines virtuelles', rw: 'Conteneurs na [[en:machines]] virtuelles' },
          text: {
            en: 'Compare bare metal, virtual machines and containers, and learn why containers start in seconds and share the host’s kernel.',
            fr: 'Comparez serveurs physiques, machines virtuelles et conteneurs, et comprenez pourquoi les conteneurs démarrent en quelques secondes et partagent le noyau de l’hôte.',
            rw: 'Gereranya [[en:server]] z’umubiri, [[en:machines]] virtuelles na conteneurs, kandi umenye impamvu conteneurs zitangira mu masegonda make kandi zigasangira [[en:kernel]] ya mudasobwa izakira.',
          },
        },
        {
          id: 'namespaces-and-cgroups',
          title: { en: 'Namespaces and cgroups', fr: 'Namespaces et cgroups', rw: '[[en:Namespaces]] na cgroups' },
          text: {
            en: 'Learn that Linux namespaces limit what a container can see, cgroups limit what it can use, and layered file systems make images small and shareable.',
            fr: 'Apprenez que les namespaces Linux limitent ce qu’un conteneur voit, que les cgroups limitent ce qu’il consomme, et que les systèmes de fichiers en couches rendent les images légères et partageables.',
            rw: 'Menya ko [[en:namespaces]] za Linux zigena ibyo conteneur ibona, cgroups zikagena ibyo ishobora gukoresha, naho ububiko bw’amadosiye bugizwe na [[en:layers]] bugatuma [[en:images]] ziba nto kandi zisangirwa.',
          },
        },
        {
          id: 'installing-docker',
          title: { en: 'Installing Docker', fr: 'Installer Docker', rw: 'Gushyiraho Docker' },
          text: {
            en: 'Install Docker Engine on Linux, or Docker Desktop on Windows or macOS, check it with a test container, and know which one suits your computer.',
            fr: 'Installez Docker Engine sous Linux, ou Docker Desktop sous Windows ou macOS, vérifiez-le avec un conteneur de test, et sachez lequel convient à votre ordinateur.',
            rw: 'Shyiraho Docker Engine kuri Linux, cyangwa Docker Desktop kuri Windows cyangwa macOS, uyigenzure ukoresheje conteneur y’igerageza, kandi umenye ibikwiranye na mudasobwa yawe.',
          },
        },
        {
          id: 'open-standards',
          title: { en: 'Docker and open standards', fr: 'Docker et standards ouverts', rw: 'Docker n’amahame rusange' },
          text: {
            en: 'Know that the OCI standards let images built with Docker run with other tools such as Podman or Kubernetes, so your skills carry over.',
            fr: 'Sachez que les standards de l’OCI permettent aux images construites avec Docker de tourner avec d’autres outils comme Podman ou Kubernetes\u00a0: vos compétences restent utiles ailleurs.',
            rw: 'Menya ko amahame ya OCI atuma [[en:images]] zakozwe na Docker zikora no mu bindi bikoresho nka Podman cyangwa Kubernetes, bityo ubumenyi bwawe bukagufasha n’ahandi.',
          },
        },
      ],
      project: {
        en: 'Install Docker, run a test container, and write a one-page explanation with a diagram for a classmate showing how a container differs from a virtual machine.',
        fr: 'Installez Docker, lancez un conteneur de test, et rédigez pour un camarade une explication d’une page, avec un schéma, qui montre en quoi un conteneur diffère d’une machine virtuelle.',
        rw: 'Shyiraho Docker, ukoreshe conteneur y’igerageza, kandi wandikire mugenzi wawe ibisobanuro by’urupapuro rumwe birimo igishushanyo, byerekana uko conteneur itandukanye na [[en:machine]] virtuelle.',
      },
      weeks: 3,
      resources: [
        resource.dockerDocs,
        { name: 'The Linux Command Line', url: 'https://linuxcommand.org/', kind: 'course' },
        resource.theMissingSemesterMit,
        { name: 'Open Container Initiative', url: 'https://opencontainers.org/', kind: 'docs' },
      ],
      curriculum: [],
    },
    {
      id: 'docker-basics',
      title: { en: 'Docker basics', fr: 'Les bases de Docker', rw: 'Ibanze bya Docker' },
      goal: {
        en: 'You can pull images, start, inspect, stop and remove containers, and run ready-made software such as a database without installing it.',
        fr: 'Vous savez télécharger des images, lancer, inspecter, arrêter et supprimer des conteneurs, et faire tourner un logiciel prêt à l’emploi, comme une base de données, sans l’installer.',
        rw: 'Ushobora gukurura [[en:images]], gutangiza, gusuzuma, guhagarika no gusiba conteneurs, no gukoresha porogaramu ziteguye nka [[en:database]] utazishyize kuri mudasobwa.',
      },
      topics: [
        {
          id: 'images-and-containers',
          title: { en: 'Images and containers', fr: 'Images et conteneurs', rw: '[[en:Images]] na conteneurs' },
          text: {
            en: 'Understand that an image is a read-only template and a container is a running copy of it, like a recipe and the dish cooked from it.',
            fr: 'Comprenez qu’une image est un modèle en lecture seule et un conteneur une copie de cette image en cours d’exécution, comme une recette et le plat cuisiné à partir d’elle.',
            rw: 'Sobanukirwa ko [[en:image]] ari icyitegererezo kidahindurwa, naho conteneur ikaba kopi yayo iri gukora, nk’uburyo bwo guteka n’ibiryo bitetswe hakurikijwe ubwo buryo.',
          },
        },
        {
          id: 'docker-run',
          title: { en: 'Running containers', fr: 'Lancer des conteneurs', rw: 'Gutangiza conteneurs' },
          text: {
            en: 'Use docker run with options for names, ports, environment variables and background mode, the command you will type more than any other.',
            fr: 'Utilisez docker run avec ses options de nom, de ports, de variables d’environnement et d’exécution en arrière-plan\u00a0: la commande que vous taperez le plus souvent.',
            rw: 'Koresha docker run n’amahitamo yayo y’izina, [[en:ports]], [[en:environment variables]] no gukorera inyuma, ari yo [[en:command]] uzandika kenshi kurusha izindi.',
          },
        },
        {
          id: 'docker-cli',
          title: { en: 'Managing with the CLI', fr: 'Gérer avec la CLI', rw: 'Gucunga ukoresheje CLI' },
          text: {
            en: 'List, inspect, read logs from, open a shell in, stop and remove containers and images with the Docker CLI, and clean up unused ones to save disk space.',
            fr: 'Listez, inspectez, lisez les journaux, ouvrez un shell, arrêtez et supprimez conteneurs et images avec la CLI Docker, et faites le ménage pour libérer de l’espace disque.',
            rw: 'Koresha CLI ya Docker mu kubona urutonde, gusuzuma, gusoma [[en:logs]], gufungura [[en:shell]], guhagarika no gusiba conteneurs na [[en:images]], kandi usibe ibidakoreshwa kugira ngo uzigame umwanya kuri disque.',
          },
        },
        {
          id: 'ready-made-images',
          title: { en: 'Ready-made images', fr: 'Images prêtes à l’emploi', rw: '[[en:Images]] ziteguye' },
          text: {
            en: 'Run PostgreSQL, Redis or a command-line tool from official images in seconds, which makes trying software easy and keeps your computer clean.',
            fr: 'Faites tourner PostgreSQL, Redis ou un outil en ligne de commande à partir d’images officielles en quelques secondes\u00a0: essayer un logiciel devient facile et votre ordinateur reste propre.',
            rw: 'Koresha PostgreSQL, Redis cyangwa igikoresho cya [[en:command line]] uhereye kuri [[en:images]] zemewe mu masegonda make, bikorohereza kugerageza porogaramu kandi mudasobwa yawe ikaguma isukuye.',
          },
        },
        {
          id: 'publishing-ports',
          title: { en: 'Publishing ports', fr: 'Publier des ports', rw: 'Gufungura [[en:ports]]' },
          text: {
            en: 'Map a container’s port to a port on your computer so that a browser or another program can reach the service running inside.',
            fr: 'Associez un port du conteneur à un port de votre ordinateur pour qu’un navigateur ou un autre programme puisse joindre le service qui tourne à l’intérieur.',
            rw: 'Huza [[en:port]] ya conteneur na [[en:port]] ya mudasobwa yawe kugira ngo [[en:browser]] cyangwa indi porogaramu ibashe kugera kuri serivisi ikorera imbere.',
          },
        },
      ],
      project: {
        en: 'Start a PostgreSQL container and an Adminer container, create a table of a cooperative’s members through the web page, then stop and remove everything with the CLI.',
        fr: 'Lancez un conteneur PostgreSQL et un conteneur Adminer, créez par la page web une table des membres d’une coopérative, puis arrêtez et supprimez le tout avec la CLI.',
        rw: 'Tangiza conteneur ya PostgreSQL n’iya Adminer, ukore [[en:table]] y’abanyamuryango ba koperative ukoresheje urupapuro rwa [[en:web]], hanyuma uhagarike kandi usibe byose ukoresheje CLI.',
      },
      weeks: 3,
      resources: [
        resource.dockerDocs,
        resource.dockerHub,
        { name: 'Play with Docker', url: 'https://labs.play-with-docker.com/', kind: 'tool' },
      ],
      curriculum: [],
    },
    {
      id: 'keeping-data',
      title: { en: 'Keeping data', fr: 'Conserver les données', rw: 'Kubika amakuru' },
      goal: {
        en: 'You can keep data safe when containers are removed, choose between volumes and bind mounts, and back up and restore that data.',
        fr: 'Vous savez préserver les données quand les conteneurs sont supprimés, choisir entre volumes et montages de dossiers, et sauvegarder puis restaurer ces données.',
        rw: 'Ushobora kurinda amakuru iyo conteneurs zisibwe, guhitamo hagati ya [[en:volumes]] na [[en:bind mounts]], no kubika kopi y’ayo makuru no kuyagarura.',
      },
      topics: [
        {
          id: 'container-file-system',
          title: { en: 'The container file system', fr: 'Le système de fichiers du conteneur', rw: 'Amadosiye ari muri conteneur' },
          text: {
            en: 'Learn that files written inside a container disappear when it is removed, so any data that matters must be stored somewhere else.',
            fr: 'Retenez que les fichiers écrits dans un conteneur disparaissent quand on le supprime\u00a0: toute donnée importante doit donc être stockée ailleurs.',
            rw: 'Menya ko amadosiye yanditswe imbere muri conteneur asibangana iyo isibwe, bityo amakuru yose afite akamaro agomba kubikwa ahandi.',
          },
        },
        {
          id: 'volumes',
          title: { en: 'Volumes', fr: 'Volumes', rw: '[[en:Volumes]]' },
          text: {
            en: 'Store database files and uploads in named volumes managed by Docker, the usual way to keep data from one container version to the next.',
            fr: 'Stockez fichiers de base de données et fichiers envoyés dans des volumes nommés gérés par Docker, la façon habituelle de garder les données d’une version de conteneur à l’autre.',
            rw: 'Bika amadosiye ya [[en:database]] n’ayoherejwe n’abakoresha muri [[en:volumes]] zifite amazina zicungwa na Docker, ari bwo buryo busanzwe bwo kugumana amakuru kuva kuri verisiyo imwe ya conteneur kugeza ku yindi.',
          },
        },
        {
          id: 'bind-mounts',
          title: { en: 'Bind mounts', fr: 'Montages de dossiers', rw: 'Bind [[en:mounts]]' },
          text: {
            en: 'Mount a folder from your computer into a container to share code or configuration, and understand the permission problems this can cause.',
            fr: 'Montez un dossier de votre ordinateur dans un conteneur pour partager du code ou de la configuration, et comprenez les problèmes de permissions que cela peut poser.',
            rw: 'Huza ububiko bwo kuri mudasobwa yawe na conteneur kugira ngo musangire [[en:code]] cyangwa igenamiterere, kandi usobanukirwe ibibazo by’uburenganzira bishobora kuvuka.',
          },
        },
        {
          id: 'backup-and-restore',
          title: { en: 'Backup and restore', fr: 'Sauvegarde et restauration', rw: 'Kubika kopi no kugarura' },
          text: {
            en: 'Back up a volume to an archive and restore it on another machine, because data you cannot restore is data you may lose.',
            fr: 'Sauvegardez un volume dans une archive et restaurez-le sur une autre machine, car des données qu’on ne sait pas restaurer sont des données qu’on peut perdre.',
            rw: 'Bika kopi ya [[en:volume]] muri archive kandi uyigarure kuri indi mashini, kuko amakuru udashobora kugarura ari amakuru ushobora gutakaza.',
          },
        },
      ],
      project: {
        en: 'Run a database with a named volume, add records, delete and recreate the container to prove the data survives, then back up the volume and restore it into a new one.',
        fr: 'Lancez une base de données avec un volume nommé, ajoutez des enregistrements, supprimez puis recréez le conteneur pour prouver que les données survivent, puis sauvegardez le volume et restaurez-le dans un nouveau.',
        rw: 'Koresha [[en:database]] ifite [[en:volume]] ifite izina, wongeremo amakuru, usibe hanyuma wongere ukore conteneur kugira ngo werekane ko amakuru atazimiye, hanyuma ubike kopi ya [[en:volume]] uyigarure muri [[en:volume]] nshya.',
      },
      weeks: 2,
      resources: [
        resource.dockerDocs,
        resource.postgresqlDocumentation,
      ],
      curriculum: [],
    },
    {
      id: 'building-images',
      title: { en: 'Building images', fr: 'Construire des images', rw: 'Gukora [[en:images]]' },
      goal: {
        en: 'You can write a Dockerfile for your own application and build small, quick-to-rebuild, clearly tagged images.',
        fr: 'Vous savez écrire un Dockerfile pour votre propre application et construire des images légères, rapides à reconstruire et clairement étiquetées.',
        rw: 'Ushobora kwandika Dockerfile ya porogaramu yawe no gukora [[en:images]] nto, zongera kubakwa vuba kandi zifite [[en:tags]] zisobanutse.',
      },
      topics: [
        {
          id: 'writing-a-dockerfile',
          title: { en: 'Writing a Dockerfile', fr: 'Écrire un Dockerfile', rw: 'Kwandika Dockerfile' },
          text: {
            en: 'Use FROM, WORKDIR, COPY, RUN, ENV, EXPOSE and CMD to describe, step by step, how to build an image for your application.',
            fr: 'Utilisez FROM, WORKDIR, COPY, RUN, ENV, EXPOSE et CMD pour décrire étape par étape comment construire l’image de votre application.',
            rw: 'Koresha FROM, WORKDIR, COPY, RUN, ENV, EXPOSE na CMD mu gusobanura intambwe ku yindi uko [[en:image]] ya porogaramu yawe yubakwa.',
          },
        },
        {
          id: 'layers-and-cache',
          title: { en: 'Layers and caching', fr: 'Couches et cache', rw: '[[en:Layers]] na [[en:cache]]' },
          text: {
            en: 'Order instructions so that rarely changing steps, such as installing dependencies, come first, which makes rebuilds take seconds instead of minutes.',
            fr: 'Ordonnez les instructions pour que les étapes qui changent rarement, comme l’installation des dépendances, viennent en premier\u00a0: une reconstruction prend alors quelques secondes au lieu de plusieurs minutes.',
            rw: 'Tondeka amabwiriza ku buryo intambwe zidakunze guhinduka, nko gushyiraho [[en:dependencies]], ziza mbere, bigatuma kongera kubaka [[en:image]] bimara amasegonda aho kumara iminota.',
          },
        },
        {
          id: 'multi-stage-builds',
          title: { en: 'Multi-stage builds', fr: 'Constructions multi-étapes', rw: '[[en:Multi-stage builds]]' },
          text: {
            en: 'Compile or bundle in one stage and copy only the result into a small final image, leaving build tools and source code behind.',
            fr: 'Compilez ou assemblez dans une étape et copiez seulement le résultat dans une petite image finale, en laissant derrière les outils de construction et le code source.',
            rw: 'Kora compilation cyangwa bundling mu cyiciro kimwe, hanyuma wimure gusa igisubizo muri [[en:image]] ya nyuma nto, usige inyuma ibikoresho byo kubaka na [[en:code]] y’inkomoko.',
          },
        },
        {
          id: 'small-images',
          title: { en: 'Small images', fr: 'Des images légères', rw: '[[en:Images]] nto' },
          text: {
            en: 'Choose slim or Alpine base images and use a .dockerignore file, because smaller images download faster on slow connections and contain fewer security holes.',
            fr: 'Choisissez des images de base slim ou Alpine et un fichier .dockerignore, car des images plus légères se téléchargent plus vite sur une connexion lente et contiennent moins de failles.',
            rw: 'Hitamo [[en:images]] fatizo za slim cyangwa Alpine kandi ukoreshe idosiye .dockerignore, kuko [[en:images]] nto zikurwamo vuba kuri interineti itihuta kandi zikagira intege nke nkeya z’umutekano.',
          },
        },
        {
          id: 'tags-and-versions',
          title: { en: 'Tags and versions', fr: 'Tags et versions', rw: '[[en:Tags]] na verisiyo' },
          text: {
            en: 'Tag images with clear version numbers instead of relying on “latest”, so that you always know exactly what is running and can go back.',
            fr: 'Étiquetez les images avec des numéros de version clairs au lieu de compter sur «\u00a0latest\u00a0», pour toujours savoir exactement ce qui tourne et pouvoir revenir en arrière.',
            rw: 'Ha [[en:images tags]] zifite nimero za verisiyo zisobanutse aho kwishingikiriza kuri “latest”, kugira ngo uhore uzi neza ikiri gukora kandi ushobore gusubira inyuma.',
          },
        },
        {
          id: 'runtime-configuration',
          title: { en: 'Configuration at run time', fr: 'Configuration à l’exécution', rw: 'Igenamiterere mu gihe cyo gukora' },
          text: {
            en: 'Read settings from environment variables instead of building them into the image, so that the same image can run in testing and in production.',
            fr: 'Lisez les réglages dans des variables d’environnement au lieu de les intégrer à l’image, pour que la même image tourne en test comme en production.',
            rw: 'Soma igenamiterere muri [[en:environment variables]] aho kuryinjiza muri [[en:image]], kugira ngo [[en:image]] imwe ishobore gukora haba mu igerageza cyangwa mu ikoreshwa nyaryo.',
          },
        },
      ],
      project: {
        en: 'Write a Dockerfile for a small web app (for example a Kigali bus route page in Node.js or Python), use a multi-stage build, and bring the final image under 150 MB.',
        fr: 'Écrivez un Dockerfile pour une petite application web (par exemple une page des lignes de bus de Kigali en Node.js ou en Python), utilisez une construction multi-étapes et ramenez l’image finale sous 150 Mo.',
        rw: 'Andika Dockerfile ya porogaramu nto ya [[en:web]] (nk’urupapuro rw’imihanda ya bisi z’i Kigali ikoze muri Node.js cyangwa Python), ukoreshe [[en:multi-stage build]], kandi [[en:image]] ya nyuma ibe munsi ya 150 MB.',
      },
      weeks: 4,
      resources: [
        resource.dockerDocs,
        resource.dockerHub,
      ],
      curriculum: [],
    },
    {
      id: 'networks-and-compose',
      title: { en: 'Networks and Docker Compose', fr: 'Réseaux et Docker Compose', rw: 'Imiyoboro na Docker Compose' },
      goal: {
        en: 'You can connect several containers on a network and describe a whole application, with its database and other services, in one Compose file.',
        fr: 'Vous savez relier plusieurs conteneurs sur un réseau et décrire toute une application, avec sa base de données et ses autres services, dans un seul fichier Compose.',
        rw: 'Ushobora guhuza conteneurs nyinshi ku muyoboro no gusobanura porogaramu yose, hamwe na [[en:database]] yayo n’izindi serivisi, mu idosiye imwe ya Compose.',
      },
      topics: [
        {
          id: 'docker-networks',
          title: { en: 'Docker networks', fr: 'Réseaux Docker', rw: 'Imiyoboro ya Docker' },
          text: {
            en: 'Create your own bridge networks so that containers can reach each other by name, and learn how the bridge, host and none modes differ.',
            fr: 'Créez vos propres réseaux bridge pour que les conteneurs se joignent par leur nom, et apprenez la différence entre les modes bridge, host et none.',
            rw: 'Kora imiyoboro yawe ya [[en:bridge]] kugira ngo conteneurs zishobore kugerana zikoresheje amazina, kandi umenye itandukaniro riri hagati ya [[en:bridge]], host na none.',
          },
        },
        {
          id: 'names-not-addresses',
          title: { en: 'Names instead of addresses', fr: 'Des noms plutôt que des adresses', rw: 'Amazina aho kuba aderesi' },
          text: {
            en: 'Let your app find its database by service name through Docker’s built-in DNS, instead of writing IP addresses into the code that will change.',
            fr: 'Laissez votre application trouver sa base de données par le nom du service grâce au DNS intégré de Docker, au lieu d’écrire dans le code des adresses IP qui changeront.',
            rw: 'Reka porogaramu yawe ibone [[en:database]] yayo ikoresheje izina rya serivisi binyuze kuri DNS ya Docker, aho kwandika muri [[en:code]] aderesi za IP zizahinduka.',
          },
        },
        {
          id: 'compose-files',
          title: { en: 'Compose files', fr: 'Fichiers Compose', rw: 'Amadosiye ya Compose' },
          text: {
            en: 'Describe services, images, ports, volumes and networks in a compose.yaml file, so that one command starts the whole stack the same way for everyone.',
            fr: 'Décrivez services, images, ports, volumes et réseaux dans un fichier compose.yaml, pour qu’une seule commande démarre tout l’ensemble de la même façon pour tout le monde.',
            rw: 'Sobanura serivisi, [[en:images]], [[en:ports]], [[en:volumes]] n’imiyoboro mu idosiye compose.yaml, kugira ngo [[en:command]] imwe itangize byose mu buryo bumwe kuri buri wese.',
          },
        },
        {
          id: 'environment-and-secrets',
          title: { en: 'Environment and secrets', fr: 'Environnement et secrets', rw: '[[en:Environment]] n’amabanga' },
          text: {
            en: 'Pass settings with .env files and keep passwords out of images and Git, using Compose secrets or carefully handled environment variables.',
            fr: 'Passez les réglages par des fichiers .env et gardez les mots de passe hors des images et de Git, avec les secrets de Compose ou des variables d’environnement gérées avec soin.',
            rw: 'Tanga igenamiterere ukoresheje amadosiye .env kandi ntushyire amagambo y’ibanga muri [[en:images]] no muri Git, ukoresheje [[en:secrets]] za Compose cyangwa [[en:environment variables]] zicunzwe neza.',
          },
        },
        {
          id: 'health-checks',
          title: { en: 'Health checks and start order', fr: 'Contrôles de santé et démarrage', rw: 'Kugenzura ko serivisi ikora' },
          text: {
            en: 'Add health checks and depends_on conditions so that your app waits until the database is really ready, a common source of start-up errors.',
            fr: 'Ajoutez des contrôles de santé et des conditions depends_on pour que l’application attende que la base soit vraiment prête, une source fréquente d’erreurs au démarrage.',
            rw: 'Ongeraho [[en:health checks]] n’amabwiriza ya depends_on kugira ngo porogaramu yawe itegereze kugeza [[en:database]] yiteguye koko, kuko ari impamvu ikunze gutera amakosa mu gutangira.',
          },
        },
      ],
      project: {
        en: 'Write a Compose file for a school timetable app with a web service, a PostgreSQL database on a volume and an admin tool, all on a private network and started with one command.',
        fr: 'Écrivez un fichier Compose pour une application d’emploi du temps scolaire avec un service web, une base PostgreSQL sur un volume et un outil d’administration, le tout sur un réseau privé et démarré par une seule commande.',
        rw: 'Andika idosiye ya Compose ya porogaramu y’ingengabihe y’ishuri irimo serivisi ya [[en:web]], [[en:database]] ya PostgreSQL ibitswe kuri [[en:volume]] n’igikoresho cyo kuyicunga, byose ku muyoboro wihariye kandi bitangizwa na [[en:command]] imwe.',
      },
      weeks: 4,
      resources: [
        resource.dockerDocs,
        { name: 'Compose Specification', url: 'https://compose-spec.io/', kind: 'docs' },
      ],
      curriculum: [],
    },
    {
      id: 'registries-and-security',
      title: { en: 'Registries and security', fr: 'Registres et sécurité', rw: '[[en:Registries]] n’umutekano' },
      goal: {
        en: 'You can publish images to a registry, and build and run containers that follow basic security practice.',
        fr: 'Vous savez publier des images dans un registre, et construire et exécuter des conteneurs qui respectent les bonnes pratiques de sécurité de base.',
        rw: 'Ushobora gushyira [[en:images]] muri [[en:registry]], no kubaka no gukoresha conteneurs zubahiriza amabwiriza y’ibanze y’umutekano.',
      },
      topics: [
        {
          id: 'container-registries',
          title: { en: 'Container registries', fr: 'Registres de conteneurs', rw: '[[en:Registries]] za conteneurs' },
          text: {
            en: 'Push and pull images on Docker Hub or GitHub Container Registry, and know when a private registry is needed for a company’s code.',
            fr: 'Envoyez et récupérez des images sur Docker Hub ou GitHub Container Registry, et sachez quand un registre privé s’impose pour le code d’une entreprise.',
            rw: 'Ohereza kandi ukurure [[en:images]] kuri Docker Hub cyangwa GitHub Container Registry, kandi umenye igihe [[en:registry]] yihariye ikenewe ku [[en:code]] y’ikigo.',
          },
        },
        {
          id: 'trusted-base-images',
          title: { en: 'Trusted base images', fr: 'Images de base fiables', rw: '[[en:Images]] fatizo zizewe' },
          text: {
            en: 'Start from official or verified images and pin their versions, because an unknown image can hide malware or outdated software.',
            fr: 'Partez d’images officielles ou vérifiées et fixez leurs versions, car une image inconnue peut cacher un logiciel malveillant ou des composants périmés.',
            rw: 'Hera kuri [[en:images]] zemewe cyangwa zagenzuwe kandi ugene verisiyo zazo, kuko [[en:image]] itazwi ishobora guhisha porogaramu mbi cyangwa porogaramu zishaje.',
          },
        },
        {
          id: 'vulnerability-scanning',
          title: { en: 'Scanning for vulnerabilities', fr: 'Analyse des vulnérabilités', rw: 'Gushaka intege nke' },
          text: {
            en: 'Scan images with a tool such as Docker Scout or Trivy and rebuild them regularly, since new security holes are found in old packages every week.',
            fr: 'Analysez les images avec un outil comme Docker Scout ou Trivy et reconstruisez-les régulièrement, car de nouvelles failles sont découvertes chaque semaine dans d’anciens paquets.',
            rw: 'Suzuma [[en:images]] ukoresheje igikoresho nka Docker Scout cyangwa Trivy kandi uzongere kuzubaka kenshi, kuko buri cyumweru havumburwa intege nke nshya muri [[en:packages]] zishaje.',
          },
        },
        {
          id: 'least-privilege',
          title: { en: 'Least privilege', fr: 'Moindre privilège', rw: 'Uburenganzira buke bushoboka' },
          text: {
            en: 'Run processes as a non-root user, drop capabilities you do not need and use read-only file systems where possible, so that a break-in does less damage.',
            fr: 'Exécutez les processus avec un utilisateur non root, retirez les capacités inutiles et utilisez des systèmes de fichiers en lecture seule quand c’est possible, pour qu’une intrusion fasse moins de dégâts.',
            rw: 'Koresha processus ukoresheje umukoresha utari root, ukureho ubushobozi budakenewe kandi ukoreshe ububiko busomwa gusa aho bishoboka, kugira ngo uwinjiye mu buryo butemewe yangize bike.',
          },
        },
        {
          id: 'resource-limits',
          title: { en: 'Resource limits', fr: 'Limites de ressources', rw: 'Imbibi z’ibikoreshwa' },
          text: {
            en: 'Set memory and CPU limits so that one faulty container cannot slow down or crash every other service on the server.',
            fr: 'Fixez des limites de mémoire et de CPU pour qu’un conteneur défaillant ne puisse pas ralentir ou faire tomber tous les autres services du serveur.',
            rw: 'Shyiraho imbibi za [[en:memory]] na CPU kugira ngo conteneur imwe ifite ikibazo idashobora gutinza cyangwa guhagarika izindi serivisi zose ziri kuri [[en:server]].',
          },
        },
        {
          id: 'keeping-secrets-out',
          title: { en: 'Keeping secrets out', fr: 'Garder les secrets dehors', rw: 'Kurinda amabanga' },
          text: {
            en: 'Never copy passwords or keys into an image, because anyone who can pull the image can read every one of its layers.',
            fr: 'Ne copiez jamais de mots de passe ni de clés dans une image, car quiconque peut la récupérer peut lire chacune de ses couches.',
            rw: 'Ntuzigere ushyira amagambo y’ibanga cyangwa [[en:keys]] muri [[en:image]], kuko umuntu wese ushobora gukurura iyo [[en:image]] ashobora gusoma [[en:layers]] zayo zose.',
          },
        },
      ],
      project: {
        en: 'Publish your web app image to Docker Hub or GitHub Container Registry with a version tag, scan it, fix the worst findings, and make it run as a non-root user with a memory limit.',
        fr: 'Publiez l’image de votre application web sur Docker Hub ou GitHub Container Registry avec un tag de version, analysez-la, corrigez les pires problèmes trouvés, et faites-la tourner avec un utilisateur non root et une limite de mémoire.',
        rw: 'Shyira [[en:image]] ya porogaramu yawe ya [[en:web]] kuri Docker Hub cyangwa GitHub Container Registry ifite tag ya verisiyo, uyisuzume, ukosore ibibazo bikomeye kurusha ibindi, kandi utume ikorera ku mukoresha utari root ifite imbibi za [[en:memory]].',
      },
      weeks: 3,
      resources: [
        resource.dockerDocs,
        resource.dockerHub,
        resource.owasp,
        resource.githubDocs,
      ],
      curriculum: [],
    },
    {
      id: 'docker-for-developers',
      title: { en: 'Docker in daily development', fr: 'Docker au quotidien', rw: 'Docker mu kazi ka buri munsi' },
      goal: {
        en: 'You can develop, debug and test an application inside containers, and build and check images automatically with continuous integration.',
        fr: 'Vous savez développer, déboguer et tester une application dans des conteneurs, et construire et vérifier les images automatiquement par intégration continue.',
        rw: 'Ushobora gukora, gukosora no kugerageza porogaramu imbere muri conteneurs, no kubaka no kugenzura [[en:images]] mu buryo bwikora ukoresheje [[en:continuous integration]].',
      },
      topics: [
        {
          id: 'live-reloading',
          title: { en: 'Live reloading', fr: 'Rechargement à chaud', rw: 'Kwivugurura ako kanya' },
          text: {
            en: 'Mount your source code into a development container so that changes show up at once, without rebuilding the image every time.',
            fr: 'Montez votre code source dans un conteneur de développement pour que les modifications apparaissent aussitôt, sans reconstruire l’image à chaque fois.',
            rw: 'Huza [[en:code]] yawe na conteneur yo gukoreramo kugira ngo impinduka zigaragare ako kanya, utongeye kubaka [[en:image]] buri gihe.',
          },
        },
        {
          id: 'debugging-containers',
          title: { en: 'Debugging in containers', fr: 'Déboguer dans un conteneur', rw: 'Gukosora amakosa muri conteneur' },
          text: {
            en: 'Read logs, open a shell, attach your editor’s debugger and inspect a running container, to find problems that only appear inside it.',
            fr: 'Lisez les journaux, ouvrez un shell, branchez le débogueur de votre éditeur et inspectez un conteneur en marche, pour trouver les problèmes qui n’apparaissent qu’à l’intérieur.',
            rw: 'Soma [[en:logs]], fungura [[en:shell]], uhuze [[en:debugger]] ya [[en:editor]] yawe kandi usuzume conteneur iri gukora, kugira ngo ubone ibibazo bigaragara imbere muri yo gusa.',
          },
        },
        {
          id: 'tests-in-containers',
          title: { en: 'Tests in containers', fr: 'Tests dans des conteneurs', rw: '[[en:Tests]] muri conteneurs' },
          text: {
            en: 'Run your tests against a real database in a throwaway container, so that tests match production instead of relying on fakes.',
            fr: 'Lancez vos tests contre une vraie base de données dans un conteneur jetable, pour que les tests ressemblent à la production au lieu de reposer sur des imitations.',
            rw: 'Koresha [[en:tests]] zawe kuri [[en:database]] nyayo iri muri conteneur ikoreshwa rimwe igasibwa, kugira ngo [[en:tests]] zihure n’uko bimeze mu ikoreshwa nyaryo aho kwishingikiriza ku byiganwa.',
          },
        },
        {
          id: 'dev-containers',
          title: { en: 'Dev containers', fr: 'Dev containers', rw: 'Dev [[en:containers]]' },
          text: {
            en: 'Describe the whole development environment in a dev container, so that a new team member can start coding within minutes on any computer.',
            fr: 'Décrivez tout l’environnement de développement dans un dev container, pour qu’un nouveau membre de l’équipe puisse coder en quelques minutes sur n’importe quel ordinateur.',
            rw: 'Sobanura ibikenewe byose mu gukora porogaramu muri [[en:dev container]], kugira ngo umunyamuryango mushya w’itsinda atangire kwandika [[en:code]] mu minota mike kuri mudasobwa iyo ari yo yose.',
          },
        },
        {
          id: 'continuous-integration',
          title: { en: 'Continuous integration', fr: 'Intégration continue', rw: '[[en:Continuous integration]]' },
          text: {
            en: 'Build, test, scan and push images automatically on every change with GitHub Actions or a similar service, so that broken images never reach users.',
            fr: 'Construisez, testez, analysez et publiez les images automatiquement à chaque modification avec GitHub Actions ou un service semblable, pour qu’aucune image défectueuse n’atteigne les utilisateurs.',
            rw: 'Kubaka, kugerageza, gusuzuma no kohereza [[en:images]] bikorwe mu buryo bwikora kuri buri mpinduka ukoresheje GitHub Actions cyangwa indi serivisi isa na yo, kugira ngo [[en:image]] ifite ikibazo itazigera igera ku bakoresha.',
          },
        },
      ],
      project: {
        en: 'Add a development Compose setup with live reloading and a test database to your app, then write a GitHub Actions workflow that builds, tests and pushes the image on every push.',
        fr: 'Ajoutez à votre application une configuration Compose de développement avec rechargement à chaud et base de test, puis écrivez un [[en:workflow]] GitHub Actions qui construit, teste et publie l’image à chaque [[en:push]].',
        rw: 'Ongera kuri porogaramu yawe igenamiterere rya Compose ryo gukoreramo rifite kwivugurura ako kanya na [[en:database]] yo kugerageza, hanyuma wandike [[en:workflow]] ya GitHub Actions yubaka, igerageza kandi ikohereza [[en:image]] kuri buri push.',
      },
      weeks: 3,
      resources: [
        resource.dockerDocs,
        resource.githubDocs,
        { name: 'Visual Studio Code docs', url: 'https://code.visualstudio.com/docs', kind: 'docs' },
      ],
      curriculum: [],
    },
    {
      id: 'deploying-containers',
      title: { en: 'Deploying containers', fr: 'Déployer des conteneurs', rw: 'Gushyira conteneurs ku ma-server' },
      goal: {
        en: 'You can run a containerised application on a real server, update it with little downtime, watch its logs and health, and judge when to move to an orchestrator.',
        fr: 'Vous savez faire tourner une application conteneurisée sur un vrai serveur, la mettre à jour avec peu d’interruption, surveiller ses journaux et sa santé, et juger quand passer à un orchestrateur.',
        rw: 'Ushobora gukoresha porogaramu iri muri conteneurs kuri [[en:server]] nyayo, kuyivugurura ihagaze akanya gato gusa, gukurikirana [[en:logs]] zayo n’uko ikora, no kumenya igihe cyo kwimukira kuri [[en:orchestrator]].',
      },
      topics: [
        {
          id: 'one-server',
          title: { en: 'One server with Compose', fr: 'Un serveur avec Compose', rw: '[[en:Server]] imwe na Compose' },
          text: {
            en: 'Deploy your stack to a small cloud or local server with Compose and a reverse proxy for HTTPS, which is enough for many small businesses.',
            fr: 'Déployez votre ensemble sur un petit serveur [[en:cloud]] ou local avec Compose et un proxy inverse pour HTTPS, ce qui suffit à beaucoup de petites entreprises.',
            rw: 'Shyira porogaramu zawe kuri [[en:server]] nto yo muri [[en:cloud]] cyangwa iri hafi ukoresheje Compose na [[en:reverse proxy]] ya HTTPS; ibyo birahagije ku bucuruzi buto bwinshi.',
          },
        },
        {
          id: 'platform-services',
          title: { en: 'Platform services', fr: 'Plateformes (PaaS)', rw: 'Serivisi za PaaS' },
          text: {
            en: 'Try platforms that run a container for you straight from an image, giving up some control and money in exchange for much less server work.',
            fr: 'Essayez des plateformes qui font tourner un conteneur pour vous directement à partir d’une image, en cédant un peu de contrôle et d’argent contre beaucoup moins de travail sur les serveurs.',
            rw: 'Gerageza serivisi zigukorera conteneur uhereye kuri [[en:image]] gusa, ukemera gutakaza ubugenzuzi buke n’amafaranga kugira ngo ugabanye cyane akazi ko gucunga [[en:server]].',
          },
        },
        {
          id: 'logs-and-monitoring',
          title: { en: 'Logs and monitoring', fr: 'Journaux et supervision', rw: '[[en:Logs]] no gukurikirana' },
          text: {
            en: 'Collect logs, watch CPU, memory and health checks, and set restart policies, so that you learn about problems before users call you.',
            fr: 'Collectez les journaux, surveillez CPU, mémoire et contrôles de santé, et définissez des politiques de redémarrage, pour apprendre les problèmes avant que les utilisateurs ne vous appellent.',
            rw: 'Kusanya [[en:logs]], ukurikirane CPU, [[en:memory]] na [[en:health checks]], kandi ushyireho amabwiriza yo kongera gutangira, kugira ngo umenye ibibazo mbere y’uko abakoresha baguhamagara.',
          },
        },
        {
          id: 'updates-and-rollback',
          title: { en: 'Updates and rollback', fr: 'Mises à jour et retour arrière', rw: 'Kuvugurura no gusubira inyuma' },
          text: {
            en: 'Roll out a new image version with little downtime and keep the previous tag ready, so that a bad release can be undone in a minute.',
            fr: 'Déployez une nouvelle version d’image avec peu d’interruption et gardez le tag précédent prêt, pour annuler une mauvaise version en une minute.',
            rw: 'Shyiraho verisiyo nshya ya [[en:image]] porogaramu ihagaze akanya gato gusa, kandi ugumane tag ibanza yiteguye, kugira ngo verisiyo mbi ikurweho mu munota umwe.',
          },
        },
        {
          id: 'swarm-and-kubernetes',
          title: { en: 'Swarm and Kubernetes', fr: 'Swarm et Kubernetes', rw: 'Swarm na Kubernetes' },
          text: {
            en: 'Learn what orchestrators such as Docker Swarm and Kubernetes add (many servers, self-healing, scaling) and why to adopt them only when you really need them.',
            fr: 'Découvrez ce qu’apportent les orchestrateurs comme Docker Swarm et Kubernetes (plusieurs serveurs, autoréparation, montée en charge) et pourquoi ne les adopter que si vous en avez vraiment besoin.',
            rw: 'Menya icyo [[en:orchestrators]] nka Docker Swarm na Kubernetes byongeraho ([[en:servers]] nyinshi, kwikosora ubwabyo, kwaguka) n’impamvu ukwiye kubikoresha ari uko ubikeneye koko.',
          },
        },
      ],
      project: {
        en: 'Deploy your app and its database to a cloud virtual machine (or an old computer on your local network) with HTTPS, automatic restarts and a written procedure for updating and rolling back.',
        fr: 'Déployez votre application et sa base de données sur une machine virtuelle dans le [[en:cloud]] (ou un vieil ordinateur de votre réseau local) avec HTTPS, redémarrages automatiques et une procédure écrite de mise à jour et de retour arrière.',
        rw: 'Shyira porogaramu yawe na [[en:database]] yayo kuri [[en:machine]] virtuelle yo muri [[en:cloud]] (cyangwa mudasobwa ishaje iri ku muyoboro wawe w’imbere) ifite HTTPS, yongera gutangira ubwayo, n’amabwiriza yanditse yo kuyivugurura no gusubira inyuma.',
      },
      weeks: 4,
      resources: [
        resource.dockerDocs,
        resource.kubernetes,
        { name: 'Caddy (automatic HTTPS)', url: 'https://caddyserver.com/', kind: 'tool' },
        resource.roadmapSh,
      ],
      curriculum: [],
    },
  ],
};

export default plan;
