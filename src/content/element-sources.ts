import type { ElementSource } from './schema';
import type { TextLang } from '@/lib/langs';

/**
 * The sources of the element data (src/content/elements.ts), credited at the foot of /periodic.
 * Details, versions and every judgement call: ../shared/data/elements.SOURCES.md.
 */
/** The sources' own names are English (marked with `lang` on French and Kinyarwanda pages). */
export const ELEMENT_SOURCE_NAME_LANG: TextLang = 'en';

export const elementSources: ElementSource[] = [
  {
    id: 'pubchem',
    name: 'PubChem (NCBI, U.S. National Library of Medicine)',
    href: 'https://pubchem.ncbi.nlm.nih.gov/periodic-table/',
    licence: {
      en: 'U.S. government data, free to reuse',
      fr: 'données du gouvernement des États-Unis, réutilisation libre',
      rw: 'amakuru ya Leta zunze ubumwe za Amerika, yemerewe gukoreshwa n’abantu bose',
    },
    usedFor: {
      en: 'electronegativity, the density of gases, and a check of every other value',
      fr: 'l’électronégativité, la masse volumique des gaz, et une vérification de toutes les autres valeurs',
      rw: 'ubushobozi bwo gukurura elegitoroni, ubucucike bwa gaze, no kugenzura andi makuru yose',
    },
  },
  {
    id: 'iupac-ciaaw',
    name: 'IUPAC / CIAAW standard atomic weights',
    href: 'https://www.ciaaw.org/atomic-weights.htm',
    licence: { en: 'published facts', fr: 'faits publiés', rw: 'amakuru yatangajwe ku mugaragaro' },
    usedFor: {
      en: 'atomic masses, including the 2024 revision for zirconium',
      fr: 'les masses atomiques, y compris la révision de 2024 pour le zirconium',
      rw: 'masi ya atome, harimo ivugurura ryo mu 2024 rya zirikoniyumu',
    },
  },
  {
    id: 'nist-asd',
    name: 'NIST Atomic Spectra Database',
    href: 'https://physics.nist.gov/PhysRefData/ASD/ionEnergy.html',
    licence: {
      en: 'U.S. government data, free to reuse',
      fr: 'données du gouvernement des États-Unis, réutilisation libre',
      rw: 'amakuru ya Leta zunze ubumwe za Amerika, yemerewe gukoreshwa n’abantu bose',
    },
    usedFor: {
      en: 'first ionisation energies and electron configurations',
      fr: 'les énergies de première ionisation et les configurations électroniques',
      rw: 'ingufu zo gukuraho elegitoroni ya mbere n’itondekanya rya elegitoroni',
    },
  },
  {
    id: 'crc-handbook',
    name: 'CRC Handbook of Chemistry and Physics (95th–97th editions)',
    licence: { en: 'published facts', fr: 'faits publiés', rw: 'amakuru yatangajwe ku mugaragaro' },
    usedFor: {
      en: 'melting points, boiling points and the density of solids and liquids',
      fr: 'les points de fusion et d’ébullition, et la masse volumique des solides et des liquides',
      rw: 'ubushyuhe bwo gushonga n’ubwo kubira, n’ubucucike bw’ibikomeye n’ibisukika',
    },
  },
  {
    id: 'nubase2020',
    name: 'NUBASE2020 (Kondev and others, Chinese Physics C, 2021)',
    href: 'https://doi.org/10.1088/1674-1137/abddae',
    licence: { en: 'published facts', fr: 'faits publiés', rw: 'amakuru yatangajwe ku mugaragaro' },
    usedFor: {
      en: 'natural isotopes, and the longest-lived isotope of elements without a stable one',
      fr: 'les isotopes naturels, et l’isotope à la plus longue durée de vie des éléments sans isotope stable',
      rw: 'izotope kamere, n’izotope imara igihe kirekire ku binyabutabire bidafite izotope ihamye',
    },
  },
  {
    id: 'mendeleev',
    name: 'mendeleev (Python package by L. M. Mentel)',
    href: 'https://github.com/lmmentel/mendeleev',
    licence: { en: 'MIT', fr: 'MIT', rw: 'MIT' },
    usedFor: {
      en: 'the CRC, NIST and NUBASE2020 values above, and atomic radii (Slater, 1964)',
      fr: 'les valeurs du CRC, du NIST et de NUBASE2020 citées plus haut, et les rayons atomiques (Slater, 1964)',
      rw: 'amakuru ya CRC, NIST na NUBASE2020 yavuzwe haruguru, n’igice cy’umurambararo wa atome (Slater, 1964)',
    },
  },
  {
    id: 'chemical-elements',
    name: 'chemical-elements (cheminfo)',
    href: 'https://www.npmjs.com/package/chemical-elements',
    licence: { en: 'MIT', fr: 'MIT', rw: 'MIT' },
    usedFor: {
      en: 'lists of natural isotopes and a check of atomic masses',
      fr: 'les listes d’isotopes naturels et une vérification des masses atomiques',
      rw: 'urutonde rw’izotope kamere no kugenzura masi ya atome',
    },
  },
  {
    id: 'periodic-table-json',
    name: 'Periodic-Table-JSON (Bowserinator)',
    href: 'https://github.com/Bowserinator/Periodic-Table-JSON',
    licence: { en: 'CC BY-SA 3.0', fr: 'CC BY-SA 3.0', rw: 'CC BY-SA 3.0' },
    usedFor: {
      en: 'a second check only: no value comes from it alone',
      fr: 'une vérification seulement\u00a0: aucune valeur n’en provient seule',
      rw: 'kugenzura gusa: nta gaciro na kamwe kavuye aho honyine',
    },
  },
];
