import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ResourceTabs, type ResourceTab, type ResourceTabsProps } from '../../src/components/ResourceTabs';
import { homeTabs } from '../../src/content/home-tabs';
import { homeResources } from '../../src/i18n/namespaces/home-resources';
import { useT } from '../../src/i18n/useT';
import type { Lang } from '../../src/lib/langs';
import { localize } from '../../src/lib/localize';
import { inFrench, inKinyarwanda, phone320 } from '../support/globals';
import { press, speaks, tab } from '../support/spoken';
import spoken from './ResourceTabs.spoken.json' with { type: 'json' };

/** The home page's real tabs, in one language. */
const tabsIn = (lang: Lang): ResourceTab[] => localize(homeTabs, lang);

/** Resource cards grouped by subject area in tabs; arrows, Home and End move between the tabs. */
const meta = {
  title: 'Components/ResourceTabs',
  component: ResourceTabs,
  args: { label: 'Subject areas', tabs: tabsIn('en') },
  decorators: [
    (Story) => (
      <div className="p-4">
        <Story />
      </div>
    ),
  ],
  parameters: { spoken },
} satisfies Meta<typeof ResourceTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home page's subject-area tabs, the first one selected. */
export const Default: Story = {};
/** Humanities selected. */
export const SecondTabSelected: Story = { args: { defaultValue: 'humanities' } };
/** At 320px the tab list scrolls sideways on its own. */
export const Phone: Story = phone320;
/** Tabs and cards in French. */
export const French: Story = { args: { label: 'Domaines d’étude', tabs: tabsIn('fr') }, globals: { locale: 'fr' } };
/** Tabs and cards in Kinyarwanda. */
export const Kinyarwanda: Story = { args: { label: "Amashami y'amasomo", tabs: tabsIn('rw') }, globals: { locale: 'rw' } };

export const ShouldSelectStemAtStart: Story = {
  name: 'at start, should select STEM and show Science, Technology, Engineering and Mathematics',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs.map((t) => t.textContent)).toEqual([
      'STEM',
      'Humanities & Social Sciences',
      'Language & Literature',
      'Arts & Creativity',
      'Vocational & Life Skills',
      'Health & Physical Education',
      'Interdisciplinary & Special Education',
    ]);
    await expect(canvas.getByRole('tab', { name: 'STEM' })).toHaveAttribute('aria-selected', 'true');
    const panel = canvas.getByRole('tabpanel', { name: 'STEM' });
    await expect(within(panel).getByRole('link', { name: 'Science overview' })).toHaveAttribute('href', '/science/science-overview');
    await expect(within(panel).getByRole('link', { name: 'Technology overview' })).toHaveAttribute('href', '/technology/technology-overview');
    await expect(within(panel).getByRole('link', { name: 'Engineering overview' })).toHaveAttribute('href', '/engineering/engineering-overview');
    await expect(within(panel).getByRole('link', { name: 'Mathematics overview' })).toHaveAttribute('href', '/mathematics/mathematics-overview');
  },
};

export const ShouldMoveByKeyboard: Story = {
  name: 'with the keyboard, arrows, Home and End should move between tabs and show their panels',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'STEM' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const humanities = canvas.getByRole('tab', { name: 'Humanities & Social Sciences' });
    await expect(humanities).toHaveFocus();
    await expect(humanities).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Humanities & Social Sciences' })).toBeVisible();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Interdisciplinary & Special Education' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'STEM' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Interdisciplinary & Special Education' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'STEM' })).toHaveAttribute('aria-selected', 'true');
    // Tab leaves the tab row for the panel, then its first link.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'STEM' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Science overview' })).toHaveFocus();
  },
};

export const ShouldLinkOtherTabsToRealPagesOrComingSoon: Story = {
  name: 'in a subject-area tab, should link papers, roadmaps, simulation and lab to real pages and guides to /coming-soon',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Health & Physical Education' }));
    const panel = canvas.getByRole('tabpanel', { name: 'Health & Physical Education' });
    const hrefs = within(panel)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    await expect(hrefs).toEqual(['/papers', '/coming-soon', '/road-maps', '/simulation', '/periodic']);
    await expect(within(panel).getAllByText('Coming soon')).toHaveLength(1);
  },
};

/** The tabs as the home page builds them, in the story's language. */
function Translated(args: ResourceTabsProps) {
  const { t, lang } = useT(homeResources);
  return <ResourceTabs {...args} label={t('tabsLabel')} tabs={tabsIn(lang)} />;
}

// Tab into the tabs and hear the selected one, arrow to the second (it is selected and its panel
// follows), Tab into its panel and read on: the intro, then the first card's heading.
const saysAreas = speaks(spoken, 'choose a subject area', async (reader) => {
  await tab();
  await press('{ArrowRight}');
  await tab();
  for (let step = 0; step < 6; step += 1) await reader.next();
});

export const ShouldSayEn: Story = {
  name: 'to a screen reader, choosing a subject area, should say the approved phrases (en)',
  tags: ['!autodocs'],
  render: (args) => <Translated {...args} />,
  play: saysAreas,
};
export const ShouldSayFr: Story = {
  ...ShouldSayEn,
  ...inFrench,
  name: 'to a screen reader, choosing a subject area, should say the approved phrases (fr)',
  tags: ['!autodocs'],
};
export const ShouldSayRw: Story = {
  ...ShouldSayEn,
  ...inKinyarwanda,
  name: 'to a screen reader, choosing a subject area, should say the approved phrases (rw)',
  tags: ['!autodocs'],
};
