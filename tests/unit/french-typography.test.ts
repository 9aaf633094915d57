import { describe, expect, it } from 'vitest';
import { frenchTypographyFindings, frenchWordsOf, templateSeamFindings } from '../../src/lib/french-typography';

const NBSP = '\u00a0';
const NNBSP = '\u202f';

describe('French typography: the space before : ; ? !', () => {
  it('accepts a no-break space or a narrow no-break space before each mark', () => {
    expect(frenchTypographyFindings(`Objectif${NBSP}: lire. Pourquoi${NNBSP}? Enfin${NBSP}! Un${NBSP}; deux`)).toEqual([]);
  });

  it('finds a plain space before : ; ? !', () => {
    for (const text of ['À gauche : la table', 'un ; deux', 'Et ensuite ?', 'Bravo !']) {
      expect(frenchTypographyFindings(text), text).toHaveLength(1);
      expect(frenchTypographyFindings(text)[0]).toMatch(/^plain space before/);
    }
  });

  it('finds a mark glued to its word ("Objectif:", "Pourquoi?")', () => {
    expect(frenchTypographyFindings('Objectif: lire')).toEqual([expect.stringMatching(/^no space before “:”/)]);
    expect(frenchTypographyFindings('Pourquoi? Parce que.')).toEqual([expect.stringMatching(/^no space before “\?”/)]);
    expect(frenchTypographyFindings('Vraiment!')).toHaveLength(1);
  });

  it('leaves alone URLs, times, ratios, code and emoticons', () => {
    for (const text of [
      'Voir https://phet.colorado.edu/fr/ pour la liste',
      'Ouvrez www.example.org/?q=1 dans le navigateur',
      'De 10:30 à 17:00',
      'Un rapport de 1:2',
      'Le module node:test ou mailto:info',
      'Appelez tel:+250788000000',
      'Le sélecteur ::before et std::vector',
      'Bien joué :) et ;-)',
    ]) {
      expect(frenchTypographyFindings(text), text).toEqual([]);
    }
  });

  it('wants the space before the first of "?!" only, and none at the very start of a text', () => {
    expect(frenchTypographyFindings(`Quoi${NBSP}?!`)).toEqual([]);
    expect(frenchTypographyFindings('Quoi ?!')).toHaveLength(1);
    expect(frenchTypographyFindings(': suite d’une phrase')).toEqual([]);
  });
});

describe('French typography: « »', () => {
  it('accepts guillemets with no-break spaces inside', () => {
    expect(frenchTypographyFindings(`par exemple «${NBSP}S6 physique${NNBSP}»`)).toEqual([]);
  });

  it('finds a plain space or none inside « »', () => {
    expect(frenchTypographyFindings('par exemple « S6 physique »')).toHaveLength(2);
    expect(frenchTypographyFindings('par exemple «S6»')).toHaveLength(2);
    expect(frenchTypographyFindings(`«${NBSP}S6 »`)).toEqual([expect.stringMatching(/before “»”/)]);
  });
});

describe('French typography: one apostrophe', () => {
  it('accepts ’ and finds each straight apostrophe', () => {
    expect(frenchTypographyFindings('L’élément d’Aline')).toEqual([]);
    expect(frenchTypographyFindings("L'élément d'Aline")).toHaveLength(2);
    expect(frenchTypographyFindings("L’élément d'Aline")).toEqual([expect.stringMatching(/^straight apostrophe/)]);
  });
});

describe('French typography: elision', () => {
  it('finds de, le, la, que, ne, je before a vowel or a mute h', () => {
    for (const text of [
      'le profil de Aline',
      'Détails de le élément',
      'la école',
      'Je pense que il pleut',
      'Il ne est pas là',
      'je ai fini',
      'le hydrogène',
      'De Iouri',
    ]) {
      expect(frenchTypographyFindings(text), text).toEqual([expect.stringMatching(/^missing elision/)]);
    }
  });

  it('accepts the elided forms and words starting with a consonant', () => {
    expect(frenchTypographyFindings('le profil d’Aline, l’élément, l’école, qu’il, n’est, j’ai, l’hydrogène, de Kigali')).toEqual([]);
  });

  it('keeps the article before an aspirate h, a number and y (le héros, la hauteur, le haut, le un)', () => {
    for (const text of [
      'le héros',
      'la hauteur',
      'le haut de la page',
      'le hors-ligne',
      'une table de hachage',
      'le un',
      'le onze',
      'le hafnium',
      'le yoga',
      'de HTML',
    ]) {
      expect(frenchTypographyFindings(text), text).toEqual([]);
    }
    expect(frenchTypographyFindings('la yttrium')).toHaveLength(1);
  });

  it('keeps the particle of a family name (George de Hevesy), and reads inside a word only at its start', () => {
    expect(frenchTypographyFindings('George de Hevesy et Antonio de Ulloa')).toEqual([]);
    expect(frenchTypographyFindings('Onde alpha, code ouvert, Rhode Island')).toEqual([]);
  });

  it('counts a placeholder as a word that may start with a vowel, except a number, a date or a time', () => {
    expect(frenchTypographyFindings('profil de {{name}}')).toEqual([expect.stringMatching(/cannot elide/)]);
    expect(frenchTypographyFindings('Couverture de {{ title }}')).toHaveLength(1);
    expect(frenchTypographyFindings('de {{from}} à {{to}} sur {{total}}, le {{date}}')).toEqual([]);
    expect(frenchTypographyFindings('{{name}} en détail')).toEqual([]);
  });
});

describe('French typography: parts in another language', () => {
  it('checks a marked English part as a word, without its own punctuation and apostrophes', () => {
    const text = "Le [[en:Rwanda Education Board]] et [[en:Newton's Cradle]]: voir [[en:What's new?]]";
    expect(frenchWordsOf(text)).toBe('Le Rwanda Education Board et Newton’s Cradle: voir What’s new');
    expect(frenchTypographyFindings(frenchWordsOf(text))).toEqual([expect.stringMatching(/^no space before “:”/)]);
    expect(frenchTypographyFindings(frenchWordsOf('le nom de [[en:Isaac Newton]]'))).toHaveLength(1);
  });
});

describe('template seams', () => {
  it('finds a label and a value joined by a colon', () => {
    expect(templateSeamFindings(`Tout sur${NBSP}: {{name}}`)).toHaveLength(1);
    expect(templateSeamFindings(`Pages${NBSP}: {{collection}}`)).toHaveLength(1);
    expect(templateSeamFindings('Board: {{board}}')).toHaveLength(1);
  });

  it('accepts a whole sentence with its values in it', () => {
    expect(templateSeamFindings('{{name}} en détail')).toEqual([]);
    expect(templateSeamFindings('{{name}} sur {{network}}')).toEqual([]);
    expect(templateSeamFindings(`{{category}} en évidence${NBSP}: {{n}} éléments`)).toEqual([]);
    expect(templateSeamFindings('Pages des livres')).toEqual([]);
  });
});
