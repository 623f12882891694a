/** Formatting in Swedish conventions: dates as year, short month, day; money in SEK. */

const dateFormatters = new Map<string, Intl.DateTimeFormat>();
const moneyFormatters = new Map<string, Intl.NumberFormat>();

function dateFormatter(locale: string): Intl.DateTimeFormat {
  let f = dateFormatters.get(locale);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric' });
    dateFormatters.set(locale, f);
  }
  return f;
}

/** "2026 nov. 22" style in sv-SE: year, short month, day. Returns '' for a missing or invalid date. */
export function formatDate(value: string | number | Date | null | undefined, locale = 'sv-SE'): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const parts = dateFormatter(locale).formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')} ${get('month')} ${get('day')}`;
}

const clockFormatters = new Map<string, Intl.DateTimeFormat>();

/** "2026 nov. 22 14:05": the date as formatDate, then the time of day on a 24-hour clock. */
export function formatDateTime(value: string | number | Date | null | undefined, locale = 'sv-SE'): string {
  const day = formatDate(value, locale);
  if (!day || value === null || value === undefined) return day;
  let f = clockFormatters.get(locale);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    clockFormatters.set(locale, f);
  }
  return `${day} ${f.format(value instanceof Date ? value : new Date(value))}`;
}

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
