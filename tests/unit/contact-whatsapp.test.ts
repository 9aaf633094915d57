import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildWhatsAppUrl, composeContactMessage, decodeWhatsAppText, encodeQueryValue, normalizeWhatsAppNumber, toWellFormed } from '../../src/lib/whatsapp';
import { contact } from '../../src/i18n/strings/contact';

const NUMBER = '250788123456';

/** What WhatsApp will show: the text read back from the link the way a browser parses it. */
function roundTrip(text: string): string | undefined {
  const url = buildWhatsAppUrl(NUMBER, text);
  expect(url).toBeDefined();
  return decodeWhatsAppText(url!);
}

describe('a visitor writing to the team on WhatsApp', () => {
  it('addresses the link to the owner’s number', () => {
    expect(buildWhatsAppUrl(NUMBER, 'Hi')).toBe('https://wa.me/250788123456?text=Hi');
  });

  it('gives the bare chat link when there is no text', () => {
    expect(buildWhatsAppUrl(NUMBER, '')).toBe('https://wa.me/250788123456');
  });

  it('keeps an ampersand, which would otherwise start a new parameter', () => {
    const url = buildWhatsAppUrl(NUMBER, 'Maths & physics')!;
    expect(url).toBe('https://wa.me/250788123456?text=Maths%20%26%20physics');
    expect(new URL(url).searchParams.has(' physics')).toBe(false);
    expect(roundTrip('Maths & physics')).toBe('Maths & physics');
  });

  it('keeps a hash, which would otherwise cut the text off as a fragment', () => {
    const url = buildWhatsAppUrl(NUMBER, 'Question #3 of S6')!;
    expect(new URL(url).hash).toBe('');
    expect(roundTrip('Question #3 of S6')).toBe('Question #3 of S6');
  });

  it('keeps question marks', () => {
    expect(roundTrip('Where is the 2023 paper? And the 2022 one?')).toBe('Where is the 2023 paper? And the 2022 one?');
  });

  it('keeps a plus sign instead of turning it into a space', () => {
    const url = buildWhatsAppUrl(NUMBER, '2 + 2 = 4')!;
    expect(url).toContain('2%20%2B%202%20%3D%204');
    expect(url).not.toContain('+');
    expect(roundTrip('2 + 2 = 4')).toBe('2 + 2 = 4');
  });

  it('keeps percent signs, even ones that look like an escape', () => {
    expect(roundTrip('I scored 85% — is %20 a space?')).toBe('I scored 85% — is %20 a space?');
    expect(roundTrip('100%')).toBe('100%');
  });

  it('keeps straight and curly quotes and apostrophes', () => {
    const text = `He said "umwarimu" and 'ni byiza' — “guillemets” ‘single’ « français »`;
    expect(roundTrip(text)).toBe(text);
    expect(buildWhatsAppUrl(NUMBER, text)).not.toMatch(/["']/);
  });

  it('keeps line breaks, including a blank line and Windows line ends', () => {
    expect(roundTrip('Line one\nLine two')).toBe('Line one\nLine two');
    expect(roundTrip('Hello\n\nSecond paragraph')).toBe('Hello\n\nSecond paragraph');
    expect(roundTrip('a\r\nb')).toBe('a\r\nb');
    expect(buildWhatsAppUrl(NUMBER, 'a\nb')).toBe('https://wa.me/250788123456?text=a%0Ab');
  });

  it('keeps accented letters, in composed and decomposed forms', () => {
    expect(roundTrip('Élève à l’école, façon, Noël')).toBe('Élève à l’école, façon, Noël');
    const decomposed = 'e\u0301le\u0300ve';
    expect(roundTrip(decomposed)).toBe(decomposed);
  });

  it('keeps emoji, including joined and flag emoji', () => {
    const text = 'Murakoze 🙏🏾 👩🏽‍🏫 🇷🇼';
    expect(roundTrip(text)).toBe(text);
  });

  it('keeps Kinyarwanda text exactly', () => {
    const text = "Muraho, nitwa Uwase.\n\nNdashaka igitabo cy'imibare cy'umwaka wa gatatu, n'ibizamini byahise.";
    expect(roundTrip(text)).toBe(text);
  });

  it('keeps characters that encodeURIComponent leaves alone, encoding them anyway', () => {
    const text = "Wow! (really) it's 3*4 ~ _-.";
    const url = buildWhatsAppUrl(NUMBER, text)!;
    expect(url.slice(url.indexOf('?'))).not.toMatch(/[!'()*]/);
    expect(roundTrip(text)).toBe(text);
  });

  it('keeps text that looks like HTML or another URL', () => {
    const text = '<script>alert(1)</script> https://evil.example/?a=1&b=2#x';
    expect(roundTrip(text)).toBe(text);
  });

  it('does not throw on a lone surrogate (half an emoji) and sends U+FFFD in its place', () => {
    expect(() => buildWhatsAppUrl(NUMBER, 'cut \uD83D here')).not.toThrow();
    expect(roundTrip('cut \uD83D here')).toBe('cut \uFFFD here');
    expect(roundTrip('\uDE4F alone')).toBe('\uFFFD alone');
    expect(roundTrip('pair \uD83D\uDE4F ok')).toBe('pair 🙏 ok');
  });

  it('keeps a very long message whole', () => {
    const text = 'Ndabashimiye! '.repeat(70) + '🇷🇼'.repeat(10);
    expect(roundTrip(text)).toBe(text);
  });
});

/**
 * Any UTF-16 code unit (so lone surrogates too), plus surrogate halves on purpose and whole
 * graphemes (emoji, accents): fast-check's own string units never produce a lone surrogate.
 */
const codeUnitString = fc.string({
  unit: fc.oneof(
    fc.nat(0xffff).map((c) => String.fromCharCode(c)),
    fc.constantFrom('\uD83D', '\uDE4F', '\uDBFF', '\uDC00'),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
  ),
  maxLength: 200,
});

describe('property: decode(encode(x)) = x', () => {
  it('for any well-formed Unicode string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (text) => {
        const url = buildWhatsAppUrl(NUMBER, text);
        if (text === '') return url === 'https://wa.me/250788123456';
        return decodeWhatsAppText(url!) === text;
      }),
      { numRuns: 500 },
    );
  });

  it('for any string of UTF-16 code units, lone surrogates becoming U+FFFD', () => {
    fc.assert(
      fc.property(codeUnitString, (text) => {
        const url = buildWhatsAppUrl(NUMBER, text);
        if (text === '') return true;
        return decodeWhatsAppText(url!) === toWellFormed(text);
      }),
      { numRuns: 500 },
    );
  });

  it('encodes to URL-safe characters only, and decodeURIComponent agrees', () => {
    fc.assert(
      fc.property(codeUnitString, (text) => {
        const encoded = encodeQueryValue(text);
        return /^[A-Za-z0-9\-._~%]*$/.test(encoded) && decodeURIComponent(encoded) === toWellFormed(text);
      }),
      { numRuns: 500 },
    );
  });

  it('toWellFormed changes nothing in a well-formed string', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (text) => toWellFormed(text) === text));
  });

  it('toWellFormed leaves no lone surrogate and keeps the length in code units', () => {
    fc.assert(
      fc.property(codeUnitString, (text) => {
        const fixed = toWellFormed(text);
        return fixed.length === text.length && encodeURIComponent(fixed).length > 0 === fixed.length > 0;
      }),
    );
  });
});

