import { describe, expect, it } from 'vitest';
import { formatBytes, formatDate, formatDateTime, formatSek } from './format';

describe('formatDate', () => {
  it('shows year, short month and day in Swedish', () => {
    expect(formatDate('2026-11-22T10:00:00Z')).toBe('2026 nov. 22');
    expect(formatDate(new Date('2026-05-03T10:00:00Z'))).toBe('2026 maj 3');
  });
  it('is empty for missing or invalid dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
  it('follows another locale when asked', () => {
    expect(formatDate('2026-11-22T10:00:00Z', 'en-GB')).toBe('2026 Nov 22');
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
    expect(formatDateTime(new Date(2026, 10, 22, 14, 5))).toBe('2026 nov. 22 14:05');
    expect(formatDateTime(null)).toBe('');
  });
});
