/**
 * Reading and writing gettext PO files (https://www.gnu.org/software/gettext/manual/html_node/PO-Files.html),
 * the catalogues translators edit (src/locales/, see TRANSLATING.md and ADR 0010). Pure: text in,
 * entries out, and back, with the same bytes for a file this module wrote. Only what PO tools and
 * Weblate write is read: comments (`#.` extracted, `#:` references, `#,` flags, `#|` previous
 * source, `# ` translator), `msgctxt`, `msgid`, `msgid_plural`, `msgstr` and `msgstr[n]`, and
 * obsolete entries (`#~`), which are kept as they are.
 */

/** One message of a catalogue. */
export interface PoEntry {
  /** `msgctxt`: our key for the message (`nav.home`, `python.stages.setup.title`). */
  context?: string;
  /** `msgid`: the English text. */
  id: string;
  /** `msgid_plural`: the English text for any count but one, when the message has plural forms. */
  idPlural?: string;
  /** `msgstr` (one item) or `msgstr[0]`, `msgstr[1]`… (plural forms). Empty strings: not translated yet. */
  str: string[];
  /** `# ` lines: the translator's own notes. */
  translatorComments: string[];
  /** `#.` lines: where the message shows, for the translator (written by us). */
  extractedComments: string[];
  /** `#:` references: the source files that show it. */
  references: string[];
  /** `#,` flags: `fuzzy` (English changed since it was translated), `i18next-interpolation`… */
  flags: string[];
  /** `#| msgid`: the English text the translation was made from, when it has changed since. */
  previousId?: string;
  /** `#~` lines of an obsolete entry, kept verbatim. */
  obsolete?: string[];
}

export interface PoCatalogue {
  /** The header's fields (`Language`, `Plural-Forms`, `Content-Type`…), in their order. */
  headers: Record<string, string>;
  /** Comments above the header (`# ` lines). */
  headerComments: string[];
  entries: PoEntry[];
}

/** A line of a PO file the reader did not understand: its number (from 1) and what was wrong. */
export class PoSyntaxError extends Error {
  constructor(
    message: string,
    readonly line: number,
    readonly file?: string,
  ) {
    super(`${file ? `${file}:` : ''}${line}: ${message}`);
    this.name = 'PoSyntaxError';
  }
}

const ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', '"': '"', '\\': '\\', a: '\x07', b: '\b', f: '\f', v: '\v' };

/** The text of one quoted PO string (`"a\"b"` → `a"b`). */
function unquote(token: string, line: number, file?: string): string {
  const match = /^"((?:[^"\\]|\\.)*)"\s*$/.exec(token.trim());
  if (!match) throw new PoSyntaxError(`expected a quoted string, found ${JSON.stringify(token.trim().slice(0, 40))}`, line, file);
  return match[1]!.replace(/\\(.)/g, (whole, char: string) => {
    const value = ESCAPES[char];
    if (value === undefined) throw new PoSyntaxError(`unknown escape ${whole}`, line, file);
    return value;
  });
}

/** A string as PO writes it: quoted and escaped; a text with line breaks as one line per break. */
function quote(text: string): string {
  const escaped = (part: string) => `"${part.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\t/g, '\\t').replace(/\r/g, '\\r').replace(/\n/g, '\\n')}"`;
  if (!text.includes('\n') || text.indexOf('\n') === text.length - 1) return escaped(text);
  const parts = text.split(/(?<=\n)/);
  return ['""', ...parts.map(escaped)].join('\n');
}

type Field = 'msgctxt' | 'msgid' | 'msgid_plural' | 'msgstr' | `msgstr[${number}]`;

function emptyEntry(): PoEntry {
  return { id: '', str: [], translatorComments: [], extractedComments: [], references: [], flags: [] };
}

