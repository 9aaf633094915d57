import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectTabOrder } from '../support/play';
import AcademicLevelsPage from '../../src/pages/AcademicLevelsPage';
import { phone360, inFrench, inKinyarwanda } from '../support/globals';

/**
 * You are a parent in Huye whose child has just finished P6, and you want to understand what comes
 * next. Things to try: read how the system fits together, open the O-Level guide from its card,
 * read what REB and RTB do, switch the toolbar language to Ikinyarwanda.
 */
const meta = {
  title: 'Pages/AcademicLevels',
  component: AcademicLevelsPage,
  parameters: { route: '/academic-levels' },
} satisfies Meta<typeof AcademicLevelsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The overview of Rwanda's education system: boards, levels and links to each guide. */
export const Default: Story = {};
/** At 360px. */
export const Phone: Story = phone360;
/** In Kinyarwanda. */
export const Kinyarwanda: Story = inKinyarwanda;
/** In French. */
export const French: Story = inFrench;

export const ShouldLinkToAllSixLevels: Story = {
  name: 'should explain the system, link to all six level guides and describe both boards',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('region', { name: 'How education works in Rwanda' })).toBeVisible();
    const levels = within(canvas.getByRole('region', { name: 'Choose a level' }));
    const expected: [string, string][] = [
      ['Explore Primary education', '/academic-levels/primary'],
      ['Explore O-Level', '/academic-levels/olevel'],
      ['Explore A-Level', '/academic-levels/alevel'],
      ['Explore TVET', '/academic-levels/tvet'],
      ['Explore Higher education', '/academic-levels/higher'],
      ['Explore Professional development', '/academic-levels/professional'],
    ];
    const links = levels.getAllByRole('link');
    await expect(links).toHaveLength(6);
    for (const [i, [name, href]] of expected.entries()) {
      await expect(links[i]).toHaveAccessibleName(name);
      await expect(links[i]).toHaveAttribute('href', href);
    }
    const boards = within(canvas.getByRole('region', { name: 'The two education boards' }));
    await expect(boards.getByRole('heading', { level: 3, name: 'REB Rwanda Education Board' })).toBeVisible();
    await expect(boards.getByRole('heading', { level: 3, name: 'RTB Rwanda TVET Board' })).toBeVisible();
  },
};

export const ShouldReachTheLevelCardsByKeyboard: Story = {
  name: 'with the keyboard only, should go from the breadcrumb to the first level guide link',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    await expectTabOrder(canvasElement, ['Home', 'Explore Primary education', 'Explore O-Level']);
  },
};
