import type { SimulationTexts } from '../schema';

/**
 * The simulation catalogue in French: our own translation of each description and category name
 * (written for Ubumenyi, not taken from PhET). Simulation names stay PhET's English titles.
 * The page loads them one subject at a time, beside that subject's simulations (../localized-sources.ts).
 */
export const simulationTextsFr: SimulationTexts = {
  categories: {
    Mechanics: 'Mécanique',
    Energy: 'Énergie',
    Thermodynamics: 'Thermodynamique',
    Waves: 'Ondes',
    Electricity: 'Électricité',
    Magnetism: 'Magnétisme',
    Optics: 'Optique',
    Fluids: 'Fluides',
    Astronomy: 'Astronomie',
    'Nuclear Physics': 'Physique nucléaire',
    'Quantum Physics': 'Physique quantique',
    'Atomic Structure': "Structure de l’atome",
    'Chemical Bonding': 'Liaisons chimiques',
    'Acids and Bases': 'Acides et bases',
    'Chemical Reactions': 'Réactions chimiques',
    Solutions: 'Solutions',
    Gases: 'Gaz',
    'States of Matter': 'États de la matière',
    Evolution: 'Évolution',
    Genetics: 'Génétique',
    'Cell Biology': 'Biologie cellulaire',
    Neuroscience: 'Neurosciences',
    Arithmetic: 'Arithmétique',
    Fractions: 'Fractions',
    'Ratios & Proportions': 'Rapports et proportions',
    Algebra: 'Algèbre',
    Functions: 'Fonctions',
    Patterns: 'Suites et régularités',
    Geometry: 'Géométrie',
    Probability: 'Probabilités',
    Statistics: 'Statistique',
  },
  descriptions: {
    'projectile-motion':
      "Tirez des objets avec un canon en réglant l’angle, la vitesse, la hauteur de lancement et la résistance de l’air, puis mesurez la portée, la hauteur maximale et la durée du vol.",
    'forces-and-motion-basics':
      'Tirez à la corde et poussez des objets sur le sol pour voir comment les forces équilibrées ou non, le frottement et la masse influencent le mouvement.',
    'collision-lab':
      "Faites entrer des boules en collision sur une table en variant la masse, la vitesse et l’élasticité, et comparez la quantité de mouvement et l’énergie cinétique avant et après le choc.",
    'balancing-act':
      "Placez des briques et d’autres objets à différentes distances du pivot d’une balançoire à bascule pour découvrir à quelles conditions leurs effets de rotation s’équilibrent.",
    'hookes-law':
      "Étirez et comprimez des ressorts, seuls, en série ou en parallèle, pour relier la force appliquée, la constante de raideur, l’allongement et l’énergie emmagasinée.",
    'masses-and-springs':
      "Suspendez des masses à des ressorts, modifiez leur raideur, l’amortissement et la gravité, et observez comment la période d’oscillation et l’énergie dépendent de ces réglages.",
    'pendulum-lab':
      "Faites osciller des pendules de longueurs et de masses différentes, chronométrez leurs périodes et étudiez l’influence de la gravité et du frottement sur leur mouvement et leur énergie.",
    'vector-addition':
      'Faites glisser des flèches sur une grille pour additionner des vecteurs graphiquement et comparer leurs normes, leurs directions et leurs composantes horizontales et verticales.',
    'gravity-force-lab':
      "Modifiez deux masses et la distance qui les sépare pour mesurer leur attraction gravitationnelle et vérifier comment la force dépend de l’écartement.",
    'energy-skate-park':
      "Choisissez ou construisez des pistes pour un skateur et suivez les échanges entre énergie cinétique, potentielle et thermique à l’aide de diagrammes en barres, de diagrammes circulaires et de graphiques.",
    'energy-forms-and-changes':
      "Chauffez et refroidissez des blocs et des liquides, puis reliez des sources, des convertisseurs et des utilisateurs d’énergie pour suivre comment l’énergie est transférée et transformée.",
    'friction':
      "Frottez deux livres l’un contre l’autre et zoomez pour voir leurs atomes s’agiter plus vite, se réchauffer et s’arracher à mesure que le frottement produit de la chaleur.",
    'wave-on-a-string':
      "Agitez, envoyez une impulsion ou faites osciller un bout d’une corde en changeant la tension, l’amortissement et le type d’extrémité, pour étudier l’amplitude, la fréquence et la longueur d’onde.",
    'wave-interference':
      "Produisez des ondes à la surface de l’eau, sonores et lumineuses à partir d’une ou deux sources, et étudiez les figures d’interférence, les fentes de Young et la diffraction.",
    'waves-intro':
      "Créez des ondes dans l’eau, des ondes sonores et lumineuses et réglez leur fréquence et leur amplitude pour comparer la façon dont chaque type d’onde se propage.",
    'ohms-law':
      "Utilisez des curseurs pour changer la tension et la résistance d’un circuit simple et observez la réaction du courant, ce qui rend visible la loi U = RI.",
    'resistance-in-a-wire':
      "Faites varier la résistivité, la longueur et la section d’un fil et observez comment chaque changement augmente ou diminue sa résistance électrique.",
    'circuit-construction-kit-dc':
      'Construisez des circuits à courant continu avec des piles, des fils, des ampoules, des résistances et des interrupteurs, et mesurez-les avec un voltmètre et un ampèremètre.',
    'circuit-construction-kit-ac':
      "Assemblez des circuits avec des sources de courant alternatif, des résistances, des condensateurs et des bobines, et tracez l’évolution de la tension et du courant au cours du temps.",
    'capacitor-lab-basics':
      "Modifiez la surface des armatures et leur écartement dans un condensateur relié à une pile ou à une ampoule, en mesurant la capacité, la charge stockée et l’énergie.",
    'charges-and-fields':
      'Placez des charges ponctuelles positives et négatives et cartographiez le champ électrique, le potentiel électrique et les lignes équipotentielles qui les entourent.',
    'coulombs-law':
      "Réglez la valeur et l’écartement de deux charges, à l’échelle quotidienne et à l’échelle atomique, et mesurez la force électrostatique qui s’exerce entre elles.",
    'balloons-and-static-electricity':
      "Frottez un ballon sur un pull, puis approchez-le d’un mur ou d’un autre ballon pour voir les charges se déplacer et les objets s’attirer.",
    'faradays-law':
      "Déplacez un aimant droit dans des bobines de fil et hors de celles-ci, et regardez une ampoule s’allumer ou un voltmètre dévier pour étudier la tension induite.",
    'faradays-electromagnetic-lab':
      'Expérimentez avec des aimants droits, des électroaimants, des bobines réceptrices, un transformateur et un générateur pour explorer les champs magnétiques et le courant induit.',
    'bending-light':
      'Dirigez un laser à travers différents matériaux et prismes pour étudier la réflexion, la réfraction, la loi de Snell-Descartes et la décomposition de la lumière blanche.',
    'geometric-optics':
      'Déplacez des objets, des lentilles et des miroirs et suivez les rayons lumineux pour situer les images et voir comment la distance focale et la distance les modifient.',
    'under-pressure':
      "Mesurez la pression à différentes profondeurs dans des bassins de formes variées, en changeant la masse volumique du liquide et la gravité, pour trouver ce qui détermine la pression d’un fluide.",
    'density':
      "Comparez des blocs de matériaux, de masses et de volumes différents dans un bassin d’eau et utilisez l’eau déplacée pour trouver leur masse volumique et identifier des inconnus.",
    'gravity-and-orbits':
      "Déplacez le Soleil, la Terre, la Lune et un satellite, modifiez leurs masses et observez comment la gravité façonne les trajectoires qu’ils suivent.",
    'build-a-nucleus':
      'Ajoutez et retirez des protons et des neutrons pour former des noyaux, jugez leur stabilité sur une carte des nucléides et déclenchez des désintégrations alpha, bêta et autres.',
    'rutherford-scattering':
      "Envoyez des particules alpha sur des atomes d’or et comparez leurs déviations dans le modèle du pudding aux raisins et dans le modèle nucléaire de Rutherford.",
    'blackbody-spectrum':
      "Changez la température d’un objet incandescent, comme une étoile ou une lampe, et observez comment son spectre d’émission et sa longueur d’onde maximale se déplacent.",
    'build-an-atom':
      "Assemblez des protons, des neutrons et des électrons pour former des atomes et des ions, identifiez l’élément, la charge et le nombre de masse, puis testez-vous avec des jeux.",
    'isotopes-and-atomic-mass':
      "Ajoutez des neutrons aux noyaux pour créer des isotopes, vérifiez s’ils sont stables et mélangez des isotopes pour calculer la masse atomique moyenne.",
    'build-a-molecule':
      'Faites glisser des atomes pour assembler des molécules, remplissez des boîtes de collection avec les molécules demandées et affichez le nom, la formule et la forme 3D de chacune.',
    'molecule-shapes':
      "Ajoutez des liaisons et des doublets non liants autour d’un atome central en 3D pour prévoir la géométrie moléculaire et les angles de liaison, puis comparez avec de vraies molécules.",
    'molecule-polarity':
      "Réglez l’électronégativité des atomes et la forme de la molécule pour faire apparaître les dipôles de liaison et les charges partielles, et voir comment les molécules polaires s’orientent dans un champ électrique.",
    'acid-base-solutions':
      'Comparez des acides et des bases forts et faibles en testant des solutions avec un pH-mètre, du papier pH et un testeur de conductivité, et observez les proportions de particules.',
    'ph-scale':
      "Mesurez le pH de liquides de tous les jours, diluez-les avec de l’eau et reliez le pH aux quantités d’ions hydronium et hydroxyde présents.",
    'balancing-chemical-equations':
      "Modifiez les coefficients jusqu’à ce que les atomes des deux côtés d’une équation chimique se correspondent, vérifiez avec des balances et des diagrammes en barres, puis jouez à un jeu.",
    'reactants-products-and-leftovers':
      'Combinez des ingrédients de sandwich et des molécules de réactifs pour déterminer les réactifs limitants, les produits formés et les quantités restantes.',
    'concentration':
      "Ajoutez du soluté, ajoutez ou videz de l’eau et faites évaporer une solution colorée pendant qu’un appareil affiche sa concentration, pour explorer la dilution et la saturation.",
    'molarity':
      'Modifiez le nombre de moles de soluté et le volume de la solution pour voir comment la molarité varie et quand la solution devient saturée.',
    'beers-law-lab':
      "Préparez des solutions colorées et éclairez-les avec un spectromètre virtuel pour relier l’absorbance à la concentration, à la longueur du trajet et à la longueur d’onde.",
    'gas-properties':
      'Pompez des particules de gaz dans un récipient, chauffez-les ou refroidissez-les et déplacez sa paroi pour explorer la pression, la température, le volume et la loi des gaz parfaits.',
    'gases-intro':
      'Gardez une grandeur constante en modifiant les autres pour découvrir comment la pression, le volume, la température et le nombre de particules de gaz sont liés.',
    'diffusion':
      'Retirez une séparation entre deux gaz et regardez-les se mélanger, en modifiant la masse, la taille, le nombre et la température des particules pour changer la vitesse du mélange.',
    'states-of-matter':
      'Chauffez, refroidissez et comprimez des atomes et des molécules pour voir se former des solides, des liquides et des gaz, et reliez leur comportement à un diagramme de phases.',
    'natural-selection':
      'Introduisez des mutations, des loups et des pénuries de nourriture dans une population de lapins et suivez au fil des générations les caractères qui deviennent plus ou moins fréquents.',
    'gene-expression-essentials':
      "Placez des facteurs de transcription et l’ARN polymérase sur l’ADN pour produire de l’ARNm, guidez les ribosomes pour fabriquer des protéines et comparez l’expression sur de nombreuses cellules.",
    'membrane-transport':
      "Insérez des canaux et des pompes dans la membrane d’une cellule et regardez l’oxygène, le glucose et les ions la traverser par diffusion simple, diffusion facilitée et transport actif.",
    'neuron':
      "Stimulez une cellule nerveuse et suivez les ions sodium et potassium à travers les canaux de la membrane pendant qu’un signal électrique parcourt l’axone.",
    'color-vision':
      "Mélangez de la lumière rouge, verte et bleue ou faites passer de la lumière blanche à travers un filtre, et voyez quelle couleur l’œil d’une personne perçoit.",
    'number-line-integers':
      "Placez des entiers positifs et négatifs sur des droites numériques à partir de températures, d’altitudes et d’argent, en comparant les valeurs, les opposés et les valeurs absolues.",
    'fractions-intro':
      'Représentez des fractions avec des cercles, des barres, des béchers, des gâteaux et des droites numériques, puis formez des fractions cibles avec des morceaux dans des défis à niveaux.',
    'ratio-and-proportion':
      'Montez et descendez deux mains pour atteindre un rapport cible et remarquez ce qui reste constant quand les mains restent proportionnelles.',
    'unit-rates':
      'Achetez des fruits et des légumes et faites des courses de voitures en utilisant des doubles droites numériques pour calculer des prix unitaires et des vitesses.',
    'equality-explorer':
      'Posez des objets et des variables sur une balance et appliquez la même opération aux deux plateaux pour résoudre des équations du premier degré.',
    'expression-exchange':
      'Combinez des pièces de monnaie et des termes avec variables pour regrouper les termes semblables et simplifier des expressions algébriques, y compris avec des termes et coefficients négatifs.',
    'graphing-lines':
      'Manipulez des droites sur un repère pour explorer la pente et les formes réduite et point-pente de leur équation, puis entraînez-vous dans un jeu de tracé de droites.',
    'graphing-quadratics':
      'Modifiez les coefficients de trinômes du second degré, sous forme développée et canonique, pour voir bouger la parabole, son sommet, ses racines, son foyer et sa directrice.',
    'function-builder':
      'Enchaînez des cartes de fonctions qui transforment des images et des nombres, puis repérez des régularités, écrivez des équations et démasquez des fonctions mystères.',
    'area-builder':
      "Construisez des formes avec des carrés unités pour explorer l’aire et le périmètre, et relevez des défis qui demandent de trouver ou de construire une aire donnée.",
    'trig-tour':
      "Déplacez un point sur le cercle trigonométrique et regardez les valeurs et les courbes du sinus, du cosinus et de la tangente changer avec l’angle, en degrés ou en radians.",
    'plinko-probability':
      "Faites tomber des billes à travers une planche à clous et comparez l’histogramme obtenu avec la loi binomiale en changeant la probabilité et le nombre de rangées.",
    'least-squares-regression':
      "Placez des points de données, tracez votre propre droite d’ajustement et comparez-la avec la droite des moindres carrés, les résidus et le coefficient de corrélation.",
  },
};
