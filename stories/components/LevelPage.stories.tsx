import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LevelPage, type LevelLinkView, type LevelView } from '../../src/components/LevelPage';
import { phone320, inFrench } from '../support/globals';

const levels: LevelLinkView[] = [
  { id: 'primary', name: 'Primary education', span: 'P1–P6', path: '/academic-levels/primary' },
  { id: 'olevel', name: 'O-Level', span: 'S1–S3', path: '/academic-levels/olevel' },
  { id: 'alevel', name: 'A-Level', span: 'S4–S6', path: '/academic-levels/alevel' },
  { id: 'tvet', name: 'TVET', span: '6 months to 3 years', path: '/academic-levels/tvet' },
  { id: 'higher', name: 'Higher education', span: 'Bachelor, master, PhD', path: '/academic-levels/higher' },
  { id: 'professional', name: 'Professional development', span: 'Lifelong learning', path: '/academic-levels/professional' },
];

/** A fixture guide with one section of every kind, written for the story. */
const guide: LevelView = {
  id: 'fixture',
  title: 'Evening certificate (fixture)',
  description: 'A made-up level that shows every kind of section the template can render.',
  sections: [
    {
      kind: 'prose',
      id: 'overview',
      heading: 'Overview',
      paragraphs: [
        'This guide is a fixture: its sections exercise the template, one of each kind.',
        'Each section is a landmark named by its heading, so a screen reader can jump between them.',
      ],
    },
    {
      kind: 'cards',
      id: 'subject-groups',
      heading: 'Subject groups',
      intro: 'Cards hold a title, a sentence and labelled lists.',
      cards: [
        {
          id: 'sciences',
          title: 'Sciences',
          text: 'Experiments that explain the world.',
          lists: [{ label: 'Subjects', items: ['Physics', 'Chemistry', 'Biology'] }],
        },
        {
          id: 'languages',
          title: 'Languages',
          text: 'Reading, writing and speaking.',
          lists: [
            { label: 'Subjects', items: ['English', 'Kinyarwanda'] },
            { label: 'Career pathways', items: ['Journalism', 'Translation'] },
          ],
        },
      ],
    },
    {
      kind: 'stages',
      id: 'training-levels',
      heading: 'Training levels and durations',
      stages: [
        { id: 's1', code: 'S1', title: 'Senior 1', text: 'Settling in.' },
        { id: 'certificate', title: 'Certificate', duration: { min: 6, max: 12, unit: 'months' }, text: 'Short, practical courses.' },
        { id: 'diploma', title: 'Diploma', duration: { min: 1, max: 2, unit: 'years' }, text: 'Deeper technical training.' },
      ],
    },
    {
      kind: 'list',
      id: 'objectives',
      heading: 'Learning objectives',
      intro: 'By the end, learners should be able to:',
      items: ['Explain a simple idea clearly', 'Work safely in a workshop'],
    },
    {
      kind: 'resources',
      id: 'resources',
      heading: 'Resources',
      resources: [
        { id: 'textbooks', icon: 'book', title: 'Textbooks', text: 'REB textbooks to download.', action: 'Browse textbooks', to: '/books' },
        { id: 'past-papers', icon: 'paper', title: 'Past papers', text: 'Past exam papers, by subject and year.', action: 'Find past papers', to: '/papers' },
        {
          id: 'study-guides',
          icon: 'compass',
          title: 'Study guides',
          text: 'Revision notes for each subject.',
          action: 'Study guides (coming soon)',
          to: '/coming-soon',
        },
      ],
    },
    {
      kind: 'related',
      id: 'related',
      heading: 'Explore other levels',
      levels: ['olevel', 'tvet', 'higher'],
    },
  ],
};

/** The one template behind the six level guides: a header, then typed sections in order. */

const meta = {
  title: 'Components/LevelPage',
  component: LevelPage,
  args: { level: guide, levels },
} satisfies Meta<typeof LevelPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A level guide with one section of every kind (a fixture, not a real level). */
export const Default: Story = {};

/** The guide at 320px. */
export const Phone: Story = phone320;

/** The guide with the interface in French. */
export const French: Story = inFrench;

/** Sections without an introduction sentence. */
export const WithoutIntro: Story = {
  args: { level: { ...guide, sections: guide.sections.map(({ intro: _intro, ...section }) => section) } },
};

