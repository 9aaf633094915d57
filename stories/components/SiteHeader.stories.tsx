import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SiteHeader } from '../../src/components/SiteHeader';
import { headerNav } from '../../src/content/navigation';
import { phone360, inKinyarwanda } from '../support/globals';

/** The site header: brand, main navigation, language switcher; a menu sheet under 768 px. */
const meta = {
  title: 'Components/SiteHeader',
  component: SiteHeader,
  args: { items: headerNav, onLanguageChange: fn() },
  parameters: { route: '/simulation' },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The desktop header: brand, main navigation and the language switcher. */
export const Default: Story = { parameters: { viewport: { defaultViewport: 'desktop' } } };
/** At 360px: the brand and a Menu button. */
export const Phone: Story = phone360;
/** The header in Kinyarwanda. */
export const Kinyarwanda: Story = inKinyarwanda;

/** At 360px with the menu sheet open. */
export const MenuOpen: Story = {
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
    await expect(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Menu' })).toBeVisible();
  },
};

export const ShouldMarkCurrentPage: Story = {
  name: 'should mark the current page in the navigation with aria-current',
  tags: ['!autodocs'],
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Simulation' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/', '/about', '/simulation', '/blog', '/contact']);
  },
};

export const ShouldOpenMenuByKeyboard: Story = {
  name: 'on a phone, the menu button should open the sheet by keyboard, and Escape should close it and return focus',
  tags: ['!autodocs'],
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const button = within(canvasElement).getByRole('button', { name: 'Open menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    await userEvent.keyboard('{Enter}');
    const sheet = await body.findByRole('dialog', { name: 'Menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(within(sheet).getByRole('link', { name: 'Simulation' })).toHaveAttribute('aria-current', 'page');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(sheet).not.toBeInTheDocument());
    await expect(button).toHaveFocus();
  },
};

export const ShouldCloseMenuOnLinkChoice: Story = {
  name: 'when a link in the sheet is chosen, should close the sheet',
  tags: ['!autodocs'],
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
    const sheet = await body.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(sheet).getByRole('link', { name: 'About us' }));
    await waitFor(() => expect(sheet).not.toBeInTheDocument());
  },
};
