import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BoardInfoCard } from '../../src/components/BoardInfoCard';

/** An education board on the academic-levels overview: name, scope, responsibilities and levels. */
const meta = {
  title: 'Components/BoardInfoCard',
  component: BoardInfoCard,
  args: {
    abbreviation: 'REB',
    name: 'Rwanda Education Board',
    scope: 'General education: pre-primary, primary and secondary schools.',
    responsibilities: ['Develops and reviews the competence-based curriculum', 'Prepares and approves textbooks and other learning materials'],
    levels: ['Primary education', 'O-Level', 'A-Level'],
    tone: 'sky',
  },
  render: (args) => (
    <div className="max-w-md p-4">
      <BoardInfoCard {...args} />
    </div>
  ),
} satisfies Meta<typeof BoardInfoCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The REB card (sky tone): name, scope, responsibilities and the levels it covers. */
export const Default: Story = {};

/** The RTB card in the green tone, for technical and vocational education. */
export const Green: Story = {
  args: {
    abbreviation: 'RTB',
    name: 'Rwanda TVET Board',
    scope: 'Technical and vocational education and training.',
    responsibilities: ['Develops TVET curricula together with employers'],
    levels: ['TVET'],
    tone: 'green',
  },
};

/** Both tones side by side, as on the academic-levels page. */
export const AllVariants: Story = {
  render: (args) => (
    <div className="grid gap-4 p-4 md:grid-cols-2">
      <BoardInfoCard {...args} tone="sky" />
      <BoardInfoCard {...args} abbreviation="RTB" name="Rwanda TVET Board" levels={['TVET']} tone="green" />
    </div>
  ),
};

export const ShouldNameTheBoardAndListItsWork: Story = {
  name: 'should name the board with its abbreviation, then list responsibilities and levels',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 3 });
    await expect(heading).toHaveAccessibleName('REB Rwanda Education Board');
    await expect(canvas.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(['Responsibilities', 'Levels covered']);
    const [responsibilities, levels] = canvas.getAllByRole('list');
    await expect(within(responsibilities!).getAllByRole('listitem')).toHaveLength(2);
    await expect(
      within(levels!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Primary education', 'O-Level', 'A-Level']);
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
  },
};

export const ShouldTranslateLabels: Story = {
  name: 'in Kinyarwanda, should label the lists in Kinyarwanda',
  tags: ['!autodocs'],
  globals: { locale: 'rw' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 4, name: 'Inshingano' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 4, name: 'Ibyiciro rushinzwe' })).toBeVisible();
  },
};
