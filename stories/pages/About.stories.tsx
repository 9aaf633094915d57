import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectTabOrder } from '../support/play';
import AboutPage from '../../src/pages/AboutPage';
import { phone360, inFrench, inKinyarwanda } from '../support/globals';

/**
 * You are a parent wondering who runs Ubumenyi before you let your child use it.
 * Things to try: read the story, find the team's LinkedIn profiles, switch the toolbar language to Français.
 */
const meta = {
  title: 'Pages/About',
  component: AboutPage,
  parameters: { route: '/about' },
} satisfies Meta<typeof AboutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The About page: the story of Ubumenyi and the team. */
export const Default: Story = {};
/** At 360px. */
export const Phone: Story = phone360;
/** In French. */
export const French: Story = inFrench;
/** In Kinyarwanda. */
export const Kinyarwanda: Story = inKinyarwanda;

export const ShouldPresentStoryTeamAndFigures: Story = {
  name: 'should show the story, mission, vision, the team of three, the figures and an invitation',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
    for (const name of ['Our story', 'Our mission', 'Our vision', 'Meet the team', 'Ubumenyi in numbers', 'Help more learners find what they need']) {
      await expect(canvas.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Aline Uwase', 'Jean Claude Niyonzima', 'Eric Habimana']);
    await expect(canvas.getByRole('link', { name: 'LinkedIn profile of Aline Uwase' })).toHaveAttribute('href', expect.stringMatching(/^https:\/\//));
    await expect(canvas.getByRole('link', { name: 'GitHub profile of Eric Habimana' })).toBeVisible();
    await expect(canvas.getByText('90%')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Join our team' })).toHaveAttribute('href', '/join-team');
    await expect(canvasElement.querySelectorAll('img')).toHaveLength(0);
  },
};

export const ShouldNameSocialLinksInFrench: Story = {
  ...French,
  name: 'in French, should name the social links in French',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Jean Claude Niyonzima sur LinkedIn' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Notre histoire' })).toBeVisible();
  },
};

export const ShouldReachTheTeamByKeyboard: Story = {
  name: 'with the keyboard, should reach the breadcrumb then the first profile link',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    await expectTabOrder(canvasElement, ['Home', 'LinkedIn profile of Aline Uwase']);
  },
};
