import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchField } from '../../src/components/SearchField';

/** A labelled search box: clear button, Escape clears, 16 px text so phones do not zoom. */
const meta = {
  title: 'Components/SearchField',
  component: SearchField,
  args: { label: 'Search books', value: '', onValueChange: fn(), placeholder: 'Title, author or subject' },
  render: function Render(args) {
    const [value, setValue] = React.useState(args.value);
    return (
      <div className="max-w-md p-4">
        <SearchField
          {...args}
          value={value}
          onValueChange={(next) => {
            setValue(next);
            args.onValueChange(next);
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An empty search box with its visible label. */
export const Default: Story = {};
/** With a search typed: the clear button appears. */
export const WithValue: Story = { args: { value: 'physics' } };
/** With a hint under the box. */
export const WithHint: Story = { args: { hint: 'Accents do not matter: "ecole" finds "école".' } };
/** The label for screen readers only, when the context already says what is searched. */
export const HiddenLabel: Story = { args: { showLabel: false } };
/** In French, with a search typed. */
export const French: Story = { globals: { locale: 'fr' }, args: { label: 'Rechercher des livres', value: 'chimie' } };

export const ShouldTypeAndClearWithButton: Story = {
  name: 'when text is typed and the clear button pressed, should empty and refocus the input',
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Search books' });
    await userEvent.type(input, 'Chimie');
    await expect(input).toHaveValue('Chimie');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Chimie');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear the search' }));
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: 'Clear the search' })).not.toBeInTheDocument();
  },
};

export const ShouldClearOnEscape: Story = {
  name: 'when Escape is pressed with text, should clear it (keyboard only)',
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Search books' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('maths');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('');
  },
};

export const ShouldReachClearButtonByTab: Story = {
  name: 'with text, should reach the clear button by Tab and clear with Enter',
  tags: ['!autodocs'],
  args: { value: 'biology' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Clear the search' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('searchbox', { name: 'Search books' })).toHaveValue('');
  },
};

export const ShouldDescribeWithHint: Story = {
  name: 'with a hint, should describe the input with it',
  tags: ['!autodocs'],
  args: { hint: 'Accents do not matter.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Search books' });
    await expect(input).toHaveAccessibleDescription('Accents do not matter.');
    await expect(getComputedStyle(input).fontSize).toBe('16px');
  },
};
