import type { ElementSource } from './schema';
import type { TextLang } from '@/lib/langs';
import * as text from '@/content/generated/text/element-sources';

/**
 * The sources of the element data (src/content/elements.ts), credited at the foot of /periodic.
 * Details, versions and every judgement call: ../shared/data/elements.SOURCES.md.
 * Text: src/locales/<lang>/content/element-sources.po(t).
 */
/** The sources' own names are English (marked with `lang` on French and Kinyarwanda pages). */
export const ELEMENT_SOURCE_NAME_LANG: TextLang = 'en';

export const elementSources: ElementSource[] = [
  {
    id: 'pubchem',
    name: 'PubChem (NCBI, U.S. National Library of Medicine)',
    href: 'https://pubchem.ncbi.nlm.nih.gov/periodic-table/',
    licence: text.pubchemLicence,
    usedFor: text.pubchemUsedFor,
  },
  {
    id: 'iupac-ciaaw',
    name: 'IUPAC / CIAAW standard atomic weights',
    href: 'https://www.ciaaw.org/atomic-weights.htm',
    licence: text.iupacCiaawLicence,
    usedFor: text.iupacCiaawUsedFor,
  },
  {
    id: 'nist-asd',
    name: 'NIST Atomic Spectra Database',
    href: 'https://physics.nist.gov/PhysRefData/ASD/ionEnergy.html',
    licence: text.nistAsdLicence,
    usedFor: text.nistAsdUsedFor,
  },
  {
    id: 'crc-handbook',
    name: 'CRC Handbook of Chemistry and Physics (95th–97th editions)',
    licence: text.crcHandbookLicence,
    usedFor: text.crcHandbookUsedFor,
  },
  {
    id: 'nubase2020',
    name: 'NUBASE2020 (Kondev and others, Chinese Physics C, 2021)',
    href: 'https://doi.org/10.1088/1674-1137/abddae',
    licence: text.nubase2020Licence,
    usedFor: text.nubase2020UsedFor,
  },
  {
    id: 'mendeleev',
    name: 'mendeleev (Python package by L. M. Mentel)',
    href: 'https://github.com/lmmentel/mendeleev',
    licence: text.mendeleevLicence,
    usedFor: text.mendeleevUsedFor,
  },
  {
    id: 'chemical-elements',
    name: 'chemical-elements (cheminfo)',
    href: 'https://www.npmjs.com/package/chemical-elements',
    licence: text.chemicalElementsLicence,
    usedFor: text.chemicalElementsUsedFor,
  },
  {
    id: 'periodic-table-json',
    name: 'Periodic-Table-JSON (Bowserinator)',
    href: 'https://github.com/Bowserinator/Periodic-Table-JSON',
    licence: text.periodicTableJsonLicence,
    usedFor: text.periodicTableJsonUsedFor,
  },
];
