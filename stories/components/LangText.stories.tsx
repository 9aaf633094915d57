import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LangText } from '../../src/components/LangText';
import { inFrench, inKinyarwanda } from '../support/globals';

/** A sentence whose names in another language are read in their own voice (WCAG 3.1.2, language of parts). */
const meta = {
  title: 'Components/LangText',
  component: LangText,
  args: {
    text: 'Les examens nationaux sont organisés par la [[en:National Examination and School Inspection Authority]] (NESA).',
  },
  render: (args) => (
    <p className="prose-width p-4">
      <LangText {...args} />
    </p>
  ),
} satisfies Meta<typeof LangText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An English name inside a French sentence, on a French page: the name is a `<span lang="en">`. */
export const Default: Story = { ...inFrench };

/** A Kinyarwanda sentence with the English word WhatsApp shows on its button. */
export const InKinyarwanda: Story = {
  ...inKinyarwanda,
  args: { text: 'WhatsApp irafunguka ubutumwa bwiteguye; nta cyoherezwa utarakanda kuri Ohereza ([[en:Send]]).' },
};

export const ShouldMarkOnlyTheForeignName: Story = {
  ...Default,
  name: 'on a French page, should give the English name its lang and leave the sentence around it as plain text',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByText('National Examination and School Inspection Authority');
    await expect(name.tagName).toBe('SPAN');
    await expect(name).toHaveAttribute('lang', 'en');
    const sentence = name.closest('p')!;
    await expect(sentence).toHaveTextContent('Les examens nationaux sont organisés par la National Examination and School Inspection Authority (NESA).');
    await expect(sentence.textContent).not.toContain('[[');
    await expect(sentence.querySelectorAll('[lang]')).toHaveLength(1);
  },
};

export const ShouldNotMarkANameInThePagesOwnLanguage: Story = {
  name: 'on an English page, should show an English name as plain text, with no lang of its own',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const sentence = canvasElement.querySelector('p')!;
    await expect(sentence.querySelectorAll('[lang]')).toHaveLength(0);
    await expect(sentence).toHaveTextContent('organisés par la National Examination and School Inspection Authority (NESA).');
  },
};
