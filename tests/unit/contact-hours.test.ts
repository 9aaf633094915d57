import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  convertHours,
  formatClock,
  formatDayRange,
  type DayRange,
  formatUtcOffset,
  parseClock,
  parseDayRange,
  seasonAt,
  supportHoursSeasons,
  utcOffsetMinutes,
  zoneAbbreviation,
  zoneCity,
} from '../../src/lib/support-hours';
import { site } from '../../src/content/site';
import { contact } from '../../src/i18n/strings/contact';
import { interpolate } from '../../src/i18n';
import type { Lang } from '../../src/lib/langs';

/** A range of days as the contact details write it in a language, with the namespace's words. */
const dayRange = (from: number, to: number, lang: Lang) => {
  const { weekdays, dayRange: range } = contact.resources[lang].hours;
  return formatDayRange({ from, to } as DayRange, weekdays, (a, b) => interpolate(range, { from: a, to: b }));
};

const NEW_YORK = { days: 'Monday-Friday', opens: '08:00', closes: '17:00', timeZone: 'America/New_York' };

describe('a learner in Kigali reading the support hours', () => {
  it('reads the site config: Monday to Friday, 8am to 5pm, New York time', () => {
    expect(site.supportHours).toEqual(NEW_YORK);
  });

  it('sees 8am–5pm EST (UTC−5) as 3pm–midnight in Kigali (UTC+2)', () => {
    const [standard] = supportHoursSeasons(NEW_YORK, 2026)!;
    expect(standard!.season).toBe('standard');
    expect(standard!.source.abbreviation).toBe('EST');
    expect(standard!.source.utcOffset).toBe(-300);
    expect(standard!.kigali).toEqual({ days: { from: 1, to: 5 }, opens: 15 * 60, closes: 24 * 60, utcOffset: 120 });
  });

  it('sees 8am–5pm EDT (UTC−4, New York summer time) as 2pm–11pm in Kigali', () => {
    const [, daylight] = supportHoursSeasons(NEW_YORK, 2026)!;
    expect(daylight!.season).toBe('daylight');
    expect(daylight!.source.abbreviation).toBe('EDT');
    expect(daylight!.source.utcOffset).toBe(-240);
    expect(daylight!.kigali).toEqual({ days: { from: 1, to: 5 }, opens: 14 * 60, closes: 23 * 60, utcOffset: 120 });
  });

  it('knows Kigali keeps UTC+2 all year (no daylight saving)', () => {
    for (let month = 0; month < 12; month++) {
      expect(utcOffsetMinutes('Africa/Kigali', new Date(Date.UTC(2026, month, 10, 12)))).toBe(120);
    }
  });

  it('knows which season applies on a given day', () => {
    const seasons = supportHoursSeasons(NEW_YORK, 2026)!;
    expect(seasonAt(seasons, NEW_YORK.timeZone, new Date('2026-01-20T15:00:00Z'))?.source.abbreviation).toBe('EST');
    expect(seasonAt(seasons, NEW_YORK.timeZone, new Date('2026-07-20T15:00:00Z'))?.source.abbreviation).toBe('EDT');
    // US clocks go forward on the second Sunday of March (8 March 2026) at 02:00 local.
    expect(seasonAt(seasons, NEW_YORK.timeZone, new Date('2026-03-08T06:59:00Z'))?.season).toBe('standard');
    expect(seasonAt(seasons, NEW_YORK.timeZone, new Date('2026-03-08T07:01:00Z'))?.season).toBe('daylight');
    // …and back on the first Sunday of November (1 November 2026).
    expect(seasonAt(seasons, NEW_YORK.timeZone, new Date('2026-11-02T12:00:00Z'))?.season).toBe('standard');
  });

  it('gets one season for a zone without daylight saving', () => {
    const seasons = supportHoursSeasons({ ...NEW_YORK, timeZone: 'Africa/Nairobi' }, 2026)!;
    expect(seasons).toHaveLength(1);
    expect(seasons[0]!.kigali.opens).toBe(7 * 60);
    expect(seasons[0]!.kigali.closes).toBe(16 * 60);
  });

  it('moves the days when the hours cross midnight (a zone far to the west)', () => {
    const seasons = supportHoursSeasons({ days: 'Monday-Friday', opens: '18:00', closes: '22:00', timeZone: 'Pacific/Honolulu' }, 2026)!;
    // 18:00 at UTC−10 is 04:00 UTC the next day, 06:00 in Kigali: Tuesday to Saturday.
    expect(seasons[0]!.kigali).toEqual({ days: { from: 2, to: 6 }, opens: 6 * 60, closes: 10 * 60, utcOffset: 120 });
  });

  it('marks hours that end after midnight in Kigali', () => {
    const converted = convertHours({ from: 1, to: 5 }, 9 * 60, 18 * 60, -300, 120);
    expect(converted.closes).toBe(25 * 60);
    expect(formatClock(converted.closes, 'en')).toBe('1am');
  });

  it('gives nothing (not an exception) for a config it cannot read', () => {
    expect(supportHoursSeasons({ ...NEW_YORK, timeZone: 'Mars/Olympus_Mons' }, 2026)).toBeUndefined();
    expect(supportHoursSeasons({ ...NEW_YORK, days: 'Weekdays' }, 2026)).toBeUndefined();
    expect(supportHoursSeasons({ ...NEW_YORK, opens: '8am' }, 2026)).toBeUndefined();
    expect(supportHoursSeasons({ ...NEW_YORK, opens: '18:00', closes: '09:00' }, 2026)).toBeUndefined();
    expect(supportHoursSeasons({ ...NEW_YORK, closes: '25:00' }, 2026)).toBeUndefined();
    expect(utcOffsetMinutes('', new Date())).toBeUndefined();
    expect(zoneAbbreviation('Not/AZone', new Date())).toBeUndefined();
  });
});

