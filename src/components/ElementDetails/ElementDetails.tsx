import * as React from 'react';
import { cva } from 'class-variance-authority';
import { cn } from '@/lib/cn';
import { partLang, type TextLang } from '@/lib/langs';
import { useT } from '@/i18n/useT';
import { periodic } from '@/i18n/namespaces/periodic';
import { periodicDetails } from '@/i18n/namespaces/periodic-details';
import { categorySlug, type ElementCategory } from '@/lib/element-categories';
import {
  DISCOVERER_LANG,
  discovery,
  formatAtomicMassWithUnit,
  formatIsotopes,
  formatShells,
  hasNoStableIsotope,
  parseConfiguration,
  physicalProperties,
  type ElementFacts,
  type Fact,
} from '@/lib/element-format';
import { Button } from '../Button';
import { LangText } from '../LangText';
import { ShellModel } from '../ShellModel';
import { categoryColors, categorySwatchVariants } from '../CategoryLegend/CategoryLegendSwatch';

const elementBadgeVariants = cva('flex size-28 flex-col justify-between rounded-lg border-l-8 p-2 forced-colors:border-2', {
  variants: {
    /** The element's category: the tile's fill and strong edge, larger. */
    category: {
      ...categoryColors,
    },
  },
  defaultVariants: { category: 'unknown' },
});

const elementAccentVariants = cva('', {
  variants: {
    /** The element's category: its strong shade, for the shell drawing. */
    category: {
      'alkali-metal': 'text-element-alkali-metal-strong',
      'alkaline-earth-metal': 'text-element-alkaline-earth-metal-strong',
      lanthanoid: 'text-element-lanthanoid-strong',
      actinoid: 'text-element-actinoid-strong',
      'transition-metal': 'text-element-transition-metal-strong',
      'post-transition-metal': 'text-element-post-transition-metal-strong',
      metalloid: 'text-element-metalloid-strong',
      'other-nonmetal': 'text-element-other-nonmetal-strong',
      'noble-gas': 'text-element-noble-gas-strong',
      unknown: 'text-element-unknown-strong',
    },
  },
  defaultVariants: { category: 'unknown' },
});

/** Everything the details show about one element (the data, with the name in the visitor's language). */
export interface DetailsElement extends ElementFacts {
  name: string;
  /** The name's language when it is not the page's (an English name kept on a Kinyarwanda page). */
  nameLang?: TextLang | undefined;
  category: ElementCategory;
}

/** The written part of an element's details, which may arrive after the dialog opens. */
export interface ElementText {
  description: string;
  uses: readonly string[];
}

