import { cn } from '@/lib/cn';
import { useT } from '@/i18n/useT';
import { periodic } from '@/i18n/namespaces/periodic';
import { categorySlug } from '@/lib/element-categories';
import { formatAtomicMass, formatShells } from '@/lib/element-format';
import { elementHref } from '@/lib/links';
import { partLang } from '@/lib/langs';
import { markLang } from '@/lib/lang-parts';
import { LangText } from '../LangText';
import { Link } from '../Link';
import { categoryColors } from '../CategoryLegend';
import type { TileElement } from '../ElementTile';

const elementPreviewClass = 'flex min-w-0 items-center gap-3 overflow-hidden rounded-md border-l-[3px] px-2 py-0.5 text-xs leading-tight text-foreground';

const symbolClass = 'shrink-0 text-2xl leading-none font-bold';

export interface ElementPreviewProps {
  /** The element to show: the focused tile, or the one under the pointer. */
  element: Omit<TileElement, 'row' | 'column'>;
  className?: string;
}

/**
 * What the wall chart prints in the gap above the transition metals: the focused or hovered element's
 * symbol, name, number, mass, category and electrons per shell, and a link to its page. Built only
 * from the tile's data (no extra download); the electron configuration and the texts are on the
 * element's page and in the dialog. It is no live region (issue 44): the focused tile has just said
 * its name and number, so an announcement would only repeat it, and a pointer moving over the table
 * would talk at every tile. A screen-reader user who wants the mass and shells opens the element
 * (Enter), or reads on to this region after the table.
 */
export function ElementPreview({ element, className }: ElementPreviewProps) {
  const { t, lang } = useT(periodic);
  const slug = categorySlug(element.category);
  return (
    <section data-slot="element-preview" aria-label={t('preview.label')} className={cn(elementPreviewClass, categoryColors[slug], className)}>
      <span aria-hidden="true" className={symbolClass}>
        {element.symbol}
      </span>
      <div className="flex min-w-0 flex-col">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span lang={partLang(element.nameLang, lang)} className="min-w-0 font-semibold">
            {element.name}
          </span>
          <span>
            {t('preview.number')} <span className="tabular-nums">{element.number}</span>
          </span>
          <span>
            {t('preview.mass')} <span className="tabular-nums">{formatAtomicMass(element.atomicMass, lang)}</span>
          </span>
        </p>
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span>{t(`categories.${slug}`)}</span>
          <span>
            {t('tile.shells')} <span className="tabular-nums">{formatShells(element.shells)}</span>
          </span>
          <Link
            to={elementHref(lang, element.symbol)}
            className="font-medium underline underline-offset-2 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <LangText text={t('preview.link', { name: markLang(element.name, element.nameLang) })} />
          </Link>
        </p>
      </div>
    </section>
  );
}
