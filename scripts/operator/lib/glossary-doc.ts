import type { Glossary } from '../../../src/content/schema';

const LANG_NAMES: Record<string, string> = { fr: 'French', rw: 'Kinyarwanda' };

// A table cell: one line, its pipes escaped.
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');
const list = (words: readonly string[] | undefined) => (words?.length ? words.map((word) => `“${word}”`).join(', ') : '');

/**
 * docs/glossary.md, written from src/content/glossary/<lang>.json by `npx tsx scripts/operator/glossary-doc.ts`;
 * tests/unit/glossary.test.ts fails when the committed file differs.
 */
export function glossaryMarkdown(glossaries: readonly Glossary[]): string {
  const out = [
    '# Glossary',
    '',
    '<!-- Written by `npx tsx scripts/operator/glossary-doc.ts` from src/content/glossary/*.json: edit the JSON, then run it. -->',
    '',
    'One term per concept, per language (issue 45). The data is `src/content/glossary/<lang>.json`; translators edit it there.',
    '`tests/unit/glossary.test.ts` fails when a user-visible string of that language, content included, uses a',
    'retired variant (a whole word, whatever its case; a name marked `[[en:…]]` is in English and not checked) or',
    'quotation marks other than the language’s own, and when the glossary contradicts itself (a word retired by one',
    'entry and used by another, one word for two concepts).',
    'The learners’ search words (src/content/search-vocabulary.ts) keep the retired variants on purpose: learners type them.',
    '',
    'A term marked **unconfirmed** has not been checked by a native editor yet: its note says what to check.',
  ];
  for (const glossary of [...glossaries].sort((a, b) => a.lang.localeCompare(b.lang))) {
    const unconfirmed = glossary.terms.filter((entry) => !entry.confirmed).length;
    out.push('', `## ${LANG_NAMES[glossary.lang] ?? glossary.lang} (${glossary.lang})`, '');
    out.push(`Register: ${glossary.register}`, '');
    if (glossary.quotes) out.push(`Quotation marks: ${glossary.quotes[0]}…${glossary.quotes[1]} only.`, '');
    if (!glossary.terms.length) {
      out.push('No terms yet.');
      continue;
    }
    out.push(`${glossary.terms.length} terms, ${unconfirmed} unconfirmed.`, '');
    out.push('| Concept | English | Term | Other forms | Retired variants | Status | Note |', '| --- | --- | --- | --- | --- | --- | --- |');
    for (const entry of glossary.terms) {
      const status = entry.confirmed ? 'confirmed' : '**unconfirmed**';
      const allow = entry.allow?.length ? ` Allowed where: ${list(entry.allow)}.` : '';
      out.push(
        `| ${cell(entry.concept)} | ${cell(entry.en)} | **${cell(entry.term)}** | ${cell(list(entry.forms))} | ${cell(list(entry.retired))} | ${status} | ${cell(entry.note + allow)} |`,
      );
    }
    if (glossary.doubts?.length) {
      out.push('', `### ${LANG_NAMES[glossary.lang] ?? glossary.lang}: phrases and choices for a native editor`, '');
      out.push('| Phrase or choice | Where | Status | What to check |', '| --- | --- | --- | --- |');
      for (const doubt of glossary.doubts) {
        out.push(`| ${cell(doubt.text)} | ${cell(doubt.where)} | ${doubt.confirmed ? 'confirmed' : '**unconfirmed**'} | ${cell(doubt.note)} |`);
      }
    }
  }
  return `${out.join('\n')}\n`;
}
