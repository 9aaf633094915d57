import { describe, expect, it } from 'vitest';
import {
  HOME_TAB_IDS,
  TERMS_SECTION_IDS,
  aboutSchema,
  homeTabsSchema,
  partnershipSchema,
  stemNavItemSchema,
  stemPageSchema,
  termsSchema,
} from '../../src/content/schema';
import { homeTabs } from '../../src/content/home-tabs';
import { about } from '../../src/content/about';
import { partnership } from '../../src/content/partnership';
import { terms } from '../../src/content/terms';
import { stemNav, stemPaths } from '../../src/content/stem/nav';
import { science } from '../../src/content/stem/science';
import { technology } from '../../src/content/stem/technology';
import { engineering } from '../../src/content/stem/engineering';
import { mathematics } from '../../src/content/stem/mathematics';
import { site } from '../../src/content/site';
import { footerNav, headerNav } from '../../src/content/navigation';
import { routes } from '../../src/app/routes';
import { LANGS } from '../../src/lib/langs';

const stemPages = [science, technology, engineering, mathematics];

/**
 * The site's known pages: every row of the route table, plus the pages the shell's navigation
 * already links to (the site map; sibling features add their rows as they land).
 */
const knownPaths = new Set([...routes.map((r) => r.path), ...headerNav.map((i) => i.to), ...footerNav.flatMap((g) => g.items.map((i) => i.to))]);

/** Every link destination the information pages' content holds, with where it comes from. */
const destinations: { where: string; to: string }[] = [
  ...homeTabs.flatMap((tab) => tab.cards.map((card) => ({ where: `home tab ${tab.id} / ${card.id}`, to: card.to }))),
  ...stemNav.map((item) => ({ where: `STEM nav ${item.id}`, to: item.to })),
  ...stemPages.flatMap((page) => page.cards.map((card) => ({ where: `${page.id} / ${card.id}`, to: card.to }))),
  ...about.cta.actions.map((a) => ({ where: `about CTA ${a.label.en}`, to: a.to })),
  { where: 'partnership CTA', to: partnership.cta.action.to },
];

const destinationOf = (page: { cards: { id: string; to: string }[] }) => Object.fromEntries(page.cards.map((card) => [card.id, card.to]));

describe('information pages content', () => {
  it('parses every collection with its schema', () => {
    expect(() => homeTabsSchema.parse(homeTabs)).not.toThrow();
    expect(() => aboutSchema.parse(about)).not.toThrow();
    expect(() => partnershipSchema.parse(partnership)).not.toThrow();
    expect(() => termsSchema.parse(terms)).not.toThrow();
    for (const page of stemPages) expect(() => stemPageSchema.parse(page), page.id).not.toThrow();
    for (const item of stemNav) expect(() => stemNavItemSchema.parse(item), item.id).not.toThrow();
  });

  it('gives every destination as a known page or /coming-soon, never "#" or an empty href', () => {
    expect(destinations.length).toBeGreaterThan(40);
    for (const { where, to } of destinations) {
      expect(to, where).not.toBe('');
      expect(to, where).not.toContain('#');
      expect(to === '/coming-soon' || knownPaths.has(to), `${where} → ${to}`).toBe(true);
    }
  });
});

describe('home resource tabs', () => {
  it('has the seven tabs in the product owner’s order, STEM first', () => {
    expect(homeTabs.map((t) => t.id)).toEqual([...HOME_TAB_IDS]);
    expect(homeTabs.map((t) => t.label.en)).toEqual([
      'STEM',
      'Humanities & Social Sciences',
      'Language & Literature',
      'Arts & Creativity',
      'Vocational & Life Skills',
      'Health & Physical Education',
      'Interdisciplinary & Special Education',
    ]);
  });

  it('shows Science, Technology, Engineering and Mathematics in STEM, each linking to its overview', () => {
    const stem = homeTabs[0]!;
    expect(stem.cards.map((c) => [c.title.en, c.to])).toEqual([
      ['Science', '/science/science-overview'],
      ['Technology', '/technology/technology-overview'],
      ['Engineering', '/engineering/engineering-overview'],
      ['Mathematics', '/mathematics/mathematics-overview'],
    ]);
  });

  it('links past papers, roadmaps, simulation and lab to their real pages in every other tab, guides to /coming-soon', () => {
    for (const tab of homeTabs.slice(1)) {
      expect(Object.fromEntries(tab.cards.map((c) => [c.id, c.to])), tab.id).toEqual({
        papers: '/papers',
        guides: '/coming-soon',
        roadmaps: '/road-maps',
        simulation: '/simulation',
        lab: '/periodic',
      });
    }
  });

  it('writes a different description for each tab (no copy-pasted cards)', () => {
    for (const lang of LANGS) {
      const descriptions = homeTabs.flatMap((t) => t.cards.map((c) => c.description[lang]));
      expect(new Set(descriptions).size, lang).toBe(descriptions.length);
    }
  });

  it('has unique card ids within each tab', () => {
    for (const tab of homeTabs) expect(new Set(tab.cards.map((c) => c.id)).size, tab.id).toBe(tab.cards.length);
  });
});

