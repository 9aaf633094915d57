import { defineNamespace } from '../define';

/**
 * The home page's hero and feature cards (with the page's chunk, not every page's). A sentence about
 * the books or the papers has one version per state of their files (src/lib/file-offer.ts): it says
 * "sample" while the files are samples, and the page picks the version the content calls for.
 * `tvetClasses` names the RTB classes together in such a sentence ("S3, S6 and TVET").
 */
const en = {
  "heroTitle": "Learn anything, for free, on any phone",
  "heroText": {
    "real": "Textbooks, past exam papers, science simulations and study guides for learners in Rwanda — light enough for a slow connection.",
    "adding": "Science simulations, the periodic table and study guides for learners in Rwanda, with textbooks and past papers being added — light enough for a slow connection."
  },
  "browseBooks": "Browse books",
  "findPapers": "Find past papers",
  "featuresTitle": "What you will find here",
  "featureBooksTitle": "Textbooks to download",
  "featureBooksText": {
    "none": "REB textbooks will be listed here, each with its file size shown before you tap, so you know what a download costs.",
    "sample": "REB textbooks for {{classes}} are listed, but each download is still a sample file until we add the real book.",
    "mixed": "Some REB textbooks for {{realClasses}} are ready to download, with the file size shown before you tap; the others are sample files until we add them.",
    "real": "REB textbooks for {{classes}}, with the file size shown before you tap, so you know what a download costs."
  },
  "featureBooksAction": "Open the library",
  "featurePapersTitle": "Past exam papers",
  "featurePapersText": {
    "none": "Past papers will be listed here. You will filter them by board, class, subject and year, and share the link with your class.",
    "sample": "Papers for {{classes}} are listed, but each download is still a sample file until we add the real paper. Filter by board, class, subject and year, and share the link with your class.",
    "mixed": "Revise with the real {{realClasses}} papers we have; the others are sample files until we add them. Filter by board, class, subject and year, and share the link with your class.",
    "real": "Revise with real {{classes}} papers. Filter by board, class, subject and year, and share the link with your class."
  },
  "featurePapersAction": "Find a paper",
  "tvetClasses": "TVET",
  "featureLabsTitle": "Virtual science lab",
  "featureLabsText": "Run physics, chemistry, biology and maths experiments on your phone, and explore all 118 elements of the periodic table.",
  "featureLabsAction": "Try a simulation"
};