describe('the owner’s number', () => {
  it('accepts the number written in the ways people write it', () => {
    expect(normalizeWhatsAppNumber('250788123456')).toBe('250788123456');
    expect(normalizeWhatsAppNumber('+250 788 123 456')).toBe('250788123456');
    expect(normalizeWhatsAppNumber('+250-788-123-456')).toBe('250788123456');
    expect(normalizeWhatsAppNumber('00250788123456')).toBe('250788123456');
    expect(normalizeWhatsAppNumber(' +1 (202) 555.0147 ')).toBe('12025550147');
  });

  it('refuses numbers WhatsApp cannot address', () => {
    for (const bad of [
      '',
      '   ',
      '0788123456',
      '+0788123456',
      'abc',
      '250 788 ABC',
      '1234567',
      '1234567890123456',
      '+44 (0)20 7946 0018',
      '250788123456#',
      '++250788123456',
    ]) {
      expect(normalizeWhatsAppNumber(bad), bad).toBeUndefined();
    }
  });

  it('gives no link (rather than a wrong one) for a bad number', () => {
    expect(buildWhatsAppUrl('0788123456', 'Hello')).toBeUndefined();
    expect(buildWhatsAppUrl('not a number', 'Hello')).toBeUndefined();
  });

  it('reads no text from something that is not a URL', () => {
    expect(decodeWhatsAppText('not a url')).toBeUndefined();
    expect(decodeWhatsAppText('https://wa.me/250788123456')).toBeUndefined();
  });
});

describe('the message the team receives', () => {
  const template = contact.resources.en.form.greeting;

  it('greets with the name, then a blank line, then the message', () => {
    expect(composeContactMessage(template, { name: 'Aline', message: 'Line one\nLine two' })).toBe('Hello, my name is Aline.\n\nLine one\nLine two');
  });

  it('trims spaces around the name and the message but keeps the lines inside', () => {
    expect(composeContactMessage(template, { name: '  Aline  ', message: '\n  Line one\n\nLine two  \n' })).toBe(
      'Hello, my name is Aline.\n\nLine one\n\nLine two',
    );
  });

  it('inserts what the visitor typed literally, even template or replacement syntax', () => {
    expect(composeContactMessage(template, { name: '{{message}}', message: '$& $1 $$ {{name}}' })).toBe('Hello, my name is {{message}}.\n\n$& $1 $$ {{name}}');
  });

  it('is localised in French and Kinyarwanda', () => {
    expect(composeContactMessage(contact.resources.fr.form.greeting, { name: 'Aline', message: 'Bonjour' })).toBe('Bonjour, je m’appelle Aline.\n\nBonjour');
    expect(composeContactMessage(contact.resources.rw.form.greeting, { name: 'Uwase', message: 'Murakoze' })).toBe('Muraho, nitwa Uwase.\n\nMurakoze');
  });

  it('survives the whole trip: name and both lines come back out of the link', () => {
    const text = composeContactMessage(template, { name: 'Jean-Claude N’Dayisaba', message: 'Q1 & Q2?\n#maths 50% + 🇷🇼' });
    expect(decodeWhatsAppText(buildWhatsAppUrl(NUMBER, text)!)).toBe('Hello, my name is Jean-Claude N’Dayisaba.\n\nQ1 & Q2?\n#maths 50% + 🇷🇼');
  });
});