function Section({ title, children, className, level }: { title: string; children: React.ReactNode; className?: string; level: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const id = React.useId();
  return (
    <section aria-labelledby={id} className={cn('flex flex-col gap-2', className)}>
      <Heading id={id} className="border-b border-border pb-1 text-lg font-bold">
        {title}
      </Heading>
      {children}
    </section>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-x-4 gap-y-0.5 py-1 sm:grid-cols-[minmax(0,13rem)_1fr]">
      <dt className="font-semibold text-muted-foreground">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export interface ElementDetailsProps {
  /** The element, with its name in the visitor's language. */
  element: DetailsElement;
  /** Description and uses in the visitor's language; undefined while they load. */
  text?: ElementText;
  /** Whether the written text is still loading or failed (the data sections show at once either way). @default 'loading' */
  textStatus?: 'loading' | 'ready' | 'error';
  /** Try loading the written text again after an error. */
  onRetry?: () => void;
  /** The level of the section headings: 3 under a dialog's title, 2 on the element's own page. @default 3 */
  headingLevel?: 2 | 3;
  /**
   * Render what a first screen shows (the badge, the drawing and Basic Information) in the first
   * frame, and the sections below it just after, in a render of lower priority. For the dialog,
   * which a tap opens: half the elements to create, style and lay out in the tap's own frame. The
   * element's page renders everything at once (its HTML is prerendered). @default false
   */
  progressive?: boolean;
}

/**
 * All the facts of one element: a badge and a large shell drawing, then Basic Information,
 * Physical Properties (N/A where the data has no value; carbon and arsenic sublime; gas densities
 * at 0 °C), Discovery, Description, Common Uses and Isotopes. The data sections render at once;
 * the written description and uses fill in when they arrive. Shown in the table's dialog and on
 * the element's own page.
 */
export function ElementDetails({ element, text, textStatus = 'loading', onRetry, headingLevel = 3, progressive = false }: ElementDetailsProps) {
  // false in the first render when progressive, then true in a deferred render right after.
  const rest = React.useDeferredValue(true, !progressive);
  const { t, tn, lang } = useT(periodicDetails);
  const { t: tp } = useT(periodic);
  const slug = categorySlug(element.category);
  const fact = (value: Fact): React.ReactNode => {
    if (value.kind === 'na') {
      return (
        <>
          <span aria-hidden="true">{t('na')}</span>
          <span className="sr-only">{t('naSpoken')}</span>
        </>
      );
    }
    if (value.kind === 'value') return value.text;
    return t(`notes.${value.note}`, { value: value.text ?? '' });
  };
  const found = discovery(element);
  const pending =
    textStatus === 'error' ? (
      <div className="flex flex-col items-start gap-2" role="alert">
        <p>{t('dialog.error')}</p>
        {onRetry && (
          <Button variant="outline" size="sm" onClick={onRetry}>
            {t('dialog.retry')}
          </Button>
        )}
      </div>
    ) : (
      <p className="text-muted-foreground">{t('dialog.loading')}</p>
    );

  return (
    <div data-slot="element-details" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-4">
        {/* Hidden from screen readers: its three facts open Basic information just below, with their names
            ("Atomic number, 79"); here they would be bare numbers ("79", "Au", "196.97 u") said twice. */}
        <div aria-hidden="true" className={elementBadgeVariants({ category: slug })} data-category={slug}>
          <span className="text-sm font-semibold tabular-nums">{element.number}</span>
          <span className="text-4xl leading-none font-bold">{element.symbol}</span>
          <span className="text-sm text-muted-foreground tabular-nums">{formatAtomicMassWithUnit(element.atomicMass, lang)}</span>
        </div>
        <ShellModel
          shells={element.shells}
          size="lg"
          label={t('dialog.shellModel', {
            name: element.name,
            electrons: tn(
              'dialog.shellElectrons',
              element.shells.reduce((sum, n) => sum + n, 0),
            ),
            shells: tn('dialog.shellCount', element.shells.length),
          })}
          className={elementAccentVariants({ category: slug })}
        />
      </div>

      <Section level={headingLevel} title={t('dialog.sections.basic')}>
        <dl>
          <Row label={t('dialog.fields.symbol')}>{element.symbol}</Row>
          <Row label={t('dialog.fields.atomicNumber')}>{element.number}</Row>
          <Row label={t('dialog.fields.atomicMass')}>
            {formatAtomicMassWithUnit(element.atomicMass, lang)}
            {hasNoStableIsotope(element.atomicMass) && <span className="block text-sm text-muted-foreground">{t('dialog.massNumberNote')}</span>}
          </Row>
          <Row label={t('dialog.fields.category')}>
            <span className="inline-flex items-center gap-2">
              <span aria-hidden="true" data-category={slug} className={categorySwatchVariants({ category: slug })} />
              {tp(`categories.${slug}`)}
            </span>
          </Row>
          <Row label={t('dialog.fields.electronConfiguration')}>
            <Configuration value={element.electronConfiguration} />
          </Row>
          <Row label={t('dialog.fields.shells')}>{formatShells(element.shells)}</Row>
        </dl>
      </Section>

      {rest && (
        <>
          <Section level={headingLevel} title={t('dialog.sections.physical')}>
            <dl>
              {physicalProperties(element, lang).map(({ property, fact: value }) => (
                <Row key={property} label={t(`dialog.fields.${property}`)}>
                  {fact(value)}
                </Row>
              ))}
              <Row label={t('dialog.fields.phase')}>{t(`phases.${element.phase}`)}</Row>
            </dl>
          </Section>

          <Section level={headingLevel} title={t('dialog.sections.discovery')}>
            {found.ancient ? (
              <p>{t('ancient')}</p>
            ) : (
              <dl>
                <Row label={t('dialog.fields.discoveredBy')}>
                  <span lang={partLang(DISCOVERER_LANG, lang)}>{found.by}</span>
                </Row>
                <Row label={t('dialog.fields.discoveryYear')}>{found.year === null ? fact({ kind: 'na' }) : String(found.year)}</Row>
              </dl>
            )}
          </Section>

          <Section level={headingLevel} title={t('dialog.sections.description')}>
            {text ? (
              <p lang={lang}>
                <LangText text={text.description} />
              </p>
            ) : (
              pending
            )}
          </Section>

          <Section level={headingLevel} title={t('dialog.sections.uses')}>
            {text ? (
              <ul lang={lang} className="list-disc space-y-1 pl-6">
                {text.uses.map((use) => (
                  <li key={use}>
                    <LangText text={use} />
                  </li>
                ))}
              </ul>
            ) : (
              textStatus !== 'error' && <p className="text-muted-foreground">{t('dialog.loading')}</p>
            )}
          </Section>

          <Section level={headingLevel} title={t('dialog.sections.isotopes')}>
            <p>{formatIsotopes(element.isotopes)}</p>
          </Section>
        </>
      )}
    </div>
  );
}

function Configuration({ value }: { value: string }) {
  const parts = parseConfiguration(value);
  return (
    <span className="tabular-nums">
      {parts.map((part, i) => (
        // Parts are positional within one configuration string.
        <React.Fragment key={i}>
          {i > 0 && ' '}
          {part.kind === 'core' && `[${part.symbol}]`}
          {part.kind === 'text' && part.text}
          {part.kind === 'subshell' && (
            <>
              {part.label}
              <sup>{part.electrons}</sup>
            </>
          )}
        </React.Fragment>
      ))}
    </span>
  );
}
