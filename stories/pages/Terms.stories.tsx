import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import TermsPage from '../../src/pages/TermsPage';
import { site } from '../../src/content/site';
import { phone320, inFrench, inKinyarwanda } from '../support/globals';

/**
 * You are a teacher checking whether you may print a guide for your class.
 * Things to try: jump to "Educational use only" from the contents, switch to Ikinyarwanda, print preview.
 */
const meta = {
  title: 'Pages/Terms',
  component: TermsPage,
  parameters: { route: '/terms-and-conditions' },
} satisfies Meta<typeof TermsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Terms and Conditions page. */
export const Default: Story = {};
/** At 320px. */
export const Phone: Story = phone320;
/** In French. */
export const French: Story = inFrench;
/** In Kinyarwanda. */
export const Kinyarwanda: Story = inKinyarwanda;

export const ShouldShowBreadcrumbDateSectionsAndContacts: Story = {
  name: 'should show Home > Terms and Conditions, the last-updated date, 14 sections and the site contact details',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const breadcrumb = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(within(breadcrumb).getByText('Terms and Conditions')).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
    await expect(canvas.getByText(/^Last updated:/)).toBeVisible();
    const sections = canvas.getAllByRole('heading', { level: 2 }).filter((h) => /^\d+\. /.test(h.textContent ?? ''));
    await expect(sections).toHaveLength(14);
    await expect(canvas.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
  },
};
