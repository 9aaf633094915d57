import * as React from 'react';
import { cva } from 'class-variance-authority';
import { cn } from '@/lib/cn';
import { Icon } from '../Icon';
import { useT } from '@/i18n/useT';
import { useHydrated } from '@/hooks/useHydrated';
import { contact } from '@/i18n/namespaces/contact';
import { telHref } from '@/lib/contact-settings';
import { buildWhatsAppUrl } from '@/lib/whatsapp';
import {
  formatClock,
  formatDayRange,
  formatUtcOffset,
  KIGALI_ZONE_ABBREVIATION,
  seasonAt,
  supportHoursSeasons,
  zoneCity,
  type HoursInZone,
  type SupportHoursConfig,
  type SupportHoursSeason,
} from '@/lib/support-hours';
import type { Lang } from '@/lib/langs';

const contactDetailsVariants = cva('flex flex-col gap-4', {
  variants: {
    variant: {
      default: '',
      card: 'rounded-lg border border-border bg-card p-5 shadow-card',
    },
  },
  defaultVariants: { variant: 'default' },
});

/** The links in the list: at least 44 px tall to tap, underlined so they read as links. */
const contactLinkClass = 'inline-flex min-h-11 items-center gap-2 font-semibold text-primary underline underline-offset-4 hover:no-underline break-all';

export interface ContactDetailsProps {
  /** The team's email address (a mailto link). */
  email: string;
  /** The team's phone number as written for people ("+250 788 123 456"; a tel link). */
  phone: string;
  /** The WhatsApp number; a chat link is shown when it is a valid international number. */
  whatsappNumber: string;
  /** Support hours as kept in the site config (days, opening and closing time, IANA zone). */
  supportHours: SupportHoursConfig;
  /** The heading above the list. @default "Contact details" (localised) */
  title?: string;
  /** Heading level, to fit the page outline. @default 2 */
  headingLevel?: 2 | 3;
  /** Which moment decides the season shown first (EST or EDT). Stories fix it; the page uses now, once hydrated. */
  now?: Date;
  /** `card` draws a bordered box. @default 'default' */
  variant?: 'default' | 'card';
  className?: string;
}

function hoursRange(
  t: (key: 'hours.nextDay' | 'hours.weekdays' | 'hours.dayRange', values?: Record<string, string>) => string,
  hours: HoursInZone,
  lang: Lang,
) {
  const opens = formatClock(hours.opens, lang);
  const closes = hours.closes > 1440 ? t('hours.nextDay', { time: formatClock(hours.closes, lang) }) : formatClock(hours.closes, lang);
  return { days: formatDayRange(hours.days, t('hours.weekdays'), (from, to) => t('hours.dayRange', { from, to })), opens, closes };
}

/**
 * Email, phone, WhatsApp and the support hours, with the hours shown in Kigali time too. The
 * hours are kept in New York time, which is EST (UTC−5) in winter and EDT (UTC−4) in summer;
 * Kigali has no daylight saving, so the Kigali hours move by an hour twice a year. Both are shown,
 * the season in force first once the page knows today's date.
 */
export function ContactDetails({ email, phone, whatsappNumber, supportHours, title, headingLevel = 2, now, variant, className }: ContactDetailsProps) {
  const { t, lang } = useT(contact);
  const hydrated = useHydrated();
  const id = React.useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const whatsappUrl = buildWhatsAppUrl(whatsappNumber, '');

  const year = now?.getUTCFullYear() ?? __BUILD_YEAR__;
  const seasons = React.useMemo(() => supportHoursSeasons(supportHours, year), [supportHours, year]);
  // The prerendered page does not know today's date: it lists standard time first. Once hydrated
  // (or when a story fixes `now`), the season in force comes first.
  const current: SupportHoursSeason | undefined =
    seasons && (now || hydrated) ? (seasonAt(seasons, supportHours.timeZone, now ?? new Date()) ?? seasons[0]) : seasons?.[0];
  const others = seasons?.filter((s) => s !== current) ?? [];
  const city = zoneCity(supportHours.timeZone);
  const zoneLabel = (s: SupportHoursSeason) =>
    s.source.abbreviation ? `${s.source.abbreviation}, ${formatUtcOffset(s.source.utcOffset)}` : formatUtcOffset(s.source.utcOffset);
  const kigaliZone = (h: HoursInZone) => `${KIGALI_ZONE_ABBREVIATION}, ${formatUtcOffset(h.utcOffset)}`;

  return (
    <section
      aria-labelledby={`${id}-title`}
      data-slot="contact-details"
      data-variant={variant ?? 'default'}
      className={cn(contactDetailsVariants({ variant }), className)}
    >
      <Heading id={`${id}-title`} className="text-2xl font-bold">
        {title ?? t('details.heading')}
      </Heading>
      <dl className="flex flex-col gap-4">
        <div>
          <dt className="font-semibold">{t('details.email')}</dt>
          <dd>
            <a className={contactLinkClass} href={`mailto:${email}`}>
              {email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="font-semibold">{t('details.phone')}</dt>
          <dd>
            <a className={contactLinkClass} href={telHref(phone)}>
              {phone}
            </a>
          </dd>
        </div>
        {whatsappUrl && (
          <div>
            <dt className="font-semibold">{t('details.whatsapp')}</dt>
            <dd>
              <a className={contactLinkClass} href={whatsappUrl} target="_blank" rel="noopener noreferrer">
                <Icon name="chat" className="size-5" />
                {t('details.whatsappLink')}
                <span className="sr-only"> {t('form.newWindow')}</span>
              </a>
            </dd>
          </div>
        )}
        <div>
          <dt className="font-semibold">{t('details.hours')}</dt>
          {current ? (
            <>
              <dd>
                {t('hours.team', {
                  ...hoursRange(t, current.source, lang),
                  city,
                  zone: zoneLabel(current),
                })}
              </dd>
              <dd className="mt-2">
                <span className="font-semibold">{t('details.kigaliHours')}</span>{' '}
                {t('hours.kigali', { ...hoursRange(t, current.kigali, lang), zone: kigaliZone(current.kigali) })}
              </dd>
              {others.map((other) => (
                <dd key={other.season} className="mt-2 text-muted-foreground">
                  {t(`hours.otherSeason.${other.season}`, {
                    city,
                    zone: zoneLabel(other),
                    opens: hoursRange(t, other.kigali, lang).opens,
                    closes: hoursRange(t, other.kigali, lang).closes,
                  })}
                </dd>
              ))}
            </>
          ) : (
            <dd>
              {t('hours.raw', {
                days: supportHours.days,
                opens: supportHours.opens,
                closes: supportHours.closes,
                zone: supportHours.timeZone,
              })}
            </dd>
          )}
          <dd className="mt-2 text-sm text-muted-foreground">{t('hours.replyNote')}</dd>
        </div>
      </dl>
    </section>
  );
}
