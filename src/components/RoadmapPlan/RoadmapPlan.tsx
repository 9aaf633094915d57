import * as React from 'react';
import { partLang, type TextLang } from '@/lib/langs';
import { cn } from '@/lib/cn';
import { formatBytes } from '@/lib/format';
import { useT } from '@/i18n/useT';
import { roadmap } from '@/i18n/namespaces/roadmap';
import { useHydrated } from '@/hooks/useHydrated';
import { Badge } from '@/components/Badge';
import { Button, buttonVariants } from '@/components/Button';
import { Icon } from '@/components/Icon';
import { LangText } from '@/components/LangText';
import { LiveRegion } from '@/components/LiveRegion';
import { parseDoneTopics, readStored, subscribeStored, writeStored } from './progress-store';

/**
 * One topic of a stage, in the visitor's language. Every sentence of a plan (titles, goal, topics,
 * project, curriculum names) may mark words in another language `[[en:type hints]]` (lib/lang-parts):
 * shown through LangText, and plainText wherever a plain string is needed (the PDF, the search index).
 */
interface RoadmapPlanTopic {
  /** Unique within the road map; the key its tick is stored under. */
  id: string;
  title: string;
  /** What to learn and why: the checkbox's description. */
  text: string;
}

/** A free resource: a name and its https home page. */
interface RoadmapPlanResource {
  name: string;
  /** The name's language, when it may differ from the page's (the resources are English-language sites). */
  lang?: TextLang;
  url: string;
  kind: 'docs' | 'course' | 'tool';
}

/** One stage of a road map, in the visitor's language. */
interface RoadmapPlanStage {
  id: string;
  title: string;
  goal: string;
  topics: RoadmapPlanTopic[];
  project: string;
  /** Weeks at about 10 hours a week. */
  weeks: number;
  resources: RoadmapPlanResource[];
  /** Where the stage matches a Rwandan curriculum: the source and the module or subject name. */
  curriculum: Array<{ source: 'rtb-swd' | 'reb-cs'; name: string }>;
}

/** A road map's stages with every string already in the visitor's language. */
export interface RoadmapPlanData {
  stages: RoadmapPlanStage[];
}

export interface RoadmapPlanProps {
  plan: RoadmapPlanData;
  /** The localStorage key the learner's ticks are kept under (one per road map, shared by its languages). */
  storageKey: string;
  /** The PDF of this road map in the page's language, and its size in bytes when known. */
  pdf?: { href: string; sizeBytes?: number };
  /** Heading level of each stage, to fit the page's outline. @default 2 */
  headingLevel?: 2 | 3;
  className?: string;
}

const roadmapStageClass =
  'flex flex-col gap-4 rounded-lg border border-border bg-background p-5 print:break-inside-avoid-page print:border-black print:p-0 print:border-0';

const roadmapProgressClass = 'h-3 w-full overflow-hidden rounded-full border border-border bg-muted print:border-black print:bg-white';

/** Every topic id of a plan, in order. */
const topicIds = (plan: RoadmapPlanData): string[] => plan.stages.flatMap((stage) => stage.topics.map((topic) => topic.id));

/**
 * A written road map as a checklist: a progress summary ("7 of 38 topics done" as text and a
 * progress bar, changes announced politely), Print and Download PDF actions, then the stages as an
 * ordered list, each with its heading (number, title, weeks), goal, topics as native checkboxes (the
 * topic's sentence is the checkbox's description), project, free resources and curriculum links.
 * Ticks are kept in localStorage under `storageKey`, read only once hydrated (the prerendered page
 * shows 0 done), and malformed stored values are ignored.
 */
