/**
 * The contact form's rules, kept pure so the form, its stories and the unit tests share them.
 * Both fields are required; whitespace-only counts as empty; lengths are counted on the text
 * that would be sent (trimmed) in characters as a person counts them (an emoji is one).
 */

/** Longest name, in characters. */
export const NAME_MAX_LENGTH = 100;
/** Longest message, in characters. */
export const MESSAGE_MAX_LENGTH = 1000;

export type ContactField = 'name' | 'message';
/** Why a field is invalid; the form turns the code into a localised message. */
export type ContactFieldError = 'required' | 'tooLong';

export interface ContactFormValues {
  name: string;
  message: string;
}

/** Only the invalid fields appear; an empty object means the form may be sent. */
export type ContactFormErrors = Partial<Record<ContactField, ContactFieldError>>;

/** The fields in page order: focus goes to the first invalid one. */
const CONTACT_FIELDS: readonly ContactField[] = ['name', 'message'];

export const CONTACT_LIMITS: Record<ContactField, number> = {
  name: NAME_MAX_LENGTH,
  message: MESSAGE_MAX_LENGTH,
};

let segmenter: Intl.Segmenter | null | undefined;

function graphemeSegmenter(): Intl.Segmenter | null {
  if (segmenter === undefined) {
    segmenter = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;
  }
  return segmenter;
}

/**
 * Counts characters as a reader sees them: "é" written as e + accent is one, a family emoji is
 * one. Where Intl.Segmenter is missing (older browsers) it counts code points, which only
 * differs for combined emoji and combining accents.
 */
export function countCharacters(text: string): number {
  const seg = graphemeSegmenter();
  if (!seg) return Array.from(text).length;
  return Array.from(seg.segment(text)).length;
}

/**
 * True when the text has nothing a person could read: spaces, tabs, line breaks, no-break spaces,
 * or invisible zero-width characters (U+200B–U+200D, U+2060, U+FEFF), or nothing at all.
 */
export function isBlank(text: string): boolean {
  return text.replace(/[\s\u200B-\u200D\u2060\uFEFF]/g, '') === '';
}

/** The characters that count against a field's limit: the trimmed text. */
function contactFieldLength(text: string): number {
  return countCharacters(text.trim());
}

/** Checks one field; undefined when it is fine. */
export function validateContactField(field: ContactField, value: string): ContactFieldError | undefined {
  if (isBlank(value)) return 'required';
  if (contactFieldLength(value) > CONTACT_LIMITS[field]) return 'tooLong';
  return undefined;
}

/** Checks the whole form. */
export function validateContactForm(values: ContactFormValues): ContactFormErrors {
  const errors: ContactFormErrors = {};
  for (const field of CONTACT_FIELDS) {
    const error = validateContactField(field, values[field]);
    if (error) errors[field] = error;
  }
  return errors;
}

/** The first invalid field in page order, where focus should go. */
export function firstInvalidField(errors: ContactFormErrors): ContactField | undefined {
  return CONTACT_FIELDS.find((field) => errors[field] !== undefined);
}

/**
 * How many characters are left before the limit (negative when over), for the live counter
 * under the message ("940 characters left", "12 characters too many").
 */
export function charactersLeft(field: ContactField, value: string): number {
  return CONTACT_LIMITS[field] - contactFieldLength(value);
}
