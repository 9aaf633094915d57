import { normalizeWhatsAppNumber } from './whatsapp.ts';
import { applyContactOverrides, type ContactOverrides, type ContactSettings } from './contact-overrides.ts';

export { type ContactOverrides, type ContactSettings };

/**
 * Deployment settings for the contact details, read from build-time environment variables so a
 * deployment can set its own without code changes. The build validates them (scripts/vite/contact-env.ts
 * fails with a clear message); the site config applies the valid ones; `npm run content:check -- --strict`
 * refuses to pass while example or unset values remain. Pure: no zod, safe in the browser bundle.
 */

export const CONTACT_ENV_VARS = ['VITE_CONTACT_EMAIL', 'VITE_CONTACT_PHONE', 'VITE_WHATSAPP_NUMBER', 'VITE_FEEDBACK_FORM_URL', 'VITE_JOIN_FORM_URL'] as const;

export type ContactEnvVar = (typeof CONTACT_ENV_VARS)[number];

export interface EnvProblem {
  variable: ContactEnvVar;
  value: string;
  /** What is wrong and what a good value looks like. */
  message: string;
}

/** The address pattern zod's `z.email()` uses, so an accepted override also passes the site schema. */
const EMAIL = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** Checks an email address; returns it trimmed, or undefined. */
export function normalizeEmail(input: string): string | undefined {
  const email = input.trim();
  return email.length <= 254 && EMAIL.test(email) ? email : undefined;
}

/**
 * Checks a phone number written for people: "+", the country code, then digits in groups
 * separated by spaces, dashes or dots ("+250 788 123 456"). Returns it with single spaces between
 * groups (dashes and dots become spaces), or undefined.
 */
export function normalizePhone(input: string): string | undefined {
  const trimmed = input.trim();
  if (!/^\+\d[\d .-]*\d$/.test(trimmed)) return undefined;
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length < 7 || digits.length > 15 || digits.startsWith('0')) return undefined;
  const phone = trimmed.replace(/[\s.-]+/g, ' ');
  return /^\+\d[\d ]{6,18}$/.test(phone) ? phone : undefined;
}

/** The number for a tel: link: "+250788123456". */
export function telHref(phone: string): string {
  return `tel:+${phone.replace(/\D/g, '')}`;
}

/**
 * Checks the address of a hosted form: an absolute https URL with a real host name and no
 * user name or password in it. Returns the URL as the browser would write it, or undefined.
 */
export function normalizeFormUrl(input: string): string | undefined {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return undefined;
  if (!url.hostname.includes('.') || url.hostname.endsWith('.')) return undefined;
  return url.href;
}

function problemMessage(variable: ContactEnvVar, value: string): string {
  const shown = JSON.stringify(value);
  switch (variable) {
    case 'VITE_CONTACT_EMAIL':
      return `${variable}=${shown} is not an email address. Use one like team@ubumenyi.rw.`;
    case 'VITE_CONTACT_PHONE':
      return `${variable}=${shown} is not an international phone number. Start with + and the country code, then digits (spaces, dashes or dots between groups), e.g. +250 788 123 456.`;
    case 'VITE_WHATSAPP_NUMBER':
      return /^\s*0(?!0)/.test(value)
        ? `${variable}=${shown} looks like a local number. WhatsApp needs the country code: 0788 123 456 in Rwanda is 250788123456.`
        : `${variable}=${shown} is not a WhatsApp number. Use the full international number, 8 to 15 digits with the country code, e.g. 250788123456 (a leading + and spaces are allowed).`;
    case 'VITE_FEEDBACK_FORM_URL':
    case 'VITE_JOIN_FORM_URL':
      return `${variable}=${shown} is not a usable form address. Use the form's full https:// link, e.g. https://docs.google.com/forms/d/e/<form id>/viewform?embedded=true (http, relative paths and user:password@ are refused).`;
  }
}

/**
 * Reads the five variables. Unset or blank variables are ignored (the site config's value
 * stays); valid ones become overrides; invalid ones become problems and are NOT applied.
 * Never throws, whatever the environment holds.
 */
