import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ArticleBody } from '../../src/components/ArticleBody';
import type { PostBlock } from '../../src/content/schema';
// A post's body as its page loads it, written by content:generate from the post's catalogue.
import englishBody from '../../src/content/generated/post-bodies/preparing-for-national-exams.en.json' with { type: 'json' };
import kinyarwandaBody from '../../src/content/generated/post-bodies/preparing-for-national-exams.rw.json' with { type: 'json' };
import { phone320 } from '../support/globals';

/** Long-form text from content data: paragraphs, level-2 section headings and bulleted lists. */
const meta = {
  title: 'Components/ArticleBody',
  component: ArticleBody,
  args: { blocks: englishBody as PostBlock[] },
  decorators: [
    (Story) => (
      <div className="p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ArticleBody>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A blog post body in English: paragraphs, section headings and a bulleted list. */
export const Default: Story = {};
/** The same post in Kinyarwanda, with the interface in Kinyarwanda: longer words must still wrap. */
export const Kinyarwanda: Story = { args: { blocks: kinyarwandaBody as PostBlock[] }, globals: { locale: 'rw' } };
/** The body at 320px: lines wrap, lists keep their indent, nothing scrolls sideways. */
export const Phone: Story = phone320;

export const ShouldStructureTheText: Story = {
  name: 'should render sections as level-2 headings, and lists as lists',
  tags: ['!autodocs'],
  args: {
    blocks: [
      { type: 'p', text: 'Twelve weeks are enough if you start with what you do not know.' },
      { type: 'h2', text: 'Weeks 1 to 4' },
      { type: 'ul', items: ['One past paper per subject', 'Mark it honestly'] },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Weeks 1 to 4' })).toBeVisible();
    await expect(within(canvas.getByRole('list')).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByText('Twelve weeks are enough if you start with what you do not know.').tagName).toBe('P');
  },
};
