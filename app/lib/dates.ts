/**
 * Calendar dates for policy pages. Month names are our own, so the server (workerd) and the
 * browser print the same text whatever locale data their Intl carries; Intl only answers which
 * day it is in a time zone.
 */

/** The shop keeps Eastern time: order cut-offs, support hours and policy dates use it. */
export const SHOP_TIME_ZONE = 'America/New_York';

export interface CalendarDate {
  year: number;
  /** 1 to 12 */
  month: number;
  day: number;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The calendar day `instant` falls on in `timeZone`. */
export function calendarDateIn(instant: Date, timeZone: string = SHOP_TIME_ZONE): CalendarDate {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => {
    const value = parts.find((entry) => entry.type === type)?.value;
    if (!value) throw new Error(`No ${type} when formatting ${instant.toISOString()} in ${timeZone}`);
    return Number(value);
  };
  return {year: part('year'), month: part('month'), day: part('day')};
}

/** Parses `YYYY-MM-DD` (a policy's fixed date) without any time zone arithmetic. */
export function parseIsoDate(iso: string): CalendarDate {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) throw new Error(`Not a YYYY-MM-DD date: ${iso}`);
  const date = {year: Number(match[1]), month: Number(match[2]), day: Number(match[3])};
  const check = new Date(Date.UTC(date.year, date.month - 1, date.day));
  if (check.getUTCMonth() !== date.month - 1 || check.getUTCDate() !== date.day) {
    throw new Error(`No such day: ${iso}`);
  }
  return date;
}

function monthName(date: CalendarDate) {
  const name = MONTHS[date.month - 1];
  if (!name) throw new Error(`Month out of range: ${date.month}`);
  return name;
}

/** 'November 21, 2026' */
export function formatLongDate(date: CalendarDate) {
  return `${monthName(date)} ${date.day}, ${date.year}`;
}

/** '1 Nov 2025' */
export function formatShortDate(date: CalendarDate) {
  return `${date.day} ${monthName(date).slice(0, 3)} ${date.year}`;
}

/** '2026-11-21', for `<time dateTime>`. */
export function toIsoDate(date: CalendarDate) {
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

export interface DisplayDate {
  iso: string;
  label: string;
}

/** Today in the shop's time zone, ready for a 'Last updated' line. */
export function todayForDisplay(now: Date = new Date(), timeZone: string = SHOP_TIME_ZONE): DisplayDate {
  const today = calendarDateIn(now, timeZone);
  return {iso: toIsoDate(today), label: formatLongDate(today)};
}

/** A fixed policy date, in the long or the short style. */
export function fixedDateForDisplay(iso: string, style: 'long' | 'short' = 'long'): DisplayDate {
  const date = parseIsoDate(iso);
  return {iso: toIsoDate(date), label: style === 'long' ? formatLongDate(date) : formatShortDate(date)};
}