export function RoadmapPlan({ plan, storageKey, pdf, headingLevel = 2, className }: RoadmapPlanProps) {
  const { t, tn, lang, formatNumber } = useT(roadmap);
  const hydrated = useHydrated();
  const idPrefix = React.useId();
  const ids = React.useMemo(() => topicIds(plan), [plan]);
  const raw = React.useSyncExternalStore(
    subscribeStored,
    () => (hydrated ? readStored(storageKey) : null),
    () => null,
  );
  const done = React.useMemo(() => parseDoneTopics(raw, ids), [raw, ids]);
  const [announcement, setAnnouncement] = React.useState('');

  const total = ids.length;
  const count = done.size;
  const progressText = (n: number) => tn('progress.count', total, { done: formatNumber(n) });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const SubHeading = headingLevel === 2 ? 'h3' : 'h4';
  const summaryId = `${idPrefix}-summary`;

  const toggle = (topicId: string, checked: boolean) => {
    const next = new Set(done);
    if (checked) next.add(topicId);
    else next.delete(topicId);
    // Stored in plan order, so the value does not depend on the order of ticking.
    writeStored(storageKey, JSON.stringify(ids.filter((id) => next.has(id))));
    setAnnouncement(progressText(next.size));
  };

  return (
    <div data-slot="roadmap-plan" className={cn('flex flex-col gap-8', className)}>
      <section
        aria-labelledby={`${idPrefix}-progress`}
        className="flex flex-col gap-3 rounded-lg border border-border bg-muted p-5 print:border-black print:bg-white"
      >
        <Heading id={`${idPrefix}-progress`} className="text-xl font-bold">
          {t('progress.heading')}
        </Heading>
        <p id={summaryId} className="text-lg font-semibold" data-testid="roadmap-progress-text">
          {progressText(count)}
        </p>
        <div
          role="progressbar"
          aria-labelledby={`${idPrefix}-progress`}
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={count}
          aria-valuetext={progressText(count)}
          className={roadmapProgressClass}
        >
          <div
            className="h-full bg-primary transition-[width] motion-reduce:transition-none forced-colors:bg-[Highlight] print:bg-black"
            style={{ width: `${total ? (count / total) * 100 : 0}%` }}
          />
        </div>
        <p className="text-sm text-muted-foreground" data-print="hide">
          {t('page.savedHere')}
        </p>
        <div role="group" aria-label={t('actions.label')} className="flex flex-wrap gap-3" data-print="hide">
          <Button variant="outline" onClick={() => window.print()}>
            {t('actions.print')}
          </Button>
          {pdf && (
            <a
              href={pdf.href}
              target="_blank"
              rel="noopener noreferrer"
              // Wraps at 320 px: "Télécharger le PDF · 30 Ko" is wider than a phone held at 400 % zoom.
              className={cn(buttonVariants({ variant: 'default' }), 'max-w-full whitespace-normal text-center')}
              data-slot="roadmap-pdf"
            >
              <Icon name="download" />
              <span>{t('actions.download')}</span>
              {pdf.sizeBytes !== undefined && <span className="font-normal">{`· ${formatBytes(pdf.sizeBytes, lang)}`}</span>}
              <span className="sr-only"> {t('actions.newTab')}</span>
            </a>
          )}
        </div>
        <LiveRegion message={announcement} />
      </section>

      <ol aria-label={t('stages.label')} className="flex flex-col gap-6">
        {plan.stages.map((stage, index) => {
          const headingId = `${idPrefix}-${stage.id}`;
          return (
            <li key={stage.id} aria-labelledby={headingId} className={roadmapStageClass}>
              <Heading id={headingId} className="text-xl font-bold break-words">
                {/* Shown as two lines with a "·" between number and length; heard as one plain
                    sentence ("Stage 1, about 5 weeks: Python basics"), not as spans with hidden
                    punctuation between them (" , " and " : " in braille and in every reader). */}
                <span aria-hidden="true" className="flex flex-col gap-1">
                  <span className="text-sm font-semibold tracking-wide text-muted-foreground uppercase print:text-black">
                    {t('stages.number', { n: formatNumber(index + 1) })} · {tn('stages.weeks', stage.weeks)}
                  </span>
                  <span>
                    <LangText text={stage.title} />
                  </span>
                </span>
                <span className="sr-only">
                  <LangText
                    text={t('stages.heading', {
                      number: t('stages.number', { n: formatNumber(index + 1) }),
                      weeks: tn('stages.weeks', stage.weeks),
                      title: stage.title,
                    })}
                  />
                </span>
              </Heading>
              <p>
                <strong>{t('stages.goal')}</strong> <LangText text={stage.goal} />
              </p>

              <SubHeading className="text-lg font-semibold">{t('stages.topics')}</SubHeading>
              <ul className="flex flex-col gap-3">
                {stage.topics.map((topic) => {
                  const inputId = `${idPrefix}-${stage.id}-${topic.id}`;
                  return (
                    <li key={topic.id} className="flex gap-3">
                      <input
                        id={inputId}
                        type="checkbox"
                        checked={done.has(topic.id)}
                        onChange={(event) => toggle(topic.id, event.currentTarget.checked)}
                        aria-describedby={`${inputId}-text`}
                        className="mt-0.5 size-6 shrink-0 cursor-pointer accent-primary focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
                      />
                      <div className="flex min-w-0 flex-col gap-1">
                        <label htmlFor={inputId} className="cursor-pointer font-semibold break-words">
                          <LangText text={topic.title} />
                        </label>
                        <p id={`${inputId}-text`} className="text-muted-foreground break-words print:text-black">
                          <LangText text={topic.text} />
                        </p>
                      </div>
                    </li>
                  );
                })}
              </ul>

              <SubHeading className="text-lg font-semibold">{t('stages.project')}</SubHeading>
              <p>
                <LangText text={stage.project} />
              </p>

              <SubHeading className="text-lg font-semibold">{t('stages.resources')}</SubHeading>
              <ul className="flex flex-col gap-2">
                {stage.resources.map((resource) => (
                  <li key={resource.url} className="flex flex-wrap items-center gap-2">
                    <a
                      href={resource.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex min-h-6 items-center gap-1 font-semibold break-all text-primary underline underline-offset-4 hover:no-underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
                    >
                      <span lang={partLang(resource.lang, lang)}>{resource.name}</span>
                      <Icon name="external" className="size-4" />
                      <span className="sr-only"> {t('actions.newTab')}</span>
                    </a>
                    <Badge variant="outline">{t(`kinds.${resource.kind}`)}</Badge>
                    <span className="hidden text-sm print:inline">{resource.url}</span>
                  </li>
                ))}
              </ul>

              {stage.curriculum.length > 0 && (
                <>
                  <SubHeading className="text-lg font-semibold">{t('stages.curriculum')}</SubHeading>
                  <ul className="flex flex-wrap gap-2">
                    {stage.curriculum.map((link) => (
                      <li key={`${link.source}-${link.name}`}>
                        <Badge variant="secondary" className="h-auto whitespace-normal">
                          {/* One span: the badge is a flex box, where each marked part would be an item of its own that never wraps. */}
                          <span>
                            <LangText text={t('stages.curriculumLink', { source: t(`sources.${link.source}`), name: link.name })} />
                          </span>
                        </Badge>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
