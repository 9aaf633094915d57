import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SimulationViewer, type SimulationViewerProps } from '../../src/components/SimulationViewer';
import { Button } from '../../src/components/Button';
import { simulations } from '../../src/content/simulations';
import { simulationTexts } from '../../src/content/simulation-texts';
import type { Simulation } from '../../src/lib/simulations';
import { phone320 } from '../support/globals';

const { fr: simulationTextsFr, rw: simulationTextsRw } = simulationTexts;

const byId = (id: string): Simulation => {
  const found = simulations.find((s) => s.id === id);
  if (!found) throw new Error(`no simulation ${id}`);
  return found;
};
const projectile = byId('projectile-motion');
const membrane = byId('membrane-transport');
const PROJECTILE_URL = 'https://phet.colorado.edu/sims/html/projectile-motion/latest/projectile-motion_all.html';

/** Makes the browser claim (or deny) Fullscreen API support for one story, and records requests. */
function stubFullscreen(enabled: boolean) {
  const request = fn(() => Promise.resolve());
  const enabledBefore = Object.getOwnPropertyDescriptor(document, 'fullscreenEnabled');
  const requestBefore = Object.getOwnPropertyDescriptor(Element.prototype, 'requestFullscreen');
  Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, get: () => enabled });
  Object.defineProperty(Element.prototype, 'requestFullscreen', { configurable: true, writable: true, value: request });
  return {
    request,
    restore: () => {
      if (enabledBefore) Object.defineProperty(document, 'fullscreenEnabled', enabledBefore);
      else delete (document as { fullscreenEnabled?: boolean }).fullscreenEnabled;
      if (requestBefore) Object.defineProperty(Element.prototype, 'requestFullscreen', requestBefore);
    },
  };
}
let fullscreenRequest = fn();

/** The viewer pane: a placeholder until a simulation is chosen, then the simulation in the learner's language. */
const meta = {
  title: 'Components/SimulationViewer',
  component: SimulationViewer,
  args: { simulation: projectile },
  decorators: [
    (Story) => (
      <div className="max-w-3xl p-4">
        <Story />
      </div>
    ),
  ],
  parameters: {
    // The frame holds PhET's page, which we do not audit (and cannot reach offline): axe checks our markup only.
    a11y: { options: { iframes: false } },
  },
} satisfies Meta<typeof SimulationViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A PhET simulation ready to start: title, description and the Start and Full screen buttons. */
export const Default: Story = {};
/** No simulation chosen yet: an invitation to pick one. */
export const Placeholder: Story = { args: { simulation: undefined } };
/** In French: the simulation opens in French. */
export const French: Story = { globals: { locale: 'fr' }, args: { texts: simulationTextsFr } };
/** In Kinyarwanda. */
export const Kinyarwanda: Story = { globals: { locale: 'rw' }, args: { texts: simulationTextsRw } };
/** A simulation PhET has not translated into Kinyarwanda: a note says it opens in English. */
export const KinyarwandaNotTranslatedByPhet: Story = {
  globals: { locale: 'rw' },
  args: { simulation: membrane, texts: simulationTextsRw },
};
/** A chemistry simulation (pH Scale). */
export const Chemistry: Story = { args: { simulation: byId('ph-scale') } };
/** At 320px. */
export const Phone: Story = phone320;

export const ShouldInviteAChoiceAndLoadNothing: Story = {
  name: 'with nothing selected, should say "Select a Simulation" and load no frame',
  tags: ['!autodocs'],
  args: { simulation: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Select a Simulation' })).toBeVisible();
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    await expect(canvas.queryByRole('link', { name: /Open in a new tab/ })).toBeNull();
  },
};