describe('reading the config', () => {
  it('parses day ranges written in several ways', () => {
    expect(parseDayRange('Monday-Friday')).toEqual({ from: 1, to: 5 });
    expect(parseDayRange('monday – friday')).toEqual({ from: 1, to: 5 });
    expect(parseDayRange('Monday to Saturday')).toEqual({ from: 1, to: 6 });
    expect(parseDayRange('Sunday')).toEqual({ from: 7, to: 7 });
    expect(parseDayRange('Mon-Fri')).toBeUndefined();
    expect(parseDayRange('Monday-Friday-Sunday')).toBeUndefined();
    expect(parseDayRange('')).toBeUndefined();
  });

  it('parses 24-hour times', () => {
    expect(parseClock('08:00')).toBe(480);
    expect(parseClock('8:30')).toBe(510);
    expect(parseClock('24:00')).toBe(1440);
    for (const bad of ['24:01', '12:60', '8am', '', '-1:00', '08:00:00']) expect(parseClock(bad), bad).toBeUndefined();
  });

  it('property: converting there and back gives the same hours', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1439 }),
        fc.integer({ min: 1, max: 600 }),
        fc.integer({ min: -12 * 60, max: 14 * 60 }),
        fc.integer({ min: -12 * 60, max: 14 * 60 }),
        (opens, length, from, to) => {
          const there = convertHours({ from: 1, to: 5 }, opens, opens + length, from, to);
          const back = convertHours(there.days, there.opens, there.closes, to, from);
          return (
            back.opens === opens &&
            back.closes === opens + length &&
            back.days.from === 1 &&
            back.days.to === 5 &&
            there.opens >= 0 &&
            there.opens < 1440 &&
            there.closes - there.opens === length
          );
        },
      ),
    );
  });
});

describe('showing the hours in each language', () => {
  it('writes times as people in each language do', () => {
    expect([480, 900, 930, 720, 0, 1440].map((m) => formatClock(m, 'en'))).toEqual(['8am', '3pm', '3:30pm', 'noon', 'midnight', 'midnight']);
    expect([480, 900, 930, 720, 0, 1440].map((m) => formatClock(m, 'fr'))).toEqual(['8 h', '15 h', '15 h 30', 'midi', 'minuit', 'minuit']);
    expect([480, 900, 930, 720, 0, 1440].map((m) => formatClock(m, 'rw'))).toEqual(['08:00', '15:00', '15:30', '12:00', '00:00', '24:00']);
  });

  it('writes day ranges', () => {
    expect(dayRange(1, 5, 'en')).toBe('Monday–Friday');
    expect(dayRange(1, 5, 'fr')).toBe('Du lundi au vendredi');
    expect(dayRange(1, 5, 'rw')).toBe('Ku wa Mbere kugeza ku wa Gatanu');
    expect(dayRange(7, 7, 'fr')).toBe('Dimanche');
    expect(dayRange(7, 7, 'rw')).toBe('Ku Cyumweru');
  });

  it('writes offsets with a true minus sign', () => {
    expect(formatUtcOffset(-300)).toBe('UTC\u22125');
    expect(formatUtcOffset(120)).toBe('UTC+2');
    expect(formatUtcOffset(330)).toBe('UTC+5:30');
    expect(formatUtcOffset(0)).toBe('UTC');
  });

  it('names the zone’s city', () => {
    expect(zoneCity('America/New_York')).toBe('New York');
    expect(zoneCity('Africa/Kigali')).toBe('Kigali');
  });
});
