import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SubjectTabs, type SubjectTabsProps } from '../../src/components/SubjectTabs';
import { SUBJECTS, type SimulationSubject } from '../../src/lib/simulations';
import { simulations as simulationsNs } from '../../src/i18n/namespaces/simulations';
import { useT } from '../../src/i18n/useT';
import { inFrench, inKinyarwanda } from '../support/globals';
import { press, speaks, tab } from '../support/spoken';
import spoken from './SubjectTabs.spoken.json' with { type: 'json' };

const tabs: SubjectTabsProps['tabs'] = [
  { value: 'physics', label: 'Physics', count: 33 },
  { value: 'chemistry', label: 'Chemistry', count: 16 },
  { value: 'biology', label: 'Biology', count: 5 },
  { value: 'math', label: 'Mathematics', count: 13 },
];

/** Controlled as the page controls it: the selected subject lives in the parent (the URL, on the page). */
function Harness(args: SubjectTabsProps) {
  const [value, setValue] = React.useState<SimulationSubject>(args.value);
  return (
    <div className="p-4">
      <SubjectTabs
        {...args}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          args.onValueChange(next);
        }}
      >
        <p>The {tabs.find((t) => t.value === value)?.label} simulations go here.</p>
      </SubjectTabs>
    </div>
  );
}

/** The four subjects of the simulation page, each with its colour and number of simulations. */

const meta = {
  title: 'Components/SubjectTabs',
  component: SubjectTabs,
  args: { label: 'Subject', tabs, value: 'physics', onValueChange: fn(), children: null },
  render: (args) => <Harness {...args} />,
  parameters: { spoken },
} satisfies Meta<typeof SubjectTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The subject tabs of the simulations page, with counts, the first selected. */
export const Default: Story = {};
/** Chemistry selected. */
export const ChemistrySelected: Story = { args: { value: 'chemistry' } };
/** Tabs without counts. */
export const WithoutCounts: Story = { args: { tabs: tabs.map(({ value, label }) => ({ value, label })) } };
/** Subject names in Kinyarwanda. */
export const KinyarwandaLabels: Story = {
  globals: { locale: 'rw' },
  args: {
    label: 'Isomo',
    tabs: [
      { value: 'physics', label: 'Ubugenge', count: 33 },
      { value: 'chemistry', label: 'Ubutabire', count: 16 },
      { value: 'biology', label: 'Ibinyabuzima', count: 5 },
      { value: 'math', label: 'Imibare', count: 13 },
    ],
  },
};

export const ShouldStartOnTheGivenSubject: Story = {
  name: 'at start, should select physics and label the panel with it',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist', { name: 'Subject' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Physics' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: 'Chemistry' })).toHaveAttribute('aria-selected', 'false');
    // The panel is named by its subject alone: the count is said once, on the tab.
    await expect(canvas.getByRole('tabpanel', { name: 'Physics' })).toHaveTextContent('The Physics simulations go here.');
  },
};

export const ShouldSayCountsOnceAsDescriptions: Story = {
  name: 'should name each tab by its subject and say its count once, with its noun, as its description',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const tab = within(canvasElement).getByRole('tab', { name: 'Physics' });
    // Counts go outside names (issue 44); the visible "33" stays, and is said as "33 simulations".
    await expect(tab).toHaveAccessibleDescription('33 simulations');
    await expect(within(tab).getByText('33')).toBeVisible();
    await expect(within(canvasElement).getByRole('tabpanel')).not.toHaveAccessibleDescription(/33/);
  },
};

export const ShouldSayCountsInKinyarwanda: Story = {
  ...KinyarwandaLabels,
  name: 'in Kinyarwanda, should put the noun before the number ("Amagerageza 33")',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tab', { name: 'Ubugenge' })).toHaveAccessibleDescription('Amagerageza 33');
  },
};

export const ShouldNotDescribeTabsWithoutCounts: Story = {
  ...WithoutCounts,
  name: 'without counts, should name each tab by its subject and describe nothing',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tab', { name: 'Physics' })).not.toHaveAttribute('aria-describedby');
  },
};

export const ShouldChangeSubjectWithTheKeyboard: Story = {
  name: 'with the keyboard only, arrows, Home and End should change the subject',
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: /Physics/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: /Chemistry/ })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('chemistry');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: /Mathematics/ })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('math');
    await userEvent.keyboard('{Home}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('physics');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: /Mathematics/ })).toHaveAttribute('aria-selected', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: /Mathematics/ })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('The Mathematics simulations go here.');
  },
};

export const ShouldChangeSubjectOnClick: Story = {
  name: 'when a subject is clicked, should select it; clicking the selected one again should report nothing',
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: /Physics/ }));
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('tab', { name: /Biology/ }));
    await expect(canvas.getByRole('tab', { name: /Biology/ })).toHaveAttribute('aria-selected', 'true');
    // Radix reports a click on mouse-down and again on focus; both name the same subject.
    await expect(args.onValueChange).toHaveBeenLastCalledWith('biology');
    await expect(new Set((args.onValueChange as ReturnType<typeof fn>).mock.calls.map((c) => c[0]))).toEqual(new Set(['biology']));
    await expect(canvas.getAllByRole('tabpanel')).toHaveLength(1);
  },
};

/** The tabs as the simulation page labels them, in the story's language. */
function Translated(args: SubjectTabsProps) {
  const { t } = useT(simulationsNs);
  const translated = SUBJECTS.map((subject) => ({ value: subject, label: t(`subjects.${subject}`), count: tabs.find((tab) => tab.value === subject)?.count }));
  return <Harness {...args} label={t('subjects.label')} tabs={translated} />;
}

// Tab into the tabs, hear the selected subject with its count and position, move to the next
// subject with the arrow key (it is selected and its panel follows), then Tab into the panel.
const saysSubjects = speaks(spoken, 'choose a subject', async () => {
  await tab();
  await press('{ArrowRight}');
  await tab();
});

export const ShouldSayEn: Story = {
  name: 'to a screen reader, choosing a subject, should say the approved phrases (en)',
  tags: ['!autodocs'],
  render: (args) => <Translated {...args} />,
  play: saysSubjects,
};
export const ShouldSayFr: Story = {
  ...ShouldSayEn,
  ...inFrench,
  name: 'to a screen reader, choosing a subject, should say the approved phrases (fr)',
  tags: ['!autodocs'],
};
export const ShouldSayRw: Story = {
  ...ShouldSayEn,
  ...inKinyarwanda,
  name: 'to a screen reader, choosing a subject, should say the approved phrases (rw)',
  tags: ['!autodocs'],
};
