import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SiteFooter } from '../../src/components/SiteFooter';
import { footerNav } from '../../src/content/navigation';
import { phone320, inFrench } from '../support/globals';

/** The footer: grouped links, a sentence about the site, the copyright line. */
const meta = {
  title: 'Components/SiteFooter',
  component: SiteFooter,
  args: { groups: footerNav, since: 2025, year: 2026 },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The footer: grouped links, a sentence about the site and the copyright line. */
export const Default: Story = {};
/** The footer in French. */
export const French: Story = inFrench;
/** At 320px, the groups stack. */
export const Phone: Story = phone320;

export const ShouldListLegalLinksAndCopyright: Story = {
  name: 'should send Privacy Policy and Terms of Service to the terms page and show the years',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Footer' });
    await expect(within(nav).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/terms-and-conditions');
    await expect(within(nav).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms-and-conditions');
    await expect(canvas.getByText('© 2025–2026 Ubumenyi')).toBeVisible();
    for (const a of within(nav).getAllByRole('link')) await expect(a.getAttribute('href')).toMatch(/^\/[\w/-]*$/);
  },
};

export const ShouldGroupLinksWithoutAddingLandmarks: Story = {
  name: 'should name each link group without adding region landmarks (a page region may be called "Resources" too)',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByRole('region')).toHaveLength(0);
    await expect(canvas.getByRole('group', { name: 'Resources' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Categories' })).toBeVisible();
  },
};

export const ShouldTabThroughLinks: Story = {
  name: 'with the keyboard, Tab should reach the links in reading order',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Books' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Past papers' })).toHaveFocus();
  },
};
