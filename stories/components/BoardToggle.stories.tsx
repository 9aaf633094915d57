import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BoardToggle } from '../../src/components/BoardToggle';
import { inKinyarwanda } from '../support/globals';

/** The top board buttons of /papers: 'All Boards', 'RTB', 'REB' — one pressed at a time, exposed with aria-pressed. */
const meta = {
  title: 'Components/BoardToggle',
  component: BoardToggle,
  args: { value: '', onValueChange: fn() },
  render: function Render(args) {
    const [value, setValue] = React.useState(args.value);
    return (
      <div className="p-4">
        <BoardToggle
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
} satisfies Meta<typeof BoardToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "All Boards" pressed: papers of every board are shown. */
export const Default: Story = {};
/** RTB pressed: only TVET papers. */
export const RtbPressed: Story = { args: { value: 'rtb' } };
/** REB pressed: only general-education papers. */
export const RebPressed: Story = { args: { value: 'reb' } };
/** The buttons with Kinyarwanda labels. */
export const Kinyarwanda: Story = inKinyarwanda;

/** The three pressed states one above the other. */
export const AllVariants: Story = {
  render: () => (
    <div className="flex flex-col gap-4 p-4">
      <BoardToggle value="" onValueChange={() => {}} />
      <BoardToggle value="rtb" onValueChange={() => {}} />
      <BoardToggle value="reb" onValueChange={() => {}} />
    </div>
  ),
};

export const ShouldPressOneBoardAtATime: Story = {
  name: 'when a board is clicked, should press it alone and report its value',
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Exam board' });
    const [all, rtb, reb] = within(group).getAllByRole('button');
    await expect([all, rtb, reb].map((b) => b!.textContent)).toEqual(['All Boards', 'RTB', 'REB']);
    await expect(all).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(canvas.getByRole('button', { name: 'RTB' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('rtb');
    await expect(rtb).toHaveAttribute('aria-pressed', 'true');
    await expect(all).toHaveAttribute('aria-pressed', 'false');
    await expect(reb).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(canvas.getByRole('button', { name: 'All Boards' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('');
    await expect(all).toHaveAttribute('aria-pressed', 'true');
    await expect(rtb).toHaveAttribute('aria-pressed', 'false');
  },
};

export const ShouldPressWithKeyboard: Story = {
  name: 'when reached with Tab and pressed with Space or Enter, should press that board',
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'All Boards' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('button', { name: 'RTB' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'REB' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'REB' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'RTB' })).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onValueChange.mock.calls).toEqual([['rtb'], ['reb']]);
  },
};

export const ShouldSpeakKinyarwanda: Story = {
  name: 'in Kinyarwanda, should name the group and All Boards in Kinyarwanda',
  tags: ['!autodocs'],
  globals: { locale: 'rw' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('group', { name: 'Ikigo gitegura ibizamini' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ibigo byose' })).toHaveAttribute('aria-pressed', 'true');
  },
};
