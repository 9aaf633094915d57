import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { roadmapPlanSchema, type RoadmapPlan } from '../../../src/content/schema/roadmap-plans';
import { roadmaps } from '../../../src/content/roadmaps';
import { site } from '../../../src/content/site';
import { roadmap as strings } from '../../../src/i18n/strings/roadmap';
import { LANGS, type Lang } from '../../../src/lib/langs';
import { plainText } from '../../../src/lib/lang-parts';
import { routeHref } from '../../../src/lib/links';
import { formatDate, pluralCategory } from '../../../src/lib/format';
import { ROOT, type FileBuilders } from './download-files';

/**
 * A road map's PDF, built at content:generate time from the same plan its page shows: A4, real
 * (selectable) text in Helvetica, title / author / subject / language / dates in the metadata, and
 * the site's name, the page's URL, the content's date and the page number in every page's footer.
 * pdf-lib writes no structure tree, so the PDF is not tagged: headings are set apart by size and
 * weight only (the web page is the accessible version, and the footer gives its address).
 */

/**
 * The characters Helvetica (a standard PDF font, WinAnsi encoding) can draw: printable ASCII,
 * Latin-1 and the Windows-1252 extras (curly quotes, dashes, ellipsis, bullet, €…).
 */
const WIN_ANSI = new Set<number>([
  ...Array.from({ length: 0x7f - 0x20 }, (_, i) => 0x20 + i),
  ...Array.from({ length: 0x100 - 0xa0 }, (_, i) => 0xa0 + i),
  ...'€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'.split('').map((c) => c.codePointAt(0) ?? 0),
]);

/** Stand-ins for common characters outside WinAnsi, so meaning survives ("≥ 3" → ">= 3"). */
const REPLACEMENTS: Record<string, string> = {
  '→': '->',
  '←': '<-',
  '↔': '<->',
  '⇒': '=>',
  '≥': '>=',
  '≤': '<=',
  '≠': '!=',
  '≈': '~',
  '−': '-',
  '‐': '-',
  '‑': '-',
  '‒': '-',
  '―': '—',
  '′': "'",
  '″': '"',
  '\u202f': '\u00a0', // narrow no-break space (French « », : ; ! ?)
  '\u2009': ' ',
  '\u200a': ' ',
  '\u2002': ' ',
  '\u2003': ' ',
  '\u200b': '',
  '\u200d': '',
  '\ufeff': '',
  '✓': 'v',
  '✔': 'v',
  '✗': 'x',
  '★': '*',
};

/**
 * Text that Helvetica can draw, whatever comes in: line breaks and tabs become spaces, known symbols
 * their ASCII stand-ins, accented letters outside WinAnsi lose their accent (ŵ → w), and anything
 * else becomes "?". Never throws.
 */
export function sanitizeWinAnsi(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFC').replace(/[\r\n\t\f\v]+/g, ' ')) {
    const cp = ch.codePointAt(0) ?? 0;
    if (WIN_ANSI.has(cp)) {
      out += ch;
      continue;
    }
    const replacement = REPLACEMENTS[ch];
    if (replacement !== undefined) {
      out += replacement;
      continue;
    }
    const stripped = ch.normalize('NFD').replace(/\p{M}+/gu, '');
    out += stripped && [...stripped].every((c) => WIN_ANSI.has(c.codePointAt(0) ?? 0)) ? stripped : '?';
  }
  return out;
}

type Strings = (typeof strings.resources)['en'];

