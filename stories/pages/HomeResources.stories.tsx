import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import HomePage from '../../src/pages/HomePage';
import { loadHomeTabs } from '../support/loaders';
import { inFrench } from '../support/globals';

/**
 * You are a learner scrolling past the hero to look for history resources.
 * Things to try: move through the seven subject-area tabs with the arrow keys, open Humanities & Social Sciences.
 */
const meta = {
  title: 'Pages/Home resource area',
  component: HomePage,
  parameters: { route: '/' },
  loaders: [loadHomeTabs],
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home page's resource area: the subject-area tabs and their cards. */
export const Default: Story = {};
/** In French. */
export const French: Story = inFrench;

export const ShouldBrowseAreasByKeyboard: Story = {
  name: 'with the keyboard, should select STEM first and move through the areas with arrows, Home and End',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The tabs' code arrives as its own chunk (an island renders it at once in a story).
    const tablist = await canvas.findByRole('tablist', { name: 'Subject areas' });
    const stem = within(tablist).getByRole('tab', { name: 'STEM' });
    await expect(stem).toHaveAttribute('aria-selected', 'true');
    stem.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(tablist).getByRole('tab', { name: 'Humanities & Social Sciences' })).toHaveAttribute('aria-selected', 'true');
    const panel = canvas.getByRole('tabpanel', { name: 'Humanities & Social Sciences' });
    await expect(within(panel).getByRole('link', { name: 'Find past papers' })).toHaveAttribute('href', '/papers');
    await userEvent.keyboard('{End}');
    await expect(within(tablist).getByRole('tab', { name: 'Interdisciplinary & Special Education' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(stem).toHaveFocus();
  },
};
