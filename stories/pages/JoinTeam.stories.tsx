import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import JoinTeamPage from '../../src/pages/JoinTeamPage';
import { inFrench } from '../support/globals';

/**
 * You study computer science in Huye and want to volunteer. Things to try: read the four ways to
 * help, find the application form (unset in this build: the contact alternatives appear instead),
 * read it all in Kinyarwanda on a 320 px phone.
 */
const meta = {
  title: 'Pages/JoinTeam',
  component: JoinTeamPage,
  parameters: { route: '/join-team' },
} satisfies Meta<typeof JoinTeamPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The volunteering page: four ways to help and how to apply. */
export const Default: Story = {};
/** In French. */
export const French: Story = inFrench;
/** In Kinyarwanda at 320px. */
export const KinyarwandaOnPhone: Story = { globals: { locale: 'rw', viewport: { value: 'phone320' } } };

export const ShouldInviteAndOfferAlternatives: Story = {
  name: 'should invite, list the roles and, without a form, offer other ways to reach us',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Join our team' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Where you could help' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
      expect.arrayContaining(['Teachers and subject experts', 'Translators', 'Developers and designers', 'School ambassadors']),
    );
    await expect(canvas.getByRole('heading', { level: 2, name: 'Apply to join' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'This form is not available yet' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Other ways to reach us' })).toBeVisible();
  },
};
