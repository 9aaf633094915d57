import type { ElementText } from '../schema';

/** Noms, descriptions et usages courants des 118 éléments en français, par numéro atomique. Rédigé par Ubumenyi. */
const fr: Record<number, ElementText> = {
  1: {
    name: 'Hydrogène',
    description:
      'L’hydrogène est l’élément le plus léger et le plus abondant de l’Univers : les étoiles comme le Soleil en sont surtout faites. Sur Terre, c’est un gaz incolore qui brûle facilement, et on le trouve surtout dans l’eau. Henry Cavendish a montré en 1766 qu’il s’agit d’une substance à part.',
    uses: ['Fabrication de l’ammoniac pour les engrais', 'Carburant des fusées et des piles à combustible', 'Raffinage de l’essence et du gazole', 'Transformation des huiles végétales en margarine'],
  },
  2: {
    name: 'Hélium',
    description:
      'L’hélium est un gaz noble très léger qui ne réagit avec rien. On l’a d’abord observé en 1868 sous la forme d’une raie jaune dans la lumière du Soleil, avant de le trouver sur Terre. Il reste liquide même aux températures les plus basses, sauf si on le comprime fortement.',
    uses: ['Gonflage des ballons de fête et des ballons météo', 'Refroidissement des aimants des appareils d’IRM', 'Mélanges respiratoires pour la plongée profonde', 'Protection du métal pendant le soudage'],
  },
  3: {
    name: 'Lithium',
    description:
      'Le lithium est le plus léger des métaux : il est si tendre qu’on peut le couper au couteau, et il flotte sur l’huile. Comme tous les métaux alcalins, il réagit avec l’eau et se conserve à l’abri de l’air et de l’humidité. Johan August Arfwedson l’a découvert en 1817.',
    uses: ['Batteries rechargeables des téléphones et des voitures électriques', 'Médicaments qui stabilisent l’humeur', 'Verre et céramiques résistant à la chaleur', 'Alliages légers pour l’aviation'],
  },
  4: {
    name: 'Béryllium',
    description:
      'Le béryllium est un métal gris léger mais très rigide, du groupe 2 du tableau périodique. On le trouve dans le béryl, un minéral dont les cristaux verts et bleus sont l’émeraude et l’aigue-marine. Sa poussière est toxique à respirer, il faut donc le manipuler avec précaution.',
    uses: ['Fenêtres des appareils à rayons X', 'Pièces légères et rigides pour satellites et télescopes', 'Ressorts en cuivre-béryllium et outils qui ne font pas d’étincelles'],
  },
  5: {
    name: 'Bore',
    description:
      'Le bore est un métalloïde dur et sombre qu’on ne trouve jamais pur dans la nature, seulement dans des minéraux comme le borax. Les plantes en ont besoin en très petite quantité pour bien pousser. Il a été isolé pour la première fois en 1808 par des chimistes en France et en Angleterre.',
    uses: ['Verrerie résistant à la chaleur pour la cuisine et le laboratoire', 'Laine de verre pour l’isolation', 'Engrais pour les sols pauvres en bore', 'Acide borique, un antiseptique doux'],
  },
  6: {
    name: 'Carbone',
    description:
      'Le carbone est l’élément de la vie : tous les êtres vivants sont faits de composés du carbone. Pur, il peut être du graphite noir et tendre ou du diamant, le matériau naturel le plus dur. On l’utilise depuis l’Antiquité sous forme de charbon de bois et de suie.',
    uses: ['Combustibles comme le charbon de bois, le charbon et le gaz naturel', 'Mines de crayon en graphite', 'Fabrication de l’acier à partir du fer', 'Outils de coupe et bijoux en diamant'],
  },
  7: {
    name: 'Azote',
    description:
      'L’azote est un gaz incolore qui forme environ 78 % de l’air que nous respirons. Il réagit peu, mais tous les êtres vivants en ont besoin pour fabriquer les protéines et l’ADN. Daniel Rutherford l’a découvert en 1772.',
    uses: ['Engrais comme l’urée et le nitrate d’ammonium', 'Azote liquide pour congeler et conserver des échantillons', 'Remplissage des sachets alimentaires pour garder les aliments frais'],
  },
  8: {
    name: 'Oxygène',
    description:
      'L’oxygène est le gaz de l’air dont nous avons besoin pour respirer, et il forme environ 21 % de l’air. Le feu en a besoin pour brûler, et c’est l’élément le plus abondant dans les roches de la Terre. Carl Wilhelm Scheele et Joseph Priestley l’ont découvert dans les années 1770.',
    uses: ['Oxygène médical pour les malades à l’hôpital', 'Fabrication de l’acier', 'Chalumeaux pour souder et découper', 'Bouteilles pour plongeurs et alpinistes'],
  },
  9: {
    name: 'Fluor',
    description:
      'Le fluor est un gaz jaune pâle, toxique, et le plus réactif de tous les éléments. Il appartient aux halogènes, la famille du groupe 17. Il est si dangereux à manipuler qu’Henri Moissan n’a réussi à l’isoler qu’en 1886.',
    uses: ['Fluorure dans le dentifrice pour protéger les dents', 'Revêtements antiadhésifs des poêles', 'Gaz pour réfrigérateurs et climatiseurs'],
  },
  10: {
    name: 'Néon',
    description:
      'Le néon est un gaz noble qui ne réagit pas avec les autres éléments. Quand un courant électrique le traverse, il brille d’un rouge orangé éclatant. William Ramsay et Morris Travers l’ont trouvé en 1898 en refroidissant l’air jusqu’à le rendre liquide.',
    uses: ['Enseignes lumineuses', 'Petits voyants lumineux', 'Lasers hélium-néon'],
  },
  11: {
    name: 'Sodium',
    description:
      'Le sodium est un métal alcalin mou et argenté qui réagit violemment avec l’eau, c’est pourquoi on le conserve dans l’huile. Nous en mangeons chaque jour dans le sel de cuisine, le chlorure de sodium. Humphry Davy l’a isolé pour la première fois en 1807 grâce à l’électricité.',
    uses: ['Sel de cuisine pour l’alimentation et la conservation', 'Bicarbonate de soude et cristaux de soude', 'Lampadaires à lumière jaune', 'Fabrication du savon'],
  },
  12: {
    name: 'Magnésium',
    description:
      'Le magnésium est un métal léger et argenté du groupe 2 qui brûle avec une flamme blanche éblouissante. Les plantes vertes en ont besoin, car il se trouve au centre de la chlorophylle. Humphry Davy l’a isolé en 1808.',
    uses: ['Alliages légers pour voitures, vélos et ordinateurs portables', 'Feux d’artifice et fusées éclairantes', 'Médicaments contre les brûlures d’estomac', 'Engrais pour les cultures'],
  },
  13: {
    name: 'Aluminium',
    description:
      'L’aluminium est le métal le plus abondant de l’écorce terrestre. Il est léger, facile à façonner et ne rouille pas, car une fine couche d’oxyde protège sa surface. On le fabrique aujourd’hui à partir de la bauxite, en utilisant beaucoup d’électricité.',
    uses: ['Casseroles, canettes et papier d’aluminium', 'Cadres de fenêtres et tôles de toiture', 'Carlingues d’avions', 'Câbles électriques aériens'],
  },
  14: {
    name: 'Silicium',
    description:
      'Le silicium est un métalloïde gris et brillant et, après l’oxygène, l’élément le plus abondant de l’écorce terrestre. Le sable et le quartz sont faits de silicium et d’oxygène. Comme il ne conduit l’électricité qu’en partie, il est au cœur de l’électronique moderne.',
    uses: ['Puces d’ordinateurs et électronique des téléphones', 'Panneaux solaires', 'Verre et ciment, fabriqués à partir du sable', 'Mastics et caoutchoucs en silicone'],
  },
  15: {
    name: 'Phosphore',
    description:
      'Le phosphore est un non-métal présent dans nos os, nos dents et notre ADN. Le phosphore blanc brille dans le noir et s’enflamme à l’air, on le garde donc sous l’eau, tandis que le phosphore rouge est bien moins dangereux. Hennig Brand l’a découvert en 1669 en faisant bouillir de l’urine.',
    uses: ['Engrais comme le DAP et le NPK', 'Grattoir des boîtes d’allumettes', 'Additifs alimentaires et aliments pour le bétail'],
  },
  16: {
    name: 'Soufre',
    description:
      'Le soufre est un non-métal jaune et cassant, souvent présent autour des volcans et des sources chaudes. On le connaît depuis l’Antiquité. Beaucoup de ses composés ont une odeur forte, comme celle des œufs pourris.',
    uses: ['Fabrication de l’acide sulfurique pour l’industrie', 'Durcissement du caoutchouc des pneus', 'Traitements qui protègent les cultures contre les champignons', 'Allumettes et feux d’artifice'],
  },
  17: {
    name: 'Chlore',
    description:
      'Le chlore est un gaz jaune verdâtre et toxique de la famille des halogènes. Associé au sodium, il forme le sel de cuisine, qui est sans danger. Carl Wilhelm Scheele l’a découvert en 1774.',
    uses: ['Rendre l’eau potable sans danger', 'Désinfection des piscines', 'Eau de Javel', 'Fabrication des tuyaux en plastique PVC'],
  },
  18: {
    name: 'Argon',
    description:
      'L’argon est un gaz noble qui forme près de 1 % de l’air. Il est incolore et ne réagit pas, ce qui en fait un bon gaz protecteur. Lord Rayleigh et William Ramsay l’ont découvert en 1894.',
    uses: ['Protection du métal chaud pendant le soudage', 'Remplissage des ampoules', 'Isolation des doubles vitrages'],
  },
  19: {
    name: 'Potassium',
    description:
      'Le potassium est un métal alcalin mou qui réagit si fort avec l’eau que le gaz dégagé s’enflamme avec une flamme lilas. Les plantes et les humains en ont besoin : les bananes et les haricots en sont riches. Humphry Davy l’a isolé en 1807.',
    uses: ['Engrais (le K de NPK)', 'Nitrate de potassium des feux d’artifice', 'Savons mous et liquides'],
  },
  20: {
    name: 'Calcium',
    description:
      'Le calcium est un métal du groupe 2 qu’on ne trouve jamais pur dans la nature. Il rend nos os et nos dents solides, et on le trouve dans le calcaire, la craie, les coquillages et le lait. Humphry Davy l’a isolé en 1808.',
    uses: ['Ciment, chaux et plâtre pour la construction', 'Chaux agricole pour réduire l’acidité des sols', 'Craie pour le tableau noir', 'Santé des os et des dents'],
  },
  21: {
    name: 'Scandium',
    description:
      'Le scandium est un métal de transition léger et argenté. Dmitri Mendeleïev avait prédit son existence avant que Lars Fredrik Nilson ne le découvre en 1879. Il est dispersé en petites quantités dans de nombreuses roches, ce qui le rend rare et cher.',
    uses: ['Alliages d’aluminium solides pour cadres de vélo et articles de sport', 'Lampes puissantes pour les stades et les tournages', 'Piles à combustible à oxyde solide'],
  },
  22: {
    name: 'Titane',
    description:
      'Le titane est un métal de transition aussi solide que l’acier mais beaucoup plus léger, et il ne rouille pas. Le corps humain le tolère bien, c’est pourquoi on l’utilise à l’intérieur du corps. Son oxyde donne la couleur blanche éclatante de nombreuses peintures.',
    uses: ['Pièces d’avions et d’engins spatiaux', 'Prothèses de hanche et implants dentaires', 'Pigment blanc des peintures, dentifrices et crèmes solaires', 'Vélos et boîtiers de montres'],
  },
  23: {
    name: 'Vanadium',
    description:
      'Le vanadium est un métal de transition gris et dur dont les composés ont de nombreuses couleurs vives. Une petite quantité suffit à rendre l’acier beaucoup plus résistant. Andrés Manuel del Río l’a trouvé pour la première fois en 1801, au Mexique.',
    uses: ['Acier résistant pour outils, ressorts et essieux', 'Grandes batteries qui stockent l’énergie solaire et éolienne', 'Catalyseur pour fabriquer l’acide sulfurique'],
  },
  24: {
    name: 'Chrome',
    description:
      'Le chrome est un métal de transition dur et brillant qui ne ternit pas. Son nom vient du mot grec qui signifie couleur, car ses composés sont très colorés. Louis Nicolas Vauquelin l’a découvert en 1797.',
    uses: ['Acier inoxydable pour éviers et couverts', 'Chromage brillant', 'Tannage du cuir', 'Pigments pour peintures'],
  },
  25: {
    name: 'Manganèse',
    description:
      'Le manganèse est un métal gris, dur et cassant, qu’on mélange toujours à d’autres métaux avant de l’utiliser. Les plantes et les animaux en ont besoin en très petites quantités. Johan Gottlieb Gahn l’a isolé en 1774.',
    uses: ['Rendre l’acier plus dur et plus solide', 'Piles sèches', 'Alliage d’aluminium des canettes', 'Engrais et aliments pour animaux'],
  },
  26: {
    name: 'Fer',
    description:
      'Le fer est le métal le plus utilisé au monde et le principal constituant du noyau de la Terre. Il rouille dans l’air humide et, dans notre sang, il transporte l’oxygène grâce à l’hémoglobine. On fond le fer depuis l’Antiquité, y compris dans la région des Grands Lacs africains il y a plus de deux mille ans.',
    uses: ['Acier pour bâtiments, ponts et tôles de toiture', 'Outils comme les houes, les couteaux et les machines', 'Comprimés de fer et aliments riches en fer contre l’anémie'],
  },
  27: {
    name: 'Cobalt',
    description:
      'Le cobalt est un métal de transition dur, magnétique, d’un gris bleuté. Il donne au verre et à la céramique un bleu profond et fait partie de la vitamine B12. Georg Brandt l’a découvert vers 1735.',
    uses: ['Batteries des téléphones et des voitures électriques', 'Alliages résistant à la chaleur pour réacteurs d’avion', 'Verre et céramique bleus', 'Cobalt 60 pour soigner le cancer'],
  },
  28: {
    name: 'Nickel',
    description:
      'Le nickel est un métal de transition argenté et magnétique qui résiste à la rouille. On s’en sert souvent pour recouvrir ou renforcer d’autres métaux. Axel Fredrik Cronstedt l’a découvert en 1751.',
    uses: ['Acier inoxydable', 'Pièces de monnaie', 'Batteries rechargeables', 'Nickelage protecteur'],
  },
  29: {
    name: 'Cuivre',
    description:
      'Le cuivre est un métal brun rougeâtre qui conduit très bien l’électricité et la chaleur. On l’utilise depuis l’Antiquité et, allié à l’étain, il donne le bronze. Les vieux toits et statues en cuivre verdissent lentement à l’air.',
    uses: ['Fils et câbles électriques', 'Tuyaux d’eau', 'Laiton et bronze', 'Casseroles et pièces de monnaie'],
  },
  30: {
    name: 'Zinc',
    description:
      'Le zinc est un métal gris bleuté qui protège le fer de la rouille quand on l’en recouvre. Notre corps en a besoin pour combattre les infections et cicatriser. Le zinc et ses minerais servent depuis l’Antiquité à fabriquer le laiton.',
    uses: ['Tôles de toiture et clous galvanisés', 'Laiton pour robinets et instruments', 'Piles', 'Comprimés de zinc donnés avec les sels de réhydratation orale'],
  },
  31: {
    name: 'Gallium',
    description:
      'Le gallium est un métal mou et argenté qui fond vers 30 °C : il devient liquide dans la main. Mendeleïev l’avait prédit, et Paul-Émile Lecoq de Boisbaudran l’a découvert en 1875. Ses composés servent à produire de la lumière à partir de l’électricité.',
    uses: ['Lampes et écrans à LED', 'Diodes laser', 'Cellules solaires', 'Électronique des téléphones portables'],
  },
  32: {
    name: 'Germanium',
    description:
      'Le germanium est un métalloïde gris et brillant, un peu semblable au silicium. Mendeleïev avait prédit ses propriétés, et Clemens Winkler l’a découvert en 1886. Les premiers transistors étaient en germanium.',
    uses: ['Fibres optiques pour Internet', 'Lentilles pour caméras thermiques et de vision nocturne', 'Cellules solaires pour satellites'],
  },
  33: {
    name: 'Arsenic',
    description:
      'L’arsenic est un métalloïde gris connu depuis l’Antiquité, surtout comme poison. Quand on le chauffe, il passe directement de l’état solide à l’état gazeux. L’arsenic dans l’eau des puits est un grave problème de santé dans certains pays.',
    uses: ['Semi-conducteurs comme l’arséniure de gallium', 'Médicament contre une forme de leucémie', 'Durcissement des alliages de plomb'],
  },
  34: {
    name: 'Sélénium',
    description:
      'Le sélénium est un non-métal qui conduit mieux l’électricité quand la lumière l’éclaire. Notre corps en a besoin en très petite quantité, mais il est toxique à forte dose. Jöns Jacob Berzelius l’a découvert en 1817.',
    uses: ['Colorer le verre en rouge ou effacer sa teinte verte', 'Shampoings antipelliculaires', 'Compléments alimentaires', 'Cellules solaires'],
  },
  35: {
    name: 'Brome',
    description:
      'Le brome est un liquide rouge-brun foncé, l’un des deux seuls éléments liquides à température ambiante. Il appartient à la famille des halogènes et dégage des vapeurs suffocantes et toxiques. Antoine Jérôme Balard l’a découvert en 1826.',
    uses: ['Retardateurs de flamme pour plastiques et tissus', 'Traitement de l’eau des piscines et des spas', 'Médicaments et colorants'],
  },
  36: {
    name: 'Krypton',
    description:
      'Le krypton est un gaz noble rare qui réagit très difficilement. Il produit une lumière vive quand un courant électrique le traverse. William Ramsay et Morris Travers l’ont trouvé en 1898 dans l’air liquéfié.',
    uses: ['Lampes puissantes et flashs d’appareils photo', 'Isolation des doubles vitrages', 'Lasers'],
  },
  37: {
    name: 'Rubidium',
    description:
      'Le rubidium est un métal alcalin très mou qui s’enflamme à l’air et fond à seulement 39 °C. Robert Bunsen et Gustav Kirchhoff l’ont découvert en 1861 grâce aux raies rouges de sa lumière. Il a peu d’usages, car il est très réactif.',
    uses: ['Horloges atomiques des satellites et des réseaux téléphoniques', 'Recherche sur les atomes ultra-froids', 'Couleur violette des feux d’artifice'],
  },
  38: {
    name: 'Strontium',
    description:
      'Le strontium est un métal mou et argenté du groupe 2 qui réagit avec l’eau. Ses composés brûlent avec une flamme rouge vif. Il a été identifié en 1790 dans un minéral venant du village écossais de Strontian.',
    uses: ['Feux d’artifice rouges et fusées de détresse', 'Dentifrices pour dents sensibles', 'Aimants de petits moteurs'],
  },
  39: {
    name: 'Yttrium',
    description:
      'L’yttrium est un métal de transition argenté qui doit son nom à Ytterby, un village de Suède où l’on a trouvé beaucoup d’éléments rares. Johan Gadolin l’a découvert en 1794. Ses composés aident les lampes et les écrans à LED à produire une lumière blanche.',
    uses: ['Lampes et écrans à LED blanche', 'Lasers pour la chirurgie et l’industrie', 'Renforcement des céramiques'],
  },
  40: {
    name: 'Zirconium',
    description:
      'Le zirconium est un métal de transition solide qui résiste à la corrosion et à la chaleur. On le tire d’une pierre, le zircon, et les cristaux de zircone cubique ressemblent à des diamants. Martin Heinrich Klaproth l’a découvert en 1789.',
    uses: ['Gaines du combustible des réacteurs nucléaires', 'Imitations de diamant en bijouterie', 'Couteaux en céramique et couronnes dentaires'],
  },
  41: {
    name: 'Niobium',
    description:
      'Le niobium est un métal de transition gris et assez mou, qu’on trouve avec le tantale dans le coltan, un minerai exploité au Rwanda. Charles Hatchett l’a découvert en 1801. À très basse température, ses alliages conduisent l’électricité sans aucune résistance.',
    uses: ['Aimants supraconducteurs des appareils d’IRM', 'Acier solide pour pipelines et carrosseries', 'Alliages pour réacteurs d’avion et fusées', 'Bijoux qui n’irritent pas la peau'],
  },
  42: {
    name: 'Molybdène',
    description:
      'Le molybdène est un métal de transition qui ne fond qu’à environ 2 600 °C. Les haricots et les autres légumineuses en ont besoin d’une trace pour capter l’azote de l’air. Carl Wilhelm Scheele l’a identifié en 1778.',
    uses: ['Acier solide et résistant à la chaleur', 'Lubrifiants pour moteurs', 'Catalyseurs du raffinage du pétrole', 'Oligo-élément dans les engrais'],
  },
  43: {
    name: 'Technétium',
    description:
      'Le technétium est le premier élément fabriqué artificiellement, par Carlo Perrier et Emilio Segrè en 1937. Toutes ses formes sont radioactives, il n’en reste donc presque pas dans la nature. Une de ses formes à courte durée de vie est utilisée chaque jour dans les hôpitaux.',
    uses: ['Examens médicaux des os, du cœur et d’autres organes', 'Recherche sur les matières radioactives'],
  },
  44: {
    name: 'Ruthénium',
    description:
      'Le ruthénium est un métal argenté, dur et rare, de la famille du platine. Karl Ernst Claus l’a découvert en 1844 et l’a nommé d’après la Russie. On l’ajoute au platine et au palladium pour les durcir.',
    uses: ['Contacts électriques résistant à l’usure', 'Disques durs', 'Catalyseurs de l’industrie chimique'],
  },
  45: {
    name: 'Rhodium',
    description:
      'Le rhodium est un métal argenté, rare et brillant, l’un des plus chers au monde. Il réfléchit très bien la lumière et ne se corrode pas. William Hyde Wollaston l’a découvert en 1803.',
    uses: ['Pots catalytiques qui dépolluent les gaz d’échappement', 'Revêtement brillant des bijoux', 'Miroirs et projecteurs'],
  },
  46: {
    name: 'Palladium',
    description:
      'Le palladium est un métal blanc argenté de la famille du platine. Il peut absorber des centaines de fois son propre volume d’hydrogène. William Hyde Wollaston l’a découvert en 1803.',
    uses: ['Pots catalytiques des voitures', 'Composants électroniques', 'Couronnes et plombages dentaires', 'Bijoux en or blanc'],
  },
  47: {
    name: 'Argent',
    description:
      'L’argent est un métal précieux blanc et brillant, connu depuis l’Antiquité. Il conduit l’électricité et la chaleur mieux que tous les autres métaux. À l’air, il noircit lentement à cause des composés du soufre.',
    uses: ['Bijoux, pièces de monnaie et médailles', 'Électronique et panneaux solaires', 'Miroirs', 'Pansements qui tuent les microbes'],
  },
  48: {
    name: 'Cadmium',
    description:
      'Le cadmium est un métal mou, blanc bleuté, qu’on trouve dans les minerais de zinc. Il est toxique, et son usage est donc aujourd’hui strictement limité. Friedrich Stromeyer et Karl Hermann l’ont découvert en 1817.',
    uses: ['Batteries rechargeables nickel-cadmium', 'Pigments jaunes, orange et rouges', 'Barres de contrôle des réacteurs nucléaires', 'Certains panneaux solaires'],
  },
  49: {
    name: 'Indium',
    description:
      'L’indium est un métal argenté très mou, qu’on peut rayer avec l’ongle. Ferdinand Reich et Theodor Richter l’ont découvert en 1863 et l’ont nommé d’après la raie bleu indigo de sa lumière. Une fine couche d’oxyde d’indium et d’étain permet aux écrans tactiles de conduire l’électricité tout en restant transparents.',
    uses: ['Écrans tactiles des téléphones et des tablettes', 'Soudures pour l’électronique', 'LED et cellules solaires'],
  },
  50: {
    name: 'Étain',
    description:
      'L’étain est un métal mou et argenté connu depuis l’Antiquité, où on l’alliait au cuivre pour faire du bronze. On l’extrait de la cassitérite, l’un des minerais les plus importants exploités au Rwanda. L’étain ne rouille pas, c’est pourquoi on s’en sert pour protéger d’autres métaux.',
    uses: ['Soudure qui relie les composants électroniques', 'Revêtement des boîtes de conserve en acier', 'Bronze et objets en étain', 'Fabrication du verre plat pour les fenêtres'],
  },
  51: {
    name: 'Antimoine',
    description:
      'L’antimoine est un métalloïde argenté et cassant connu depuis l’Antiquité. Son minerai noir, réduit en poudre, servait autrefois de maquillage pour les yeux. On l’ajoute à d’autres métaux pour les durcir.',
    uses: ['Retardateurs de flamme pour plastiques et tissus', 'Durcissement du plomb des batteries de voiture', 'Semi-conducteurs'],
  },
  52: {
    name: 'Tellure',
    description:
      'Le tellure est un métalloïde rare, cassant, d’un blanc argenté. Franz-Joseph Müller von Reichenstein l’a découvert en 1782 dans un minerai d’or. C’est l’un des éléments stables les plus rares de l’écorce terrestre.',
    uses: ['Panneaux solaires en couches minces', 'Alliages d’acier et de cuivre plus faciles à usiner', 'Appareils qui transforment la chaleur en électricité'],
  },
  53: {
    name: 'Iode',
    description:
      'L’iode est un solide noir violacé et brillant, de la famille des halogènes, qui se transforme en vapeur violette quand on le chauffe. Notre glande thyroïde en a besoin, et son manque provoque le goitre. Bernard Courtois l’a découvert en 1811 dans des cendres d’algues.',
    uses: ['Sel de cuisine iodé', 'Antiseptiques pour nettoyer les plaies', 'Test de l’amidon au laboratoire', 'Produits de contraste pour la radiographie'],
  },
  54: {
    name: 'Xénon',
    description:
      'Le xénon est un gaz noble lourd et rare, présent en infime quantité dans l’air. Contrairement à la plupart des gaz nobles, il peut former quelques composés. William Ramsay et Morris Travers l’ont découvert en 1898.',
    uses: ['Phares de voiture et projecteurs de cinéma très lumineux', 'Moteurs qui propulsent des engins spatiaux', 'Gaz anesthésiant en chirurgie'],
  },
  55: {
    name: 'Césium',
    description:
      'Le césium est un métal alcalin mou et doré qui fond vers 28 °C et explose dans l’eau. La seconde, notre unité de temps, est définie à partir des vibrations des atomes de césium. Robert Bunsen et Gustav Kirchhoff l’ont découvert en 1860 grâce aux raies bleues de sa lumière.',
    uses: ['Horloges atomiques', 'Fluides de forage des puits de pétrole', 'Recherche scientifique'],
  },
  56: {
    name: 'Baryum',
    description:
      'Le baryum est un métal mou et argenté du groupe 2 qui réagit vite avec l’air et l’eau. Ses composés donnent aux feux d’artifice une couleur verte. Humphry Davy l’a isolé en 1808.',
    uses: ['Boissons au baryum qui rendent l’intestin visible aux rayons X', 'Feux d’artifice verts', 'Boues de forage lourdes pour les puits'],
  },
  57: {
    name: 'Lanthane',
    description:
      'Le lanthane est un métal mou et argenté, le premier des lanthanides, la rangée de 15 métaux semblables placée sous le tableau principal. Carl Gustaf Mosander l’a découvert en 1839. On l’utilise pour fabriquer des verres spéciaux et des batteries.',
    uses: ['Objectifs d’appareils photo de qualité', 'Batteries des voitures hybrides', 'Catalyseurs du raffinage du pétrole', 'Pierres à briquet'],
  },
  58: {
    name: 'Cérium',
    description:
      'Le cérium est le plus abondant des lanthanides. C’est un métal mou et argenté qui produit des étincelles quand on le gratte. Il a été découvert en 1803, en Suède et en Allemagne.',
    uses: ['Pierres à briquet', 'Poudre pour polir le verre', 'Pots catalytiques des voitures'],
  },
  59: {
    name: 'Praséodyme',
    description:
      'Le praséodyme est un lanthanide mou et argenté dont les composés sont verts. Carl Auer von Welsbach l’a découvert en 1885 en séparant une substance que l’on croyait être un seul élément. Son nom signifie jumeau vert.',
    uses: ['Aimants puissants, avec le néodyme', 'Verre et céramiques jaune-vert', 'Lunettes de protection pour souffleurs de verre et soudeurs'],
  },
  60: {
    name: 'Néodyme',
    description:
      'Le néodyme est un lanthanide argenté qui sert à fabriquer les aimants permanents les plus puissants connus. Carl Auer von Welsbach l’a découvert en 1885. On trouve de petits aimants au néodyme dans presque tous les téléphones.',
    uses: ['Aimants des écouteurs, haut-parleurs et disques durs', 'Moteurs des voitures électriques et des éoliennes', 'Lasers'],
  },
  61: {
    name: 'Prométhium',
    description:
      'Le prométhium est le seul lanthanide qui n’a aucune forme stable : il est entièrement radioactif. Il a été identifié pour la première fois en 1945 parmi les produits de la fission de l’uranium, et il n’en existe que d’infimes traces dans la nature. Il doit son nom à Prométhée, qui, dans la mythologie grecque, vola le feu pour les humains.',
    uses: ['Piles nucléaires de longue durée', 'Jauges qui mesurent l’épaisseur des matériaux', 'Recherche scientifique'],
  },
  62: {
    name: 'Samarium',
    description:
      'Le samarium est un lanthanide dur et argenté. Paul-Émile Lecoq de Boisbaudran l’a découvert en 1879 et l’a nommé d’après le minéral samarskite. Ses aimants continuent de fonctionner même lorsqu’ils chauffent.',
    uses: ['Aimants samarium-cobalt pour moteurs et guitares', 'Médicament qui soulage les douleurs du cancer des os', 'Barres de contrôle des réacteurs nucléaires'],
  },
  63: {
    name: 'Europium',
    description:
      'L’europium est le plus réactif des lanthanides : il se ternit vite à l’air. Ses composés brillent en rouge ou en bleu sous la lumière ultraviolette. Eugène-Anatole Demarçay l’a découvert en 1901 et l’a nommé d’après l’Europe.',
    uses: ['Couleurs rouge et bleue des écrans et des lampes basse consommation', 'Marques de sécurité fluorescentes des billets de banque', 'Barres de contrôle des réacteurs nucléaires'],
  },
  64: {
    name: 'Gadolinium',
    description:
      'Le gadolinium est un lanthanide argenté, fortement magnétique quand il est froid. Jean Charles Galissard de Marignac l’a découvert en 1880. Il porte le nom de Johan Gadolin, un chimiste finlandais.',
    uses: ['Produits de contraste qui rendent les IRM plus nettes', 'Protection dans les réacteurs nucléaires', 'Écrans qui renforcent les images de radiographie'],
  },
  65: {
    name: 'Terbium',
    description:
      'Le terbium est un lanthanide mou et argenté dont les composés brillent d’un vert vif. Carl Gustaf Mosander l’a découvert en 1843. C’est l’un des quatre éléments nommés d’après le village suédois d’Ytterby.',
    uses: ['Couleur verte des écrans et des lampes', 'Aimants pour moteurs électriques', 'Appareils sonar'],
  },
  66: {
    name: 'Dysprosium',
    description:
      'Le dysprosium est un lanthanide argenté et brillant. Son nom vient d’un mot grec qui signifie difficile à obtenir, car Paul-Émile Lecoq de Boisbaudran a dû s’y reprendre de nombreuses fois pour l’isoler en 1886. Il aide les aimants à garder leur force à haute température.',
    uses: ['Aimants des voitures électriques et des éoliennes', 'Lasers', 'Barres de contrôle des réacteurs nucléaires'],
  },
  67: {
    name: 'Holmium',
    description:
      'L’holmium est un lanthanide mou et argenté dont l’atome possède le plus fort magnétisme de tous les éléments. Il a été découvert en 1878 et nommé d’après Stockholm, la capitale de la Suède. Ses composés changent de couleur selon l’éclairage.',
    uses: ['Lasers médicaux qui brisent les calculs rénaux', 'Pièces des aimants les plus puissants', 'Coloration du verre'],
  },
  68: {
    name: 'Erbium',
    description:
      'L’erbium est un lanthanide argenté dont les composés sont roses. Carl Gustaf Mosander l’a découvert en 1843. Il aide les signaux lumineux à parcourir de longues distances dans les fibres optiques d’Internet.',
    uses: ['Amplificateurs des câbles à fibre optique', 'Verres et émaux roses', 'Lasers pour la peau et les soins dentaires'],
  },
  69: {
    name: 'Thulium',
    description:
      'Le thulium est l’un des lanthanides les plus rares dans la nature. Per Teodor Cleve l’a découvert en 1879 et l’a nommé d’après Thulé, un ancien nom du Grand Nord. Il est assez mou pour être coupé au couteau.',
    uses: ['Appareils de radiographie portables', 'Lasers chirurgicaux'],
  },
  70: {
    name: 'Ytterbium',
    description:
      'L’ytterbium est un lanthanide mou et argenté, nommé d’après le village suédois d’Ytterby. Jean Charles Galissard de Marignac l’a découvert en 1878. Les scientifiques s’en servent pour construire certaines des horloges les plus précises jamais fabriquées.',
    uses: ['Horloges atomiques expérimentales très précises', 'Lasers de découpe et de soudage', 'Recherche scientifique'],
  },
  71: {
    name: 'Lutécium',
    description:
      'Le lutécium est le dernier des lanthanides, et le plus dur et le plus dense d’entre eux. Il a été découvert en 1907 par trois chimistes travaillant séparément, et son nom vient de Lutèce, l’ancien nom latin de Paris. Il est rare et cher.',
    uses: ['Détecteurs des scanners médicaux TEP', 'Traitement ciblé de certains cancers', 'Catalyseurs du raffinage du pétrole'],
  },
  72: {
    name: 'Hafnium',
    description:
      'Le hafnium est un métal de transition brillant, presque toujours mélangé au zirconium et très difficile à en séparer. Dirk Coster et George de Hevesy l’ont découvert en 1923 à Copenhague, dont le nom latin est Hafnia. Il absorbe très bien les neutrons.',
    uses: ['Barres de contrôle des réacteurs nucléaires', 'Couches isolantes des puces électroniques', 'Pointes des torches de découpe plasma'],
  },
  73: {
    name: 'Tantale',
    description:
      'Le tantale est un métal de transition dur, gris bleuté, que presque rien ne peut corroder. On l’extrait du coltan, un minerai exploité au Rwanda et dans les pays voisins. Anders Gustaf Ekeberg l’a découvert en 1802.',
    uses: ['Petits condensateurs des téléphones et des ordinateurs', 'Implants et instruments chirurgicaux', 'Alliages pour réacteurs d’avion'],
  },
  74: {
    name: 'Tungstène',
    description:
      'Le tungstène a le point de fusion le plus élevé de tous les métaux, environ 3 400 °C. On l’appelle aussi wolfram, et son minerai, la wolframite, est exploité au Rwanda. Les frères Juan José et Fausto Elhuyar l’ont isolé en 1783.',
    uses: ['Outils de coupe et forets très durs', 'Filaments des anciennes ampoules', 'Tubes à rayons X', 'Poids et contrepoids lourds'],
  },
  75: {
    name: 'Rhénium',
    description:
      'Le rhénium est un métal de transition lourd et très rare, dont le point de fusion est l’un des plus élevés de tous les éléments. C’est l’un des derniers éléments stables découverts, en 1925. Il doit son nom au Rhin, un fleuve d’Europe.',
    uses: ['Aubes de turbine des réacteurs d’avion', 'Catalyseurs pour fabriquer l’essence', 'Thermomètres pour les très hautes températures'],
  },
  76: {
    name: 'Osmium',
    description:
      'L’osmium est l’élément naturel le plus dense : un morceau de la taille d’une boîte d’allumettes pèse plus d’un demi-kilogramme. C’est un métal de transition dur, gris bleuté, de la famille du platine. Smithson Tennant l’a découvert en 1803 et l’a nommé d’après l’odeur de son oxyde.',
    uses: ['Pointes très dures de stylos-plumes', 'Contacts électriques', 'Coloration des échantillons pour le microscope électronique'],
  },
  77: {
    name: 'Iridium',
    description:
      'L’iridium est l’un des métaux les plus denses et celui qui résiste le mieux à la corrosion. Smithson Tennant l’a découvert en 1803 et l’a nommé d’après l’arc-en-ciel, car ses sels ont de nombreuses couleurs. Une fine couche de roche riche en iridium indique qu’un gros astéroïde a frappé la Terre il y a environ 66 millions d’années.',
    uses: ['Bougies d’allumage longue durée', 'Creusets pour faire croître des cristaux', 'Pointes de stylos-plumes'],
  },
  78: {
    name: 'Platine',
    description:
      'Le platine est un métal précieux lourd, d’un blanc argenté, qui ne réagit presque avec rien. Il aide de nombreuses réactions chimiques à se produire sans être consommé. Antonio de Ulloa l’a décrit en 1735 en Amérique du Sud.',
    uses: ['Pots catalytiques des voitures', 'Bijoux', 'Médicaments contre le cancer comme le cisplatine', 'Matériel de laboratoire et électrodes'],
  },
  79: {
    name: 'Or',
    description:
      'L’or est un métal précieux jaune, mou et lourd, qui ne rouille ni ne ternit jamais. On le recherche depuis l’Antiquité, et on en extrait aussi au Rwanda. Il est si malléable qu’un gramme peut être battu en une feuille d’environ un mètre carré.',
    uses: ['Bijoux', 'Réserves monétaires et placements', 'Connecteurs électroniques', 'Couronnes dentaires'],
  },
  80: {
    name: 'Mercure',
    description:
      'Le mercure est le seul métal liquide à température ambiante. Il est connu depuis l’Antiquité, mais ses vapeurs sont très toxiques. De nombreux pays, dont le Rwanda, se sont engagés à réduire son utilisation.',
    uses: ['Anciens thermomètres et manomètres', 'Lampes fluorescentes', 'Amalgames dentaires (en cours d’abandon)'],
  },
  81: {
    name: 'Thallium',
    description:
      'Le thallium est un métal gris et mou, extrêmement toxique. William Crookes l’a découvert en 1861 grâce à une raie verte brillante de sa lumière, et son nom signifie jeune pousse verte. On l’utilisait autrefois comme mort-aux-rats, ce qui est aujourd’hui interdit dans la plupart des pays.',
    uses: ['Examens du cœur à l’hôpital', 'Verres spéciaux pour lentilles infrarouges', 'Recherche en électronique'],
  },
  82: {
    name: 'Plomb',
    description:
      'Le plomb est un métal gris, mou et lourd, utilisé depuis l’Antiquité. Il est toxique, surtout pour les enfants, c’est pourquoi on l’a retiré de l’essence et des peintures pour maisons. Il arrête très bien les rayons X et les autres rayonnements.',
    uses: ['Batteries de voiture', 'Tabliers et murs qui protègent des rayons X', 'Plombs de pêche et toitures'],
  },
  83: {
    name: 'Bismuth',
    description:
      'Le bismuth est un métal lourd et cassant, aux reflets rosés, qui peut former des cristaux aux couleurs de l’arc-en-ciel. Il est très légèrement radioactif, mais il se désintègre si lentement qu’on le considère comme stable. Claude François Geoffroy a montré en 1753 qu’il s’agit d’un élément distinct.',
    uses: ['Médicaments contre les maux d’estomac', 'Alliages à bas point de fusion pour extincteurs automatiques et fusibles', 'Remplaçant moins dangereux du plomb', 'Pigments nacrés des cosmétiques'],
  },
  84: {
    name: 'Polonium',
    description:
      'Le polonium est un métal rare et fortement radioactif. Marie et Pierre Curie l’ont découvert en 1898 et l’ont nommé d’après la Pologne, le pays natal de Marie Curie. Même une quantité minuscule est mortelle si on l’avale ou la respire.',
    uses: ['Brosses qui éliminent l’électricité statique', 'Sources de chaleur des premières sondes spatiales', 'Recherche scientifique'],
  },
  85: {
    name: 'Astate',
    description:
      'L’astate est l’élément naturel le plus rare : on estime qu’il n’en existe qu’environ un gramme dans toute l’écorce terrestre à un instant donné. Il est si radioactif que personne n’en a jamais vu un morceau, et son aspect reste inconnu. Des scientifiques l’ont fabriqué pour la première fois en 1940.',
    uses: ['Recherche sur des traitements ciblés du cancer', 'Recherche scientifique'],
  },
  86: {
    name: 'Radon',
    description:
      'Le radon est un gaz noble radioactif, sans couleur ni odeur. Il provient de l’uranium qui se désintègre dans les roches et le sol, et il peut s’accumuler dans les pièces fermées et les caves. Le respirer pendant de nombreuses années augmente le risque de cancer du poumon.',
    uses: ['Suivi des mouvements de l’air et des eaux souterraines', 'Traitement du cancer dans le passé', 'Recherche scientifique'],
  },
  87: {
    name: 'Francium',
    description:
      'Le francium est un métal alcalin radioactif et le dernier élément découvert dans la nature, par Marguerite Perey en 1939. Sa forme la plus durable ne vit qu’environ 22 minutes, si bien que personne n’en a jamais réuni assez pour le voir. Il doit son nom à la France.',
    uses: ['Recherche scientifique uniquement', 'Étude de la structure des atomes'],
  },
  88: {
    name: 'Radium',
    description:
      'Le radium est un métal radioactif du groupe 2 qui brille faiblement dans le noir. Marie et Pierre Curie l’ont découvert en 1898. On en a peint autrefois sur les cadrans de montres, ce qui a rendu gravement malades de nombreuses ouvrières.',
    uses: ['Traitement des cancers qui se sont étendus aux os', 'Peinture lumineuse dans le passé', 'Recherche scientifique'],
  },
  89: {
    name: 'Actinium',
    description:
      'L’actinium est un métal argenté et radioactif, le premier des actinides, la deuxième rangée placée sous le tableau principal. Il brille d’une lueur bleu pâle dans le noir. André-Louis Debierne l’a découvert en 1899.',
    uses: ['Recherche sur de nouveaux traitements du cancer', 'Sources de neutrons pour la recherche'],
  },
  90: {
    name: 'Thorium',
    description:
      'Le thorium est un actinide faiblement radioactif, environ trois fois plus abondant que l’uranium dans l’écorce terrestre. Jöns Jacob Berzelius l’a découvert en 1828 et l’a nommé d’après Thor, le dieu nordique du tonnerre. Il pourrait devenir un combustible pour les centrales nucléaires du futur.',
    uses: ['Combustible possible pour les réacteurs nucléaires', 'Électrodes de soudage en tungstène et thorium', 'Céramiques résistant à la chaleur', 'Anciens manchons de lampes à gaz'],
  },
  91: {
    name: 'Protactinium',
    description:
      'Le protactinium est un actinide rare, radioactif et très toxique. Kasimir Fajans et Oswald Göhring l’ont identifié en 1913. On n’en a jamais séparé que de petites quantités, et il n’a aucun usage courant.',
    uses: ['Datation des sédiments océaniques en recherche', 'Recherche scientifique uniquement'],
  },
  92: {
    name: 'Uranium',
    description:
      'L’uranium est un actinide lourd et faiblement radioactif, présent dans les roches du monde entier. Martin Heinrich Klaproth l’a découvert en 1789 et l’a nommé d’après la planète Uranus. Quand ses atomes se cassent, ils libèrent une énorme quantité d’énergie.',
    uses: ['Combustible des centrales nucléaires', 'Armes nucléaires', 'Mesure de l’âge des roches'],
  },
  93: {
    name: 'Neptunium',
    description:
      'Le neptunium est le premier élément plus lourd que l’uranium à avoir été fabriqué, en 1940, en bombardant de l’uranium avec des neutrons. Il est radioactif et porte le nom de la planète Neptune. D’infimes traces se forment aussi naturellement dans les minerais d’uranium.',
    uses: ['Production de plutonium 238 pour les piles spatiales', 'Détecteurs de neutrons', 'Recherche scientifique'],
  },
  94: {
    name: 'Plutonium',
    description:
      'Le plutonium est un actinide argenté et radioactif, fabriqué pour la première fois en 1940 par une équipe dirigée par Glenn Seaborg. Il porte le nom de Pluton et il est extrêmement dangereux s’il pénètre dans le corps. Il peut servir à produire de l’électricité comme à fabriquer des armes nucléaires.',
    uses: ['Combustible de certaines centrales nucléaires', 'Sources d’énergie des sondes spatiales', 'Armes nucléaires'],
  },
  95: {
    name: 'Américium',
    description:
      'L’américium est un actinide radioactif fabriqué pour la première fois en 1944 par Glenn Seaborg et son équipe. Il porte le nom des Amériques. Une quantité minuscule se trouve dans de nombreux détecteurs de fumée domestiques.',
    uses: ['Détecteurs de fumée', 'Jauges qui mesurent l’épaisseur', 'Sources de neutrons pour explorer les puits de pétrole'],
  },
  96: {
    name: 'Curium',
    description:
      'Le curium est un actinide radioactif fabriqué pour la première fois en 1944. Il porte le nom de Marie et Pierre Curie, pionniers de la radioactivité. Il dégage tant d’énergie qu’un morceau de curium brille et devient chaud.',
    uses: ['Instruments des robots martiens qui analysent les roches', 'Recherche scientifique'],
  },
  97: {
    name: 'Berkélium',
    description:
      'Le berkélium est un actinide radioactif fabriqué pour la première fois en 1949 à Berkeley, en Californie, et nommé d’après cette ville. On n’en a jamais produit que de minuscules quantités. Il sert de matière de départ pour fabriquer des éléments encore plus lourds.',
    uses: ['Fabrication d’éléments plus lourds comme le tennesse', 'Recherche scientifique uniquement'],
  },
  98: {
    name: 'Californium',
    description:
      'Le californium est un actinide radioactif fabriqué pour la première fois en 1950 et nommé d’après la Californie. L’une de ses formes émet un flux intense de neutrons. C’est l’un des éléments les plus lourds qui aient un usage pratique.',
    uses: ['Démarrage des réacteurs nucléaires', 'Repérage des couches de pétrole et d’eau dans les puits', 'Contrôle des bagages pour détecter les explosifs'],
  },
  99: {
    name: 'Einsteinium',
    description:
      'L’einsteinium a été découvert en 1952 dans les retombées du premier essai de bombe à hydrogène. Il porte le nom d’Albert Einstein. Il est si radioactif qu’on n’en a jamais fabriqué que de minuscules quantités, qui disparaissent vite.',
    uses: ['Fabrication d’éléments plus lourds comme le mendélévium', 'Recherche scientifique uniquement'],
  },
  100: {
    name: 'Fermium',
    description:
      'Le fermium a lui aussi été découvert en 1952 dans les retombées du premier essai de bombe à hydrogène, et il porte le nom du physicien Enrico Fermi. On n’en a jamais fabriqué assez pour le voir. Il n’existe que brièvement dans les laboratoires et n’a aucun usage courant.',
    uses: ['Recherche scientifique uniquement', 'Étude du comportement des noyaux atomiques lourds'],
  },
  101: {
    name: 'Mendélévium',
    description:
      'Le mendélévium est un actinide radioactif qui n’existe qu’en laboratoire, quelques atomes à la fois. Il a été fabriqué pour la première fois en 1955 en bombardant de l’einsteinium avec des noyaux d’hélium, et seuls 17 atomes ont été détectés. Il porte le nom de Dmitri Mendeleïev, le créateur du tableau périodique.',
    uses: ['Recherche scientifique uniquement', 'Étude de la chimie des actinides les plus lourds'],
  },
  102: {
    name: 'Nobélium',
    description:
      'Le nobélium est un actinide radioactif qu’on ne peut fabriquer qu’en laboratoire, quelques atomes à la fois, et sa forme la plus durable ne vit qu’environ une heure. Sa découverte a été disputée pendant des années, puis attribuée à une équipe de Doubna, en Russie, pour des travaux de 1966. Il porte le nom d’Alfred Nobel, le fondateur des prix Nobel.',
    uses: ['Recherche scientifique uniquement', 'Étude de la désintégration des noyaux lourds'],
  },
  103: {
    name: 'Lawrencium',
    description:
      'Le lawrencium est le dernier des actinides et n’existe que brièvement en laboratoire, quelques atomes à la fois. Il a été fabriqué pour la première fois en 1961 à Berkeley, en Californie. Il porte le nom d’Ernest Lawrence, l’inventeur du cyclotron, une machine qui accélère les particules.',
    uses: ['Recherche scientifique uniquement', 'Vérifier sa place dans le tableau périodique'],
  },
  104: {
    name: 'Rutherfordium',
    description:
      'Le rutherfordium est un élément synthétique et radioactif qui n’existe que brièvement en laboratoire, quelques atomes à la fois, et sa forme la plus durable ne vit que quelques heures. Il a été fabriqué pour la première fois dans les années 1960 par des équipes de Doubna et de Berkeley. Il porte le nom d’Ernest Rutherford, qui a découvert le noyau atomique, et n’a aucun usage courant.',
    uses: ['Recherche scientifique uniquement', 'Étude de la chimie d’atomes isolés'],
  },
  105: {
    name: 'Dubnium',
    description:
      'Le dubnium est un élément synthétique et radioactif qu’on ne fabrique en laboratoire que quelques atomes à la fois. Sa forme la plus durable vit environ une journée, ce qui est long pour un élément aussi lourd. Il porte le nom de Doubna, la ville russe où il a été fabriqué pour la première fois, et n’a aucun usage courant.',
    uses: ['Recherche scientifique uniquement', 'Étude de la chimie d’atomes isolés'],
  },
  106: {
    name: 'Seaborgium',
    description:
      'Le seaborgium est un élément synthétique et radioactif qui n’existe que quelques minutes au plus, quelques atomes à la fois, en laboratoire. Il a été fabriqué pour la première fois à Berkeley en 1974 et porte le nom de Glenn Seaborg, qui a contribué à la découverte de dix éléments. Il n’a aucun usage courant.',
    uses: ['Recherche scientifique uniquement', 'Comparaison des éléments lourds avec les membres plus légers de leur groupe'],
  },
  107: {
    name: 'Bohrium',
    description:
      'Le bohrium est un élément synthétique et radioactif qui n’existe que quelques minutes au plus, quelques atomes à la fois. Il a été fabriqué pour la première fois en 1981 dans un centre de recherche de Darmstadt, en Allemagne. Il porte le nom du physicien danois Niels Bohr et n’a aucun usage courant.',
    uses: ['Recherche scientifique uniquement', 'Étude de la désintégration des noyaux lourds'],
  },
  108: {
    name: 'Hassium',
    description:
      'Le hassium est un élément synthétique et radioactif qui n’existe que quelques secondes, quelques atomes à la fois, en laboratoire. Il a été fabriqué pour la première fois en 1984 à Darmstadt et porte le nom de la Hesse, la région allemande où se trouve cette ville. Il n’a aucun usage courant.',
    uses: ['Recherche scientifique uniquement', 'Étude de la chimie d’atomes isolés'],
  },
  109: {
    name: 'Meitnérium',
    description:
      'Le meitnérium est un élément synthétique et radioactif qui n’existe que quelques secondes, et seuls quelques atomes en ont été fabriqués. Il a été créé pour la première fois en 1982 à Darmstadt et porte le nom de Lise Meitner, qui a aidé à expliquer la fission des atomes. Ses propriétés chimiques sont encore inconnues, et il n’a aucun usage courant.',
    uses: ['Recherche scientifique uniquement', 'Étude de la désintégration des noyaux lourds'],
  },
  110: {
    name: 'Darmstadtium',
    description:
      'Le darmstadtium est un élément synthétique et radioactif qui n’existe que quelques secondes, quelques atomes à la fois, en laboratoire. Il a été fabriqué pour la première fois en 1994 et porte le nom de Darmstadt, la ville allemande où il a été créé. Ses propriétés chimiques sont encore inconnues, et il n’a aucun usage courant.',
    uses: ['Recherche scientifique uniquement', 'Étude de la désintégration des noyaux lourds'],
  },
  111: {
    name: 'Roentgenium',
    description:
      'Le roentgenium est un élément synthétique et radioactif qui dure au plus deux minutes environ, et seuls quelques atomes en ont été fabriqués. Il a été créé pour la première fois à Darmstadt en 1994 et porte le nom de Wilhelm Röntgen, qui a découvert les rayons X. Ses propriétés chimiques sont encore inconnues, et il n’a aucun usage courant.',
    uses: ['Recherche scientifique uniquement', 'Étude de la désintégration des noyaux lourds'],
  },
  112: {
    name: 'Copernicium',
    description:
      'Le copernicium est un élément synthétique et radioactif qui n’existe que quelques secondes, quelques atomes à la fois, en laboratoire. Il se place sous le zinc et le mercure dans le groupe 12, et des expériences sur des atomes isolés montrent qu’il est très volatil. Il a été fabriqué pour la première fois en 1996 à Darmstadt et porte le nom de l’astronome Nicolas Copernic, et il n’a aucun usage courant.',
    uses: ['Recherche scientifique uniquement', 'Étude du comportement chimique des atomes très lourds'],
  },
  113: {
    name: 'Nihonium',
    description:
      'Le nihonium est un élément synthétique et radioactif qui n’existe que quelques secondes, et seuls quelques atomes en ont été fabriqués. Il a été créé au laboratoire RIKEN, au Japon, où le premier atome a été obtenu en 2004, et c’est le premier élément découvert en Asie. Son nom vient de Nihon, l’un des noms japonais du Japon, et il n’a aucun usage courant.',
    uses: ['Recherche scientifique uniquement', 'Étude de la désintégration des noyaux lourds'],
  },
  114: {
    name: 'Flérovium',
    description:
      'Le flérovium est un élément synthétique et radioactif qui n’existe qu’une seconde ou deux, quelques atomes à la fois, en laboratoire. Il a été fabriqué pour la première fois en 1998 par des scientifiques russes et américains travaillant ensemble à Doubna. Il porte le nom du laboratoire Flerov, lui-même nommé d’après le physicien Gueorgui Flerov, et n’a aucun usage courant.',
    uses: ['Recherche scientifique uniquement', 'Recherche d’atomes superlourds plus stables'],
  },
  115: {
    name: 'Moscovium',
    description:
      'Le moscovium est un élément synthétique et radioactif qui dure moins d’une seconde, et seuls quelques atomes en ont été fabriqués. Il a été créé pour la première fois en 2003 à Doubna, dans la région de Moscou, d’où son nom. Ses propriétés chimiques sont encore inconnues, et il n’a aucun usage courant.',
    uses: ['Recherche scientifique uniquement', 'Étude de la désintégration des noyaux lourds'],
  },
  116: {
    name: 'Livermorium',
    description:
      'Le livermorium est un élément synthétique et radioactif qui ne dure qu’une fraction de seconde, quelques atomes à la fois. Il a été fabriqué pour la première fois en 2000 à Doubna et porte le nom du Laboratoire national Lawrence Livermore, en Californie, qui a participé aux travaux. Ses propriétés chimiques sont encore inconnues, et il n’a aucun usage courant.',
    uses: ['Recherche scientifique uniquement', 'Étude de la désintégration des noyaux lourds'],
  },
  117: {
    name: 'Tennesse',
    description:
      'Le tennesse est un élément synthétique et radioactif qui ne dure qu’une fraction de seconde, et seuls quelques atomes en ont été fabriqués. Il a été créé pour la première fois en 2010 en bombardant avec du calcium une cible de berkélium produite dans le Tennessee, aux États-Unis, d’où son nom. Ses propriétés chimiques sont encore inconnues, et il n’a aucun usage courant.',
    uses: ['Recherche scientifique uniquement', 'Étude de la désintégration des noyaux lourds'],
  },
  118: {
    name: 'Oganesson',
    description:
      'L’oganesson est l’élément le plus lourd connu : seuls environ cinq atomes ont été détectés, et chacun a duré moins d’un millième de seconde. Il a été fabriqué pour la première fois en 2002 à Doubna et porte le nom d’Iouri Oganessian, un physicien qui a dirigé la recherche des éléments superlourds. Il se place dans le groupe 18, mais ses propriétés sont inconnues, et il n’a aucun usage courant.',
    uses: ['Recherche scientifique uniquement', 'Exploration des limites du tableau périodique'],
  },
};

export default fr;
