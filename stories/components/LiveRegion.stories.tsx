import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LiveRegion } from '../../src/components/LiveRegion';
import { Button } from '../../src/components/Button';
import { ANNOUNCE_DELAY } from '../../src/lib/announcer';

/**
 * What a screen reader is told when something changes: shown at once (with `visible`), said once
 * after a pause in typing, by a visually hidden polite status.
 */
const meta = {
  title: 'Components/LiveRegion',
  component: LiveRegion,
  args: { message: 'Found 12 books', visible: true },
} satisfies Meta<typeof LiveRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visible message ("Found 12 books") with its polite status, empty until the message changes. */
export const Default: Story = {};
/** The same message for screen readers only: nothing shows. */
export const Hidden: Story = { args: { visible: false } };
/** An assertive region, which interrupts: for errors only. */
export const Assertive: Story = { args: { politeness: 'assertive', message: 'Could not open WhatsApp' } };

const wait = (ms: number) => new Promise((done) => setTimeout(done, ms));

function Counter() {
  const [count, setCount] = React.useState(12);
  return (
    <div className="p-4">
      <Button onClick={() => setCount((c) => c - 1)}>Filter</Button>
      <LiveRegion visible message={`Found ${count} books`} />
    </div>
  );
}

export const ShouldShowAtOnceAndSayAfterAPause: Story = {
  name: 'when the text changes, should show it at once and put it in the polite status after a pause',
  tags: ['!autodocs'],
  render: () => <Counter />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    // The text the page opens with is read where it stands: not announced, not in the status.
    await expect(canvas.getByText('Found 12 books')).toBeVisible();
    await expect(status).toHaveTextContent('');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    // The visible text is plain text, not live: the count is said once, by the status.
    const shown = canvas.getByText('Found 11 books');
    await expect(shown).toBeVisible();
    await expect(shown.closest('[aria-live]')).toBeNull();
    await expect(status).toHaveTextContent('');
    await waitFor(() => expect(status).toHaveTextContent('Found 11 books'));
  },
};

function Search() {
  const [text, setText] = React.useState('');
  const count = Math.max(0, 12 - text.length * 4);
  return (
    <div className="flex flex-col gap-2 p-4">
      <label htmlFor="live-region-search">Search simulations</label>
      <input id="live-region-search" type="search" value={text} onChange={(event) => setText(event.currentTarget.value)} className="border" />
      <LiveRegion visible message={text === '' ? '' : `Found ${count} simulations`} />
    </div>
  );
}

export const ShouldWaitForAPauseInTyping: Story = {
  name: 'while a word is typed, should say nothing, then only the last count, once',
  tags: ['!autodocs'],
  render: () => <Search />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    const said: string[] = [];
    const observer = new MutationObserver(() => status.textContent && said.push(status.textContent));
    observer.observe(status, { childList: true, characterData: true, subtree: true });
    // "w", "wa" and "wav" give new counts, "wave" and "waves" the same as "wav": a key, not a new
    // count, is what keeps the learner typing, so nothing is said until the pause after "waves".
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search simulations' }), 'waves', { delay: ANNOUNCE_DELAY * 0.8 });
    await expect(canvas.getByText('Found 0 simulations')).toBeVisible();
    await expect(said).toEqual([]);
    await waitFor(() => expect(said).toEqual(['Found 0 simulations']));
    await wait(ANNOUNCE_DELAY * 2);
    observer.disconnect();
    await expect(said).toEqual(['Found 0 simulations']);
  },
};

function Toggle() {
  const [error, setError] = React.useState(false);
  return (
    <div className="p-4">
      <Button onClick={() => setError((e) => !e)}>Send</Button>
      <LiveRegion politeness="assertive" message={error ? 'Could not open WhatsApp' : ''} />
    </div>
  );
}

export const ShouldUseAlertWhenAssertive: Story = {
  name: 'assertive, should be an alert that says a new message and empties without a word',
  tags: ['!autodocs'],
  render: () => <Toggle />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(alert).toHaveTextContent('Could not open WhatsApp'));
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(alert).toHaveTextContent(''));
  },
};
