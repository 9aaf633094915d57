import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import PartnershipPage from '../../src/pages/PartnershipPage';
import { phone320, inFrench, inKinyarwanda } from '../support/globals';

/**
 * You run a youth centre in Musanze and want to offer Ubumenyi to the learners who visit.
 * Things to try: read the ways to partner and the four steps, then follow the call to action.
 */
const meta = {
  title: 'Pages/Partnership',
  component: PartnershipPage,
  parameters: { route: '/partnership' },
} satisfies Meta<typeof PartnershipPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The partnership page: ways to partner, four steps and a call to action. */
export const Default: Story = {};
/** At 320px. */
export const Phone: Story = phone320;
/** In French. */
export const French: Story = inFrench;
/** In Kinyarwanda. */
export const Kinyarwanda: Story = inKinyarwanda;

export const ShouldExplainHowToPartner: Story = {
  name: 'should show the partnership types, reasons, four steps, partners as text and a link to /contact',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Partnership' })).toBeVisible();
    for (const name of ['Ways to partner', 'Why partner with Ubumenyi', 'How it works, in four steps', 'Current partners']) {
      await expect(canvas.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    const steps = canvas.getByRole('heading', { level: 2, name: 'How it works, in four steps' }).closest('section') as HTMLElement;
    await expect(within(steps).getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByText('Rwanda TVET Board (RTB)')).toBeVisible();
    await expect(canvasElement.querySelectorAll('img')).toHaveLength(0);
    await expect(canvas.getByRole('link', { name: 'Contact us about a partnership' })).toHaveAttribute('href', '/contact');
  },
};
