/**
 * The accessibility policy of the e2e route loop: which engines run, with which rule sets, what
 * counts as a failure, and — in one place — every exclusion with its reason. A finding that is
 * not excluded here fails `tests/e2e/routes.spec.ts`.
 */

/** axe-core tags: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * IBM Equal Access (accessibility-checker-engine): the WCAG 2.2 rule set (A and AA success
 * criteria), the rule set id the engine's `Checker` knows as `WCAG_2_2`.
 */
export const IBM_RULESETS = ['WCAG_2_2'];

/**
 * Which IBM results fail the test, as [policy, confidence] (the engine's `value`).
 * - `VIOLATION` + `FAIL`: a rule of the rule set that the engine is sure is broken: fails.
 * - `VIOLATION` + `POTENTIAL` ("needs review") and `MANUAL`: the engine cannot decide and asks
 *   a person to look (e.g. every `<table>` "may be a layout table"). Out of scope for the gate:
 *   a person reviews them in the accessibility pass, not the CI run.
 * - `RECOMMENDATION`: best practice beyond WCAG: out of scope.
 */
export const IBM_FAILING: ReadonlyArray<readonly [policy: string, confidence: string]> = [['VIOLATION', 'FAIL']];

/** One exclusion: a rule (of either engine) that is not reported, everywhere or on some routes. */
export interface A11yExclusion {
  engine: 'axe' | 'ibm';
  /** The engine's rule id. */
  rule: string;
  /** Paths it applies to; every route when absent. */
  routes?: string[];
  /** Why this is not a defect of the site (a false positive, named with the engine issue if any). */
  reason: string;
}

/** Every exclusion. Keep it empty unless a finding is a checker false positive. */
const A11Y_EXCLUSIONS: A11yExclusion[] = [];

/** Whether a finding of `engine`/`rule` on `path` is excluded above. */
export function isExcluded(engine: A11yExclusion['engine'], rule: string, path: string): boolean {
  return A11Y_EXCLUSIONS.some((x) => x.engine === engine && x.rule === rule && (!x.routes || x.routes.includes(path)));
}

/** A Nu HTML Checker (vnu) error that is the checker's mistake, not the page's. */
export interface HtmlFalsePositive {
  /** Matches the checker's message. */
  message: RegExp;
  /** Why the markup is right and the checker wrong. */
  reason: string;
}

/** Every ignored Nu HTML Checker error (tests/e2e/html-valid.spec.ts). Keep it empty unless one is a checker bug. */
export const HTML_FALSE_POSITIVES: HtmlFalsePositive[] = [];
