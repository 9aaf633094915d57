import type { TextLang } from '@/lib/langs';

/**
 * The elements' names in French and Kinyarwanda, by atomic number (index 0 is hydrogen): the tiles
 * of a French or Kinyarwanda table are prerendered and hydrated with them, so no English name is
 * ever painted there, while the long texts (src/content/element-texts) load only when an element
 * is opened. English names come with the element data. tests/unit/element-texts.test.ts keeps
 * these equal to the names in the texts.
 */
export const elementNames = {
  fr: ["Hydrogène","Hélium","Lithium","Béryllium","Bore","Carbone","Azote","Oxygène","Fluor","Néon","Sodium","Magnésium","Aluminium","Silicium","Phosphore","Soufre","Chlore","Argon","Potassium","Calcium","Scandium","Titane","Vanadium","Chrome","Manganèse","Fer","Cobalt","Nickel","Cuivre","Zinc","Gallium","Germanium","Arsenic","Sélénium","Brome","Krypton","Rubidium","Strontium","Yttrium","Zirconium","Niobium","Molybdène","Technétium","Ruthénium","Rhodium","Palladium","Argent","Cadmium","Indium","Étain","Antimoine","Tellure","Iode","Xénon","Césium","Baryum","Lanthane","Cérium","Praséodyme","Néodyme","Prométhium","Samarium","Europium","Gadolinium","Terbium","Dysprosium","Holmium","Erbium","Thulium","Ytterbium","Lutécium","Hafnium","Tantale","Tungstène","Rhénium","Osmium","Iridium","Platine","Or","Mercure","Thallium","Plomb","Bismuth","Polonium","Astate","Radon","Francium","Radium","Actinium","Thorium","Protactinium","Uranium","Neptunium","Plutonium","Américium","Curium","Berkélium","Californium","Einsteinium","Fermium","Mendélévium","Nobélium","Lawrencium","Rutherfordium","Dubnium","Seaborgium","Bohrium","Hassium","Meitnérium","Darmstadtium","Roentgenium","Copernicium","Nihonium","Flérovium","Moscovium","Livermorium","Tennesse","Oganesson"],
  rw: ["Hidorojeni","Helium","Lithium","Beryllium","Boron","Karubone","Azote","Ogisijeni","Fluorine","Neon","Sodiyumu","Manyeziyumu","Aluminiyumu","Silicon","Fosifore","Sulfur","Chlorine","Argon","Potasiyumu","Kalisiyumu","Scandium","Titanium","Vanadium","Chromium","Manganese","Ubutare","Cobalt","Nickel","Umuringa","Zinc","Gallium","Germanium","Arsenic","Selenium","Bromine","Krypton","Rubidium","Strontium","Yttrium","Zirconium","Niobium","Molybdenum","Technetium","Ruthenium","Rhodium","Palladium","Ifeza","Cadmium","Indium","Tin","Antimony","Tellurium","Iyode","Xenon","Caesium","Barium","Lanthanum","Cerium","Praseodymium","Neodymium","Promethium","Samarium","Europium","Gadolinium","Terbium","Dysprosium","Holmium","Erbium","Thulium","Ytterbium","Lutetium","Hafnium","Tantalum","Tungsten","Rhenium","Osmium","Iridium","Platinum","Zahabu","Mercury","Thallium","Lead","Bismuth","Polonium","Astatine","Radon","Francium","Radium","Actinium","Thorium","Protactinium","Uranium","Neptunium","Plutonium","Americium","Curium","Berkelium","Californium","Einsteinium","Fermium","Mendelevium","Nobelium","Lawrencium","Rutherfordium","Dubnium","Seaborgium","Bohrium","Hassium","Meitnerium","Darmstadtium","Roentgenium","Copernicium","Nihonium","Flerovium","Moscovium","Livermorium","Tennessine","Oganesson"],
} as const satisfies Record<'fr' | 'rw', readonly string[]>;

/**
 * The names above that are in another language than their list's, by atomic number: on a
 * Kinyarwanda page the English names kept for want of a Kinyarwanda one (Tin, Lead, Mercury…) and
 * the French Azote carry their own `lang` (WCAG 3.1.2). The texts' `nameLang` is the source;
 * tests/unit/element-texts.test.ts keeps the two equal.
 */
export const elementNameLangs: Record<'fr' | 'rw', Readonly<Partial<Record<number, TextLang>>>> = {
  fr: {},
  rw: { 5: 'en', 7: 'fr', 9: 'en', 14: 'en', 16: 'en', 17: 'en', 25: 'en', 35: 'en', 50: 'en', 51: 'en', 74: 'en', 80: 'en', 82: 'en', 85: 'en', 117: 'en' },
};