/** A namespace string in a language, with {{values}} filled in. */
function say(lang: Lang, pick: (s: Strings) => string, values: Record<string, string | number> = {}): string {
  return pick(strings.resources[lang]).replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const FOOTER = 40;
const WIDTH = A4[0] - 2 * MARGIN;
const INK = rgb(0, 0, 0);
const MUTED = rgb(0.25, 0.25, 0.25);
const BRAND = rgb(0, 0.373, 0.541);

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/**
 * Lines of at most `width` points; a word longer than a line is cut. Marks of language of parts
 * (`[[en:type hints]]`) are dropped: the PDF holds plain text (it has no structure tree to carry a lang).
 */
function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of sanitizeWinAnsi(plainText(text)).split(/ +/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut -= 1;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Writes text down the pages, starting a new page when the next block would not fit. */
class Writer {
  page!: PDFPage;
  y = 0;
  constructor(
    private readonly doc: PDFDocument,
    readonly fonts: Fonts,
  ) {
    this.newPage();
  }

  newPage(): void {
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  /** Starts a new page unless `height` points still fit above the footer. */
  ensure(height: number): void {
    if (this.y - height < MARGIN + FOOTER) this.newPage();
  }

  text(text: string, { size = 11, bold = false, color = INK, indent = 0, gapAfter = 6, keepWith = 0 } = {}): void {
    const font = bold ? this.fonts.bold : this.fonts.regular;
    const lineHeight = size * 1.35;
    const lines = wrap(font, text, size, WIDTH - indent);
    // A heading is kept with the first lines of what follows it.
    this.ensure(Math.min(lines.length, 3) * lineHeight + keepWith);
    for (const line of lines) {
      this.ensure(lineHeight);
      this.y -= size;
      this.page.drawText(line, { x: MARGIN + indent, y: this.y, size, font, color });
      this.y -= lineHeight - size;
    }
    this.y -= gapAfter;
  }

  /** An empty tick box before a topic, for learners who print the road map. */
  box(size: number): void {
    this.page.drawRectangle({ x: MARGIN, y: this.y - size - 1, width: size, height: size, borderColor: INK, borderWidth: 0.8 });
  }
}

/** The road map's title as the library names it. */
function titleOf(plan: RoadmapPlan): string {
  return roadmaps.find((r) => r.id === plan.id)?.title ?? plan.slug;
}

/**
 * The PDF of one road map in one language. Deterministic: the same plan gives the same bytes, so
 * content:generate rewrites nothing when nothing changed.
 */
export async function roadmapPdf(input: RoadmapPlan, lang: Lang): Promise<Uint8Array> {
  const plan = roadmapPlanSchema.parse(input);
  const title = titleOf(plan);
  const date = formatDate(plan.updated, lang);
  const pageUrl = new URL(routeHref('roadmap', lang, { params: { slug: plan.slug } }), site.url).href;
  const reviewed = new Date(`${plan.updated}T00:00:00Z`);

  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(sanitizeWinAnsi(plainText(title)), { showInWindowTitleBar: true });
  doc.setAuthor(site.name);
  doc.setSubject(plainText(say(lang, (s) => s.pdf.subject)));
  doc.setKeywords([plan.slug, 'roadmap', site.name]);
  doc.setCreator(site.name);
  doc.setProducer('Ubumenyi content:generate (pdf-lib)');
  doc.setLanguage(lang);
  doc.setCreationDate(reviewed);
  doc.setModificationDate(reviewed);

  const fonts: Fonts = { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };
  const w = new Writer(doc, fonts);

  w.text(`${site.name.toUpperCase()} · ${say(lang, (s) => s.pdf.subject)}`, { size: 10, bold: true, color: BRAND, gapAfter: 8 });
  w.text(title, { size: 22, bold: true, gapAfter: 10 });
  w.text(plan.intro[lang], { size: 12, gapAfter: 8 });
  if (plan.followsRoadmapSh)
    w.text(
      say(lang, (s) => s.page.credit),
      { size: 10, color: MUTED, gapAfter: 4 },
    );
  w.text(
    say(lang, (s) => s.page.updated, { date }),
    { size: 10, color: MUTED, gapAfter: 16 },
  );

  plan.stages.forEach((stage, index) => {
    const weeks = say(lang, (s) => (pluralCategory(lang, stage.weeks) === 'one' ? s.stages.weeks_one : s.stages.weeks_other), { n: stage.weeks });
    w.ensure(120);
    w.page.drawLine({ start: { x: MARGIN, y: w.y }, end: { x: A4[0] - MARGIN, y: w.y }, thickness: 0.6, color: MUTED });
    w.y -= 10;
    w.text(`${say(lang, (s) => s.stages.number, { n: index + 1 })} · ${weeks}`, { size: 10, bold: true, color: MUTED, gapAfter: 2 });
    w.text(stage.title[lang], { size: 16, bold: true, gapAfter: 6, keepWith: 30 });
    w.text(`${say(lang, (s) => s.stages.goal)} ${stage.goal[lang]}`, { gapAfter: 8 });

    w.text(
      say(lang, (s) => s.stages.topics),
      { size: 12.5, bold: true, gapAfter: 4, keepWith: 30 },
    );
    for (const topic of stage.topics) {
      w.ensure(30);
      w.box(9);
      w.text(topic.title[lang], { bold: true, indent: 16, gapAfter: 1 });
      w.text(topic.text[lang], { size: 10, indent: 16, color: MUTED, gapAfter: 6 });
    }

    w.text(
      say(lang, (s) => s.stages.project),
      { size: 12.5, bold: true, gapAfter: 4, keepWith: 30 },
    );
    w.text(stage.project[lang], { gapAfter: 8 });

    w.text(
      say(lang, (s) => s.stages.resources),
      { size: 12.5, bold: true, gapAfter: 4, keepWith: 20 },
    );
    for (const resource of stage.resources) {
      w.text(`• ${say(lang, (s) => s.stages.resourceLine, { name: resource.name, kind: say(lang, (s) => s.kinds[resource.kind]), url: resource.url })}`, {
        size: 10,
        indent: 8,
        gapAfter: 2,
      });
    }
    w.y -= 6;

    if (stage.curriculum.length > 0) {
      w.text(
        say(lang, (s) => s.stages.curriculum),
        { size: 12.5, bold: true, gapAfter: 4, keepWith: 20 },
      );
      for (const link of stage.curriculum) {
        w.text(`• ${say(lang, (s) => s.stages.curriculumLink, { source: say(lang, (s) => s.sources[link.source]), name: link.name[lang] })}`, {
          size: 10,
          indent: 8,
          gapAfter: 2,
        });
      }
      w.y -= 6;
    }
    w.y -= 10;
  });

  // Footers last, once the number of pages is known.
  const pages = doc.getPages();
  pages.forEach((page, i) => {
    const left = sanitizeWinAnsi(`${site.name} · ${pageUrl} · ${say(lang, (s) => s.pdf.footer, { date })}`);
    const right = sanitizeWinAnsi(say(lang, (s) => s.pdf.page, { n: i + 1, total: pages.length }));
    const size = 8.5;
    page.drawLine({ start: { x: MARGIN, y: MARGIN + 14 }, end: { x: A4[0] - MARGIN, y: MARGIN + 14 }, thickness: 0.4, color: MUTED });
    const leftLines = wrap(fonts.regular, left, size, WIDTH - fonts.regular.widthOfTextAtSize(right, size) - 12);
    leftLines.forEach((line, n) => page.drawText(line, { x: MARGIN, y: MARGIN - n * size * 1.3, size, font: fonts.regular, color: MUTED }));
    page.drawText(right, { x: A4[0] - MARGIN - fonts.regular.widthOfTextAtSize(right, size), y: MARGIN, size, font: fonts.regular, color: MUTED });
  });

  return doc.save({ useObjectStreams: false });
}

/** The PDF path of a road map in a language, as the library lists it. */
function fileOf(plan: RoadmapPlan, lang: Lang): string | undefined {
  return roadmaps.find((r) => r.id === plan.id && r.slug === plan.slug)?.file[lang];
}

/**
 * Every written plan under src/content/roadmap-plans/ that passes its schema. A plan that does not
 * (a writer's work in progress) is reported and left out: its road map keeps a sample for now.
 */
export async function loadPlans(root = ROOT): Promise<RoadmapPlan[]> {
  const dir = join(root, 'src', 'content', 'roadmap-plans');
  if (!existsSync(dir)) return [];
  const plans: RoadmapPlan[] = [];
  for (const name of (await readdir(dir)).filter((f) => f.endsWith('.ts')).sort()) {
    try {
      const mod = (await import(pathToFileURL(join(dir, name)).href)) as Record<string, unknown>;
      const candidate = [mod.default, ...Object.values(mod)].find((v) => typeof v === 'object' && v !== null && 'stages' in v);
      plans.push(roadmapPlanSchema.parse(candidate));
    } catch (error) {
      console.warn(`roadmap-pdf: skipped ${name}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    }
  }
  return plans;
}

/** A builder per road map PDF (each plan × each language), by site path, for content:generate and content:check. */
export async function roadmapPdfBuilders(root = ROOT): Promise<FileBuilders> {
  const builders = new Map<string, () => Promise<Uint8Array>>();
  for (const plan of await loadPlans(root)) {
    for (const lang of LANGS) {
      const file = fileOf(plan, lang);
      if (file) builders.set(file, () => roadmapPdf(plan, lang));
    }
  }
  return builders;
}
