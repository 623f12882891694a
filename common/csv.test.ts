import { describe, expect, it } from 'vitest';
import { neutraliseCell, toCsv } from './csv';

describe('toCsv', () => {
  it('neutralises formulas and quotes what needs quoting', () => {
    expect(neutraliseCell('=HYPERLINK("x")')).toBe(`'=HYPERLINK("x")`);
    expect(neutraliseCell('+46 70')).toBe(`'+46 70`);
    expect(neutraliseCell('-1')).toBe(`'-1`);
    expect(neutraliseCell('@SUM(A1)')).toBe(`'@SUM(A1)`);
    expect(neutraliseCell('Bygglov')).toBe('Bygglov');
    expect(
      toCsv([
        ['namn', 'beskrivning'],
        ['Skola; etapp 2', 'Säger "hej"'],
        ['=1+1', null],
      ]),
    ).toBe(`namn;beskrivning\r\n"Skola; etapp 2";"Säger ""hej"""\r\n'=1+1;`);
  });
});
