import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  charactersLeft,
  countCharacters,
  firstInvalidField,
  isBlank,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  validateContactField,
  validateContactForm,
} from '../../src/lib/contact-validation';

describe('a visitor filling in the contact form', () => {
  it('may send a name and a message', () => {
    expect(validateContactForm({ name: 'Aline', message: 'Muraho!' })).toEqual({});
  });

  it('is told both fields are required when the form is empty', () => {
    expect(validateContactForm({ name: '', message: '' })).toEqual({ name: 'required', message: 'required' });
  });

  it('cannot get past with only spaces, tabs or line breaks', () => {
    expect(validateContactForm({ name: '   ', message: '\n\t  \n' })).toEqual({ name: 'required', message: 'required' });
  });

  it('cannot get past with invisible characters (no-break and zero-width spaces)', () => {
    for (const blank of ['\u00A0', '\u200B', '\u200B\u200C\u200D', '\uFEFF', '\u2060', '\u3000', '\u2028']) {
      expect(isBlank(blank), JSON.stringify(blank)).toBe(true);
      expect(validateContactField('name', blank)).toBe('required');
    }
  });

  it('may write a name of exactly 100 characters but not 101', () => {
    expect(validateContactField('name', 'a'.repeat(NAME_MAX_LENGTH))).toBeUndefined();
    expect(validateContactField('name', 'a'.repeat(NAME_MAX_LENGTH + 1))).toBe('tooLong');
  });

  it('may write a message of exactly 1,000 characters but not 1,001', () => {
    expect(MESSAGE_MAX_LENGTH).toBe(1000);
    expect(validateContactField('message', 'm'.repeat(1000))).toBeUndefined();
    expect(validateContactField('message', 'm'.repeat(1001))).toBe('tooLong');
  });

  it('is not penalised for spaces around the text, which are not sent', () => {
    expect(validateContactField('message', `  ${'m'.repeat(1000)}\n\n`)).toBeUndefined();
    expect(charactersLeft('message', `  ${'m'.repeat(990)}  `)).toBe(10);
  });

  it('counts an emoji, a flag or an accented letter as one character', () => {
    expect(countCharacters('🇷🇼')).toBe(1);
    expect(countCharacters('👩🏽‍🏫')).toBe(1);
    expect(countCharacters('e\u0301')).toBe(1);
    expect(countCharacters('Murakoze')).toBe(8);
    expect(validateContactField('message', '🇷🇼'.repeat(1000))).toBeUndefined();
    expect(validateContactField('message', '🇷🇼'.repeat(1001))).toBe('tooLong');
  });

  it('sees line breaks inside the message as characters', () => {
    expect(charactersLeft('message', 'a\nb')).toBe(997);
  });

  it('gets a counter that goes negative when over the limit', () => {
    expect(charactersLeft('message', '')).toBe(1000);
    expect(charactersLeft('message', 'x'.repeat(1012))).toBe(-12);
  });

  it('has focus sent to the first invalid field in page order', () => {
    expect(firstInvalidField({ name: 'required', message: 'tooLong' })).toBe('name');
    expect(firstInvalidField({ message: 'tooLong' })).toBe('message');
    expect(firstInvalidField({})).toBeUndefined();
  });

  it('never throws, whatever is typed or pasted', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 1200 }), fc.string({ maxLength: 120 }), (message, name) => {
        const errors = validateContactForm({ name, message });
        return Object.values(errors).every((e) => e === 'required' || e === 'tooLong');
      }),
      { numRuns: 200 },
    );
  });

  it('property: a field is valid exactly when it is not blank and within its limit', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 130 }), (name) => {
        const error = validateContactField('name', name);
        const expected = isBlank(name) ? 'required' : countCharacters(name.trim()) > 100 ? 'tooLong' : undefined;
        return error === expected;
      }),
    );
  });
});
