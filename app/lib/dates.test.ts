import {describe, expect, it} from 'vitest';
import {
  calendarDateIn,
  fixedDateForDisplay,
  formatLongDate,
  formatShortDate,
  parseIsoDate,
  todayForDisplay,
  toIsoDate,
} from './dates';

describe('calendarDateIn', () => {
  it('reads the day in New York, not in UTC', () => {
    // 03:30 UTC on 22 November is still the evening of 21 November in New York (EST, UTC-5).
    const lateEvening = new Date('2026-11-22T03:30:00Z');
    expect(calendarDateIn(lateEvening)).toEqual({year: 2026, month: 11, day: 21});
    expect(calendarDateIn(lateEvening, 'UTC')).toEqual({year: 2026, month: 11, day: 22});
  });

  it('follows daylight saving time', () => {
    // EDT is UTC-4: 03:59 UTC on 1 July is 23:59 on 30 June, 04:00 UTC is midnight on 1 July.
    expect(calendarDateIn(new Date('2026-07-01T03:59:00Z'))).toEqual({year: 2026, month: 6, day: 30});
    expect(calendarDateIn(new Date('2026-07-01T04:00:00Z'))).toEqual({year: 2026, month: 7, day: 1});
  });
});

describe('formatting', () => {
  it('writes the long US style', () => {
    expect(formatLongDate({year: 2026, month: 11, day: 21})).toBe('November 21, 2026');
    expect(formatLongDate({year: 2025, month: 1, day: 1})).toBe('January 1, 2025');
  });

  it('writes the short day-month-year style', () => {
    expect(formatShortDate({year: 2025, month: 11, day: 1})).toBe('1 Nov 2025');
    expect(formatShortDate({year: 2025, month: 9, day: 30})).toBe('30 Sep 2025');
  });

  it('writes ISO dates with padding', () => {
    expect(toIsoDate({year: 2025, month: 3, day: 7})).toBe('2025-03-07');
  });

  it('rejects months out of range', () => {
    expect(() => formatLongDate({year: 2025, month: 13, day: 1})).toThrow(/Month out of range/);
  });
});

describe('parseIsoDate', () => {
  it('reads a date without shifting it by a time zone', () => {
    expect(parseIsoDate('2025-11-01')).toEqual({year: 2025, month: 11, day: 1});
  });

  it('rejects malformed text and impossible days', () => {
    expect(() => parseIsoDate('11/01/2025')).toThrow(/Not a YYYY-MM-DD/);
    expect(() => parseIsoDate('2025-02-30')).toThrow(/No such day/);
  });
});

describe('display dates', () => {
  it('gives the policy dates as the spec writes them', () => {
    expect(fixedDateForDisplay('2025-11-01')).toEqual({iso: '2025-11-01', label: 'November 1, 2025'});
    expect(fixedDateForDisplay('2025-11-01', 'short')).toEqual({iso: '2025-11-01', label: '1 Nov 2025'});
  });

  it('gives today in the shop’s time zone', () => {
    expect(todayForDisplay(new Date('2026-11-22T03:30:00Z'))).toEqual({
      iso: '2026-11-21',
      label: 'November 21, 2026',
    });
  });
});
