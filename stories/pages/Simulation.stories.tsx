import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import SimulationPage from '../../src/pages/SimulationPage';
import { phone360 } from '../support/globals';
import { loadSubjectSimulations } from '../../src/content/simulation-index';
import { LANGS } from '../../src/lib/langs';
import { SUBJECTS } from '../../src/lib/simulations';

/**
 * You are an S4 learner without a laboratory and want to see how pH works.
 * Things to try: pick Chemistry, search "acid", choose pH Scale, switch the interface to Kinyarwanda,
 * open Show More in physics, then change subject and see the search and selection reset.
 */
const meta = {
  title: 'Pages/Simulation',
  component: SimulationPage,
  parameters: {
    route: '/simulation',
    // The frame holds PhET's page, which we do not audit (and cannot reach offline): axe checks our markup only.
    a11y: { options: { iframes: false } },
  },
  // Every subject's simulations (each a chunk of its own, which the page loads when a tab is
  // chosen), ready before the story renders: the stories show the page, not the download.
  loaders: [
    async () => {
      await Promise.all(LANGS.flatMap((lang) => SUBJECTS.map((subject) => loadSubjectSimulations(lang, subject))));
      return {};
    },
  ],
} satisfies Meta<typeof SimulationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The simulations page as it opens. */
export const Default: Story = {};
/** A shared link: chemistry, "acid" searched and pH Scale chosen. */
export const SharedLink: Story = { parameters: { route: '/simulation?subject=chemistry&sim=ph-scale&q=acid' } };
/** In Kinyarwanda with Projectile Motion chosen. */
export const Kinyarwanda: Story = { globals: { locale: 'rw' }, parameters: { route: '/simulation?sim=projectile-motion' } };
/** In French on the mathematics tab. */
export const French: Story = { globals: { locale: 'fr' }, parameters: { route: '/simulation?subject=math' } };
/** At 360px. */
export const Phone: Story = phone360;

export const ShouldOpenOnPhysicsWithFour: Story = {
  name: 'at start, should show physics, 4 simulations with Show More (29) and an empty viewer',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Science simulations' })).toBeVisible();
    await expect(await canvas.findByRole('tab', { name: /Physics/ })).toHaveAttribute('aria-selected', 'true');
    const list = within(await canvas.findByRole('region', { name: 'Physics simulations' })).getByRole('list');
    await expect(within(list).getAllByRole('button')).toHaveLength(4);
    await expect(canvas.getByRole('button', { name: 'Show More (29)' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Select a Simulation' })).toBeVisible();
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Visit phet.colorado.edu' })).toBeVisible();
  },
};

export const ShouldRestoreASharedLink: Story = {
  name: 'from ?subject=chemistry&sim=ph-scale&q=acid, should restore subject, search and selection',
  tags: ['!autodocs'],
  parameters: { route: '/simulation?subject=chemistry&sim=ph-scale&q=acid' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: /Chemistry/ })).toHaveAttribute('aria-selected', 'true');
    await expect(await canvas.findByRole('searchbox', { name: 'Search simulations' })).toHaveValue('acid');
    // The count the page opens with is shown, not announced (it is not news).
    await expect(await canvas.findByText('Found 2 simulations')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'pH Scale' })).toHaveAttribute('aria-current', 'true');
    await expect(await canvas.findByRole('heading', { level: 2, name: 'pH Scale' })).toBeVisible();
    await expect(canvas.getByTitle('pH Scale: interactive PhET simulation')).toHaveAttribute(
      'src',
      'https://phet.colorado.edu/sims/html/ph-scale/latest/ph-scale_all.html',
    );
  },
};

export const ShouldResetWhenTheSubjectChanges: Story = {
  name: 'when the subject changes, should clear the search, the selection and Show More',
  tags: ['!autodocs'],
  parameters: { route: '/simulation?sim=density' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Density is the 29th physics simulation: the list opens expanded so it is visible and pressed.
    await expect(await canvas.findByRole('button', { name: 'Density' })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('button', { name: 'Show Less' })).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search simulations' }), 'wave');
    await userEvent.click(canvas.getByRole('tab', { name: /Biology/ }));
    await expect(canvas.getByRole('tab', { name: /Biology/ })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('searchbox', { name: 'Search simulations' })).toHaveValue('');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Select a Simulation' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Show More (1)' })).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(canvas.getByRole('tab', { name: /Physics/ }));
    await expect(canvas.getByRole('button', { name: 'Show More (29)' })).toBeVisible();
  },
};

export const ShouldSelectAndShowInKinyarwanda: Story = {
  name: 'in Kinyarwanda, choosing a simulation should load its Kinyarwanda version',
  tags: ['!autodocs'],
  globals: { locale: 'rw' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Collision Lab' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Collision Lab' })).toBeVisible();
    await expect(canvas.getByText('Ururimi: Ikinyarwanda')).toBeVisible();
    // Our Kinyarwanda descriptions arrive in their own chunk: in the list and in the viewer.
    await expect(await canvas.findAllByText(/^Gonganisha imipira ku meza/)).toHaveLength(2);
    await expect(canvas.getByTitle('Collision Lab: igerageza rya PhET')).toHaveAttribute(
      'src',
      'https://phet.colorado.edu/sims/html/collision-lab/latest/collision-lab_all.html?locale=rw',
    );
  },
};
