import { cva } from 'class-variance-authority';
import { useT } from '@/i18n/useT';
import { elementPage } from '@/i18n/namespaces/element-page';
import { cn } from '@/lib/cn';
import type { TextLang } from '@/lib/langs';
import { markLang } from '@/lib/lang-parts';
import { Link } from '../Link';
import { LangText } from '../LangText';

const elementPlaceLinkVariants = cva(
  'inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
);

/** An element another one links to: its name in the page's language, symbol and page address. */
export interface PlaceLink {
  name: string;
  /** The name's language when it is not the page's (an English name on a Kinyarwanda page). */
  nameLang?: TextLang | undefined;
  symbol: string;
  href: string;
}

/** The sides of an element in the drawn table, in the order they are listed. */
const SIDES = ['left', 'right', 'above', 'below'] as const;

export interface ElementPlaceProps {
  /** The element's name in the page's language, for the sentence. */
  name: string;
  /** The name's language when it is not the page's (an English name on a Kinyarwanda page). */
  nameLang?: TextLang | undefined;
  /** Group 1–18, or null for the lanthanoids and actinoids. */
  group: number | null;
  /** Period 1–7. */
  period: number;
  /** Block letter: s, p, d or f. */
  block: string;
  /** The elements around it in the table, each a link to its page; a missing side has no cell. */
  neighbours: Partial<Record<(typeof SIDES)[number], PlaceLink>>;
  className?: string;
}

/**
 * Where an element sits in the periodic table, in words and numbers (group, period, block), and
 * links to the elements drawn left, right, above and below it, each named by the element first
 * ("Manganese (Mn)"). A screen reader hears the place once, as the sentence; the list of the same
 * numbers under it is for the eye.
 */
export function ElementPlace({ name, nameLang, group, period, block, neighbours, className }: ElementPlaceProps) {
  const { t } = useT(elementPage);
  const sides = SIDES.filter((side) => neighbours[side]);
  const marked = markLang(name, nameLang);
  return (
    <section data-slot="element-place" aria-labelledby="element-place-heading" className={cn('flex flex-col gap-3', className)}>
      <h2 id="element-place-heading" className="border-b border-border pb-1 text-lg font-bold">
        {t('place.heading')}
      </h2>
      <p>
        <LangText text={group === null ? t('place.inFRow', { name: marked, period }) : t('place.inGroup', { name: marked, period, group, block })} />
      </p>
      {/* The same group, period and block as the sentence above, laid out to scan by eye: a screen
          reader hears them once, in the sentence (issue 44: nothing said twice in a row). */}
      <dl aria-hidden="true" className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-semibold text-muted-foreground">{t('place.group')}</dt>
        <dd>{group ?? t('place.noGroup')}</dd>
        <dt className="font-semibold text-muted-foreground">{t('place.period')}</dt>
        <dd>{period}</dd>
        <dt className="font-semibold text-muted-foreground">{t('place.block')}</dt>
        <dd>{t('place.blockValue', { block })}</dd>
      </dl>
      {sides.length > 0 && (
        <>
          <h3 id="element-neighbours-heading" className="font-bold">
            {t('place.neighbours')}
          </h3>
          <ul aria-labelledby="element-neighbours-heading" className="grid gap-x-6 sm:grid-cols-2">
            {sides.map((side) => {
              const n = neighbours[side]!;
              return (
                <li key={side} className="flex flex-wrap items-center gap-x-2">
                  <span className="text-muted-foreground">{t(`place.${side}`)}</span>
                  <Link to={n.href} className={elementPlaceLinkVariants()}>
                    <span lang={n.nameLang}>{n.name}</span> ({n.symbol})
                  </Link>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
