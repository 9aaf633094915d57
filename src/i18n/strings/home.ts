import { defineNamespace } from '../define';

/** The home page's hero and feature cards (with the page's chunk, not every page's). */
const en = {
  "heroTitle": "Learn anything, for free, on any phone",
  "heroText": "Textbooks, past national exam papers, science simulations and study guides for every learner in Rwanda — light enough for a slow connection.",
  "browseBooks": "Browse books",
  "findPapers": "Find past papers",
  "featuresTitle": "What you will find here",
  "featureBooksTitle": "Textbooks to download",
  "featureBooksText": "REB textbooks for Senior 1 to 3, with the file size shown before you tap, so you know what a download costs.",
  "featureBooksAction": "Open the library",
  "featurePapersTitle": "Past national exam papers",
  "featurePapersText": "Revise with real S3, S6 and TVET papers. Filter by board, class, subject and year, and share the link with your class.",
  "featurePapersAction": "Find a paper",
  "featureLabsTitle": "Virtual science lab",
  "featureLabsText": "Run physics, chemistry, biology and maths experiments on your phone, and explore all 118 elements of the periodic table.",
  "featureLabsAction": "Try a simulation"
};

export const home = defineNamespace('home', en, {
  fr: {
    "heroTitle": "Apprendre gratuitement, sur n'importe quel téléphone",
    "heroText": "Manuels, anciens examens nationaux, simulations scientifiques et guides d'étude pour chaque apprenant au Rwanda — assez légers pour une connexion lente.",
    "browseBooks": "Parcourir les livres",
    "findPapers": "Trouver un ancien examen",
    "featuresTitle": "Ce que vous trouverez ici",
    "featureBooksTitle": "Des manuels à télécharger",
    "featureBooksText": "Les manuels du REB de la S1 à la S3, avec la taille du fichier affichée avant le téléchargement, pour savoir ce qu'il coûte.",
    "featureBooksAction": "Ouvrir la bibliothèque",
    "featurePapersTitle": "Anciens examens nationaux",
    "featurePapersText": "Révisez avec de vrais examens de S3, S6 et EFTP. Filtrez par organisme, classe, matière et année, puis partagez le lien avec votre classe.",
    "featurePapersAction": "Trouver un examen",
    "featureLabsTitle": "Laboratoire virtuel",
    "featureLabsText": "Faites des expériences de physique, chimie, biologie et mathématiques sur votre téléphone, et explorez les 118 éléments du tableau périodique.",
    "featureLabsAction": "Essayer une simulation"
  },
  rw: {
    "heroTitle": "Iga ibyo ushaka, ku buntu, kuri telefoni iyo ari yo yose",
    "heroText": "Ibitabo, ibizamini bya Leta byahise, igerageza rya siyansi n'imfashanyigisho ku munyeshuri wese mu Rwanda — byoroheje ku murongo wa interineti utihuta.",
    "browseBooks": "Reba ibitabo",
    "findPapers": "Shaka ibizamini byahise",
    "featuresTitle": "Icyo uzahasanga",
    "featureBooksTitle": "Ibitabo byo gukuramo",
    "featureBooksText": "Ibitabo bya REB kuva mu mwaka wa mbere kugeza mu wa gatatu w'amashuri yisumbuye, ubona ingano ya dosiye mbere yo gukanda, ukamenya icyo izagutwara.",
    "featureBooksAction": "Fungura isomero",
    "featurePapersTitle": "Ibizamini bya Leta byahise",
    "featurePapersText": "Subiramo amasomo ukoresheje ibizamini nyabyo bya S3, S6 na TVET. Shungura ukurikije urwego, umwaka w'amashuri, isomo n'umwaka, hanyuma usangize ishuri ryawe umurongo.",
    "featurePapersAction": "Shaka ikizamini",
    "featureLabsTitle": "Laboratwari y'ikoranabuhanga",
    "featureLabsText": "Kora igerageza rya fizike, shimi, biyoloji n'imibare kuri telefoni yawe, kandi umenye ibinyabutabire byose 118 by'imbonerahamwe.",
    "featureLabsAction": "Gerageza igerageza"
  },
});
