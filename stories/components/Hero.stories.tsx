import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { Hero } from '../../src/components/Hero';
import { Button } from '../../src/components/Button';

/** The home page's opening: headline (the page's h1), a short text, calls to action. */
const meta = {
  title: 'Components/Hero',
  component: Hero,
  args: {
    eyebrow: 'Welcome to Ubumenyi',
    title: 'Learn anything, for free, on any phone',
    text: 'Science simulations, the periodic table and study guides for learners in Rwanda, with textbooks and past papers being added.',
    actions: (
      <>
        <Button asChild size="lg">
          <Link to="/books">Browse books</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/papers">Find past papers</Link>
        </Button>
      </>
    ),
  },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home page's opening: the page's one h1, a sentence and the calls to action. */
export const Default: Story = {};
/** The hero in Kinyarwanda: longer headline, same layout. */
export const Kinyarwanda: Story = {
  globals: { locale: 'rw' },
  args: {
    title: 'Iga ibyo ushaka, ku buntu, kuri telefoni iyo ari yo yose',
    text: "Igerageza rya siyansi, imbonerahamwe y'ibinyabutabire n'imfashanyigisho ku banyeshuri bo mu Rwanda, mu gihe tugishyiraho ibitabo n'ibizamini byahise.",
  },
  parameters: { viewport: { defaultViewport: 'phone320' } },
};

export const ShouldLeadToBooksAndPapers: Story = {
  name: 'should show the h1 and reach both calls to action by Tab',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Learn anything, for free, on any phone');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Browse books' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Find past papers' })).toHaveAttribute('href', '/papers');
  },
};
