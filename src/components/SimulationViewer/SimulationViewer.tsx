import * as React from 'react';
import { cn } from '@/lib/cn';
import { partLang } from '@/lib/langs';
import { useT } from '@/i18n/useT';
import { useHydrated } from '@/hooks/useHydrated';
import { simulations as simulationsNs } from '@/i18n/namespaces/simulations';
import {
  simulationCategoryName,
  simulationDescription,
  simulationLanguage,
  SIMULATION_NAME_LANG,
  simulationSrc,
  type Simulation,
  type PartialSimulationTexts,
} from '@/lib/simulations';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { EmbedFrame } from '../EmbedFrame';
import { Icon } from '../Icon';
import { subjectSwatchClass } from '../SubjectTone';

/** The frame's height in CSS pixels: room for PhET's controls on a phone held upright. */
const SIMULATION_FRAME_HEIGHT = 600;

/**
 * PhET needs scripts, and its own origin for the storage it keeps settings in; the frame gets
 * nothing else (no top navigation, forms, downloads or pop-ups). The "Open in a new tab" link
 * covers PhET's own links, which would need pop-ups.
 */
const SIMULATION_SANDBOX = 'allow-scripts allow-same-origin';

const simulationViewerClass = 'flex min-w-0 flex-col gap-4 rounded-lg border border-border bg-card p-4 md:p-6';

export interface SimulationViewerProps {
  /** The chosen simulation; without one the viewer invites the learner to pick one and loads nothing. */
  simulation?: Simulation;
  /**
   * Descriptions and category names in the interface language (French or Kinyarwanda). Without it the
   * catalogue's English ones show (English, or while the translation loads).
   */
  texts?: PartialSimulationTexts;
  /**
   * Move focus to the viewer's heading each time this number changes (not on first render). The page
   * increments it when a learner on a small screen picks a simulation, so they land on what they chose.
   */
  focusRequest?: number;
  className?: string;
}

/** True once hydrated in a browser that can put an element in full screen (not iPhone Safari, for one). */
function useFullscreenSupported(): boolean {
  const hydrated = useHydrated();
  return hydrated && typeof document !== 'undefined' && document.fullscreenEnabled === true;
}

/**
 * Shows the chosen PhET simulation: its name, description, language, how to use it, the simulation
 * itself in a titled, sandboxed, lazy 600 px frame in the learner's language when PhET has it, a
 * "Full screen" button where the browser allows it and an "Open in a new tab" link everywhere.
 */
export function SimulationViewer({ simulation, texts, focusRequest = 0, className }: SimulationViewerProps) {
  const { t, lang } = useT(simulationsNs);
  const id = React.useId();
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  const frameBoxRef = React.useRef<HTMLDivElement>(null);
  const fullscreenSupported = useFullscreenSupported();
  const handledRequest = React.useRef(focusRequest);

  // The request can arrive a render before the simulation does (the page's URL state updates in a
  // transition): keep it pending until the simulation's heading is there, then focus it once.
  React.useEffect(() => {
    if (focusRequest === handledRequest.current || !simulation) return;
    handledRequest.current = focusRequest;
    const heading = headingRef.current;
    if (!heading) return;
    // Bring the heading to the top of the screen (below the sticky header, via scroll-margin), not just
    // into view at the bottom edge, so the learner sees what they chose.
    heading.focus({ preventScroll: true });
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    heading.scrollIntoView?.({ block: 'start', behavior: smooth ? 'smooth' : 'auto' });
  }, [focusRequest, simulation]);

  if (!simulation) {
    return (
      <section aria-labelledby={`${id}-heading`} data-slot="simulation-viewer" className={cn(simulationViewerClass, className)}>
        <div className="flex flex-col items-center gap-3 px-2 py-12 text-center">
          <Icon name="atom" className="size-12 text-muted-foreground" />
          <h2 id={`${id}-heading`} ref={headingRef} tabIndex={-1} className="scroll-mt-24 text-2xl font-bold">
            {t('viewer.placeholderTitle')}
          </h2>
          <p className="prose-width text-muted-foreground">{t('viewer.placeholderDescription')}</p>
        </div>
      </section>
    );
  }

  const src = simulationSrc(simulation, lang);
  const runsIn = simulationLanguage(simulation, lang);
  const requestFullscreen = () => {
    // The promise rejects when the browser refuses (no user gesture, policy); the frame stays usable as it is.
    frameBoxRef.current?.requestFullscreen?.().catch(() => undefined);
  };

  return (
    <section aria-labelledby={`${id}-heading`} data-slot="simulation-viewer" className={cn(simulationViewerClass, className)}>
      <div className="flex flex-col gap-3">
        <h2 id={`${id}-heading`} ref={headingRef} tabIndex={-1} lang={partLang(SIMULATION_NAME_LANG, lang)} className="scroll-mt-24 text-2xl font-bold">
          {simulation.name}
        </h2>
        <div className="flex flex-wrap gap-2">
          <Badge className={cn(subjectSwatchClass(simulation.subject), 'text-white')}>{simulationCategoryName(simulation, texts)}</Badge>
          <Badge variant="outline">{t('viewer.language', { language: t(`languages.${runsIn}`) })}</Badge>
        </div>
        <p className="prose-width">{simulationDescription(simulation, texts)}</p>
        {runsIn !== lang && (
          <p className="prose-width rounded-md bg-warning-soft px-3 py-2 text-sm text-warning-foreground">
            {t('viewer.fallback', { inLanguage: t(`inLanguage.${lang}`) })}
          </p>
        )}
      </div>

      <div className="flex flex-col gap-2">
        <h3 className="text-lg font-semibold">{t('viewer.instructionsHeading')}</h3>
        <ol className="prose-width list-decimal space-y-1 pl-6">
          <li>{t('viewer.instructions.drag')}</li>
          <li>{t('viewer.instructions.controls')}</li>
          <li>{t('viewer.instructions.scenarios')}</li>
          <li>{t('viewer.instructions.notes')}</li>
        </ol>
      </div>

      <div className="flex flex-wrap gap-3">
        {fullscreenSupported && (
          <Button variant="default" onClick={requestFullscreen}>
            <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
            </svg>
            {t('viewer.fullscreen')}
          </Button>
        )}
        <Button asChild variant="outline">
          <a href={src} target="_blank" rel="noopener noreferrer">
            <Icon name="external" />
            {t('viewer.openNewTab')}
            <span className="sr-only"> {t('viewer.newTabHint')}</span>
          </a>
        </Button>
      </div>

      <div
        ref={frameBoxRef}
        data-slot="simulation-frame"
        className="overflow-hidden rounded-md border border-border bg-background [&:fullscreen>iframe]:h-full"
      >
        <EmbedFrame
          key={src}
          title={t('viewer.frameTitle', { name: simulation.name })}
          src={src}
          height={SIMULATION_FRAME_HEIGHT}
          allow="fullscreen"
          sandbox={SIMULATION_SANDBOX}
          referrerPolicy="no-referrer"
          loading="lazy"
          className="h-[600px]"
        />
      </div>
      <p className="text-sm text-muted-foreground">{t('viewer.loadingNote')}</p>
    </section>
  );
}