export const ShouldEmbedTheSimulation: Story = {
  name: 'when selected, should show name, description, instructions and a titled, sandboxed, lazy 600 px frame',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Projectile Motion' })).toBeVisible();
    await expect(canvas.getByText(projectile.description)).toBeVisible();
    await expect(canvas.getByText('Language: English')).toBeVisible();
    const steps = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(steps).toHaveLength(4);
    await expect(steps[0]).toHaveTextContent(/^Drag/);
    await expect(steps[3]).toHaveTextContent('Take notes of what you observe.');
    const frame = canvasElement.querySelector('iframe')!;
    await expect(frame).toHaveAttribute('title', 'Projectile Motion: interactive PhET simulation');
    await expect(frame).toHaveAttribute('src', PROJECTILE_URL);
    await expect(frame).toHaveAttribute('allow', 'fullscreen');
    await expect(frame).toHaveAttribute('loading', 'lazy');
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin');
    await expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
    await expect(frame.getBoundingClientRect().height).toBe(600);
    const newTab = canvas.getByRole('link', { name: 'Open in a new tab (opens in a new tab)' });
    await expect(newTab).toHaveAttribute('href', PROJECTILE_URL);
    await expect(newTab).toHaveAttribute('target', '_blank');
    await expect(newTab).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const ShouldLoadFrenchWhenTheInterfaceIsFrench: Story = {
  name: 'in French, should load ?locale=fr and say the simulation is in French',
  tags: ['!autodocs'],
  globals: { locale: 'fr' },
  args: { texts: simulationTextsFr },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Langue : français')).toBeVisible();
    await expect(canvas.getByText(/^Tirez des objets avec un canon/)).toBeVisible();
    await expect(canvas.getByText('Mécanique')).toBeVisible();
    await expect(canvasElement.querySelector('iframe')).toHaveAttribute('src', `${PROJECTILE_URL}?locale=fr`);
    await expect(canvas.getByRole('link', { name: /Ouvrir dans un nouvel onglet/ })).toHaveAttribute('href', `${PROJECTILE_URL}?locale=fr`);
  },
};

export const ShouldLoadKinyarwandaWhenPhetHasIt: Story = {
  name: 'in Kinyarwanda, should load ?locale=rw and say the simulation is in Kinyarwanda',
  tags: ['!autodocs'],
  globals: { locale: 'rw' },
  args: { texts: simulationTextsRw },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Ururimi: Ikinyarwanda')).toBeVisible();
    await expect(canvas.getByText('Ubukanishi')).toBeVisible();
    await expect(canvasElement.querySelector('iframe')).toHaveAttribute('src', `${PROJECTILE_URL}?locale=rw`);
  },
};

export const ShouldFallBackToEnglishAndSaySo: Story = {
  name: 'in Kinyarwanda, for a simulation PhET has not translated, should load English and explain why',
  tags: ['!autodocs'],
  globals: { locale: 'rw' },
  args: { simulation: membrane, texts: simulationTextsRw },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Ururimi: Icyongereza')).toBeVisible();
    await expect(canvas.getByText(/PhET ntiragira iri gerageza mu Kinyarwanda/)).toBeVisible();
    await expect(canvasElement.querySelector('iframe')).toHaveAttribute('src', membrane.url);
  },
};

export const ShouldOfferFullScreenWhereSupported: Story = {
  name: 'where the Fullscreen API exists, the Full screen button should put the frame’s container in full screen',
  tags: ['!autodocs'],
  beforeEach: () => {
    const stub = stubFullscreen(true);
    fullscreenRequest = stub.request;
    return stub.restore;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: 'Full screen' });
    await userEvent.click(button);
    await expect(fullscreenRequest).toHaveBeenCalledOnce();
    const container = fullscreenRequest.mock.contexts[0] as Element;
    await expect(container).toHaveAttribute('data-slot', 'simulation-frame');
    await expect(container.querySelector('iframe')).not.toBeNull();
  },
};

export const ShouldHideFullScreenWhereUnsupported: Story = {
  name: 'where the Fullscreen API is missing, should hide Full screen and keep Open in a new tab',
  tags: ['!autodocs'],
  beforeEach: () => stubFullscreen(false).restore,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /Open in a new tab/ })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Full screen' })).toBeNull();
  },
};

/**
 * Picks a simulation the way the page does on a phone: the focus request first, the simulation a
 * moment later (the page's URL state arrives in a later render).
 */
function FocusHarness(args: SimulationViewerProps) {
  const [simulation, setSimulation] = React.useState<Simulation>();
  const [focusRequest, setFocusRequest] = React.useState(0);
  return (
    <div className="flex flex-col gap-4">
      <Button
        onClick={() => {
          setFocusRequest((n) => n + 1);
          setTimeout(() => setSimulation(byId('density')), 50);
        }}
      >
        Choose Density
      </Button>
      <SimulationViewer {...args} simulation={simulation} focusRequest={focusRequest} />
    </div>
  );
}

export const ShouldMoveFocusToTheHeadingWhenAsked: Story = {
  name: 'when the page asks (a phone, after choosing), should move focus to the simulation’s heading',
  tags: ['!autodocs'],
  render: (args) => <FocusHarness {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Select a Simulation' })).not.toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const heading = await canvas.findByRole('heading', { level: 2, name: 'Density' });
    await waitFor(() => expect(heading).toHaveFocus());
  },
};
