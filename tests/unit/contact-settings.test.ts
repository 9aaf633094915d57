import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CONTACT_ENV_VARS,
  formatEnvProblems,
  normalizeEmail,
  normalizeFormUrl,
  normalizePhone,
  readContactEnv,
  telHref,
  unfinishedContactSettings,
  withContactOverrides,
} from '../../src/lib/contact-settings';
import { siteSchema } from '../../src/content/schema';
import { site } from '../../src/content/site';
import { contactEnv } from '../../scripts/vite/contact-env';

const GOOD_ENV = {
  VITE_CONTACT_EMAIL: 'team@ubumenyi.rw',
  VITE_CONTACT_PHONE: '+250 788 123 456',
  VITE_WHATSAPP_NUMBER: '+250 788 123 456',
  VITE_FEEDBACK_FORM_URL: 'https://docs.google.com/forms/d/e/abc/viewform?embedded=true',
  VITE_JOIN_FORM_URL: 'https://forms.office.com/r/xyz',
};

describe('a deployment setting its own contact details', () => {
  it('overrides all five values without touching the code', () => {
    const configured = withContactOverrides(site, GOOD_ENV);
    expect(configured.email).toBe('team@ubumenyi.rw');
    expect(configured.phone).toBe('+250 788 123 456');
    expect(configured.whatsappNumber).toBe('250788123456');
    expect(configured.forms).toEqual({
      feedback: 'https://docs.google.com/forms/d/e/abc/viewform?embedded=true',
      join: 'https://forms.office.com/r/xyz',
    });
    expect(() => siteSchema.parse(configured)).not.toThrow();
    expect(unfinishedContactSettings(configured)).toEqual([]);
  });

  it('keeps the config’s values when nothing is set, or variables are blank', () => {
    expect(withContactOverrides(site, {})).toEqual(site);
    expect(withContactOverrides(site, undefined)).toEqual(site);
    expect(withContactOverrides(site, Object.fromEntries(CONTACT_ENV_VARS.map((v) => [v, '  '])))).toEqual(site);
  });

  it('keeps the config’s value instead of applying a bad one', () => {
    const configured = withContactOverrides(site, { VITE_CONTACT_EMAIL: 'not-an-email', VITE_WHATSAPP_NUMBER: '0788123456' });
    expect(configured.email).toBe(site.email);
    expect(configured.whatsappNumber).toBe(site.whatsappNumber);
  });

  it('ignores values that are not strings', () => {
    expect(readContactEnv({ VITE_CONTACT_EMAIL: 42, VITE_JOIN_FORM_URL: true }).problems).toEqual([]);
  });
});

