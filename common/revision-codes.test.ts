import { describe, expect, it } from 'vitest';
import { nextRevisionCode } from './revision-codes';

describe('nextRevisionCode', () => {
  it.each([
    [[], null, 'A'],
    [['A'], 'A', 'B'],
    [['A', 'B', 'Z'], 'Z', 'AA'],
    [['AZ'], 'AZ', 'BA'],
    [['ZZ'], 'ZZ', 'AAA'],
    [['a'], 'a', 'B'],
    [['P01'], 'P01', 'P02'],
    [['P09'], 'P09', 'P10'],
    [['C02.9'], 'C02.9', 'C02.10'],
    [['A', 'B', 'C'], 'B', 'D'],
    [['A', 'B', 'Rev-x'], 'Rev-x', 'C'],
  ])('after %j (latest %s) comes %s', (used, latest, expected) => {
    expect(nextRevisionCode(used, latest)).toBe(expected);
  });

  it('never answers a code in use', () => {
    expect(nextRevisionCode(['A', 'P02', 'P01'], 'P01')).toBe('B');
  });
});
