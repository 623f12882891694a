/**
 * Formatting in Swedish conventions. Dates have two forms, one formatter each (docs/ARCHITECTURE.md "Dates"):
 * - lists, tables, forms and exports: the calendar date of ISO 8601 ("2026-11-27"), the Swedish norm
 *   (SS-ISO 8601) and what the CSV exports write; the same in every interface language, so a column sorts and
 *   reads alike for everyone;
 * - running text (headers, sentences, facts): the long form, "27 nov. 2026" in Swedish, "Nov 27, 2026" in English.
 */

export type DateValue = string | number | Date | null | undefined;
export type DateLanguage = 'sv' | 'en';

/** A calendar date with no time ("2026-11-27", a deadline or a start date) names that day wherever it is read. */
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function toDate(value: DateValue): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') {
    const day = CALENDAR_DATE.exec(value);
    if (day) return new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
  }
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const partFormatters = new Map<string, Intl.DateTimeFormat>();

/** Year, month, day, hour and minute of `date` as two-digit strings, in `timeZone` (the reader's when absent). */
function partsOf(date: Date, timeZone?: string): Record<'year' | 'month' | 'day' | 'hour' | 'minute', string> {
  const key = timeZone ?? '';
  let f = partFormatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    partFormatters.set(key, f);
  }
  const parts = f.formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute') };
}

export interface ZoneOption {
  /** An IANA time zone ("Europe/Stockholm", for mails); the reader's own when absent. */
  timeZone?: string;
}

/** "2026-11-27": the date in lists, tables, forms and exports. Returns '' for a missing or invalid date. */
export function formatDate(value: DateValue, options: ZoneOption = {}): string {
  if (typeof value === 'string' && CALENDAR_DATE.test(value)) return value;
  const date = toDate(value);
  if (!date) return '';
  const p = partsOf(date, options.timeZone);
  return `${p.year}-${p.month}-${p.day}`;
}

/** "2026-11-27 14:05": the list date and the time of day on a 24-hour clock. */
export function formatDateTime(value: DateValue, options: ZoneOption = {}): string {
  const date = toDate(value);
  if (!date) return '';
  const p = partsOf(date, options.timeZone);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

const LONG_LOCALES: Record<DateLanguage, string> = { sv: 'sv-SE', en: 'en-US' };
const longFormatters = new Map<string, Intl.DateTimeFormat>();

/** "27 nov. 2026" in Swedish, "Nov 27, 2026" in English: the date in running text. */
export function formatLongDate(value: DateValue, language: DateLanguage = 'sv', options: ZoneOption = {}): string {
  const date = toDate(value);
  if (!date) return '';
  const key = `${language}|${options.timeZone ?? ''}`;
  let f = longFormatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(LONG_LOCALES[language], {
      timeZone: options.timeZone,
      year: 'numeric',
      month: 'short',
      day: 'numeric',
    });
    longFormatters.set(key, f);
  }
  return f.format(date);
}

const moneyFormatters = new Map<string, Intl.NumberFormat>();

/** Whole kronor: "1 234 567 kr". */
export function formatSek(amount: number | null | undefined, locale = 'sv-SE'): string {
  if (amount === null || amount === undefined || Number.isNaN(amount)) return '';
  let f = moneyFormatters.get(locale);
  if (!f) {
    f = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'SEK',
      maximumFractionDigits: 0,
      minimumFractionDigits: 0,
    });
    moneyFormatters.set(locale, f);
  }
  return f.format(amount);
}

/** File sizes for people: "1,5 MB". */
export function formatBytes(bytes: number, locale = 'sv-SE'): string {
  const units = ['B', 'kB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value)} ${units[unit]}`;
}
