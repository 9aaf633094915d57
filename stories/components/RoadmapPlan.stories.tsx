import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { RoadmapPlan, resetStoredMemory, type RoadmapPlanData } from '../../src/components/RoadmapPlan';

const topic = (id: string, title: string, text: string) => ({ id, title, text });

/** A small plan in English: 3 stages, 10 topics. */
const plan: RoadmapPlanData = {
  stages: [
    {
      id: 'html-and-css',
      title: 'HTML and CSS',
      goal: 'You can build a simple, accessible page that reads well on a phone.',
      weeks: 3,
      topics: [
        topic('html', 'HTML elements', 'Headings, paragraphs, lists, links and images: the structure every page is made of.'),
        topic('forms', 'Forms', 'Labels, inputs and buttons that work with a keyboard and a screen reader.'),
        topic('css', 'CSS basics', 'Selectors, the box model, colours and fonts, so a page looks the way you mean.'),
        topic('layout', 'Flexbox and grid', 'Lay out a page that fits a 320 pixel phone as well as a wide screen.'),
      ],
      project: 'A one-page CV that reads well on a phone and passes an accessibility check.',
      resources: [{ name: 'MDN Web Docs', url: 'https://developer.mozilla.org/', kind: 'docs' }],
      curriculum: [{ source: 'rtb-swd', name: 'Develop a static website' }],
    },
    {
      id: 'javascript',
      title: 'JavaScript',
      goal: 'You can make a page respond to the learner: read input, change the page, fetch data.',
      weeks: 4,
      topics: [
        topic('values', 'Values and functions', 'Numbers, strings, arrays, objects and functions: the words of the language.'),
        topic('dom', 'The DOM', 'Find elements, listen to events and change the page without reloading it.'),
        topic('fetch', 'Fetching data', 'Ask a server for JSON and show it, with a message when the network fails.'),
      ],
      project: 'A quiz that keeps the score and saves the best one in the browser.',
      resources: [
        { name: 'javascript.info', url: 'https://javascript.info/', kind: 'course' },
        { name: 'freeCodeCamp', url: 'https://www.freecodecamp.org/learn', kind: 'course' },
      ],
      curriculum: [],
    },
    {
      id: 'git',
      title: 'Git and GitHub',
      goal: 'You can keep the history of your work and share it with others.',
      weeks: 1,
      topics: [
        topic('commits', 'Commits', 'Save your work in small steps with messages that say what and why.'),
        topic('branches', 'Branches', 'Try an idea on a branch and merge it when it works.'),
        topic('github', 'GitHub', 'Put your project online, open a pull request and review one.'),
      ],
      project: 'Publish your CV page from the first stage with GitHub Pages.',
      resources: [{ name: 'Git', url: 'https://git-scm.com/', kind: 'tool' }],
      curriculum: [{ source: 'reb-cs', name: 'Software engineering' }],
    },
  ],
};

/** Long Kinyarwanda titles and sentences, to check wrapping on a narrow phone. */
const kinyarwandaPlan: RoadmapPlanData = {
  stages: [
    {
      id: 'ibanze',
      title: 'Kumenya ibanze ry’imbuga za interineti n’uburyo zubakwamo kuva ku ntangiriro',
      goal: 'Ushobora kubaka urupapuro rworoshye, rusomeka neza kuri telefoni kandi rworohereza abantu bose kurukoresha.',
      weeks: 2,
      topics: [
        topic(
          'imiterere',
          'Imiterere y’urupapuro rwa HTML n’ibigize inyandiko',
          'Imitwe, ibika, urutonde, imiyoboro n’amashusho: ibigize buri rupapuro rwose rwo kuri interineti.',
        ),
        topic(
          'imigaragarire',
          'Imigaragarire y’urupapuro hakoreshejwe CSS',
          'Amabara, imyandikire n’imyanya y’ibice kugira ngo urupapuro rugaragare nk’uko ubishaka kuri telefoni no kuri mudasobwa.',
        ),
        topic('amafishi', 'Amafishi yuzuzwa n’abakoresha b’urubuga', 'Ibirango, aho kwandika n’utubuto bikora neza hakoreshejwe clavier n’abasoma ecran.'),
      ],
      project: 'Umwirondoro w’urupapuro rumwe (CV) usomeka neza kuri telefoni kandi watsinze isuzuma ryo koroshya ikoreshwa.',
      resources: [{ name: 'MDN Web Docs', url: 'https://developer.mozilla.org/', kind: 'docs' }],
      curriculum: [{ source: 'rtb-swd', name: 'Gukora urubuga rudahinduka (static website)' }],
    },
  ],
};

const KEY = 'storybook:roadmap-plan';

