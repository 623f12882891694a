import { describe, expect, it } from 'vitest';
import { formatBytes, formatDate, formatDateTime, formatLongDate, formatSek } from './format';

describe('formatDate', () => {
  it('shows the ISO calendar date, the Swedish norm, in every language', () => {
    expect(formatDate(new Date(2026, 10, 27, 10, 0))).toBe('2026-11-27');
    expect(formatDate(new Date(2026, 4, 3, 23, 59))).toBe('2026-05-03');
  });
  it("keeps a calendar date as the day it names, whatever the reader's time zone", () => {
    expect(formatDate('2026-11-27')).toBe('2026-11-27');
  });
  it('reads the day in a time zone when asked', () => {
    expect(formatDate('2026-11-26T23:30:00Z', { timeZone: 'Europe/Stockholm' })).toBe('2026-11-27');
    expect(formatDate('2026-11-26T23:30:00Z', { timeZone: 'UTC' })).toBe('2026-11-26');
  });
  it('is empty for missing or invalid dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatLongDate', () => {
  it('reads "27 nov. 2026" in Swedish and "Nov 27, 2026" in English', () => {
    expect(formatLongDate(new Date(2026, 10, 27, 10, 0))).toBe('27 nov. 2026');
    expect(formatLongDate('2026-05-03', 'sv')).toBe('3 maj 2026');
    expect(formatLongDate('2026-11-27', 'en')).toBe('Nov 27, 2026');
    expect(formatLongDate(undefined, 'en')).toBe('');
  });
});

describe('formatSek', () => {
  it('shows whole kronor with Swedish grouping', () => {
    expect(formatSek(1234567).replace(/\s/g, ' ')).toBe('1 234 567 kr');
    expect(formatSek(0)).toMatch(/^0\skr$/);
    expect(formatSek(undefined)).toBe('');
  });
});

describe('formatBytes', () => {
  it('picks a readable unit', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1,5 kB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5 MB');
  });
});

describe('formatDateTime', () => {
  it('adds the time of day on a 24-hour clock', () => {
    expect(formatDateTime(new Date(2026, 10, 22, 14, 5))).toBe('2026-11-22 14:05');
    expect(formatDateTime('2026-11-24T18:36:00Z', { timeZone: 'Europe/Stockholm' })).toBe('2026-11-24 19:36');
    expect(formatDateTime(null)).toBe('');
  });
});
