import type { ElementText } from '../schema';

/** English names, descriptions and common uses of the 118 elements, keyed by atomic number. Written by Ubumenyi. */
const en: Record<number, ElementText> = {
  1: {
    name: 'Hydrogen',
    description:
      'Hydrogen is the lightest element and the most common one in the universe: stars like the Sun are made mostly of it. On Earth it is a colourless gas that burns easily, and it is found mainly in water. Henry Cavendish showed in 1766 that it is a substance of its own.',
    uses: ['Making ammonia for fertilisers', 'Fuel for rockets and fuel cells', 'Refining petrol and diesel', 'Turning vegetable oils into margarine'],
  },
  2: {
    name: 'Helium',
    description:
      'Helium is a very light noble gas that does not react with anything. It was first seen in 1868 as a yellow line in the light of the Sun, before anyone found it on Earth. It stays liquid even at the coldest temperatures unless it is squeezed hard.',
    uses: ['Filling party balloons and weather balloons', 'Cooling the magnets of hospital MRI scanners', 'Breathing mixtures for deep-sea divers', 'Protecting metal during welding'],
  },
  3: {
    name: 'Lithium',
    description:
      'Lithium is the lightest metal: it is so soft you can cut it with a knife, and it floats on oil. Like all alkali metals it reacts with water, so it is stored away from air and moisture. It was discovered in 1817 by Johan August Arfwedson.',
    uses: ['Rechargeable batteries for phones and electric cars', 'Medicines that steady the mood', 'Heat-resistant glass and ceramics', 'Light alloys for aircraft'],
  },
  4: {
    name: 'Beryllium',
    description:
      'Beryllium is a light but very stiff grey metal from group 2 of the periodic table. It is found in the mineral beryl, whose green and blue crystals are the gems emerald and aquamarine. Its dust is poisonous to breathe, so it is handled with care.',
    uses: ['Windows of X-ray machines', 'Light, stiff parts for satellites and telescopes', 'Copper-beryllium springs and spark-free tools'],
  },
  5: {
    name: 'Boron',
    description:
      'Boron is a hard, dark metalloid that is never found pure in nature, only in minerals such as borax. Plants need a tiny amount of it to grow well. It was first isolated in 1808 by chemists in France and in England.',
    uses: ['Heat-resistant glassware for kitchens and laboratories', 'Glass fibre for insulation', 'Fertilisers for boron-poor soils', 'Boric acid, a mild antiseptic'],
  },
  6: {
    name: 'Carbon',
    description:
      'Carbon is the element of life: every living thing is built from carbon compounds. Pure carbon can be soft, black graphite or diamond, the hardest natural material. People have used it since ancient times as charcoal and soot.',
    uses: ['Fuels such as charcoal, coal and natural gas', 'Pencil leads made of graphite', 'Making steel from iron', 'Diamond cutting tools and jewellery'],
  },
  7: {
    name: 'Nitrogen',
    description:
      'Nitrogen is a colourless gas that makes up about 78% of the air we breathe. It is not very reactive, but every living thing needs it to build proteins and DNA. Daniel Rutherford discovered it in 1772.',
    uses: ['Fertilisers such as urea and ammonium nitrate', 'Liquid nitrogen for freezing and storing samples', 'Filling food packets to keep food fresh'],
  },
  8: {
    name: 'Oxygen',
    description:
      'Oxygen is the gas in the air that we need to breathe, and it makes up about 21% of the air. Fires need it to burn, and it is the most common element in the rocks of the Earth. Carl Wilhelm Scheele and Joseph Priestley discovered it in the 1770s.',
    uses: ['Medical oxygen for patients in hospitals', 'Making steel', 'Welding and cutting torches', 'Breathing tanks for divers and climbers'],
  },
  9: {
    name: 'Fluorine',
    description:
      'Fluorine is a pale yellow, poisonous gas and the most reactive of all the elements. It belongs to the halogens, the family in group 17. It is so dangerous to handle that Henri Moissan only managed to isolate it in 1886.',
    uses: ['Fluoride in toothpaste to protect teeth', 'Non-stick coatings on cooking pans', 'Gases for refrigerators and air conditioners'],
  },
  10: {
    name: 'Neon',
    description:
      'Neon is a noble gas that does not react with other elements. When electricity passes through it, it glows a bright red-orange. William Ramsay and Morris Travers found it in 1898 by cooling air until it turned liquid.',
    uses: ['Glowing advertising signs', 'Small indicator lamps', 'Helium-neon lasers'],
  },
  11: {
    name: 'Sodium',
    description:
      'Sodium is a soft, silvery alkali metal that reacts violently with water, so it is kept under oil. We eat it every day in common salt, sodium chloride. Humphry Davy first isolated it in 1807 using electricity.',
    uses: ['Table salt for food and preserving', 'Baking soda and washing soda', 'Yellow street lamps', 'Making soap'],
  },
  12: {
    name: 'Magnesium',
    description:
      'Magnesium is a light, silvery metal from group 2 that burns with a dazzling white flame. Green plants need it because it sits at the centre of chlorophyll. Humphry Davy isolated it in 1808.',
    uses: ['Light alloys for cars, bicycles and laptops', 'Fireworks and emergency flares', 'Medicines for indigestion', 'Fertilisers for crops'],
  },
  13: {
    name: 'Aluminium',
    description:
      'Aluminium is the most common metal in the Earth’s crust. It is light, easy to shape and does not rust, because a thin layer of oxide protects its surface. Today it is made from the ore bauxite using a great deal of electricity.',
    uses: ['Cooking pots, drink cans and kitchen foil', 'Window frames and roofing sheets', 'Aircraft bodies', 'Overhead power cables'],
  },
  14: {
    name: 'Silicon',
    description:
      'Silicon is a grey, shiny metalloid and, after oxygen, the most common element in the Earth’s crust. Sand and quartz are made of silicon and oxygen. Because it conducts electricity only partly, it is the heart of modern electronics.',
    uses: ['Computer chips and phone electronics', 'Solar panels', 'Glass and cement, made from sand', 'Silicone sealants and rubbers'],
  },
  15: {
    name: 'Phosphorus',
    description:
      'Phosphorus is a nonmetal found in our bones, our teeth and our DNA. White phosphorus glows in the dark and catches fire in air, so it is stored under water, while red phosphorus is much safer. Hennig Brand discovered it in 1669 while boiling down urine.',
    uses: ['Fertilisers such as DAP and NPK', 'The striking strip on matchboxes', 'Food additives and animal feed'],
  },
  16: {
    name: 'Sulfur',
    description:
      'Sulfur is a yellow, brittle nonmetal that is often found around volcanoes and hot springs. People have known it since ancient times, when it was called brimstone. Many of its compounds smell strongly, like rotten eggs.',
    uses: ['Making sulfuric acid for industry', 'Hardening rubber for tyres', 'Sprays that protect crops from fungi', 'Matches and fireworks'],
  },
  17: {
    name: 'Chlorine',
    description:
      'Chlorine is a greenish-yellow, poisonous gas from the halogen family. Joined with sodium it forms harmless table salt. Carl Wilhelm Scheele discovered it in 1774.',
    uses: ['Making drinking water safe', 'Cleaning swimming pools', 'Household bleach', 'Making PVC plastic pipes'],
  },
  18: {
    name: 'Argon',
    description:
      'Argon is a noble gas that makes up almost 1% of the air. It is colourless and does not react, which makes it a good protective gas. Lord Rayleigh and William Ramsay discovered it in 1894.',
    uses: ['Protecting hot metal during welding', 'Filling light bulbs', 'Insulating double-glazed windows'],
  },
  19: {
    name: 'Potassium',
    description:
      'Potassium is a soft alkali metal that reacts so strongly with water that the gas given off catches fire with a lilac flame. Plants and people need it: bananas and beans are rich in it. Humphry Davy isolated it in 1807.',
    uses: ['Fertilisers (the K in NPK)', 'Potassium nitrate in fireworks', 'Soft and liquid soaps'],
  },
  20: {
    name: 'Calcium',
    description:
      'Calcium is a metal from group 2 that is never found pure in nature. It makes our bones and teeth strong and is found in limestone, chalk, shells and milk. Humphry Davy isolated it in 1808.',
    uses: ['Cement, lime and plaster for building', 'Agricultural lime to reduce soil acidity', 'Blackboard chalk', 'Healthy bones and teeth'],
  },
  21: {
    name: 'Scandium',
    description:
      'Scandium is a light, silvery transition metal. Dmitri Mendeleev predicted that it must exist before Lars Fredrik Nilson found it in 1879. It is spread thinly through many rocks, so it is rare and expensive.',
    uses: ['Strong aluminium alloys for bicycle frames and sports gear', 'Bright lamps for stadiums and film sets', 'Solid oxide fuel cells'],
  },
  22: {
    name: 'Titanium',
    description:
      'Titanium is a transition metal that is as strong as steel but much lighter, and it does not rust. The body does not reject it, so it is used inside people. Its oxide is the bright white colour in many paints.',
    uses: ['Aircraft and spacecraft parts', 'Artificial hips and dental implants', 'White pigment in paint, toothpaste and sunscreen', 'Bicycles and watch cases'],
  },
  23: {
    name: 'Vanadium',
    description:
      'Vanadium is a hard, grey transition metal whose compounds come in many bright colours. A small amount of it makes steel much tougher. Andrés Manuel del Río first found it in 1801, in Mexico.',
    uses: ['Tough steel for tools, springs and axles', 'Large batteries that store solar and wind power', 'Catalyst for making sulfuric acid'],
  },
  24: {
    name: 'Chromium',
    description:
      'Chromium is a hard, shiny transition metal that does not tarnish. Its name comes from the Greek word for colour, because its compounds are brightly coloured. Louis Nicolas Vauquelin discovered it in 1797.',
    uses: ['Stainless steel for sinks and cutlery', 'Shiny chrome plating', 'Tanning leather', 'Pigments for paint'],
  },
  25: {
    name: 'Manganese',
    description:
      'Manganese is a hard, brittle grey metal that is always mixed with other metals before use. Plants and animals need traces of it to stay healthy. Johan Gottlieb Gahn isolated it in 1774.',
    uses: ['Making steel harder and stronger', 'Dry-cell batteries', 'Aluminium alloy for drink cans', 'Fertilisers and animal feed'],
  },
  26: {
    name: 'Iron',
    description:
      'Iron is the most used metal in the world and the main part of the Earth’s core. It rusts in damp air, and in our blood it carries oxygen inside haemoglobin. People have smelted iron since ancient times, including in the Great Lakes region of Africa more than two thousand years ago.',
    uses: ['Steel for buildings, bridges and roofing sheets', 'Tools such as hoes, knives and machines', 'Iron tablets and iron-rich food against anaemia'],
  },
  27: {
    name: 'Cobalt',
    description:
      'Cobalt is a hard, magnetic, blue-grey transition metal. It gives glass and pottery a deep blue colour and is part of vitamin B12. Georg Brandt discovered it in about 1735.',
    uses: ['Batteries for phones and electric cars', 'Heat-resistant alloys for jet engines', 'Blue glass and pottery', 'Cobalt-60 for treating cancer'],
  },
  28: {
    name: 'Nickel',
    description:
      'Nickel is a silvery, magnetic transition metal that resists rust. It is often used to coat or strengthen other metals. Axel Fredrik Cronstedt discovered it in 1751.',
    uses: ['Stainless steel', 'Coins', 'Rechargeable batteries', 'Protective nickel plating'],
  },
  29: {
    name: 'Copper',
    description:
      'Copper is a reddish-brown metal that carries electricity and heat very well. It has been used since ancient times, and mixed with tin it makes bronze. Old copper roofs and statues slowly turn green in the air.',
    uses: ['Electric wires and cables', 'Water pipes', 'Brass and bronze', 'Cooking pots and coins'],
  },
  30: {
    name: 'Zinc',
    description:
      'Zinc is a bluish-grey metal that protects iron from rust when it is coated on top. Our body needs it to fight infections and heal wounds. Zinc and its ores have been used since ancient times to make brass.',
    uses: ['Galvanised iron roofing sheets and nails', 'Brass for taps and instruments', 'Batteries', 'Zinc tablets given with oral rehydration salts'],
  },
  31: {
    name: 'Gallium',
    description:
      'Gallium is a soft, silvery metal that melts at about 30 °C, so it turns liquid in your hand. Mendeleev predicted it, and Paul-Émile Lecoq de Boisbaudran found it in 1875. Its compounds are used to make light from electricity.',
    uses: ['LED lamps and screens', 'Laser diodes', 'Solar cells', 'Electronics in mobile phones'],
  },
  32: {
    name: 'Germanium',
    description:
      'Germanium is a shiny grey metalloid, a little like silicon. Mendeleev predicted its properties, and Clemens Winkler found it in 1886. The first transistors were made from germanium.',
    uses: ['Optical fibres for the internet', 'Lenses for night-vision and heat cameras', 'Solar cells for satellites'],
  },
  33: {
    name: 'Arsenic',
    description:
      'Arsenic is a grey metalloid that has been known since ancient times, mostly as a poison. When heated it turns straight from a solid into a gas. Arsenic in well water is a serious health problem in some countries.',
    uses: ['Semiconductors such as gallium arsenide', 'A medicine for one kind of leukaemia', 'Hardening lead alloys'],
  },
  34: {
    name: 'Selenium',
    description:
      'Selenium is a nonmetal that conducts electricity better when light shines on it. Our bodies need a tiny amount, but too much is poisonous. Jöns Jacob Berzelius discovered it in 1817.',
    uses: ['Colouring glass red or removing its green tint', 'Anti-dandruff shampoo', 'Food supplements', 'Solar cells'],
  },
  35: {
    name: 'Bromine',
    description:
      'Bromine is a dark red-brown liquid, one of only two elements that are liquid at room temperature. It belongs to the halogen family and gives off choking, poisonous fumes. Antoine Jérôme Balard discovered it in 1826.',
    uses: ['Flame retardants for plastics and fabrics', 'Cleaning water in pools and spas', 'Medicines and dyes'],
  },
  36: {
    name: 'Krypton',
    description:
      'Krypton is a rare noble gas that does not react easily. It gives a bright light when electricity passes through it. William Ramsay and Morris Travers found it in 1898 in liquefied air.',
    uses: ['Bright lamps and camera flashes', 'Insulating double-glazed windows', 'Lasers'],
  },
  37: {
    name: 'Rubidium',
    description:
      'Rubidium is a very soft alkali metal that catches fire in air and melts at only 39 °C. Robert Bunsen and Gustav Kirchhoff discovered it in 1861 from the red lines in its light. It has few uses because it is so reactive.',
    uses: ['Atomic clocks for satellites and phone networks', 'Research on ultra-cold atoms', 'Purple colour in fireworks'],
  },
  38: {
    name: 'Strontium',
    description:
      'Strontium is a soft, silvery metal from group 2 that reacts with water. Its compounds burn with a bright red flame. It was identified in 1790 in a mineral from the Scottish village of Strontian.',
    uses: ['Red fireworks and road flares', 'Toothpaste for sensitive teeth', 'Magnets for small motors'],
  },
  39: {
    name: 'Yttrium',
    description:
      'Yttrium is a silvery transition metal named after Ytterby, a village in Sweden where many rare elements were found. Johan Gadolin discovered it in 1794. Its compounds help LED lamps and screens give white light.',
    uses: ['White LED lamps and screens', 'Lasers for surgery and industry', 'Strengthening ceramics'],
  },
  40: {
    name: 'Zirconium',
    description:
      'Zirconium is a strong transition metal that resists corrosion and heat. It comes from the gem zircon, and cubic zirconia crystals look like diamonds. Martin Heinrich Klaproth discovered it in 1789.',
    uses: ['Casing for fuel rods in nuclear reactors', 'Imitation diamonds in jewellery', 'Ceramic knives and dental crowns'],
  },
  41: {
    name: 'Niobium',
    description:
      'Niobium is a soft, grey transition metal that is found together with tantalum in the ore coltan, which is mined in Rwanda. Charles Hatchett discovered it in 1801. At very low temperatures its alloys carry electricity with no resistance at all.',
    uses: ['Superconducting magnets in MRI scanners', 'Strong steel for pipelines and car bodies', 'Alloys for jet engines and rockets', 'Jewellery that does not irritate the skin'],
  },
  42: {
    name: 'Molybdenum',
    description:
      'Molybdenum is a transition metal that melts only at about 2600 °C. Beans and other legumes need a trace of it to capture nitrogen from the air. Carl Wilhelm Scheele identified it in 1778.',
    uses: ['Strong, heat-resistant steel', 'Lubricants for engines', 'Catalysts in oil refining', 'Trace nutrient in fertilisers'],
  },
  43: {
    name: 'Technetium',
    description:
      'Technetium was the first element made artificially, by Carlo Perrier and Emilio Segrè in 1937. All its forms are radioactive, so almost none of it is left in nature. A short-lived form of it is used in hospitals every day.',
    uses: ['Medical scans of bones, heart and other organs', 'Research on radioactive materials'],
  },
  44: {
    name: 'Ruthenium',
    description:
      'Ruthenium is a hard, rare, silvery metal from the platinum family. Karl Ernst Claus discovered it in 1844 and named it after Russia. It is added to platinum and palladium to make them harder.',
    uses: ['Hard-wearing electrical contacts', 'Hard disk drives', 'Catalysts in the chemical industry'],
  },
  45: {
    name: 'Rhodium',
    description:
      'Rhodium is a rare, shiny, silvery metal and one of the most expensive metals in the world. It reflects light very well and does not corrode. William Hyde Wollaston discovered it in 1803.',
    uses: ['Catalytic converters that clean car exhaust', 'Shiny plating on jewellery', 'Mirrors and searchlights'],
  },
  46: {
    name: 'Palladium',
    description:
      'Palladium is a silvery-white metal from the platinum family. It can soak up hundreds of times its own volume of hydrogen gas. William Hyde Wollaston discovered it in 1803.',
    uses: ['Catalytic converters in cars', 'Electronic components', 'Dental crowns and fillings', 'White gold jewellery'],
  },
  47: {
    name: 'Silver',
    description:
      'Silver is a shiny, white precious metal known since ancient times. It conducts electricity and heat better than any other metal. It slowly turns black in air because of sulfur compounds.',
    uses: ['Jewellery, coins and medals', 'Electronics and solar panels', 'Mirrors', 'Wound dressings that kill germs'],
  },
  48: {
    name: 'Cadmium',
    description:
      'Cadmium is a soft, bluish-white metal that is found in zinc ores. It is toxic, so its use is now strictly limited. Friedrich Stromeyer and Karl Hermann discovered it in 1817.',
    uses: ['Nickel-cadmium rechargeable batteries', 'Yellow, orange and red pigments', 'Control rods in nuclear reactors', 'Some solar panels'],
  },
  49: {
    name: 'Indium',
    description:
      'Indium is a very soft, silvery metal that you can scratch with a fingernail. Ferdinand Reich and Theodor Richter discovered it in 1863 and named it after the indigo-blue line in its light. A thin layer of indium tin oxide lets touch screens conduct electricity while staying clear.',
    uses: ['Touch screens on phones and tablets', 'Solders for electronics', 'LEDs and solar cells'],
  },
  50: {
    name: 'Tin',
    description:
      'Tin is a soft, silvery metal known since ancient times, when it was mixed with copper to make bronze. It comes from the ore cassiterite, one of the most important minerals mined in Rwanda. Tin does not rust, so it is used to protect other metals.',
    uses: ['Solder that joins electronic parts', 'Coating steel food cans', 'Bronze and pewter', 'Making flat window glass'],
  },
  51: {
    name: 'Antimony',
    description:
      'Antimony is a brittle, silvery metalloid known since ancient times. Its black ore was once ground into powder and used as eye make-up. It is added to other metals to make them harder.',
    uses: ['Flame retardants for plastics and fabrics', 'Hardening lead in car batteries', 'Semiconductors'],
  },
  52: {
    name: 'Tellurium',
    description:
      'Tellurium is a rare, brittle, silvery-white metalloid. Franz-Joseph Müller von Reichenstein discovered it in 1782 in a gold ore. It is one of the rarest stable elements in the Earth’s crust.',
    uses: ['Thin-film solar panels', 'Alloys of steel and copper that are easier to cut', 'Devices that turn heat into electricity'],
  },
  53: {
    name: 'Iodine',
    description:
      'Iodine is a shiny, black-violet solid from the halogen family that turns into a violet vapour when warmed. Our thyroid gland needs it, and a lack of it causes goitre. Bernard Courtois discovered it in 1811 in seaweed ash.',
    uses: ['Iodised table salt', 'Antiseptics for cleaning wounds', 'Testing for starch in the laboratory', 'Contrast agents for X-ray images'],
  },
  54: {
    name: 'Xenon',
    description:
      'Xenon is a heavy, rare noble gas found in tiny amounts in the air. Unlike most noble gases it can form a few compounds. William Ramsay and Morris Travers discovered it in 1898.',
    uses: ['Very bright car headlamps and cinema projectors', 'Engines that push spacecraft', 'Anaesthetic gas in surgery'],
  },
  55: {
    name: 'Caesium',
    description:
      'Caesium is a soft, golden alkali metal that melts at about 28 °C and explodes in water. The second, our unit of time, is defined by the vibrations of caesium atoms. Robert Bunsen and Gustav Kirchhoff discovered it in 1860 from blue lines in its light.',
    uses: ['Atomic clocks', 'Drilling fluids for oil wells', 'Scientific research'],
  },
  56: {
    name: 'Barium',
    description:
      'Barium is a soft, silvery metal from group 2 that reacts quickly with air and water. Its compounds give fireworks a green colour. Humphry Davy isolated it in 1808.',
    uses: ['Barium drinks that show the gut on X-rays', 'Green fireworks', 'Heavy drilling mud for wells'],
  },
  57: {
    name: 'Lanthanum',
    description:
      'Lanthanum is a soft, silvery metal and the first of the lanthanoids, the row of 15 similar metals below the main table. Carl Gustaf Mosander discovered it in 1839. It is used to make special glass and batteries.',
    uses: ['High-quality camera lenses', 'Batteries for hybrid cars', 'Catalysts for refining oil', 'Lighter flints'],
  },
  58: {
    name: 'Cerium',
    description:
      'Cerium is the most common of the lanthanoids. It is a soft, silvery metal that throws off sparks when it is scratched. It was discovered in 1803, in Sweden and in Germany.',
    uses: ['Lighter flints', 'Powder for polishing glass', 'Catalytic converters in cars'],
  },
  59: {
    name: 'Praseodymium',
    description:
      'Praseodymium is a soft, silvery lanthanoid whose compounds are green. Carl Auer von Welsbach discovered it in 1885 when he split a substance once thought to be a single element. Its name means green twin.',
    uses: ['Strong magnets together with neodymium', 'Yellow-green glass and ceramics', 'Protective goggles for glass blowers and welders'],
  },
  60: {
    name: 'Neodymium',
    description:
      'Neodymium is a silvery lanthanoid that is used to make the strongest permanent magnets known. Carl Auer von Welsbach discovered it in 1885. Small neodymium magnets are found in almost every phone.',
    uses: ['Magnets in earphones, speakers and hard drives', 'Motors of electric cars and wind turbines', 'Lasers'],
  },
  61: {
    name: 'Promethium',
    description:
      'Promethium is the only lanthanoid with no stable form: all of it is radioactive. It was first identified in 1945 among the products of splitting uranium, and only tiny traces exist in nature. It is named after Prometheus, who in Greek myth stole fire for humans.',
    uses: ['Long-lasting nuclear batteries', 'Gauges that measure the thickness of materials', 'Scientific research'],
  },
  62: {
    name: 'Samarium',
    description:
      'Samarium is a hard, silvery lanthanoid. Paul-Émile Lecoq de Boisbaudran discovered it in 1879 and named it after the mineral samarskite. Its magnets keep working even when they get hot.',
    uses: ['Samarium-cobalt magnets for motors and guitars', 'Medicine that eases pain from bone cancer', 'Control rods in nuclear reactors'],
  },
  63: {
    name: 'Europium',
    description:
      'Europium is the most reactive of the lanthanoids: it tarnishes quickly in air. Its compounds glow red or blue under ultraviolet light. Eugène-Anatole Demarçay discovered it in 1901 and named it after Europe.',
    uses: ['Red and blue colours in screens and energy-saving lamps', 'Glowing security marks on banknotes', 'Control rods in nuclear reactors'],
  },
  64: {
    name: 'Gadolinium',
    description:
      'Gadolinium is a silvery lanthanoid that is strongly magnetic when it is cool. Jean Charles Galissard de Marignac discovered it in 1880. It is named after Johan Gadolin, a Finnish chemist.',
    uses: ['Contrast agents that make MRI scans clearer', 'Shielding in nuclear reactors', 'Screens that make X-ray images brighter'],
  },
  65: {
    name: 'Terbium',
    description:
      'Terbium is a soft, silvery lanthanoid whose compounds glow bright green. Carl Gustaf Mosander discovered it in 1843. It is one of four elements named after the Swedish village of Ytterby.',
    uses: ['Green colour in screens and lamps', 'Magnets for electric motors', 'Sonar devices'],
  },
  66: {
    name: 'Dysprosium',
    description:
      'Dysprosium is a bright, silvery lanthanoid. Its name comes from a Greek word meaning hard to get, because Paul-Émile Lecoq de Boisbaudran needed many attempts to separate it in 1886. It helps magnets keep their strength at high temperatures.',
    uses: ['Magnets for electric cars and wind turbines', 'Lasers', 'Control rods in nuclear reactors'],
  },
  67: {
    name: 'Holmium',
    description:
      'Holmium is a soft, silvery lanthanoid with the strongest magnetic properties of any single atom. It was discovered in 1878 and named after Stockholm, the capital of Sweden. Its compounds change colour depending on the light.',
    uses: ['Medical lasers that break up kidney stones', 'Parts of the strongest magnets', 'Colouring glass'],
  },
  68: {
    name: 'Erbium',
    description:
      'Erbium is a silvery lanthanoid whose compounds are pink. Carl Gustaf Mosander discovered it in 1843. It helps light signals travel far in the optical fibres of the internet.',
    uses: ['Amplifiers in fibre-optic cables', 'Pink glass and glazes', 'Lasers for skin and dental treatment'],
  },
  69: {
    name: 'Thulium',
    description:
      'Thulium is one of the rarest lanthanoids found in nature. Per Teodor Cleve discovered it in 1879 and named it after Thule, an old name for the far north. It is soft enough to cut with a knife.',
    uses: ['Portable X-ray machines', 'Lasers for surgery'],
  },
  70: {
    name: 'Ytterbium',
    description:
      'Ytterbium is a soft, silvery lanthanoid named after the Swedish village of Ytterby. Jean Charles Galissard de Marignac discovered it in 1878. Scientists use it to build some of the most precise clocks ever made.',
    uses: ['Very precise experimental atomic clocks', 'Lasers for cutting and welding', 'Scientific research'],
  },
  71: {
    name: 'Lutetium',
    description:
      'Lutetium is the last of the lanthanoids and the hardest and densest of them. It was discovered in 1907 by three chemists working separately, and it is named after Lutetia, the old Latin name of Paris. It is rare and expensive.',
    uses: ['Detectors in PET medical scanners', 'Targeted treatment for some cancers', 'Catalysts in oil refining'],
  },
  72: {
    name: 'Hafnium',
    description:
      'Hafnium is a shiny transition metal that is almost always found with zirconium and is very hard to separate from it. Dirk Coster and George de Hevesy discovered it in 1923 in Copenhagen, whose Latin name is Hafnia. It absorbs neutrons very well.',
    uses: ['Control rods in nuclear reactors', 'Insulating layers in computer chips', 'Tips of plasma cutting torches'],
  },
  73: {
    name: 'Tantalum',
    description:
      'Tantalum is a hard, blue-grey transition metal that almost nothing can corrode. It comes from coltan, an ore mined in Rwanda and its neighbours. Anders Gustaf Ekeberg discovered it in 1802.',
    uses: ['Tiny capacitors in phones and computers', 'Surgical implants and instruments', 'Alloys for jet engines'],
  },
  74: {
    name: 'Tungsten',
    description:
      'Tungsten has the highest melting point of all metals, about 3400 °C. It is also called wolfram, and its ore wolframite is mined in Rwanda. The brothers Juan José and Fausto Elhuyar isolated it in 1783.',
    uses: ['Very hard cutting tools and drill bits', 'Filaments of old light bulbs', 'X-ray tubes', 'Heavy weights and balances'],
  },
  75: {
    name: 'Rhenium',
    description:
      'Rhenium is a very rare, heavy transition metal with one of the highest melting points of all elements. It was one of the last stable elements to be discovered, in 1925. It is named after the river Rhine in Europe.',
    uses: ['Turbine blades of jet engines', 'Catalysts for making petrol', 'Thermometers for very high temperatures'],
  },
  76: {
    name: 'Osmium',
    description:
      'Osmium is the densest element found in nature: a piece the size of a matchbox weighs more than half a kilogram. It is a hard, bluish-grey transition metal from the platinum family. Smithson Tennant discovered it in 1803 and named it after the smell of its oxide.',
    uses: ['Very hard tips for fountain pens', 'Electrical contacts', 'Staining samples for electron microscopes'],
  },
  77: {
    name: 'Iridium',
    description:
      'Iridium is one of the densest metals and the one that resists corrosion best. Smithson Tennant discovered it in 1803 and named it after the rainbow, because its salts have many colours. A thin layer rich in iridium in the rocks is a clue that a large asteroid hit the Earth about 66 million years ago.',
    uses: ['Long-lasting spark plugs', 'Crucibles for growing crystals', 'Tips of fountain pens'],
  },
  78: {
    name: 'Platinum',
    description:
      'Platinum is a heavy, silvery-white precious metal that hardly reacts with anything. It helps many chemical reactions happen without being used up. It was described in 1735 by Antonio de Ulloa in South America.',
    uses: ['Catalytic converters in cars', 'Jewellery', 'Cancer medicines such as cisplatin', 'Laboratory equipment and electrodes'],
  },
  79: {
    name: 'Gold',
    description:
      'Gold is a soft, heavy, yellow precious metal that never rusts or tarnishes. People have treasured it since ancient times, and it is also mined in Rwanda. It is so easy to shape that one gram can be beaten into a sheet of about one square metre.',
    uses: ['Jewellery', 'Money reserves and investment', 'Connectors in electronics', 'Dental crowns'],
  },
  80: {
    name: 'Mercury',
    description:
      'Mercury is the only metal that is liquid at room temperature. It has been known since ancient times, but its vapour is very poisonous. Many countries, including Rwanda, have agreed to reduce its use.',
    uses: ['Older thermometers and pressure gauges', 'Fluorescent lamps', 'Dental fillings (now being phased out)'],
  },
  81: {
    name: 'Thallium',
    description:
      'Thallium is a soft, grey metal that is extremely poisonous. William Crookes discovered it in 1861 from a bright green line in its light, and its name means green shoot. It was once used as rat poison, which is now banned in most countries.',
    uses: ['Heart scans in hospitals', 'Special glass for infrared lenses', 'Electronics research'],
  },
  82: {
    name: 'Lead',
    description:
      'Lead is a soft, heavy, grey metal that has been used since ancient times. It is poisonous, especially for children, so it has been removed from petrol and house paint. It blocks X-rays and other radiation very well.',
    uses: ['Car batteries', 'Aprons and walls that shield against X-rays', 'Fishing weights and roofing'],
  },
  83: {
    name: 'Bismuth',
    description:
      'Bismuth is a heavy, brittle metal with a pinkish shine that can grow crystals in rainbow colours. It is very slightly radioactive, but it decays so slowly that it is treated as stable. Claude François Geoffroy showed in 1753 that it is a separate element.',
    uses: ['Medicines for upset stomachs', 'Alloys that melt easily for fire sprinklers and fuses', 'A safer replacement for lead', 'Pearly pigments in cosmetics'],
  },
  84: {
    name: 'Polonium',
    description:
      'Polonium is a rare, strongly radioactive metal. Marie and Pierre Curie discovered it in 1898 and named it after Poland, Marie Curie’s home country. Even a tiny amount is deadly if swallowed or breathed in.',
    uses: ['Brushes that remove static electricity', 'Heat sources in early space probes', 'Scientific research'],
  },
  85: {
    name: 'Astatine',
    description:
      'Astatine is the rarest element that occurs naturally: only about a gram of it is thought to exist in the whole Earth’s crust at any moment. It is so radioactive that no one has ever seen a piece of it, so its appearance is unknown. Scientists first made it in 1940.',
    uses: ['Research into targeted cancer treatment', 'Scientific research'],
  },
  86: {
    name: 'Radon',
    description:
      'Radon is a radioactive noble gas with no colour or smell. It comes from uranium that breaks down in rocks and soil, and it can build up in closed rooms and cellars. Breathing it for many years raises the risk of lung cancer.',
    uses: ['Tracing the movement of air and underground water', 'Cancer treatment in the past', 'Scientific research'],
  },
  87: {
    name: 'Francium',
    description:
      'Francium is a radioactive alkali metal and the last element to be discovered in nature, by Marguerite Perey in 1939. Its longest-lived form lasts only about 22 minutes, so no one has ever collected a piece big enough to see. It is named after France.',
    uses: ['Scientific research only', 'Studying the structure of atoms'],
  },
  88: {
    name: 'Radium',
    description:
      'Radium is a radioactive metal from group 2 that glows faintly in the dark. Marie and Pierre Curie discovered it in 1898. It was once painted on watch dials, which made many workers seriously ill.',
    uses: ['Treating cancer that has spread to the bones', 'Luminous paint in the past', 'Scientific research'],
  },
  89: {
    name: 'Actinium',
    description:
      'Actinium is a radioactive, silvery metal and the first of the actinoids, the second row below the main table. It glows pale blue in the dark. André-Louis Debierne discovered it in 1899.',
    uses: ['Research into new cancer treatments', 'Neutron sources for research'],
  },
  90: {
    name: 'Thorium',
    description:
      'Thorium is a weakly radioactive actinoid that is about three times as common as uranium in the Earth’s crust. Jöns Jacob Berzelius discovered it in 1828 and named it after Thor, the Norse god of thunder. It could become a fuel for future nuclear power stations.',
    uses: ['Possible fuel for nuclear reactors', 'Welding rods made of tungsten and thorium', 'Heat-resistant ceramics', 'Old gas-lamp mantles'],
  },
  91: {
    name: 'Protactinium',
    description:
      'Protactinium is a rare, radioactive and very poisonous actinoid. Kasimir Fajans and Oswald Göhring identified it in 1913. Only small amounts have ever been separated, so it has no everyday use.',
    uses: ['Dating ocean sediments in research', 'Scientific research only'],
  },
  92: {
    name: 'Uranium',
    description:
      'Uranium is a heavy, weakly radioactive actinoid found in rocks around the world. Martin Heinrich Klaproth discovered it in 1789 and named it after the planet Uranus. When its atoms split they release a huge amount of energy.',
    uses: ['Fuel for nuclear power stations', 'Nuclear weapons', 'Measuring the age of rocks'],
  },
  93: {
    name: 'Neptunium',
    description:
      'Neptunium was the first element heavier than uranium to be made, in 1940, by hitting uranium with neutrons. It is radioactive and named after the planet Neptune. Tiny traces also form naturally in uranium ores.',
    uses: ['Making plutonium-238 for space batteries', 'Neutron detectors', 'Scientific research'],
  },
  94: {
    name: 'Plutonium',
    description:
      'Plutonium is a radioactive, silvery actinoid that was first made in 1940 by a team led by Glenn Seaborg. It is named after Pluto and is extremely dangerous if it gets inside the body. It can be used both to produce electricity and in nuclear weapons.',
    uses: ['Fuel in some nuclear power stations', 'Power sources for space probes', 'Nuclear weapons'],
  },
  95: {
    name: 'Americium',
    description:
      'Americium is a radioactive actinoid first made in 1944 by Glenn Seaborg and his team. It is named after the Americas. A tiny amount of it is inside many household smoke detectors.',
    uses: ['Smoke detectors', 'Gauges that measure thickness', 'Neutron sources for exploring oil wells'],
  },
  96: {
    name: 'Curium',
    description:
      'Curium is a radioactive actinoid first made in 1944. It is named after Marie and Pierre Curie, the pioneers of radioactivity. It gives off so much energy that a lump of it glows and feels hot.',
    uses: ['Instruments on Mars rovers that analyse rocks', 'Scientific research'],
  },
  97: {
    name: 'Berkelium',
    description:
      'Berkelium is a radioactive actinoid first made in 1949 in Berkeley, California, and named after that city. Only tiny amounts have ever been produced. It is used as a starting material to make even heavier elements.',
    uses: ['Making heavier elements such as tennessine', 'Scientific research only'],
  },
  98: {
    name: 'Californium',
    description:
      'Californium is a radioactive actinoid first made in 1950 and named after California. One of its forms gives off a strong stream of neutrons. It is one of the heaviest elements with a practical use.',
    uses: ['Starting up nuclear reactors', 'Finding oil and water layers in wells', 'Scanning luggage for explosives'],
  },
  99: {
    name: 'Einsteinium',
    description:
      'Einsteinium was first found in 1952 in the dust from the first hydrogen bomb test. It is named after Albert Einstein. It is so radioactive that only tiny amounts have ever been made, and they soon decay.',
    uses: ['Making heavier elements such as mendelevium', 'Scientific research only'],
  },
  100: {
    name: 'Fermium',
    description:
      'Fermium was also discovered in 1952 in the dust from the first hydrogen bomb test, and it is named after the physicist Enrico Fermi. It has never been made in an amount big enough to see. It exists only briefly in laboratories and has no everyday use.',
    uses: ['Scientific research only', 'Studying how heavy atomic nuclei behave'],
  },
  101: {
    name: 'Mendelevium',
    description:
      'Mendelevium is a radioactive actinoid that exists only in laboratories, a few atoms at a time. It was first made in 1955 by firing helium nuclei at einsteinium, and only 17 atoms were detected. It is named after Dmitri Mendeleev, who created the periodic table.',
    uses: ['Scientific research only', 'Studying the chemistry of the heaviest actinoids'],
  },
  102: {
    name: 'Nobelium',
    description:
      'Nobelium is a radioactive actinoid that can only be made in laboratories, a few atoms at a time, and its longest-lived form lasts about an hour. Its discovery was disputed for years, and it was finally credited to a team in Dubna, Russia, in 1966. It is named after Alfred Nobel, the founder of the Nobel Prizes.',
    uses: ['Scientific research only', 'Studying how heavy atomic nuclei decay'],
  },
  103: {
    name: 'Lawrencium',
    description:
      'Lawrencium is the last of the actinoids and exists only briefly in laboratories, a few atoms at a time. It was first made in 1961 in Berkeley, California. It is named after Ernest Lawrence, who invented the cyclotron, a machine that speeds up particles.',
    uses: ['Scientific research only', 'Testing where it belongs in the periodic table'],
  },
  104: {
    name: 'Rutherfordium',
    description:
      'Rutherfordium is a synthetic, radioactive element that exists only briefly in laboratories, a few atoms at a time; its longest-lived form lasts a few hours. It was first made in the 1960s by teams in Dubna and Berkeley. It is named after Ernest Rutherford, who discovered the atomic nucleus, and it has no everyday use.',
    uses: ['Scientific research only', 'Studying the chemistry of single atoms'],
  },
  105: {
    name: 'Dubnium',
    description:
      'Dubnium is a synthetic, radioactive element that is made in laboratories only a few atoms at a time. Its longest-lived form lasts about a day, which is long for such a heavy element. It is named after Dubna, the Russian town where it was first made, and it has no everyday use.',
    uses: ['Scientific research only', 'Studying the chemistry of single atoms'],
  },
  106: {
    name: 'Seaborgium',
    description:
      'Seaborgium is a synthetic, radioactive element that exists only for minutes or less, a few atoms at a time, in laboratories. It was first made in Berkeley in 1974 and named after Glenn Seaborg, who helped discover ten elements. It has no everyday use.',
    uses: ['Scientific research only', 'Comparing heavy elements with lighter members of their group'],
  },
  107: {
    name: 'Bohrium',
    description:
      'Bohrium is a synthetic, radioactive element that exists only for a few minutes or less, a handful of atoms at a time. It was first made in 1981 at a research centre in Darmstadt, Germany. It is named after the Danish physicist Niels Bohr and has no everyday use.',
    uses: ['Scientific research only', 'Studying how heavy atomic nuclei decay'],
  },
  108: {
    name: 'Hassium',
    description:
      'Hassium is a synthetic, radioactive element that exists only for seconds, a few atoms at a time, in laboratories. It was first made in 1984 in Darmstadt and named after Hesse, the German state where that city lies. It has no everyday use.',
    uses: ['Scientific research only', 'Studying the chemistry of single atoms'],
  },
  109: {
    name: 'Meitnerium',
    description:
      'Meitnerium is a synthetic, radioactive element that exists only for seconds, and only a few atoms have ever been made. It was first made in 1982 in Darmstadt and named after Lise Meitner, who helped explain how atoms split. Its chemical properties are still unknown, and it has no everyday use.',
    uses: ['Scientific research only', 'Studying how heavy atomic nuclei decay'],
  },
  110: {
    name: 'Darmstadtium',
    description:
      'Darmstadtium is a synthetic, radioactive element that exists only for seconds, a few atoms at a time, in laboratories. It was first made in 1994 and named after Darmstadt, the German city where it was created. Its chemical properties are still unknown, and it has no everyday use.',
    uses: ['Scientific research only', 'Studying how heavy atomic nuclei decay'],
  },
  111: {
    name: 'Roentgenium',
    description:
      'Roentgenium is a synthetic, radioactive element that lasts a couple of minutes at most, and only a few atoms have ever been made. It was first made in Darmstadt in 1994 and named after Wilhelm Röntgen, who discovered X-rays. Its chemical properties are still unknown, and it has no everyday use.',
    uses: ['Scientific research only', 'Studying how heavy atomic nuclei decay'],
  },
  112: {
    name: 'Copernicium',
    description:
      'Copernicium is a synthetic, radioactive element that exists only for seconds, a few atoms at a time, in laboratories. It sits below zinc and mercury in group 12, and experiments with single atoms suggest it is very volatile. It was first made in 1996 in Darmstadt and named after the astronomer Nicolaus Copernicus, and it has no everyday use.',
    uses: ['Scientific research only', 'Testing how very heavy atoms behave in chemistry'],
  },
  113: {
    name: 'Nihonium',
    description:
      'Nihonium is a synthetic, radioactive element that exists only for seconds, and only a few atoms have ever been made. It was created at the RIKEN laboratory in Japan, with the first atom made in 2004, and it was the first element discovered in Asia. Its name comes from Nihon, a Japanese name for Japan, and it has no everyday use.',
    uses: ['Scientific research only', 'Studying how heavy atomic nuclei decay'],
  },
  114: {
    name: 'Flerovium',
    description:
      'Flerovium is a synthetic, radioactive element that exists only for a second or two, a few atoms at a time, in laboratories. It was first made in 1998 by Russian and American scientists working together in Dubna. It is named after the Flerov Laboratory, which is named after the physicist Georgy Flyorov, and it has no everyday use.',
    uses: ['Scientific research only', 'Searching for more stable superheavy atoms'],
  },
  115: {
    name: 'Moscovium',
    description:
      'Moscovium is a synthetic, radioactive element that lasts less than a second, and only a few atoms have ever been made. It was first made in 2003 in Dubna, in the Moscow region of Russia, which gave it its name. Its chemical properties are still unknown, and it has no everyday use.',
    uses: ['Scientific research only', 'Studying how heavy atomic nuclei decay'],
  },
  116: {
    name: 'Livermorium',
    description:
      'Livermorium is a synthetic, radioactive element that lasts only a fraction of a second, a few atoms at a time. It was first made in 2000 in Dubna and is named after the Lawrence Livermore National Laboratory in California, which took part in the work. Its chemical properties are still unknown, and it has no everyday use.',
    uses: ['Scientific research only', 'Studying how heavy atomic nuclei decay'],
  },
  117: {
    name: 'Tennessine',
    description:
      'Tennessine is a synthetic, radioactive element that lasts only a fraction of a second, and only a few atoms have ever been made. It was first made in 2010 by firing calcium at a target of berkelium produced in Tennessee, USA, which gave it its name. Its chemical properties are still unknown, and it has no everyday use.',
    uses: ['Scientific research only', 'Studying how heavy atomic nuclei decay'],
  },
  118: {
    name: 'Oganesson',
    description:
      'Oganesson is the heaviest element known: only about five atoms have ever been detected, and each lasted less than a thousandth of a second. It was first made in 2002 in Dubna and named after Yuri Oganessian, a physicist who led the search for superheavy elements. It sits in group 18, but its properties are unknown, and it has no everyday use.',
    uses: ['Scientific research only', 'Testing the limits of the periodic table'],
  },
};

export default en;
