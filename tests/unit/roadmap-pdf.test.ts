import { describe, expect, it } from 'vitest';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { roadmapPdf, sanitizeWinAnsi } from '../../scripts/build/lib/roadmap-pdf';
import { loadRoadmapPlan, roadmapPlanSlugs } from '../../src/content/roadmap-plans';

describe('sanitizeWinAnsi', () => {
  it('keeps what Helvetica can draw: accents, curly quotes, dashes, ellipsis, guillemets', () => {
    const text = 'Élève – l’école — « été » “quoted” … Ugushyingo • 5 €';
    expect(sanitizeWinAnsi(text)).toBe(text);
  });

  it('replaces common symbols outside WinAnsi by readable stand-ins', () => {
    expect(sanitizeWinAnsi('a → b, x ≥ 3, y ≤ 4, 5 − 2, ✓ done')).toBe('a -> b, x >= 3, y <= 4, 5 - 2, v done');
  });

  it('turns line breaks and tabs into spaces, strips accents it cannot draw, and marks the rest "?"', () => {
    expect(sanitizeWinAnsi('one\ntwo\tthree')).toBe('one two three');
    expect(sanitizeWinAnsi('ŵ ǹ')).toBe('w n');
    expect(sanitizeWinAnsi('漢 ŋ 😀')).toBe('? ? ?');
  });

  it('gives text the standard font encodes without throwing, whatever comes in', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const samples = ['→≥≤−‑\u202f«\u00a0»', 'Kinyarwanda: ntirashyirwa ku rubuga', String.fromCodePoint(...Array.from({ length: 2000 }, (_, i) => i + 1))];
    for (const sample of samples) expect(() => font.encodeText(sanitizeWinAnsi(sample))).not.toThrow();
  });
});

describe('roadmapPdf', () => {
  it('is an A4 PDF with its language, title, author and date in the metadata, the same bytes every time', async () => {
    const slug = roadmapPlanSlugs[0];
    if (!slug) return expect(roadmapPlanSlugs).toHaveLength(0);
    const plan = await loadRoadmapPlan(slug);
    if (!plan) throw new Error(`no plan for ${slug}`);
    const bytes = await roadmapPdf(plan, 'rw');
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(doc.getPageCount()).toBeGreaterThan(1);
    const [width, height] = [doc.getPage(0).getWidth(), doc.getPage(0).getHeight()];
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
    expect(doc.getAuthor()).toBe('Ubumenyi');
    expect(doc.getTitle()).toMatch(/Roadmap/);
    expect(doc.getCreationDate()?.toISOString().slice(0, 10)).toBe(plan.updated);
    expect(Buffer.compare(Buffer.from(bytes), Buffer.from(await roadmapPdf(plan, 'rw')))).toBe(0);
  });
});
