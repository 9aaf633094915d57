import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LevelCard } from '../../src/components/LevelCard';

/** A level on the academic-levels overview: span, board, one sentence and one link to its guide. */
const meta = {
  title: 'Components/LevelCard',
  component: LevelCard,
  args: {
    name: 'O-Level',
    span: 'S1–S3',
    summary: 'Three years of lower secondary school, from Senior 1 to Senior 3, ending with a national examination.',
    to: '/academic-levels/olevel',
    board: 'REB',
  },
  render: (args) => (
    <div className="max-w-sm p-4">
      <LevelCard {...args} />
    </div>
  ),
} satisfies Meta<typeof LevelCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A level card: name, span of years, board, one sentence and a link to its guide. */
export const Default: Story = {};

/** A level without a board (higher education). */
export const WithoutBoard: Story = {
  args: {
    name: 'Higher education',
    span: 'Bachelor, master, PhD',
    summary: "Universities, polytechnics and specialised institutions offering bachelor's, master's and doctoral degrees.",
    to: '/academic-levels/higher',
    board: undefined,
  },
};

/** A card in Kinyarwanda. */
export const Kinyarwanda: Story = {
  globals: { locale: 'rw' },
  args: {
    name: "Imyuga n'ubumenyingiro (TVET)",
    span: 'Amezi 6 kugeza ku myaka 3',
    summary: "Amahugurwa ashingiye ku bikorwa yigisha umwuga, kuva ku mpamyabushobozi z'igihe gito kugeza kuri Advanced Diploma.",
    to: '/academic-levels/tvet',
    board: 'RTB',
  },
  render: (args) => (
    <div className="max-w-[18rem] p-4">
      <LevelCard {...args} />
    </div>
  ),
};

/** Every level card together, as on the overview. */
export const AllVariants: Story = {
  render: () => (
    <ul className="grid gap-4 p-4 sm:grid-cols-2 lg:grid-cols-3">
      {[
        ['Primary education', 'P1–P6', 'REB', 'primary'],
        ['O-Level', 'S1–S3', 'REB', 'olevel'],
        ['A-Level', 'S4–S6', 'REB', 'alevel'],
        ['TVET', '6 months to 3 years', 'RTB', 'tvet'],
        ['Higher education', 'Bachelor, master, PhD', undefined, 'higher'],
        ['Professional development', 'Lifelong learning', undefined, 'professional'],
      ].map(([name, span, board, id]) => (
        <li key={id}>
          <LevelCard name={name!} span={span!} board={board} to={`/academic-levels/${id}`} summary="One sentence about what this level offers learners." />
        </li>
      ))}
    </ul>
  ),
};

export const ShouldLinkToTheGuide: Story = {
  name: 'with the keyboard, should reach one link that names the level and leads to its guide',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'O-Level' })).toBeVisible();
    await expect(canvas.getByText('Board: REB')).toBeVisible();
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Explore O-Level' });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('href', '/academic-levels/olevel');
  },
};

export const ShouldPutTheHeadingBeforeItsBadges: Story = {
  name: 'should be met by its heading, then its years and board, while the badges show above the heading',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 3, name: 'O-Level' });
    const board = canvas.getByText('Board: REB');
    // In the DOM (what a screen reader reads), the heading comes first…
    await expect(heading.compareDocumentPosition(board) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // …while on screen the badges stay above it.
    await expect(board.getBoundingClientRect().bottom).toBeLessThanOrEqual(heading.getBoundingClientRect().top);
  },
};

export const ShouldShowNoBoardWhenThereIsNone: Story = {
  name: 'without a board, should show no board badge',
  tags: ['!autodocs'],
  args: WithoutBoard.args,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/Board:/)).toBeNull();
  },
};
