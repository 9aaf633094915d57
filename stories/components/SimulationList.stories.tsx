import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SimulationList, type SimulationListProps } from '../../src/components/SimulationList';
import { simulations } from '../../src/content/simulations';
import { simulationTexts } from '../../src/content/simulation-texts';
import { simulationsFor } from '../../src/lib/simulations';
import { simulations as simulationsNs } from '../../src/i18n/namespaces/simulations';
import { useT } from '../../src/i18n/useT';
import { inFrench, inKinyarwanda } from '../support/globals';
import { virtual } from '@guidepup/virtual-screen-reader';
import { pause, speaks, tab } from '../support/spoken';
import spoken from './SimulationList.spoken.json' with { type: 'json' };

const { fr: simulationTextsFr, rw: simulationTextsRw } = simulationTexts;

const physics = simulationsFor(simulations, 'physics');
const biology = simulationsFor(simulations, 'biology');

/** Holds query, Show More and selection the way the page does, and reports each change to the story's spies. */
function Harness(args: SimulationListProps) {
  const [query, setQuery] = React.useState(args.query);
  const [expanded, setExpanded] = React.useState(args.expanded);
  const [selectedId, setSelectedId] = React.useState(args.selectedId);
  return (
    <div className="max-w-md p-4">
      <SimulationList
        {...args}
        query={query}
        onQueryChange={(q) => {
          setQuery(q);
          args.onQueryChange(q);
        }}
        expanded={expanded}
        onExpandedChange={(next) => {
          setExpanded(next);
          args.onExpandedChange(next);
        }}
        selectedId={selectedId}
        onSelect={(id) => {
          setSelectedId(id);
          args.onSelect(id);
        }}
      />
    </div>
  );
}

/** A subject's simulations: search, the first four with Show More (N) / Show Less, and selection. */
const meta = {
  title: 'Components/SimulationList',
  component: SimulationList,
  args: {
    simulations: physics,
    subjectLabel: 'Physics',
    query: '',
    expanded: false,
    onQueryChange: fn(),
    onExpandedChange: fn(),
    onSelect: fn(),
  },
  render: (args) => <Harness {...args} />,
  parameters: { spoken },
} satisfies Meta<typeof SimulationList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A subject's simulations, the first few shown, with Show More. */
export const Default: Story = {};
/** After Show More: the whole list. */
export const Expanded: Story = { args: { expanded: true } };
/** One simulation selected (Balancing Act). */
export const WithSelection: Story = { args: { selectedId: 'balancing-act' } };
/** Searching "electric". */
export const Searching: Story = { args: { query: 'electric' } };
/** A search that matches nothing. */
export const NoMatch: Story = { args: { query: 'volcano' } };
/** A subject with no simulation yet. */
export const EmptyCatalogue: Story = { args: { simulations: [], subjectLabel: 'Biology' } };
/** A subject with only a few simulations: no Show More. */
export const FewItems: Story = { args: { simulations: biology, subjectLabel: 'Biology' } };
/** In French, one simulation selected. */
export const French: Story = {
  globals: { locale: 'fr' },
  args: { subjectLabel: 'Physique', selectedId: 'projectile-motion', texts: simulationTextsFr },
};
/** In Kinyarwanda, with a search. */
export const Kinyarwanda: Story = {
  globals: { locale: 'rw' },
  args: { subjectLabel: 'Ubugenge', query: 'amashanyarazi', texts: simulationTextsRw },
};
/** At 320px with a simulation selected. */
export const Phone: Story = { globals: { viewport: { value: 'phone320' } }, args: { selectedId: 'collision-lab' } };

export const ShouldShowFourThenMoreThenLess: Story = {
  name: 'without a search, should show 4, then all 33 with Show More (29), then 4 again with Show Less',
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list');
    await expect(within(list).getAllByRole('button')).toHaveLength(4);
    const more = canvas.getByRole('button', { name: 'Show More (29)' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(true);
    await expect(within(list).getAllByRole('button')).toHaveLength(33);
    const less = canvas.getByRole('button', { name: 'Show Less' });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(less);
    await expect(within(list).getAllByRole('button')).toHaveLength(4);
    await expect(canvas.getByRole('button', { name: 'Show More (29)' })).toBeVisible();
  },
};

export const ShouldShowOneMoreForBiology: Story = {
  name: 'with 5 simulations, should offer Show More (1)',
  tags: ['!autodocs'],
  args: { simulations: biology, subjectLabel: 'Biology' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Biology simulations' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Show More (1)' })).toBeVisible();
  },
};

