import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { PageMeta } from '../../src/components/PageMeta';

/** A page's <title>, description, canonical link, hreflang alternates and Open Graph tags (hoisted into <head>). */
const meta = {
  title: 'Components/PageMeta',
  component: PageMeta,
  args: {
    title: 'Past papers',
    description: 'Past exam papers from REB and RTB, filtered by board, class, subject, year and type, with a clear mark on any file that is still a sample.',
    canonical: 'https://ubumenyi.example.org/fr/papers',
    alternates: [
      { hrefLang: 'en', href: 'https://ubumenyi.example.org/papers' },
      { hrefLang: 'fr', href: 'https://ubumenyi.example.org/fr/papers' },
      { hrefLang: 'rw', href: 'https://ubumenyi.example.org/rw/papers' },
      { hrefLang: 'x-default', href: 'https://ubumenyi.example.org/papers' },
    ],
    lang: 'fr',
  },
  render: (args) => (
    <div className="p-4">
      <PageMeta {...args} />
      <p>This component renders nothing visible: it sets the document title and the tags in the head.</p>
    </div>
  ),
} satisfies Meta<typeof PageMeta>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing visible: it sets the page's title, description and sharing tags in the document head. */
export const Default: Story = {};

export const ShouldSetTitleAndHeadTags: Story = {
  name: 'should set the document title with the site name and the description, canonical and OG tags',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    await waitFor(() => expect(doc.title).toBe('Past papers · Ubumenyi'));
    await expect(doc.head.querySelector('meta[name="description"]')).toHaveAttribute('content', expect.stringContaining('REB and RTB'));
    await expect(doc.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://ubumenyi.example.org/fr/papers');
    await expect(doc.head.querySelector('meta[property="og:locale"]')).toHaveAttribute('content', 'fr_FR');
  },
};

export const ShouldListEveryLanguage: Story = {
  name: 'should list the page in every language with hreflang, English as x-default, and the other locales for Open Graph',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    await waitFor(() => expect(doc.head.querySelectorAll('link[rel="alternate"][hreflang]')).toHaveLength(4));
    await expect(doc.head.querySelector('link[hreflang="rw"]')).toHaveAttribute('href', 'https://ubumenyi.example.org/rw/papers');
    await expect(doc.head.querySelector('link[hreflang="x-default"]')).toHaveAttribute('href', 'https://ubumenyi.example.org/papers');
    const alternates = [...doc.head.querySelectorAll('meta[property="og:locale:alternate"]')].map((m) => m.getAttribute('content'));
    await expect(alternates).toEqual(['en_GB', 'rw_RW']);
  },
};
