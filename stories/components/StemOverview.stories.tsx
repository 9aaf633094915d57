import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectStemHeader } from '../support/play';
import { StemOverview, type StemOverviewProps } from '../../src/components/StemOverview';
import { stemNav } from '../../src/content/stem/nav';
import { science } from '../../src/content/stem/science';
import { engineering } from '../../src/content/stem/engineering';
import type { StemPage } from '../../src/content/schema';
import { phone360 } from '../support/globals';

/** Props for one subject's real data, in English. */
const propsFor = (page: StemPage, title: string): StemOverviewProps => ({
  title,
  summary: page.summary.en,
  breadcrumbs: [{ label: 'Home', to: '/' }, { label: title }],
  nav: { label: 'STEM subjects', current: page.id, items: stemNav.map((i) => ({ id: i.id, label: i.label.en, to: i.to })) },
  introTitle: page.introTitle.en,
  intro: page.intro.en,
  cardsTitle: 'Where to start',
  cards: page.cards.map((c) => ({
    id: c.id,
    icon: c.icon,
    title: c.title.en,
    description: c.description.en,
    benefits: c.benefits.en,
    actionLabel: c.action.en,
    to: c.to,
  })),
});

/** The one template behind the four STEM overview pages: header, STEM navigation, introduction and three cards. */
const meta = {
  title: 'Components/StemOverview',
  component: StemOverview,
  args: propsFor(science, 'Science overview'),
} satisfies Meta<typeof StemOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Science overview: introduction, topics and resources, as on the page. */
export const Default: Story = {};
/** An overview whose resources are all still to come (Engineering). */
export const AllComingSoon: Story = { args: propsFor(engineering, 'Engineering overview') };
/** At 360px. */
export const Phone: Story = phone360;

export const ShouldHaveHeaderNavIntroAndThreeCards: Story = {
  name: 'should show the h1, the STEM nav with the current subject, the intro and three cards with one button each',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectStemHeader(canvasElement, 'Science overview', 'Science');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Learning science with Ubumenyi' })).toBeVisible();
    const cards = canvas.getAllByRole('heading', { level: 3 });
    await expect(cards.map((h) => h.textContent)).toEqual(['Virtual lab', 'Science journals', 'Hands-on projects']);
    await expect(canvas.getByRole('link', { name: 'Open the virtual lab' })).toHaveAttribute('href', '/simulation');
    await expect(canvas.getByRole('link', { name: 'Learn the maths of data' })).toHaveAttribute('href', '/mathematics/mathematics-overview');
    await expect(canvas.getByRole('link', { name: 'See the planned projects' })).toHaveAttribute('href', '/coming-soon');
    await expect(canvas.getAllByRole('list', { name: 'What you gain' })).toHaveLength(3);
  },
};

export const ShouldMarkEveryEngineeringCardComingSoon: Story = {
  ...AllComingSoon,
  name: 'for engineering, should lead every card to /coming-soon and say so',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Coming soon')).toHaveLength(3);
    const main = canvas.getByRole('heading', { level: 2, name: 'Where to start' }).closest('section')!;
    for (const link of within(main as HTMLElement).getAllByRole('link')) {
      await expect(link).toHaveAttribute('href', '/coming-soon');
    }
  },
};