/** Reads a PO file. Throws a PoSyntaxError naming the line on anything it cannot read. */
export function parsePo(text: string, file?: string): PoCatalogue {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const entries: PoEntry[] = [];
  let entry = emptyEntry();
  let field: Field | undefined;
  let started = false;
  let startLine = 1;
  const values = new Map<Field, string>();

  const finish = () => {
    if (!started) return;
    if (entry.obsolete) {
      entries.push(entry);
    } else {
      if (!values.has('msgid')) throw new PoSyntaxError('an entry without msgid', startLine, file);
      entry.context = values.get('msgctxt');
      entry.id = values.get('msgid')!;
      entry.idPlural = values.get('msgid_plural');
      if (entry.idPlural !== undefined) {
        const forms = [...values.keys()].filter((key) => key.startsWith('msgstr[')).length;
        if (values.has('msgstr')) throw new PoSyntaxError('a plural entry with a plain msgstr', startLine, file);
        entry.str = Array.from({ length: forms }, (_, i) => {
          const form = values.get(`msgstr[${i}]`);
          if (form === undefined) throw new PoSyntaxError(`msgstr[${i}] is missing`, startLine, file);
          return form;
        });
      } else {
        if (!values.has('msgstr')) throw new PoSyntaxError('an entry without msgstr', startLine, file);
        entry.str = [values.get('msgstr')!];
      }
      entries.push(entry);
    }
    entry = emptyEntry();
    values.clear();
    field = undefined;
    started = false;
  };

  lines.forEach((raw, index) => {
    const line = raw.trim();
    const number = index + 1;
    if (line === '') {
      finish();
      return;
    }
    if (!started) startLine = number;
    if (line.startsWith('#~')) {
      if (started && !entry.obsolete) finish();
      started = true;
      (entry.obsolete ??= []).push(raw);
      return;
    }
    if (entry.obsolete) finish();
    if (line.startsWith('#')) {
      if (field) finish();
      started = true;
      if (line.startsWith('#.')) entry.extractedComments.push(line.slice(2).trim());
      else if (line.startsWith('#:')) entry.references.push(...line.slice(2).trim().split(/\s+/).filter(Boolean));
      else if (line.startsWith('#,'))
        entry.flags.push(
          ...line
            .slice(2)
            .split(',')
            .map((flag) => flag.trim())
            .filter(Boolean),
        );
      else if (line.startsWith('#|')) {
        const previous = /^#\|\s*msgid\s+(.*)$/.exec(line);
        if (previous) entry.previousId = unquote(previous[1]!, number, file);
      } else entry.translatorComments.push(line.replace(/^# ?/, ''));
      return;
    }
    if (line.startsWith('"')) {
      if (!field) throw new PoSyntaxError('a string outside any field', number, file);
      values.set(field, values.get(field)! + unquote(line, number, file));
      return;
    }
    const keyword = /^(msgctxt|msgid_plural|msgid|msgstr(?:\[(\d+)\])?)\s+(.*)$/.exec(line);
    if (!keyword) throw new PoSyntaxError(`cannot read ${JSON.stringify(line.slice(0, 40))}`, number, file);
    const name = keyword[1] as Field;
    if (name === 'msgctxt' || (name === 'msgid' && !values.has('msgctxt'))) {
      if (values.has('msgid')) finish();
    }
    if (values.has(name)) throw new PoSyntaxError(`${name} twice in one entry`, number, file);
    if (!started) startLine = number;
    started = true;
    field = name;
    values.set(name, unquote(keyword[3]!, number, file));
  });
  finish();

  const headerIndex = entries.findIndex((e) => !e.obsolete && e.id === '' && e.context === undefined);
  const headers: Record<string, string> = {};
  let headerComments: string[] = [];
  if (headerIndex >= 0) {
    const [header] = entries.splice(headerIndex, 1);
    headerComments = header!.translatorComments;
    for (const row of header!.str[0]!.split('\n')) {
      const colon = row.indexOf(':');
      if (colon > 0) headers[row.slice(0, colon).trim()] = row.slice(colon + 1).trim();
    }
  }
  return { headers, headerComments, entries };
}

/** Writes a catalogue as a PO file: header first, then entries in their order, one blank line apart. */
export function serializePo(catalogue: PoCatalogue): string {
  const blocks: string[] = [];
  const header = Object.entries(catalogue.headers).map(([key, value]) => quote(`${key}: ${value}\n`));
  blocks.push([...catalogue.headerComments.map((c) => (c ? `# ${c}` : '#')), 'msgid ""', 'msgstr ""', ...header].join('\n'));
  for (const entry of catalogue.entries) {
    if (entry.obsolete) {
      blocks.push(entry.obsolete.join('\n'));
      continue;
    }
    const out: string[] = [];
    for (const comment of entry.translatorComments) out.push(comment ? `# ${comment}` : '#');
    for (const comment of entry.extractedComments) out.push(`#. ${comment}`);
    if (entry.references.length) out.push(`#: ${entry.references.join(' ')}`);
    if (entry.flags.length) out.push(`#, ${entry.flags.join(', ')}`);
    if (entry.previousId !== undefined) out.push(`#| msgid ${quote(entry.previousId).replace(/\n/g, '\n#| ')}`);
    if (entry.context !== undefined) out.push(`msgctxt ${quote(entry.context)}`);
    out.push(`msgid ${quote(entry.id)}`);
    if (entry.idPlural !== undefined) {
      out.push(`msgid_plural ${quote(entry.idPlural)}`);
      entry.str.forEach((form, i) => out.push(`msgstr[${i}] ${quote(form)}`));
    } else {
      out.push(`msgstr ${quote(entry.str[0] ?? '')}`);
    }
    blocks.push(out.join('\n'));
  }
  return `${blocks.join('\n\n')}\n`;
}

/** The placeholders of a message (`{{name}}`), sorted, each once. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]!))].sort();
}
