import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PhetCredit } from '../../src/components/PhetCredit';
import { inFrench, inKinyarwanda } from '../support/globals';

/** The credit PhET's licence asks for wherever their simulations are shown. */
const meta = {
  title: 'Components/PhetCredit',
  component: PhetCredit,
  decorators: [
    (Story) => (
      <div className="p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PhetCredit>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The credit PhET's licence asks for, in English. */
export const Default: Story = {};
/** The credit in French. */
export const French: Story = inFrench;
/** The credit in Kinyarwanda. */
export const Kinyarwanda: Story = inKinyarwanda;

export const ShouldCreditPhetAndTheLicence: Story = {
  name: 'should name PhET, the University of Colorado Boulder and CC BY 4.0, with links',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'About these simulations' })).toBeVisible();
    await expect(canvas.getByText('Simulations by PhET Interactive Simulations, University of Colorado Boulder, licensed under CC BY 4.0.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Visit phet.colorado.edu' })).toHaveAttribute('href', 'https://phet.colorado.edu');
    await expect(canvas.getByRole('link', { name: 'Read the CC BY 4.0 licence' })).toHaveAttribute('href', 'https://creativecommons.org/licenses/by/4.0/');
  },
};
