import { describe, expect, it } from 'vitest';
import { parsePo, placeholdersOf, PoSyntaxError, serializePo } from '../../src/lib/po';

const sample = `# Kinyarwanda strings of the common namespace.
msgid ""
msgstr ""
"Language: rw\\n"
"Plural-Forms: nplurals=2; plural=(n != 1);\\n"

#. The site header's link to the home page.
#: src/components/SiteHeader/SiteHeader.tsx
msgctxt "nav.home"
msgid "Home"
msgstr "Ahabanza"

# Asked a native editor.
#, fuzzy, i18next-interpolation
#| msgid "Search {{site}}"
msgctxt "search.label"
msgid "Search {{site}} now"
msgstr "Shakisha kuri {{site}}"

msgctxt "results"
msgid "{{count}} result"
msgid_plural "{{count}} results"
msgstr[0] "igisubizo {{count}}"
msgstr[1] "ibisubizo {{count}}"

msgctxt "long"
msgid ""
"Line one\\n"
"Line \\"two\\"\\t\\\\"
msgstr ""

#~ msgctxt "gone"
#~ msgid "Gone"
#~ msgstr "Byavuyeho"
`;

describe('PO files', () => {
  it('reads headers, comments, contexts, plurals, escapes and obsolete entries', () => {
    const po = parsePo(sample);
    expect(po.headers).toEqual({ Language: 'rw', 'Plural-Forms': 'nplurals=2; plural=(n != 1);' });
    expect(po.headerComments).toEqual(['Kinyarwanda strings of the common namespace.']);
    const [home, search, results, long, gone] = po.entries;
    expect(home).toMatchObject({
      context: 'nav.home',
      id: 'Home',
      str: ['Ahabanza'],
      extractedComments: ["The site header's link to the home page."],
      references: ['src/components/SiteHeader/SiteHeader.tsx'],
    });
    expect(search).toMatchObject({ flags: ['fuzzy', 'i18next-interpolation'], previousId: 'Search {{site}}', translatorComments: ['Asked a native editor.'] });
    expect(results).toMatchObject({ idPlural: '{{count}} results', str: ['igisubizo {{count}}', 'ibisubizo {{count}}'] });
    expect(long).toMatchObject({ id: 'Line one\nLine "two"\t\\', str: [''] });
    expect(gone!.obsolete).toHaveLength(3);
  });

  it('writes back the same bytes it read', () => {
    expect(serializePo(parsePo(sample))).toBe(sample);
  });

  it('keeps any text through a write and a read', () => {
    const odd = ['a "quoted" \\ word', 'two\nlines\n', 'tab\there', 'no\u00a0break', '', '#not a comment', 'msgid "x"'];
    const po = {
      headers: { Language: 'fr' },
      headerComments: [],
      entries: odd.map((text, i) => ({ context: `k${i}`, id: text, str: [text], translatorComments: [], extractedComments: [], references: [], flags: [] })),
    };
    const back = parsePo(serializePo(po));
    expect(back.entries.map((e) => [e.id, e.str[0]])).toEqual(odd.map((text) => [text, text]));
  });

  it('names the line of what it cannot read', () => {
    expect(() => parsePo('msgid "a"\nmsgstr "b\n', 'x.po')).toThrow(PoSyntaxError);
    expect(() => parsePo('msgid "a"\nmsgstr "b\n', 'x.po')).toThrow(/^x\.po:2: /);
    expect(() => parsePo('msgid "a"\nnonsense\n')).toThrow(/2: cannot read/);
    expect(() => parsePo('msgid "a"\n')).toThrow(/without msgstr/);
    expect(() => parsePo('msgid "a"\nmsgid_plural "b"\nmsgstr[1] "c"\n')).toThrow(/msgstr\[0\] is missing/);
    expect(() => parsePo('msgid "a\\q"\nmsgstr ""\n')).toThrow(/unknown escape/);
  });

  it('lists placeholders once, sorted', () => {
    expect(placeholdersOf('{{b}} and {{ a }} and {{b}}')).toEqual(['a', 'b']);
    expect(placeholdersOf('none')).toEqual([]);
  });
});
