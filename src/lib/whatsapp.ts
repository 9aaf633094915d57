/**
 * WhatsApp "click to chat" links: https://wa.me/<digits>?text=<encoded>.
 *
 * The text must reach the chat exactly as the visitor typed it: &, #, ?, +, %, quotes, line breaks,
 * accented letters, emoji and Kinyarwanda all survive because every character outside RFC 3986's
 * unreserved set is percent-encoded as UTF-8 (a space is %20, never "+", so a decoder that treats
 * "+" as a space — URLSearchParams does — still gets the text back).
 */

const WA_ORIGIN = 'https://wa.me/';

/** Shortest and longest international numbers (E.164 allows at most 15 digits). */
const MIN_DIGITS = 8;
const MAX_DIGITS = 15;

/** A high surrogate without a low one after it, or a low surrogate without a high one before it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Replaces each lone UTF-16 surrogate with U+FFFD (the replacement character), as
 * `String.prototype.toWellFormed` does. A lone surrogate is half of an emoji cut in two (by a
 * paste, or a script slicing a string); UTF-8 cannot encode it and `encodeURIComponent` would throw.
 */
export function toWellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, '\uFFFD');
}

/**
 * Percent-encodes text for a URL query value. Like `encodeURIComponent`, plus the five
 * characters it leaves alone (! ' ( ) *), which some link detectors treat as the end of a URL.
 * Never throws: lone surrogates become U+FFFD first.
 */
export function encodeQueryValue(text: string): string {
  return encodeURIComponent(toWellFormed(text)).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * The digits WhatsApp wants: the full international number without "+", spaces or dashes.
 * "+250 788 123 456", "250-788-123-456" and "00250788123456" all give "250788123456".
 * Returns undefined for anything that is not a plausible international number (letters,
 * too short or too long, or a local number starting with 0).
 */
export function normalizeWhatsAppNumber(input: string): string | undefined {
  const trimmed = input.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return undefined;
  // "+44 (0)20…": the (0) is dialled only inside the country; keeping it would address someone else.
  if (/\(\s*0\s*\)/.test(trimmed)) return undefined;
  let digits = trimmed.replace(/\D/g, '');
  if (!trimmed.startsWith('+') && digits.startsWith('00')) digits = digits.slice(2);
  if (digits.startsWith('0')) return undefined;
  if (digits.length < MIN_DIGITS || digits.length > MAX_DIGITS) return undefined;
  return digits;
}

/**
 * The send-message link for `number` with `text` filled in. Returns undefined when the number is
 * not a valid international number (the caller shows the other contact details instead).
 * An empty text gives the bare chat link.
 */
export function buildWhatsAppUrl(number: string, text: string): string | undefined {
  const digits = normalizeWhatsAppNumber(number);
  if (!digits) return undefined;
  return text === '' ? `${WA_ORIGIN}${digits}` : `${WA_ORIGIN}${digits}?text=${encodeQueryValue(text)}`;
}

/**
 * Reads the text back out of a link made by `buildWhatsAppUrl` (or any URL with a `text`
 * parameter), the way the chat app does. Returns undefined for an unparsable URL or no text.
 */
export function decodeWhatsAppText(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  return parsed.searchParams.get('text') ?? undefined;
}

export interface ContactMessageParts {
  /** The visitor's name, as typed. */
  name: string;
  /** The visitor's message, as typed (line breaks kept). */
  message: string;
}

/**
 * Fills the localised greeting template ("Hello, my name is {{name}}.\n\n{{message}}") with
 * the visitor's name and message, trimmed at both ends. The visitor's text is inserted
 * literally, in one pass: "{{message}}" typed as a name, or "$&" anywhere, stays as typed.
 */
export function composeContactMessage(template: string, { name, message }: ContactMessageParts): string {
  const values: Record<string, string> = { name: name.trim(), message: message.trim() };
  return template.replace(/\{\{\s*(name|message)\s*\}\}/g, (_, key: string) => values[key] ?? '');
}