export const ShouldShowEverySectionAsANamedLandmark: Story = {
  name: 'should show one h1 and every section as a landmark named by its h2, in order',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Evening certificate (fixture)' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Overview',
      'Subject groups',
      'Training levels and durations',
      'Learning objectives',
      'Resources',
      'Explore other levels',
    ]);
    for (const name of ['Overview', 'Subject groups', 'Training levels and durations', 'Learning objectives', 'Resources']) {
      await expect(canvas.getByRole('region', { name })).toBeVisible();
    }
    await expect(canvas.getByRole('navigation', { name: 'Explore other levels' })).toBeVisible();
    const groups = canvas.getByRole('region', { name: 'Subject groups' });
    await expect(
      within(groups)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Sciences', 'Languages']);
    await expect(within(groups).getAllByRole('heading', { level: 4, name: 'Career pathways' })).toHaveLength(1);
  },
};

export const ShouldShowGradesAndDurations: Story = {
  name: 'should name a grade card with its code, and show each duration',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const stages = within(within(canvasElement).getByRole('region', { name: 'Training levels and durations' }));
    await expect(stages.getByRole('heading', { level: 3, name: 'S1, Senior 1' })).toBeVisible();
    await expect(stages.getByText('6–12 months')).toBeVisible();
    await expect(stages.getByText('1–2 years')).toBeVisible();
    await expect(stages.getAllByRole('term').map((term) => term.textContent)).toEqual(['Duration', 'Duration']);
  },
};

export const ShouldWordDurationsInFrench: Story = {
  name: 'in French, should word durations and the back link in French, linking to the French pages',
  tags: ['!autodocs'],
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('6 à 12 mois')).toBeVisible();
    await expect(canvas.getByText('1 à 2 ans')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Tous les niveaux d’enseignement' })).toHaveAttribute('href', '/fr/academic-levels');
    await expect(canvas.getByRole('link', { name: 'Niveaux d’enseignement' })).toHaveAttribute('href', '/fr/academic-levels');
  },
};

export const ShouldLinkEachResourceToItsPage: Story = {
  name: 'should link each resource to its page, and unfinished ones to /coming-soon',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const resources = within(within(canvasElement).getByRole('region', { name: 'Resources' }));
    await expect(resources.getByRole('link', { name: 'Browse textbooks' })).toHaveAttribute('href', '/books');
    await expect(resources.getByRole('link', { name: 'Find past papers' })).toHaveAttribute('href', '/papers');
    await expect(resources.getByRole('link', { name: 'Study guides (coming soon)' })).toHaveAttribute('href', '/coming-soon');
    for (const link of resources.getAllByRole('link')) await expect(link.getAttribute('href')).not.toMatch(/^#|^$/);
  },
};

export const ShouldLinkToRelatedLevelsAndBack: Story = {
  name: 'should link to the listed levels only, then back to all academic levels',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const related = within(within(canvasElement).getByRole('navigation', { name: 'Explore other levels' }));
    const expected = [
      ['O-Level S1–S3', '/academic-levels/olevel'],
      ['TVET 6 months to 3 years', '/academic-levels/tvet'],
      ['Higher education Bachelor, master, PhD', '/academic-levels/higher'],
      ['All academic levels', '/academic-levels'],
    ];
    const links = related.getAllByRole('link');
    await expect(links).toHaveLength(expected.length);
    for (const [i, [name, href]] of expected.entries()) {
      await expect(links[i]).toHaveAccessibleName(name!);
      await expect(links[i]).toHaveAttribute('href', href);
      // WCAG 2.5.3 label in name: named by its content, the visible lines as shown, with no hidden punctuation.
      await expect(links[i]).not.toHaveAttribute('aria-label');
    }
  },
};

export const ShouldTabThroughLinksInReadingOrder: Story = {
  name: 'with the keyboard only, should reach every link in reading order',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const expected = [
      'Home',
      'Academic levels',
      'Browse textbooks',
      'Find past papers',
      'Study guides (coming soon)',
      'O-Level S1–S3',
      'TVET 6 months to 3 years',
      'Higher education Bachelor, master, PhD',
      'All academic levels',
    ];
    for (const name of expected) {
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name })).toHaveFocus();
    }
  },
};
