import { describe, expect, it } from 'vitest';
import { feedbackPageSchema, joinPageSchema } from '../../src/content/schema';
import { feedbackPage, joinPage } from '../../src/content/contact-pages';
import { contact } from '../../src/i18n/strings/contact';
import { LANGS } from '../../src/lib/langs';

describe('feedback and join-the-team prose', () => {
  it('parses with their schemas', () => {
    expect(() => feedbackPageSchema.parse(feedbackPage)).not.toThrow();
    expect(() => joinPageSchema.parse(joinPage)).not.toThrow();
  });

  it('gives the same number of prompts and paragraphs in every language', () => {
    for (const lang of LANGS) {
      expect(feedbackPage.prompts[lang], lang).toHaveLength(feedbackPage.prompts.en.length);
      expect(feedbackPage.intro[lang], lang).toHaveLength(feedbackPage.intro.en.length);
      expect(joinPage.intro[lang], lang).toHaveLength(joinPage.intro.en.length);
      expect(joinPage.nextSteps[lang], lang).toHaveLength(joinPage.nextSteps.en.length);
    }
  });

  it('has four volunteer roles with unique ids', () => {
    expect(joinPage.roles).toHaveLength(4);
    expect(new Set(joinPage.roles.map((r) => r.id)).size).toBe(joinPage.roles.length);
  });

  it('never repeats the English text as a translation', () => {
    for (const role of joinPage.roles) {
      expect(role.description.fr).not.toBe(role.description.en);
      expect(role.description.rw).not.toBe(role.description.en);
    }
  });
});

describe('the WhatsApp greeting', () => {
  for (const lang of LANGS) {
    it(`puts the name, a blank line and the message in ${lang}`, () => {
      const template = contact.resources[lang].form.greeting;
      expect(template).toMatch(/\{\{name\}\}[^\n]*\n\n\{\{message\}\}$/);
    });
  }
});
