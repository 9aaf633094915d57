import { z } from 'zod';
import { ELEMENT_CATEGORIES } from '@/lib/element-categories';
import { localized } from './base';

/**
 * The chemical elements (src/content/elements.ts), copied from ../shared/data/elements.json.
 * Sources, licences and every judgement call: ../shared/data/elements.SOURCES.md.
 */

const elementCategorySchema = z.enum(ELEMENT_CATEGORIES);
const elementPhaseSchema = z.enum(['solid', 'liquid', 'gas', 'unknown']);
const elementBlockSchema = z.enum(['s', 'p', 'd', 'f']);

const measured = z.number().finite().nullable();

const chemicalElementSchema = z
  .object({
    number: z.number().int().min(1).max(118),
    symbol: z.string().regex(/^[A-Z][a-z]?$/),
    /** IUPAC English name (Aluminium, Caesium, Sulfur). Localised names live with the element texts. */
    name: z.string().min(1),
    /** As displayed: IUPAC abridged standard atomic weight ("196.97"), or "(209)" for the mass number of the longest-lived isotope. */
    atomicMass: z.string().regex(/^(\d+\.\d+|\(\d{1,3}\)|\d+)$/),
    /** Electrons per shell, innermost first. */
    shells: z.array(z.number().int().min(0)).min(1).max(7),
    category: elementCategorySchema,
    /** 1-18. */
    column: z.number().int().min(1).max(18),
    /** Period 1-7 for the main grid; 9 = lanthanoids, 10 = actinoids. */
    row: z.number().int().min(1).max(10),
    /** Shorthand ground state, e.g. "[Xe] 4f14 5d6 6s2". */
    electronConfiguration: z.string().min(3),
    /** Pauling scale. */
    electronegativity: measured,
    /** Empirical atomic radius (Slater 1964), pm. */
    atomicRadius: measured,
    /** First ionisation energy, eV. */
    ionizationEnergy: measured,
    /** °C at 101.325 kPa; null for He (never solid at that pressure), C and As (they sublime) and unknown values. */
    meltingPoint: measured,
    /** °C at 101.325 kPa; for C and As this is the sublimation temperature. */
    boilingPoint: measured,
    /** g/cm³; gases at 0 °C and 101.325 kPa. */
    density: measured,
    discoveredBy: z.string().min(1),
    discoveryYear: z.number().int().nullable(),
    /** Known since antiquity: discoveredBy is "Known since antiquity" and discoveryYear null. */
    ancient: z.boolean(),
    /** "Sym-A": natural isotopes, or the 1-3 longest-lived ones. */
    isotopes: z.array(z.string().regex(/^[A-Z][a-z]?-\d{1,3}$/)).min(1),
    phase: elementPhaseSchema,
    block: elementBlockSchema,
  })
  .strict();

export const chemicalElementsSchema = z.array(chemicalElementSchema).length(118);

/** A data source credited on the periodic table page (src/content/element-sources.ts). */
export const elementSourceSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    /** Proper name, the same in every language. */
    name: z.string().min(2),
    /** Where a learner can look the source up; absent for a printed book. */
    href: z.string().startsWith('https://').optional(),
    licence: localized(z.string().min(2)),
    usedFor: localized(z.string().min(10)),
  })
  .strict();

export type ElementSource = z.infer<typeof elementSourceSchema>;
export type ChemicalElement = z.infer<typeof chemicalElementSchema>;
