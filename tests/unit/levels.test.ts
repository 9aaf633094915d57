import { describe, expect, it } from 'vitest';
import { LEVEL_IDS, levelSchema, levelSummarySchema, levelsOverviewSchema, type Level, type LevelId, type LevelSection } from '../../src/content/schema';
import { levelSummaries } from '../../src/content/levels';
import { levelsOverview } from '../../src/content/levels/overview';
import { primary } from '../../src/content/levels/primary';
import { olevel } from '../../src/content/levels/olevel';
import { alevel } from '../../src/content/levels/alevel';
import { tvet } from '../../src/content/levels/tvet';
import { higher } from '../../src/content/levels/higher';
import { professional } from '../../src/content/levels/professional';
import { paperOptions } from '../../src/content/paper-options';
import { parsePaperFilters } from '../../src/lib/paper-url-state';

const levels: Record<LevelId, Level> = { primary, olevel, alevel, tvet, higher, professional };

/**
 * Every page the site has or will have, as the issues name them (issues 2–9). A level page may
 * link only to one of these; unfinished destinations go to /coming-soon.
 */
const KNOWN_ROUTES = new Set([
  '/',
  '/about',
  '/academic-levels',
  ...LEVEL_IDS.map((id) => `/academic-levels/${id}`),
  '/science/science-overview',
  '/technology/technology-overview',
  '/engineering/engineering-overview',
  '/mathematics/mathematics-overview',
  '/partnership',
  '/terms-and-conditions',
  '/books',
  '/road-maps',
  '/blog',
  '/papers',
  '/periodic',
  '/simulation',
  '/contact',
  '/feedback',
  '/join-team',
  '/coming-soon',
]);

function section<K extends LevelSection['kind']>(level: Level, id: string, kind: K): Extract<LevelSection, { kind: K }> {
  const found = level.sections.find((s) => s.id === id);
  if (!found || found.kind !== kind) throw new Error(`${level.id} has no ${kind} section "${id}"`);
  return found as Extract<LevelSection, { kind: K }>;
}

const destinations = (level: Level, id = 'resources') => Object.fromEntries(section(level, id, 'resources').resources.map((r) => [r.id, r.to]));