export const ShouldSearchAndAnnounceTheCount: Story = {
  name: 'when searching, should show every match and "Found N simulations" at once, and say the count once after a pause',
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search simulations' }), 'ELECTRI');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('ELECTRI');
    // Electricity category (8) plus descriptions that mention electric fields, charges or currents elsewhere.
    const found = within(canvas.getByRole('list')).getAllByRole('button');
    await expect(found.length).toBeGreaterThan(4);
    // Shown at once, as plain text (not live: the count is said once, by the status below).
    await expect(canvas.getByText(`Found ${found.length} simulations`)).toBeVisible();
    await expect(canvas.getByText(`Found ${found.length} simulations`)).not.toHaveAttribute('aria-live');
    await expect(status).toHaveTextContent('');
    await waitFor(() => expect(status).toHaveTextContent(`Found ${found.length} simulations`));
    await expect(canvas.queryByRole('button', { name: /Show More/ })).toBeNull();
    await userEvent.clear(canvas.getByRole('searchbox'));
    await userEvent.type(canvas.getByRole('searchbox'), 'pendul');
    await expect(within(canvas.getByRole('list')).getAllByRole('button')).toHaveLength(1);
    await expect(canvas.getByText('Found 1 simulation')).toBeVisible();
    await waitFor(() => expect(status).toHaveTextContent('Found 1 simulation'));
    await expect(canvas.getByRole('button', { name: 'Pendulum Lab' })).toBeVisible();
  },
};

export const ShouldOfferClearSearchWhenNothingMatches: Story = {
  name: 'when nothing matches, should say so and Clear Search should bring the list back',
  tags: ['!autodocs'],
  args: { query: 'volcano' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'No simulations found' })).toBeVisible();
    await expect(canvas.getByText('Try adjusting your search terms or browse all simulations')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear Search' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('');
    await expect(canvas.getByRole('searchbox', { name: 'Search simulations' })).toHaveFocus();
    await expect(canvas.getByRole('searchbox')).toHaveValue('');
    await expect(within(canvas.getByRole('list')).getAllByRole('button')).toHaveLength(4);
  },
};

export const ShouldExplainAnEmptySubject: Story = {
  name: 'with no simulations in the subject, should say none are available and suggest another subject',
  tags: ['!autodocs'],
  args: { simulations: [], subjectLabel: 'Biology' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'No simulations available' })).toBeVisible();
    await expect(canvas.getByText('Try selecting a different subject')).toBeVisible();
    await expect(canvas.queryByRole('searchbox')).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Show More/ })).toBeNull();
  },
};

export const ShouldSelectWithTheKeyboard: Story = {
  name: 'with the keyboard only, Enter and Space should select a simulation and mark it the current one',
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('searchbox', { name: 'Search simulations' })).toHaveFocus();
    await userEvent.tab();
    const first = canvas.getByRole('button', { name: 'Projectile Motion' });
    await expect(first).toHaveFocus();
    // The current item, not a toggle: no aria-pressed ("not pressed"), aria-current only when chosen.
    await expect(first).not.toHaveAttribute('aria-pressed');
    await expect(first).not.toHaveAttribute('aria-current');
    // Named by its title alone; the category and the sentence follow as the card's text, said once.
    await expect(first).toHaveAccessibleDescription('');
    await expect(first.closest('li')).toHaveTextContent(/Mechanics\s*Launch objects from a cannon/);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenLastCalledWith('projectile-motion');
    await expect(first).toHaveAttribute('aria-current', 'true');
    await userEvent.tab();
    const second = canvas.getByRole('button', { name: 'Forces and Motion: Basics' });
    await expect(second).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onSelect).toHaveBeenLastCalledWith('forces-and-motion-basics');
    await expect(second).toHaveAttribute('aria-current', 'true');
    await expect(first).not.toHaveAttribute('aria-current');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Show More (29)' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Show Less' })).toHaveFocus();
  },
};

export const ShouldNameEachItemByItsVisibleTitle: Story = {
  name: 'should name each simulation by its visible title only (label in name), the chosen one included',
  tags: ['!autodocs'],
  args: { selectedId: 'projectile-motion' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const button of within(canvas.getByRole('list')).getAllByRole('button')) {
      await expect(button).not.toHaveAttribute('aria-label');
      await expect(button).not.toHaveAttribute('aria-labelledby');
      await expect(button).toHaveAccessibleName(button.innerText.trim());
    }
    await expect(canvas.getByRole('button', { name: 'Projectile Motion' })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByText('Selected')).toBeVisible();
  },
};

