import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { useLocation } from 'react-router-dom';
import { Link, NavLink } from '../../src/components/Link';

/** Shows the address the router is at, so a story can prove where a link led. */
function Where() {
  const { pathname, search, hash } = useLocation();
  return (
    <p className="text-sm text-muted-foreground">
      Address: <output>{pathname + search + hash}</output>
    </p>
  );
}

/**
 * An internal link that stays in the page's language: `/books` is `/fr/books` on a French page and
 * `/rw/books` on a Kinyarwanda page. Every internal link of the site is one; `NavLink` adds
 * `aria-current="page"` on the current page.
 */
const meta = {
  title: 'Components/Link',
  component: Link,
  args: { to: '/books', children: 'Books' },
  decorators: [
    (Story) => (
      <div className="flex flex-col gap-3 p-4">
        <Story />
        <Where />
      </div>
    ),
  ],
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A link to the books library, in the toolbar's language. */
export const Default: Story = {};

/** On a Kinyarwanda page the same link leads to `/rw/books`, query and hash kept. */
export const Kinyarwanda: Story = { globals: { locale: 'rw' }, args: { to: '/books?q=imibare#results', children: 'Ibitabo' } };

/** A navigation link marks the page it leads to with `aria-current="page"` (here the current page is `/about`). */
const currentPageClass = 'aria-[current=page]:font-bold aria-[current=page]:underline aria-[current=page]:decoration-2';

export const CurrentPage: Story = {
  parameters: { route: '/about' },
  render: () => (
    <nav aria-label="Main">
      <ul className="flex gap-4">
        {/* NavLink marks the current page; its look is the caller's (here as the header's: an underline, so it shows in forced colours too). */}
        <li>
          <NavLink to="/about" className={currentPageClass}>
            About us
          </NavLink>
        </li>
        <li>
          <NavLink to="/contact" className={currentPageClass}>
            Contact us
          </NavLink>
        </li>
      </ul>
    </nav>
  ),
};

export const ShouldKeepTheLanguage: Story = {
  name: 'in French, should lead to the French page and keep the query and hash',
  tags: ['!autodocs'],
  globals: { locale: 'fr' },
  args: { to: '/papers?board=reb#results', children: 'Épreuves' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Épreuves' })).toHaveAttribute('href', '/fr/papers?board=reb#results');
  },
};

export const ShouldFollowByKeyboard: Story = {
  name: 'when focused with Tab and Enter is pressed, should go to the page in the same language',
  tags: ['!autodocs'],
  globals: { locale: 'rw' },
  args: { to: '/books', children: 'Ibitabo' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = await canvas.findByRole('link', { name: 'Ibitabo' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('/rw/books')).toBeInTheDocument();
  },
};

export const ShouldMarkTheCurrentPage: Story = {
  name: 'should mark the link to the current page with aria-current',
  tags: ['!autodocs'],
  parameters: CurrentPage.parameters,
  render: CurrentPage.render,
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'About us' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Contact us' })).not.toHaveAttribute('aria-current');
  },
};

export const ShouldMarkTheSectionOnItsPages: Story = {
  name: 'on a page below a section, should mark the section link, and the home link only on the home page',
  tags: ['!autodocs'],
  parameters: { route: '/road-maps/frontend-developer' },
  render: () => (
    <nav aria-label="Main">
      <ul className="flex gap-4">
        <li>
          <NavLink to="/" end>
            Home
          </NavLink>
        </li>
        <li>
          <NavLink to="/road-maps">Road maps</NavLink>
        </li>
        <li>
          <NavLink to="/road">Road</NavLink>
        </li>
      </ul>
    </nav>
  ),
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Road maps' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    await expect(within(nav).getByRole('link', { name: 'Road' })).not.toHaveAttribute('aria-current');
  },
};