export function readContactEnv(env: Record<string, unknown> | undefined): {
  overrides: ContactOverrides;
  problems: EnvProblem[];
} {
  const overrides: ContactOverrides = { forms: {} };
  const problems: EnvProblem[] = [];
  for (const variable of CONTACT_ENV_VARS) {
    const raw = env?.[variable];
    if (typeof raw !== 'string' || raw.trim() === '') continue;
    let value: string | undefined;
    switch (variable) {
      case 'VITE_CONTACT_EMAIL':
        value = overrides.email = normalizeEmail(raw);
        break;
      case 'VITE_CONTACT_PHONE':
        value = overrides.phone = normalizePhone(raw);
        break;
      case 'VITE_WHATSAPP_NUMBER':
        value = overrides.whatsappNumber = normalizeWhatsAppNumber(raw);
        break;
      case 'VITE_FEEDBACK_FORM_URL':
        value = overrides.forms.feedback = normalizeFormUrl(raw);
        break;
      case 'VITE_JOIN_FORM_URL':
        value = overrides.forms.join = normalizeFormUrl(raw);
        break;
    }
    if (value === undefined) problems.push({ variable, value: raw, message: problemMessage(variable, raw) });
  }
  // Drop the keys of invalid values so `undefined` never replaces a configured value.
  for (const key of ['email', 'phone', 'whatsappNumber'] as const) if (overrides[key] === undefined) delete overrides[key];
  for (const key of ['feedback', 'join'] as const) if (overrides.forms[key] === undefined) delete overrides.forms[key];
  return { overrides, problems };
}

/** One message for the build log, naming every bad variable. */
export function formatEnvProblems(problems: EnvProblem[]): string {
  return [
    `Invalid contact settings (${problems.length}): fix or unset these environment variables, then build again.`,
    ...problems.map((p) => `  - ${p.message}`),
    'See the README, "Contact details and embedded forms".',
  ].join('\n');
}

/** The site config with the valid overrides from `env` applied; invalid or unset ones leave it as is. */
export function withContactOverrides<T extends ContactSettings>(site: T, env: Record<string, unknown> | undefined): T {
  return applyContactOverrides(site, readContactEnv(env).overrides);
}

/** Domains reserved for documentation and testing (RFC 2606, RFC 6761): never a real inbox or form. */
const RESERVED_DOMAIN = /(^|\.)(example\.(org|com|net)|example|test|invalid|localhost)$/i;

/** The example values the site config ships with. */
const EXAMPLE_NUMBER_DIGITS = '250700000000';

function isExampleNumber(digits: string): boolean {
  // The shipped example, or any number whose last seven digits are zeros: a placeholder, not a line.
  return digits === EXAMPLE_NUMBER_DIGITS || /0{7}$/.test(digits);
}

export interface UnfinishedSetting {
  /** The variable that sets it. */
  variable: ContactEnvVar;
  /** What is wrong, for the content check's table. */
  message: string;
}

/**
 * What still needs a real value before launch: example email or numbers, form URLs unset or
 * pointing at a reserved domain. `content:check --strict` fails while this is not empty.
 */
export function unfinishedContactSettings(settings: ContactSettings): UnfinishedSetting[] {
  const out: UnfinishedSetting[] = [];
  const domain = settings.email.split('@')[1] ?? '';
  if (RESERVED_DOMAIN.test(domain)) {
    out.push({ variable: 'VITE_CONTACT_EMAIL', message: `email ${settings.email} is an example address` });
  }
  if (isExampleNumber(settings.phone.replace(/\D/g, ''))) {
    out.push({ variable: 'VITE_CONTACT_PHONE', message: `phone ${settings.phone} is an example number` });
  }
  if (isExampleNumber(settings.whatsappNumber.replace(/\D/g, ''))) {
    out.push({ variable: 'VITE_WHATSAPP_NUMBER', message: `WhatsApp number ${settings.whatsappNumber} is an example number` });
  }
  for (const [key, variable] of [
    ['feedback', 'VITE_FEEDBACK_FORM_URL'],
    ['join', 'VITE_JOIN_FORM_URL'],
  ] as const) {
    const url = settings.forms[key];
    if (!url) out.push({ variable, message: `${key} form URL is not set` });
    else {
      let host = '';
      try {
        host = new URL(url).hostname;
      } catch {
        host = '';
      }
      if (!host) out.push({ variable, message: `${key} form URL ${url} is not an absolute https address` });
      else if (RESERVED_DOMAIN.test(host)) out.push({ variable, message: `${key} form URL ${url} is an example address` });
    }
  }
  return out;
}