export const ShouldSpeakFrench: Story = {
  name: 'in French, should translate the toggle, categories and descriptions but keep PhET’s names',
  tags: ['!autodocs'],
  globals: { locale: 'fr' },
  args: { subjectLabel: 'Physique', texts: simulationTextsFr },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Afficher plus (29)' })).toBeVisible();
    const button = canvas.getByRole('button', { name: 'Projectile Motion' });
    await expect(button.closest('li')).toHaveTextContent(/Mécanique\s*Tirez des objets/);
    // PhET's English name carries its lang, not the button: the rest of the card is read in French.
    await expect(button).not.toHaveAttribute('lang');
    await expect(within(button).getByText('Projectile Motion')).toHaveAttribute('lang', 'en');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Rechercher une simulation' }), 'electricite');
    await expect(canvas.getByText(/^\d+ simulations trouvées$/)).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/^\d+ simulations trouvées$/));
  },
};

/** Our texts per language, as the page loads them with the subject's simulations (none in English). */
const textsIn = { en: undefined, fr: simulationTextsFr, rw: simulationTextsRw };

/** The physics list as the simulation page labels it, in the story's language. */
function Translated(args: SimulationListProps) {
  const { t, lang } = useT(simulationsNs);
  return <Harness {...args} subjectLabel={t('subjects.physics')} texts={textsIn[lang]} />;
}

// Tab into the search field, type "wa" and stop: the count of matches is said once, after the
// pause (not once per letter). Tab on past the field's clear button into the list (the button says
// its title alone), and read on through the card: its category, then its sentence, each said once.
// The letters go through the reader's own typing: while it listens, its copy of user-event has
// prepared the document, and Storybook's userEvent.type fills the field without React hearing it.
const saysSearch = speaks(spoken, 'search and move into the list', async (reader) => {
  await tab();
  await reader.type('wa');
  await pause();
  await tab();
  await tab();
  await reader.next();
  await reader.next();
  await reader.next();
});

export const ShouldSayEn: Story = {
  name: 'to a screen reader, searching and moving into the list, should say the approved phrases (en)',
  tags: ['!autodocs'],
  render: (args) => <Translated {...args} />,
  play: saysSearch,
};
export const ShouldSayFr: Story = {
  ...ShouldSayEn,
  ...inFrench,
  name: 'to a screen reader, searching and moving into the list, should say the approved phrases (fr)',
  tags: ['!autodocs'],
};
export const ShouldSayRw: Story = {
  ...ShouldSayEn,
  ...inKinyarwanda,
  name: 'to a screen reader, searching and moving into the list, should say the approved phrases (rw)',
  tags: ['!autodocs'],
};

// Tab into the search field, type a word, and stop: the count of matches is said once, after the
// pause, not once per letter ("Found 28 simulations", "Found 11 simulations"… before issue 44).
const saysCountOnce = speaks(spoken, 'type a word, then stop', async (reader) => {
  await tab();
  await reader.type('wave');
  await pause();
});

export const ShouldSayTheCountOnceEn: Story = {
  name: 'to a screen reader, typing a word and stopping, should say the approved phrases (en)',
  tags: ['!autodocs'],
  render: (args) => <Translated {...args} />,
  play: saysCountOnce,
};
export const ShouldSayTheCountOnceFr: Story = {
  ...ShouldSayTheCountOnceEn,
  ...inFrench,
  name: 'to a screen reader, typing a word and stopping, should say the approved phrases (fr)',
  tags: ['!autodocs'],
};
export const ShouldSayTheCountOnceRw: Story = {
  ...ShouldSayTheCountOnceEn,
  ...inKinyarwanda,
  name: 'to a screen reader, typing a word and stopping, should say the approved phrases (rw)',
  tags: ['!autodocs'],
};

/**
 * The measure of issue 44: how many live announcements typing "wave" makes. One, after the pause,
 * and it is the count the page shows then.
 */
export const ShouldAnnounceOnceWhileTypingWave: Story = {
  name: 'while "wave" is typed into the search, should make exactly one live announcement: the final count',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    await virtual.start({ container: canvasElement });
    let live: string[];
    try {
      await tab();
      await virtual.type('wave');
      await pause();
      live = (await virtual.spokenPhraseLog()).filter((phrase) => /^(polite|assertive): /.test(phrase));
    } finally {
      await virtual.stop();
    }
    // The count as shown on the page (the status now says it too).
    const shown = canvasElement.querySelector('[data-slot=live-region-text]')?.textContent;
    await expect(shown).toMatch(/^Found \d+ simulations?$/);
    await expect(live).toEqual([`polite: ${shown}`]);
  },
};
