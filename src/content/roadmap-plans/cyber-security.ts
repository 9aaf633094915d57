import type { RoadmapPlan } from '../schema/roadmap-plans';
import { resource, curriculum } from '../roadmap-references';

/** Cyber Security Roadmap: IT, operating systems and networks first, then threats, cryptography, hardening, incident response and certifications. Written by Ubumenyi. */
const plan: RoadmapPlan = {
  id: 'RO12',
  slug: 'cyber-security',
  intro: {
    en: 'For learners who want to protect people, companies and public services from attacks, a field where Rwanda and the whole region need many more skilled people. You build solid foundations in computers, operating systems and networks, then study threats and attacks, cryptography, secure configuration and incident response, always in your own lab and within the law. At the end you are ready for an entry-level security job and the first certifications employers ask for.',
    fr: 'Pour qui veut protéger les personnes, les entreprises et les services publics contre les attaques, un domaine où le Rwanda et toute la région manquent de personnes compétentes. Vous posez des bases solides en informatique, systèmes d’exploitation et réseaux, puis étudiez menaces, cryptographie, configuration sécurisée et réponse aux incidents, toujours dans votre labo et dans le respect de la loi. À la fin, vous êtes prêt pour un premier poste en sécurité et les premières certifications.',
    rw: 'Ni iy’abashaka kurinda abantu, ibigo na serivisi za Leta ibitero by’ikoranabuhanga, umwuga u Rwanda n’akarere kose bikeneyemo abahanga benshi. Wubaka ishingiro rikomeye kuri mudasobwa, systèmes d’exploitation n’imiyoboro, hanyuma ukiga ibitero, ikoranabuhanga ry’ibanga, gutunganya ibikoresho mu mutekano no guhangana n’ibibazo, buri gihe muri laboratwari yawe kandi wubahiriza amategeko. Urangiza witeguye akazi ka mbere mu mutekano w’ikoranabuhanga n’impamyabushobozi za mbere.',
  },
  followsRoadmapSh: true,
  updated: '2026-11-25',
  stages: [
    {
      id: 'it-foundations',
      title: { en: 'IT foundations and a home lab', fr: 'Bases de l’informatique et labo personnel', rw: 'Ishingiro ry’ikoranabuhanga na laboratwari yawe' },
      goal: {
        en: 'You understand how a computer works, can install and repair systems, run virtual machines for safe practice and follow good security habits yourself.',
        fr: 'Vous comprenez le fonctionnement d’un ordinateur, savez installer et réparer des systèmes, faire tourner des machines virtuelles pour vous exercer sans risque et appliquer vous-même de bonnes habitudes de sécurité.',
        rw: 'Usobanukiwe uko mudasobwa ikora, ushobora gushyiraho no gusana sisitemu, gukoresha [[en:virtual machines]] wimenyereza nta ngaruka, kandi wowe ubwawe ukurikiza imyitwarire myiza y’umutekano.',
      },
      topics: [
        {
          id: 'computer-hardware',
          title: { en: 'Computer hardware', fr: 'Matériel informatique', rw: 'Ibice bigize mudasobwa' },
          text: {
            en: 'Know what the processor, memory, storage, motherboard and network card do, because attacks and defences both depend on how these parts work.',
            fr: 'Sachez ce que font le processeur, la mémoire, le stockage, la carte mère et la carte réseau, car attaques et défenses dépendent toutes deux du fonctionnement de ces pièces.',
            rw: 'Menya icyo [[en:processor]], [[en:memory]], ububiko, carte mère na carte réseau bikora, kuko ibitero n’uburyo bwo kwirinda byombi bishingiye ku buryo ibyo bice bikora.',
          },
        },
        {
          id: 'installing-systems',
          title: { en: 'Installing operating systems', fr: 'Installer des systèmes d’exploitation', rw: 'Gushyiraho systèmes d’exploitation' },
          text: {
            en: 'Install Windows and a Linux distribution, set up drivers and updates, and learn the boot process, since you will rebuild machines many times.',
            fr: 'Installez Windows et une distribution Linux, configurez pilotes et mises à jour, et apprenez le processus de démarrage, car vous reconstruirez souvent des machines.',
            rw: 'Shyiraho Windows na [[en:distribution]] ya Linux, utunganye [[en:drivers]] n’ivugurura, kandi wige uko mudasobwa yaka, kuko uzongera kubaka imashini kenshi.',
          },
        },
        {
          id: 'virtual-machines',
          title: { en: 'Virtual machines and a lab', fr: 'Machines virtuelles et labo', rw: '[[en:Virtual machines]] na laboratwari' },
          text: {
            en: 'Build a small lab of virtual machines with VirtualBox or a similar tool, with snapshots, so you can practise attacks and defences without harming anyone.',
            fr: 'Montez un petit labo de machines virtuelles avec VirtualBox ou un outil similaire, avec des instantanés, pour pratiquer attaques et défenses sans nuire à personne.',
            rw: 'Kora laboratwari nto ya [[en:virtual machines]] ukoresheje VirtualBox cyangwa igikoresho gisa na cyo, ifite [[en:snapshots]], kugira ngo wimenyereze ibitero n’uburyo bwo kwirinda nta muntu ubangamiye.',
          },
        },
        {
          id: 'troubleshooting',
          title: { en: 'Troubleshooting', fr: 'Dépannage', rw: 'Gushakira ibibazo ibisubizo' },
          text: {
            en: 'Follow a calm method to find the cause of a problem, test one idea at a time and write down what you did, a habit every security analyst needs.',
            fr: 'Suivez une méthode calme pour trouver la cause d’un problème, testez une idée à la fois et notez ce que vous avez fait\u00a0: une habitude indispensable à tout analyste sécurité.',
            rw: 'Kurikiza uburyo butuje bwo kubona intandaro y’ikibazo, ugerageze igitekerezo kimwe kimwe kandi wandike ibyo wakoze; ni akamenyero buri musesenguzi w’umutekano akenera.',
          },
        },
        {
          id: 'personal-security',
          title: { en: 'Your own security habits', fr: 'Vos propres habitudes de sécurité', rw: 'Imyitwarire yawe y’umutekano' },
          text: {
            en: 'Use a password manager, two-factor authentication, updates and backups on your own devices and accounts, and learn to spot a fake SMS or call.',
            fr: 'Utilisez un gestionnaire de mots de passe, l’authentification à deux facteurs, les mises à jour et les sauvegardes sur vos propres appareils et comptes, et apprenez à repérer un faux SMS ou un faux appel.',
            rw: 'Koresha igikoresho kibika amagambo y’ibanga, igenzura ry’intambwe ebyiri, ivugurura na [[en:backups]] ku bikoresho na konti byawe, kandi wige kumenya SMS cyangwa telefone by’abatekamutwe.',
          },
        },
      ],
      project: {
        en: 'Set up a lab with one Windows and one Linux virtual machine, take snapshots, and write a one-page security checklist for a family’s phones covering screen locks, mobile-money PINs, updates and two-factor login.',
        fr: 'Montez un labo avec une machine virtuelle Windows et une Linux, prenez des instantanés, et rédigez une fiche d’une page sur la sécurité des téléphones d’une famille\u00a0: verrouillage d’écran, codes PIN [[en:mobile money]], mises à jour et connexion à deux facteurs.',
        rw: 'Kora laboratwari irimo [[en:virtual machine]] ya Windows n’iya Linux, ufate [[en:snapshots]], kandi wandike urupapuro rumwe rw’ibyo umuryango ukwiye kugenzura ku mutekano wa telefone: gufunga ecran, PIN za [[en:mobile money]], ivugurura no kwinjira mu ntambwe ebyiri.',
      },
      weeks: 4,
      resources: [
        resource.ciscoNetworkingAcademy,
        resource.cs50Cybersecurity,
        resource.khanAcademy,
      ],
      curriculum: [],
    },
    {
      id: 'operating-systems',
      title: { en: 'Linux and Windows administration', fr: 'Administration Linux et Windows', rw: 'Gucunga Linux na Windows' },
      goal: {
        en: 'You can manage users, permissions, processes, services and logs on Linux and Windows from the command line, the daily work of defenders.',
        fr: 'Vous savez gérer utilisateurs, droits, processus, services et journaux sous Linux et Windows en ligne de commande\u00a0: le travail quotidien des défenseurs.',
        rw: 'Ushobora gucunga abakoresha, uburenganzira, [[en:processes]], serivisi na [[en:logs]] kuri Linux na Windows ukoresheje [[en:command line]]; ni akazi ka buri munsi k’abarinda sisitemu.',
      },
      topics: [
        {
          id: 'linux-command-line',
          title: { en: 'The Linux command line', fr: 'La ligne de commande Linux', rw: '[[en:Command line]] ya Linux' },
          text: {
            en: 'Move around the file system, read and search files with grep, and chain commands with pipes, because most servers and security tools run on Linux.',
            fr: 'Déplacez-vous dans le système de fichiers, lisez et cherchez dans les fichiers avec grep, et enchaînez les commandes avec des pipes, car la plupart des serveurs et outils de sécurité tournent sous Linux.',
            rw: 'Genda mu madosiye, usome kandi ushakishe mu madosiye ukoresheje grep, kandi uhuze amategeko ukoresheje [[en:pipes]], kuko seriveri nyinshi n’ibikoresho by’umutekano bikora kuri Linux.',
          },
        },
        {
          id: 'users-and-permissions',
          title: { en: 'Users and permissions', fr: 'Utilisateurs et droits', rw: 'Abakoresha n’uburenganzira' },
          text: {
            en: 'Create users and groups, read and set file permissions, and use sudo carefully, since wrong permissions are one of the most common ways in for attackers.',
            fr: 'Créez utilisateurs et groupes, lisez et réglez les droits des fichiers, et utilisez sudo avec prudence, car de mauvais droits sont l’une des portes d’entrée les plus courantes des attaquants.',
            rw: 'Kora abakoresha n’amatsinda, usome kandi ushyireho uburenganzira ku madosiye, ukoreshe sudo witonze, kuko uburenganzira butatanzwe neza ari imwe mu nzira abatera bakunze kunyuramo.',
          },
        },
        {
          id: 'processes-and-services',
          title: { en: 'Processes and services', fr: 'Processus et services', rw: '[[en:Processes]] na serivisi' },
          text: {
            en: 'List running processes and open ports, start and stop services with systemd, and notice programs that should not be there.',
            fr: 'Listez les processus en cours et les ports ouverts, démarrez et arrêtez des services avec systemd, et repérez les programmes qui ne devraient pas être là.',
            rw: 'Erekana [[en:processes]] zirimo gukora n’ibyambu ([[en:ports]]) bifunguye, utangize kandi uhagarike serivisi ukoresheje systemd, kandi umenye porogaramu zitagombye kuba zihari.',
          },
        },
        {
          id: 'windows-administration',
          title: { en: 'Windows and Active Directory', fr: 'Windows et Active Directory', rw: 'Windows na Active Directory' },
          text: {
            en: 'Manage Windows users, groups and policies, use PowerShell and learn the basics of Active Directory, which most company networks rely on.',
            fr: 'Gérez utilisateurs, groupes et stratégies Windows, utilisez PowerShell et apprenez les bases d’Active Directory, sur lequel reposent la plupart des réseaux d’entreprise.',
            rw: 'Cunga abakoresha, amatsinda n’amabwiriza bya Windows, ukoreshe PowerShell kandi wige ibanze bya Active Directory, imiyoboro myinshi y’ibigo yubakiyeho.',
          },
        },
        {
          id: 'system-logs',
          title: { en: 'System logs', fr: 'Journaux système', rw: '[[en:Logs]] za sisitemu' },
          text: {
            en: 'Find and read login, system and application logs on Linux and the Windows Event Viewer, the first place to look when something suspicious happens.',
            fr: 'Trouvez et lisez les journaux de connexion, du système et des applications sous Linux et dans l’Observateur d’événements de Windows\u00a0: le premier endroit où regarder en cas d’événement suspect.',
            rw: 'Shaka kandi usome [[en:logs]] zo kwinjira, iza sisitemu n’iza porogaramu kuri Linux no muri Event Viewer ya Windows; ni ho ha mbere ureba iyo hari ikintu giteye amakenga.',
          },
        },
      ],
      project: {
        en: 'On your Linux VM, set up accounts for a small school computer lab (teachers, students, an admin), with shared folders and correct permissions, then show in the logs who logged in and who tried and failed.',
        fr: 'Sur votre machine virtuelle Linux, créez les comptes d’une petite salle informatique scolaire (enseignants, élèves, un administrateur), avec des dossiers partagés et les bons droits, puis montrez dans les journaux qui s’est connecté et qui a échoué.',
        rw: 'Kuri [[en:virtual machine]] yawe ya Linux, kora konti z’icyumba gito cya mudasobwa cy’ishuri (abarimu, abanyeshuri, umuyobozi wa sisitemu), zifite ububiko busangiwe n’uburenganzira bukwiye, hanyuma werekane muri [[en:logs]] abinjiye n’abagerageje bikanga.',
      },
      weeks: 4,
      resources: [
        resource.theMissingSemesterMit,
        resource.overthewire,
        resource.microsoftLearn,
      ],
      curriculum: [
        curriculum.rtbWindowsServerAdministrationL4,
      ],
    },
    {
      id: 'networking',
      title: { en: 'Networking', fr: 'Réseaux', rw: 'Imiyoboro ya mudasobwa' },
      goal: {
        en: 'You can explain how data travels across networks, plan IP addresses, and use tools such as ping, Wireshark and Nmap to see what happens on a network you are allowed to test.',
        fr: 'Vous savez expliquer comment les données circulent sur les réseaux, planifier des adresses IP, et utiliser des outils comme ping, Wireshark et Nmap pour voir ce qui se passe sur un réseau que vous avez le droit de tester.',
        rw: 'Ushobora gusobanura uko amakuru agenda mu miyoboro, gutegura aderesi za IP, no gukoresha ibikoresho nka ping, Wireshark na Nmap kureba ibibera ku muyoboro wemerewe kugerageza.',
      },
      topics: [
        {
          id: 'network-models',
          title: { en: 'OSI and TCP/IP models', fr: 'Modèles OSI et TCP/IP', rw: 'OSI na TCP/IP' },
          text: {
            en: 'Learn the layers of the OSI and TCP/IP models, so you can say at which layer a problem or an attack happens.',
            fr: 'Apprenez les couches des modèles OSI et TCP/IP, pour savoir dire à quelle couche se situe un problème ou une attaque.',
            rw: 'Iga ibyiciro ([[en:layers]]) bya OSI na TCP/IP, kugira ngo ushobore kuvuga icyiciro ikibazo cyangwa igitero kibereyemo.',
          },
        },
        {
          id: 'ip-and-subnetting',
          title: { en: 'IP addressing and subnetting', fr: 'Adressage IP et sous-réseaux', rw: 'Aderesi za IP na [[en:subnetting]]' },
          text: {
            en: 'Read IPv4 and IPv6 addresses, split a network into subnets and tell private from public addresses, skills every firewall rule depends on.',
            fr: 'Lisez les adresses IPv4 et IPv6, découpez un réseau en sous-réseaux et distinguez adresses privées et publiques\u00a0: toute règle de pare-feu en dépend.',
            rw: 'Soma aderesi za IPv4 na IPv6, ugabanye umuyoboro mo [[en:subnets]] kandi utandukanye aderesi zihariye n’izigaragara kuri interineti; buri tegeko rya [[en:firewall]] rishingiye kuri ubwo bumenyi.',
          },
        },
        {
          id: 'core-services',
          title: { en: 'DNS, DHCP and NAT', fr: 'DNS, DHCP et NAT', rw: 'DNS, DHCP na NAT' },
          text: {
            en: 'Understand how DNS turns names into addresses, how DHCP hands out addresses and how NAT shares one public address, and how attackers abuse each.',
            fr: 'Comprenez comment DNS traduit les noms en adresses, comment DHCP distribue les adresses et comment NAT partage une adresse publique, et comment les attaquants détournent chacun.',
            rw: 'Sobanukirwa uko DNS ihindura amazina mo aderesi, uko DHCP itanga aderesi n’uko NAT isangiza aderesi imwe igaragara kuri interineti, n’uko abatera babikoresha nabi.',
          },
        },
        {
          id: 'ports-and-protocols',
          title: { en: 'Ports and protocols', fr: 'Ports et protocoles', rw: '[[en:Ports]] na [[en:protocols]]' },
          text: {
            en: 'Know the common ports and protocols such as HTTP, HTTPS, SSH, RDP, SMB and SMTP, and which of them are risky when left open to the internet.',
            fr: 'Connaissez les ports et protocoles courants comme HTTP, HTTPS, SSH, RDP, SMB et SMTP, et lesquels sont risqués quand ils restent ouverts sur Internet.',
            rw: 'Menya [[en:ports]] na [[en:protocols]] zikunze gukoreshwa nka HTTP, HTTPS, SSH, RDP, SMB na SMTP, n’izishobora guteza ibyago iyo zisigaye zifunguye kuri interineti.',
          },
        },
        {
          id: 'network-tools',
          title: { en: 'Network tools', fr: 'Outils réseau', rw: 'Ibikoresho by’imiyoboro' },
          text: {
            en: 'Use ping, traceroute, Wireshark and Nmap in your own lab to test connections, read packets and find open ports, and never scan networks without written permission.',
            fr: 'Utilisez ping, traceroute, Wireshark et Nmap dans votre labo pour tester des connexions, lire des paquets et trouver des ports ouverts, et ne scannez jamais un réseau sans autorisation écrite.',
            rw: 'Koresha ping, traceroute, Wireshark na Nmap muri laboratwari yawe kugira ngo ugerageze uko bihuzwa, usome [[en:packets]] kandi ubone [[en:ports]] zifunguye, kandi ntuzigere usuzuma umuyoboro utabiherewe uruhushya rwanditse.',
          },
        },
        {
          id: 'wireless-security',
          title: { en: 'Wi-Fi security', fr: 'Sécurité du Wi-Fi', rw: 'Umutekano wa Wi-Fi' },
          text: {
            en: 'Compare WPA2 and WPA3, see why default router passwords and open hotspots are dangerous, and set up a home or office router safely.',
            fr: 'Comparez WPA2 et WPA3, voyez pourquoi les mots de passe par défaut des routeurs et les points d’accès ouverts sont dangereux, et configurez un routeur de maison ou de bureau en sécurité.',
            rw: 'Gereranya WPA2 na WPA3, urebe impamvu amagambo y’ibanga asanzwe ya [[en:router]] na Wi-Fi ifunguye kuri bose biteje akaga, kandi utunganye [[en:router]] yo mu rugo cyangwa mu biro mu mutekano.',
          },
        },
      ],
      project: {
        en: 'Draw the network of your lab or a small office with its IP plan, capture a DNS lookup and an HTTPS connection in Wireshark and explain each step, then scan your lab with Nmap and list every open port with its purpose.',
        fr: 'Dessinez le réseau de votre labo ou d’un petit bureau avec son plan d’adressage IP, capturez une résolution DNS et une connexion HTTPS dans Wireshark en expliquant chaque étape, puis scannez votre labo avec Nmap et listez chaque port ouvert avec son rôle.',
        rw: 'Shushanya umuyoboro wa laboratwari yawe cyangwa w’ibiro bito n’igenamigambi rya aderesi za IP, ufate muri Wireshark ishakisha rya DNS n’ihuzwa rya HTTPS ubisobanure intambwe ku yindi, hanyuma usuzume laboratwari yawe ukoresheje Nmap kandi wandike buri [[en:port]] ifunguye n’icyo ikora.',
      },
      weeks: 5,
      resources: [
        resource.ciscoNetworkingAcademy,
        { name: 'Wireshark', url: 'https://www.wireshark.org/', kind: 'tool' },
        { name: 'Nmap', url: 'https://nmap.org/', kind: 'tool' },
        { name: 'Professor Messer', url: 'https://www.professormesser.com/', kind: 'course' },
      ],
      curriculum: [
        curriculum.rtbNetworkingFundamentalsL4,
        curriculum.rebComputerNetworks,
      ],
    },
    {
      id: 'scripting',
      title: { en: 'Scripting for security', fr: 'Scripts pour la sécurité', rw: '[[en:Scripts]] mu mutekano' },
      goal: {
        en: 'You can write small Python, Bash and PowerShell scripts that automate checks and pull useful facts out of logs and files.',
        fr: 'Vous savez écrire de petits scripts Python, Bash et PowerShell qui automatisent des vérifications et tirent des informations utiles des journaux et des fichiers.',
        rw: 'Ushobora kwandika [[en:scripts]] nto za Python, Bash na PowerShell zikora igenzura ubwazo kandi zigakura amakuru y’ingenzi muri [[en:logs]] no mu madosiye.',
      },
      topics: [
        {
          id: 'python-basics',
          title: { en: 'Python basics', fr: 'Les bases de Python', rw: 'Ibanze bya Python' },
          text: {
            en: 'Learn variables, loops, functions, files and modules in Python, the language most security tools and analysts use for automation.',
            fr: 'Apprenez variables, boucles, fonctions, fichiers et modules en Python, le langage que la plupart des outils et analystes de sécurité utilisent pour automatiser.',
            rw: 'Iga [[en:variables]], [[en:loops]], [[en:functions]], amadosiye na [[en:modules]] muri Python, ururimi ibikoresho byinshi by’umutekano n’abasesenguzi bakoresha mu gukoresha imirimo ubwayo.',
          },
        },
        {
          id: 'bash-scripting',
          title: { en: 'Bash scripts', fr: 'Scripts Bash', rw: '[[en:Scripts]] za Bash' },
          text: {
            en: 'Turn command-line steps you repeat into Bash scripts with variables, conditions and loops, and schedule them with cron.',
            fr: 'Transformez les étapes répétées en ligne de commande en scripts Bash avec variables, conditions et boucles, et planifiez-les avec cron.',
            rw: 'Hindura intambwe usubiramo muri [[en:command line]] mo [[en:scripts]] za Bash zifite [[en:variables]], [[en:conditions]] na [[en:loops]], kandi uzitegurire igihe zikorera ukoresheje cron.',
          },
        },
        {
          id: 'powershell',
          title: { en: 'PowerShell', fr: 'PowerShell', rw: 'PowerShell' },
          text: {
            en: 'Query users, services and events on Windows with PowerShell, which both defenders and attackers use heavily.',
            fr: 'Interrogez utilisateurs, services et événements sous Windows avec PowerShell, très utilisé à la fois par les défenseurs et les attaquants.',
            rw: 'Baza amakuru y’abakoresha, serivisi n’ibyabaye kuri Windows ukoresheje PowerShell, ikoreshwa cyane n’abarinda sisitemu ndetse n’abazitera.',
          },
        },
        {
          id: 'parsing-data',
          title: { en: 'Parsing logs and data', fr: 'Analyser journaux et données', rw: 'Gusesengura [[en:logs]] n’amakuru' },
          text: {
            en: 'Extract IP addresses, usernames and times from logs with regular expressions, and read CSV and JSON, a skill you will use in every investigation.',
            fr: 'Extrayez adresses IP, noms d’utilisateur et heures des journaux avec des expressions régulières, et lisez du CSV et du JSON\u00a0: une compétence utile dans chaque enquête.',
            rw: 'Kuramo aderesi za IP, amazina y’abakoresha n’amasaha muri [[en:logs]] ukoresheje [[en:regular expressions]], kandi usome CSV na JSON; ni ubumenyi uzakoresha mu iperereza ryose.',
          },
        },
      ],
      project: {
        en: 'Write a Python script that reads a Linux login log, counts failed logins per IP address, flags addresses with more than ten failures and saves a short report you could send to a manager.',
        fr: 'Écrivez un script Python qui lit un journal de connexion Linux, compte les échecs par adresse IP, signale les adresses avec plus de dix échecs et enregistre un court rapport à envoyer à un responsable.',
        rw: 'Andika [[en:script]] ya Python isoma [[en:log]] yo kwinjira kuri Linux, ikabara inshuro kwinjira byanze kuri buri aderesi ya IP, ikagaragaza aderesi zirengeje inshuro icumi, ikabika raporo ngufi wakoherereza umuyobozi.',
      },
      weeks: 3,
      resources: [
        resource.pythonDocumentation,
        resource.theMissingSemesterMit,
        resource.microsoftLearn,
      ],
      curriculum: [
        curriculum.rebAlgorithmsAndProgramming,
      ],
    },
    {
      id: 'threats-and-attacks',
      title: { en: 'Threats and attacks', fr: 'Menaces et attaques', rw: 'Ibibangamira umutekano n’ibitero' },
      goal: {
        en: 'You can describe the main kinds of attack, from phishing to web and network attacks, explain how attackers move through a system, and judge risks with the CIA triad.',
        fr: 'Vous savez décrire les grands types d’attaque, de l’hameçonnage aux attaques web et réseau, expliquer comment un attaquant progresse dans un système, et évaluer les risques avec la triade CIA.',
        rw: 'Ushobora gusobanura amoko y’ingenzi y’ibitero, kuva ku buriganya bwa [[en:phishing]] kugera ku bitero by’imbuga n’imiyoboro, gusobanura uko utera agenda yinjira muri sisitemu, no gusuzuma ibyago ukoresheje CIA [[en:triad]].',
      },
      topics: [
        {
          id: 'cia-and-risk',
          title: { en: 'CIA triad and risk', fr: 'Triade CIA et risque', rw: 'CIA [[en:triad]] n’ibyago' },
          text: {
            en: 'Judge every problem by its effect on confidentiality, integrity and availability, and weigh risk as likelihood times impact to decide what to protect first.',
            fr: 'Jugez chaque problème selon son effet sur la confidentialité, l’intégrité et la disponibilité, et évaluez le risque comme probabilité fois impact pour décider quoi protéger d’abord.',
            rw: 'Suzuma buri kibazo ukurikije ingaruka gifite ku ibanga, ku kuba amakuru ari ukuri no ku kuboneka kwayo, kandi upime ibyago nk’amahirwe yo kubaho yikubye ingaruka kugira ngo uhitemo icyo urinda mbere.',
          },
        },
        {
          id: 'malware',
          title: { en: 'Malware', fr: 'Logiciels malveillants', rw: 'Porogaramu mbi ([[en:malware]])' },
          text: {
            en: 'Know viruses, worms, trojans, spyware and ransomware, how each spreads and why ransomware is so costly for hospitals, banks and schools.',
            fr: 'Connaissez virus, vers, chevaux de Troie, logiciels espions et rançongiciels, comment chacun se propage, et pourquoi les rançongiciels coûtent si cher aux hôpitaux, aux banques et aux écoles.',
            rw: 'Menya virusi, [[en:worms]], [[en:trojans]], [[en:spyware]] na [[en:ransomware]], uko buri imwe ikwirakwira n’impamvu [[en:ransomware]] ihenda cyane ibitaro, banki n’amashuri.',
          },
        },
        {
          id: 'social-engineering',
          title: { en: 'Phishing and social engineering', fr: 'Hameçonnage et ingénierie sociale', rw: '[[en:Phishing]] n’uburiganya bushingiye ku bantu' },
          text: {
            en: 'Study how attackers trick people by email, SMS and phone calls, including mobile-money scams, because most successful attacks start with a person, not a machine.',
            fr: 'Étudiez comment les attaquants trompent les gens par e-mail, SMS et appel, y compris les arnaques au [[en:mobile money]], car la plupart des attaques réussies commencent par une personne, pas par une machine.',
            rw: 'Iga uko abatera bashuka abantu bakoresheje [[en:email]], SMS na telefone, harimo n’ubutekamutwe bwa [[en:mobile money]], kuko ibitero byinshi bigera ku ntego bihera ku muntu, atari ku mashini.',
          },
        },
        {
          id: 'web-attacks',
          title: { en: 'Web application attacks', fr: 'Attaques des applications web', rw: 'Ibitero ku mbuga za interineti' },
          text: {
            en: 'Learn the OWASP Top 10, such as injection, cross-site scripting and broken access control, by practising on a deliberately vulnerable app in your lab.',
            fr: 'Apprenez le Top 10 de l’OWASP, comme l’injection, le [[en:cross-site scripting]] et le contrôle d’accès défaillant, en vous exerçant sur une application volontairement vulnérable dans votre labo.',
            rw: 'Iga OWASP Top 10, nka [[en:injection]], [[en:cross-site scripting]] no kugenzura uburenganzira nabi, wimenyereza kuri porogaramu yakozwe nkana ifite intege nke iri muri laboratwari yawe.',
          },
        },
        {
          id: 'network-attacks',
          title: { en: 'Network attacks', fr: 'Attaques réseau', rw: 'Ibitero ku miyoboro' },
          text: {
            en: 'Understand man-in-the-middle, spoofing, brute force and denial-of-service attacks, and which defences stop or limit each one.',
            fr: 'Comprenez les attaques de l’homme du milieu, l’usurpation, la force brute et le déni de service, et quelles défenses arrêtent ou limitent chacune.',
            rw: 'Sobanukirwa ibitero bya [[en:man-in-the-middle]], kwiyitirira undi ([[en:spoofing]]), [[en:brute force]] na [[en:denial-of-service]], n’uburyo bwo kwirinda buhagarika cyangwa bugabanya buri kimwe.',
          },
        },
        {
          id: 'attack-frameworks',
          title: { en: 'MITRE ATT&CK and the kill chain', fr: 'MITRE ATT&CK et la kill chain', rw: 'MITRE ATT&CK na kill [[en:chain]]' },
          text: {
            en: 'Use MITRE ATT&CK and the cyber kill chain to describe an attack step by step, the shared language of security teams around the world.',
            fr: 'Utilisez MITRE ATT&CK et la cyber kill chain pour décrire une attaque étape par étape\u00a0: c’est le langage commun des équipes de sécurité du monde entier.',
            rw: 'Koresha MITRE ATT&CK na [[en:cyber kill chain]] gusobanura igitero intambwe ku yindi; ni ururimi rusangiwe n’amatsinda y’umutekano ku isi yose.',
          },
        },
      ],
      project: {
        en: 'Write a short awareness guide in Kinyarwanda and English on five mobile-money and phishing scams common in Rwanda, with real warning signs and what to do, then map one of them to MITRE ATT&CK steps.',
        fr: 'Rédigez en kinyarwanda et en anglais un court guide de sensibilisation sur cinq arnaques [[en:mobile money]] et d’hameçonnage courantes au Rwanda, avec les signes d’alerte et les bons réflexes, puis décrivez l’une d’elles avec les étapes de MITRE ATT&CK.',
        rw: 'Andika mu Kinyarwanda no mu Cyongereza igitabo gito cyo gukangurira abantu ubutekamutwe butanu bwa [[en:mobile money]] na [[en:phishing]] bukunze kugaragara mu Rwanda, kirimo ibimenyetso byo kwitondera n’icyo umuntu akora, hanyuma usobanure bumwe muri bwo ukoresheje intambwe za MITRE ATT&CK.',
      },
      weeks: 4,
      resources: [
        resource.owasp,
        { name: 'MITRE ATT&CK', url: 'https://attack.mitre.org/', kind: 'docs' },
        resource.cisa,
      ],
      curriculum: [],
    },
    {
      id: 'cryptography',
      title: { en: 'Cryptography', fr: 'Cryptographie', rw: 'Ikoranabuhanga ry’ibanga ([[en:cryptography]])' },
      goal: {
        en: 'You can explain and use hashing, symmetric and public-key encryption, digital signatures and certificates, and spot weak uses of cryptography.',
        fr: 'Vous savez expliquer et utiliser le hachage, le chiffrement symétrique et à clé publique, les signatures numériques et les certificats, et repérer les usages faibles de la cryptographie.',
        rw: 'Ushobora gusobanura no gukoresha [[en:hashing]], [[en:encryption]] ikoresha urufunguzo rumwe n’ikoresha urufunguzo rwa rubanda, imikono y’ikoranabuhanga na [[en:certificates]], kandi ukamenya aho [[en:cryptography]] ikoreshejwe nabi.',
      },
      topics: [
        {
          id: 'hashing',
          title: { en: 'Hashing', fr: 'Hachage', rw: '[[en:Hashing]]' },
          text: {
            en: 'See how hash functions such as SHA-256 check that a file was not changed, and why passwords need slow, salted hashes instead.',
            fr: 'Voyez comment les fonctions de hachage comme SHA-256 vérifient qu’un fichier n’a pas été modifié, et pourquoi les mots de passe exigent plutôt des hachages lents et salés.',
            rw: 'Reba uko [[en:hash functions]] nka SHA-256 zigenzura ko dosiye itahinduwe, n’impamvu amagambo y’ibanga akenera [[en:hashes]] zitinda kandi zifite salt.',
          },
        },
        {
          id: 'symmetric-encryption',
          title: { en: 'Symmetric encryption', fr: 'Chiffrement symétrique', rw: '[[en:Encryption]] ikoresha urufunguzo rumwe' },
          text: {
            en: 'Use one shared key to encrypt and decrypt with an algorithm such as AES, and learn why sharing that key safely is the hard part.',
            fr: 'Utilisez une seule clé partagée pour chiffrer et déchiffrer avec un algorithme comme AES, et comprenez pourquoi partager cette clé en sécurité est la partie difficile.',
            rw: 'Koresha urufunguzo rumwe musangiye mu guhisha no guhishura amakuru ukoresheje [[en:algorithm]] nka AES, kandi wumve impamvu gusangira urwo rufunguzo mu mutekano ari cyo gice kigoye.',
          },
        },
        {
          id: 'public-key-cryptography',
          title: { en: 'Public-key cryptography', fr: 'Cryptographie à clé publique', rw: '[[en:Cryptography]] y’urufunguzo rwa rubanda' },
          text: {
            en: 'Understand key pairs, digital signatures and key exchange, which let strangers on the internet talk securely and check who signed a message.',
            fr: 'Comprenez les paires de clés, les signatures numériques et l’échange de clés, qui permettent à des inconnus sur Internet de communiquer en sécurité et de vérifier qui a signé un message.',
            rw: 'Sobanukirwa imifunguzo ibiri ijyana, imikono y’ikoranabuhanga no guhanahana imifunguzo, bituma abantu bataziranye kuri interineti bavugana mu mutekano kandi bakamenya uwashyize umukono ku butumwa.',
          },
        },
        {
          id: 'tls-and-certificates',
          title: { en: 'TLS and certificates', fr: 'TLS et certificats', rw: 'TLS na [[en:certificates]]' },
          text: {
            en: 'Follow how HTTPS uses TLS and certificates from trusted authorities, and inspect the certificate of a website you use every day.',
            fr: 'Suivez comment HTTPS utilise TLS et des certificats d’autorités de confiance, et examinez le certificat d’un site que vous utilisez chaque jour.',
            rw: 'Kurikira uko HTTPS ikoresha TLS na [[en:certificates]] zitangwa n’inzego zizewe, kandi urebe [[en:certificate]] y’urubuga ukoresha buri munsi.',
          },
        },
        {
          id: 'crypto-mistakes',
          title: { en: 'Common mistakes', fr: 'Erreurs courantes', rw: 'Amakosa akunze gukorwa' },
          text: {
            en: 'Recognise weak practices such as home-made algorithms, old protocols, hard-coded keys and unencrypted backups, which break even strong cryptography.',
            fr: 'Reconnaissez les pratiques faibles comme les algorithmes faits maison, les vieux protocoles, les clés écrites dans le code et les sauvegardes non chiffrées, qui ruinent même une cryptographie solide.',
            rw: 'Menya imikorere idakomeye nka [[en:algorithms]] umuntu yihimbiye, [[en:protocols]] zishaje, imifunguzo yanditswe muri kode na [[en:backups]] zidahishwe, byangiza n’iyo [[en:cryptography]] ikomeye.',
          },
        },
      ],
      project: {
        en: 'Encrypt and sign a file with GPG and send it to a classmate who checks the signature, compare file hashes before and after a change, and write down what the certificate of a bank or government website tells you.',
        fr: 'Chiffrez et signez un fichier avec GPG et envoyez-le à un camarade qui vérifie la signature, comparez les empreintes d’un fichier avant et après une modification, et notez ce que vous apprend le certificat du site d’une banque ou d’un service public.',
        rw: 'Hisha kandi ushyire umukono kuri dosiye ukoresheje GPG uyohereze kuri mugenzi wawe ugenzura umukono, ugereranye [[en:hashes]] za dosiye mbere na nyuma yo kuyihindura, kandi wandike ibyo [[en:certificate]] y’urubuga rwa banki cyangwa urwa Leta ikubwira.',
      },
      weeks: 3,
      resources: [
        resource.khanAcademy,
        resource.cs50Cybersecurity,
        resource.owaspCheatSheetSeries,
      ],
      curriculum: [],
    },
    {
      id: 'secure-configuration',
      title: { en: 'Secure configuration and defence', fr: 'Configuration sécurisée et défense', rw: 'Gutunganya sisitemu mu mutekano no kuzirinda' },
      goal: {
        en: 'You can harden computers, servers and networks with firewalls, least privilege, patching, backups and safe cloud settings, and check your work against a benchmark.',
        fr: 'Vous savez durcir ordinateurs, serveurs et réseaux avec pare-feu, moindre privilège, correctifs, sauvegardes et réglages [[en:cloud]] sûrs, et vérifier votre travail par rapport à un référentiel.',
        rw: 'Ushobora gukomeza umutekano wa mudasobwa, seriveri n’imiyoboro ukoresheje [[en:firewalls]], uburenganzira buke bukenewe, ivugurura, [[en:backups]] n’igenamiterere ritekanye rya [[en:cloud]], kandi ukagenzura akazi kawe ukurikije amabwiriza y’icyitegererezo.',
      },
      topics: [
        {
          id: 'hardening',
          title: { en: 'System hardening', fr: 'Durcissement des systèmes', rw: 'Gukomeza umutekano wa sisitemu' },
          text: {
            en: 'Remove unused software and accounts, change default settings and follow a checklist such as the CIS Benchmarks to close easy doors.',
            fr: 'Supprimez logiciels et comptes inutiles, changez les réglages par défaut et suivez une liste de contrôle comme les CIS Benchmarks pour fermer les portes faciles.',
            rw: 'Kuraho porogaramu na konti bidakoreshwa, uhindure igenamiterere risanzwe kandi ukurikize urutonde rw’igenzura nka CIS Benchmarks kugira ngo ufunge inzira zoroshye.',
          },
        },
        {
          id: 'firewalls-and-vpn',
          title: { en: 'Firewalls and VPNs', fr: 'Pare-feu et VPN', rw: '[[en:Firewalls]] na VPN' },
          text: {
            en: 'Write firewall rules that allow only what is needed, split networks into zones, and use a VPN or SSH keys for remote access instead of open ports.',
            fr: 'Écrivez des règles de pare-feu qui n’autorisent que le nécessaire, découpez les réseaux en zones, et utilisez un VPN ou des clés SSH pour l’accès à distance plutôt que des ports ouverts.',
            rw: 'Andika amategeko ya [[en:firewall]] yemerera ibikenewe gusa, ugabanye imiyoboro mo ibice, kandi ukoreshe VPN cyangwa SSH [[en:keys]] mu kwinjira uri kure aho gusiga [[en:ports]] zifunguye.',
          },
        },
        {
          id: 'identity-and-access',
          title: { en: 'Identity and access', fr: 'Identités et accès', rw: 'Imyirondoro n’uburenganzira bwo kwinjira' },
          text: {
            en: 'Apply least privilege, strong authentication with multi-factor login and regular reviews of who has access, since stolen accounts cause many breaches.',
            fr: 'Appliquez le moindre privilège, une authentification forte à plusieurs facteurs et des revues régulières des accès, car les comptes volés causent beaucoup d’intrusions.',
            rw: 'Tanga uburenganzira buke bukenewe gusa, ukoreshe kwinjira gukomeye gusaba intambwe nyinshi kandi usuzume kenshi abafite uburenganzira, kuko konti zibwe ziteza ibitero byinshi.',
          },
        },
        {
          id: 'patching-and-backups',
          title: { en: 'Updates and backups', fr: 'Mises à jour et sauvegardes', rw: 'Ivugurura na [[en:backups]]' },
          text: {
            en: 'Install security updates quickly and keep backups following the 3-2-1 rule, with one copy offline, which is the best answer to ransomware.',
            fr: 'Installez vite les mises à jour de sécurité et gardez des sauvegardes selon la règle 3-2-1, dont une copie hors ligne\u00a0: c’est la meilleure réponse aux rançongiciels.',
            rw: 'Shyiraho vuba ivugurura ry’umutekano kandi ubike [[en:backups]] ukurikije itegeko rya 3-2-1, kopi imwe itari ku murongo; ni cyo gisubizo cyiza kuri [[en:ransomware]].',
          },
        },
        {
          id: 'cloud-security-basics',
          title: { en: 'Cloud security basics', fr: 'Bases de la sécurité du [[en:cloud]]', rw: 'Ibanze by’umutekano wa [[en:cloud]]' },
          text: {
            en: 'Learn the shared responsibility model and the most common cloud mistakes, such as public storage buckets and overly powerful access keys.',
            fr: 'Apprenez le modèle de responsabilité partagée et les erreurs [[en:cloud]] les plus courantes, comme les espaces de stockage publics et les clés d’accès trop puissantes.',
            rw: 'Iga uburyo inshingano zigabanywa hagati y’utanga [[en:cloud]] n’uyikoresha n’amakosa akunze gukorwa kuri [[en:cloud]], nk’ububiko bufunguriye bose n’imifunguzo yo kwinjira ifite ububasha burenze.',
          },
        },
      ],
      project: {
        en: 'Harden a Linux server VM for a small SACCO: SSH with keys only, a firewall allowing just the needed ports, automatic updates and daily backups, and show a before-and-after Nmap scan with a short report.',
        fr: 'Durcissez une machine virtuelle serveur Linux pour une petite SACCO\u00a0: SSH par clés uniquement, pare-feu limité aux ports nécessaires, mises à jour automatiques et sauvegardes quotidiennes, et montrez un scan Nmap avant et après avec un court rapport.',
        rw: 'Komeza umutekano wa [[en:virtual machine]] ya seriveri ya Linux ya SACCO nto: SSH ikoresha [[en:keys]] gusa, [[en:firewall]] yemera [[en:ports]] zikenewe gusa, ivugurura ryikora na [[en:backups]] za buri munsi, hanyuma werekane isuzuma rya Nmap mbere na nyuma na raporo ngufi.',
      },
      weeks: 4,
      resources: [
        { name: 'CIS', url: 'https://www.cisecurity.org/', kind: 'docs' },
        resource.nistCybersecurityFramework,
        resource.microsoftLearn,
      ],
      curriculum: [
        curriculum.rtbWindowsServerAdministrationL4,
      ],
    },
    {
      id: 'detection-and-response',
      title: { en: 'Detection and incident response', fr: 'Détection et réponse aux incidents', rw: 'Kumenya ibitero no guhangana na byo' },
      goal: {
        en: 'You can collect and search logs, recognise signs of an attack, and lead the first steps of an incident response from detection to lessons learned.',
        fr: 'Vous savez collecter et fouiller les journaux, reconnaître les signes d’une attaque, et mener les premières étapes d’une réponse à incident, de la détection aux leçons apprises.',
        rw: 'Ushobora gukusanya no gushakisha muri [[en:logs]], kumenya ibimenyetso by’igitero, no kuyobora intambwe za mbere zo guhangana n’ikibazo, kuva ku kukimenya kugera ku masomo akivuyemo.',
      },
      topics: [
        {
          id: 'logging-and-siem',
          title: { en: 'Central logs and SIEM', fr: 'Journaux centralisés et SIEM', rw: '[[en:Logs]] zikusanyirijwe hamwe na SIEM' },
          text: {
            en: 'Send logs from many machines to one place and search them with a SIEM such as Wazuh or the Elastic Stack, the main tool of a security operations centre.',
            fr: 'Envoyez les journaux de nombreuses machines au même endroit et fouillez-les avec un SIEM comme Wazuh ou la suite Elastic\u00a0: l’outil principal d’un centre d’opérations de sécurité.',
            rw: 'Ohereza [[en:logs]] z’imashini nyinshi ahantu hamwe kandi uzishakishemo ukoresheje SIEM nka Wazuh cyangwa Elastic Stack; ni cyo gikoresho nyamukuru cy’ikigo gikurikirana umutekano (SOC).',
          },
        },
        {
          id: 'ids-and-alerts',
          title: { en: 'Intrusion detection and alerts', fr: 'Détection d’intrusion et alertes', rw: 'Kumenya abinjira n’imiburo' },
          text: {
            en: 'Use an intrusion detection system such as Suricata and write simple alert rules, then learn to sort real alerts from false alarms.',
            fr: 'Utilisez un système de détection d’intrusion comme Suricata et écrivez des règles d’alerte simples, puis apprenez à distinguer les vraies alertes des fausses alarmes.',
            rw: 'Koresha sisitemu imenya abinjira nka Suricata kandi wandike amategeko yoroshye y’imiburo, hanyuma wige gutandukanya imiburo nyayo n’iy’ibinyoma.',
          },
        },
        {
          id: 'incident-response',
          title: { en: 'The incident response process', fr: 'Le processus de réponse aux incidents', rw: 'Intambwe zo guhangana n’ikibazo' },
          text: {
            en: 'Follow the phases of preparation, detection and analysis, containment, eradication, recovery and lessons learned, and keep notes at every step.',
            fr: 'Suivez les phases de préparation, détection et analyse, confinement, éradication, rétablissement et retour d’expérience, en prenant des notes à chaque étape.',
            rw: 'Kurikiza ibyiciro byo kwitegura, kumenya no gusesengura, gukumira ikwirakwira, kurandura, gusubiza ibintu ku murongo no kuvana amasomo mu byabaye, kandi wandike ibyo ukora kuri buri ntambwe.',
          },
        },
        {
          id: 'forensics-basics',
          title: { en: 'Forensics basics', fr: 'Bases de l’investigation numérique', rw: 'Ibanze by’iperereza ry’ikoranabuhanga' },
          text: {
            en: 'Learn to preserve evidence, build a timeline from logs and files, and why you must not change a machine before it is examined.',
            fr: 'Apprenez à préserver les preuves, à reconstituer une chronologie à partir des journaux et des fichiers, et pourquoi il ne faut pas modifier une machine avant son examen.',
            rw: 'Iga kubungabunga ibimenyetso, gukora urutonde rw’uko ibintu byakurikiranye uhereye kuri [[en:logs]] n’amadosiye, n’impamvu utagomba guhindura imashini mbere y’uko isuzumwa.',
          },
        },
        {
          id: 'vulnerability-management',
          title: { en: 'Vulnerability management', fr: 'Gestion des vulnérabilités', rw: 'Gucunga intege nke za sisitemu' },
          text: {
            en: 'Scan your systems for known weaknesses, read CVE entries and severity scores, and fix the most dangerous problems first.',
            fr: 'Analysez vos systèmes pour trouver les faiblesses connues, lisez les fiches CVE et leurs scores de gravité, et corrigez d’abord les problèmes les plus dangereux.',
            rw: 'Suzuma sisitemu zawe ushaka intege nke zizwi, usome CVE n’amanota yerekana uburemere bwazo, kandi ubanze ukosore ibibazo biteje akaga kurusha ibindi.',
          },
        },
      ],
      project: {
        en: 'Send your lab’s logs to a free SIEM, write an alert for repeated failed logins, trigger it yourself, then run a tabletop exercise of a ransomware attack on a SACCO and write the incident report.',
        fr: 'Envoyez les journaux de votre labo vers un SIEM gratuit, écrivez une alerte pour les échecs de connexion répétés, déclenchez-la vous-même, puis menez un exercice sur table d’une attaque par rançongiciel contre une SACCO et rédigez le rapport d’incident.',
        rw: 'Ohereza [[en:logs]] za laboratwari yawe muri SIEM y’ubuntu, wandike umuburo ugaragara iyo kwinjira byanze inshuro nyinshi, ubwawe utume uwo muburo uvuka, hanyuma ukore imyitozo yo kwigana uko wahangana n’igitero cya [[en:ransomware]] kuri SACCO ([[en:tabletop exercise]]) kandi wandike raporo y’icyo kibazo.',
      },
      weeks: 4,
      resources: [
        resource.nistCybersecurityFramework,
        resource.cisa,
        { name: 'Wazuh', url: 'https://wazuh.com/', kind: 'tool' },
      ],
      curriculum: [],
    },
    {
      id: 'career-and-certifications',
      title: { en: 'Ethics, practice and certifications', fr: 'Éthique, pratique et certifications', rw: 'Imyitwarire, imyitozo n’impamyabushobozi' },
      goal: {
        en: 'You know the legal and ethical limits of security work, have a portfolio of practice write-ups, and have a plan for the entry-level certifications employers ask for.',
        fr: 'Vous connaissez les limites légales et éthiques du travail en sécurité, avez un portfolio de comptes rendus d’exercices, et un plan pour les certifications de premier niveau demandées par les employeurs.',
        rw: 'Uzi imbibi z’amategeko n’imyitwarire mu kazi k’umutekano w’ikoranabuhanga, ufite [[en:portfolio]] y’inyandiko zisobanura imyitozo wakoze, kandi ufite gahunda y’impamyabushobozi z’ibanze abakoresha basaba.',
      },
      topics: [
        {
          id: 'law-and-ethics',
          title: { en: 'Law and ethics', fr: 'Loi et éthique', rw: 'Amategeko n’imyitwarire' },
          text: {
            en: 'Learn Rwanda’s laws on cybercrime and personal data protection and the rule of always having written permission, because the same skill is defence with permission and a crime without it.',
            fr: 'Apprenez les lois rwandaises sur la cybercriminalité et la protection des données personnelles, et la règle de toujours avoir une autorisation écrite\u00a0: la même compétence est une défense avec permission et un délit sans elle.',
            rw: 'Iga amategeko y’u Rwanda ku byaha by’ikoranabuhanga no ku kurinda amakuru bwite, n’ihame ryo guhora ufite uruhushya rwanditse, kuko ubumenyi bumwe buba uburinzi iyo wabiherewe uruhushya n’icyaha iyo utarufite.',
          },
        },
        {
          id: 'capture-the-flag',
          title: { en: 'Capture the flag practice', fr: 'Entraînement [[en:capture the flag]]', rw: 'Imyitozo ya [[en:capture the flag]]' },
          text: {
            en: 'Practise legally on free platforms such as picoCTF and OverTheWire, and write up how you solved each challenge to show your thinking.',
            fr: 'Entraînez-vous légalement sur des plateformes gratuites comme picoCTF et OverTheWire, et rédigez comment vous avez résolu chaque défi pour montrer votre raisonnement.',
            rw: 'Imenyereze mu buryo bwemewe n’amategeko ku mbuga z’ubuntu nka picoCTF na OverTheWire, kandi wandike uko wakemuye buri kibazo kugira ngo werekane uko utekereza.',
          },
        },
        {
          id: 'certifications',
          title: { en: 'Entry-level certifications', fr: 'Certifications de premier niveau', rw: 'Impamyabushobozi z’ibanze' },
          text: {
            en: 'Compare entry-level certifications such as ISC2 Certified in Cybersecurity and CompTIA Security+, what each covers and costs, and prepare with free material first.',
            fr: 'Comparez les certifications de premier niveau comme ISC2 Certified in Cybersecurity et CompTIA Security+, ce que chacune couvre et coûte, et préparez-vous d’abord avec des ressources gratuites.',
            rw: 'Gereranya impamyabushobozi z’ibanze nka ISC2 Certified in Cybersecurity na CompTIA Security+, ibyo buri imwe ikubiyemo n’ikiguzi cyayo, kandi ubanze kwitegura ukoresheje ibikoresho by’ubuntu.',
          },
        },
        {
          id: 'security-careers',
          title: { en: 'Security careers', fr: 'Métiers de la sécurité', rw: 'Imyuga y’umutekano w’ikoranabuhanga' },
          text: {
            en: 'Learn what SOC analysts, penetration testers, security engineers and governance staff do, and which path fits your strengths and the jobs near you.',
            fr: 'Découvrez ce que font analystes SOC, testeurs d’intrusion, ingénieurs sécurité et spécialistes de la gouvernance, et quelle voie correspond à vos forces et aux emplois proches de vous.',
            rw: 'Menya icyo abasesengura muri SOC, abagerageza kwinjira muri sisitemu babiherewe uruhushya, abahanga mu mutekano n’abashinzwe imiyoborere y’umutekano bakora, n’inzira ijyanye n’ubushobozi bwawe n’akazi kari hafi yawe.',
          },
        },
      ],
      project: {
        en: 'Solve at least fifteen picoCTF or OverTheWire challenges, publish write-ups of five of them on GitHub with your lab projects, and write a one-page plan for your first certification with dates.',
        fr: 'Résolvez au moins quinze défis picoCTF ou OverTheWire, publiez sur GitHub les comptes rendus de cinq d’entre eux avec vos projets de labo, et rédigez un plan d’une page, avec des dates, pour votre première certification.',
        rw: 'Kemura nibura ibibazo cumi na bitanu bya picoCTF cyangwa OverTheWire, ushyire kuri GitHub inyandiko zisobanura uko wakemuye bitanu muri byo hamwe n’imishinga ya laboratwari yawe, kandi wandike urupapuro rumwe rwa gahunda y’impamyabushobozi yawe ya mbere ifite amatariki.',
      },
      weeks: 3,
      resources: [
        { name: 'picoCTF', url: 'https://picoctf.org/', kind: 'course' },
        resource.overthewire,
        { name: 'ISC2', url: 'https://www.isc2.org/', kind: 'docs' },
        resource.roadmapSh,
      ],
      curriculum: [],
    },
  ],
};

export default plan;
