import * as React from 'react';
import { cn } from '@/lib/cn';
import { useT } from '@/i18n/useT';
import { simulations as simulationsNs } from '@/i18n/namespaces/simulations';

/** PhET's site, as the credit links to it. */
const PHET_URL = 'https://phet.colorado.edu';
/** The licence PhET publishes its simulations under. */
const CC_BY_4_URL = 'https://creativecommons.org/licenses/by/4.0/';

export interface PhetCreditProps {
  className?: string;
}

/**
 * Credits PhET Interactive Simulations (University of Colorado Boulder) and their CC BY 4.0 licence,
 * as the licence requires wherever their simulations are shown.
 */
export function PhetCredit({ className }: PhetCreditProps) {
  const { t } = useT(simulationsNs);
  const headingId = `${React.useId()}-credit`;
  return (
    <footer aria-labelledby={headingId} data-slot="phet-credit" className={cn('flex flex-col gap-2 border-t border-border pt-6', className)}>
      <h2 id={headingId} className="text-lg font-semibold">
        {t('credit.heading')}
      </h2>
      <p className="prose-width">{t('credit.text')}</p>
      <p className="prose-width text-muted-foreground">{t('credit.ours')}</p>
      <ul className="flex flex-wrap gap-x-6">
        <li>
          <a
            href={PHET_URL}
            className="inline-flex min-h-11 items-center text-primary underline underline-offset-4 hover:no-underline focus-visible:outline-3 focus-visible:outline-ring"
          >
            {t('credit.phetLink')}
          </a>
        </li>
        <li>
          <a
            href={CC_BY_4_URL}
            className="inline-flex min-h-11 items-center text-primary underline underline-offset-4 hover:no-underline focus-visible:outline-3 focus-visible:outline-ring"
          >
            {t('credit.licenceLink')}
          </a>
        </li>
      </ul>
    </footer>
  );
}
