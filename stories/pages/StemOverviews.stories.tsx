import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { expectStemHeader } from '../support/play';
import ScienceOverviewPage from '../../src/pages/ScienceOverviewPage';
import TechnologyOverviewPage from '../../src/pages/TechnologyOverviewPage';
import EngineeringOverviewPage from '../../src/pages/EngineeringOverviewPage';
import MathematicsOverviewPage from '../../src/pages/MathematicsOverviewPage';
import { phone320, inKinyarwanda } from '../support/globals';

/**
 * You are an S2 learner curious about science without a school laboratory.
 * Things to try: read the intro, open the virtual lab, move to Mathematics with the STEM buttons.
 * The four pages share one StemOverview template; only their data differs.
 */
const meta = {
  title: 'Pages/STEM overviews',
  component: ScienceOverviewPage,
  parameters: { route: '/science/science-overview' },
} satisfies Meta<typeof ScienceOverviewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Science overview. */
export const Science: Story = {};
/** The Technology overview. */
export const Technology: Story = { render: () => <TechnologyOverviewPage />, parameters: { route: '/technology/technology-overview' } };
/** The Engineering overview. */
export const Engineering: Story = { render: () => <EngineeringOverviewPage />, parameters: { route: '/engineering/engineering-overview' } };
/** The Mathematics overview. */
export const Mathematics: Story = { render: () => <MathematicsOverviewPage />, parameters: { route: '/mathematics/mathematics-overview' } };
/** Science at 320px. */
export const SciencePhone: Story = phone320;
/** Science in Kinyarwanda. */
export const ScienceKinyarwanda: Story = inKinyarwanda;
/** Mathematics in French. */
export const MathematicsFrench: Story = { ...Mathematics, globals: { locale: 'fr' } };

const hrefsOfCards = (canvasElement: HTMLElement) => {
  const section = within(canvasElement).getByRole('heading', { level: 2, name: 'Where to start' }).closest('section') as HTMLElement;
  return within(section)
    .getAllByRole('link')
    .map((l) => l.getAttribute('href'));
};

export const ShouldMarkScienceCurrentAndLinkAsAsked: Story = {
  name: 'science: should mark Science current and link lab → /simulation, journals → mathematics, the other → /coming-soon',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    await expectStemHeader(canvasElement, 'Science overview', 'Science');
    await expect(hrefsOfCards(canvasElement)).toEqual(['/simulation', '/mathematics/mathematics-overview', '/coming-soon']);
  },
};

export const ShouldLinkTechnologyAsAsked: Story = {
  ...Technology,
  name: 'technology: should mark Technology current and link coding → /simulation, others → /coming-soon',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'STEM subjects' });
    await expect(within(nav).getByRole('link', { name: 'Technology' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Science' })).not.toHaveAttribute('aria-current');
    await expect(hrefsOfCards(canvasElement)).toEqual(['/simulation', '/coming-soon', '/coming-soon']);
  },
};

export const ShouldLinkEngineeringAsAsked: Story = {
  ...Engineering,
  name: 'engineering: should link every card to /coming-soon',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    await expect(hrefsOfCards(canvasElement)).toEqual(['/coming-soon', '/coming-soon', '/coming-soon']);
  },
};

export const ShouldLinkMathematicsAsAsked: Story = {
  ...Mathematics,
  name: 'mathematics: should link problem-solving → /simulation, others → /coming-soon',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'STEM subjects' });
    await expect(within(nav).getByRole('link', { name: 'Mathematics' })).toHaveAttribute('aria-current', 'page');
    await expect(hrefsOfCards(canvasElement)).toEqual(['/simulation', '/coming-soon', '/coming-soon']);
  },
};

export const ShouldReachStemNavByKeyboard: Story = {
  name: 'with the keyboard, Tab should go from the breadcrumb to the four STEM buttons',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveFocus();
    for (const name of ['Science', 'Technology', 'Engineering', 'Mathematics']) {
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name })).toHaveFocus();
    }
  },
};