describe('a bad value fails the build with a clear message', () => {
  const bad: [keyof typeof GOOD_ENV, string, RegExp][] = [
    ['VITE_CONTACT_EMAIL', 'hello', /VITE_CONTACT_EMAIL="hello" is not an email address/],
    ['VITE_CONTACT_EMAIL', 'a@b', /not an email address/],
    ['VITE_CONTACT_EMAIL', 'two@@ubumenyi.rw', /not an email address/],
    ['VITE_CONTACT_EMAIL', 'me@ubumenyi.rw, you@ubumenyi.rw', /not an email address/],
    ['VITE_CONTACT_PHONE', '0788 123 456', /VITE_CONTACT_PHONE="0788 123 456" is not an international phone number/],
    ['VITE_CONTACT_PHONE', '+250 788 ABC', /international phone number/],
    ['VITE_CONTACT_PHONE', '+250', /international phone number/],
    ['VITE_WHATSAPP_NUMBER', '0788123456', /looks like a local number.*250788123456/],
    ['VITE_WHATSAPP_NUMBER', '+250 7881', /is not a WhatsApp number/],
    ['VITE_WHATSAPP_NUMBER', '250788123456789012', /is not a WhatsApp number/],
    ['VITE_WHATSAPP_NUMBER', 'wa.me/250788123456', /is not a WhatsApp number/],
    ['VITE_FEEDBACK_FORM_URL', 'http://forms.example.net/x', /VITE_FEEDBACK_FORM_URL=.*is not a usable form address/],
    ['VITE_FEEDBACK_FORM_URL', 'docs.google.com/forms/abc', /not a usable form address/],
    ['VITE_FEEDBACK_FORM_URL', '/feedback-form', /not a usable form address/],
    ['VITE_JOIN_FORM_URL', 'javascript:alert(1)', /VITE_JOIN_FORM_URL=.*not a usable form address/],
    ['VITE_JOIN_FORM_URL', 'https://user:secret@forms.office.com/r/x', /not a usable form address/],
    ['VITE_JOIN_FORM_URL', 'https://localhost/form', /not a usable form address/],
  ];

  for (const [variable, value, message] of bad) {
    it(`refuses ${variable}=${JSON.stringify(value)}`, () => {
      const { problems, overrides } = readContactEnv({ [variable]: value });
      expect(problems).toHaveLength(1);
      expect(problems[0]!.variable).toBe(variable);
      expect(problems[0]!.message).toMatch(message);
      expect(overrides).toEqual({ forms: {} });
    });
  }

  it('names every bad variable at once', () => {
    const { problems } = readContactEnv({ ...GOOD_ENV, VITE_CONTACT_EMAIL: 'x', VITE_JOIN_FORM_URL: 'ftp://a.b/c' });
    const text = formatEnvProblems(problems);
    expect(text).toContain('Invalid contact settings (2)');
    expect(text).toContain('VITE_CONTACT_EMAIL');
    expect(text).toContain('VITE_JOIN_FORM_URL');
    expect(text).not.toContain('VITE_CONTACT_PHONE');
  });

  it('stops the Vite build from the plugin', () => {
    const plugin = contactEnv();
    const hook = plugin.configResolved as (config: { env: Record<string, string> }) => void;
    expect(() => hook({ env: { VITE_WHATSAPP_NUMBER: '0788 123 456' } })).toThrow(/VITE_WHATSAPP_NUMBER="0788 123 456" looks like a local number/);
    expect(() => hook({ env: GOOD_ENV })).not.toThrow();
    expect(() => hook({ env: {} })).not.toThrow();
  });

  it('property: reading any environment never throws, and applies only values the site schema accepts', () => {
    const anyValue = fc.oneof(fc.string(), fc.constantFrom(...Object.values(GOOD_ENV)), fc.webUrl(), fc.emailAddress());
    fc.assert(
      fc.property(fc.record(Object.fromEntries(CONTACT_ENV_VARS.map((v) => [v, anyValue]))), (env) => {
        const configured = withContactOverrides(site, env);
        return siteSchema.safeParse(configured).success;
      }),
      { numRuns: 300 },
    );
  });
});

describe('the values themselves', () => {
  it('normalises phone numbers for display and for tel: links', () => {
    expect(normalizePhone('+250-788-123-456')).toBe('+250 788 123 456');
    expect(normalizePhone('+250.788.123.456')).toBe('+250 788 123 456');
    expect(normalizePhone(' +250788123456 ')).toBe('+250788123456');
    expect(telHref('+250 788 123 456')).toBe('tel:+250788123456');
  });

  it('trims email addresses', () => {
    expect(normalizeEmail('  team@ubumenyi.rw ')).toBe('team@ubumenyi.rw');
    expect(normalizeEmail('a'.repeat(250) + '@x.rw')).toBeUndefined();
  });

  it('accepts https form links with queries and fragments', () => {
    expect(normalizeFormUrl('https://docs.google.com/forms/d/e/1FA/viewform?embedded=true#start')).toBe(
      'https://docs.google.com/forms/d/e/1FA/viewform?embedded=true#start',
    );
  });
});

describe('content:check --strict', () => {
  it('flags the example values the site config ships with', () => {
    const unfinished = unfinishedContactSettings(withContactOverrides(site, {}));
    expect(unfinished.map((u) => u.variable)).toEqual([
      'VITE_CONTACT_EMAIL',
      'VITE_CONTACT_PHONE',
      'VITE_WHATSAPP_NUMBER',
      'VITE_FEEDBACK_FORM_URL',
      'VITE_JOIN_FORM_URL',
    ]);
  });

  it('flags reserved example domains even when set on purpose', () => {
    const unfinished = unfinishedContactSettings({
      ...withContactOverrides(site, GOOD_ENV),
      email: 'someone@mail.example',
      forms: { feedback: 'https://forms.example.com/f', join: 'https://forms.office.com/r/xyz' },
    });
    expect(unfinished.map((u) => u.variable)).toEqual(['VITE_CONTACT_EMAIL', 'VITE_FEEDBACK_FORM_URL']);
  });
});
