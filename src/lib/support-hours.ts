import type { Lang } from '@/lib/langs';

/**
 * Support hours are kept in the team's own time zone (site config: "Monday-Friday", 08:00–17:00,
 * America/New_York) and shown to learners in Kigali time as well.
 *
 * EST vs EDT: "8am–5pm EST" in the brief means New York office hours. New York keeps Eastern
 * Standard Time (EST, UTC−5) in winter and Eastern Daylight Time (EDT, UTC−4) from March to
 * November. Kigali keeps Central Africa Time (CAT, UTC+2) all year, with no daylight saving. So the
 * same office hours are 15:00–24:00 in Kigali in winter and 14:00–23:00 in summer. We follow the
 * configured IANA zone rather than a fixed UTC−5, and show both seasons; the offsets come from the
 * browser's (or Node's) time-zone database, never from a table of our own.
 */

const KIGALI_TIME_ZONE = 'Africa/Kigali';
/** Kigali's zone name, Central Africa Time (the runtime only says "GMT+2"). */
export const KIGALI_ZONE_ABBREVIATION = 'CAT';

/** The shape of `site.supportHours`. */
export interface SupportHoursConfig {
  /** A day or a range of English day names: "Monday-Friday", "Saturday". */
  days: string;
  /** Opening time, 24-hour "HH:MM". */
  opens: string;
  /** Closing time, 24-hour "HH:MM" ("24:00" = midnight at the end of the day). */
  closes: string;
  /** IANA time zone the hours are kept in. */
  timeZone: string;
}

/** ISO weekday: 1 = Monday … 7 = Sunday. */
type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

const DAY_NAMES = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

export interface DayRange {
  from: Weekday;
  to: Weekday;
}

/** Parses "Monday-Friday" (also with an en dash, "to", any case) or a single day name. */
export function parseDayRange(text: string): DayRange | undefined {
  const parts = text
    .trim()
    .toLowerCase()
    .split(/\s*(?:-|–|—|\bto\b)\s*/);
  if (parts.length < 1 || parts.length > 2) return undefined;
  const days = parts.map((part) => DAY_NAMES.indexOf(part as (typeof DAY_NAMES)[number]) + 1);
  if (days.some((d) => d < 1)) return undefined;
  const from = days[0] as Weekday;
  const to = (days[1] ?? days[0]) as Weekday;
  return { from, to };
}

/** Parses 24-hour "HH:MM" into minutes after midnight; "24:00" is allowed (end of day). */
export function parseClock(text: string): number | undefined {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!match) return undefined;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes > 0)) return undefined;
  return hours * 60 + minutes;
}

/**
 * The zone's offset from UTC at an instant, in minutes (New York in January: −300; Kigali: +120).
 * Undefined for a time zone the runtime does not know.
 */
export function utcOffsetMinutes(timeZone: string, at: Date): number | undefined {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    }).formatToParts(at);
  } catch {
    return undefined;
  }
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  const exact = Math.floor(at.getTime() / 1000) * 1000;
  const offset = Math.round((wall - exact) / 60_000);
  return Number.isFinite(offset) ? offset : undefined;
}

/** The zone's short name at an instant when it has a real one ("EST", "EDT"), else undefined. */
export function zoneAbbreviation(timeZone: string, at: Date): string | undefined {
  try {
    const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }).formatToParts(at).find((p) => p.type === 'timeZoneName')?.value;
    return name && !/^(GMT|UTC)/.test(name) ? name : undefined;
  } catch {
    return undefined;
  }
}

/** "UTC−5", "UTC+2", "UTC+5:30" (with a true minus sign, which screen readers say as "minus"). */
export function formatUtcOffset(minutes: number): string {
  if (minutes === 0) return 'UTC';
  const sign = minutes < 0 ? '\u2212' : '+';
  const abs = Math.abs(minutes);
  const h = Math.floor(abs / 60);
  const m = abs % 60;
  return `UTC${sign}${h}${m ? `:${String(m).padStart(2, '0')}` : ''}`;
}

/** A zone's city for display: "America/New_York" → "New York", "Africa/Kigali" → "Kigali". */
export function zoneCity(timeZone: string): string {
  const last = timeZone.split('/').pop() ?? timeZone;
  return last.replace(/_/g, ' ');
}

export interface HoursInZone {
  days: DayRange;
  /** Minutes after midnight of the first day, 0–1439. */
  opens: number;
  /** Minutes after midnight of the opening day; 1440 = midnight at its end; above 1440 = the next day. */
  closes: number;
  /** Offset from UTC in minutes. */
  utcOffset: number;
}

export interface SupportHoursSeason {
  /** `standard` = the zone's winter time (EST); `daylight` = its summer time (EDT). */
  season: 'standard' | 'daylight';
  /** The hours as configured, with the zone's abbreviation in that season ("EST"). */
  source: HoursInZone & { abbreviation: string | undefined };
  /** The same hours on a Kigali clock. */
  kigali: HoursInZone;
}

