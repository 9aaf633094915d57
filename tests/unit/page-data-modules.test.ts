import { describe, expect, it } from 'vitest';
import { LANGS } from '../../src/lib/langs';
import { roadmaps } from '../../src/content/roadmaps';
import { loadRoadmapPlan, roadmapPlanSlugs } from '../../src/content/roadmap-plans';
import { buildRoadmapPage } from '../../src/content/roadmap-page-data';
import { hasRoadmapPage, loadRoadmapPage } from '../../src/content/roadmap-pages';
import { roadmapPlanSchema } from '../../src/content/schema/roadmap-plans';
import { fileSize } from '../../src/content/file-sizes';
import { readPostBodies } from '../../scripts/build/lib/post-bodies';
import { loadPostBody } from '../../src/content/post-body';
import { posts } from '../../src/content/posts';
import { homeTabs } from '../../src/content/home-tabs';
import { loadLocalized } from '../../src/content/localized';
import { localizedSources, type LocalizedSourceName } from '../../src/content/localized-sources';
import { localize } from '../../src/lib/localize';
import { loadSubjectSimulations } from '../../src/content/simulation-index';
import { simulations } from '../../src/content/simulations';
import { simulationTexts } from '../../src/content/simulation-texts';
import { SUBJECTS } from '../../src/lib/simulations';

// Each post's body in every language, from its catalogue (src/locales/<lang>/content/posts/<slug>.po).
const postBodies = await readPostBodies();

const { fr: simulationTextsFr } = simulationTexts;

// The modules content:generate writes (src/content/generated/), which the pages load: one per page
// and language, each equal to what the written content says in that language.

/** Every string in a value (deeply), to prove a page's data holds one language only. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe('road map page data, one module per road map and language', () => {
  it('exists for every written plan in every language, equal to the plan in that language', async () => {
    for (const slug of roadmapPlanSlugs) {
      const plan = roadmapPlanSchema.parse(await loadRoadmapPlan(slug));
      const entry = roadmaps.find((r) => r.slug === slug)!;
      expect(hasRoadmapPage(slug), slug).toBe(true);
      for (const lang of LANGS) {
        expect(await loadRoadmapPage(slug, lang), `${slug}.${lang}`).toEqual(buildRoadmapPage(plan, entry, lang, fileSize));
      }
    }
  });

  it('holds the page language only, and the PDF of that language with its size', async () => {
    const plan = roadmapPlanSchema.parse(await loadRoadmapPlan('frontend-developer'));
    const fr = (await loadRoadmapPage('frontend-developer', 'fr'))!;
    expect(fr.intro).toBe(plan.intro.fr);
    expect(fr.plan.stages[0]!.title).toBe(plan.stages[0]!.title.fr);
    expect(fr.pdf.href).toBe('/roadmaps/frontend-developer.fr.pdf');
    expect(fr.pdf.sizeBytes).toBeGreaterThan(1000);
    const text = strings(fr);
    expect(text).not.toContain(plan.intro.en);
    expect(text).not.toContain(plan.stages[0]!.goal.rw);
  });

  it('resolves to nothing for a slug without a plan, whatever the address holds', async () => {
    for (const slug of ['no-such-road-map', '', '../post-bodies/x', 'frontend-developer.en']) {
      expect(hasRoadmapPage(slug)).toBe(false);
      await expect(loadRoadmapPage(slug, 'en')).resolves.toBeUndefined();
    }
  });
});

describe('blog post bodies, one module per post and language', () => {
  it('exists for every post in every language, equal to its written body', async () => {
    for (const post of posts) {
      for (const lang of LANGS) {
        expect(await loadPostBody(post.slug, lang), `${post.slug}.${lang}`).toEqual(postBodies[post.slug]![lang]);
      }
    }
  });

  it('resolves to nothing for an unknown slug', async () => {
    await expect(loadPostBody('no-such-post', 'fr')).resolves.toBeUndefined();
    await expect(loadPostBody('', 'en')).resolves.toBeUndefined();
  });
});

describe('localized content modules, one per source and language', () => {
  it('exist for every source in every language, equal to localize(source, lang)', async () => {
    for (const [name, source] of Object.entries(localizedSources) as Array<[LocalizedSourceName, unknown]>) {
      for (const lang of LANGS) {
        // The simulations' subjects load through their own map (simulation-index.ts).
        const subject = /^simulations-(.+)$/.exec(name)?.[1] as (typeof SUBJECTS)[number] | undefined;
        const loaded = subject ? await loadSubjectSimulations(lang, subject) : await loadLocalized(name, lang);
        expect(loaded, `${name}.${lang}`).toEqual(localize(source, lang));
      }
    }
  });

  it('split the simulations by subject: together the whole catalogue, each once, with our texts for each in French and Kinyarwanda only', async () => {
    for (const lang of LANGS) {
      const parts = (await Promise.all(SUBJECTS.map((subject) => loadSubjectSimulations(lang, subject)))).map((part) => part!);
      expect(parts.flatMap((part) => part.simulations.map((s) => s.id)).sort(), lang).toEqual(simulations.map((s) => s.id).sort());
      parts.forEach((part, i) => {
        expect(
          part.simulations.every((s) => s.subject === SUBJECTS[i]),
          `${SUBJECTS[i]}.${lang}`,
        ).toBe(true);
        if (lang === 'en') expect(part.texts).toBeNull();
        else for (const s of part.simulations) expect(part.texts?.descriptions[s.id], `${s.id}.${lang}`).toBeTruthy();
      });
    }
    // With no subject named, the page's first one: physics, whose French texts are ours.
    const opening = (await loadSubjectSimulations('fr'))!;
    expect(opening.simulations[0]!.subject).toBe('physics');
    expect(opening.texts!.categories.Mechanics).toBe(simulationTextsFr.categories.Mechanics);
    expect(opening.texts!.categories.Genetics).toBeUndefined();
  });

  it('hold the one language: the home tabs in French carry no English or Kinyarwanda text', async () => {
    const fr = strings(await loadLocalized('home-tabs', 'fr'));
    const stem = homeTabs.find((tab) => tab.id === 'stem')!;
    expect(fr).toContain(stem.intro.fr);
    expect(fr).not.toContain(stem.intro.en);
    expect(fr).not.toContain(stem.intro.rw);
  });
});
