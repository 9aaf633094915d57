import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ElementDetails, type DetailsElement } from '../../src/components/ElementDetails';
import { elements } from '../../src/content/elements';
import { elementTexts } from '../../src/content/element-texts';

const { en, rw } = elementTexts;

const el = (symbol: string): DetailsElement => elements.find((e) => e.symbol === symbol)!;
const number = (symbol: string) => el(symbol).number;

/** All the facts of one element, as the table's dialog and the element's own page show them. */
const meta = {
  title: 'Components/ElementDetails',
  component: ElementDetails,
  args: { element: el('Fe'), text: en[number('Fe')], textStatus: 'ready', headingLevel: 2 },
  decorators: [
    (Story) => (
      <div className="max-w-3xl p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ElementDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Iron on its own page: section headings at level 2, under the page's h1. */
export const Default: Story = {};

/** In Kinyarwanda, with the Kinyarwanda name and text. */
export const Kinyarwanda: Story = {
  globals: { locale: 'rw' },
  args: { element: { ...el('Fe'), name: rw[number('Fe')]!.name }, text: rw[number('Fe')] },
};

/** When the written text failed to load (in the dialog): a message and Try again. */
export const LoadFailed: Story = { args: { text: undefined, textStatus: 'error', onRetry: fn() } };

export const ShouldUseLevelTwoHeadingsOnAPage: Story = {
  name: 'on a page, should title each section with a level-2 heading',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Basic information', 'Physical properties', 'Discovery', 'Description', 'Common uses', 'Isotopes']) {
      await expect(canvas.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(canvas.getByRole('img', { name: /Drawing of the electron shells of Iron/ })).toBeVisible();
  },
};

export const ShouldSumUpTheDrawingWithoutRepeatingTheTable: Story = {
  name: 'should describe the shell drawing in sum, "1 electron in 1 shell" for hydrogen, leaving the numbers per shell to the table',
  tags: ['!autodocs'],
  args: { element: el('H'), text: en[number('H')] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img')).toHaveAccessibleName('Drawing of the electron shells of Hydrogen: 1 electron in 1 shell');
  },
};

export const ShouldSumUpTheDrawingInFrench: Story = {
  name: 'in French, should say "1 électron sur 1 couche" for hydrogen',
  tags: ['!autodocs'],
  globals: { locale: 'fr' },
  args: { element: el('H'), text: en[number('H')] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img')).toHaveAccessibleName(
      /^Dessin des couches électroniques de l’élément .+\u00a0?\s?: 1 électron sur 1 couche$/,
    );
  },
};

export const ShouldRetryFromTheKeyboard: Story = {
  name: 'when the text failed, should retry with Enter on Try again',
  tags: ['!autodocs'],
  args: LoadFailed.args,
  play: async ({ args, canvasElement }) => {
    const retry = within(canvasElement).getByRole('button', { name: 'Try again' });
    retry.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