function shiftWeekday(day: Weekday, by: number): Weekday {
  return (((((day - 1 + by) % 7) + 7) % 7) + 1) as Weekday;
}

/**
 * Converts the configured hours at one instant's offsets into another zone's clock.
 * Pure arithmetic: opening 08:00 at UTC−5 is 13:00 UTC, which is 15:00 at UTC+2.
 */
export function convertHours(days: DayRange, opens: number, closes: number, sourceOffset: number, targetOffset: number): HoursInZone {
  const shift = targetOffset - sourceOffset;
  const opensTarget = opens + shift;
  const dayShift = Math.floor(opensTarget / 1440);
  return {
    days: { from: shiftWeekday(days.from, dayShift), to: shiftWeekday(days.to, dayShift) },
    opens: opensTarget - dayShift * 1440,
    closes: closes + shift - dayShift * 1440,
    utcOffset: targetOffset,
  };
}

/**
 * The support hours in each season of the configured zone, converted to Kigali time:
 * one entry for a zone without daylight saving, two (standard first) for New York.
 * Seasons are sampled in mid-January and mid-July of `year`. Undefined when the config cannot be
 * read (unknown zone, malformed day or time) — the page then shows the configured text as is.
 */
export function supportHoursSeasons(config: SupportHoursConfig, year: number): SupportHoursSeason[] | undefined {
  const days = parseDayRange(config.days);
  const opens = parseClock(config.opens);
  const closes = parseClock(config.closes);
  if (!days || opens === undefined || closes === undefined || closes <= opens || opens === 1440) return undefined;

  const samples = [new Date(Date.UTC(year, 0, 15, 12)), new Date(Date.UTC(year, 6, 15, 12))];
  const measured = samples.map((at) => ({
    at,
    source: utcOffsetMinutes(config.timeZone, at),
    kigali: utcOffsetMinutes(KIGALI_TIME_ZONE, at),
  }));
  if (measured.some((m) => m.source === undefined || m.kigali === undefined)) return undefined;

  const distinct = measured.filter((m, i) => measured.findIndex((n) => n.source === m.source) === i).sort((a, b) => a.source! - b.source!);
  return distinct.map((m, i) => ({
    season: i === 0 ? 'standard' : 'daylight',
    source: {
      days,
      opens,
      closes,
      utcOffset: m.source!,
      abbreviation: zoneAbbreviation(config.timeZone, m.at),
    },
    kigali: convertHours(days, opens, closes, m.source!, m.kigali!),
  }));
}

/** Which of `seasons` applies at an instant (by the configured zone's offset then). */
export function seasonAt(seasons: SupportHoursSeason[], timeZone: string, at: Date): SupportHoursSeason | undefined {
  const offset = utcOffsetMinutes(timeZone, at);
  return seasons.find((s) => s.source.utcOffset === offset);
}

/**
 * A time of day for people: "8am", "3:30pm", "noon", "midnight" (en); "8 h", "15 h 30", "midi",
 * "minuit" (fr); "08:00", "15:30", "24:00" (rw, written 24-hour as Rwandan notices do).
 * Minutes past 1440 (the next day) wrap round.
 */
export function formatClock(minutes: number, lang: Lang): string {
  const endOfDay = minutes === 1440;
  const m = ((minutes % 1440) + 1440) % 1440;
  const h = Math.floor(m / 60);
  const min = m % 60;
  const mm = String(min).padStart(2, '0');
  if (lang === 'rw') return endOfDay ? '24:00' : `${String(h).padStart(2, '0')}:${mm}`;
  if (lang === 'fr') {
    if (m === 0) return 'minuit';
    if (m === 720) return 'midi';
    return min ? `${h} h ${mm}` : `${h} h`;
  }
  if (m === 0) return 'midnight';
  if (m === 720) return 'noon';
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${h12}${min ? `:${mm}` : ''}${h < 12 ? 'am' : 'pm'}`;
}

/**
 * "Monday–Friday", "Du lundi au vendredi", "Ku wa Mbere kugeza ku wa Gatanu", in the language of
 * `weekdays` (its day names, Monday first, one per line) and `range` (a range of two of them): the
 * contact namespace's `hours.weekdays` and `hours.dayRange` (Chromium has no Kinyarwanda locale
 * data). A one-day range is the day alone. Capitalised: it starts the hours line.
 */
export function formatDayRange(days: DayRange, weekdays: string, range: (from: string, to: string) => string): string {
  const names = weekdays.split('\n');
  const from = names[days.from - 1]!;
  const to = names[days.to - 1]!;
  const text = days.from === days.to ? from : range(from, to);
  return text.charAt(0).toUpperCase() + text.slice(1);
}