describe('STEM overview pages', () => {
  it('has the four-button navigation in STEM order, each to its own page', () => {
    expect(stemNav.map((i) => i.id)).toEqual(['science', 'technology', 'engineering', 'mathematics']);
    expect(stemNav.map((i) => i.to)).toEqual([
      '/science/science-overview',
      '/technology/technology-overview',
      '/engineering/engineering-overview',
      '/mathematics/mathematics-overview',
    ]);
    expect(stemPages.map((p) => stemPaths[p.id])).toEqual(stemNav.map((i) => i.to));
  });

  it('sends Science to /simulation (lab), the mathematics overview (journals) and /coming-soon', () => {
    expect(destinationOf(science)).toEqual({
      'virtual-lab': '/simulation',
      journals: '/mathematics/mathematics-overview',
      projects: '/coming-soon',
    });
  });

  it('sends Technology coding to /simulation and the rest to /coming-soon', () => {
    expect(destinationOf(technology)).toEqual({
      coding: '/simulation',
      'digital-skills': '/coming-soon',
      careers: '/coming-soon',
    });
  });

  it('sends every Engineering card to /coming-soon', () => {
    expect(engineering.cards.map((c) => c.to)).toEqual(['/coming-soon', '/coming-soon', '/coming-soon']);
  });

  it('sends Mathematics problem-solving to /simulation and the rest to /coming-soon', () => {
    expect(destinationOf(mathematics)).toEqual({
      'problem-solving': '/simulation',
      'practice-sets': '/coming-soon',
      'everyday-maths': '/coming-soon',
    });
  });

  it('lists the same number of benefits in every language for each card', () => {
    for (const page of stemPages) {
      for (const card of page.cards) {
        const counts = LANGS.map((lang) => card.benefits[lang].length);
        expect(new Set(counts).size, `${page.id} / ${card.id}`).toBe(1);
      }
      const intros = LANGS.map((lang) => page.intro[lang].length);
      expect(new Set(intros).size, `${page.id} intro`).toBe(1);
    }
  });
});

describe('About', () => {
  it('describes the role of every team member in the site config', () => {
    expect(site.team).toHaveLength(3);
    for (const member of site.team) expect(about.roles[member.role].title.en.length).toBeGreaterThan(0);
  });

  it('has the statistics band the product owner asked for', () => {
    expect(about.stats.map((s) => [s.id, s.value, s.unit])).toEqual([
      ['resources', 50, 'plus'],
      ['monthlyUsers', 500, 'none'],
      ['countries', 10, 'plus'],
      ['satisfaction', 90, 'percent'],
    ]);
  });

  it('has the same number of story paragraphs in every language', () => {
    expect(new Set(LANGS.map((lang) => about.story[lang].length)).size).toBe(1);
  });
});

describe('Partnership', () => {
  it('has a four-step process, partner names as text, and a call to action to /contact', () => {
    expect(partnership.steps).toHaveLength(4);
    expect(partnership.partners.length).toBeGreaterThan(0);
    expect(partnership.cta.action.to).toBe('/contact');
  });

  it('has unique ids in each list', () => {
    for (const list of [partnership.types, partnership.reasons, partnership.steps, partnership.partners]) {
      expect(new Set(list.map((item) => item.id)).size).toBe(list.length);
    }
  });
});

describe('Terms and Conditions', () => {
  it('has the 14 sections in the product owner’s order', () => {
    expect(terms.sections.map((s) => s.id)).toEqual([...TERMS_SECTION_IDS]);
    expect(terms.sections.map((s) => s.title.en)).toEqual([
      'Acceptance of terms',
      'Description of service',
      'Eligibility',
      'Acceptable use',
      'Intellectual property',
      'Privacy',
      'Disclaimers',
      'Limitation of liability',
      'Educational use only',
      'Account termination',
      'Changes to terms',
      'Governing law',
      'Contact information',
      'Severability',
    ]);
  });

  it('has a fixed last-updated date in the past, not the build date', () => {
    expect(terms.lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(new Date(`${terms.lastUpdated}T00:00:00Z`).getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('says users must be at least 13, in every language', () => {
    const eligibility = terms.sections.find((s) => s.id === 'eligibility')!;
    for (const lang of LANGS) expect(eligibility.paragraphs[lang].join(' '), lang).toContain('13');
  });

  it('limits use to education and names Rwandan law', () => {
    const educational = terms.sections.find((s) => s.id === 'educationalUse')!;
    expect(educational.paragraphs.en.join(' ')).toMatch(/for learning and teaching only/);
    const law = terms.sections.find((s) => s.id === 'governingLaw')!;
    expect(law.paragraphs.en.join(' ')).toMatch(/Republic of Rwanda/);
    expect(law.paragraphs.fr.join(' ')).toMatch(/République du Rwanda/);
    expect(law.paragraphs.rw.join(' ')).toMatch(/Repubulika y'u Rwanda/);
  });

  it('has as many paragraphs and list items in French and Kinyarwanda as in English', () => {
    for (const section of terms.sections) {
      expect(section.paragraphs.fr.length, section.id).toBe(section.paragraphs.en.length);
      expect(section.paragraphs.rw.length, section.id).toBe(section.paragraphs.en.length);
      if (section.items) {
        expect(section.items.fr.length, section.id).toBe(section.items.en.length);
        expect(section.items.rw.length, section.id).toBe(section.items.en.length);
      }
    }
  });
});