describe('academic levels content', () => {
  it('opens the papers a past-papers link promises, filtered as it says (WCAG 2.4.4)', () => {
    const filtersOf = (level: Level) => parsePaperFilters(new URL(destinations(level)['past-papers']!, 'https://x').searchParams, paperOptions);
    expect(filtersOf(olevel)).toMatchObject({ board: 'reb', level: 'O Level', class: 'S3', subject: '', year: '', type: '', q: '' });
    expect(filtersOf(alevel)).toMatchObject({ board: 'reb', level: 'A Level', class: '', subject: '' });
    // "Find past papers" from primary promises no class: all papers.
    expect(destinations(primary)['past-papers']).toBe('/papers');
  });

  it('has six summaries, in the order a learner meets them, each with its own page path', () => {
    expect(levelSummaries.map((s) => levelSummarySchema.parse(s).id)).toEqual([...LEVEL_IDS]);
    for (const s of levelSummaries) expect(s.path).toBe(`/academic-levels/${s.id}`);
  });

  it('parses the overview, with REB and RTB and the levels each board covers', () => {
    const overview = levelsOverviewSchema.parse(levelsOverview);
    expect(overview.boards.map((b) => [b.abbreviation, b.name.en])).toEqual([
      ['REB', 'Rwanda Education Board'],
      ['RTB', 'Rwanda TVET Board'],
    ]);
    expect(overview.boards[0]!.levels).toEqual(['primary', 'olevel', 'alevel']);
    expect(overview.boards[1]!.levels).toEqual(['tvet']);
    // The summaries agree with the board cards.
    for (const board of overview.boards) {
      for (const id of board.levels) expect(levelSummaries.find((s) => s.id === id)?.board).toBe(board.id);
    }
  });

  for (const id of LEVEL_IDS) {
    describe(`level "${id}"`, () => {
      const level = levels[id];

      it('parses with the level schema and is filed under its own id', () => {
        expect(levelSchema.parse(level).id).toBe(id);
      });

      it('has unique section ids, and unique card, stage and resource ids inside each section', () => {
        const ids = level.sections.map((s) => s.id);
        expect(new Set(ids).size).toBe(ids.length);
        for (const s of level.sections) {
          const inner =
            s.kind === 'cards'
              ? s.cards.map((c) => c.id)
              : s.kind === 'stages'
                ? s.stages.map((c) => c.id)
                : s.kind === 'resources'
                  ? s.resources.map((r) => r.id)
                  : [];
          expect(new Set(inner).size, `${id}/${s.id}`).toBe(inner.length);
        }
      });

      it('links only to pages that exist (or /coming-soon), never to "#" or an empty href', () => {
        for (const s of level.sections) {
          if (s.kind !== 'resources') continue;
          for (const r of s.resources) expect(KNOWN_ROUTES.has(r.to.split('?')[0]!), `${id}/${r.id} → ${r.to}`).toBe(true);
        }
      });

      it('starts with an overview and ends with the related-level links', () => {
        expect(level.sections[0]?.id).toBe('overview');
        expect(level.sections.at(-1)?.kind).toBe('related');
        expect(level.sections.filter((s) => s.kind === 'related')).toHaveLength(1);
      });

      it('never links to itself, and names each related level once', () => {
        const related = section(level, 'related', 'related').levels;
        expect(related).not.toContain(id);
        expect(new Set(related).size).toBe(related.length);
      });

      it('is translated: no sentence is left in English in the French or Kinyarwanda text', () => {
        const untranslated: string[] = [];
        const walk = (value: unknown, path: string) => {
          if (!value || typeof value !== 'object') return;
          const v = value as Record<string, unknown>;
          if ('en' in v && 'fr' in v && 'rw' in v) {
            const en = ([] as unknown[]).concat(v.en);
            const fr = ([] as unknown[]).concat(v.fr);
            const rw = ([] as unknown[]).concat(v.rw);
            en.forEach((text, i) => {
              // Short items can be the same word in all languages (Kinyarwanda, "S1–S3"); sentences cannot.
              if (typeof text === 'string' && text.split(' ').length > 3 && (fr[i] === text || rw[i] === text)) untranslated.push(`${path}[${i}]`);
            });
            return;
          }
          for (const [key, child] of Object.entries(v)) walk(child, `${path}.${key}`);
        };
        walk(level, id);
        expect(untranslated).toEqual([]);
      });
    });
  }

  describe('the sections and links each level page lists (issue 3)', () => {
    const kindsAndIds = (level: Level) => level.sections.map((s) => `${s.kind}:${s.id}`);

    it('primary: curriculum areas, objectives, assessment, four resources, transition, then O-Level, A-Level and TVET', () => {
      expect(kindsAndIds(primary)).toEqual([
        'prose:overview',
        'cards:curriculum',
        'list:objectives',
        'cards:assessment',
        'resources:resources',
        'prose:transition',
        'related:related',
      ]);
      expect(section(primary, 'curriculum', 'cards').cards.map((c) => c.id)).toEqual([
        'core-subjects',
        'social-sciences',
        'sciences-technology',
        'creative-physical',
      ]);
      expect(Object.values(destinations(primary))).toEqual(['/books', '/papers', '/coming-soon', '/coming-soon']);
      expect(section(primary, 'related', 'related').levels).toEqual(['olevel', 'alevel', 'tvet']);
    });

    it('O-Level: four subject groups, grades S1–S3, continuous and standardized assessment, resources, three career paths', () => {
      expect(kindsAndIds(olevel)).toEqual([
        'prose:overview',
        'cards:subject-groups',
        'stages:grades',
        'list:objectives',
        'cards:assessment',
        'resources:resources',
        'cards:career-pathways',
        'related:related',
      ]);
      expect(section(olevel, 'subject-groups', 'cards').cards.map((c) => c.id)).toEqual(['core-academic', 'sciences', 'social-sciences', 'technology-skills']);
      expect(section(olevel, 'grades', 'stages').stages.map((s) => s.code)).toEqual(['S1', 'S2', 'S3']);
      expect(section(olevel, 'assessment', 'cards').cards.map((c) => c.id)).toEqual(['continuous', 'standardized']);
      expect(destinations(olevel)).toEqual({
        textbooks: '/books',
        'past-papers': '/papers?board=reb&level=O+Level&class=S3',
        'study-guides': '/coming-soon',
        'digital-resources': '/coming-soon',
      });
      expect(section(olevel, 'career-pathways', 'cards').cards.map((c) => c.id)).toEqual(['academic', 'technical', 'employment']);
      expect(section(olevel, 'related', 'related').levels).toEqual(['primary', 'alevel', 'tvet', 'higher', 'professional']);
    });

    it('A-Level: four combinations each with career pathways, grades S4–S6, university preparation, careers', () => {
      expect(kindsAndIds(alevel)).toEqual([
        'prose:overview',
        'cards:combinations',
        'stages:grades',
        'list:objectives',
        'cards:assessment',
        'resources:resources',
        'list:university-preparation',
        'cards:career-pathways',
        'related:related',
      ]);
      const combinations = section(alevel, 'combinations', 'cards').cards;
      expect(combinations.map((c) => c.title.en)).toEqual([
        'Mathematics & Sciences',
        'Economics & Social Sciences',
        'Languages & Humanities',
        'Computer Science & Technology',
      ]);
      for (const c of combinations) expect(c.lists?.map((l) => l.label.en)).toContain('Career pathways');
      expect(section(alevel, 'grades', 'stages').stages.map((s) => s.code)).toEqual(['S4', 'S5', 'S6']);
      const to = destinations(alevel);
      expect(to.textbooks).toBe('/books');
      expect(to['past-papers']).toBe('/papers?board=reb&level=A+Level');
      expect(
        Object.entries(to)
          .filter(([k]) => k !== 'textbooks' && k !== 'past-papers')
          .every(([, v]) => v === '/coming-soon'),
      ).toBe(true);
      expect(section(alevel, 'related', 'related').levels).toEqual(['primary', 'olevel', 'tvet', 'higher', 'professional']);
    });

    it('TVET: six programme categories with areas and careers, three training levels with their durations', () => {
      expect(kindsAndIds(tvet)).toEqual([
        'prose:overview',
        'cards:programme-categories',
        'stages:training-levels',
        'list:learning-approach',
        'cards:assessment',
        'resources:resources',
        'cards:career-pathways',
        'related:related',
      ]);
      const categories = section(tvet, 'programme-categories', 'cards').cards;
      expect(categories.map((c) => c.title.en)).toEqual([
        'ICT',
        'Engineering & Construction',
        'Business & Management',
        'Tourism & Hospitality',
        'Agriculture & Food Processing',
        'Health & Social Services',
      ]);
      for (const c of categories) expect(c.lists?.map((l) => l.label.en)).toEqual(['Programme areas', 'Career opportunities']);
      expect(section(tvet, 'training-levels', 'stages').stages.map((s) => [s.id, s.duration])).toEqual([
        ['certificate', { min: 6, max: 12, unit: 'months' }],
        ['diploma', { min: 1, max: 2, unit: 'years' }],
        ['advanced-diploma', { min: 2, max: 3, unit: 'years' }],
      ]);
      const to = destinations(tvet);
      expect(to['training-materials']).toBe('/books');
      expect(
        Object.entries(to)
          .filter(([k]) => k !== 'training-materials')
          .every(([, v]) => v === '/coming-soon'),
      ).toBe(true);
      expect(section(tvet, 'related', 'related').levels).toEqual(['primary', 'olevel', 'alevel', 'higher', 'professional']);
    });

    it('Higher: institution types, bachelor 3–4, master 1–2, PhD 3–5 years, study areas, approach, resources, outcomes', () => {
      expect(kindsAndIds(higher)).toEqual([
        'prose:overview',
        'cards:institution-types',
        'stages:degree-programmes',
        'cards:study-areas',
        'list:learning-approach',
        'resources:resources',
        'cards:career-outcomes',
        'related:related',
      ]);
      expect(section(higher, 'degree-programmes', 'stages').stages.map((s) => [s.id, s.duration])).toEqual([
        ['bachelor', { min: 3, max: 4, unit: 'years' }],
        ['master', { min: 1, max: 2, unit: 'years' }],
        ['phd', { min: 3, max: 5, unit: 'years' }],
      ]);
      const to = destinations(higher);
      expect(to['academic-materials']).toBe('/books');
      expect(
        Object.entries(to)
          .filter(([k]) => k !== 'academic-materials')
          .every(([, v]) => v === '/coming-soon'),
      ).toBe(true);
      expect(section(higher, 'related', 'related').levels).toEqual(['primary', 'olevel', 'alevel', 'tvet', 'professional']);
    });

    it('Professional: categories, formats, certifications, resources all coming soon, benefits, and every other level including higher', () => {
      expect(kindsAndIds(professional)).toEqual([
        'prose:overview',
        'cards:categories',
        'cards:learning-formats',
        'cards:certifications',
        'resources:resources',
        'list:benefits',
        'related:related',
      ]);
      expect(new Set(Object.values(destinations(professional)))).toEqual(new Set(['/coming-soon']));
      expect(section(professional, 'related', 'related').levels).toEqual(['primary', 'olevel', 'alevel', 'tvet', 'higher']);
    });
  });
});
