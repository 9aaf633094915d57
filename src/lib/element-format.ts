import type { Lang, TextLang } from '@/lib/langs';
import { formatNumber } from './format';

/**
 * How element data is shown, following the unit and display rules of
 * ../shared/data/elements.SOURCES.md. Pure functions: they return text for values and a
 * structured `Fact` where words are needed, which components translate ('N/A', notes).
 */

/** The fields of an element these formatters read (a subset of ChemicalElement). */
/** Discoverers are named as the sources name them, in English (marked with `lang` on French and Kinyarwanda pages). */
export const DISCOVERER_LANG: TextLang = 'en';

export interface ElementFacts {
  number: number;
  symbol: string;
  atomicMass: string;
  shells: number[];
  electronConfiguration: string;
  electronegativity: number | null;
  atomicRadius: number | null;
  ionizationEnergy: number | null;
  meltingPoint: number | null;
  boilingPoint: number | null;
  density: number | null;
  discoveredBy: string;
  discoveryYear: number | null;
  ancient: boolean;
  isotopes: string[];
  phase: 'solid' | 'liquid' | 'gas' | 'unknown';
}

/** Non-breaking space between a value and its unit: "144 pm" never wraps apart. */
const NBSP = '\u00a0';

/**
 * Elements that sublime at 101.325 kPa: the data has no melting point for them and its
 * `boilingPoint` holds the sublimation temperature (elements.SOURCES.md: C 3825 °C, As 616 °C).
 */
const SUBLIMING_ELEMENTS: ReadonlySet<number> = new Set([6, 33]);

/** Helium never solidifies at 101.325 kPa, so it has no melting point at that pressure. */
const NEVER_SOLID_ELEMENTS: ReadonlySet<number> = new Set([2]);

/** A value to show, or a reason to show words instead. */
export type Fact =
  /** The data has no value: show 'N/A'. */
  | { kind: 'na' }
  /** Formatted value with its unit. */
  | { kind: 'value'; text: string }
  /** A sentence from the translations, with the formatted value (if any) as {{value}}. */
  | { kind: 'note'; note: FactNote; text?: string };

type FactNote =
  /** Melting point of a subliming element: it turns into gas without melting, at {{value}}. */
  | 'sublimes'
  /** Boiling point of a subliming element: {{value}} is where it sublimes. */
  | 'sublimationPoint'
  /** Melting point of helium: it does not freeze at normal pressure. */
  | 'neverSolid'
  /** Density of a gas, measured at 0 °C and normal pressure. */
  | 'gasDensity';

/** Digits after the decimal point as the data gives them (0.00008988 → 8, 1538 → 0). */
function decimalsOf(value: number): number {
  const text = String(value);
  if (text.includes('e')) {
    // Not produced by our data (JS writes 1e-7 and below in exponent form), handled for safety.
    const [mantissa = '', exponent = '0'] = text.split('e');
    return Math.max(0, (mantissa.split('.')[1] ?? '').length - Number(exponent));
  }
  return (text.split('.')[1] ?? '').length;
}

/**
 * A measured number with exactly the digits the data gives (no rounding, no trailing zeros
 * added), in the reader's convention: 1,064.18 (en), 1 064,18 (fr), 1.064,18 (rw).
 */
export function formatMeasured(value: number, lang: Lang): string {
  const digits = Math.min(decimalsOf(value), 20);
  return formatNumber(value, lang, { maximumFractionDigits: digits, minimumFractionDigits: digits });
}

/**
 * The atomic mass as displayed, with the language's decimal sign. The data keeps it as a string
 * because its digits carry meaning (20.180 keeps its zero); "(209)", the mass number of the
 * longest-lived isotope, stays as it is.
 */
export function formatAtomicMass(atomicMass: string, lang: Lang): string {
  return lang === 'en' ? atomicMass : atomicMass.replace('.', ',');
}

/** True when the mass shown is a mass number in brackets: the element has no stable isotope. */
export function hasNoStableIsotope(atomicMass: string): boolean {
  return atomicMass.startsWith('(');
}

/** "196.97 u" for the dialog; "(209) u" for an element without a standard atomic weight. */
export function formatAtomicMassWithUnit(atomicMass: string, lang: Lang): string {
  return `${formatAtomicMass(atomicMass, lang)}${NBSP}u`;
}

/** Electrons per shell, innermost first: "2, 8, 18, 32, 18, 1". */
export function formatShells(shells: readonly number[]): string {
  return shells.join(', ');
}

/** Isotopes comma-separated: "H-1, H-2, H-3". */
export function formatIsotopes(isotopes: readonly string[]): string {
  return isotopes.join(', ');
}

function withUnit(value: number | null, unit: string, lang: Lang): Fact {
  if (value === null) return { kind: 'na' };
  return { kind: 'value', text: unit ? `${formatMeasured(value, lang)}${NBSP}${unit}` : formatMeasured(value, lang) };
}

