import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TermsDocument, type TermsDocumentProps } from '../../src/components/TermsDocument';
import { terms } from '../../src/content/terms';
import type { Lang } from '../../src/lib/langs';

const propsIn = (lang: Lang): TermsDocumentProps => ({
  lastUpdated: terms.lastUpdated,
  intro: terms.intro[lang],
  contact: { email: 'hello@example.org', phone: '+250 700 000 000' },
  sections: terms.sections.map((s) => ({ id: s.id, title: s.title[lang], paragraphs: s.paragraphs[lang], items: s.items?.[lang] })),
});

/** The Terms and Conditions: last-updated date in the reader's language, contents, 14 numbered sections, contact details. */
const meta = {
  title: 'Components/TermsDocument',
  component: TermsDocument,
  args: propsIn('en'),
  decorators: [
    (Story) => (
      <div className="p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TermsDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Terms and Conditions in English: date, contents, 14 numbered sections and contact details. */
export const Default: Story = {};
/** The Terms in French. */
export const French: Story = { args: propsIn('fr'), globals: { locale: 'fr' } };
/** The Terms in Kinyarwanda. */
export const Kinyarwanda: Story = { args: propsIn('rw'), globals: { locale: 'rw' } };

export const ShouldListFourteenSectionsInOrder: Story = {
  name: 'should number the 14 sections in order, in the contents and as headings',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const expected = [
      '1. Acceptance of terms',
      '2. Description of service',
      '3. Eligibility',
      '4. Acceptable use',
      '5. Intellectual property',
      '6. Privacy',
      '7. Disclaimers',
      '8. Limitation of liability',
      '9. Educational use only',
      '10. Account termination',
      '11. Changes to terms',
      '12. Governing law',
      '13. Contact information',
      '14. Severability',
    ];
    const headings = canvas.getAllByRole('heading', { level: 2 }).filter((h) => h.id !== 'terms-contents');
    await expect(headings.map((h) => h.textContent)).toEqual(expected);
    const contents = canvas.getByRole('navigation', { name: 'Contents' });
    await expect(
      within(contents)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(expected);
    await expect(within(contents).getByRole('link', { name: '3. Eligibility' })).toHaveAttribute('href', '#eligibility');
  },
};

export const ShouldShowFixedDateAndContacts: Story = {
  name: 'should show the fixed last-updated date and the contact details as links',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const time = canvasElement.querySelector('time')!;
    await expect(time).toHaveAttribute('dateTime', terms.lastUpdated);
    await expect(time.textContent).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    await expect(canvas.getByRole('link', { name: 'hello@example.org' })).toHaveAttribute('href', 'mailto:hello@example.org');
    await expect(canvas.getByRole('link', { name: '+250 700 000 000' })).toHaveAttribute('href', 'tel:+250700000000');
    await expect(canvas.getByRole('link', { name: 'Go to the contact page' })).toHaveAttribute('href', '/contact');
  },
};

export const ShouldWriteTheDateInKinyarwanda: Story = {
  ...Kinyarwanda,
  name: 'in Kinyarwanda, should write the month in Kinyarwanda',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Byavuguruwe bwa nyuma ku itariki ya', { exact: false })).toBeVisible();
    await expect(canvasElement.querySelector('time')!.textContent).toMatch(
      /^\d{1,2} (Mutarama|Gashyantare|Werurwe|Mata|Gicurasi|Kamena|Nyakanga|Kanama|Nzeri|Ukwakira|Ugushyingo|Ukuboza) \d{4}$/,
    );
  },
};

export const ShouldPrintFromTheButton: Story = {
  name: 'with the keyboard, the print button should open the print dialog',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const print = fn();
    const original = window.print;
    window.print = print;
    try {
      await userEvent.tab();
      await expect(within(canvasElement).getByRole('button', { name: 'Print these terms' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(print).toHaveBeenCalledTimes(1);
    } finally {
      window.print = original;
    }
  },
};
