import type { TermsContent } from './schema';

/**
 * The Terms and Conditions. `lastUpdated` is the date these terms last changed: change it only
 * when the text changes (the page shows it, formatted in the visitor's language).
 * Section 13 (contact) is followed on the page by the email and phone from the site config.
 */
export const terms: TermsContent = {
  lastUpdated: '2026-11-21',
  intro: {
    en: 'These terms explain the rules for using Ubumenyi, a free educational website. Please read them: by using the site you agree to them. If you are young, read them with a parent, guardian or teacher.',
    fr: 'Ces conditions expliquent les règles d’utilisation d’Ubumenyi, un site éducatif gratuit. Merci de les lire\u00a0: en utilisant le site, vous les acceptez. Si vous êtes jeune, lisez-les avec un parent, un tuteur ou un enseignant.',
    rw: "Aya mabwiriza asobanura uko urubuga Ubumenyi, urubuga rw'uburezi rw'ubuntu, rukoreshwa. Turagusaba kuyasoma: iyo ukoresheje uru rubuga, uba uyemeye. Niba ukiri muto, uyasome uri kumwe n'umubyeyi, umurera cyangwa umwarimu.",
  },
  sections: [
    {
      id: 'acceptance',
      title: { en: 'Acceptance of terms', fr: 'Acceptation des conditions', rw: 'Kwemera amabwiriza' },
      paragraphs: {
        en: [
          'By opening or using Ubumenyi, you agree to these terms. If you do not agree, please do not use the site.',
          'If you use Ubumenyi on behalf of a school or an organisation, you confirm that you may accept these terms for it.',
        ],
        fr: [
          'En ouvrant ou en utilisant Ubumenyi, vous acceptez ces conditions. Si vous ne les acceptez pas, merci de ne pas utiliser le site.',
          'Si vous utilisez Ubumenyi pour le compte d’une école ou d’une organisation, vous confirmez être autorisé à accepter ces conditions en son nom.',
        ],
        rw: [
          'Iyo ufunguye cyangwa ukoresheje Ubumenyi, uba wemeye aya mabwiriza. Niba utayemera, turagusaba kudakoresha uru rubuga.',
          "Niba ukoresha Ubumenyi mu izina ry'ishuri cyangwa ry'umuryango, wemeza ko wemerewe kwemera aya mabwiriza mu izina ryawo.",
        ],
      },
    },
    {
      id: 'service',
      title: { en: 'Description of service', fr: 'Description du service', rw: 'Ibisobanuro bya serivisi' },
      paragraphs: {
        en: [
          'Ubumenyi is a free website that gathers learning resources for learners and teachers in Rwanda: textbooks, past exam papers, developer roadmaps, science simulations, an interactive periodic table and study guides. Until the real document of a textbook or paper is on the site, its download is a sample file that says so.',
          'Some resources are hosted by other organisations, such as the simulations of PhET Interactive Simulations. We link to them or show them inside our pages, and their own terms also apply when you use them.',
          'We may add, change or remove resources at any time, and the site may sometimes be unavailable for maintenance.',
        ],
        fr: [
          'Ubumenyi est un site gratuit qui rassemble des ressources d’apprentissage pour les élèves et les enseignants du Rwanda\u00a0: manuels, anciens examens, parcours de développeur, simulations scientifiques, tableau périodique interactif et guides d’étude. Tant que le vrai document d’un manuel ou d’un ancien examen n’est pas sur le site, son téléchargement est un fichier d’exemple qui le signale.',
          'Certaines ressources sont hébergées par d’autres organisations, comme les simulations de PhET Interactive Simulations. Nous y renvoyons ou les affichons dans nos pages, et leurs propres conditions s’appliquent aussi lorsque vous les utilisez.',
          'Nous pouvons ajouter, modifier ou retirer des ressources à tout moment, et le site peut parfois être indisponible pour maintenance.',
        ],
        rw: [
          "Ubumenyi ni urubuga rw'ubuntu rukusanya imfashanyigisho z'abanyeshuri n'abarimu bo mu Rwanda: ibitabo, ibizamini byahise, inzira z'imyigire z'abakora porogaramu, igerageza rya siyansi, imbonerahamwe y'ibinyabutabire ikoreshwa mu buryo bw'ikoranabuhanga, n'imfashanyigisho zo kwiga. Igihe inyandiko nyayo y'igitabo cyangwa y'ikizamini itarashyirwa ku rubuga, dosiye ukuramo ni iy'icyitegererezo, kandi ibyo biba byanditseho.",
          "Zimwe mu mfashanyigisho zibikwa n'indi miryango, nk'igerageza rya PhET Interactive Simulations. Tukugezaho amahuza akugeza kuri izo mfashanyigisho cyangwa tukazigaragaza ku mpapuro zacu, kandi amabwiriza y'iyo miryango na yo akurikizwa iyo uzikoresheje.",
          'Dushobora kongeraho, guhindura cyangwa gukuraho imfashanyigisho igihe icyo ari cyo cyose, kandi rimwe na rimwe urubuga rushobora kutaboneka kubera imirimo yo kurutunganya.',
        ],
      },
    },
    {
      id: 'eligibility',
      title: { en: 'Eligibility', fr: 'Conditions d’accès', rw: 'Abemerewe gukoresha urubuga' },
      paragraphs: {
        en: [
          'You must be at least 13 years old to use Ubumenyi.',
          'If you are under 18, ask a parent, guardian or teacher to read these terms with you and to help you use the site safely.',
          'Teachers and parents may use Ubumenyi to prepare lessons and activities for children of any age.',
        ],
        fr: [
          'Vous devez avoir au moins 13 ans pour utiliser Ubumenyi.',
          'Si vous avez moins de 18 ans, demandez à un parent, à un tuteur ou à un enseignant de lire ces conditions avec vous et de vous aider à utiliser le site en toute sécurité.',
          'Les enseignants et les parents peuvent utiliser Ubumenyi pour préparer des leçons et des activités destinées à des enfants de tout âge.',
        ],
        rw: [
          'Ugomba kuba ufite nibura imyaka 13 kugira ngo ukoreshe Ubumenyi.',
          "Niba utarageza ku myaka 18, saba umubyeyi, umurera cyangwa umwarimu gusomana nawe aya mabwiriza no kugufasha gukoresha urubuga mu mutekano.",
          "Abarimu n'ababyeyi bashobora gukoresha Ubumenyi mu gutegura amasomo n'ibikorwa bigenewe abana b'imyaka yose.",
        ],
      },
    },
    {
      id: 'acceptableUse',
      title: { en: 'Acceptable use', fr: 'Utilisation acceptable', rw: 'Imikoreshereze yemewe' },
      paragraphs: {
        en: ['Use Ubumenyi in a way that respects other people and the site itself. In particular, you must not:'],
        fr: ['Utilisez Ubumenyi dans le respect des autres et du site lui-même. En particulier, vous ne devez pas\u00a0:'],
        rw: ['Koresha Ubumenyi wubaha abandi kandi wubaha urubuga ubwarwo. By’umwihariko, ntiwemerewe:'],
      },
      items: {
        en: [
          'copy the site or its resources in order to sell them or present them as your own;',
          'try to break, overload or get around the security of the site;',
          'use automated tools to download resources in bulk in a way that slows the site down for others;',
          'send anything unlawful, hateful or harmful to children through our forms;',
          'pretend to be someone else when you contact us.',
        ],
        fr: [
          'copier le site ou ses ressources pour les vendre ou les présenter comme les vôtres\u00a0;',
          'tenter de casser ou de surcharger le site, ou de contourner sa sécurité\u00a0;',
          'utiliser des outils automatiques pour télécharger des ressources en masse au point de ralentir le site pour les autres\u00a0;',
          'envoyer par nos formulaires un contenu illégal, haineux ou dangereux pour les enfants\u00a0;',
          'vous faire passer pour quelqu’un d’autre lorsque vous nous contactez.',
        ],
        rw: [
          'kwigana urubuga cyangwa imfashanyigisho zarwo ugamije kuzigurisha cyangwa kuzitirira;',
          'kugerageza kwangiza urubuga, kururemereza cyangwa guca ku mutekano warwo;',
          'gukoresha porogaramu zikora zonyine mu gukuramo imfashanyigisho nyinshi icyarimwe ku buryo bidindiza urubuga ku bandi;',
          "kohereza binyuze mu ifishi zacu ikintu kinyuranyije n'amategeko, gikwirakwiza urwango cyangwa cyagirira nabi abana;",
          'kwiyitirira undi muntu igihe utwandikiye.',
        ],
      },
    },
    {
      id: 'intellectualProperty',
      title: { en: 'Intellectual property', fr: 'Propriété intellectuelle', rw: "Umutungo bwite mu by'ubwenge" },
      paragraphs: {
        en: [
          'The text, design and code written for Ubumenyi belong to the Ubumenyi team. You may read, download, print and share them for learning and teaching, with credit to Ubumenyi.',
          'Textbooks, exam papers, simulations and roadmaps belong to their authors and publishers, and each keeps its own licence. Check the source named on a resource before reusing it elsewhere.',
          'If you believe something on Ubumenyi uses your work without permission, contact us and we will review it promptly.',
        ],
        fr: [
          'Les textes, le graphisme et le code créés pour Ubumenyi appartiennent à l’équipe d’Ubumenyi. Vous pouvez les lire, les télécharger, les imprimer et les partager pour apprendre et enseigner, en citant Ubumenyi.',
          'Les manuels, anciens examens, simulations et parcours appartiennent à leurs auteurs et éditeurs, et chacun garde sa propre licence. Vérifiez la source indiquée sur une ressource avant de la réutiliser ailleurs.',
          'Si vous pensez qu’un contenu d’Ubumenyi utilise votre travail sans autorisation, contactez-nous\u00a0: nous l’examinerons rapidement.',
        ],
        rw: [
          "Inyandiko, imigaragarire na porogaramu byakorewe urubuga Ubumenyi ni iby'itsinda ry'Ubumenyi. Ushobora kubisoma, kubimanura, kubicapa no kubisangiza abandi mu rwego rwo kwiga no kwigisha, uvuze ko bikomoka ku rubuga Ubumenyi.",
          "Ibitabo, ibizamini, igerageza n'inzira z'imyigire ni iby'ababyanditse n'ababisohoye, kandi buri kimwe gifite uruhushya rwacyo. Banza urebe inkomoko yanditse kuri buri mfashanyigisho mbere yo kuyikoresha ahandi.",
          'Niba ubona hari ikintu kiri ku rubuga Ubumenyi gikoresha igihangano cyawe nta ruhushya, twandikire kandi tuzagisuzuma vuba.',
        ],
      },
    },
    {
      id: 'privacy',
      title: { en: 'Privacy', fr: 'Vie privée', rw: 'Ubuzima bwite' },
      paragraphs: {
        en: [
          'You can use Ubumenyi without creating an account. We do not sell personal information, and the site shows no advertising.',
          'The site remembers your choice of language on your own device. When you send us a message, we use your name and your message only to reply to you.',
          'Forms and simulations hosted by other services, and WhatsApp when you use it to contact us, follow their own privacy policies.',
        ],
        fr: [
          'Vous pouvez utiliser Ubumenyi sans créer de compte. Nous ne vendons aucune donnée personnelle et le site n’affiche aucune publicité.',
          'Le site mémorise votre choix de langue sur votre propre appareil. Lorsque vous nous envoyez un message, nous utilisons votre nom et votre message uniquement pour vous répondre.',
          'Les formulaires et simulations hébergés par d’autres services, ainsi que WhatsApp lorsque vous l’utilisez pour nous contacter, suivent leurs propres politiques de confidentialité.',
        ],
        rw: [
          "Ushobora gukoresha Ubumenyi udafunguye konti. Ntitugurisha amakuru bwite y'abantu, kandi nta matangazo yo kwamamaza ari ku rubuga.",
          "Urubuga rwibuka ururimi wahisemo, kandi ayo makuru abikwa ku gikoresho cyawe gusa. Iyo utwoherereje ubutumwa, izina ryawe n'ubutumwa bwawe tubikoresha gusa kugira ngo tugusubize.",
          "Ifishi n'igerageza bibikwa n'izindi serivisi, kimwe na WhatsApp iyo uyikoresha utwandikira, bikurikiza politiki zabyo bwite zo kurinda ubuzima bwite.",
        ],
      },
    },
    {
      id: 'disclaimers',
      title: { en: 'Disclaimers', fr: 'Avertissements', rw: 'Ibyo tutishingira' },
      paragraphs: {
        en: [
          'We check resources carefully, but Ubumenyi is provided as it is, without any guarantee that every resource is complete, up to date or free of errors.',
          'Ubumenyi is not an official channel of the Ministry of Education, REB or RTB. For official syllabuses, timetables and results, always check their own announcements.',
          'Links to other websites are given for convenience; we do not control what those websites publish.',
        ],
        fr: [
          'Nous vérifions les ressources avec soin, mais Ubumenyi est fourni tel quel, sans garantie que chaque ressource soit complète, à jour ou exempte d’erreurs.',
          'Ubumenyi n’est pas un canal officiel du ministère de l’Éducation, du REB ou du RTB. Pour les programmes, calendriers et résultats officiels, consultez toujours leurs propres annonces.',
          'Les liens vers d’autres sites sont donnés pour votre commodité\u00a0; nous ne contrôlons pas ce que ces sites publient.',
        ],
        rw: [
          "Tugenzura imfashanyigisho twitonze, ariko urubuga Ubumenyi rutangwa uko ruri, nta cyemezo gitangwa ko buri mfashanyigisho yuzuye, igezweho cyangwa idafite amakosa.",
          "Ubumenyi si urubuga rwemewe rwa Minisiteri y'Uburezi, rwa REB cyangwa rwa RTB. Ku nteganyanyigisho, ingengabihe n'amanota byemewe, buri gihe reba amatangazo yabo bwite.",
          'Amahuza agana ku zindi mbuga atangwa kugira ngo akorohereze; ntitugenzura ibitangazwa kuri izo mbuga.',
        ],
      },
    },
    {
      id: 'liability',
      title: { en: 'Limitation of liability', fr: 'Limitation de responsabilité', rw: 'Aho uburyozwe bwacu bugarukira' },
      paragraphs: {
        en: [
          'As far as the law allows, the Ubumenyi team is not responsible for any loss that comes from using the site or from being unable to use it, including lost data, mobile data charges or exam results.',
          'Nothing in these terms removes rights that Rwandan law gives you and that cannot be limited by agreement.',
        ],
        fr: [
          'Dans les limites permises par la loi, l’équipe d’Ubumenyi n’est pas responsable des pertes liées à l’utilisation du site ou à l’impossibilité de l’utiliser, y compris la perte de données, les frais de données mobiles ou les résultats d’examen.',
          'Rien dans ces conditions ne vous retire les droits que la loi rwandaise vous accorde et qu’un accord ne peut pas limiter.',
        ],
        rw: [
          "Mu rugero amategeko yemera, itsinda ry'Ubumenyi ntiribazwa igihombo icyo ari cyo cyose giturutse ku gukoresha urubuga cyangwa ku kutabasha kurukoresha, harimo gutakaza amakuru, amafaranga ya interineti cyangwa amanota y'ibizamini.",
          "Nta kintu na kimwe muri aya mabwiriza kikwambura uburenganzira uhabwa n'amategeko y'u Rwanda budashobora kugabanywa n'amasezerano.",
        ],
      },
    },
    {
      id: 'educationalUse',
      title: { en: 'Educational use only', fr: 'Usage éducatif uniquement', rw: 'Gukoreshwa mu burezi gusa' },
      paragraphs: {
        en: [
          'Ubumenyi and its resources are for learning and teaching only: personal study, classroom lessons, revision groups and similar non-commercial educational use.',
          'You may not sell access to the resources, charge learners for them, or use them in paid products or services without the written permission of their owners.',
          'Study guides and explanations support your learning; they do not replace your teachers, your school’s syllabus or official exam instructions.',
        ],
        fr: [
          'Ubumenyi et ses ressources servent uniquement à apprendre et à enseigner\u00a0: étude personnelle, cours en classe, groupes de révision et autres usages éducatifs non commerciaux.',
          'Vous ne pouvez pas vendre l’accès aux ressources, les faire payer aux élèves ni les utiliser dans des produits ou services payants sans l’autorisation écrite de leurs propriétaires.',
          'Les guides et les explications soutiennent votre apprentissage\u00a0; ils ne remplacent ni vos enseignants, ni le programme de votre école, ni les consignes officielles des examens.',
        ],
        rw: [
          "Urubuga Ubumenyi n'imfashanyigisho zarwo bigenewe kwiga no kwigisha gusa: kwiyigisha, amasomo yo mu ishuri, amatsinda yo gusubiramo amasomo n'ubundi buryo bw'uburezi butagamije inyungu.",
          "Ntiwemerewe kugurisha uburenganzira bwo kugera ku mfashanyigisho, kuzishyuza abanyeshuri cyangwa kuzikoresha mu bicuruzwa cyangwa serivisi byishyurwa, utabiherewe uruhushya rwanditse na ba nyirazo.",
          "Imfashanyigisho n'ibisobanuro bigufasha kwiga; ntibisimbura abarimu bawe, integanyanyigisho y'ishuri ryawe cyangwa amabwiriza yemewe y'ibizamini.",
        ],
      },
    },
    {
      id: 'termination',
      title: { en: 'Account termination', fr: 'Résiliation du compte et de l’accès', rw: 'Guhagarika konti n’uburenganzira bwo gukoresha urubuga' },
      paragraphs: {
        en: [
          'Ubumenyi does not ask you to create an account today. If accounts or other sign-in features are added later, these rules will apply to them.',
          'We may block or end access for anyone who breaks these terms, for example by attacking the site or misusing the resources, without notice where the harm is serious.',
          'You can stop using Ubumenyi at any time. If you have sent us personal information, you can ask us to delete it.',
        ],
        fr: [
          'Aujourd’hui, Ubumenyi ne vous demande pas de créer de compte. Si des comptes ou d’autres fonctions de connexion sont ajoutés plus tard, ces règles s’y appliqueront.',
          'Nous pouvons bloquer ou retirer l’accès à toute personne qui enfreint ces conditions, par exemple en attaquant le site ou en détournant les ressources, sans préavis lorsque le préjudice est grave.',
          'Vous pouvez cesser d’utiliser Ubumenyi à tout moment. Si vous nous avez transmis des informations personnelles, vous pouvez nous demander de les supprimer.',
        ],
        rw: [
          'Kuri ubu, urubuga Ubumenyi ntirugusaba gufungura konti. Nihaza kongerwaho konti cyangwa ubundi buryo bwo kwinjira, aya mabwiriza azabireba.',
          "Dushobora kubuza cyangwa guhagarika uburenganzira bwo gukoresha urubuga umuntu wese urenga kuri aya mabwiriza, urugero nk'ugaba ibitero ku rubuga cyangwa ukoresha nabi imfashanyigisho, nta nteguza igihe ingaruka zikomeye.",
          'Ushobora kureka gukoresha Ubumenyi igihe icyo ari cyo cyose. Niba warigeze kutwoherereza amakuru bwite, ushobora kudusaba kuyasiba.',
        ],
      },
    },
    {
      id: 'changes',
      title: { en: 'Changes to terms', fr: 'Modification des conditions', rw: 'Guhindura amabwiriza' },
      paragraphs: {
        en: [
          'We may update these terms as the site grows. The date at the top of this page shows when they last changed.',
          'When a change is important, we will say so on the home page for at least 30 days. If you keep using Ubumenyi after a change, you accept the new terms.',
        ],
        fr: [
          'Nous pouvons mettre à jour ces conditions à mesure que le site évolue. La date en haut de cette page indique leur dernière modification.',
          'Lorsqu’un changement est important, nous l’annoncerons sur la page d’accueil pendant au moins 30 jours. Si vous continuez à utiliser Ubumenyi après un changement, vous acceptez les nouvelles conditions.',
        ],
        rw: [
          'Dushobora kuvugurura aya mabwiriza uko urubuga rugenda rwaguka. Itariki iri hejuru kuri uru rupapuro yerekana igihe aheruka guhindurwa.',
          "Iyo impinduka ari ingenzi, tuzabimenyekanisha ku rupapuro rubanza nibura mu gihe cy'iminsi 30. Nukomeza gukoresha Ubumenyi nyuma y'impinduka, uzaba wemeye amabwiriza mashya.",
        ],
      },
    },
    {
      id: 'governingLaw',
      title: { en: 'Governing law', fr: 'Droit applicable', rw: 'Amategeko akurikizwa' },
      paragraphs: {
        en: [
          'These terms are governed by the laws of the Republic of Rwanda.',
          'If a disagreement arises, please contact us first so that we can try to settle it together. If that fails, the competent courts of Rwanda will decide.',
        ],
        fr: [
          'Ces conditions sont régies par les lois de la République du Rwanda.',
          'En cas de désaccord, contactez-nous d’abord pour que nous tentions de le régler ensemble. À défaut, les juridictions compétentes du Rwanda trancheront.',
        ],
        rw: [
          "Aya mabwiriza agengwa n'amategeko ya Repubulika y'u Rwanda.",
          'Haramutse havutse ukutumvikana, banza utwandikire kugira ngo tugerageze kubikemura twumvikanye. Nibidashoboka, inkiko zibifitiye ububasha zo mu Rwanda ni zo zizafata icyemezo.',
        ],
      },
    },
    {
      id: 'contact',
      title: { en: 'Contact information', fr: 'Coordonnées', rw: 'Aho tubarizwa' },
      paragraphs: {
        en: ['Questions about these terms? Write to us or call us using the details below, or use the contact page.'],
        fr: ['Des questions sur ces conditions\u00a0? Écrivez-nous ou appelez-nous grâce aux coordonnées ci-dessous, ou passez par la page de contact.'],
        rw: ['Ufite ibibazo kuri aya mabwiriza? Twandikire cyangwa uduhamagare ukoresheje aho tubarizwa hakurikira, cyangwa ukoreshe urupapuro rwo kutwandikira.'],
      },
    },
    {
      id: 'severability',
      title: { en: 'Severability', fr: 'Divisibilité', rw: "Ubwigenge bw'ingingo" },
      paragraphs: {
        en: [
          'If a court finds that any part of these terms cannot be enforced, that part will be limited only as much as necessary, and the rest of the terms will remain in full effect.',
        ],
        fr: [
          'Si un tribunal estime qu’une partie de ces conditions est inapplicable, cette partie sera limitée au strict nécessaire et le reste des conditions restera pleinement en vigueur.',
        ],
        rw: [
          'Urukiko nirusanga hari ingingo y’aya mabwiriza idashobora kubahirizwa, iyo ngingo izagabanywa mu rugero rukenewe gusa, naho andi mabwiriza akomeze kubahirizwa uko yakabaye.',
        ],
      },
    },
  ],
};
