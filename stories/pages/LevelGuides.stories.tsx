import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import LevelPrimaryPage from '../../src/pages/LevelPrimaryPage';
import LevelOlevelPage from '../../src/pages/LevelOlevelPage';
import LevelAlevelPage from '../../src/pages/LevelAlevelPage';
import LevelTvetPage from '../../src/pages/LevelTvetPage';
import LevelHigherPage from '../../src/pages/LevelHigherPage';
import LevelProfessionalPage from '../../src/pages/LevelProfessionalPage';

/**
 * The six level guides, all rendered by the one LevelPage template from their content.
 * You are an S3 learner deciding between A-Level and TVET. Things to try: compare the TVET training
 * levels and their durations with the A-Level combinations, follow the related links between
 * levels, and print a guide (it drops the links and prints in black and white).
 */

const meta = {
  title: 'Pages/LevelGuides',
  component: LevelPrimaryPage,
  parameters: { route: '/academic-levels/primary' },
} satisfies Meta<typeof LevelPrimaryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Primary guide (P1–P6). */
export const Primary: Story = {};
/** The O-Level guide (S1–S3). */
export const OLevel: Story = { name: 'O-Level', parameters: { route: '/academic-levels/olevel' }, render: () => <LevelOlevelPage /> };
/** The A-Level guide (S4–S6) with its combinations. */
export const ALevel: Story = { name: 'A-Level', parameters: { route: '/academic-levels/alevel' }, render: () => <LevelAlevelPage /> };
/** The TVET guide with its training levels. */
export const Tvet: Story = { name: 'TVET', parameters: { route: '/academic-levels/tvet' }, render: () => <LevelTvetPage /> };
/** The higher-education guide. */
export const Higher: Story = { parameters: { route: '/academic-levels/higher' }, render: () => <LevelHigherPage /> };
/** The professional-qualifications guide. */
export const Professional: Story = { parameters: { route: '/academic-levels/professional' }, render: () => <LevelProfessionalPage /> };
/** The TVET guide in Kinyarwanda at 320px. */
export const TvetKinyarwandaPhone: Story = {
  name: 'TVET in Kinyarwanda on a phone',
  parameters: { route: '/academic-levels/tvet' },
  globals: { locale: 'rw', viewport: { value: 'phone320' } },
  render: () => <LevelTvetPage />,
};

export const ShouldShowThePrimarySectionsInOrder: Story = {
  name: 'primary: should show the listed sections in order and link to O-Level, A-Level and TVET',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Primary education (P1–P6)' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Overview',
      'Curriculum areas',
      'Learning objectives',
      'Assessment methods',
      'Resources',
      'Moving on to secondary school',
      'Where to go next',
    ]);
    const next = within(canvas.getByRole('navigation', { name: 'Where to go next' }));
    const links = next.getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/academic-levels/olevel',
      '/academic-levels/alevel',
      '/academic-levels/tvet',
      '/academic-levels',
    ]);
  },
};

export const ShouldShowTvetDurations: Story = {
  name: 'TVET: should show the three training levels with their durations',
  tags: ['!autodocs'],
  parameters: { route: '/academic-levels/tvet' },
  render: () => <LevelTvetPage />,
  play: async ({ canvasElement }) => {
    const levels = within(within(canvasElement).getByRole('region', { name: 'Training levels and durations' }));
    await expect(levels.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Certificate', 'Diploma', 'Advanced diploma']);
    await expect(levels.getAllByRole('definition').map((d) => d.textContent)).toEqual(['6–12 months', '1–2 years', '2–3 years']);
  },
};

export const ShouldMoveFromResourcesToRelatedLevelsByKeyboard: Story = {
  name: 'professional: with the keyboard, should reach every resource then every other level, including higher',
  tags: ['!autodocs'],
  parameters: { route: '/academic-levels/professional' },
  render: () => <LevelProfessionalPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const order = [
      'Home',
      'Academic levels',
      'Course directory (coming soon)',
      'Exam preparation (coming soon)',
      'Mentoring network (coming soon)',
      'Primary education P1–P6',
      'O-Level S1–S3',
      'A-Level S4–S6',
      'TVET 6 months to 3 years',
      'Higher education Bachelor, master, PhD',
      'All academic levels',
    ];
    for (const name of order) {
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name })).toHaveFocus();
    }
  },
};