/** Sets the stored ticks before the story renders (and clears them after). */
const withStored = (value: string | undefined) => () => {
  resetStoredMemory();
  if (value === undefined) window.localStorage.removeItem(KEY);
  else window.localStorage.setItem(KEY, value);
  return () => window.localStorage.removeItem(KEY);
};

/**
 * A written road map as a checklist: progress ("7 of 38 topics done") as text and a bar, Print and
 * Download PDF, then the stages with their topics to tick, project, free resources and curriculum.
 */
const meta = {
  title: 'Components/RoadmapPlan',
  component: RoadmapPlan,
  args: {
    plan,
    storageKey: KEY,
    pdf: { href: '/roadmaps/frontend-developer.pdf', sizeBytes: 28_353 },
  },
  beforeEach: withStored(undefined),
  render: (args) => (
    <div className="max-w-3xl p-4">
      <RoadmapPlan {...args} />
    </div>
  ),
} satisfies Meta<typeof RoadmapPlan>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('roadmap-progress-text')).toHaveTextContent('0 of 10 topics done');
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  },
};

export const PartDone: Story = {
  beforeEach: withStored(JSON.stringify(['html', 'forms', 'dom'])),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('roadmap-progress-text')).toHaveTextContent('3 of 10 topics done');
    await expect(canvas.getByRole('checkbox', { name: 'Forms' })).toBeChecked();
  },
};

export const Done: Story = {
  beforeEach: withStored(JSON.stringify(plan.stages.flatMap((s) => s.topics.map((t) => t.id)))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('roadmap-progress-text')).toHaveTextContent('10 of 10 topics done');
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '10');
  },
};

export const LongKinyarwanda: Story = {
  args: { plan: kinyarwandaPlan, pdf: { href: '/roadmaps/frontend-developer.rw.pdf', sizeBytes: 30_418 } },
  globals: { locale: 'rw' },
};

export const Phone320: Story = {
  args: LongKinyarwanda.args,
  globals: { locale: 'rw', viewport: { value: 'phone320', isRotated: false } },
};

export const ShouldIgnoreMalformedStorage: Story = {
  name: 'when the stored ticks are not valid JSON, should ignore them and show 0 done',
  tags: ['!autodocs'],
  beforeEach: withStored('{not json'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('roadmap-progress-text')).toHaveTextContent('0 of 10 topics done');
    await expect(canvas.getByRole('checkbox', { name: 'HTML elements' })).not.toBeChecked();
  },
};

export const ShouldDescribeTopicsAndNameLinks: Story = {
  name: 'when shown, should describe each checkbox by its sentence and name links that open a new tab',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'HTML elements' })).toHaveAccessibleDescription(
      'Headings, paragraphs, lists, links and images: the structure every page is made of.',
    );
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(4);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Stage 1, about 3 weeks: HTML and CSS' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Stage 3, about 1 week: Git and GitHub' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem').filter((li) => li.parentElement?.tagName === 'OL')).toHaveLength(3);
    const mdn = canvas.getByRole('link', { name: 'MDN Web Docs (opens in a new tab)' });
    await expect(mdn).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByRole('link', { name: 'Download PDF · 28 KB (opens in a new tab)' })).toHaveAttribute('href', '/roadmaps/frontend-developer.pdf');
  },
};

/** Remounts the plan, as a reload would, with a button outside it. */
function Remountable(props: React.ComponentProps<typeof RoadmapPlan>) {
  const [key, setKey] = React.useState(0);
  return (
    <div className="max-w-3xl p-4">
      <button type="button" onClick={() => setKey((k) => k + 1)}>
        Remount
      </button>
      <RoadmapPlan key={key} {...props} />
    </div>
  );
}

export const ShouldTickByKeyboardAndKeepIt: Story = {
  name: 'when topics are ticked with Tab and Space, should count them, store them, and keep them after a remount',
  tags: ['!autodocs'],
  render: (args) => <Remountable {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('checkbox', { name: 'HTML elements' });
    // Tab past Remount, Print and Download PDF to the first topic.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(first).toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Forms' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByTestId('roadmap-progress-text')).toHaveTextContent('2 of 10 topics done');
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('2 of 10 topics done'));
    await expect(JSON.parse(window.localStorage.getItem(KEY) ?? '[]')).toEqual(['html', 'forms']);

    await userEvent.click(canvas.getByRole('button', { name: 'Remount' }));
    await expect(canvas.getByTestId('roadmap-progress-text')).toHaveTextContent('2 of 10 topics done');
    await expect(canvas.getByRole('checkbox', { name: 'Forms' })).toBeChecked();

    // Space again unticks.
    canvas.getByRole('checkbox', { name: 'Forms' }).focus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
  },
};