/** Pauling electronegativity (no unit), or N/A. */
export function electronegativityFact(e: Pick<ElementFacts, 'electronegativity'>, lang: Lang): Fact {
  return withUnit(e.electronegativity, '', lang);
}

/** Empirical atomic radius in pm, or N/A. */
export function atomicRadiusFact(e: Pick<ElementFacts, 'atomicRadius'>, lang: Lang): Fact {
  return withUnit(e.atomicRadius, 'pm', lang);
}

/** First ionisation energy in eV, or N/A. */
export function ionizationEnergyFact(e: Pick<ElementFacts, 'ionizationEnergy'>, lang: Lang): Fact {
  return withUnit(e.ionizationEnergy, 'eV', lang);
}

/** Melting point in °C; carbon and arsenic sublime instead, helium never freezes at normal pressure. */
export function meltingPointFact(e: Pick<ElementFacts, 'number' | 'meltingPoint' | 'boilingPoint'>, lang: Lang): Fact {
  if (e.meltingPoint !== null) return withUnit(e.meltingPoint, '°C', lang);
  if (SUBLIMING_ELEMENTS.has(e.number) && e.boilingPoint !== null) {
    return { kind: 'note', note: 'sublimes', text: `${formatMeasured(e.boilingPoint, lang)}${NBSP}°C` };
  }
  if (NEVER_SOLID_ELEMENTS.has(e.number)) return { kind: 'note', note: 'neverSolid' };
  return { kind: 'na' };
}

/** Boiling point in °C; for carbon and arsenic the data's value is the sublimation temperature. */
export function boilingPointFact(e: Pick<ElementFacts, 'number' | 'boilingPoint'>, lang: Lang): Fact {
  if (e.boilingPoint === null) return { kind: 'na' };
  const text = `${formatMeasured(e.boilingPoint, lang)}${NBSP}°C`;
  return SUBLIMING_ELEMENTS.has(e.number) ? { kind: 'note', note: 'sublimationPoint', text } : { kind: 'value', text };
}

/** Density in g/cm³; gases are measured at 0 °C and 101.325 kPa, which the note says. */
export function densityFact(e: Pick<ElementFacts, 'density' | 'phase'>, lang: Lang): Fact {
  if (e.density === null) return { kind: 'na' };
  const text = `${formatMeasured(e.density, lang)}${NBSP}g/cm³`;
  return e.phase === 'gas' ? { kind: 'note', note: 'gasDensity', text } : { kind: 'value', text };
}

export type PhysicalProperty = 'electronegativity' | 'atomicRadius' | 'ionizationEnergy' | 'meltingPoint' | 'boilingPoint' | 'density';

/** The Physical Properties section, in display order. */
export function physicalProperties(e: ElementFacts, lang: Lang): { property: PhysicalProperty; fact: Fact }[] {
  return [
    { property: 'electronegativity', fact: electronegativityFact(e, lang) },
    { property: 'atomicRadius', fact: atomicRadiusFact(e, lang) },
    { property: 'ionizationEnergy', fact: ionizationEnergyFact(e, lang) },
    { property: 'meltingPoint', fact: meltingPointFact(e, lang) },
    { property: 'boilingPoint', fact: boilingPointFact(e, lang) },
    { property: 'density', fact: densityFact(e, lang) },
  ];
}

/** Who discovered the element and when, or that it has been known since antiquity. */
export type Discovery = { ancient: true } | { ancient: false; by: string; year: number | null };

export function discovery(e: Pick<ElementFacts, 'ancient' | 'discoveredBy' | 'discoveryYear'>): Discovery {
  return e.ancient ? { ancient: true } : { ancient: false, by: e.discoveredBy, year: e.discoveryYear };
}

/** One part of an electron configuration: a noble-gas core "[Xe]", or a subshell "4f" with its electron count. */
export type ConfigurationPart = { kind: 'core'; symbol: string } | { kind: 'subshell'; label: string; electrons: number } | { kind: 'text'; text: string };

/**
 * Splits "[Xe] 4f14 5d6 6s2" into parts, so the electron counts can be drawn as superscripts
 * (4f¹⁴). Anything unexpected comes back as one plain text part, never a throw.
 */
export function parseConfiguration(configuration: string): ConfigurationPart[] {
  const parts: ConfigurationPart[] = [];
  for (const token of configuration.trim().split(/\s+/)) {
    const core = /^\[([A-Z][a-z]?)\]$/.exec(token);
    const subshell = /^(\d[spdf])(\d+)$/.exec(token);
    if (core) parts.push({ kind: 'core', symbol: core[1]! });
    else if (subshell) parts.push({ kind: 'subshell', label: subshell[1]!, electrons: Number(subshell[2]) });
    else return [{ kind: 'text', text: configuration }];
  }
  return parts;
}
