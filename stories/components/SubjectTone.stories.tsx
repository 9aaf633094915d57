import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { simulationSubjectTone, subjectToneBackground, subjectToneFill, type SubjectTone } from '../../src/components/SubjectTone';

const tones = Object.keys(subjectToneBackground) as SubjectTone[];

/** Every subject colour family as a badge (white text) and as an SVG fill, each with its name beside it. */
function ToneGallery() {
  return (
    <ul aria-label="Subject colours" className="grid gap-2">
      {tones.map((tone) => (
        <li key={tone} className="flex items-center gap-3">
          <span className={`${subjectToneBackground[tone]} rounded-full px-2.5 py-0.5 text-sm font-semibold text-white`}>{tone}</span>
          <svg aria-hidden="true" width="24" height="24" className={subjectToneFill[tone]}>
            <rect width="24" height="24" rx="4" />
          </svg>
        </li>
      ))}
    </ul>
  );
}

/** The one map from a subject to its colours, read by badges, swatches and book covers. */
const meta = {
  title: 'Components/SubjectTone',
  component: ToneGallery,
} satisfies Meta<typeof ToneGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** All nine colour families (axe checks white text on each). */
export const AllTones: Story = {};

export const ShouldNameEveryToneAndMapEverySimulationSubject: Story = {
  name: 'should list every tone by name, and give every simulation subject a tone',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Subject colours' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(tones.length);
    for (const tone of tones) await expect(within(list).getByText(tone)).toBeVisible();
    await expect(Object.values(simulationSubjectTone).every((tone) => tones.includes(tone))).toBe(true);
  },
};