export const home = defineNamespace('home', en, {
  fr: {
    "heroTitle": "Apprendre gratuitement, sur n’importe quel téléphone",
    "heroText": {
      "real": "Manuels, anciens examens, simulations scientifiques et guides d’étude pour les apprenants au Rwanda — assez légers pour une connexion lente.",
      "adding": "Simulations scientifiques, tableau périodique et guides d’étude pour les apprenants au Rwanda, avec des manuels et des anciens examens en cours d’ajout — assez légers pour une connexion lente."
    },
    "browseBooks": "Parcourir les livres",
    "findPapers": "Trouver un ancien examen",
    "featuresTitle": "Ce que vous trouverez ici",
    "featureBooksTitle": "Des manuels à télécharger",
    "featureBooksText": {
      "none": "Les manuels du REB seront listés ici, chacun avec la taille de son fichier affichée avant le téléchargement, pour savoir ce qu’il coûte.",
      "sample": "Les manuels du REB des classes {{classes}} sont listés, mais chaque téléchargement n’est encore qu’un fichier d’exemple, en attendant que nous ajoutions le vrai livre.",
      "mixed": "Certains manuels du REB des classes {{realClasses}} sont prêts à télécharger, avec la taille du fichier affichée avant le téléchargement\u00a0; les autres sont des fichiers d’exemple en attendant que nous les ajoutions.",
      "real": "Les manuels du REB des classes {{classes}}, avec la taille du fichier affichée avant le téléchargement, pour savoir ce qu’il coûte."
    },
    "featureBooksAction": "Ouvrir la bibliothèque",
    "featurePapersTitle": "Anciens examens",
    "featurePapersText": {
      "none": "Les anciens examens seront listés ici. Vous pourrez les filtrer par organisme, classe, matière et année, puis partager le lien avec votre classe.",
      "sample": "Les anciens examens des classes {{classes}} sont listés, mais chaque téléchargement n’est encore qu’un fichier d’exemple, en attendant que nous ajoutions le vrai examen. Filtrez par organisme, classe, matière et année, puis partagez le lien avec votre classe.",
      "mixed": "Révisez avec les vrais examens des classes {{realClasses}} que nous avons déjà\u00a0; les autres sont des fichiers d’exemple en attendant que nous les ajoutions. Filtrez par organisme, classe, matière et année, puis partagez le lien avec votre classe.",
      "real": "Révisez avec de vrais examens des classes {{classes}}. Filtrez par organisme, classe, matière et année, puis partagez le lien avec votre classe."
    },
    "featurePapersAction": "Trouver un examen",
    "tvetClasses": "EFTP",
    "featureLabsTitle": "Laboratoire virtuel",
    "featureLabsText": "Faites des expériences de physique, chimie, biologie et mathématiques sur votre téléphone, et explorez les 118 éléments du tableau périodique.",
    "featureLabsAction": "Essayer une simulation"
  },
  rw: {
    "heroTitle": "Iga ibyo ushaka, ku buntu, kuri telefoni iyo ari yo yose",
    "heroText": {
      "real": "Ibitabo, ibizamini byahise, igerageza rya siyansi n'imfashanyigisho ku banyeshuri bo mu Rwanda — byoroheje ku murongo wa interineti utihuta.",
      "adding": "Igerageza rya siyansi, imbonerahamwe y'ibinyabutabire n'imfashanyigisho ku banyeshuri bo mu Rwanda, mu gihe tugishyiraho ibitabo n'ibizamini byahise — byoroheje ku murongo wa interineti utihuta."
    },
    "browseBooks": "Reba ibitabo",
    "findPapers": "Shaka ibizamini byahise",
    "featuresTitle": "Icyo uzahasanga",
    "featureBooksTitle": "Ibitabo byo gukuramo",
    "featureBooksText": {
      "none": "Ibitabo bya REB bizashyirwa hano, buri gitabo ukabanza kubona ingano ya dosiye yacyo mbere yo gukanda, ukamenya icyo izagutwara.",
      "sample": "Ibitabo bya REB bya {{classes}} biri ku rutonde, ariko buri dosiye ukuramo iracyari iy'icyitegererezo, kugeza dushyizeho igitabo nyacyo.",
      "mixed": "Bimwe mu bitabo bya REB bya {{realClasses}} biriteguye ngo ubikuremo, ubona ingano ya dosiye mbere yo gukanda; ibindi ni dosiye z'icyitegererezo kugeza tubishyizeho.",
      "real": "Ibitabo bya REB bya {{classes}}, ubona ingano ya dosiye mbere yo gukanda, ukamenya icyo izagutwara."
    },
    "featureBooksAction": "Fungura isomero",
    "featurePapersTitle": "Ibizamini byahise",
    "featurePapersText": {
      "none": "Ibizamini byahise bizashyirwa hano. Uzabishungura ukurikije urwego, umwaka w'amashuri, isomo n'umwaka, hanyuma usangize ishuri ryawe umurongo.",
      "sample": "Ibizamini bya {{classes}} biri ku rutonde, ariko buri dosiye ukuramo iracyari iy'icyitegererezo, kugeza dushyizeho ikizamini nyacyo. Shungura ukurikije urwego, umwaka w'amashuri, isomo n'umwaka, hanyuma usangize ishuri ryawe umurongo.",
      "mixed": "Subiramo amasomo ukoresheje ibizamini nyabyo bya {{realClasses}} dufite; ibindi ni dosiye z'icyitegererezo kugeza tubishyizeho. Shungura ukurikije urwego, umwaka w'amashuri, isomo n'umwaka, hanyuma usangize ishuri ryawe umurongo.",
      "real": "Subiramo amasomo ukoresheje ibizamini nyabyo bya {{classes}}. Shungura ukurikije urwego, umwaka w'amashuri, isomo n'umwaka, hanyuma usangize ishuri ryawe umurongo."
    },
    "featurePapersAction": "Shaka ikizamini",
    "tvetClasses": "TVET",
    "featureLabsTitle": "Laboratwari y'ikoranabuhanga",
    "featureLabsText": "Kora igerageza rya fizike, shimi, biyoloji n'imibare kuri telefoni yawe, kandi umenye ibinyabutabire byose 118 by'imbonerahamwe.",
    "featureLabsAction": "Fungura amagerageza"
  },
});
